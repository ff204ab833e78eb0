/** The overlay under every modal (`DismissableOverlay`), which reads the toasts' band. */
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

/** Calls `changed` when an overlay opens or closes (its `open` attribute) or leaves the page. */
export function watchModals(changed: () => void): () => void {
  const observer = new MutationObserver(changed);
  observer.observe(document.body, { subtree: true, childList: true, attributeFilter: ['open'] });
  return () => observer.disconnect();
}
