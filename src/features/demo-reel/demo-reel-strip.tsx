import { asset } from '#src/config/env.ts';
import { useFallbackLang } from '#src/content/fallback-lang.ts';
import { useSite } from '#src/content/page-site.tsx';
import type { ShippedDemoReel } from './demo-reel.content.ts';
import styles from './demo-reel-strip.module.css';
import { LikeButton } from './like-button.tsx';
import { PlayReelButton } from './play-reel-button.tsx';

export type DemoReelStripProps = {
  /**
   * The page's `demoReel`, as the page that places the strip gives it (./demo-reel.content.ts):
   * its `description` comes later, with the language's on-demand texts.
   */
  reel: ShippedDemoReel;
};

/**
 * The footer's demo reel strip (docs/product.md § Demo reel): title, small caption, the
 * toggle button "Like" (`aria-pressed`) and the button "Play demo reel"
 * (docs/product.md § Accessibility), which opens the full-screen dialog "Demo Reel".
 */
export function DemoReelStrip({ reel }: DemoReelStripProps) {
  const site = useSite();
  const fallbackLang = useFallbackLang(site.fallback);
  return (
    <footer className={styles.footer}>
      <div className={styles.strip}>
        <img
          className={styles.poster}
          src={asset(reel.poster)}
          alt=""
          width={96}
          height={54}
          loading="lazy"
          decoding="async"
        />
        <div className={styles.text}>
          <p className={styles.title} {...fallbackLang('demoReel.title')}>
            {reel.title}
          </p>
          <p className={styles.caption} {...fallbackLang('demoReel.caption')}>
            {reel.caption}
          </p>
        </div>
        <div className={styles.actions}>
          <LikeButton />
          <PlayReelButton reel={reel} />
        </div>
      </div>
    </footer>
  );
}
