import { ModalDialog } from '#src/components/ui/modal-dialog.tsx';
import { ShareIcon } from '#src/components/ui/share-icon.tsx';
import { useI18n, useTextLangProps } from '#src/i18n/i18n-provider.tsx';
import styles from './install-help-dialog.module.css';

export type InstallHelpDialogProps = {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
};

/**
 * The dialog "Install app" for Safari on iPhone and iPad, which has no
 * install prompt (docs/product.md § Offline and install): tap Share (shown
 * with Safari's Share icon), then "Add to Home Screen". Closes on its Close
 * button, Escape, a click outside and Back; loaded on demand. Safari's
 * button names are quoted as iOS shows them, in English where iOS has no
 * menus in the page's language (Filipino), so they carry `lang="en"` there.
 */
export function InstallHelpDialog({ isOpen, onOpenChange }: InstallHelpDialogProps) {
  const { t, rich } = useI18n();
  const textLang = useTextLangProps('en');
  const name = (text: string) => <strong {...textLang}>{text}</strong>;
  return (
    <ModalDialog title={t('install.button')} isOpen={isOpen} onOpenChange={onOpenChange}>
      <p>{t('install.intro')}</p>
      <ol className={styles.steps}>
        <li>
          {rich('install.stepShare', {
            icon: <ShareIcon className={styles.icon} />,
            share: name('Share'),
          })}
        </li>
        <li>{rich('install.stepChoose', { add: name('Add to Home Screen') })}</li>
        <li>{rich('install.stepAdd', { add: name('Add') })}</li>
      </ol>
    </ModalDialog>
  );
}
