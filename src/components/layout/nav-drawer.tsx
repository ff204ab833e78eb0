import { useEffect, useRef } from 'react';
import { Button } from 'react-aria-components';
import { useSite } from '#src/content/page-site.tsx';
import { useI18n } from '#src/i18n/i18n-provider.tsx';
import button from '../ui/button.module.css';
import { DismissableOverlay } from '../ui/dismissable-overlay.tsx';
import { CloseIcon } from '../ui/icons.tsx';
import { useDialogContent } from '../ui/use-dialog-content.ts';
import { LanguageLinks } from './language-links.tsx';
import styles from './nav-drawer.module.css';
import { NavLinks } from './nav-links.tsx';
import type { NavSlots } from './nav-panel.ts';
import { ThemeSwitch } from './theme-switch.tsx';
import { useSwipeToClose } from './use-swipe-to-close.ts';

export type NavDrawerProps = NavSlots & {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
};

/** The md breakpoint (docs/product.md § Navigation), where the sidebar takes over from the drawer. */
const WIDE = '(min-width: 48em)';

/**
 * The narrow-screen navigation drawer (docs/product.md § Navigation): a
 * full-size modal dialog "Navigation" (the whole viewport) sliding in from
 * the left, with the button "Close navigation", the navigation, the Courses
 * Taken panel and the "Install app" button (when the browser can install;
 * both passed in by the app) and the colour-mode switch. Closes on its button, Escape, Back, a swipe
 * towards the left edge, after following a link (Home then focuses the main content), and when the window grows
 * to the wide layout. Safe-area padding keeps it clear of a notch.
 *
 * The header and the navigation show in the tap's own render; the Courses
 * Taken panel and the footer follow in the next one, so the tap is answered
 * in the next frame (docs/product.md § Performance, "Every tap answered").
 */
export function NavDrawer({
  isOpen,
  onOpenChange,
  navPanel,
  drawerAction: DrawerAction,
}: NavDrawerProps) {
  const site = useSite();
  useEffect(() => {
    if (!isOpen) return;
    const query = window.matchMedia(WIDE);
    const close = () => query.matches && onOpenChange(false);
    close();
    query.addEventListener('change', close);
    return () => query.removeEventListener('change', close);
  }, [isOpen, onOpenChange]);
  const { t } = useI18n();
  const close = () => onOpenChange(false);
  const swipe = useSwipeToClose(close);
  const showRest = useDialogContent(isOpen);
  // Home scrolls this page to its top: focus goes to the main content there, as the sidebar's
  // Home does, not back to the menu button at the top bar.
  const focusOnClose = useRef<HTMLElement | null>(null);

  return (
    <DismissableOverlay
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      className={styles.overlay}
      modal={{ className: styles.drawer, ...swipe }}
      dialog={{ className: styles.dialog, 'aria-label': t('nav.dialog') }}
      focusOnClose={focusOnClose}
    >
      <div className={styles.header}>
        <span className={styles.brand}>{site.name}</span>
        <Button aria-label={t('nav.close')} className={button.icon} onPress={close}>
          <CloseIcon size={24} />
        </Button>
      </div>
      <NavLinks
        onNavigate={() => {
          focusOnClose.current = document.getElementById('main');
          close();
        }}
      />
      {showRest && (
        <>
          {navPanel?.(styles.courses)}
          <div className={styles.footer}>
            {DrawerAction && <DrawerAction className={`${button.secondary} ${styles.install}`} />}
            <LanguageLinks />
            <ThemeSwitch />
          </div>
        </>
      )}
    </DismissableOverlay>
  );
}
