import type { ReactNode } from 'react';
import { Button, Dialog, Heading, Modal } from 'react-aria-components';
import { useI18n } from '#src/i18n/i18n-provider.tsx';
import button from './button.module.css';
import dialog from './dialog.module.css';
import { DismissableOverlay } from './dismissable-overlay.tsx';
import { CloseIcon } from './icons.tsx';

export type ModalDialogProps = {
  /** The dialog's heading, which is also its accessible name. */
  title: string;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** The body under the heading; as a function it gets `close` (for a Cancel button). */
  children: ReactNode | ((dialog: { close: () => void }) => ReactNode);
};

/**
 * The site's modal dialog frame (docs/product.md § Accessibility): a dimmed
 * overlay, a heading that names the dialog and a Close button ("Close").
 * Focus is trapped inside and returns to the opener; Escape and a click
 * outside close it (react-aria-components' `Modal`). Used by the contact
 * form and the install help.
 */
export function ModalDialog({ title, isOpen, onOpenChange, children }: ModalDialogProps) {
  const { t } = useI18n();
  return (
    <DismissableOverlay isOpen={isOpen} onOpenChange={onOpenChange} className={dialog.overlay}>
      <Modal className={dialog.modal}>
        <Dialog className={dialog.dialog}>
          {({ close }) => (
            <>
              <div className={dialog.header}>
                <Heading slot="title" className={dialog.title}>
                  {title}
                </Heading>
                <Button slot="close" aria-label={t('common.close')} className={button.icon}>
                  <CloseIcon />
                </Button>
              </div>
              {typeof children === 'function' ? children({ close }) : children}
            </>
          )}
        </Dialog>
      </Modal>
    </DismissableOverlay>
  );
}
