/**
 * Back closes what is open (docs/product.md § Navigation): each open overlay
 * (the drawer, the contact dialog, the video dialog, the install help) owns
 * one entry of the browser's session history, pushed once it has shown (the
 * frame after the tap that opened it: {@link openOverlay}). Back
 * (browser button, Android gesture, `history.back()`) pops that entry and
 * closes the topmost overlay only; closing an overlay any other way (its
 * button, Escape, a click outside, a successful send) pops its entry, so
 * Back is never needed twice and the history never fills up.
 *
 * Entries carry `{ [OVERLAY_KEY]: depth }` in `history.state`, depth 1 for
 * the first overlay, 2 for one opened over it; the page's own entry has no
 * depth (0). Every history move this module makes is queued: `history.go`
 * is asynchronous, and a `pushState` made before its `popstate` arrived
 * would be undone by it.
 */

/** The key of this module's field in `history.state`. */
export const OVERLAY_KEY = 'portfolioOverlay';

/** What {@link openOverlay} returns: hand it back with {@link closeOverlay}. */
export type OverlayEntry = { readonly close: () => void };

type Entry = OverlayEntry & {
  /** Its history entry is pushed (pushes wait their turn in the queue). */
  pushed: boolean;
};

const stack: Entry[] = [];
/** How many overlay entries the current history entry is above the page's own. */
let depth = 0;
/** History moves in flight (each `history.go` waits for its `popstate`). */
let queue: Promise<void> = Promise.resolve();
let waitingForPop: (() => void) | undefined;
/**
 * Where the page was scrolled when this module stepped back itself: the
 * browser restores the scroll position of the entry it returns to, which
 * would undo a scroll made while the overlay was open (the drawer's Home
 * link scrolls to the top as it closes the drawer).
 */
let keepScroll: [x: number, y: number] | undefined;
let isListening = false;

function depthOf(state: unknown): number {
  const value = (state as Record<string, unknown> | null)?.[OVERLAY_KEY];
  return typeof value === 'number' && value > 0 ? value : 0;
}

/** Runs `move` after the moves before it; a move that calls `history.go` resolves on its `popstate`. */
function enqueue(move: () => boolean): void {
  queue = queue.then(
    () =>
      new Promise<void>((resolve) => {
        if (!move()) {
          resolve();
          return;
        }
        waitingForPop = resolve;
        // A traversal that never fires (the page is being left) must not block the queue.
        setTimeout(() => {
          if (waitingForPop === resolve) {
            waitingForPop = undefined;
            resolve();
          }
        }, 1000);
      }),
  );
}

function goBack(steps: number): boolean {
  if (steps <= 0) return false;
  keepScroll = [scrollX, scrollY];
  history.go(-steps);
  return true;
}

const pushedCount = () => stack.filter((entry) => entry.pushed).length;

function onPopState(event: PopStateEvent): void {
  depth = depthOf(event.state);
  // Back on the page's own entry: a reload or a later visit restores its scroll again.
  if (depth === 0) setTimeout(() => (history.scrollRestoration = 'auto'));
  const resolve = waitingForPop;
  waitingForPop = undefined;
  if (resolve) {
    // This module's own step back: its overlay is closed already, and one
    // opened meanwhile waits in the queue for its entry; close nothing.
    const keep = keepScroll;
    keepScroll = undefined;
    if (keep) {
      scrollTo(...keep);
      // Chromium may restore the entry's scroll position after this event.
      requestAnimationFrame(() => scrollTo(...keep));
    }
    resolve();
    return;
  }
  // Back (or a jump further back) closes the overlays whose entries are gone, topmost first.
  while (pushedCount() > depth) {
    const top = stack.findLast((entry) => entry.pushed);
    if (!top) break;
    stack.splice(stack.indexOf(top), 1);
    top.close();
  }
  if (depth > pushedCount()) {
    // Forward onto an entry of an overlay that is closed now: step back over it.
    const extra = depth - pushedCount();
    enqueue(() => {
      depth -= extra;
      return goBack(extra);
    });
  }
}

/**
 * Starts listening for Back and clears what a reload left behind: after a
 * reload the top entry may still be an overlay's, though nothing is open, so
 * it steps back to the page's own entry (the reload opens nothing and leaves
 * no entry that would need a second Back). Call once at startup, in the
 * browser; later calls do nothing.
 */
export function startOverlayHistory(): void {
  if (isListening) return;
  isListening = true;
  addEventListener('popstate', onPopState);
  const stale = depthOf(history.state);
  if (stale > 0) enqueue(() => goBack(stale));
}

/**
 * Pushes a history entry for an overlay that has just opened. The first overlay's waits until
 * its first frame is drawn: a Back made before then (within a frame of
 * the tap) is the page's own, as it would be a moment earlier. One opened over another is pushed
 * at once, so a Back always finds the topmost overlay's entry on top (the install help over the
 * drawer: Back closes the help, never the drawer under it).
 * @param close closes the overlay; called when Back pops its entry.
 * @returns the entry, for {@link closeOverlay} when the overlay closes another way.
 */
export function openOverlay(close: () => void): OverlayEntry {
  startOverlayHistory();
  const entry: Entry = { close, pushed: false };
  // The first overlay's push waits, in a task after the next frame: `pushState` costs the main
  // thread 1–3 ms (Chromium), which the tap's answer, the overlay's first frame, need not wait
  // for (docs/product.md § Performance, "Every tap answered"). A hidden page draws no frames: it
  // pushes once it is shown. Moves queued after this one (a close, another overlay) wait for it.
  if (!stack.length)
    queue = queue.then(
      () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve))),
    );
  stack.push(entry);
  enqueue(() => {
    // Closed again before its turn came (e.g. open and close in one task): push nothing.
    if (!stack.includes(entry)) return false;
    // The browser would restore the page's scroll position when its own entry
    // comes back, undoing a scroll made meanwhile (the drawer's Home link):
    // the page's entry and the overlays' keep the position as it is.
    if (depth === 0) history.scrollRestoration = 'manual';
    depth += 1;
    entry.pushed = true;
    history.pushState({ ...(history.state as object | null), [OVERLAY_KEY]: depth }, '');
    return false;
  });
  return entry;
}

/**
 * Forgets an overlay that closed (by any means) and removes its history
 * entry if Back has not already done so. Idempotent.
 */
export function closeOverlay(entry: OverlayEntry): void {
  const index = stack.indexOf(entry as Entry);
  if (index === -1) return;
  stack.splice(index, 1);
  enqueue(() => {
    const extra = depth - pushedCount();
    if (extra <= 0) return false;
    depth -= extra;
    return goBack(extra);
  });
}
