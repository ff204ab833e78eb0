import { useState } from 'react';
import button from '#src/components/ui/button.module.css';
import { CloseIcon } from '#src/components/ui/icons.tsx';
import { useI18n } from '#src/i18n/i18n-provider.tsx';
import { useIsOnline } from '#src/lib/use-is-online.ts';
import styles from './pwa-notices.module.css';
import { useUpdateStore } from './update-store.ts';

function OfflineIndicator() {
  const { t } = useI18n();
  const isOnline = useIsOnline();
  return (
    <div role="status" className={styles.slot}>
      {!isOnline && (
        <p className={`${styles.notice} ${styles.offline}`}>
          {t('pwa.offline')}
          <span className="sr-only">{t('pwa.offlineDetail')}</span>
        </p>
      )}
    </div>
  );
}

function UpdatePrompt() {
  const { t } = useI18n();
  const applyUpdate = useUpdateStore((state) => state.applyUpdate);
  // Kept per offer: dismissing one version (or a reload that did not happen)
  // must not hide the next one deployed while the page stays open.
  const [dismissed, setDismissed] = useState<(() => void) | null>(null);
  const [reloading, setReloading] = useState<(() => void) | null>(null);
  const isShown = applyUpdate !== null && applyUpdate !== dismissed;
  const isReloading = applyUpdate !== null && applyUpdate === reloading;
  return (
    <div role="status" className={styles.slot}>
      {isShown && (
        <div className={styles.notice}>
          <p className={styles.text}>{t('pwa.update')}</p>
          <button
            type="button"
            className={button.primary}
            disabled={isReloading}
            aria-busy={isReloading || undefined}
            onClick={() => {
              setReloading(() => applyUpdate);
              applyUpdate();
            }}
          >
            {t('pwa.reload')}
          </button>
          <button
            type="button"
            className={`${button.icon} ${styles.dismiss}`}
            aria-label={t('pwa.dismiss')}
            onClick={() => setDismissed(() => applyUpdate)}
          >
            <CloseIcon />
          </button>
        </div>
      )}
    </div>
  );
}

/**
 * The service worker's notices (docs/product.md § Offline and install), fixed at the top of the viewport:
 * "You are offline" while the browser is offline, and "A new version is
 * available" with a Reload button (and Dismiss) while a new deploy's service
 * worker waits. Each sits in a live region (role `status`) that is always in
 * the page, so screen readers announce the text when it appears. Both start
 * empty, as in the prerendered HTML, so hydration matches.
 */
export function PwaNotices() {
  return (
    <div className={styles.notices}>
      <OfflineIndicator />
      <UpdatePrompt />
    </div>
  );
}
