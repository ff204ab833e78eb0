import type { ComponentType } from 'react';
import { useState } from 'react';
import { useI18n } from '#src/i18n/i18n-provider.tsx';
import type { PreloadableComponent } from '#src/lib/lazy-with-preload.ts';
import { useBackToClose } from '#src/lib/use-back-to-close.ts';
import { showToast } from './toast-queue.ts';

/** What a trigger of a lazily loaded dialog needs (see {@link useLazyDialog}). */
export type LazyDialog = {
  isOpen: boolean;
  setOpen: (isOpen: boolean) => void;
  /** True once the dialog's code is here: render the dialog from then on, so it can animate out. */
  isLoaded: boolean;
  /** Loads the dialog's code if needed, then opens it. */
  open: () => void;
  /**
   * Spread on the trigger `<button>`: opens on click, says it opens a dialog
   * and whether it is open, and starts loading on hover, touch and focus (docs/product.md § Performance).
   */
  triggerProps: {
    'aria-haspopup': 'dialog';
    'aria-expanded': boolean;
    onClick: () => void;
    onPointerEnter: () => void;
    onPointerDown: () => void;
    onFocus: () => void;
  };
};

/**
 * Opens a dialog whose code is a separate chunk (docs/product.md § Performance) without ever
 * rendering it before the code is here: the chunk is loaded first and the
 * dialog opens once it arrived. A chunk that cannot be loaded (offline
 * before the service worker cached the app, or a deploy removed it) leaves
 * the page as it is and tells the visitor with a toast, instead of reaching
 * the error boundary; the next press tries again. While open, the dialog owns
 * one history entry, so Back closes it (`useBackToClose`).
 * @param dialog a component made with `lazyWithPreload`
 * @param notLoaded the toast's title when the code cannot be loaded, in the page's
 *   language, e.g. "The video could not be loaded"
 * @param state the open state when it lives elsewhere (the drawer's is in the nav store); else local
 */
// biome-ignore lint/suspicious/noExplicitAny: any dialog's props, as React.lazy's own signature
export function useLazyDialog<T extends ComponentType<any>>(
  dialog: PreloadableComponent<T>,
  notLoaded: string,
  state?: Pick<LazyDialog, 'isOpen' | 'setOpen'>,
): LazyDialog {
  const { t } = useI18n();
  const [localOpen, setLocalOpen] = useState(false);
  const { isOpen, setOpen } = state ?? { isOpen: localOpen, setOpen: setLocalOpen };
  const [isLoaded, setLoaded] = useState(false);
  const preload = () => void dialog.preload().catch(() => undefined);
  useBackToClose(isOpen, () => setOpen(false));

  function open() {
    // Code already here (loaded when the page was idle): open in this very
    // event, with no promise tick and no extra task before the render
    // (docs/product.md § Performance, "Every tap answered").
    if (dialog.isLoaded()) {
      setLoaded(true);
      setOpen(true);
      return;
    }
    dialog.preload().then(
      () => {
        setLoaded(true);
        setOpen(true);
      },
      (error: unknown) => {
        console.error(notLoaded, error);
        showToast(notLoaded, {
          tone: 'error',
          description: navigator.onLine ? t('common.tryAgainLater') : t('common.offline'),
        });
      },
    );
  }

  return {
    isOpen,
    setOpen,
    isLoaded,
    open,
    triggerProps: {
      'aria-haspopup': 'dialog',
      'aria-expanded': isOpen,
      onClick: open,
      onPointerEnter: preload,
      onPointerDown: preload,
      onFocus: preload,
    },
  };
}
