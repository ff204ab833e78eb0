import { cleanupOutdatedCaches, type PrecacheEntry, precacheAndRoute } from 'workbox-precaching';

/**
 * Query parameters a precached page is answered for as if they were absent:
 * Workbox's defaults (campaign tags) and the home page's deep links
 * (`?contact`, `?reel`; src/lib/deep-links.ts), so those open Home offline
 * like the host serves it online.
 */
export const IGNORED_URL_PARAMETERS = [/^utm_/, /^fbclid$/, /^contact$/, /^reel$/];

/**
 * The folder page a path without a trailing slash also names, as static hosts
 * serve it: `/cv` → `/cv/index.html` (the CV page, docs/product.md § CV and
 * contact card), so it opens offline with either spelling. Workbox tries
 * `/cv/index.html` for `/cv/` by itself (`directoryIndex`). Paths whose last
 * segment has a dot (files) and the query are left alone.
 */
export function folderIndex({ url }: { url: URL }): URL[] {
  const last = url.pathname.slice(url.pathname.lastIndexOf('/') + 1);
  if (last === '' || last.includes('.')) return [];
  return [new URL(`${url.pathname}/index.html`, url.origin)];
}

/**
 * The app shell, precached at install and answered cache-first: the list
 * vite-plugin-pwa injects at build time (`self.__WB_MANIFEST`: HTML, JS, CSS,
 * fonts and the images of `public/`, each with a revision or a hashed name;
 * `site-build/lib/pwa-options.ts` says which files), `/cv` included ({@link folderIndex}). Precaches of older Workbox
 * versions are deleted.
 * @param manifest the injected precache list.
 */
export function registerPrecache(manifest: Array<PrecacheEntry | string>): void {
  precacheAndRoute(manifest, {
    ignoreURLParametersMatching: IGNORED_URL_PARAMETERS,
    urlManipulation: folderIndex,
  });
  cleanupOutdatedCaches();
}
