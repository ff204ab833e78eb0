/**
 * Whether a request the page starts now goes through a service worker.
 * False on the first visit: the worker installs during that visit and does
 * not see the requests the page made before it took control.
 */
export function isControlledByServiceWorker(): boolean {
  return Boolean(globalThis.navigator?.serviceWorker?.controller);
}

/**
 * Puts a response the page fetched itself into a runtime cache of the
 * service worker (docs/product.md § Offline and install: one online visit is
 * enough to see a feature's list offline). The first visit's request for it happens before the worker
 * controls the page, so without this the runtime cache would stay empty
 * until a second visit; this reuses the response the page already has
 * instead of making a second request (docs/decisions/0006-seed-the-runtime-cache.md).
 *
 * Call it only for a response that did not come through the worker (see
 * {@link isControlledByServiceWorker}, checked before the request started):
 * a controlled page gets the cached copy while the worker stores the fresh
 * one, and writing the cached copy back would undo that.
 *
 * @param cacheName the worker's cache (`CACHE_NAMES` in `src/pwa/cache-names.ts`).
 * @param request exactly the request the page made (same URL and headers),
 *   the key the worker's
 *   strategy looks up: with a `Vary` answer the Cache API also compares the
 *   headers it names, so a key without them would be a second entry.
 * @param response an unread response (pass `response.clone()`); only status
 *   200 is stored, as the worker's own `cacheableResponse` rule does. The
 *   caller checks the body first: only what the worker itself would keep
 *   may be seeded (each feature's own list rules, e.g. its `isKeepableList`).
 * @returns when the write has finished; never rejects (a missing Cache API
 *   or a full disk only means no offline copy, logged with `console.warn`).
 */
export async function seedRuntimeCache(
  cacheName: string,
  request: Request,
  response: Response,
): Promise<void> {
  if (response.status !== 200 || !('caches' in globalThis)) return;
  try {
    const cache = await caches.open(cacheName);
    await cache.put(request, response);
  } catch (error) {
    console.warn(`Could not keep ${request.url} for offline use:`, error);
  }
}
