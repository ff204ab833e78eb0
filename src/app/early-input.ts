/**
 * Input made before hydration (docs/product.md § Performance: nothing a
 * visitor does is lost). The page is painted from its prerendered HTML long
 * before its script has arrived on a slow phone; until React listens, the
 * pre-paint script of `index.html` keeps every click on a button of `#root`
 * (a key press on a focused button is a click too) in `window.__earlyClicks`.
 * Text typed into a field needs no keeping: it stays in the field, and
 * `useTextTypedBeforeHydration` (src/lib) hands it to React. The browser's
 * install offer is kept there too (see {@link takeInstallOffer}).
 */

/** What the pre-paint script of `index.html` leaves on `window`. */
export type EarlyClicks = {
  /** The buttons clicked so far, in order, one entry per click. */
  clicks: Element[];
  /** The capturing `click` listener on `document`. */
  keep: (event: Event) => void;
  /** Chromium's `beforeinstallprompt` event, when it came before the app listened (default prevented). */
  offer?: Event;
};

declare global {
  interface Window {
    __earlyClicks?: EarlyClicks;
    /** Chromium's handler property for `beforeinstallprompt`; the pre-paint script sets it. */
    onbeforeinstallprompt?: ((event: Event) => void) | null;
  }
}

/**
 * Stops keeping the browser's install offer and returns the one kept so far
 * (docs/product.md § Offline and install: the "Install app" button shows
 * whenever the browser offers installation). Chromium fires
 * `beforeinstallprompt` once per page load, as soon as the site is
 * installable, possibly before the entry script runs; the pre-paint script
 * keeps it (its mini-infobar suppressed). Call in the same task as the app
 * starts listening for it, so that no offer falls between the two.
 * @returns the kept event, or undefined when none came (or the pre-paint script did not run).
 */
export function takeInstallOffer(): Event | undefined {
  window.onbeforeinstallprompt = null;
  return window.__earlyClicks?.offer;
}

/**
 * Stops keeping clicks and returns the ones kept so far (an empty list when
 * the pre-paint script did not run, e.g. in tests). Call right before React
 * starts listening (`hydrateRoot`), in the same task, so that no click is
 * both kept and seen by React.
 */
export function stopKeepingClicks(): Element[] {
  const early = window.__earlyClicks;
  if (!early) return [];
  document.removeEventListener('click', early.keep, true);
  delete window.__earlyClicks;
  return early.clicks;
}

/**
 * Replays kept clicks into the page React now listens to, in order, each
 * once: `click()` dispatches the same click on the same button (hydration
 * keeps the prerendered nodes). React hydrates the part under a button at
 * once when a click reaches it before hydration got there (its own event
 * replay), so the click takes effect right away. A button that is no longer
 * in the page (the page was rendered from scratch) is skipped.
 * @returns how many clicks were replayed.
 */
export function replayClicks(clicks: Element[]): number {
  let replayed = 0;
  for (const button of clicks) {
    if (!(button instanceof HTMLElement) || !button.isConnected) continue;
    button.click();
    replayed += 1;
  }
  return replayed;
}
