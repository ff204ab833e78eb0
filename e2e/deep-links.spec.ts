import { waitForServiceWorker } from './support/service-worker.ts';
import { setMediaMode, setProjectsMode } from './support/stand-ins.ts';
import { expect, type Page, test } from './support/test.ts';

// docs/product.md § Offline and install: the manifest's shortcuts open
// `?contact` (the contact dialog) and `?reel` (the video dialog) on Home;
// the same URLs work typed or shared, online and offline.

test.beforeEach(async () => {
  await setProjectsMode({ kind: 'ok' });
  // The media host never answers: the video dialog stays open, loading.
  await setMediaMode({ kind: 'stall' });
});
test.afterEach(async () => {
  await setMediaMode({ kind: 'ok' });
});

/** The shortcut URLs the built manifest lists, by name. */
async function shortcutUrls(page: Page): Promise<Record<string, string>> {
  const response = await page.request.get('/manifest.webmanifest');
  const { shortcuts } = (await response.json()) as {
    shortcuts: Array<{ name: string; url: string }>;
  };
  return Object.fromEntries(shortcuts.map((shortcut) => [shortcut.name, shortcut.url]));
}

const DIALOGS = [
  { shortcut: 'Send a message', dialog: 'Send me a message' },
  { shortcut: 'Watch the demo reel', dialog: 'Demo Reel' },
];

test('online: each shortcut URL is the prerendered Home, which opens its dialog; Back closes it on Home', async ({
  page,
}) => {
  const urls = await shortcutUrls(page);
  // Home's two dialogs, then the PDF CV (e2e/cv-pdf.spec.ts checks that one).
  expect(Object.values(urls)).toEqual(['/?contact', '/?reel', '/cv/jamie-santos-cv.pdf']);
  for (const { shortcut, dialog } of DIALOGS) {
    await page.goto('about:blank');
    const response = await page.goto(urls[shortcut]);
    expect(response?.status()).toBe(200);
    expect(await response?.text()).toContain('data-route="home"');
    await expect(page.getByRole('dialog', { name: dialog })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Jamie Santos' })).toBeAttached();
    // The address is Home's: a reload or a bookmark now does not reopen it.
    await expect(page).toHaveURL('/');

    await page.goBack();
    await expect(page.getByRole('dialog', { name: dialog })).toHaveCount(0);
    await expect(page).toHaveURL('/');
    await page.goBack();
    await expect(page).toHaveURL('about:blank');
  }
});

test('offline: the service worker serves the shortcut URLs like Home, and the dialogs open', async ({
  page,
  context,
}) => {
  const urls = await shortcutUrls(page);
  await page.goto('/');
  await waitForServiceWorker(page);
  await context.setOffline(true);
  for (const { shortcut, dialog } of DIALOGS) {
    const response = await page.goto(urls[shortcut]);
    // The worker answers with the precached Home page itself, not the "Page not found" shell.
    expect(response?.fromServiceWorker()).toBe(true);
    expect(await response?.text()).toContain('data-route="home"');
    await expect(page.getByRole('heading', { name: 'Page not found' })).toHaveCount(0);
    await expect(page.getByRole('dialog', { name: dialog })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'You are offline' })).toBeVisible();
  }
  await context.setOffline(false);
});

test('a launch of the installed app into an open window (launchQueue) opens the dialog too', async ({
  page,
}) => {
  // Chromium's launch handler hands a shortcut's URL to the open window
  // (client_mode focus-existing); a stand-in queue plays that part.
  await page.addInitScript(() => {
    let consumer: ((params: { targetURL: string }) => void) | undefined;
    // Shadows Chromium's own (read-only) launchQueue.
    Object.defineProperty(window, 'launchQueue', {
      configurable: true,
      value: { setConsumer: (fn: typeof consumer) => (consumer = fn) },
    });
    (window as unknown as { launch: (url: string) => void }).launch = (url) =>
      consumer?.({ targetURL: new URL(url, location.href).href });
  });
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Email' })).toBeVisible();
  await expect
    .poll(async () => {
      await page.evaluate(() =>
        (window as unknown as { launch: (url: string) => void }).launch('/?contact'),
      );
      return page.getByRole('dialog', { name: 'Send me a message' }).isVisible();
    })
    .toBe(true);
});
