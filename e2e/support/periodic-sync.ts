import type { BrowserContext, CDPSession, Page } from '@playwright/test';

/**
 * Grants the `periodic-background-sync` permission to `origin` in the page's
 * browser context through the DevTools protocol (Playwright has no name for
 * it). Chromium grants it by itself only to an installed app the visitor
 * uses, which a test cannot be. The grant lasts as long as the returned
 * DevTools session (Chromium drops a session's permission overrides when it
 * detaches): detach it at the end of the test.
 */
export async function grantPeriodicSync(
  context: BrowserContext,
  page: Page,
  origin: string,
): Promise<CDPSession> {
  const session = await context.newCDPSession(page);
  const { targetInfo } = await session.send('Target.getTargetInfo');
  const browser = await context.browser()?.newBrowserCDPSession();
  if (!browser) throw new Error('grantPeriodicSync: no browser session');
  await browser.send('Browser.grantPermissions', {
    origin,
    browserContextId: targetInfo.browserContextId,
    permissions: ['periodicBackgroundSync'],
  });
  await session.detach();
  return browser;
}

/**
 * Fires the worker's `periodicsync` event with `tag` now, as Chromium does
 * when the interval has passed (DevTools protocol
 * `ServiceWorker.dispatchPeriodicSyncEvent`): a real event in the real
 * worker, without waiting 12 hours.
 * @param page a page of the site; its worker registration is the one for `origin`.
 */
export async function dispatchPeriodicSync(page: Page, origin: string, tag: string): Promise<void> {
  const session: CDPSession = await page.context().newCDPSession(page);
  const registrationId = new Promise<string>((resolve) => {
    session.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const found = registrations.find(
        (registration) => registration.scopeURL.startsWith(origin) && !registration.isDeleted,
      );
      if (found) resolve(found.registrationId);
    });
  });
  await session.send('ServiceWorker.enable');
  await session.send('ServiceWorker.dispatchPeriodicSyncEvent', {
    origin,
    registrationId: await registrationId,
    tag,
  });
  await session.detach();
}
