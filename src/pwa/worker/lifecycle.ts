import { clientsClaim } from 'workbox-core';
import type { WorkerScope } from './worker-scope.ts';

/** The message the page's update prompt posts to the waiting worker (`workbox.messageSkipWaiting()`). */
export const SKIP_WAITING = 'SKIP_WAITING';

/**
 * Installing, waiting and taking control (docs/product.md § Offline and
 * install):
 * - A new worker waits after installing, so an open page keeps the version
 *   it started with, until the visitor presses Reload: the page then posts
 *   `{ type: 'SKIP_WAITING' }` and this worker activates.
 * - On activation it claims the open pages (`clientsClaim`). On the very
 *   first install that lets the visit that installed it work offline at
 *   once; after an update only the page whose visitor pressed Reload
 *   reloads into the new version, the others keep theirs
 *   (`src/pwa/service-worker.ts`).
 */
export function registerLifecycle(scope: WorkerScope): void {
  scope.addEventListener('message', (event) => {
    if ((event.data as { type?: unknown } | null)?.type === SKIP_WAITING) void scope.skipWaiting();
  });
  clientsClaim();
}
