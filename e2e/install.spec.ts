import { chromium, expect, test } from '@playwright/test';
import { chromiumLaunchOptions } from './support/browser';
import { APP_URL } from './support/ports';
import { waitForServiceWorker } from './support/service-worker';

test('Chromium reports the site installable, with a complete manifest', async ({}, testInfo) => {
  // A profile on disk: Chromium never offers to install from an incognito
  // context, which is what Playwright's default contexts are.
  const context = await chromium.launchPersistentContext(testInfo.outputPath('profile'), chromiumLaunchOptions());
  try {
    const page = await context.newPage();
    await page.goto(APP_URL);
    await waitForServiceWorker(page);
    const cdp = await context.newCDPSession(page);

    const { errors, data, url } = await cdp.send('Page.getAppManifest');
    expect(url).toMatch(/\/manifest\.webmanifest$/);
    expect(errors).toEqual([]);
    expect(JSON.parse(data ?? '{}')).toMatchObject({
      name: 'Jamie Santos',
      short_name: 'Jamie',
      start_url: '/',
      scope: '/',
      display: 'standalone',
    });

    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    expect(installabilityErrors).toEqual([]);
  } finally {
    await context.close();
  }
});

test('every install image is served as a PNG or JPEG at its stated size', async ({ page, request }) => {
  await page.goto('/');
  const manifestUrl = await page.locator('link[rel="manifest"]').getAttribute('href');
  const manifest = (await (await request.get(manifestUrl!)).json()) as {
    icons: Array<{ src: string; sizes: string; type: string }>;
    screenshots: Array<{ src: string; sizes: string; type: string; form_factor: string }>;
  };
  expect(manifest.screenshots.map((shot) => shot.form_factor).sort()).toEqual(['narrow', 'wide']);
  const appleIcon = await page.locator('link[rel="apple-touch-icon"]').getAttribute('href');
  const images = [...manifest.icons, ...manifest.screenshots, { src: appleIcon!, sizes: '180x180', type: 'image/png' }];
  for (const image of images) {
    const url = new URL(image.src, new URL(manifestUrl!, page.url())).href;
    const response = await request.get(url);
    expect(response.status(), url).toBe(200);
    expect(response.headers()['content-type']).toContain(image.type);
    const size = await page.evaluate(async (src) => {
      const img = new Image();
      img.src = src;
      await img.decode();
      return `${img.naturalWidth}x${img.naturalHeight}`;
    }, url);
    expect(size, url).toBe(image.sizes);
  }
  await expect(page.locator('meta[name="apple-mobile-web-app-title"]')).toHaveAttribute('content', 'Jamie');
});
