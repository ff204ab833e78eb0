import { useEffect, useRef } from 'react';
import { closeOverlay, openOverlay } from './overlay-history.ts';

/**
 * Gives an overlay one history entry while it is open, so Back closes it
 * (docs/product.md § Navigation; the rules are in `overlay-history.ts`).
 * Closing it any other way removes the entry again.
 * @param isOpen whether the overlay is open now.
 * @param close closes it (called when Back pops its entry).
 */
export function useBackToClose(isOpen: boolean, close: () => void): void {
  const closeRef = useRef(close);
  closeRef.current = close;
  useEffect(() => {
    if (!isOpen) return;
    const entry = openOverlay(() => closeRef.current());
    return () => closeOverlay(entry);
  }, [isOpen]);
}
