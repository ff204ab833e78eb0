import type { Page } from '@playwright/test';

/** Reads one record of the visitor-state database (src/lib/idb-persist.ts). */
export function storedState(page: Page, key: string): Promise<unknown> {
  return page.evaluate(
    (name) =>
      new Promise((resolve, reject) => {
        const open = indexedDB.open('portfolio');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('stores')) return resolve(undefined);
          const request = db.transaction('stores').objectStore('stores').get(name);
          request.onsuccess = () =>
            resolve((request.result as { state?: unknown } | undefined)?.state);
          request.onerror = () => reject(request.error);
        };
      }),
    key,
  );
}
