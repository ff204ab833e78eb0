import { useDeferredValue } from 'react';

/**
 * Whether a dialog renders its content besides its frame (overlay, heading,
 * Close), for a tap answered in the next frame (docs/product.md §
 * Performance, "Every tap answered"): on opening, `false` in the tap's own
 * render and `true` from the next one (a deferred render React may
 * interrupt); on closing, `true` until the dialog unmounts, so its content
 * stays while it slides or fades out (150–220 ms) instead of emptying first.
 * @param isOpen the dialog's open state.
 */
export function useDialogContent(isOpen: boolean): boolean {
  return useDeferredValue(isOpen, false) || !isOpen;
}
