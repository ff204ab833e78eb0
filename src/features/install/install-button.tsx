import { Suspense, useEffect } from 'react';
import { InstallIcon } from '#src/components/ui/icons.tsx';
import { useLazyDialog } from '#src/components/ui/use-lazy-dialog.ts';
import { useI18n } from '#src/i18n/i18n-provider.tsx';
import { loadOnDemandTexts } from '#src/i18n/on-demand.ts';
import { lazyWithPreload } from '#src/lib/lazy-with-preload.ts';
import { prefetchWhenIdle } from '#src/lib/prefetch-when-idle.ts';
import { promptInstall, useInstallStore } from './install-prompt.ts';

// With its texts, which are not part of the first view.
const InstallHelpDialog = lazyWithPreload(() =>
  Promise.all([import('./install-help-dialog.tsx'), loadOnDemandTexts()]).then(([m]) => ({
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
