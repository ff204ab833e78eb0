/// <reference lib="webworker" />

/** What {@link registerRetiredCacheCleanup} needs of the worker's scope: its `activate` event and Cache Storage. */
export type RetiredCacheScope = {
  addEventListener(
    type: 'activate',
    listener: (event: Pick<ExtendableEvent, 'waitUntil'>) => void,
  ): void;
  caches: Pick<CacheStorage, 'delete'>;
};

/**
 * Deletes, when this worker activates, the runtime caches older versions of
 * the site made and this one no longer uses (`RETIRED_CACHE_NAMES` in
 * `src/pwa/cache-names.ts`; docs/product.md § Offline and install), so a
 * visitor who installed an older version does not keep them on disk.
 * Workbox's `cleanupOutdatedCaches` (`registerPrecache`) handles only old
 * precaches. Names are exact: other apps' caches on the same host, and the
 * same names under another base path, are left alone. A cache that is not
 * there is no error.
 * @param scope the worker's global scope (`self`).
 * @param names the exact cache names to delete, already scoped by the base path.
 */
export function registerRetiredCacheCleanup(
  scope: RetiredCacheScope,
  names: readonly string[],
): void {
  scope.addEventListener('activate', (event) => {
    event.waitUntil(Promise.all(names.map((name) => scope.caches.delete(name))));
  });
}
