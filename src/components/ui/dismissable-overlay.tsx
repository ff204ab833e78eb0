import type { ReactNode, RefObject } from 'react';
import { useEffect, useMemo, useRef } from 'react';
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
 * opacity 1 and holds it. Focus goes back to where it was when the overlay
 * opened in the very commit that closes it ({@link useFocusBackAtOnce}).
 */
export function DismissableOverlay({
  isOpen,
  onOpenChange,
  className,
  children,
}: DismissableOverlayProps) {
  const overlay = useRef<HTMLDivElement>(null);
  useFocusBackAtOnce(isOpen, overlay);
  return (
    <AriaLocale>
      <ModalOverlay
        ref={overlay}
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

/**
 * Gives focus back to the element that had it when the overlay opened (its
 * trigger, most often) as the overlay closes, before it fades out, when focus is
 * still inside it or already lost to the page's body; focus moved elsewhere on
 * purpose (the drawer's Home link focuses `<main>`) stays where it is.
 * react-aria's FocusScope does the same a frame later, and only if focus is
 * on the body by then. In between, a task can take it: react-aria's dialog
 * focuses itself again 500 ms after it opened if focus is on the body then
 * (a VoiceOver workaround), so the install help opened from the drawer and
 * closed within that half second left focus on the drawer, not on "Install app".
 * @param isOpen the overlay's open state.
 * @param overlay the overlay's element while it is mounted.
 */
function useFocusBackAtOnce(isOpen: boolean, overlay: RefObject<HTMLElement | null>): void {
  // Read as the opening render runs, before any autofocus inside the overlay (as react-aria does).
  const openedFrom = useMemo(() => (isOpen ? document.activeElement : null), [isOpen]);
  const from = useRef<Element | null>(null);
  // An effect, not a layout effect: react-aria makes the rest of the page inert in one, and
  // undoes it as the overlay closes, before this runs (the trigger can take focus again).
  useEffect(() => {
    if (isOpen) {
      from.current = openedFrom;
      return;
    }
    const element = from.current;
    from.current = null;
    if (!(element instanceof HTMLElement) || !element.isConnected || element === document.body) {
      return;
    }
    const active = document.activeElement;
    if (active && active !== document.body && !overlay.current?.contains(active)) return;
    element.focus({ preventScroll: true });
  }, [isOpen, openedFrom, overlay]);
}
