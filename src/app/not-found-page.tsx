import { useLanguageHome } from '#src/components/layout/language-links.tsx';
import { useI18n } from '#src/i18n/i18n-provider.tsx';
import styles from './status-page.module.css';

/**
 * Shown for any path other than the site's base path (docs/product.md § Navigation, "Routes"),
 * with a link to the home page of its language (`/fil/` for `/fil/404.html`).
 */
export function NotFoundPage() {
  const { t } = useI18n();
  const home = useLanguageHome();
  return (
    <main className={styles.page}>
      <div className={styles.card}>
        <h1 className={styles.title}>{t('notFound.title')}</h1>
        <p>{t('notFound.text')}</p>
        <a href={home} className={styles.link}>
          {t('nav.home')}
        </a>
      </div>
    </main>
  );
}
