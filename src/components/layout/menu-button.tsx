import { Suspense } from 'react';
import { useI18n } from '#/i18n/i18n-provider';
import { lazyWithPreload } from '#/lib/lazy-with-preload';
import { prefetchWhenIdle } from '#/lib/prefetch-when-idle';
import { useNavStore } from '#/stores/nav-store';
import button from '../ui/button.module.css';
import { MenuIcon } from '../ui/icons';
import { useLazyDialog } from '../ui/use-lazy-dialog';
import type { NavSlots } from './nav-panel';

const NavDrawer = lazyWithPreload(() =>
  import('./nav-drawer').then((m) => ({ default: m.NavDrawer })),
);
prefetchWhenIdle(NavDrawer.preload);

/**
 * The hamburger of narrow screens: button "Open navigation", which opens the
 * dialog "Navigation" (docs/product.md § Accessibility). The drawer's code loads when the page
 * is idle after hydration, or on hover, focus or touch if that comes first.
 * @param slots what the app shows in the drawer (see `AppShell`), passed on as they are.
 */
export function MenuButton(slots: NavSlots) {
  const { t } = useI18n();
  const isOpen = useNavStore((state) => state.isDrawerOpen);
  const setOpen = useNavStore((state) => state.setDrawerOpen);
  const { isLoaded, triggerProps } = useLazyDialog(NavDrawer, t('nav.notLoaded'), {
    isOpen,
    setOpen,
  });
  return (
    <>
      <button type="button" className={button.icon} aria-label={t('nav.open')} {...triggerProps}>
        <MenuIcon size={24} />
      </button>
      {isLoaded && (
        <Suspense fallback={null}>
          <NavDrawer isOpen={isOpen} onOpenChange={setOpen} {...slots} />
        </Suspense>
      )}
    </>
  );
}
