import { UNSTABLE_ToastQueue as ToastQueue } from 'react-aria-components';

/** Spec section 9: a toast stays 2000 ms (its timer pauses while hovered or focused). */
export const TOAST_MS = 2000;

/** What a toast shows. `tone` picks the colour; the text is also what screen readers announce. */
export type ToastContent = {
  title: string;
  description?: string;
  tone?: 'neutral' | 'success' | 'error';
};

/**
 * The one toast queue of the app (issue 4: one mechanism serves the whole
 * app). Anything may call {@link showToast}; `ToastHost` renders the queue.
 * Up to 5 toasts are visible at once, newest first; more wait their turn.
 */
export const toastQueue = new ToastQueue<ToastContent>({ maxVisibleToasts: 5 });

/**
 * Shows a toast at the bottom of the screen.
 * @param timeout ms until it closes by itself; `0` keeps it until dismissed.
 * @returns the toast's key, for `toastQueue.close(key)`.
 */
export function showToast(
  title: string,
  { timeout = TOAST_MS, ...rest }: Omit<ToastContent, 'title'> & { timeout?: number } = {},
): string {
  return toastQueue.add({ title, ...rest }, timeout > 0 ? { timeout } : {});
}
