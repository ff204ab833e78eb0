/// <reference lib="webworker" />
/**
 * The service worker's global scope, as `registerLifecycle` takes it: a
 * parameter instead of `self`, so tests can pass a stand-in. Registrations
 * that need less declare a narrower scope of their own (`RefreshScope`,
 * `SyncScope`).
 */
export type WorkerScope = ServiceWorkerGlobalScope;
