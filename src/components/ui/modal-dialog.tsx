import type { ReactNode } from 'react';
import { useId } from 'react';
import { Button } from 'react-aria-components';
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
 * The site's centred modal dialog (docs/product.md § Accessibility): the page
 * around it dimmed, a heading that names the dialog and a Close button
 * ("Close"). Focus is trapped inside and returns to the opener; Escape and a
 * click outside close it (`DismissableOverlay`, a native `<dialog>`). Used by the
 * contact form, the install help and the search.
 */
export function ModalDialog({ title, isOpen, onOpenChange, children }: ModalDialogProps) {
  const { t } = useI18n();
  const titleId = useId();
  const close = () => onOpenChange(false);
  return (
    <DismissableOverlay
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      className={dialog.overlay}
      modal={{ className: dialog.modal }}
      dialog={{ className: dialog.dialog, 'aria-labelledby': titleId }}
    >
      <div className={dialog.header}>
        <h3 id={titleId} className={dialog.title}>
          {title}
        </h3>
        <Button aria-label={t('common.close')} className={button.icon} onPress={close}>
          <CloseIcon />
        </Button>
      </div>
      {typeof children === 'function' ? children({ close }) : children}
    </DismissableOverlay>
  );
}
