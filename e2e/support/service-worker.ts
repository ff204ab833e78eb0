import type { Page } from '@playwright/test';

/**
 * Waits until the page's service worker is active and controls the page
 * (`ready` can resolve while the worker is still activating, so
 * wait for the controller too).
 * @returns the controlling worker's script URL.
 */
export async function waitForServiceWorker(page: Page): Promise<string> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  return page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? '');
}

/** The path of the page's module entry script, e.g. `/assets/index-AbC123.js` (which build is running). */
export function entryScript(page: Page): Promise<string | undefined> {
  return page.evaluate(
    () =>
      document
        .querySelector<HTMLScriptElement>('script[type="module"][src]')
        ?.getAttribute('src') ?? undefined,
  );
}
