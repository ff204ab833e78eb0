import { describe, expect, it, vi } from 'vitest';
import { watchForWaitingWorkers } from './service-worker';

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
