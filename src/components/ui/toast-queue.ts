import type { ReactNode } from 'react';
import { UNSTABLE_ToastQueue as ToastQueue } from 'react-aria-components';

/** docs/product.md § Toasts: a toast stays 2000 ms (its timer pauses while hovered or focused). */
export const TOAST_MS = 2000;

/**
 * What a toast shows. `tone` picks the colour; the text is also what screen
 * readers announce. The title is plain text (it names the alert); the
 * description may hold elements, so words in another language than the
 * page's carry `lang` (docs/product.md § Languages), e.g. the mail API's
 * English reason on a Filipino page (`MailFailureText`).
 */
export type ToastContent = {
  title: string;
  description?: ReactNode;
  tone?: 'neutral' | 'success' | 'error';
};

/**
 * The one toast queue of the app (docs/product.md § Toasts: one mechanism
 * serves the whole app). Anything may call {@link showToast}; `ToastHost` renders the queue.
 * Up to 5 toasts are visible at once; more wait their turn.
 *
 * `visibleToasts` is in the order the toasts were shown, oldest first
 * (react-aria keeps it newest first): the region renders it as it is, so
 * screen readers read a quick series of toasts in the order it happened and
 * the newest sits at the bottom, next to the screen's edge (toasts stack in
 * order). The region's focus handling works on the same list, so it
 * stays consistent. `wrapUpdate` runs after each change of the list and
 * before subscribers hear of it.
 */
export const toastQueue: ToastQueue<ToastContent> = new ToastQueue<ToastContent>({
  maxVisibleToasts: 5,
  wrapUpdate: (notify) => {
    toastQueue.visibleToasts = [...toastQueue.visibleToasts].reverse();
    notify();
  },
});

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
