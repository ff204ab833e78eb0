import { config } from '#/config/env';
import styles from './status-page.module.css';

/** Shown for any path other than the site's base path (docs/product.md § Navigation, "Routes"). */
export function NotFoundPage() {
  return (
    <main className={styles.page}>
      <div className={styles.card}>
        <h1 className={styles.title}>Page not found</h1>
        <p>There is nothing at this address. The whole portfolio is on the home page.</p>
        <a href={config.basePath} className={styles.link}>
          Home
        </a>
      </div>
    </main>
  );
}
