import { ShareIcon } from '#/components/ui/icons';
import { ModalDialog } from '#/components/ui/modal-dialog';
import styles from './install-help-dialog.module.css';

export type InstallHelpDialogProps = {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
};

/**
 * The dialog "Install app" for Safari on iPhone and iPad, which has no
 * install prompt (docs/product.md § Offline and install): tap Share (shown
 * with Safari's Share icon), then "Add to Home Screen". Closes on its Close
 * button, Escape, a click outside and Back; loaded on demand.
 */
export function InstallHelpDialog({ isOpen, onOpenChange }: InstallHelpDialogProps) {
  return (
    <ModalDialog title="Install app" isOpen={isOpen} onOpenChange={onOpenChange}>
      <p>
        Put this site on your Home Screen: it opens like an app, in its own window, and works
        offline.
      </p>
      <ol className={styles.steps}>
        <li>
          Tap <ShareIcon className={styles.icon} /> <strong>Share</strong> in Safari’s toolbar.
        </li>
        <li>
          Choose <strong>Add to Home Screen</strong>.
        </li>
        <li>
          Tap <strong>Add</strong>.
        </li>
      </ol>
    </ModalDialog>
  );
}
