import { Suspense } from 'react';
import button from '#/components/ui/button.module.css';
import { PlayIcon } from '#/components/ui/icons';
import { useLazyDialog } from '#/components/ui/use-lazy-dialog';
import { asset, config } from '#/config/env';
import type { SiteContent } from '#/content/content-schema';
import { useSite } from '#/content/page-site';
import { useI18n } from '#/i18n/i18n-provider';
import { loadOnDemandTexts } from '#/i18n/on-demand';
import { useDeepLink } from '#/lib/deep-links';
import { lazyWithPreload } from '#/lib/lazy-with-preload';
import { prefetchWhenIdle } from '#/lib/prefetch-when-idle';

// With the player's texts, which are not part of the first view.
const VideoDialog = lazyWithPreload(() =>
  Promise.all([import('./video-dialog'), loadOnDemandTexts()]).then(([m]) => ({
    default: m.VideoDialog,
  })),
);
prefetchWhenIdle(VideoDialog.preload);

/**
 * The button "Play demo reel" (docs/product.md § Demo reel). Opens the
 * full-screen dialog "Demo Reel" with the video from `VITE_DEMO_REEL_URL`. The
 * dialog's code loads when the page is idle after hydration (or when the
 * button is hovered, touched or focused before that); if it cannot be loaded (offline before the app was cached), a
 * toast says so instead of nothing happening. The `?reel` deep link opens it
 * on load (docs/product.md § Offline and install).
 */
export function PlayReelButton() {
  const site = useSite();
  // Optional in the content schema: the sample content leaves it out.
  const { captions }: SiteContent['demoReel'] = site.demoReel;
  const { t } = useI18n();
  const { isOpen, setOpen, isLoaded, open, triggerProps } = useLazyDialog(
    VideoDialog,
    t('video.notLoaded'),
  );
  useDeepLink('reel', open);

  return (
    <>
      <button type="button" className={button.primary} {...triggerProps}>
        <PlayIcon />
        {t('reel.play')}
        <span className="sr-only">{t('reel.playName')}</span>
      </button>
      {isLoaded && (
        <Suspense fallback={null}>
          <VideoDialog
            isOpen={isOpen}
            onOpenChange={setOpen}
            title={site.demoReel.title}
            src={config.demoReelUrl}
            poster={asset(site.demoReel.poster)}
            description={site.demoReel.description}
            captions={captions && { ...captions, src: asset(captions.src) }}
          />
        </Suspense>
      )}
    </>
  );
}
