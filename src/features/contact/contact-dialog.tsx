import { Button, Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import button from '../../components/ui/button.module.css';
import dialog from '../../components/ui/dialog.module.css';
import { CloseIcon } from '../../components/ui/icons';
import { ContactForm } from './contact-form';

export type ContactDialogProps = {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
};

/**
 * The modal "Send me a message" (spec section 2) holding the contact form.
 * Closes on Escape, on the Close button and on a click outside; focus is
 * trapped inside while open and returns to the Email button afterwards.
 */
export function ContactDialog({ isOpen, onOpenChange }: ContactDialogProps) {
  return (
    <ModalOverlay isOpen={isOpen} onOpenChange={onOpenChange} isDismissable className={dialog.overlay}>
      <Modal className={dialog.modal}>
        <Dialog className={dialog.dialog}>
          {({ close }) => (
            <>
              <div className={dialog.header}>
                <Heading slot="title" className={dialog.title}>
                  Send me a message
                </Heading>
                <Button slot="close" aria-label="Close" className={button.icon}>
                  <CloseIcon />
                </Button>
              </div>
              <ContactForm onCancel={close} />
            </>
          )}
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
