import { execFile } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { E2E_DIST, E2E_ENV } from './global-setup.ts';
import { readPdf } from './support/pdf.ts';
import { waitForServiceWorker } from './support/service-worker.ts';
import { setProjectsMode } from './support/stand-ins.ts';
import { expect, type Page, test } from './support/test.ts';

/**
 * docs/product.md § CV and contact card, the PDF CV: "Download PDF" on each
 * language's CV page gives that page as a tagged, text-selectable PDF on the
 * language's paper (Letter for the sample owner in the Philippines), at most
 * two pages, with title, author and language set; it downloads offline
 * after one visit; each manifest has a shortcut to it; and a build with no
 * browser says so in one line and links to no PDF.
 */

const NAME = 'Jamie Santos';
/** Letter, in points (the sample owner's country, the Philippines, prints on Letter: CLDR). */
const LETTER: [number, number] = [612, 792];

const LANGUAGES = [
  {
    lang: 'en',
    path: '/',
    link: 'Download PDF',
    /** Its file's name, which the browser saves it as: one per language. */
    saved: 'jamie-santos-cv.pdf',
    heading: 'Work',
    text: 'Developer, City Government of Makati',
  },
  {
    lang: 'fil',
    path: '/fil/',
    link: 'I-download ang PDF',
    saved: 'jamie-santos-cv-fil.pdf',
    heading: 'Trabaho',
    text: 'Pebrero 2023 hanggang Disyembre 2023',
  },
] as const;

test.beforeEach(async () => {
  await setProjectsMode({ kind: 'ok' });
});

/** Follows the CV page's PDF link the way a visitor does and returns the downloaded file. */
async function downloadPdf(page: Page, linkName: string): Promise<{ name: string; bytes: Buffer }> {
  const link = page.getByRole('navigation', { name: 'CV' }).getByRole('link', { name: linkName });
  const downloading = page.waitForEvent('download');
  await link.click();
  const download = await downloading;
  expect(await download.failure()).toBeNull();
  return { name: download.suggestedFilename(), bytes: readFileSync((await download.path()) ?? '') };
}

for (const language of LANGUAGES) {
  test(`${language.path}cv/: "${language.link}" gives that CV as a tagged ${language.lang} PDF of at most two Letter pages`, async ({
    page,
  }) => {
    await page.goto(`${language.path}cv/`);
    const { name, bytes } = await downloadPdf(page, language.link);
    expect(name).toBe(language.saved);
    const pdf = await readPdf(bytes);
    expect(pdf.pages).toBeGreaterThanOrEqual(1);
    expect(pdf.pages).toBeLessThanOrEqual(2);
    expect(pdf.pageSize).toEqual(LETTER);
    // Text a reader can select and search, from the page's own sections.
    expect(pdf.text).toContain(NAME);
    expect(pdf.text).toContain(language.heading);
    expect(pdf.text).toContain(language.text);
    // Nothing of the page's navigation is printed.
    expect(pdf.text).not.toContain(language.link);
    expect(pdf).toMatchObject({
      title: `CV · ${NAME}`,
      author: NAME,
      lang: language.lang,
      tagged: true,
      structure: ['Document'],
    });
    expect(pdf.outline).toContain(NAME);
  });
}

test('each language’s manifest has the shortcut to its PDF, which the host serves as a PDF', async ({
  request,
}) => {
  for (const language of LANGUAGES) {
    const manifest = await (await request.get(`${language.path}manifest.webmanifest`)).json();
    const shortcut = manifest.shortcuts.at(-1);
    expect(shortcut).toMatchObject({
      // The file the link saves: its name is the language's too when the shortcut opens it.
      url: `${language.path}cv/${language.saved}`,
      short_name: 'CV (PDF)',
      // Another language's manifest sits at /fil/: its images are named from the base path.
      icons: [
        {
          src: `${language.path === '/' ? '' : '/'}icons/shortcut-cv-96.png`,
          sizes: '96x96',
          type: 'image/png',
        },
      ],
    });
    const response = await request.get(shortcut.url);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('application/pdf');
  }
});

test('offline after one visit to Home, both languages’ PDFs download from the CV pages and their shortcut URLs answer', async ({
  page,
  context,
}) => {
  await page.goto('/');
  await waitForServiceWorker(page);
  await context.setOffline(true);
  try {
    for (const language of LANGUAGES) {
      await page.goto(`${language.path}cv/`);
      const { bytes } = await downloadPdf(page, language.link);
      const pdf = await readPdf(bytes);
      expect(pdf.lang).toBe(language.lang);
      expect(pdf.text).toContain(language.heading);
      // What the app shortcut opens, answered by the worker.
      const answer = await page.evaluate(async (url) => {
        const response = await fetch(url);
        return [response.status, response.headers.get('content-type')];
      }, `${language.path}cv/${language.saved}`);
      expect(answer).toEqual([200, 'application/pdf']);
    }
  } finally {
    await context.setOffline(false);
  }
});

const run = promisify(execFile);

test('a build without a browser says so in one line and links to no PDF; its worker precaches none', async () => {
  // Builds up to a minute on a loaded 2-core machine; three times that is the limit.
  test.setTimeout(180_000);
  const outDir = 'e2e/.dist/no-browser';
  // The client pass only: the main build's prerender (same configuration) is reused.
  const { stdout, stderr } = await run(
    'node_modules/.bin/vite',
    ['build', '--outDir', outDir, '--emptyOutDir'],
    {
      env: {
        ...process.env,
        ...E2E_ENV,
        PRERENDER_DIR: `${E2E_DIST}.prerender`,
        CHROMIUM_PATH: '/nonexistent/chromium',
      },
      maxBuffer: 64 * 1024 * 1024,
    },
  );
  const lines = `${stdout}\n${stderr}`.split('\n').filter((line) => line.includes('PDF CV'));
  expect(lines).toEqual([
    '⚠ PDF CV left out (no "Download PDF" link or shortcut): CHROMIUM_PATH is set to /nonexistent/chromium, which is not there.',
  ]);
  const files = readdirSync(outDir, { recursive: true }).map(String);
  expect(files.filter((file) => file.endsWith('.pdf'))).toEqual([]);
  expect(files).toContain(join('cv', 'index.html'));
  for (const path of ['', 'fil/']) {
    expect(readFileSync(join(outDir, path, 'cv/index.html'), 'utf8')).not.toContain('.pdf');
    const manifest = JSON.parse(readFileSync(join(outDir, path, 'manifest.webmanifest'), 'utf8'));
    expect(manifest.shortcuts.map((shortcut: { url: string }) => shortcut.url)).toEqual([
      `/${path}?contact`,
      `/${path}?reel`,
    ]);
  }
  const worker = readFileSync(join(outDir, 'sw.js'), 'utf8');
  expect(worker).toContain('cv/index.html');
  expect(worker).not.toContain('.pdf');
  // The main build, with Chromium, has them all.
  expect(existsSync(join(E2E_DIST, 'cv/jamie-santos-cv.pdf'))).toBe(true);
  expect(readFileSync(join(E2E_DIST, 'sw.js'), 'utf8')).toContain('fil/cv/jamie-santos-cv-fil.pdf');
});
