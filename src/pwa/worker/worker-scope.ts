/// <reference lib="webworker" />
/**
 * The service worker's global scope as the worker's modules see it. Every
 * registration function takes it as a parameter instead of reading `self`,
 * so tests can pass a stand-in.
 */
export type WorkerScope = ServiceWorkerGlobalScope;
