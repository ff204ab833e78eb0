import type { Page } from '@playwright/test';

/**
 * Holds back every request of `page` whose URL matches `pattern` (one of the
 * site's own files: the entry script, the whole stylesheet) until the test
 * calls the returned `release`: then the held requests, and every later one,
 * go on to the server unchanged. So "before the file arrives" is certain, not
 * a race (a fixed delay can run out while the test is still checking).
 *
 * Call it before `page.goto`. It works through `page.route`, which does not
 * see what a service worker answers: the spec needs `serviceWorkers: 'block'`.
 * The route stays in place after `release` (it lets everything through).
 *
 * @param pattern matched against each request's whole URL, as `page.route` does.
 * @returns `release(): void`, which lets the held requests and all later ones through;
 *   calling it again does nothing.
 */
export async function holdRequests(page: Page, pattern: RegExp): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(pattern, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}
