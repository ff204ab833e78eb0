import { cleanupOutdatedCaches, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';

/**
 * The app shell, precached at install and answered cache-first: the list
 * vite-plugin-pwa injects at build time (`self.__WB_MANIFEST`: HTML, JS, CSS,
 * fonts and the images of `public/`, each with a revision or a hashed name;
 * `src/pwa/pwa-options.ts` says which files). Precaches of older Workbox
 * versions are deleted.
 * @param manifest the injected precache list.
 */
export function registerPrecache(manifest: Array<PrecacheEntry | string>): void {
  precacheAndRoute(manifest);
  cleanupOutdatedCaches();
}
