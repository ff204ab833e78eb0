import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ownName } from '../site-build/owner-content-plugin.ts';
import { builtEditedCopy } from './support/edited-copy.ts';
import { readPdf } from './support/pdf.ts';
import { changedInCopy, repositoryFiles } from './support/repository-copy.ts';
import { expect, test } from './support/test.ts';

/**
 * Adding a language is its catalogue, its content and one row (CONTRIBUTING.md, "Interface
 * texts and adding a language"): a copy of the sample gets a throw-away third language, Swiss
 * German (`de-CH`, a tag with a region, so the row is the whole tag), in exactly those files,
 * and nothing else of it is edited. Built as `npm run build` does, its pages, CV page, PDF CV
 * and precache have the language.
 */

/** The throw-away language's tag, and its name in its own words (as the language link says it). */
const TAG = 'de-CH';
const OWN_NAME = ownName(TAG);

/** The German texts the throw-away catalogue has; the rest of it is English. */
const GERMAN = {
  home: 'Startseite',
  skipLink: 'Zum Inhalt springen',
  pdfLink: 'PDF herunterladen',
  headline: 'Full-Stack-Webentwickler',
};

/** The files an owner adds, and the one they edit, relative to the repository. */
const ADDED = [
  `src/i18n/messages/${TAG}.ts`,
  `src/i18n/messages/${TAG}-on-demand.ts`,
  `resume.${TAG}.json`,
];
const EDITED = ['src/i18n/catalogues.ts'];

/** Replaces `anchor` in `text` by `anchor` and `addition`; throws when the file has no such line. */
function after(text: string, anchor: string, addition: string, file: string): string {
  if (!text.includes(anchor)) throw new Error(`${file} has no line "${anchor}" to add after`);
  return text.replace(anchor, `${anchor}\n${addition}`);
}

/** Adds German to the copy at `dir` in exactly the files of {@link ADDED} and {@link EDITED}. */
function addGerman(dir: string): void {
  writeFileSync(
    join(dir, ADDED[0] ?? ''),
    [
      "import type { PageMessages } from '../translator.ts';",
      "import { en } from './en.ts';",
      '',
      '/** A throw-away language for a test: English but for these texts. */',
      'export const deCH: PageMessages = {',
      '  ...en,',
      `  'nav.home': '${GERMAN.home}',`,
      `  'layout.skipToContent': '${GERMAN.skipLink}',`,
      '};',
      '',
    ].join('\n'),
  );
  writeFileSync(
    join(dir, ADDED[1] ?? ''),
    [
      "import type { OnDemandMessages } from '../translator.ts';",
      "import { enOnDemand } from './en-on-demand.ts';",
      '',
      'export const deCHOnDemand: OnDemandMessages = {',
      '  ...enOnDemand,',
      `  'cv.pdf': '${GERMAN.pdfLink}',`,
      '};',
      '',
    ].join('\n'),
  );
  writeFileSync(
    join(dir, ADDED[2] ?? ''),
    `${JSON.stringify({ basics: { label: GERMAN.headline } }, null, 2)}\n`,
  );
  const file = join(dir, EDITED[0] ?? '');
  let catalogues = readFileSync(file, 'utf8');
  catalogues = after(
    catalogues,
    "import { arOnDemand } from './messages/ar-on-demand.ts';",
    "import { deCH } from './messages/de-CH.ts';\nimport { deCHOnDemand } from './messages/de-CH-on-demand.ts';",
    file,
  );
  catalogues = after(
    catalogues,
    '  ja: { page: ja, onDemand: jaOnDemand },',
    "  'de-CH': { page: deCH, onDemand: deCHOnDemand },",
    file,
  );
  writeFileSync(file, catalogues);
}

const built = builtEditedCopy('add-a-language-', addGerman);

test('the copy differs from the repository in the catalogue, the content and the one row alone', () => {
  const tracked = repositoryFiles();
  const changed = changedInCopy(built.copy);
  expect(changed).toEqual(EDITED);
  for (const file of ADDED) {
    expect(tracked).not.toContain(file);
    expect(existsSync(join(built.copy, file)), file).toBe(true);
  }
});

test(`/${TAG}/ is Home in the language: its tag, the catalogue’s texts, the owner’s headline in it`, async ({
  page,
}) => {
  await page.goto(`${built.site}${TAG}/`);
  await expect(page.locator('html')).toHaveAttribute('lang', TAG);
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await expect(page.getByRole('link', { name: GERMAN.skipLink })).toHaveCount(1);
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: GERMAN.home }),
  ).toHaveAttribute('href', `/${TAG}/`);
  // The headline, beside the place in German words ("Metro Manila, Philippinen").
  await expect(page.getByText(`${GERMAN.headline} · `).first()).toBeVisible();
  // It links the other languages, and every other language's Home links it, in its own words.
  await expect(page.locator('a[hreflang="en"]').first()).toHaveText('English');
  await expect(page.locator('a[hreflang="fil"]').first()).toHaveText('Filipino');
  for (const path of ['', 'fil/']) {
    await page.goto(`${built.site}${path}`);
    const link = page.locator(`a[hreflang="${TAG}"]`).first();
    await expect(link).toHaveText(OWN_NAME);
    await expect(link).toHaveAttribute('href', `/${TAG}/`);
  }
  // "Page not found" speaks it too.
  await page.goto(`${built.site}${TAG}/no-such-page`);
  await expect(page.locator('html')).toHaveAttribute('lang', TAG);
});

test(`/${TAG}/cv/ is the CV in the language, with its PDF`, async ({ page, request }) => {
  await page.goto(`${built.site}${TAG}/cv/`);
  await expect(page.locator('html')).toHaveAttribute('lang', TAG);
  await expect(page.getByText(GERMAN.headline).first()).toBeVisible();
  const link = page.getByRole('link', { name: new RegExp(GERMAN.pdfLink) });
  const href = (await link.getAttribute('href')) ?? '';
  expect(href).toMatch(new RegExp(`^/${TAG}/cv/[\\w-]+\\.pdf$`));
  const response = await request.get(new URL(href, built.site).href);
  expect(response.status()).toBe(200);
  const pdf = await readPdf(await response.body());
  expect(pdf.lang).toBe(TAG);
  // A4: the tag's own region, Switzerland, comes before the owner's country (the Philippines,
  // Letter) in choosing the paper (site-build/cv/cv-pdf.ts).
  expect(pdf.pageSize).toEqual([595, 842]);
  expect(pdf.text).toContain(GERMAN.headline);
});

test('the service worker precaches the new language’s pages, and it has its manifest', async ({
  request,
}) => {
  const worker = await (await request.get(`${built.site}sw.js`)).text();
  for (const file of [`${TAG}/index.html`, `${TAG}/404.html`, `${TAG}/cv/index.html`])
    expect(worker, file).toContain(`"${file}"`);
  const manifest = await (await request.get(`${built.site}${TAG}/manifest.webmanifest`)).json();
  expect(manifest).toMatchObject({ lang: TAG, start_url: `/${TAG}/` });
});
