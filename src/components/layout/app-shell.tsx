import type { ReactNode } from 'react';
import { useSite } from '#src/content/page-site.tsx';
import { useI18n } from '#src/i18n/i18n-provider.tsx';
import { HydrationBoundary } from '../ui/hydration-boundary.tsx';
import { ToastHost } from '../ui/toast-host.tsx';
import styles from './app-shell.module.css';
import { MenuButton } from './menu-button.tsx';
import { NavLinks } from './nav-links.tsx';
import type { NavSlots } from './nav-panel.ts';

export type AppShellProps = NavSlots & {
  children: ReactNode;
  /** The page footer (the demo reel strip), spanning the full width. */
  footer?: ReactNode;
};

/**
 * The page frame (docs/product.md § Navigation): a "Skip to content" link,
 * then on wide screens (md, 48em, and up) the left sidebar with the
 * navigation and the Courses Taken panel; on narrow screens a top bar whose
 * hamburger opens the same navigation in a drawer. CSS media queries, not JS,
 * pick which one shows, so the prerendered HTML is right for every width.
 * The sidebar and the footer hydrate in boundaries of their own
 * (docs/product.md § Performance).
 */
export function AppShell({ children, footer, ...slots }: AppShellProps) {
  const site = useSite();
  const { t } = useI18n();
  return (
    <div className={styles.shell}>
      <a href="#main" className="skip-link">
        {t('layout.skipToContent')}
      </a>
      <div className={styles.topbar}>
        <MenuButton {...slots} />
        <span className={styles.brand}>{site.name}</span>
      </div>
      <aside className={styles.sidebar} aria-label={t('layout.sidebar')}>
        <p className={styles.sidebarBrand}>{site.name}</p>
        <HydrationBoundary>
          <NavLinks />
          {slots.navPanel?.(styles.sidebarCourses)}
        </HydrationBoundary>
      </aside>
      <main id="main" tabIndex={-1} className={styles.main}>
        {children}
      </main>
      <div className={styles.footer}>
        <HydrationBoundary>{footer}</HydrationBoundary>
      </div>
      <ToastHost />
    </div>
  );
}
