import button from '../../components/ui/button.module.css';
import { HeartIcon, PlayIcon } from '../../components/ui/icons';
import { asset } from '../../config/env';
import { site } from '../../content/site';
import { useLikeStore } from './like-store';
import styles from './demo-reel-strip.module.css';

/**
 * The footer's demo reel strip (spec section 2): title, small caption, the
 * toggle button "Like" (`aria-pressed`) and the button "Play demo reel"
 * (CONTRACT.md).
 */
export function DemoReelStrip() {
  const isLiked = useLikeStore((state) => state.isLiked);
  const setLiked = useLikeStore((state) => state.setLiked);
  return (
    <footer className={styles.footer}>
      <div className={styles.strip}>
        <img
          className={styles.poster}
          src={asset(site.demoReel.poster)}
          alt=""
          width={96}
          height={54}
          loading="lazy"
          decoding="async"
        />
        <div className={styles.text}>
          <p className={styles.title}>{site.demoReel.title}</p>
          <p className={styles.caption}>{site.demoReel.caption}</p>
        </div>
        <div className={styles.actions}>
          <button
            type="button"
            className={`${button.secondary} ${styles.like}`}
            aria-pressed={isLiked}
            onClick={() => setLiked(!isLiked)}
          >
            <HeartIcon className={styles.heart} />
            Like
          </button>
          <button type="button" className={button.primary}>
            <PlayIcon />
            Play<span className="sr-only"> demo reel</span>
          </button>
        </div>
      </div>
    </footer>
  );
}
