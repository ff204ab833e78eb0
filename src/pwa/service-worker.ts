import { Workbox } from 'workbox-window';
import { showToast } from '../components/ui/toast-queue';
import { registerProjectsRefresh } from './periodic-refresh';
import { useUpdateStore } from './update-store';

/** The toast once the first service worker has precached the site (docs/product.md § Offline and install). */
export const OFFLINE_READY_TOAST = 'Ready to work offline';

/** How often an open page asks the server for a new service worker, in ms (browsers also check on every navigation). */
export const UPDATE_CHECK_MS = 60 * 60 * 1000;

/**
 * Calls `offer` for every new worker that waits in `registration`, once
 * each, for as long as the page is open: one already waiting now, one
 * installing now, and every later deploy the browser finds.
 *
 * Read from the registration itself, not from workbox-window's `waiting`
 * event: workbox-window stops listening for `updatefound` after the first
 * update it treats as external, so a second deploy found while the page is
 * open would never be offered.
 *
 * A worker counts as waiting only while another one is active: on the very
 * first install the worker passes through `installed` on its way to
 * activating and takes the page at once (there is nothing to offer).
 * @param registration the site's registration.
 * @param offer called with the waiting worker.
 */
export function watchForWaitingWorkers(
  registration: ServiceWorkerRegistration,
  offer: (worker: ServiceWorker) => void,
): void {
  const offered = new WeakSet<ServiceWorker>();
  const offerIfWaiting = () => {
    const { waiting, active } = registration;
    if (!waiting || !active || offered.has(waiting)) return;
    offered.add(waiting);
    offer(waiting);
  };
  const track = (worker: ServiceWorker | null) => {
    worker?.addEventListener('statechange', () => {
      if (worker.state === 'installed') offerIfWaiting();
    });
  };
  registration.addEventListener('updatefound', () => track(registration.installing));
  track(registration.installing);
  offerIfWaiting();
}

/**
 * Registers the service worker built by vite-plugin-pwa from `src/pwa/sw.ts`
 * (`{basePath}sw.js`) with workbox-window and wires the update flow
 * (docs/product.md § Offline and install):
 *
 * 1. A new deploy's worker installs in the background and waits, so this
 *    page keeps running the old version from the old precache; nothing is
 *    ever mixed.
 * 2. Each waiting worker is offered ({@link watchForWaitingWorkers}):
 *    `useUpdateStore.applyUpdate` is set to a new function per deploy, and
 *    the prompt shows "A new version is available" with Reload, also after
 *    the visitor dismissed an earlier deploy.
 * 3. Reload sends SKIP_WAITING; when the new worker takes control, every tab
 *    that was offered the update reloads into the new version.
 *
 * Then asks for the periodic refresh of the projects where the browser
 * allows it (`periodic-refresh.ts`).
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
  let reloadOnControl = false;

  workbox.addEventListener('installed', (event) => {
    // An external worker is a later deploy's, found while this page stays open: not a first install.
    if (!event.isUpdate && !event.isExternal) showToast(OFFLINE_READY_TOAST, { tone: 'success' });
  });

  let registration: ServiceWorkerRegistration | undefined;
  try {
    registration = await workbox.register({ immediate: true });
  } catch (error) {
    console.error('The service worker could not be registered; the site works online only:', error);
    return;
  }
  if (!registration) return;

  watchForWaitingWorkers(registration, () => {
    if (!reloadOnControl) {
      reloadOnControl = true;
      // Not on the first install, which claims the page without waiting:
      // only a page that was offered an update reloads into it.
      workbox.addEventListener('controlling', () => window.location.reload());
    }
    useUpdateStore.setState({ applyUpdate: () => workbox.messageSkipWaiting() });
  });

  void navigator.serviceWorker.ready.then(registerProjectsRefresh);

  setInterval(() => {
    workbox.update().catch(() => {
      // Offline or the server is down: try again at the next interval.
    });
  }, UPDATE_CHECK_MS);
}
