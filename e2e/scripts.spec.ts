import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { expectNoAxeViolations, NARROW, WIDE } from './support/a11y.ts';
import { waitForHydration } from './support/hydration.ts';
import { readPdf } from './support/pdf.ts';
import { buildScriptVariant, SCRIPT_LANGUAGES } from './support/script-variant.ts';
import { expect, type Locator, type Page, test } from './support/test.ts';
import type { VariantSite } from './support/variant-site.ts';

/**
 * A right-to-left and a CJK language end to end (docs/product.md § Languages, "Direction and
 * scripts"): a copy of the sample with `resume.ar.json` and `resume.ja.json`, overlays that
 * translate only the owner's name, headline and summary, as an owner who adds a language
 * writes them; everything else comes from core's Arabic and Japanese catalogues. Built once,
 * as `npm run build` does, and served like a static host.
 */

const run = promisify(execFile);
const REPO_ROOT = resolve('.');

/** What the pages say in each language, from core's catalogues, beside the owner's translated text. */
const LANGUAGES = {
  ar: {
    ...SCRIPT_LANGUAGES.ar,
    openNavigation: 'فتح قائمة التنقل',
    darkMode: 'الوضع الداكن',
    skipLink: 'الانتقال إلى المحتوى',
    pdfLink: 'تنزيل ملف PDF',
    lineBreak: 'auto',
  },
  ja: {
    ...SCRIPT_LANGUAGES.ja,
    openNavigation: 'ナビゲーションを開く',
    darkMode: 'ダークモード',
    skipLink: 'コンテンツへスキップ',
    pdfLink: 'PDF をダウンロード',
    // No line starts with a small kana or closing punctuation.
    lineBreak: 'strict',
  },
} as const;
type Lang = keyof typeof LANGUAGES;

let variant: VariantSite | undefined;
let site = '';

// Each test loads several pages (three page kinds, five widths, two colour modes, a PDF).
test.beforeEach(() => test.slow());

test.beforeAll(async () => {
  test.setTimeout(600_000);
  variant = await buildScriptVariant('scripts-spec-', ['ar', 'ja']);
  site = variant.url;
});

test.afterAll(async () => {
  await variant?.close();
});

/** Whether the page scrolls sideways: its content is wider than the window. */
const scrollsSideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);

for (const lang of Object.keys(LANGUAGES) as Lang[]) {
  const language = LANGUAGES[lang];

  test(`/${lang}/: <html lang="${lang}" dir="${language.dir}">, the owner's text, no sideways scroll from 320 to 1280 px`, async ({
    page,
  }) => {
    for (const path of [`${lang}/`, `${lang}/cv/`, `${lang}/no-such-page`]) {
      await page.goto(`${site}${path}`);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await expect(page.locator('html')).toHaveAttribute('dir', language.dir);
      expect(
        await page.locator('main').evaluate((main) => getComputedStyle(main).lineBreak),
        path,
      ).toBe(language.lineBreak);
    }
    await page.goto(`${site}${lang}/`);
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1, name: language.name })).toBeVisible();
    await expect(page.getByText(language.summary)).toBeVisible();
    // The English content (the projects list, the course titles) runs left to right, so an
    // English sentence keeps its full stop at its end on a right-to-left page too.
    await expect(page.locator('main a[lang="en"]').first()).toBeVisible();
    const english = page.locator('body [lang="en"]');
    expect(
      await english.evaluateAll((elements) => [
        ...new Set(elements.map((element) => getComputedStyle(element).direction)),
      ]),
    ).toEqual(['ltr']);
    for (const width of [320, 390, 768, 1024, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      expect(await scrollsSideways(page), `${lang} at ${width} px`).toBe(false);
    }
  });

  test(`/${lang}/ and its CV pass axe in both colour modes`, async ({ page }) => {
    await page.goto(`${site}${lang}/`);
    await waitForHydration(page);
    await expectNoAxeViolations(page, `${lang}, dark`);
    await page.getByRole('switch', { name: language.darkMode }).click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    await expectNoAxeViolations(page, `${lang}, light`);
    await page.goto(`${site}${lang}/cv/`);
    await expectNoAxeViolations(page, `${lang} CV, light`);
  });
}

/** The language and direction the text of `locator` is in: its nearest `lang` and that element's `dir`. */
const textLanguage = (locator: Locator) =>
  locator.evaluate((element) => {
    const marked = element.closest('[lang]');
    return { lang: marked?.getAttribute('lang'), dir: marked?.getAttribute('dir') };
  });

test('/ar/: the owner\'s texts its translation leaves out carry lang="en" dir="auto", on Home and the CV; the translated ones the page\'s', async ({
  page,
}) => {
  const ar = LANGUAGES.ar;
  const english = { lang: 'en', dir: 'auto' };
  const arabic = { lang: 'ar', dir: 'rtl' };
  await page.goto(`${site}ar/`);
  await waitForHydration(page);
  expect(await textLanguage(page.getByText(ar.label))).toEqual(arabic);
  expect(await textLanguage(page.getByText(ar.summary))).toEqual(arabic);
  // resume.ar.json leaves the jobs and the demo reel out: English from resume.json and portfolio.json.
  expect(await textLanguage(page.getByRole('heading', { level: 3, name: 'Developer' }))).toEqual(
    english,
  );
  expect(
    await textLanguage(page.locator('footer').getByText('Demo Reel', { exact: true })),
  ).toEqual(english);
  // portfolio.json's kinds of work, which no portfolio.ar.json translates, inside the
  // availability line's Arabic sentence: each English word marked, the sentence around it Arabic.
  const line = page.locator('p').filter({ hasText: /^أبحث عن عمل/ });
  expect(await textLanguage(line)).toEqual(arabic);
  for (const kind of ['contract', 'full-time']) {
    expect(await textLanguage(line.getByText(kind, { exact: true })), kind).toEqual(english);
  }
  await page.goto(`${site}ar/cv/`);
  expect(await textLanguage(page.getByText(ar.label))).toEqual(arabic);
  expect(await textLanguage(page.getByText('Developer', { exact: true }))).toEqual(english);
  expect(await textLanguage(page.getByText('Information Technology', { exact: true }))).toEqual(
    english,
  );
});

test('/ar/posts/: Search at the bar’s inline end (the left); English posts in its results carry lang="en" dir="auto"', async ({
  page,
}) => {
  await page.setViewportSize(WIDE);
  await page.goto(`${site}ar/posts/`);
  const button = page.getByRole('banner').getByRole('button', { name: 'بحث' });
  await expect(button).toBeVisible();
  const box = await button.boundingBox();
  expect(box && box.x + box.width / 2).toBeLessThan(WIDE.width / 2);
  await button.click();
  const dialog = page.getByRole('dialog', { name: 'بحث' });
  await dialog.getByRole('searchbox', { name: 'البحث في هذا الموقع' }).fill('permit');
  const post = dialog
    .getByRole('region', { name: 'المقالات' })
    .getByRole('link', { name: 'Permit forms that survive a dead signal' });
  await expect(post).toBeVisible();
  expect(await textLanguage(post)).toEqual({ lang: 'en', dir: 'auto' });
  expect(await scrollsSideways(page)).toBe(false);
});

test('/ar/ on a phone: the skip link and the drawer are at the right, the inline start', async ({
  page,
}) => {
  const ar = LANGUAGES.ar;
  await page.setViewportSize(NARROW);
  await page.goto(`${site}ar/`);
  await waitForHydration(page);
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: ar.skipLink });
  await expect(skip).toBeFocused();
  const skipBox = await skip.boundingBox();
  expect(skipBox && skipBox.x + skipBox.width).toBeGreaterThan(NARROW.width * 0.75);
  // Away from the skip link, which covers the menu button while it has focus, as in English.
  await page.keyboard.press('Tab');

  await page.getByRole('button', { name: ar.openNavigation }).click();
  const drawer = page.getByRole('dialog');
  await expect(drawer).toBeVisible();
  // Settled at its place: its inline-start (right) edge on the window's right edge.
  await expect
    .poll(async () => {
      const box = await drawer.boundingBox();
      return box && Math.round(box.x + box.width);
    })
    .toBe(NARROW.width);
  expect(await scrollsSideways(page)).toBe(false);
});

for (const lang of Object.keys(LANGUAGES) as Lang[]) {
  const language = LANGUAGES[lang];

  test(`the ${lang} PDF CV: the name as written, every font embedded`, async ({ page }) => {
    await page.goto(`${site}${lang}/cv/`);
    const href = await page.getByRole('link', { name: language.pdfLink }).getAttribute('href');
    expect(href).toBeTruthy();
    const bytes = await (await page.request.get(new URL(href ?? '', page.url()).href)).body();
    expect((await readPdf(bytes)).lang).toBe(lang);
    const scratch = mkdtempSync(join(tmpdir(), 'scripts-pdf-'));
    try {
      const file = join(scratch, 'cv.pdf');
      writeFileSync(file, bytes);
      // The text as poppler's pdftotext extracts it, in logical order: less its bidi marks, and
      // with presentation forms and CJK radicals folded to the letters they show (NFKC).
      const { stdout: text } = await run('pdftotext', [file, '-']);
      const read = text.replace(/[\u200e\u200f\u202a-\u202e\u2066-\u2069]/g, '').normalize('NFKC');
      expect(read).toContain(language.name.normalize('NFKC'));
      expect(read).toContain(language.label.normalize('NFKC'));

      // pdffonts (poppler-utils) lists every font with "emb": each must be embedded.
      const { stdout } = await run('pdffonts', [file]);
      const rows = stdout.trim().split('\n').slice(2);
      expect(rows.length).toBeGreaterThan(0);
      for (const row of rows) {
        // The "emb" column: Chromium embeds some faces (Arabic, CJK) as nameless Type 3 fonts.
        const embedded = row.match(/\s(yes|no)\s+(?:yes|no)\s+(?:yes|no)\s+\d+\s+\d+\s*$/)?.[1];
        expect(embedded, `embedded: ${row}`).toBe('yes');
      }
    } finally {
      rmSync(scratch, { recursive: true, force: true });
    }
  });
}

test('the sample itself has no Arabic or Japanese chunk (core catalogues cost it nothing)', () => {
  const precache = readFileSync(join(REPO_ROOT, 'e2e/.dist/root/sw.js'), 'utf8');
  expect(precache).not.toMatch(/assets\/(ar|ja)(-on-demand)?-[\w-]+\.js/);
  expect(precache).toMatch(/assets\/fil-on-demand-[\w-]+\.js/);
});
