import { readFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { projectSlug } from '#src/features/projects/api/project-slug.ts';
import { startStaticServer } from '../tools/lib/static-server.ts';
import { SUB_PATH_BASE as BASE, SUB_PATH_DIST as DIST } from './global-setup.ts';
import { recordViolations, violations } from './support/csp.ts';
import { expectPictureLoaded } from './support/pictures.ts';
import { origin, PORTS, SUB_PATH_SITE_ORIGIN } from './support/ports.ts';
import { waitForServiceWorker } from './support/service-worker.ts';
import { expect, type Page, test } from './support/test.ts';

/**
 * docs/deploy.md, "Under a sub-path": `dist/` works under a sub-path, as on a GitHub Pages
 * project site. The site is built with `BASE_PATH=/portfolio/` and the
 * bundled defaults (projects list, video), and served under `/portfolio/`
 * only, with its `_headers`.
 */

const ORIGIN = origin(PORTS.subPath);
const SITE = `${ORIGIN}${BASE}`;
/** The bundled list the sub-path build shows (public/data/projects.json). */
const BUNDLED = JSON.parse(readFileSync('public/data/projects.json', 'utf8')) as Array<{
  title: string;
  url: string;
}>;

let server: Server;

test.beforeAll(async () => {
  server = await startStaticServer({
    root: DIST,
    port: PORTS.subPath,
    basePath: BASE,
    headers: true,
  });
});

test.afterAll(async () => {
  await new Promise((resolve) => server?.close(resolve));
});

const projectsSection = (page: Page) =>
  page.locator('section', { has: page.getByRole('heading', { name: 'Featured Projects Today' }) });

/** Waits until the image has loaded from under the base path. */
async function expectLoadedUnderBase(page: Page, name: string) {
  const image = page.getByRole('img', { name });
  expect(await image.evaluate((img: HTMLImageElement) => img.src)).toMatch(
    new RegExp(`^${SITE}images/`),
  );
  await expectPictureLoaded(image);
}

async function expectWholePage(page: Page) {
  await expect(page.getByRole('heading', { level: 1, name: 'Jamie Santos' })).toBeVisible();
  await expect(projectsSection(page).getByRole('link')).toHaveCount(BUNDLED.length);
  await expectLoadedUnderBase(page, `Illustration for ${BUNDLED[0]?.title}`);
  await expect(page.getByRole('list', { name: 'Courses' }).getByRole('listitem')).toHaveCount(10);
}

test('the page and its bundled projects work under /portfolio/, with the headers and no CSP violation', async ({
  page,
}) => {
  await recordViolations(page);
  const response = await page.goto(SITE);
  expect(response?.status()).toBe(200);
  expect(response?.headers()['cache-control']).toBe('no-cache');
  expect(response?.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
  await expectWholePage(page);
  // The build's SITE_URL (worker 0's origin; every worker serves that one build).
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    `${SUB_PATH_SITE_ORIGIN}${BASE}`,
  );
  expect(await violations(page)).toEqual([]);
});

test('the service worker is scoped to /portfolio/ and a reload works offline', async ({
  page,
  context,
}) => {
  await page.goto(SITE);
  await expect(projectsSection(page).getByRole('link')).toHaveCount(BUNDLED.length);
  expect(await waitForServiceWorker(page)).toBe(`${SITE}sw.js`);
  expect(await page.evaluate(async () => (await navigator.serviceWorker.ready).scope)).toBe(SITE);

  await context.setOffline(true);
  await page.reload();
  await expectWholePage(page);
  await expect(page.getByRole('alert')).toHaveCount(0);

  // Any path under the base: the precached "Page not found", with its way Home.
  await page.goto(`${SITE}old/link`);
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Home' }).click();
  await expect(page).toHaveURL(SITE);
  await expectWholePage(page);
});

test('the caches and databases are named for /portfolio/, apart from other sites of the host', async ({
  page,
}) => {
  await page.goto(SITE);
  await expect(projectsSection(page).getByRole('link')).toHaveCount(BUNDLED.length);
  await waitForServiceWorker(page);
  // Workbox's precache ends with the scope; the site's own stores end with `@/portfolio/`.
  const ours = (name: string) => name.endsWith(SITE) || name.endsWith(`@${BASE}`);
  const cacheNames = await page.evaluate(() => caches.keys());
  expect(cacheNames).toContain(`workbox-precache-v2-${SITE}`);
  expect(cacheNames.filter((name) => !ours(name))).toEqual([]);
  const databases = () =>
    page.evaluate(async () => (await indexedDB.databases()).map(({ name }) => name ?? '').sort());
  await expect.poll(databases).toEqual([`portfolio-outbox@${BASE}`, `portfolio@${BASE}`].sort());
});

test("the manifest's start_url and scope are /portfolio/, and its icons are there", async ({
  page,
  request,
}) => {
  await page.goto(SITE);
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBe(`${BASE}manifest.webmanifest`);
  const manifestUrl = new URL(href ?? '', SITE).href;
  const manifest = (await (await request.get(manifestUrl)).json()) as {
    start_url: string;
    scope: string;
    id: string;
    icons: Array<{ src: string }>;
  };
  expect(new URL(manifest.start_url, manifestUrl).href).toBe(SITE);
  expect(new URL(manifest.scope, manifestUrl).href).toBe(SITE);
  expect(new URL(manifest.id, manifestUrl).href).toBe(SITE);
  for (const icon of manifest.icons) {
    const url = new URL(icon.src, manifestUrl).href;
    expect(url.startsWith(SITE), url).toBe(true);
    expect((await request.get(url)).status(), url).toBe(200);
  }
  for (const selector of ['link[rel="icon"]', 'link[rel="apple-touch-icon"]']) {
    expect(await page.locator(selector).getAttribute('href')).toMatch(new RegExp(`^${BASE}`));
  }
});

test('an unknown path shows "Page not found" with status 404, and Home leads to /portfolio/', async ({
  page,
}) => {
  await recordViolations(page);
  for (const path of [`${SITE}no/such/page`, `${ORIGIN}/outside-the-base`]) {
    expect((await page.goto(path))?.status(), path).toBe(404);
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Home' })).toHaveAttribute('href', BASE);
  }
  expect(await violations(page)).toEqual([]);
  await page.getByRole('link', { name: 'Home' }).click();
  await expect(page).toHaveURL(SITE);
  await expectWholePage(page);
});

test('a bundled project’s card leads to its page under /portfolio/, in the page’s language (docs/product.md § Project pages)', async ({
  page,
}) => {
  await recordViolations(page);
  for (const [home, pageLang] of [
    [SITE, 'en'],
    [`${SITE}fil/`, 'fil'],
  ] as const) {
    await page.goto(home);
    const first = BUNDLED[0];
    const slug = projectSlug(first as { title: string; url: string });
    // The section's heading is in the page's language; the card's name is the project's title.
    const card = page.getByRole('main').getByRole('link', { name: first?.title, exact: true });
    await expect(card).toHaveAttribute(
      'href',
      `${BASE}${pageLang === 'en' ? '' : 'fil/'}projects/${slug}/`,
    );
    await expect(card).not.toHaveAttribute('target');
    await card.click();
    await expect(page).toHaveURL(`${home}projects/${slug}/`);
    await expect(page.locator('html')).toHaveAttribute('lang', pageLang);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(first?.title ?? '');
    const picture = page.getByRole('img', { name: `Illustration for ${first?.title}` });
    await expectPictureLoaded(picture);
    await page.getByRole('banner').getByRole('link', { name: 'Home' }).click();
    await expect(page).toHaveURL(home);
  }
  expect(await violations(page)).toEqual([]);
});

test('a project page’s search loads its script, dialog and index from under /portfolio/, and its results lead there (docs/product.md § Search)', async ({
  page,
}) => {
  await recordViolations(page);
  const outside: string[] = [];
  page.on('request', (request) => {
    if (!request.url().startsWith(SITE)) outside.push(request.url());
  });
  const slug = projectSlug(BUNDLED[0] as { title: string; url: string });
  await page.goto(`${SITE}projects/${slug}/`);
  await page.getByRole('banner').getByRole('button', { name: 'Search' }).click();
  const dialog = page.getByRole('dialog', { name: 'Search' });
  await dialog.getByRole('searchbox', { name: 'Search this site' }).fill(BUNDLED[0]?.title ?? '');
  const result = dialog
    .getByRole('region', { name: 'Projects' })
    .getByRole('link', { name: BUNDLED[0]?.title });
  await expect(result).toHaveAttribute('href', `${BASE}projects/${slug}/`);
  expect(outside).toEqual([]);
  expect(await violations(page)).toEqual([]);
});

test('the CV, /resume.json and the contact card live under /portfolio/ (docs/product.md § CV and contact card)', async ({
  page,
  request,
}) => {
  await recordViolations(page);
  await page.goto(SITE);
  await page.locator('main header').getByRole('link', { name: 'CV', exact: true }).click();
  await expect(page).toHaveURL(`${SITE}cv/`);
  await expect(page.getByRole('heading', { level: 1, name: 'Jamie Santos' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Add to contacts' })).toHaveAttribute(
    'href',
    `${BASE}jamie-santos.vcf`,
  );
  await expect(page.getByRole('link', { name: 'JSON Resume' })).toHaveAttribute(
    'href',
    `${BASE}resume.json`,
  );
  expect(await violations(page)).toEqual([]);

  const resume = await (await request.get(`${SITE}resume.json`)).json();
  expect(resume.basics.url).toBe(`${SUB_PATH_SITE_ORIGIN}${BASE}`);
  const card = await request.get(`${SITE}jamie-santos.vcf`);
  expect(card.headers()['content-type']).toBe('text/vcard; charset=utf-8');
  expect(await card.text()).toContain(`\r\nURL:${SUB_PATH_SITE_ORIGIN}${BASE}\r\n`);

  await page.getByRole('link', { name: 'Back to home' }).click();
  await expect(page).toHaveURL(SITE);
});
