import type { ReactNode } from 'react';
import { useEffect, useState } from 'react';
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
  /**
   * Where focus goes as it closes instead of back to its opener, when set just before the
   * close (a link followed inside it that leads into the page); read once, then cleared.
   */
  focusOnClose?: { current: HTMLElement | null };
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
 * opacity 1 and holds it. Focus goes back to where it was when the overlay
 * opened as soon as it closes, before it fades out ({@link useFocusBackAtOnce}),
 * or to `focusOnClose` when its holder set one for this close.
 */
export function DismissableOverlay({
  isOpen,
  onOpenChange,
  className,
  children,
  focusOnClose,
}: DismissableOverlayProps) {
  useFocusBackAtOnce(isOpen, focusOnClose);
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

/** An overlay on its way out (react-aria marks it as it starts to fade). */
const CLOSING = '[data-modal-overlay][data-exiting]';

/**
 * Gives focus back to the element that had it when the overlay opened (its
 * trigger, most often) as the overlay closes, before it fades out, when focus is
 * lost: on the page's body, or inside an overlay that is closing (a search
 * result picked over the drawer closes both: focus goes to the menu button at
 * once, not through the drawer's Search button). An opener inside a closing
 * overlay is passed over, and focus the visitor or the page moved elsewhere stays.
 * react-aria's FocusScope does the same a frame after the overlay is removed, and
 * only if focus is on the body then. In between, a task can take it: react-aria's dialog
 * focuses itself again 500 ms after it opened if focus is on the body then
 * (a VoiceOver workaround), so the install help opened from the drawer and
 * closed within that half second left focus on the drawer, not on "Install app".
 * @param isOpen the overlay's open state.
 * @param focusOnClose an element to focus instead of the opener, set just before the close.
 */
function useFocusBackAtOnce(isOpen: boolean, focusOnClose?: { current: HTMLElement | null }): void {
  // Read as the opening render runs, before any autofocus inside the overlay (as react-aria
  // does), and kept until the next opening: state, which React never throws away.
  const [opened, setOpened] = useState(() => ({
    isOpen,
    from: isOpen ? document.activeElement : null,
  }));
  if (opened.isOpen !== isOpen) {
    setOpened({ isOpen, from: isOpen ? document.activeElement : opened.from });
  }
  const from = opened.from;
  // An effect, not a layout effect: react-aria makes the rest of the page inert in one, and
  // undoes it as the overlay closes, before this runs (the opener can take focus again). For a
  // key or a click that is the same task as the close.
  useEffect(() => {
    if (isOpen) return;
    const to = focusOnClose?.current ?? from;
    if (focusOnClose) focusOnClose.current = null;
    if (!(to instanceof HTMLElement) || !to.isConnected) return;
    if (to === document.body || to.closest(CLOSING)) return;
    const active = document.activeElement;
    if (active && active !== document.body && !active.closest(CLOSING)) return;
    to.focus({ preventScroll: true });
  }, [isOpen, from, focusOnClose]);
}
