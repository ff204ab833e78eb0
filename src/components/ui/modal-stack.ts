/**
 * The CSS attribute selector of the overlay under every modal (`DismissableOverlay`), which
 * reads the toasts' band.
 */
export const MODAL_OVERLAY = '[data-modal-overlay]';

/**
 * The open modal's overlay on top (the last one opened: its `data-opened-at`, in ms, is the
 * largest), or `null` when none is open.
 */
export function topModal(): HTMLElement | null {
  let top: HTMLElement | null = null;
  for (const overlay of document.querySelectorAll<HTMLElement>(`${MODAL_OVERLAY}[open]`)) {
    if (!top || Number(overlay.dataset.openedAt) > Number(top.dataset.openedAt)) top = overlay;
  }
  return top;
}

/**
 * The event the document gets when a modal overlay opens, closes or leaves the page while open
 * ({@link announceModalChange}). Its own name, not the browser's `toggle`: a `<dialog>`'s
 * `toggle` is missing from older browsers and does not fire when an open one is removed.
 */
const MODAL_CHANGE = 'site:modalchange';

/**
 * Tells {@link watchModals} that an overlay opened, closed or left the page: the overlay calls
 * it itself (`DismissableOverlay`) once `showModal()` or `close()` has run (in its layout
 * effect, so the listeners run then, inside React's commit, before the frame paints), and as it
 * unmounts. Saying it with nothing changed costs a listener one look at the page's overlays.
 */
export function announceModalChange(): void {
  document.dispatchEvent(new Event(MODAL_CHANGE));
}

/**
 * Calls `changed` when an overlay opens, closes or leaves the page ({@link announceModalChange}).
 * Not a `MutationObserver` on `body`'s subtree: that would run on every element added to or
 * taken from the page for the life of the page, where the overlays know when they open and close.
 * An `open` changed other than through `DismissableOverlay` goes unseen.
 * @returns the function that stops watching.
 */
export function watchModals(changed: () => void): () => void {
  document.addEventListener(MODAL_CHANGE, changed);
  return () => document.removeEventListener(MODAL_CHANGE, changed);
}
