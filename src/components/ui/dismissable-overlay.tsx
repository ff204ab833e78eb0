import type { ReactNode } from 'react';
import { ModalOverlay } from 'react-aria-components';
import { AriaLocale } from './aria-locale.tsx';
import styles from './dismissable-overlay.module.css';

export type DismissableOverlayProps = {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** The overlay's class: its dimming and placement. */
  className: string;
  /** The `Modal` it holds. */
  children: ReactNode;
};

/**
 * The dimmed overlay under every modal of the site (the dialogs, the video
 * and the drawer): react-aria-components' `ModalOverlay`, closed by Escape or
 * a click outside, in the page's language (`AriaLocale`), and marked
 * `data-modal-overlay`, which moves the toasts to the bottom edge, clear of
 * what it holds (toast-region.module.css). It and its modal show from the
 * frame after the tap, not two frames later as react-aria has them on a touch
 * screen (dismissable-overlay.module.css;
 * docs/decisions/0028-modals-shown-at-once.md): the overlay fades in and
 * out there (`className` may set `--overlay-fade-in` and `--overlay-fade-out`,
 * in ms), and the modal's own styles give it an entry animation that ends at
 * opacity 1 and holds it.
 */
export function DismissableOverlay({
  isOpen,
  onOpenChange,
  className,
  children,
}: DismissableOverlayProps) {
  return (
    <AriaLocale>
      <ModalOverlay
        isOpen={isOpen}
        onOpenChange={onOpenChange}
        isDismissable
        className={`${styles.shown} ${className}`}
        data-modal-overlay
      >
        {children}
      </ModalOverlay>
    </AriaLocale>
  );
}
