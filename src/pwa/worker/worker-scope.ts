/// <reference lib="webworker" />
/**
 * The service worker's global scope as the worker's modules see it. Every
 * registration function takes it as a parameter instead of reading `self`,
 * so tests can pass a stand-in.
 */
export type WorkerScope = ServiceWorkerGlobalScope;

declare global {
  /** Periodic Background Sync's event (Chromium only; not in TypeScript's worker types). */
  interface PeriodicSyncEvent extends ExtendableEvent {
    /** The tag the page registered with `registration.periodicSync.register(tag, …)`. */
    readonly tag: string;
  }
  interface ServiceWorkerGlobalScopeEventMap {
    periodicsync: PeriodicSyncEvent;
  }
}
