import {
  Button,
  UNSTABLE_ToastRegion as RACToastRegion,
  Text,
  UNSTABLE_Toast as Toast,
  UNSTABLE_ToastContent as ToastContent,
  type UNSTABLE_ToastQueue as ToastQueue,
} from 'react-aria-components';
import { CloseIcon } from './icons';
import type { ToastContent as Content } from './toast-queue';
import styles from './toast-region.module.css';

export type ToastRegionProps = { queue: ToastQueue<Content> };

/**
 * Keeps the CSS variable `--toast-room` on the root element while toasts
 * show: the toast stack's height in px plus a 0.5rem gap (removed with the
 * last toast). While a modal dialog is open the stack sits at the screen's
 * bottom edge and the dialog keeps out of that band (`dialog.module.css`),
 * so a toast never covers the dialog's content (docs/product.md § Toasts).
 * A ref callback for the region element.
 * @returns the cleanup React runs when the region leaves the page.
 */
function reserveRoom(region: HTMLElement | null): (() => void) | undefined {
  if (!region) return;
  const root = document.documentElement.style;
  const measure = () =>
    root.setProperty('--toast-room', `calc(${Math.ceil(region.offsetHeight)}px + 0.5rem)`);
  measure();
  const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(measure) : null;
  observer?.observe(region);
  return () => {
    observer?.disconnect();
    root.removeProperty('--toast-room');
  };
}

/**
 * The bottom-of-screen toast stack (react-aria's toast: announced through
 * `role="alert"`, landmark "Notifications" reachable with F6, timers paused
 * while hovered or focused, each toast dismissable). The alert is named by
 * the toast's title (docs/product.md § Accessibility: each toast has role
 * status or alert and is named by its text), as an alert takes no name from its content.
 */
export function ToastRegion({ queue }: ToastRegionProps) {
  return (
    <RACToastRegion queue={queue} className={styles.region} ref={reserveRoom}>
      {({ toast }) => (
        <Toast toast={toast} className={styles.toast} data-tone={toast.content.tone ?? 'neutral'}>
          <ToastContent className={styles.content} aria-label={toast.content.title}>
            <Text slot="title" className={styles.title}>
              {toast.content.title}
            </Text>
            {toast.content.description && (
              <Text slot="description" className={styles.description}>
                {toast.content.description}
              </Text>
            )}
          </ToastContent>
          <Button slot="close" aria-label="Dismiss notification" className={styles.close}>
            <CloseIcon size={16} />
          </Button>
        </Toast>
      )}
    </RACToastRegion>
  );
}
