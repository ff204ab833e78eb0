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
 * The bottom-of-screen toast stack (react-aria's toast: announced through
 * `role="alert"`, landmark "Notifications" reachable with F6, timers paused
 * while hovered or focused, each toast dismissable). The alert is named by
 * the toast's title (docs/product.md § Accessibility: each toast has role
 * status or alert and is named by its text), as an alert takes no name from its content.
 */
export function ToastRegion({ queue }: ToastRegionProps) {
  return (
    <RACToastRegion queue={queue} className={styles.region}>
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
