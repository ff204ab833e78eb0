import button from '#src/components/ui/button.module.css';
import { HeartIcon } from '#src/components/ui/icons.tsx';
import { showToast } from '#src/components/ui/toast-queue.ts';
import { useI18n } from '#src/i18n/i18n-provider.tsx';
import styles from './demo-reel-strip.module.css';
import { useLikeStore } from './like-store.ts';

/**
 * The toggle button "Like" (`aria-pressed`) with a heart that fills when
 * liked. Each flip shows a 2000 ms toast (docs/product.md § Demo reel):
 * "Added to Favorites" or "Removed from Favorites". Quick flips each get
 * their own toast; they stack.
 */
export function LikeButton() {
  const { t } = useI18n();
  const isLiked = useLikeStore((state) => state.isLiked);

  function toggle() {
    // Read the store, not the render's value, so two clicks before a re-render still alternate.
    const next = !useLikeStore.getState().isLiked;
    useLikeStore.getState().setLiked(next);
    showToast(next ? t('reel.liked') : t('reel.unliked'));
  }

  return (
    <button
      type="button"
      className={`${button.secondary} ${styles.like}`}
      aria-pressed={isLiked}
      onClick={toggle}
    >
      <HeartIcon className={styles.heart} />
      {t('reel.like')}
    </button>
  );
}
