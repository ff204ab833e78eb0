import { Workbox } from 'workbox-window';
import { showToast } from '#src/components/ui/toast-queue.ts';
import { pageTranslator } from '#src/i18n/page-translator.ts';
import { useUpdateStore } from './update-store.ts';

/** What the composition root adds to the registration ({@link registerServiceWorker}). */
export type ServiceWorkerHooks = {
  /** Runs once the site's worker is active, with its registration. */
  onReady?: (registration: ServiceWorkerRegistration) => unknown;
};

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
 * The Reload of each offered update, and what a tab does when a new version
 * takes control of it (docs/product.md § Offline and install, "Updates"):
 *
 * - Only the tab whose visitor pressed Reload reloads, once the new worker
 *   controls it. The worker claims every open tab of the site when it
 *   activates; the others keep running the version they loaded, with what
 *   the visitor typed and any send in flight, until their visitor chooses.
 * - Such a tab's version is no longer cached (the new worker's precache
 *   replaced it) nor, after a deploy, on the host: a part of it that was not
 *   loaded yet (a dialog's chunk) cannot load. When one fails
 *   (`vite:preloadError`), the tab offers "A new version is available" again,
 *   even after a Dismiss, and its Reload then simply reloads.
 *
 * The very first install also claims the page, with nothing to follow: a
 * change of controller counts only once an update was offered.
 * @param serviceWorker the page's `navigator.serviceWorker`.
 * @param page the page's `window`, for the failed-chunk event.
 * @param reload reloads the tab.
 * @returns `offer(worker, skipWaiting)`: the Reload action for one waiting
 * worker, for `useUpdateStore.applyUpdate`. It asks that worker to activate
 * (`skipWaiting`) while it waits, and reloads at once when it already
 * activated (another tab's Reload).
 */
export function followUpdates(
  serviceWorker: Pick<ServiceWorkerContainer, 'addEventListener' | 'controller'>,
  page: Pick<Window, 'addEventListener'>,
  reload: () => void,
): (worker: ServiceWorker, skipWaiting: () => void) => () => void {
  let offered = false;
  let reloadRequested = false;
  let versionGone = false;
  serviceWorker.addEventListener('controllerchange', () => {
    if (!offered) return;
    if (reloadRequested) {
      reload();
      return;
    }
    if (versionGone) return;
    versionGone = true;
    page.addEventListener('vite:preloadError', () => {
      // A new function: a new offer, shown even if the last one was dismissed.
      useUpdateStore.setState({ applyUpdate: () => reload() });
    });
  });
  return (worker, skipWaiting) => {
    offered = true;
    return () => {
      reloadRequested = true;
      if (worker.state === 'installed') skipWaiting();
      else if (worker.state === 'activated' || serviceWorker.controller === worker) reload();
      // Activating: the change of controller reloads this tab.
    };
  };
}

/**
 * Registers the service worker built by vite-plugin-pwa from `src/sw.ts`
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
 * 3. Reload sends SKIP_WAITING, and the tab whose visitor pressed it reloads
 *    into the new version once the new worker takes control
 *    ({@link followUpdates}). Every other open tab stays as it is.
 *
 * Once a worker is active, calls `onReady` with the registration: the
 * composition root (`main.tsx`) passes what features ask of it (a periodic
 * refresh), so this module knows no feature.
 *
 * The first install (no worker controlled the page when it registered)
 * finishes precaching at `installed`: the toast "Ready to work offline"
 * (in the page's language)
 * says so, once per install; later visits find the worker installed and
 * get no such event, and an update's install is not a first one.
 *
 * Loaded lazily by `main.tsx` after the page's `load` event, so neither
 * workbox-window nor the precaching competes with the first view.
 * @param basePath the site's base path with both slashes; the worker's scope.
 * @param options.onReady called once with the active registration
 *   (`navigator.serviceWorker.ready`); its result is not awaited, so it
 *   should not reject.
 * @returns when the registration was made (a failed registration is logged, not thrown).
 */
export async function registerServiceWorker(
  basePath: string,
  { onReady }: ServiceWorkerHooks = {},
): Promise<void> {
  const workbox = new Workbox(`${basePath}sw.js`, { scope: basePath });

  workbox.addEventListener('installed', (event) => {
    // An external worker is a later deploy's, found while this page stays open: not a first install.
    if (!event.isUpdate && !event.isExternal)
      showToast(pageTranslator().t('pwa.offlineReady'), { tone: 'success' });
  });

  let registration: ServiceWorkerRegistration | undefined;
  try {
    registration = await workbox.register({ immediate: true });
  } catch (error) {
    console.error('The service worker could not be registered; the site works online only:', error);
    return;
  }
  if (!registration) return;

  const offerUpdate = followUpdates(navigator.serviceWorker, window, () =>
    window.location.reload(),
  );
  watchForWaitingWorkers(registration, (worker) => {
    useUpdateStore.setState({
      applyUpdate: offerUpdate(worker, () => workbox.messageSkipWaiting()),
    });
  });

  if (onReady) void navigator.serviceWorker.ready.then(onReady);

  setInterval(() => {
    workbox.update().catch(() => {
      // Offline or the server is down: try again at the next interval.
    });
  }, UPDATE_CHECK_MS);
}
