import { type Manifest, validateManifest } from '@pwabuilder/manifest-validation';
import { chromiumLaunchOptions } from '../tools/lib/browser.ts';
import { NARROW, openDrawer, WIDE } from './support/a11y.ts';
import {
  emulateStandalone,
  IOS_SAFARI_UA,
  installPromptCalls,
  offerInstall,
} from './support/install.ts';
import { APP_URL } from './support/ports.ts';
import { waitForServiceWorker } from './support/service-worker.ts';
import { chromium, expect, test } from './support/test.ts';

// docs/product.md § Offline and install: a complete manifest, with shortcuts;
// the "Install app" button and its help dialog on iOS.

test('Chromium reports the site installable, with a complete manifest', async ({}, testInfo) => {
  // A profile on disk: Chromium never offers to install from an incognito
  // context, which is what Playwright's default contexts are.
  const context = await chromium.launchPersistentContext(
    testInfo.outputPath('profile'),
    chromiumLaunchOptions(),
  );
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

test('every install image is served as a PNG or JPEG at its stated size', async ({
  page,
  request,
}) => {
  await page.goto('/');
  const manifestUrl = await page.locator('link[rel="manifest"]').getAttribute('href');
  const manifest = (await (await request.get(manifestUrl!)).json()) as {
    icons: Array<{ src: string; sizes: string; type: string }>;
    screenshots: Array<{ src: string; sizes: string; type: string; form_factor: string }>;
    shortcuts: Array<{
      name: string;
      url: string;
      icons: Array<{ src: string; sizes: string; type: string }>;
    }>;
  };
  expect(manifest.screenshots.map((shot) => shot.form_factor).sort()).toEqual(['narrow', 'wide']);
  // The three shortcuts (the PDF CV's when the build made it), each with a 96 × 96 icon (checked below with the rest).
  expect(manifest.shortcuts.map((shortcut) => shortcut.name)).toEqual([
    'Send a message',
    'Watch the demo reel',
    'Download the CV (PDF)',
  ]);
  const shortcutIcons = manifest.shortcuts.flatMap((shortcut) => shortcut.icons);
  expect(shortcutIcons.map((icon) => icon.sizes)).toEqual(['96x96', '96x96', '96x96']);
  const appleIcon = await page.locator('link[rel="apple-touch-icon"]').getAttribute('href');
  const images = [
    ...manifest.icons,
    ...manifest.screenshots,
    ...shortcutIcons,
    { src: appleIcon!, sizes: '180x180', type: 'image/png' },
  ];
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
  await expect(page.locator('meta[name="apple-mobile-web-app-title"]')).toHaveAttribute(
    'content',
    'Jamie',
  );
});

test('PWABuilder finds the built manifest complete: every required and recommended member passes', async ({
  request,
}) => {
  const manifest = (await (await request.get('/manifest.webmanifest')).json()) as Manifest;
  const results = await validateManifest(manifest, true);
  // Edge-only members that do not apply to this site: its side panel and its link handling.
  const notApplicable = new Set(['edge_side_panel', 'handle_links']);
  const failing = results
    .filter((result) => !result.valid && !notApplicable.has(result.member))
    .filter((result) => result.category !== 'optional' || result.member in manifest)
    .map((result) => `${result.member} (${result.category}): ${result.errorString}`);
  expect(failing).toEqual([]);
  // The members this site adds for a phone, as the validator read them.
  expect(manifest).toMatchObject({
    orientation: 'any',
    display_override: ['window-controls-overlay', 'standalone', 'minimal-ui'],
    launch_handler: { client_mode: 'focus-existing' },
    dir: 'ltr',
    categories: expect.arrayContaining(['business']),
  });
  for (const shortcut of manifest.shortcuts ?? [])
    expect(shortcut.url).toMatch(/^\/(\?contact|\?reel|cv\/jamie-santos-cv\.pdf)$/);
});

test.describe('the "Install app" button', () => {
  test('wide: accepted, it calls prompt() once and disappears; "Installed" follows appinstalled', async ({
    page,
  }) => {
    await page.setViewportSize(WIDE);
    await page.goto('/');
    const header = page.locator('main header');
    // Nothing to install from until the browser offers it.
    await expect(page.getByRole('button', { name: 'Install app' })).toHaveCount(0);
    await offerInstall(page, 'accepted', header);
    const install = header.getByRole('button', { name: 'Install app' });
    await install.click();
    await expect(install).toHaveCount(0);
    expect(await installPromptCalls(page)).toBe(1);

    await page.evaluate(() => window.dispatchEvent(new Event('appinstalled')));
    await expect(page.getByRole('alertdialog').filter({ hasText: 'Installed' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Install app' })).toHaveCount(0);
  });

  test('an offer the browser makes before the app runs (at DOMContentLoaded) is kept for the button', async ({
    page,
  }) => {
    // Chromium offers once per page load, as soon as the site is installable:
    // possibly before the entry script has run (it starts after the first paint).
    await page.addInitScript(() => {
      const win = window as unknown as { installPromptCalls: number; earlyOffer: Event };
      win.installPromptCalls = 0;
      document.addEventListener('DOMContentLoaded', () => {
        win.earlyOffer = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
          prompt: () => {
            win.installPromptCalls += 1;
            return Promise.resolve();
          },
          userChoice: Promise.resolve({ outcome: 'accepted', platform: 'web' }),
        });
        window.dispatchEvent(win.earlyOffer);
      });
    });
    await page.setViewportSize(WIDE);
    await page.goto('/');
    const install = page.locator('main header').getByRole('button', { name: 'Install app' });
    await expect(install).toBeVisible();
    // Kept from the start, so Chromium's own mini-infobar never shows either.
    expect(
      await page.evaluate(
        () => (window as unknown as { earlyOffer: Event }).earlyOffer.defaultPrevented,
      ),
    ).toBe(true);
    await install.click();
    await expect(install).toHaveCount(0);
    expect(await installPromptCalls(page)).toBe(1);
  });

  test('narrow: it sits in the drawer; declined, it hides for the rest of the visit', async ({
    page,
  }) => {
    await page.setViewportSize(NARROW);
    await page.goto('/');
    const drawer = await openDrawer(page);
    await offerInstall(page, 'dismissed', drawer);
    // Not in the header on a narrow screen.
    await expect(
      page.locator('main header').getByRole('button', { name: 'Install app' }),
    ).toBeHidden();
    await drawer.getByRole('button', { name: 'Install app' }).click();
    await expect(drawer.getByRole('button', { name: 'Install app' })).toHaveCount(0);
    expect(await installPromptCalls(page)).toBe(1);
    // Another offer in the same visit is ignored.
    await page.evaluate(() => {
      const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
        prompt: () => Promise.resolve(),
        userChoice: Promise.resolve({ outcome: 'dismissed' }),
      });
      window.dispatchEvent(event);
    });
    await drawer.getByRole('switch', { name: 'Dark mode' }).click(); // a render after the offer
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    await expect(drawer.getByRole('button', { name: 'Install app' })).toHaveCount(0);
  });

  test('in the installed app (display-mode: standalone) it never shows', async ({ page }) => {
    await emulateStandalone(page);
    await page.setViewportSize(WIDE);
    await page.goto('/');
    // The app listens once the header's switch works (the listener is added before hydration).
    await page.getByRole('switch', { name: 'Dark mode' }).click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    for (let offer = 0; offer < 3; offer++) {
      await page.evaluate(() => {
        const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
          prompt: () => Promise.resolve(),
          userChoice: Promise.resolve({ outcome: 'accepted' }),
        });
        window.dispatchEvent(event);
      });
    }
    await page.getByRole('switch', { name: 'Dark mode' }).click(); // a render after the offers
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await expect(page.getByRole('button', { name: 'Install app' })).toHaveCount(0);
  });
});

test.describe('Safari on iPhone', () => {
  test.use({ userAgent: IOS_SAFARI_UA, viewport: NARROW });

  test('"Install app" in the drawer opens the Add to Home Screen help', async ({ page }) => {
    await page.goto('/');
    const drawer = await openDrawer(page);
    await drawer.getByRole('button', { name: 'Install app' }).click();
    const help = page.getByRole('dialog', { name: 'Install app' });
    await expect(help).toBeVisible();
    await expect(help.getByRole('listitem')).toHaveText([
      /Tap\s+Share/,
      /Add to Home Screen/,
      /Tap Add/,
    ]);
    await expect(help.locator('svg')).not.toHaveCount(0); // Safari's Share icon beside "Share"
    await help.getByRole('button', { name: 'Close' }).click();
    await expect(help).toHaveCount(0);
    await expect(drawer.getByRole('button', { name: 'Install app' })).toBeFocused();
  });

  test('not when it already runs from the Home Screen', async ({ page }) => {
    await page.addInitScript(() => Object.defineProperty(navigator, 'standalone', { value: true }));
    await page.goto('/');
    const drawer = await openDrawer(page);
    await expect(drawer.getByRole('switch', { name: 'Dark mode' })).toBeVisible();
    await expect(drawer.getByRole('button', { name: 'Install app' })).toHaveCount(0);
  });
});
