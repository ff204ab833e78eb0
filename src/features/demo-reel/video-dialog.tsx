import { useId } from 'react';
import { Button } from 'react-aria-components';
import button from '#src/components/ui/button.module.css';
import dialog from '#src/components/ui/dialog.module.css';
import { DismissableOverlay } from '#src/components/ui/dismissable-overlay.tsx';
import { CloseIcon } from '#src/components/ui/icons.tsx';
import { useDialogContent } from '#src/components/ui/use-dialog-content.ts';
import { useI18n } from '#src/i18n/i18n-provider.tsx';
import type { TextLangProps } from '#src/i18n/locale.ts';
import styles from './video-dialog.module.css';
import { type VideoCaptions, VideoPlayer } from './video-player.tsx';

export type VideoDialogProps = {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** The dialog's name ("Demo Reel", docs/product.md § Accessibility). */
  title: string;
  /** URL of the mp4 (`config.demoReelUrl`). */
  src: string;
  /** URL of the poster image shown until the first frame. */
  poster: string;
  /** What the video shows, in words (its text alternative, WCAG 1.2.1). */
  description: string;
  /** Captions for a video with sound (WCAG 1.2.2). */
  captions?: VideoCaptions;
  /**
   * The `lang` (and `dir`) of the title and the description when the page's
   * translation leaves them out (`useFallbackLang`); absent: the page's language.
   */
  textLang?: { title?: TextLangProps; description?: TextLangProps };
};

/**
 * The full-screen modal dialog "Demo Reel" (docs/product.md § Demo reel) with
 * the autoplaying video. Closes when the video ends, on "Close" and on
 * Escape; focus is trapped inside while open and returns to the button that
 * opened it. Under the title, the video's text alternative, which describes
 * the dialog and the video (WCAG 1.2.1). Loaded on demand (not part of the
 * first load).
 */
export function VideoDialog({
  isOpen,
  onOpenChange,
  title,
  src,
  poster,
  description,
  captions,
  textLang,
}: VideoDialogProps) {
  const { t } = useI18n();
  const titleId = useId();
  const descriptionId = useId();
  // The frame (title, text, Close) shows in the tap's own render, the player
  // in the next one (docs/product.md § Performance, "Every tap answered").
  const showPlayer = useDialogContent(isOpen);
  return (
    <DismissableOverlay
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      className={styles.overlay}
      modal={{
        className: styles.modal,
        // Always dark, like a cinema screen (theme.css explains data-theme on an element); the
        // toasts beside it keep the page's mode.
        'data-theme': 'dark',
      }}
      dialog={{
        className: styles.dialog,
        'aria-labelledby': titleId,
        'aria-describedby': descriptionId,
      }}
    >
      <div className={`${dialog.header} ${styles.header}`}>
        <h3 id={titleId} className={dialog.title} {...textLang?.title}>
          {title}
        </h3>
        <p id={descriptionId} className={styles.description} {...textLang?.description}>
          {description}
        </p>
        <Button className={button.secondary} onPress={() => onOpenChange(false)}>
          <CloseIcon />
          {t('common.close')}
        </Button>
      </div>
      {showPlayer && (
        <VideoPlayer
          src={src}
          poster={poster}
          onEnded={() => onOpenChange(false)}
          describedBy={descriptionId}
          captions={captions}
        />
      )}
    </DismissableOverlay>
  );
}
