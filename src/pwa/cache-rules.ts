/**
 * What the service worker keeps of the images it caches at run time, and
 * for how long (docs/product.md § Offline and install). Read by the worker's
 * image route (`src/pwa/worker/runtime-caching.ts`) and its test; pure. A
 * feature's own caching rules live in that feature (its `worker/` folder).
 */

/** Bounds of the runtime image cache: at most this many images, each for at most this many seconds. */
export const IMAGE_CACHE_LIMITS = { maxEntries: 60, maxAgeSeconds: 30 * 24 * 60 * 60 } as const;
