import { afterEach, describe, expect, it, vi } from 'vitest';
import { followUpdates, registerServiceWorker, watchForWaitingWorkers } from './service-worker.ts';
import { useUpdateStore } from './update-store.ts';

/** workbox-window's Workbox, as far as registerServiceWorker uses it: `register` answers `registration`. */
const workbox = vi.hoisted(() => ({ registration: undefined as unknown }));
vi.mock('workbox-window', () => ({
  Workbox: class extends EventTarget {
    register = async () => workbox.registration;
    update = async () => {};
    messageSkipWaiting = () => {};
  },
}));

/** A worker whose state the test moves on, firing `statechange` like the browser. */
function fakeWorker(state: ServiceWorkerState = 'installing') {
  const worker = Object.assign(new EventTarget(), { state }) as ServiceWorker & {
    state: ServiceWorkerState;
  };
  const moveTo = (next: ServiceWorkerState) => {
    Object.defineProperty(worker, 'state', { value: next, configurable: true });
    worker.dispatchEvent(new Event('statechange'));
  };
  return { worker, moveTo };
}

/** A registration the test drives through installs (updatefound, waiting, active). */
function fakeRegistration(active: ServiceWorker | null) {
  const registration = Object.assign(new EventTarget(), {
    active,
    waiting: null as ServiceWorker | null,
    installing: null as ServiceWorker | null,
  });
  /** A new deploy's worker is found and installs, then waits. */
  const deploy = () => {
    const { worker, moveTo } = fakeWorker();
    registration.installing = worker;
    registration.dispatchEvent(new Event('updatefound'));
    registration.installing = null;
    registration.waiting = worker;
    moveTo('installed');
    return worker;
  };
  return {
    registration: registration as unknown as ServiceWorkerRegistration & typeof registration,
    deploy,
  };
}

describe('watchForWaitingWorkers (every deploy found while the page is open is offered)', () => {
  it('offers each new waiting worker once, deploy after deploy', () => {
    const { registration, deploy } = fakeRegistration(fakeWorker('activated').worker);
    const offer = vi.fn();
    watchForWaitingWorkers(registration, offer);
    const second = deploy();
    const third = deploy();
    expect(offer.mock.calls).toEqual([[second], [third]]);
  });

  it('offers a worker that was already waiting when the page registered', () => {
    const { registration } = fakeRegistration(fakeWorker('activated').worker);
    const waiting = fakeWorker('installed').worker;
    registration.waiting = waiting;
    const offer = vi.fn();
    watchForWaitingWorkers(registration, offer);
    expect(offer).toHaveBeenCalledWith(waiting);
  });

  it('offers nothing on the very first install, which takes the page at once', () => {
    const { registration, deploy } = fakeRegistration(null);
    const offer = vi.fn();
    watchForWaitingWorkers(registration, offer);
    deploy();
    expect(offer).not.toHaveBeenCalled();
  });
});

describe('followUpdates (only the tab that pressed Reload reloads)', () => {
  afterEach(() => useUpdateStore.setState({ applyUpdate: null }));

  function setUp() {
    const serviceWorker = Object.assign(new EventTarget(), {
      controller: null as ServiceWorker | null,
    });
    const page = new EventTarget();
    const reload = vi.fn();
    const offer = followUpdates(
      serviceWorker as unknown as ServiceWorkerContainer,
      page as unknown as Window,
      reload,
    );
    const takeControl = (worker: ServiceWorker) => {
      serviceWorker.controller = worker;
      serviceWorker.dispatchEvent(new Event('controllerchange'));
    };
    return { page, reload, offer, takeControl };
  }

  it('reloads the tab that pressed Reload once the new worker controls it', () => {
    const { reload, offer, takeControl } = setUp();
    const { worker, moveTo } = fakeWorker('installed');
    const skipWaiting = vi.fn();
    offer(worker, skipWaiting)();
    expect(skipWaiting).toHaveBeenCalledOnce();
    expect(reload).not.toHaveBeenCalled();
    moveTo('activating');
    takeControl(worker);
    expect(reload).toHaveBeenCalledOnce();
  });

  it('leaves a tab that did not press Reload as it is when another tab switches', () => {
    const { reload, offer, takeControl } = setUp();
    const { worker, moveTo } = fakeWorker('installed');
    useUpdateStore.setState({ applyUpdate: offer(worker, vi.fn()) });
    moveTo('activated');
    takeControl(worker);
    expect(reload).not.toHaveBeenCalled();
  });

  it('does nothing when the very first install takes the page', () => {
    const { reload, takeControl } = setUp();
    takeControl(fakeWorker('activated').worker);
    expect(reload).not.toHaveBeenCalled();
  });

  it('reloads at once on a Reload pressed after another tab switched', () => {
    const { reload, offer, takeControl } = setUp();
    const { worker, moveTo } = fakeWorker('installed');
    const skipWaiting = vi.fn();
    const applyUpdate = offer(worker, skipWaiting);
    moveTo('activated');
    takeControl(worker);
    applyUpdate();
    expect(skipWaiting).not.toHaveBeenCalled();
    expect(reload).toHaveBeenCalledOnce();
  });

  it('offers a reload again when a part of the old version fails to load after the switch', () => {
    const { page, reload, offer, takeControl } = setUp();
    const { worker, moveTo } = fakeWorker('installed');
    const dismissed = offer(worker, vi.fn());
    useUpdateStore.setState({ applyUpdate: dismissed });
    page.dispatchEvent(new Event('vite:preloadError'));
    expect(useUpdateStore.getState().applyUpdate).toBe(dismissed);
    moveTo('activated');
    takeControl(worker);
    page.dispatchEvent(new Event('vite:preloadError'));
    const again = useUpdateStore.getState().applyUpdate;
    expect(again).not.toBe(dismissed);
    again?.();
    expect(reload).toHaveBeenCalledOnce();
  });
});

describe('registerServiceWorker (what the composition root adds)', () => {
  afterEach(() => {
    Reflect.deleteProperty(navigator, 'serviceWorker');
    vi.useRealTimers();
  });

  it('calls onReady once with the active registration, and nothing when registering failed', async () => {
    vi.useFakeTimers();
    const { registration } = fakeRegistration(fakeWorker('activated').worker);
    const container = Object.assign(new EventTarget(), {
      controller: null,
      ready: Promise.resolve(registration),
    });
    Object.defineProperty(navigator, 'serviceWorker', { value: container, configurable: true });
    const onReady = vi.fn();

    workbox.registration = registration;
    await registerServiceWorker('/', { onReady });
    await vi.waitFor(() => expect(onReady).toHaveBeenCalledWith(registration));

    workbox.registration = undefined;
    await registerServiceWorker('/', { onReady });
    await container.ready;
    expect(onReady).toHaveBeenCalledOnce();
  });
});
