import { Strategy, type StrategyHandler } from 'workbox-strategies';

/**
 * The strategy of the image cache: never answers with a stored failure.
 *
 * - A stored answer whose status the worker could read (same-origin, or a
 *   CORS answer), which the cache only keeps when it is a 200: answered from
 *   the cache, with no request (cache-first).
 * - A remote picture loaded without CORS is an opaque answer (status 0): it
 *   may be a stored 503 as well as a picture. It is fetched again each time
 *   and the new answer replaces it; the stored one is used only when the
 *   network fails (offline), when a stored failure is no worse than none.
 *   So a picture that failed while its host was down loads again as soon as
 *   the host is back.
 *
 * Which answers are stored, and for how long, is up to the plugins
 * (`runtime-caching.ts`).
 */
export class ImageStrategy extends Strategy {
  protected override async _handle(request: Request, handler: StrategyHandler): Promise<Response> {
    const cached = await handler.cacheMatch(request);
    if (cached && cached.type !== 'opaque') return cached;
    try {
      return await handler.fetchAndCachePut(request);
    } catch (error) {
      if (cached) return cached;
      throw error;
    }
  }
}
