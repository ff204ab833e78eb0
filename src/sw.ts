/// <reference lib="webworker" />
/**
 * The site's service worker (docs/product.md § Offline and install), built by
 * vite-plugin-pwa (`strategies: 'injectManifest'`, see `pwa-options.ts`) into
 * `{basePath}sw.js`, with the precache list injected at `self.__WB_MANIFEST`.
 *
 * Each concern lives in its own module under `src/pwa/worker/` and is added
 * here by one call; the order matters only for fetch routes (the first
 * matching route answers), so the precache comes before the runtime routes.
 * To add an event listener, write a `registerX(scope)` function there and
 * call it below.
 */
import type { PrecacheEntry } from 'workbox-precaching';
import { config } from '../config/env';
import { registerOutboxSync } from '../features/contact/outbox/outbox-drain';
import { projectsUrlPattern } from './cache-rules';
import { registerLifecycle } from './worker/lifecycle';
import { registerPrecache } from './worker/precache';
import { registerProjectsRefreshHandler } from './worker/projects-refresh';
import { registerRuntimeCaching } from './worker/runtime-caching';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<PrecacheEntry | string> };

registerLifecycle(self);
registerPrecache(self.__WB_MANIFEST);
registerRuntimeCaching(
  projectsUrlPattern(import.meta.env.VITE_PROJECTS_URL ?? '', import.meta.env.BASE_URL),
);
registerProjectsRefreshHandler(self, new URL(config.projectsUrl, self.location.href).href);

// The contact outbox's Background Sync: sends waiting messages with no page open.
registerOutboxSync(self, config.emailjs);
