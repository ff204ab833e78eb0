import { Suspense } from 'react';
import { useI18n } from '#src/i18n/i18n-provider.tsx';
import { lazyWithPreload } from '#src/lib/lazy-with-preload.ts';
import { prefetchWhenIdle } from '#src/lib/prefetch-when-idle.ts';
import { useNavStore } from '#src/stores/nav-store.ts';
import button from '../ui/button.module.css';
import { MenuIcon } from '../ui/icons.tsx';
import { useLazyDialog } from '../ui/use-lazy-dialog.ts';
import type { NavSlots } from './nav-panel.ts';

const NavDrawer = lazyWithPreload(() =>
  import('./nav-drawer.tsx').then((m) => ({ default: m.NavDrawer })),
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
