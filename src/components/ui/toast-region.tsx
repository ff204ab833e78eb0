import { useSyncExternalStore } from 'react';
import { UNSAFE_PortalProvider as PortalProvider } from 'react-aria';
import {
  Button,
  UNSTABLE_ToastRegion as RACToastRegion,
  Text,
  UNSTABLE_Toast as Toast,
  UNSTABLE_ToastContent as ToastContent,
  type UNSTABLE_ToastQueue as ToastQueue,
} from 'react-aria-components';
import { useI18n } from '#src/i18n/i18n-provider.tsx';
import { AriaLocale } from './aria-locale.tsx';
import { CloseIcon } from './icons.tsx';
import { MODAL_OVERLAY, topModal, watchModals } from './modal-stack.ts';
import type { ToastContent as Content } from './toast-queue.ts';
import styles from './toast-region.module.css';

export type ToastRegionProps = { queue: ToastQueue<Content> };

/**
 * Keeps two CSS variables on every modal overlay while toasts show (removed
 * with the last toast): `--toast-room`, the toast stack's height in px plus
 * a 0.5rem gap, and `--toast-band`, that plus the stack's distance from the
 * screen's bottom edge while a modal dialog is open
 * (`toast-region.module.css`): the whole band at the bottom that the toasts
 * take. The centred dialogs keep a row of `--toast-room` under them inside
 * their padded overlay (`dialog.module.css`); the full-screen ones (the
 * navigation drawer, the video dialog) keep their full size under the toasts
 * and pad their content by `--toast-band` (`nav-drawer.module.css`,
 * `video-dialog.module.css`). So a toast never covers a dialog's content
 * (docs/product.md § Toasts). On the overlays, not the root element: a
 * variable there would restyle the whole page with every toast (about 3 ms of
 * a tap's main thread here), where only what lies in an overlay reads it.
 * An overlay that opens while toasts show gets them as the region moves into
 * it (`ToastRegion`), which mounts the region, and this, anew.
 * A ref callback for the region element.
 * @returns the cleanup React runs when the region leaves the page.
 */
function reserveRoom(region: HTMLElement | null): (() => void) | undefined {
  if (!region) return;
  const band = { room: '', band: '' };
  const overlays = () => document.querySelectorAll<HTMLElement>(MODAL_OVERLAY);
  const apply = () => {
    for (const { style } of overlays()) {
      style.setProperty('--toast-room', band.room);
      style.setProperty('--toast-band', band.band);
    }
  };
  const measure = () => {
    const room = `${Math.ceil(region.offsetHeight)}px + 0.5rem`;
    band.room = `calc(${room})`;
    band.band = `calc(${room} + ${MODAL_TOAST_EDGE})`;
    apply();
  };
  // Measured by the observer's first call, after the frame's own layout and before its paint:
  // reading the height as the region mounts would lay out the whole page once more, in the
  // tap that shows the first toast (docs/product.md § Performance, "Every tap answered").
  const resizes = typeof ResizeObserver === 'function' ? new ResizeObserver(measure) : null;
  if (resizes) resizes.observe(region);
  else measure();
  return () => {
    resizes?.disconnect();
    for (const { style } of overlays()) {
      style.removeProperty('--toast-room');
      style.removeProperty('--toast-band');
    }
  };
}

/** The toast stack's distance from the bottom edge while a modal dialog is open (toast-region.module.css). */
const MODAL_TOAST_EDGE = 'max(1rem, env(safe-area-inset-bottom))';

/**
 * The bottom-of-screen toast stack (react-aria's toast: announced through
 * `role="alert"`, landmark "Notifications" reachable with F6, timers paused
 * while hovered or focused, each toast dismissable). The alert is named by
 * the toast's title (docs/product.md § Accessibility: each toast has role
 * status or alert and is named by its text), as an alert takes no name from its content.
 * While a modal is open the region is in its overlay (the top one's), beside the dialog, since
 * the rest of the page is inert then: out of reach of the pointer and of assistive technology
 * (docs/decisions/0051-native-modal-dialogs.md).
 */
export function ToastRegion({ queue }: ToastRegionProps) {
  const { t } = useI18n();
  const modal = useSyncExternalStore(watchModals, topModal);
  return (
    <AriaLocale>
      <PortalProvider getContainer={() => modal ?? document.body}>
        <RACToastRegion queue={queue} className={styles.region} ref={reserveRoom}>
          {({ toast }) => (
            <Toast
              toast={toast}
              className={styles.toast}
              data-tone={toast.content.tone ?? 'neutral'}
            >
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
              <Button slot="close" aria-label={t('toast.dismiss')} className={styles.close}>
                <CloseIcon size={16} />
              </Button>
            </Toast>
          )}
        </RACToastRegion>
      </PortalProvider>
    </AriaLocale>
  );
}
