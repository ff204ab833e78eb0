import { useI18n } from '#src/i18n/i18n-provider.tsx';
import styles from './projects.module.css';

/** Skeleton cards shown while the projects load (docs/product.md § Projects: 11). */
export const SKELETON_COUNT = 11;

/**
 * 11 placeholder cards with the attribute `data-skeleton` (docs/product.md § Projects),
 * the same size as real cards so nothing shifts when the projects arrive.
 */
export function ProjectsSkeleton() {
  const { t } = useI18n();
  return (
    <>
      <p className="sr-only" role="status">
        {t('projects.loading')}
      </p>
      <ul className={styles.grid} aria-hidden="true">
        {Array.from({ length: SKELETON_COUNT }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list of identical placeholders that never reorders
          <li key={index} data-skeleton="" className={styles.skeleton}>
            <SkeletonContent />
          </li>
        ))}
      </ul>
    </>
  );
}

/**
 * The place of a card that is loaded but not shown yet (the projects section
 * shows the rest of its cards a frame after the first ones): the size of a
 * card, drawn as a skeleton, so the list keeps its length meanwhile. Hidden
 * from assistive technology; no `data-skeleton`, which marks the loading
 * state's 11 cards only. Goes in the grid's `<ul>`.
 */
export function PendingCard() {
  return (
    <li aria-hidden="true">
      <div className={styles.skeleton}>
        <SkeletonContent />
      </div>
    </li>
  );
}

/** A skeleton card's picture and four text bars. */
function SkeletonContent() {
  return (
    <>
      <div className={styles.media} />
      <div className={styles.body}>
        {/* Widths 70 %, 100 %, 85 %, 40 % by position, in the CSS: no
            style attribute for the Content Security Policy to allow. */}
        <span className={styles.bar} />
        <span className={styles.bar} />
        <span className={styles.bar} />
        <span className={styles.bar} />
      </div>
    </>
  );
}
