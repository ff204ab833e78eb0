/**
 * What the service worker caches at run time and for how long
 * (docs/product.md § Offline and install). Shared by the worker's routes
 * (`src/pwa/worker/runtime-caching.ts`, the projects feature's
 * `worker/projects-route.ts`), the page and their tests; pure, so it runs in
 * the worker, the page and Node alike.
 */

/** Bounds of the runtime image cache: at most this many images, each for at most this many seconds. */
export const IMAGE_CACHE_LIMITS = { maxEntries: 60, maxAgeSeconds: 30 * 24 * 60 * 60 } as const;

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
}

/**
 * The pattern of the projects request, the one URL the worker answers
 * stale-while-revalidate from the projects cache.
 *
 * @param projectsUrl `VITE_PROJECTS_URL`: an absolute http(s) URL (matched
 *   exactly, from the start as Workbox requires for cross-origin URLs), a
 *   path on the site's origin, or empty for the bundled
 *   `{basePath}data/projects.json`.
 * @param basePath the site's base path with both slashes, e.g. `/portfolio/`.
 * @returns a RegExp for the request's full URL (any origin for a path, since
 *   the site may be deployed anywhere).
 */
export function projectsUrlPattern(projectsUrl: string, basePath: string): RegExp {
  const trimmed = projectsUrl.trim();
  if (/^https?:\/\//i.test(trimmed)) {
    return new RegExp(`^${escapeRegExp(new URL(trimmed).href)}$`);
  }
  const path = new URL(trimmed || `${basePath}data/projects.json`, 'http://site.invalid');
  return new RegExp(`^https?://[^/]+${escapeRegExp(path.pathname + path.search)}$`);
}

/**
 * The periodic background sync that refreshes the projects entry of the
 * runtime cache in an installed app (docs/product.md § Offline and install):
 * its tag, shared by the page that registers it (`src/pwa/periodic-refresh.ts`)
 * and the worker that handles it (`src/features/projects/worker/projects-refresh.ts`), and
 * the shortest interval the page asks for, in ms (the browser may wait longer).
 */
export const PROJECTS_REFRESH = {
  tag: 'refresh-projects',
  minIntervalMs: 12 * 60 * 60 * 1000,
} as const;
