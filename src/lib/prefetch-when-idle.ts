/**
 * Loads on-demand chunks once the page is idle after hydration
 * (docs/product.md § Performance, "Every tap answered";
 * docs/decisions/0019-prefetch-after-hydration.md): a phone never hovers or
 * focuses a button before tapping it, so without this the first tap of each
 * dialog waits for its code. The chunks load one after another, each
 * starting in an idle period of its own once the one before has arrived and
 * run: running a chunk's modules is a task, and two chunks arriving together
 * would make one long task (docs/product.md § Performance: no blocking time).
 *
 * Loaders registered before {@link startIdlePrefetch} wait for it; later ones
 * join the end of the line; one already in line is not added again (a
 * component rendered in two places registers its dialog twice). A loader that fails (offline before the
 * service worker has the chunk) is left alone: the tap loads it again and
 * says so if it still fails.
 */

/** Starts a chunk's load; what it resolves with does not matter here. */
export type ChunkLoader = () => Promise<unknown>;

/** How long an idle callback may wait on a busy page, in ms, before it runs anyway. */
const IDLE_TIMEOUT_MS = 2000;

const waiting: ChunkLoader[] = [];
/** Every loader registered so far, to add each to the line once. */
const registered = new Set<ChunkLoader>();
let started = false;
/** Settles when the last chunk in line has loaded (or failed). */
let line: Promise<void> = Promise.resolve();

/**
 * Calls `callback` when the browser is idle: `requestIdleCallback` (at most
 * {@link IDLE_TIMEOUT_MS} later), or, where there is none (Safari), a
 * timer after the current tasks.
 * @param callback run once, in a task of its own.
 */
function whenIdle(callback: () => void): void {
  if (typeof window.requestIdleCallback === 'function') {
    window.requestIdleCallback(() => callback(), { timeout: IDLE_TIMEOUT_MS });
  } else {
    setTimeout(callback, 1);
  }
}

function run(load: ChunkLoader): void {
  line = line.then(
    () =>
      new Promise<void>((resolve) => {
        whenIdle(() => {
          load().then(
            () => resolve(),
            () => resolve(),
          );
        });
      }),
  );
}

/**
 * Loads a chunk when the page is idle after hydration (see the module comment).
 * @param load starts the load, e.g. a `lazyWithPreload` component's `preload`.
 */
export function prefetchWhenIdle(load: ChunkLoader): void {
  if (registered.has(load)) return;
  registered.add(load);
  if (started) run(load);
  else waiting.push(load);
}

/**
 * Starts the loads registered so far, one after another, each in an idle
 * period of its own; call it once the page has hydrated. Later calls do nothing.
 * @param first run before them, each in an idle period of its own: set-up
 *   work that would otherwise lengthen the task of the chunk that needs it
 *   (`setUpDateFormats`, src/i18n/intl-set-up.ts).
 */
export function startIdlePrefetch(...first: ChunkLoader[]): void {
  if (started) return;
  started = true;
  for (const load of [...first, ...waiting.splice(0)]) run(load);
}
