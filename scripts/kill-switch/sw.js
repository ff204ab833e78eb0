// Kill switch for the site's service worker (README, "If a deploy breaks").
// Copy this file over `sw.js` in the deployed folder (e.g. `dist/sw.js`) and
// deploy. Browsers check `sw.js` on every visit; this worker then replaces
// the installed one at once, deletes the site's caches, unregisters itself
// and reloads the open pages, which then come straight from the server.
// Pages it does not control are left alone, so there is no reload loop.
self.addEventListener('install', () => self.skipWaiting());

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const names = await caches.keys();
      await Promise.all(names.map((name) => caches.delete(name)));
      await self.registration.unregister();
      const pages = await self.clients.matchAll({ type: 'window' });
      await Promise.all(pages.map((page) => page.navigate(page.url)));
    })(),
  );
});
