import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { FEED_POSTS_FILE, writingLists } from '../site-build/posts/writing-list.ts';
import { expectNoAxeViolations, NARROW, WIDE } from './support/a11y.ts';
import { WITHOUT_BUILD_CHROMIUM } from './support/build-without-chromium.ts';
import { expectPictureLoaded } from './support/pictures.ts';
import { copyRepository } from './support/repository-copy.ts';
import { waitForServiceWorker } from './support/service-worker.ts';
import { expect, type Page, test } from './support/test.ts';
import { buildVariantSite, type VariantSite } from './support/variant-site.ts';

/**
 * The "Writing" section (docs/product.md § Writing) with the sample's
 * committed posts, own and from its feeds: after the projects, in both
 * languages, dates through Intl, every link the post's own page or the original, pictures from the site itself, the
 * slot's height reserved in the prerendered page, offline after one visit, axe.
 */

/** The sample's site languages, as the build's lists are written for them. */
const LANGUAGES = [
  { lang: 'en', path: '' },
  { lang: 'fil', path: 'fil/' },
];
/**
 * Each language's list as the build writes it: the owner's own posts and the feeds' merged
 * (site-build/posts/writing-list.ts, unit-tested there); here, what the page must show of it.
 */
const [POSTS = [], FIL_POSTS = []] = writingLists('.', '/', LANGUAGES).map(
  ({ entries }) => entries,
);
/** The feeds' posts (public/data/posts.json): links to the originals. */
const FEED_POSTS: { url: string }[] = JSON.parse(readFileSync('public/data/posts.json', 'utf8'));

const writing = (page: Page, heading: string) =>
  page.locator('section', { has: page.getByRole('heading', { level: 2, name: heading }) });

test('the sample merges own posts with its feeds’ (what the tests below need)', () => {
  expect(POSTS.some((post) => post.url.startsWith('/posts/'))).toBe(true);
  expect(POSTS.some((post) => post.url.startsWith('https://'))).toBe(true);
  expect(FIL_POSTS.some((post) => post.url.startsWith('/fil/posts/'))).toBe(true);
  expect(FIL_POSTS).toHaveLength(POSTS.length);
});

test('English: the newest posts after the projects, each a link to its page or the original, with its date', async ({
  page,
}) => {
  // The browser never calls the blogs' hosts (the feeds were read at build time).
  const blogHosts = new Set(FEED_POSTS.map((post) => new URL(post.url).host));
  const toBlogs: string[] = [];
  page.on('request', (request) => {
    if (blogHosts.has(new URL(request.url()).host)) toBlogs.push(request.url());
  });
  await page.goto('/');
  const section = writing(page, 'Writing');
  await expect(section.getByRole('link')).toHaveCount(POSTS.length);
  for (const [index, post] of POSTS.entries()) {
    const link = section.getByRole('link').nth(index);
    await expect(link).toHaveAttribute('href', new URL(post.url, page.url()).href);
    await expect(link).toContainText(post.title);
    await expect(link.locator('time')).toHaveText(
      new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeZone: 'UTC' }).format(
        new Date(post.date),
      ),
    );
  }
  // After the projects, before the experience.
  const order = await page
    .getByRole('heading', { level: 2 })
    .evaluateAll((headings) => headings.map((heading) => heading.textContent));
  expect(order.indexOf('Writing')).toBe(order.indexOf('Featured Projects Today') + 1);
  // Every picture is the site's own (never hot-linked), and loads.
  for (const image of await section.locator('img').all()) {
    await image.scrollIntoViewIfNeeded();
    expect(new URL(await image.evaluate((img: HTMLImageElement) => img.src)).pathname).toMatch(
      /^\/images\/posts\/[0-9a-f]+\.webp$/,
    );
    await expectPictureLoaded(image);
  }
  expect(toBlogs).toEqual([]);
});

test('Filipino: the heading in Filipino, dates in Filipino, English titles marked lang="en"', async ({
  page,
}) => {
  await page.goto('/fil/');
  const section = writing(page, 'Mga Isinulat');
  await expect(section.getByRole('link')).toHaveCount(FIL_POSTS.length);
  for (const [index, post] of FIL_POSTS.entries()) {
    const link = section.getByRole('link').nth(index);
    await expect(link).toHaveAttribute('href', new URL(post.url, page.url()).href);
    // A title in English (a feed's, an untranslated own post) says so; a Filipino one has no lang.
    if (post.lang === 'fil') await expect(link.locator('[lang]')).toHaveCount(0);
    else await expect(link.locator('[lang="en"]').first()).toHaveText(post.title);
    await expect(link.locator('time')).toHaveText(
      new Intl.DateTimeFormat('fil', { dateStyle: 'medium', timeZone: 'UTC' }).format(
        new Date(post.date),
      ),
    );
  }
});

/** Playwright's browser (its type, read off a page: specs import only from support/test). */
type Browser = NonNullable<ReturnType<ReturnType<Page['context']>['browser']>>;

/**
 * The slot's height in the prerendered page (painted with all of its CSS before any script
 * runs) and once `shown` posts have arrived, on a narrow screen.
 */
async function slotHeights(browser: Browser, page: Page, url: string, shown: number) {
  const height = (target: Page) =>
    target
      .locator('[data-writing-slot]')
      .evaluate((element) => element.getBoundingClientRect().height);
  const still = await browser.newContext({ javaScriptEnabled: false, viewport: NARROW });
  const prerendered = await still.newPage();
  await prerendered.goto(url, { waitUntil: 'load' });
  const reserved = await height(prerendered);
  await still.close();
  await page.setViewportSize(NARROW);
  await page.goto(url);
  await expect(page.locator('[data-writing-slot]').getByRole('link')).toHaveCount(shown);
  return { reserved, filled: await height(page) };
}

test('the slot is in the prerendered page at the height the section takes: nothing moves', async ({
  browser,
  page,
  request,
}) => {
  const html = await (await request.get('/')).text();
  expect(html).toContain('data-writing-slot');
  expect(html).not.toContain(POSTS[0]?.title ?? '');
  const { reserved, filled } = await slotHeights(browser, page, '/', POSTS.length);
  expect(reserved).toBeGreaterThan(0);
  expect(filled).toBe(reserved);
});

test.describe('a list with entries the page leaves out, and a title of wide characters', () => {
  let variant: VariantSite;
  /** How many the variant's list holds: the feeds' valid entries and the own posts, merged. */
  let shown = 0;
  // 106 characters, 206 UTF-16 units: within the build's cap of 120 characters.
  const wide = `Notes ${'\u{1F4DD}'.repeat(100)}`;

  test.beforeAll(async () => {
    test.setTimeout(300_000);
    const dir = copyRepository('writing-spec-');
    const file = join(dir, FEED_POSTS_FILE);
    const sample: Record<string, unknown>[] = JSON.parse(readFileSync(file, 'utf8'));
    const list = [
      { ...sample[0], url: 'https://blog.example/wide', title: wide },
      ...sample,
      {},
      { ...sample[1], url: 'javascript:alert(1)' },
    ];
    writeFileSync(file, `${JSON.stringify(list, null, 2)}\n`);
    // The feeds' entries alone, so the rows the page shows are not the list's cap of 6.
    rmSync(join(dir, 'content/posts'), { recursive: true });
    shown = writingLists(dir, '/', LANGUAGES)[0]?.entries.length ?? 0;
    // No PDF or share pictures: nothing here reads them (WITHOUT_BUILD_CHROMIUM).
    variant = await buildVariantSite(dir, WITHOUT_BUILD_CHROMIUM);
  });

  test.afterAll(async () => {
    await variant?.close();
  });

  test('the slot holds the rows of the posts the page shows, and nothing moves', async ({
    browser,
    page,
  }) => {
    // The wide title and the sample's; the empty and javascript: entries are not shown.
    expect(shown).toBe(FEED_POSTS.length + 1);
    const { reserved, filled } = await slotHeights(browser, page, variant.url, shown);
    await expect(page.locator('[data-writing-slot]').getByRole('link').first()).toContainText(wide);
    expect(filled).toBe(reserved);
  });
});

for (const [path, heading] of [
  ['/', 'Writing'],
  ['/fil/', 'Mga Isinulat'],
] as const) {
  test(`offline after one visit to ${path}, the posts and their pictures are still there`, async ({
    page,
    context,
  }) => {
    await page.goto(path);
    await expect(writing(page, heading).getByRole('link')).toHaveCount(POSTS.length);
    await waitForServiceWorker(page);
    await context.setOffline(true);
    await page.reload();
    const section = writing(page, heading);
    await expect(section.getByRole('link')).toHaveCount(POSTS.length);
    const image = section.locator('img').first();
    await image.scrollIntoViewIfNeeded();
    await expectPictureLoaded(image);
    // The list comes from the precache: no runtime cache holds it.
    const postsCaches = await page.evaluate(async () =>
      (await caches.keys()).filter((name) => name.startsWith('portfolio-posts')),
    );
    expect(postsCaches).toEqual([]);
    await context.setOffline(false);
  });
}

test.describe('axe', () => {
  // No service worker: its first-visit toast ("Ready to work offline") would
  // come at a moment of its own and lie over the posts' pictures, where axe
  // cannot tell the toast text's background (as in a11y-axe.spec.ts).
  test.use({ serviceWorkers: 'block' });

  for (const [path, heading] of [
    ['/', 'Writing'],
    ['/fil/', 'Mga Isinulat'],
  ] as const) {
    test(`axe finds nothing in the section (${path})`, async ({ page }) => {
      await page.setViewportSize(WIDE);
      await page.goto(path);
      const section = writing(page, heading);
      await expect(section.getByRole('link')).toHaveCount(POSTS.length);
      await section.scrollIntoViewIfNeeded();
      await expectNoAxeViolations(page, `Writing on ${path}`);
    });
  }
});

test.describe('when the section cannot load', () => {
  // page.route cannot see requests a service worker answers: no worker here.
  test.use({ serviceWorkers: 'block' });

  for (const [what, pattern] of [
    ['its code', /\/assets\/writing-section-[^/]+\.js$/],
    ['the list', /\/data\/posts\.json$/],
  ] as const) {
    test(`without ${what}, the slot goes and the page keeps working`, async ({ page }) => {
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      await page.route(pattern, (route) => route.abort('internetdisconnected'));
      await page.goto('/');
      await expect(page.locator('[data-writing-slot]')).toHaveCount(0);
      await expect(page.getByRole('heading', { name: 'Writing' })).toHaveCount(0);
      await expect(
        page.getByRole('heading', { name: 'Unexpected Application Error!' }),
      ).toHaveCount(0);
      await expect(page.getByRole('heading', { name: 'Connect' })).toBeVisible();
      expect(errors).toEqual([]);
    });
  }
});
