import { gzipSync } from 'node:zlib';
import jsonResume from '@jsonresume/schema';
import { expectNoAxeViolations, loadInMode, NARROW, WIDE } from './support/a11y.ts';
import { recordViolations, violations } from './support/csp.ts';
import { SITE_URL } from './support/ports.ts';
import { waitForServiceWorker } from './support/service-worker.ts';
import { setProjectsMode } from './support/stand-ins.ts';
import { expect, type Page, test } from './support/test.ts';

/**
 * docs/product.md § CV and contact card: the CV page (its own route, static,
 * printable, in the colour mode of the site, offline after one visit),
 * `/resume.json`, the contact card and the profile header's h-card.
 */

const NAME = 'Jamie Santos';

test.beforeEach(async () => {
  await setProjectsMode({ kind: 'ok' });
});

const cv = (page: Page) => page.getByRole('main');

/** Opens the CV from Home's profile header, the way a visitor does. */
async function openCvFromHome(page: Page) {
  await page.goto('/');
  await page
    .getByRole('banner')
    .or(page.locator('main header'))
    .getByRole('link', { name: 'CV', exact: true })
    .click();
  await expect(page).toHaveURL(/\/cv\/$/);
  await expect(page.getByRole('heading', { level: 1, name: NAME })).toBeVisible();
}

test('the link "CV" in the profile header opens the CV: work with dates, education, certificates, skills, projects', async ({
  page,
}) => {
  await recordViolations(page);
  await openCvFromHome(page);
  await expect(page).toHaveTitle(`CV · ${NAME}`);
  expect(await page.locator('meta[name="description"]').getAttribute('content')).toContain(NAME);
  expect(await page.locator('html').getAttribute('lang')).toBe('en');

  const work = cv(page).getByRole('region', { name: 'Work' });
  await expect(work.getByRole('heading', { level: 3 })).toHaveText([
    'Developer, City Government of Makati',
    'Technical Assistant, City of Manila Records Office',
    'Clerk Processor, Quezon City Business Permits and Licensing Department',
  ]);
  await expect(work).toContainText('February 2023 to December 2023');
  await expect(work).toContainText('June 2022 to January 2023');
  await expect(work).toContainText('March 2021 to May 2022');
  await expect(work).toContainText('Cut the business permit form’s load time');

  const education = cv(page).getByRole('region', { name: 'Education' });
  await expect(education).toContainText('Bachelor of Science, Information Technology');
  await expect(education).toContainText('Polytechnic University of the Philippines');
  await expect(education).toContainText('June 2016 to July 2020');

  const certificates = cv(page).getByRole('region', { name: 'Certificates' });
  await expect(certificates.getByRole('listitem')).toHaveCount(10);
  await expect(certificates).toContainText('Progressive Web Apps in Depth');

  const skills = cv(page).getByRole('region', { name: 'Skills' });
  await expect(skills).toContainText('Front end: TypeScript, React');

  // The sample résumé's own project (without one, the first six of the bundled list).
  const projects = cv(page).getByRole('region', { name: 'Projects' });
  await expect(projects.getByRole('heading', { level: 3 })).toHaveCount(1);
  await expect(projects.getByRole('link', { name: 'Barangay Permit Tracker' })).toHaveAttribute(
    'href',
    'https://github.com/jamie-santos-dev/barangay-permits',
  );

  // Contact links: the site (SITE_URL is set in this build) and each profile, rel=me.
  const contact = page.getByRole('list', { name: 'Contact' });
  await expect(contact.getByRole('link', { name: /LinkedIn/ })).toHaveAttribute('rel', 'me');
  await expect(contact.getByRole('link', { name: /GitHub/ })).toBeVisible();
  await expect(contact.getByRole('link').first()).toHaveAttribute('href', SITE_URL);

  // The way back, the card, and no script of the app.
  await expect(page.getByRole('link', { name: 'Add to contacts' })).toHaveAttribute(
    'href',
    '/jamie-santos.vcf',
  );
  expect(await page.locator('script[type="module"], script:not([src])').count()).toBe(0);
  expect(await violations(page)).toEqual([]);
  await page.getByRole('link', { name: 'Back to home' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1, name: NAME })).toBeVisible();
});

test('the CV page is small and the host serves it with the security headers', async ({
  request,
}) => {
  for (const path of ['/cv/', '/cv']) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    const headers = response.headers();
    expect(headers['content-security-policy'], path).toContain("frame-ancestors 'none'");
    expect(headers['x-content-type-options'], path).toBe('nosniff');
  }
  expect((await request.get('/cv/')).headers()['cache-control']).toBe('no-cache');
  const html = await (await request.get('/cv/')).text();
  expect(html).toMatch(/<meta http-equiv="Content-Security-Policy" content="default-src 'self'/);
  expect(html).not.toMatch(/\sstyle="|<style|<script>/);
  // docs/product.md § CV and contact card: the document at most 4 KB gzip (2.8 KB with the
  // sample), its stylesheet at most 3 KB (1.9 KB), and no script but the colour-mode line.
  expect(gzipSync(html).length).toBeLessThanOrEqual(4000);
  const stylesheet = html.match(/<link rel="stylesheet" href="([^"]+)">/)?.[1] ?? '';
  expect(gzipSync(await (await request.get(stylesheet)).body()).length).toBeLessThanOrEqual(3000);
  const scripts = [...html.matchAll(/<script src="([^"]+)"><\/script>/g)].map((match) => match[1]);
  expect(scripts).toHaveLength(1);
  expect((await (await request.get(scripts[0] ?? '')).body()).length).toBeLessThanOrEqual(300);
});

for (const mode of ['dark', 'light'] as const) {
  test(`the CV follows the ${mode} mode chosen on Home and passes axe, wide and narrow`, async ({
    page,
  }) => {
    await recordViolations(page);
    await loadInMode(page, mode);
    for (const size of [WIDE, NARROW]) {
      await page.setViewportSize(size);
      await page.goto('/cv/');
      await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
      const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
      expect(background).toBe(mode === 'dark' ? 'rgb(14, 16, 21)' : 'rgb(244, 245, 249)');
      await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute(
        'content',
        mode === 'dark' ? '#0e1015' : '#f4f5f9',
      );
      await expectNoAxeViolations(page, `CV, ${mode}, ${size.width} px`);
    }
    expect(await violations(page)).toEqual([]);
  });
}

test('Tab reaches the skip link first, then the way home, the PDF, the card and the JSON Resume', async ({
  page,
}) => {
  await page.goto('/cv/');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Back to home' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Download PDF' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Add to contacts' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'JSON Resume' })).toBeFocused();
});

test('printed, the CV is at most two A4 or Letter pages, black on white, without navigation', async ({
  page,
}) => {
  await loadInMode(page, 'dark');
  await page.goto('/cv/');
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('navigation', { name: 'CV' })).toBeHidden();
  await expect(page.getByRole('link', { name: 'Skip to content' })).toBeHidden();
  const colours = await page.evaluate(() => ({
    body: getComputedStyle(document.body).backgroundColor,
    text: getComputedStyle(document.querySelector('main p') ?? document.body).color,
    heading: getComputedStyle(document.querySelector('h1') ?? document.body).color,
  }));
  expect(colours.text).toBe('rgb(0, 0, 0)');
  expect(colours.heading).toBe('rgb(0, 0, 0)');
  expect(['rgb(255, 255, 255)', 'rgba(0, 0, 0, 0)']).toContain(colours.body);
  // Nothing on the printed page is a control or a video.
  expect(
    await page
      .locator('button, video, nav, input')
      .evaluateAll(
        (elements) =>
          elements.filter((element) => (element as HTMLElement).offsetParent !== null).length,
      ),
  ).toBe(0);
  await expect(page.getByText('linkedin.com/in/jamie-santos-dev')).toBeVisible();
  for (const format of ['A4', 'Letter'] as const) {
    const pdf = (await page.pdf({ format, printBackground: true })).toString('latin1');
    const pages = pdf.match(/\/Type\s*\/Page\b/g) ?? [];
    expect(pages.length, format).toBeGreaterThanOrEqual(1);
    expect(pages.length, format).toBeLessThanOrEqual(2);
  }
});

test('offline after one visit, the CV opens at /cv/ and /cv', async ({ page, context }) => {
  await page.goto('/');
  await waitForServiceWorker(page);
  await context.setOffline(true);
  for (const path of ['/cv/', '/cv']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: NAME }), path).toBeVisible();
    await expect(page.getByRole('region', { name: 'Work' }), path).toBeVisible();
    // Its stylesheet came from the precache too.
    expect(
      await page.evaluate(
        () => getComputedStyle(document.querySelector('main') ?? document.body).maxWidth,
      ),
      path,
    ).not.toBe('none');
  }
  for (const path of ['/resume.json', '/jamie-santos.vcf']) {
    const status = await page.evaluate(async (url) => (await fetch(url)).status, path);
    expect(status, path).toBe(200);
  }
  await context.setOffline(false);
});

test('/resume.json is the owner’s JSON Resume, valid against the schema, with the site and picture', async ({
  request,
}) => {
  const response = await request.get('/resume.json');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toMatch(/^application\/json/);
  const resume = await response.json();
  expect(resume.basics.name).toBe(NAME);
  expect(resume.basics.url).toBe(SITE_URL);
  expect(resume.basics.image).toBe(`${SITE_URL}images/avatar.webp`);
  let errors: unknown[] | null = null;
  jsonResume.validate(resume, (found: unknown[] | null) => {
    errors = found;
  });
  expect(errors ?? []).toEqual([]);
});

test('the contact card is a vCard 4.0 served as text/vcard, with CRLF lines', async ({
  request,
}) => {
  const response = await request.get('/jamie-santos.vcf');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('text/vcard; charset=utf-8');
  const text = await response.text();
  expect(text.replaceAll('\r\n', '')).not.toMatch(/[\r\n]/);
  const lines = text.replace(/\r\n[ \t]/g, '').split('\r\n');
  expect(lines.slice(0, 2)).toEqual(['BEGIN:VCARD', 'VERSION:4.0']);
  expect(lines).toContain(`FN:${NAME}`);
  expect(lines).toContain('TITLE:Full-stack web developer');
  expect(lines).toContain(`URL:${SITE_URL}`);
  expect(lines).toContain('URL:https://www.linkedin.com/in/jamie-santos-dev');
  expect(lines).toContain('URL:https://github.com/jamie-santos-dev');
  expect(lines).toContain(`PHOTO;MEDIATYPE=image/webp:${SITE_URL}images/avatar.webp`);
  expect(lines).toContain('ADR;TYPE=home:;;;Metro Manila;;;Philippines');
  expect(lines.at(-2)).toBe('END:VCARD');
});

test('the profile header is an h-card whose profile links say rel="me"', async ({ page }) => {
  await page.goto('/');
  const card = page.locator('main header.h-card');
  await expect(card).toHaveCount(1);
  await expect(card.locator('.p-name')).toHaveText(NAME);
  await expect(card.locator('img.u-photo')).toHaveAttribute('src', '/images/avatar.webp');
  await expect(card.locator('.p-note')).toContainText('I build fast, accessible web applications');
  for (const site of ['LinkedIn', 'GitHub']) {
    const link = card.getByRole('link', { name: site });
    await expect(link).toHaveClass(/\bu-url\b/);
    expect((await link.getAttribute('rel'))?.split(' ').sort()).toEqual(
      ['me', 'noopener', 'noreferrer'].sort(),
    );
  }
  // JSON-LD: every profile in Person.sameAs.
  const person = JSON.parse(
    (await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}',
  );
  expect(person.sameAs).toEqual([
    'https://www.linkedin.com/in/jamie-santos-dev',
    'https://github.com/jamie-santos-dev',
  ]);
});
