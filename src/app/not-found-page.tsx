import { useEffect } from 'react';
import { config } from '../config/env';
import { site } from '../content/site';
import styles from './status-page.module.css';

/** Shown for any path other than the site's base path (docs/product.md § Navigation, "Routes"). */
export function NotFoundPage() {
  useEffect(() => {
    document.title = `Page not found · ${site.name}`;
  }, []);
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
