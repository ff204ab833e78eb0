import type { MouseEvent } from 'react';
import { useI18n } from '#src/i18n/i18n-provider.tsx';
import { useNavStore } from '#src/stores/nav-store.ts';
import { HomeIcon, WritingIcon } from '../ui/icons.tsx';
import { useLanguageHome } from './language-links.tsx';
import styles from './nav-links.module.css';

export type NavLinksProps = {
  /**
   * Called when Home is followed, before the page scrolls to its top and focuses the main
   * content (the drawer closes itself with it); the other links load another page.
   */
  onNavigate?: () => void;
  /** Whether the owner has posts, so a "Writing" item leads to their list; default the build's (`__HAS_POSTS__`). */
  posts?: boolean;
};

/**
 * The navigation "Main" (docs/product.md § Navigation): Home, marked
 * `aria-current="page"` while active, then "Writing", the owner's posts list
 * (`{lang}posts/`, a page of its own), when the owner has posts. Shared by the
 * sidebar and the drawer. Home is this page, so following it scrolls to the top
 * instead of reloading; its address is the page's language's home (`/fil/` on a
 * Filipino page), for a new tab or a copied link.
 */
export function NavLinks({ onNavigate, posts = __HAS_POSTS__ }: NavLinksProps) {
  const { t } = useI18n();
  const active = useNavStore((state) => state.active);
  const setActive = useNavStore((state) => state.setActive);
  const home = useLanguageHome();

  function goHome(event: MouseEvent<HTMLAnchorElement>) {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    setActive('home');
    onNavigate?.();
    scrollTo({ top: 0 });
    document.getElementById('main')?.focus({ preventScroll: true });
  }

  return (
    <nav aria-label={t('nav.main')} className={styles.nav}>
      <ul className={styles.list}>
        <li>
          <a
            href={home}
            className={styles.link}
            aria-current={active === 'home' ? 'page' : undefined}
            onClick={goHome}
          >
            <HomeIcon />
            {t('nav.home')}
          </a>
        </li>
        {posts && (
          <li>
            <a href={`${home}posts/`} className={styles.link}>
              <WritingIcon />
              {t('nav.writing')}
            </a>
          </li>
        )}
      </ul>
    </nav>
  );
}
