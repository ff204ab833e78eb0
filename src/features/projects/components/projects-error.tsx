import { type RefObject, useId } from 'react';
import { AlertIcon } from '#src/components/ui/icons.tsx';
import { useI18n } from '#src/i18n/i18n-provider.tsx';
import styles from './projects.module.css';

/**
 * The projects failure alert (docs/product.md § Errors): it replaces the whole
 * projects section. Named by its text (alert "There was an error
 * processing your request"), as an alert takes no name from its content.
 * `ref` is the alert's element.
 */
export function ProjectsError({ ref }: { ref?: RefObject<HTMLElement | null> }) {
  const { t } = useI18n();
  const textId = useId();
  return (
    <div
      ref={ref as RefObject<HTMLDivElement | null>}
      role="alert"
      aria-labelledby={textId}
      className={styles.error}
    >
      <AlertIcon />
      <span id={textId}>{t('projects.error')}</span>
    </div>
  );
}
