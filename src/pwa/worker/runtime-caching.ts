import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { ExpirationPlugin } from 'workbox-expiration';
import { PrecacheFallbackPlugin } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { NetworkOnly } from 'workbox-strategies';
import { CACHE_NAMES } from '../cache-names.ts';
import { IMAGE_CACHE_LIMITS } from '../cache-rules.ts';
import { ImageStrategy } from './image-strategy.ts';

/** The precached page a navigation gets when the network fails: the prerendered "Page not found" shell. */
export const NAVIGATION_FALLBACK = '404.html';

/**
 * The routes for what is not precached (docs/product.md § Offline and
 * install) except what a feature routes itself from its `worker/` folder,
 * registered before these in `src/sw.ts`. Call after `registerPrecache`: the first
 * matching route wins, and precached files must be answered from the
 * precache.
 *
 * - Images not precached (the pictures of fetched content): {@link ImageStrategy}, which
 *   never answers with a stored failure (cache-first for 200s, the network
 *   first for opaque remote pictures), within {@link IMAGE_CACHE_LIMITS},
 *   dropped first when storage runs out.
 * - Navigations to anything not precached: the network, falling back offline
 *   to the precached {@link NAVIGATION_FALLBACK}, exactly the page the host
 *   answers online for an unknown path; under another language's path
 *   (`{base}fil/…`) to that language's (`fil/404.html`).
 * @param basePath the site's base path, e.g. `/` or `/portfolio/`.
 * @param languagePaths each other language's path under it (`fil/`), as the build lists them
 *   (`__OTHER_LANGUAGE_PATHS__`, vite.config.ts).
 */
export function registerRuntimeCaching(
  basePath = '/',
  languagePaths: readonly string[] = [],
): void {
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
  for (const path of languagePaths) {
    registerRoute(
      ({ request, url }) =>
        request.mode === 'navigate' && url.pathname.startsWith(`${basePath}${path}`),
      new NetworkOnly({
        plugins: [new PrecacheFallbackPlugin({ fallbackURL: `${path}${NAVIGATION_FALLBACK}` })],
      }),
      'GET',
    );
  }
  registerRoute(
    ({ request }) => request.mode === 'navigate',
    new NetworkOnly({
      plugins: [new PrecacheFallbackPlugin({ fallbackURL: NAVIGATION_FALLBACK })],
    }),
    'GET',
  );
}
