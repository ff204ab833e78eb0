import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { registerRoute } from 'workbox-routing';
import { StaleWhileRevalidate } from 'workbox-strategies';
import { CACHE_NAMES } from '#src/pwa/cache-names.ts';
import { validProjectsListPlugin } from './projects-cache-rule.ts';

/**
 * The service worker's route for the projects JSON (docs/product.md §
 * Offline and install; docs/decisions/0009-projects-stale-while-revalidate.md):
 * stale-while-revalidate from `CACHE_NAMES.projects`; only a 200 JSON list
 * that passes the project rules is stored ({@link validProjectsListPlugin}),
 * so an outage or a maintenance page never replaces good data. `ignoreVary`,
 * because the page's request and the stored one may differ in a header the
 * server varies on. Call after `registerPrecache` and before
 * `registerRuntimeCaching` (the first matching route wins).
 * @param projectsPattern the projects request's URL (`projectsUrlPattern` in `projects-url-pattern.ts`).
 */
export function registerProjectsRoute(projectsPattern: RegExp): void {
  registerRoute(
    projectsPattern,
    new StaleWhileRevalidate({
      cacheName: CACHE_NAMES.projects,
      matchOptions: { ignoreVary: true },
      plugins: [new CacheableResponsePlugin({ statuses: [200] }), validProjectsListPlugin],
    }),
    'GET',
  );
}
