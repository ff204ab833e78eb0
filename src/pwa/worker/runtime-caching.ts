import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { ExpirationPlugin } from 'workbox-expiration';
import { PrecacheFallbackPlugin } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { NetworkOnly, StaleWhileRevalidate } from 'workbox-strategies';
import { CACHE_NAMES } from '../cache-names';
import { IMAGE_CACHE_LIMITS } from '../cache-rules';
import { ImageStrategy } from './image-strategy';
import { validProjectsListPlugin } from './projects-cache-rule';

/** The precached page a navigation gets when the network fails: the prerendered "Page not found" shell. */
export const NAVIGATION_FALLBACK = '404.html';

/**
 * The routes for what is not precached (docs/product.md § Offline and
 * install). Call after `registerPrecache`: the first matching route wins,
 * and precached files must be answered from the precache.
 *
 * - The projects JSON: stale-while-revalidate; only a 200 JSON list that
 *   passes the project rules is stored ({@link validProjectsListPlugin}), so
 *   an outage or a maintenance page never replaces good data. `ignoreVary`, because the page's
 *   request and the stored one may differ in a header the server varies on.
 * - Other images (the projects' pictures): {@link ImageStrategy}, which
 *   never answers with a stored failure (cache-first for 200s, the network
 *   first for opaque remote pictures), within {@link IMAGE_CACHE_LIMITS},
 *   dropped first when storage runs out.
 * - Navigations to anything not precached: the network, falling back offline
 *   to the precached {@link NAVIGATION_FALLBACK}, exactly the page the host
 *   answers online for an unknown path.
 *
 * @param projectsPattern the projects request's URL (`projectsUrlPattern` in `src/pwa/cache-rules.ts`).
 */
export function registerRuntimeCaching(projectsPattern: RegExp): void {
  registerRoute(
    projectsPattern,
    new StaleWhileRevalidate({
      cacheName: CACHE_NAMES.projects,
      matchOptions: { ignoreVary: true },
      plugins: [new CacheableResponsePlugin({ statuses: [200] }), validProjectsListPlugin],
    }),
    'GET',
  );
  registerRoute(
    ({ request }) => request.destination === 'image',
    new ImageStrategy({
      cacheName: CACHE_NAMES.images,
      plugins: [
        new CacheableResponsePlugin({ statuses: [0, 200] }),
        new ExpirationPlugin({ ...IMAGE_CACHE_LIMITS, purgeOnQuotaError: true }),
      ],
    }),
    'GET',
  );
  registerRoute(
    ({ request }) => request.mode === 'navigate',
    new NetworkOnly({
      plugins: [new PrecacheFallbackPlugin({ fallbackURL: NAVIGATION_FALLBACK })],
    }),
    'GET',
  );
}
