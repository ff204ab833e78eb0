// Kill switch for the site's service worker (docs/deploy.md, "If a deploy breaks").
// Copy this file over `sw.js` in the deployed folder (e.g. `dist/sw.js`) and
// deploy. Browsers check `sw.js` on every visit; this worker then replaces
// the installed one at once, deletes this site's caches, unregisters itself
// and reloads the open pages, which then come straight from the server.
// Pages it does not control are left alone, so there is no reload loop.
//
// Only this site's caches go: other sites of the same host (GitHub Pages
// project sites under other paths) keep theirs. This site's caches are
// Workbox's, whose names end with the worker's scope URL
// (`workbox-precache-v2-https://host/portfolio/`), and the runtime caches of
// `src/pwa/cache-names.ts` (current and retired), named for the base path
// (`scopedName`: `portfolio-images` at `/`, `portfolio-images@/portfolio/` under a path).
const RUNTIME_CACHES = [
  'portfolio-projects',
  'portfolio-images',
  // Retired (posts.json is precached now), but older versions' visitors may still have it.
  'portfolio-posts',
];

/** Whether the cache `name` belongs to the site whose worker has `scope` (a URL ending in `/`). */
function isThisSitesCache(name, scope) {
  if (name.endsWith(scope)) return true;
  const path = new URL(scope).pathname;
  return RUNTIME_CACHES.some((base) => name === (path === '/' ? base : `${base}@${path}`));
}

self.addEventListener('install', () => self.skipWaiting());

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const { scope } = self.registration;
      const names = await caches.keys();
      await Promise.all(
        names.filter((name) => isThisSitesCache(name, scope)).map((name) => caches.delete(name)),
      );
      await self.registration.unregister();
      const pages = await self.clients.matchAll({ type: 'window' });
      await Promise.all(pages.map((page) => page.navigate(page.url)));
    })(),
  );
});
