/// <reference lib="webworker" />
/**
 * The site's service worker (docs/product.md § Offline and install), built by
 * vite-plugin-pwa (`strategies: 'injectManifest'`, see `site-build/lib/pwa-options.ts`)
 * into `{basePath}sw.js`, with the precache list injected at `self.__WB_MANIFEST`.
 *
 * A composition root, like `main.tsx` for the page: the worker's own parts
 * live under `src/pwa/worker/`, a feature's worker code in that feature
 * (the projects route and refresh, the contact outbox's drain), and each is
 * added here by one call; the order matters only for fetch routes (the
 * first matching route answers), so the precache comes before the runtime
 * routes. To add an event listener, write a `registerX(scope)` function in
 * `src/pwa/worker/`, or in the `worker/` folder of the feature it serves,
 * and call it below.
 */
import type { PrecacheEntry } from 'workbox-precaching';
import { config } from '#src/config/env.ts';
import { pageMailSettings } from '#src/features/contact/api/page-mail-settings.ts';
import { registerOutboxSync } from '#src/features/contact/worker/outbox-drain.ts';
import { registerProjectsRefreshHandler } from '#src/features/projects/worker/projects-refresh.ts';
import { registerProjectsRoute } from '#src/features/projects/worker/projects-route.ts';
import { projectsUrlPattern } from '#src/features/projects/worker/projects-url-pattern.ts';
import { RETIRED_CACHE_NAMES } from '#src/pwa/cache-names.ts';
import { registerLifecycle } from '#src/pwa/worker/lifecycle.ts';
import { registerPrecache } from '#src/pwa/worker/precache.ts';
import { registerRetiredCacheCleanup } from '#src/pwa/worker/retired-caches.ts';
import { registerRuntimeCaching } from '#src/pwa/worker/runtime-caching.ts';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<PrecacheEntry | string> };

registerLifecycle(self);
// Caches older versions made and this one no longer uses (the posts list's, now precached).
registerRetiredCacheCleanup(self, RETIRED_CACHE_NAMES);
// The precache list, named once: the build replaces exactly one `self.__WB_MANIFEST`.
const precacheList = self.__WB_MANIFEST;
registerPrecache(precacheList);
registerProjectsRoute(
  projectsUrlPattern(import.meta.env.VITE_PROJECTS_URL ?? '', import.meta.env.BASE_URL),
);
// Each other language's navigations fall back to its own "Page not found" (told by the build).
registerRuntimeCaching(config.basePath, __OTHER_LANGUAGE_PATHS__);
registerProjectsRefreshHandler(self, new URL(config.projectsUrl, self.location.href).href);

// The contact outbox's Background Sync: sends waiting messages with no page open.
registerOutboxSync(self, pageMailSettings);
