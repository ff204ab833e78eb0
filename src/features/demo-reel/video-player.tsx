import { useEffect, useRef } from 'react';
import button from '#src/components/ui/button.module.css';
import { AlertIcon, PlayIcon } from '#src/components/ui/icons.tsx';
import { useI18n } from '#src/i18n/i18n-provider.tsx';
import styles from './video-dialog.module.css';
import { useVideoPlayback } from './video-playback.ts';

/** A captions track (content module: `demoReel.captions`, WCAG 1.2.2). */
export type VideoCaptions = {
  /** URL of the WebVTT file. */
  src: string;
  /** BCP 47 language, e.g. "en". */
  lang: string;
  /** Name in the caption menu, e.g. "English". */
  label: string;
};

export type VideoPlayerProps = {
  src: string;
  poster: string;
  /** Called when the video has played to its end. */
  onEnded: () => void;
  /** Id of the element holding the video's text alternative (WCAG 1.2.1), for `aria-describedby`. */
  describedBy?: string;
  /** Captions, shown by default; none for a silent video. */
  captions?: VideoCaptions;
};

/**
 * The demo reel's video with its loading, refused-autoplay and error states
 * (docs/product.md § Demo reel): a spinner (status "Loading video") until it plays; native
 * controls and a "Play video" button when the browser refuses to autoplay;
 * "The video could not be loaded" (and "You're offline") with "Try again"
 * when it fails or nothing plays within the watchdog's 10 s. A captions
 * track and a described-by link to the text alternative when given (WCAG 1.2.1).
 */
export function VideoPlayer({ src, poster, onEnded, describedBy, captions }: VideoPlayerProps) {
  const { t } = useI18n();
  const videoRef = useRef<HTMLVideoElement>(null);
  const { phase, hasStarted, attempt, isOffline, videoProps, play, retry } =
    useVideoPlayback(videoRef);

  // Stop the download when this attempt's video leaves the page (closed,
  // failed or timed out mid-load), so a stalled request does not linger.
  // (StrictMode's trial unmount in development leaves it in the page.)
  const isError = phase === 'error';
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs per attempt and error so the cleanup sees the video that leaves
  useEffect(() => {
    const video = videoRef.current;
    return () => {
      if (!video || video.isConnected) return;
      video.pause();
      video.removeAttribute('src');
      video.load();
    };
  }, [attempt, isError]);

  if (isError) {
    return (
      <div className={styles.stage}>
        <div className={styles.message}>
          <AlertIcon size={40} className={styles.messageIcon} />
          <div role="alert" className={styles.messageText}>
            <p className={styles.messageTitle}>{t('video.notLoaded')}</p>
            <p>{isOffline ? t('common.offline') : t('video.checkConnection')}</p>
          </div>
          <button type="button" className={button.primary} onClick={retry}>
            {t('video.tryAgain')}
          </button>
        </div>
      </div>
    );
  }

  return (
    <div className={styles.stage}>
      <video
        key={attempt}
        ref={videoRef}
        className={styles.video}
        src={src}
        poster={poster}
        preload="auto"
        playsInline
        controls={hasStarted || phase === 'blocked'}
        onEnded={onEnded}
        aria-describedby={describedBy}
        {...videoProps}
      >
        {captions && (
          <track
            kind="captions"
            src={captions.src}
            srcLang={captions.lang}
            label={captions.label}
            default
          />
        )}
      </video>
      {phase === 'loading' && (
        <div role="status" aria-label={t('video.loading')} className={styles.loading}>
          <span className={styles.spinner} aria-hidden="true" />
          <span>{t('video.loadingText')}</span>
        </div>
      )}
      {phase === 'blocked' && (
        <button type="button" className={styles.playButton} onClick={play}>
          <PlayIcon size={36} />
          <span>{t('video.play')}</span>
        </button>
      )}
    </div>
  );
}
