import { Suspense, useEffect } from 'react';
import { InstallIcon } from '#/components/ui/icons';
import { useLazyDialog } from '#/components/ui/use-lazy-dialog';
import { useI18n } from '#/i18n/i18n-provider';
import { loadOnDemandTexts } from '#/i18n/on-demand';
import { lazyWithPreload } from '#/lib/lazy-with-preload';
import { prefetchWhenIdle } from '#/lib/prefetch-when-idle';
import { promptInstall, useInstallStore } from './install-prompt';

// With its texts, which are not part of the first view.
const InstallHelpDialog = lazyWithPreload(() =>
  Promise.all([import('./install-help-dialog'), loadOnDemandTexts()]).then(([m]) => ({
    default: m.InstallHelpDialog,
  })),
);

export type InstallButtonProps = {
  /** Classes of the button (its look where it sits, and when it shows). */
  className?: string;
};

function IosInstallButton({ className }: InstallButtonProps) {
  const { t } = useI18n();
  const { isOpen, setOpen, isLoaded, triggerProps } = useLazyDialog(
    InstallHelpDialog,
    t('install.helpNotLoaded'),
  );
  // The button appears only where the help applies: load its dialog then.
  useEffect(() => prefetchWhenIdle(InstallHelpDialog.preload), []);
  return (
    <>
      <button type="button" className={className} {...triggerProps}>
        <InstallIcon />
        {t('install.button')}
      </button>
      {isLoaded && (
        <Suspense fallback={null}>
          <InstallHelpDialog isOpen={isOpen} onOpenChange={setOpen} />
        </Suspense>
      )}
    </>
  );
}

/**
 * The button "Install app" (docs/product.md § Offline and install), in the
 * profile header on wide screens and in the navigation drawer on narrow
 * ones. Where the browser offers an install prompt it opens that prompt; in
 * Safari on iOS it opens the "Add to Home Screen" help dialog; otherwise
 * (and in the installed app) it is not rendered. Absent from the
 * prerendered HTML: it appears once the browser has said it can install.
 */
export function InstallButton({ className }: InstallButtonProps) {
  const { t } = useI18n();
  const mode = useInstallStore((state) => state.mode);
  if (mode === 'ios-help') return <IosInstallButton className={className} />;
  if (mode !== 'prompt') return null;
  return (
    <button type="button" className={className} onClick={() => void promptInstall()}>
      <InstallIcon />
      {t('install.button')}
    </button>
  );
}
