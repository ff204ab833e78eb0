import type { HTMLAttributes, MouseEvent, ReactNode } from 'react';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { isComposing } from '#src/lib/is-composing.ts';
import { AriaLocale } from './aria-locale.tsx';
import styles from './dismissable-overlay.module.css';
import { announceModalChange } from './modal-stack.ts';

/** A `<div>`'s or `<section>`'s attributes and handlers, with its class. */
type BoxProps = HTMLAttributes<HTMLElement> & {
  className: string;
  [data: `data-${string}`]: string;
};

export type DismissableOverlayProps = {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** The overlay's class: the dimmed page around the dialog, and where it places it. */
  className: string;
  /**
   * The modal's box in the overlay: its class (its size and place, and its entry and exit
   * animations, with `[data-exiting]`), and any other attributes and handlers of its element.
   */
  modal: BoxProps;
  /**
   * The dialog in it (role `dialog`, the element that takes focus): its class and its name
   * (`aria-labelledby` or `aria-label`), and any other attributes of its element.
   */
  dialog: BoxProps;
  /** What the dialog holds. */
  children: ReactNode;
  /**
   * Where focus goes as it closes instead of back to its opener, when set just before the
   * close (a link followed inside it that leads into the page); read once, then cleared.
   */
  focusOnClose?: { current: HTMLElement | null };
};

/**
 * The overlay under every modal of the site (the dialogs, the video and the
 * drawer) and the dialog on it: a native `<dialog>` opened with `showModal()`
 * (docs/decisions/0051-native-modal-dialogs.md). The `<dialog>` is the overlay
 * (the dimmed page; no role of its own); it holds the modal's box, which holds
 * the dialog (a `<section>`, role `dialog`), as react-aria's
 * `ModalOverlay`, `Modal` and `Dialog` did. The browser puts it on the top layer and makes the rest of the
 * page inert: hidden from assistive technology, out of reach of Tab and the
 * pointer. Around it, it:
 * - shows in the commit that opens it (its entry animations start visible:
 *   docs/decisions/0029-entry-animations-start-visible.md) and focuses the
 *   dialog's element marked `data-autofocus`, else the dialog itself (announced by its name);
 * - keeps Tab and Shift+Tab going round the dialog's controls, or, from a toast
 *   beside it (reached with F6), round the toasts' and the dialog's (the browser
 *   would let them out to its own toolbar);
 * - closes on Escape (from a searchbox too, not while an input method
 *   composes), on the browser's close request (Android's Back) and on a click
 *   on the overlay around the dialog, each by `onOpenChange(false)`;
 * - on closing, leaves the top layer at once; gives focus to `focusOnClose` when
 *   its holder set one for this close, else back to where it was when it opened
 *   (an opener inside another closing overlay is passed over); and stays in the
 *   page, inert and marked `data-exiting` (its modal box too), until its exit animations end;
 * - is marked `data-modal-overlay`, and `data-opened-at` (ms) as it opens, and says when it
 *   opens, closes or leaves the page (`announceModalChange`): while one is open the toasts are
 *   shown in the top one, beside the dialog, as the rest of the page is inert (toast-region.tsx);
 * - gives react-aria's parts inside the page's language (`AriaLocale`);
 * - stops the page behind from scrolling while open (dismissable-overlay.module.css).
 *
 * Portalled to `body`.
 */
export function DismissableOverlay({
  isOpen,
  onOpenChange,
  className,
  modal,
  dialog,
  children,
  focusOnClose,
}: DismissableOverlayProps) {
  const ref = useRef<HTMLDialogElement>(null);
  // Mounted while open and while its exit animations run.
  const [mounted, setMounted] = useState(isOpen);
  if (isOpen && !mounted) setMounted(true);
  const from = useOpener(isOpen);
  // Whether the pointer went down on the overlay around the dialog (a click there closes it).
  const pressedOutside = useRef(false);
  // The latest close, for the overlay's own key listener.
  const closeNow = useRef(() => onOpenChange(false));
  useLayoutEffect(() => {
    closeNow.current = () => onOpenChange(false);
  });

  // A listener of the overlay element's own, not React's: React passes a key up its own tree,
  // so one in a toast (in the overlay, but a child of the toast host) would never reach a
  // handler here, and one in an overlay opened from inside this one would.
  useEffect(() => {
    const overlay = ref.current;
    if (!mounted || !overlay) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented) return;
      if (event.key === 'Escape' && !isComposing(event)) {
        event.preventDefault();
        closeNow.current();
      } else if (event.key === 'Tab') {
        // Round the dialog's controls; from a toast beside it (reached with F6), round the
        // toasts' and the dialog's.
        const dialog = overlay.querySelector<HTMLElement>('[role="dialog"]');
        keepTabInside(event, dialog?.contains(document.activeElement) ? dialog : overlay);
      }
    };
    overlay.addEventListener('keydown', onKeyDown);
    return () => overlay.removeEventListener('keydown', onKeyDown);
  }, [mounted]);

  useLayoutEffect(() => {
    const overlay = ref.current;
    if (!overlay) return;
    if (isOpen) {
      if (!overlay.open) {
        // When it came onto the top layer, for the toasts to find the top one (modal-stack.ts).
        overlay.dataset.openedAt = String(performance.now());
        overlay.showModal();
        announceModalChange();
        const dialog = overlay.querySelector<HTMLElement>('[role="dialog"]');
        (dialog?.querySelector<HTMLElement>('[data-autofocus]') ?? dialog)?.focus({
          preventScroll: true,
        });
      }
      return;
    }
    overlay.close();
    announceModalChange();
    let current = true;
    const running = overlay
      .getAnimations({ subtree: true })
      .filter((animation) => animation.effect?.getTiming().iterations !== Infinity);
    void Promise.allSettled(running.map((animation) => animation.finished)).then(() => {
      if (current) setMounted(false);
    });
    return () => {
      current = false;
    };
  }, [isOpen]);

  // One removed while open (whatever holds it left the page) leaves the top layer with no
  // close(): said as it goes, after React has taken it out of the page.
  useEffect(() => {
    return () => announceModalChange();
  }, []);

  // Focus moves once every overlay this commit closes has left the top layer: while another
  // one is still open there, the page is inert and nothing in it can take focus (a search
  // result picked over the drawer closes both).
  useEffect(() => {
    if (isOpen) return;
    const to = focusOnClose?.current;
    if (to && focusOnClose) {
      focusOnClose.current = null;
      to.focus({ preventScroll: true });
    } else {
      focusBack(from);
    }
  }, [isOpen, from, focusOnClose]);

  if (!mounted) return null;

  const close = () => onOpenChange(false);
  const exiting = isOpen ? undefined : true;
  // A click on the overlay around the dialog: pressed and released on the overlay itself (not
  // a drag that started in the dialog, not a toast).
  const onPointerDown = (event: MouseEvent<HTMLDialogElement>) => {
    pressedOutside.current = event.target === event.currentTarget;
  };
  const onClick = (event: MouseEvent<HTMLDialogElement>) => {
    if (pressedOutside.current && event.target === event.currentTarget) close();
    pressedOutside.current = false;
  };

  return createPortal(
    // The overlay has no role: the dialog in it is what assistive technology meets.
    <dialog
      ref={ref}
      className={`${styles.overlay} ${className}`}
      role="none"
      data-modal-overlay
      data-exiting={exiting}
      inert={!isOpen}
      onPointerDown={onPointerDown}
      onClick={onClick}
      onCancel={(event) => {
        // The browser's own close request (Android's Back): closed the site's way, with its exit.
        // Its own only: React passes an overlay's event on to the one it was opened from.
        if (event.target !== event.currentTarget) return;
        event.preventDefault();
        close();
      }}
    >
      <div {...modal} data-exiting={exiting}>
        {/* No aria-modal: the open <dialog> makes the rest of the page inert, and the toasts
            beside the dialog must stay in reach of assistive technology. */}
        <section {...dialog} role="dialog" tabIndex={-1}>
          <AriaLocale>{children}</AriaLocale>
        </section>
      </div>
    </dialog>,
    document.body,
  );
}

/** What Tab can stop on; {@link keepTabInside} keeps those shown, enabled and in the Tab order. */
const FOCUSABLE =
  'a[href], button, input, select, textarea, summary, iframe, video[controls], audio[controls], [contenteditable], [tabindex]';

/**
 * Moves Tab from the last stop in `scope` to its first, and Shift+Tab from its first (or
 * `scope` itself) to its last; between them the browser moves focus as usual. A stop is what
 * the browser's Tab stops on: focusable, shown, not disabled, `tabIndex` 0 or more. (A modal
 * `<dialog>` lets Tab out to the browser's toolbar; the site's dialogs keep it in:
 * docs/product.md § Accessibility.)
 */
function keepTabInside(event: KeyboardEvent, scope: HTMLElement): void {
  const stops = [...scope.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (element) =>
      element.tabIndex >= 0 &&
      !(element as HTMLButtonElement).disabled &&
      element.checkVisibility({ visibilityProperty: true }),
  );
  const first = stops[0];
  const last = stops.at(-1);
  if (!first || !last) {
    event.preventDefault();
    return;
  }
  const active = document.activeElement;
  let to: HTMLElement | null = null;
  if (event.shiftKey && (active === first || active === scope)) to = last;
  else if (!event.shiftKey && active === last) to = first;
  if (!to) return;
  event.preventDefault();
  to.focus();
}

/**
 * The element that had focus as the overlay opened (its trigger, most often),
 * read as the opening render runs, before anything inside takes focus, and
 * kept until the next opening: state, which React never throws away.
 */
function useOpener(isOpen: boolean): Element | null {
  const [opened, setOpened] = useState(() => ({
    isOpen,
    from: isOpen ? document.activeElement : null,
  }));
  if (opened.isOpen !== isOpen) {
    setOpened({ isOpen, from: isOpen ? document.activeElement : opened.from });
  }
  return opened.from;
}

/** An overlay on its way out. */
const CLOSING = '[data-modal-overlay][data-exiting]';

/**
 * Gives focus to `to` as an overlay closes, when focus is lost: on the page's
 * body, or inside an overlay that is closing (a search result picked over the
 * drawer closes both: focus goes to the menu button at once, not through the
 * drawer's Search button). An opener inside a closing overlay is passed over, and
 * focus the visitor or the page moved elsewhere stays. The browser gives focus
 * back too as a modal `<dialog>` closes, but not in every engine.
 */
function focusBack(to: Element | null): void {
  if (!(to instanceof HTMLElement) || !to.isConnected) return;
  if (to === document.body || to.closest(CLOSING)) return;
  const active = document.activeElement;
  if (active && active !== document.body && !active.closest(CLOSING)) return;
  to.focus({ preventScroll: true });
}
