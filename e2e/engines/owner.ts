import { readFileSync } from 'node:fs';
import { writingLists } from '../../site-build/posts/writing-list.ts';
import { APP_URL } from '../support/ports.ts';
import type { EnginePage } from './driver.ts';
import { expect } from './fixtures.ts';

// What the flows of the owner's newest parts (./owner.flow.ts, and offline
// in ./offline.flow.ts) expect, read from the sample owner's own files.

const readJson = <T>(path: string): T => JSON.parse(readFileSync(path, 'utf8')) as T;

/** The sample's `availability` (portfolio.json; docs/product.md § Availability). */
export const AVAILABILITY = readJson<{ availability: { timeZone: string; bookingUrl: string } }>(
  'portfolio.json',
).availability;

/**
 * The posts Home's Writing shows in English (docs/product.md § Writing): the build's list of
 * the owner's own posts and the feeds' (site-build/posts/writing-list.ts), each link absolute.
 */
export const POSTS = (
  writingLists('.', '/', [
    { lang: 'en', path: '' },
    { lang: 'fil', path: 'fil/' },
  ])[0]?.entries ?? []
).map((post) => ({ ...post, url: new URL(post.url, APP_URL).href }));

/** Home's résumé sections of the sample (resume.json; docs/product.md § Résumé sections). */
export const RESUME = readJson<{
  publications: { name: string; publisher: string; url: string }[];
  awards: { title: string; awarder: string }[];
  volunteer: { position: string; organization: string }[];
}>('resume.json');

/**
 * The owner's clock as the line shows it at `now`: " · UTC+8, 14:05 now"
 * (docs/product.md § Availability). The offset is worked out here from the
 * wall-clock time in `timeZone` (not from the `shortOffset` name the page
 * uses), so a page that used another zone, or the visitor's own, would not match.
 */
export function ownerClock(now: Date, timeZone: string): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
    })
      .formatToParts(now)
      .map(({ type, value }) => [type, Number(value)]),
  ) as Record<'year' | 'month' | 'day' | 'hour' | 'minute', number>;
  const wall = Date.UTC(parts.year, parts.month - 1, parts.day, parts.hour, parts.minute);
  const minutes = Math.round((wall - Math.floor(now.getTime() / 60_000) * 60_000) / 60_000);
  const hours = Math.trunc(Math.abs(minutes) / 60);
  const rest = Math.abs(minutes) % 60;
  const offset =
    minutes === 0
      ? 'UTC'
      : `UTC${minutes < 0 ? '-' : '+'}${hours}${rest ? `:${String(rest).padStart(2, '0')}` : ''}`;
  const pad = (n: number) => String(n).padStart(2, '0');
  return ` · ${offset}, ${pad(parts.hour)}:${pad(parts.minute)} now`;
}

/** Scrolls the first element matching `selector` to the middle of the viewport, as a visitor scrolling down. */
export async function scrollTo(page: EnginePage, selector: string): Promise<void> {
  const found = await page.evaluate((css) => {
    const element = document.querySelector(css);
    element?.scrollIntoView({ block: 'center' });
    return element !== null;
  }, selector);
  expect(found, `an element to scroll to: ${selector}`).toBe(true);
}

/** The Writing section's pictures: where each came from and its width once decoded (0 before). */
export const writingPictures = (page: EnginePage) =>
  page.evaluate(() =>
    [...document.querySelectorAll('#writing-heading ~ ul img')].map((img) => ({
      origin: new URL((img as HTMLImageElement).currentSrc || (img as HTMLImageElement).src).origin,
      width: (img as HTMLImageElement).naturalWidth,
    })),
  );

/**
 * Scrolls to each of the Writing section's pictures in turn (they load
 * lazily) and resolves once every one has loaded (`naturalWidth` > 0).
 */
export async function untilWritingPicturesLoad(page: EnginePage): Promise<void> {
  const total = (await writingPictures(page)).length;
  for (let index = 0; index < total; index += 1) {
    await page.evaluate((n) => {
      document
        .querySelectorAll('#writing-heading ~ ul img')
        [n]?.scrollIntoView({ block: 'center' });
    }, index);
    await expect
      .poll(async () => (await writingPictures(page))[index]?.width ?? 0, {
        message: `Writing picture ${index + 1} loads`,
      })
      .toBeGreaterThan(0);
  }
}

/** Each language's CV page and its PDF link's name (`cv.pdf` in src/i18n/messages/*-on-demand.ts). */
export const CV_PAGES = [
  { path: 'cv/', link: 'Download PDF' },
  { path: 'fil/cv/', link: 'I-download ang PDF' },
] as const;

/** What {@link cvPdfAnswer} expects of a PDF: docs/product.md § CV and contact card. */
export const A_PDF = { status: 200, type: 'application/pdf', head: '%PDF-' } as const;

/**
 * Finds the CV page's link `linkName` in its navigation "CV" and fetches the
 * file it names from the page (a controlling service worker answers it):
 * the status, the content type and the first five bytes (status 0 and the
 * error in `head` when the fetch fails).
 */
export async function cvPdfAnswer(page: EnginePage, linkName: string) {
  const link = await page.state({
    role: 'link',
    name: linkName,
    within: { role: 'navigation', name: 'CV' },
  });
  expect(link.count, `link "${linkName}" in navigation "CV"`).toBe(1);
  return page.evaluate(async (href) => {
    try {
      const response = await fetch(href);
      const head = new Uint8Array(await response.arrayBuffer()).subarray(0, 5);
      return {
        status: response.status,
        type: response.headers.get('content-type'),
        head: String.fromCharCode(...head),
      };
    } catch (error) {
      // Nothing answered (offline without the worker's copy): say so in the comparison.
      return { status: 0, type: null, head: `no answer: ${String(error)}` };
    }
  }, link.href ?? '');
}
