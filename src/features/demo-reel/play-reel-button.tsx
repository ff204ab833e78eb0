import { Suspense } from 'react';
import button from '#src/components/ui/button.module.css';
import { PlayIcon } from '#src/components/ui/icons.tsx';
import { useLazyDialog } from '#src/components/ui/use-lazy-dialog.ts';
import { asset, config } from '#src/config/env.ts';
import { useFallbackLang } from '#src/content/fallback-lang.ts';
import { useSite } from '#src/content/page-site.tsx';
import { useI18n } from '#src/i18n/i18n-provider.tsx';
import { loadOnDemandTexts } from '#src/i18n/on-demand.ts';
import { useDeepLink } from '#src/lib/deep-links.ts';
import { lazyWithPreload } from '#src/lib/lazy-with-preload.ts';
import { prefetchWhenIdle } from '#src/lib/prefetch-when-idle.ts';
import type { ShippedDemoReel } from './demo-reel.content.ts';

// With the player's texts, which are not part of the first view.
const VideoDialog = lazyWithPreload(() =>
  Promise.all([import('./video-dialog.tsx'), loadOnDemandTexts()]).then(([m]) => ({
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
 * on load (docs/product.md § Offline and install). `reel` is the page's `demoReel`; its
 * description is there once the dialog's code and texts are.
 */
export function PlayReelButton({ reel }: { reel: ShippedDemoReel }) {
  const site = useSite();
  // Optional in the content schema: the sample content leaves it out.
  const { captions } = reel;
  const { t } = useI18n();
  const fallbackLang = useFallbackLang(site.fallback);
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
            title={reel.title}
            src={config.demoReelUrl}
            poster={asset(reel.poster)}
            description={reel.description ?? ''}
            captions={captions && { ...captions, src: asset(captions.src) }}
            textLang={{
              title: fallbackLang('demoReel.title'),
              description: fallbackLang('demoReel.description'),
            }}
          />
        </Suspense>
      )}
    </>
  );
}
