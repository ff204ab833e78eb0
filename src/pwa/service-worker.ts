import { Workbox } from 'workbox-window';
import { showToast } from '../components/ui/toast-queue';
import { useUpdateStore } from './update-store';

/** The toast once the first service worker has precached the site (docs/product.md § Offline and install). */
export const OFFLINE_READY_TOAST = 'Ready to work offline';

/** How often an open page asks the server for a new service worker, in ms (browsers also check on every navigation). */
export const UPDATE_CHECK_MS = 60 * 60 * 1000;

/**
 * Registers the service worker built by vite-plugin-pwa (`{basePath}sw.js`)
 * with workbox-window and wires the update flow (issue 5, "Updates"):
 *
 * 1. A new deploy's worker installs in the background and waits, so this
 *    page keeps running the old version from the old precache; nothing is
 *    ever mixed.
 * 2. `waiting` offers the update: `useUpdateStore.applyUpdate` is set and the
 *    prompt shows "A new version is available" with Reload.
 * 3. Reload sends SKIP_WAITING; when the new worker takes control, every tab
 *    that was offered the update reloads into the new version.
 *
 * The first install (no worker controlled the page when it registered)
 * finishes precaching at `installed`: the toast "Ready to work offline"
 * says so, once per install; later visits find the worker installed and
 * get no such event, and an update's install is not a first one.
 *
 * Loaded lazily by `main.tsx` after the page's `load` event, so neither
 * workbox-window nor the precaching competes with the first view.
 * @param basePath the site's base path with both slashes; the worker's scope.
 * @returns when the registration was made (a failed registration is logged, not thrown).
 */
export async function registerServiceWorker(basePath: string): Promise<void> {
  const workbox = new Workbox(`${basePath}sw.js`, { scope: basePath });
  let offered = false;

  workbox.addEventListener('installed', (event) => {
    // An external worker is a later deploy's, found while this page stays open: not a first install.
    if (!event.isUpdate && !event.isExternal) showToast(OFFLINE_READY_TOAST, { tone: 'success' });
  });

  workbox.addEventListener('waiting', () => {
    if (!offered) {
      offered = true;
      // Not `event.isUpdate`: that only says whether a worker controlled the
      // page at registration, so it is false for an update found later in a
      // first visit. The first install claims the page without waiting.
      workbox.addEventListener('controlling', () => window.location.reload());
    }
    useUpdateStore.setState({ applyUpdate: () => workbox.messageSkipWaiting() });
  });

  try {
    await workbox.register({ immediate: true });
  } catch (error) {
    console.error('The service worker could not be registered; the site works online only:', error);
    return;
  }
  setInterval(() => {
    workbox.update().catch(() => {
      // Offline or the server is down: try again at the next interval.
    });
  }, UPDATE_CHECK_MS);
}
