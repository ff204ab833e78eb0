import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import type { WorkboxPlugin } from 'workbox-core/types';
import { registerRoute } from 'workbox-routing';
import { StaleWhileRevalidate } from 'workbox-strategies';
import { CACHE_NAMES } from '#src/pwa/cache-names.ts';

/**
 * The pattern of the posts request (`{basePath}data/posts.json` on any
 * origin: the site may be deployed anywhere).
 * @param basePath the site's base path with both slashes, e.g. `/portfolio/`.
 */
export function postsUrlPattern(basePath: string): RegExp {
  const path = `${basePath}data/posts.json`.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
  return new RegExp(`^https?://[^/]+${path}$`);
}

/** Keeps only a 200 whose body is a JSON list, so a host's error page never replaces the good copy. */
const jsonListPlugin: WorkboxPlugin = {
  cacheWillUpdate: async ({ response }) => {
    try {
      return Array.isArray(await response.clone().json()) ? response : null;
    } catch {
      return null;
    }
  },
};

/**
 * The service worker's route for the posts list (docs/product.md § Offline
 * and install, § Writing): stale-while-revalidate from `CACHE_NAMES.posts`,
 * as the projects list is (docs/decisions/0009-projects-stale-while-revalidate.md).
 * The posts' pictures are WebP files of the build, precached with the rest.
 * Call after `registerPrecache` and before `registerRuntimeCaching`.
 * @param basePath the site's base path.
 */
export function registerPostsRoute(basePath: string): void {
  registerRoute(
    postsUrlPattern(basePath),
    new StaleWhileRevalidate({
      cacheName: CACHE_NAMES.posts,
      matchOptions: { ignoreVary: true },
      plugins: [new CacheableResponsePlugin({ statuses: [200] }), jsonListPlugin],
    }),
    'GET',
  );
}
