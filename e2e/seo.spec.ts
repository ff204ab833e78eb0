import { SITE_URL } from './support/ports.ts';
import { expect, test } from './support/test.ts';

/**
 * docs/product.md § SEO and sharing: the e2e build sets SITE_URL to the test
 * server's address (global-setup.ts), so every tag that needs an absolute
 * URL is there. What the build leaves out without SITE_URL is unit-tested in
 * src/seo/head-tags.test.ts.
 */

test('the home page carries title, description, canonical link, sharing tags and JSON-LD', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page).toHaveTitle('Jamie Santos · Full-stack web developer');
  const head = page.locator('head');
  await expect(head.locator('meta[name="description"]')).toHaveAttribute(
    'content',
    /^I build fast, accessible/,
  );
  await expect(head.locator('link[rel="canonical"]')).toHaveAttribute('href', SITE_URL);
  await expect(head.locator('meta[property="og:url"]')).toHaveAttribute('content', SITE_URL);
  await expect(head.locator('meta[property="og:title"]')).toHaveAttribute(
    'content',
    'Jamie Santos · Full-stack web developer',
  );
  await expect(head.locator('meta[property="og:description"]')).toHaveAttribute(
    'content',
    /^I build fast/,
  );
  await expect(head.locator('meta[name="twitter:card"]')).toHaveAttribute(
    'content',
    'summary_large_image',
  );
  await expect(head.locator('meta[property="og:image:width"]')).toHaveAttribute('content', '1200');
  await expect(head.locator('meta[property="og:image:height"]')).toHaveAttribute('content', '630');

  // The share image is there, a 1200×630 PNG.
  const imageUrl = await head.locator('meta[property="og:image"]').getAttribute('content');
  expect(imageUrl).toBe(`${SITE_URL}images/share.png`);
  // X reads og:image when twitter:image is missing (docs/product.md § SEO and sharing).
  await expect(head.locator('meta[name="twitter:image"]')).toHaveCount(0);
  const image = await page.request.get(imageUrl ?? '');
  expect(image.status()).toBe(200);
  expect(image.headers()['content-type']).toBe('image/png');
  const png = await image.body();
  expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);

  // JSON-LD Person from the content module.
  const jsonLd = JSON.parse(
    (await head.locator('script[type="application/ld+json"]').textContent()) ?? '',
  );
  expect(jsonLd).toMatchObject({
    '@context': 'https://schema.org',
    '@type': 'Person',
    name: 'Jamie Santos',
    jobTitle: 'Full-stack web developer',
    url: SITE_URL,
    sameAs: ['https://www.linkedin.com/in/jamie-santos-dev', 'https://github.com/jamie-santos-dev'],
  });
});

test('robots.txt names the sitemap, and the sitemap lists the home page', async ({ request }) => {
  const robots = await request.get('/robots.txt');
  expect(robots.status()).toBe(200);
  const robotsText = await robots.text();
  expect(robotsText).toContain('User-agent: *');
  expect(robotsText).toContain(`Sitemap: ${SITE_URL}sitemap.xml`);

  const sitemap = await request.get('/sitemap.xml');
  expect(sitemap.status()).toBe(200);
  expect(await sitemap.text()).toContain(`<loc>${SITE_URL}</loc>`);
});

test('"Page not found" is kept out of search results', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page).toHaveTitle('Page not found · Jamie Santos');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  await expect(page.locator('link[rel="canonical"]')).toHaveCount(0);
});
