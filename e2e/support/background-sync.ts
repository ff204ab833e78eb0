import { type BrowserContext, type CDPSession, expect, type Page } from '@playwright/test';
import { APP_URL } from './ports.ts';

/**
 * The outbox's Background Sync tag, also the name of its database
 * (`OUTBOX_SYNC_TAG`, `OUTBOX_DB` in src/features/contact/outbox/outbox-store.ts),
 * as named at base path `/`, where the end-to-end build is served
 * (`scopedName` appends the path under a sub-path).
 */
export const OUTBOX_SYNC_TAG = 'portfolio-outbox';

/**
 * Fires the site's Background Sync through the DevTools protocol, as the
 * browser does when it retries a sync (Chromium waits minutes between
 * retries; `lastChance` marks its last try). Works from a blank page, so no
 * page of the site needs to be open.
 */
export type SyncDispatcher = {
  dispatch(options?: { lastChance?: boolean }): Promise<void>;
  close(): Promise<void>;
};

/** Opens a blank page and finds the site's service worker registration with `ServiceWorker.enable`. */
export async function syncDispatcher(context: BrowserContext): Promise<SyncDispatcher> {
  const blank = await context.newPage();
  const cdp: CDPSession = await context.newCDPSession(blank);
  const ids = new Map<string, string>();
  cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
    for (const registration of registrations) {
      if (registration.isDeleted) ids.delete(registration.scopeURL);
      else ids.set(registration.scopeURL, registration.registrationId);
    }
  });
  await cdp.send('ServiceWorker.enable');
  await expect.poll(() => ids.get(APP_URL)).toBeTruthy();
  return {
    dispatch: async ({ lastChance = false } = {}) => {
      await cdp.send('ServiceWorker.dispatchSyncEvent', {
        origin: new URL(APP_URL).origin,
        registrationId: ids.get(APP_URL) ?? '',
        tag: OUTBOX_SYNC_TAG,
        lastChance,
      });
    },
    close: () => blank.close(),
  };
}

/** The Background Sync tags the page's service worker registration holds (pending or waiting to retry). */
export function syncTags(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    return (
      registration as ServiceWorkerRegistration & { sync: { getTags(): Promise<string[]> } }
    ).sync.getTags();
  });
}

/**
 * Takes one page offline (navigator.onLine false, its requests fail) while
 * the browser, and so the service worker and its Background Sync, stay
 * online: a page that cannot send while the worker can.
 * @returns a function that brings the page back online (fires its `online` event).
 */
export async function takePageOffline(page: Page): Promise<() => Promise<void>> {
  const cdp = await page.context().newCDPSession(page);
  const conditions = { latency: 0, downloadThroughput: -1, uploadThroughput: -1 };
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: true, ...conditions });
  await expect.poll(() => page.evaluate(() => navigator.onLine)).toBe(false);
  return async () => {
    await cdp.send('Network.emulateNetworkConditions', { offline: false, ...conditions });
    await expect.poll(() => page.evaluate(() => navigator.onLine)).toBe(true);
  };
}

/** The stored outbox items, read in `page` (a page of the site). */
export function storedOutbox(
  page: Page,
): Promise<Array<{ status: string; message: { subject: string } }>> {
  return page.evaluate(async () => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open('portfolio-outbox');
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
    const items = await new Promise<unknown>((resolve, reject) => {
      const request = db.transaction('messages').objectStore('messages').get('messages');
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
    db.close();
    return (items ?? []) as Array<{ status: string; message: { subject: string } }>;
  });
}

/**
 * Replaces the outbox in the page's IndexedDB with `items`, stored as the
 * outbox stores them (one list under the key `messages`). The page does not
 * hear of it: reload, or let the next outbox check read it.
 */
export function storeOutbox(page: Page, items: unknown[]): Promise<void> {
  return page.evaluate(async (list) => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open('portfolio-outbox');
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
    await new Promise<void>((resolve, reject) => {
      const tx = db.transaction('messages', 'readwrite');
      tx.objectStore('messages').put(list, 'messages');
      tx.oncomplete = () => resolve();
      tx.onerror = () => reject(tx.error);
    });
    db.close();
  }, items);
}
