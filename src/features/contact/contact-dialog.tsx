import { type ReactNode, useEffect, useRef, useState } from 'react';
import { ModalDialog } from '#src/components/ui/modal-dialog.tsx';
import { showToast } from '#src/components/ui/toast-queue.ts';
import { useDialogContent } from '#src/components/ui/use-dialog-content.ts';
import { useI18n } from '#src/i18n/i18n-provider.tsx';
import type { ContactMessage } from './api/contact-schema.ts';
import { ContactForm } from './contact-form.tsx';
import { MailFailureText } from './mail-failure-text.tsx';
import { submitMessage } from './page-outbox.ts';

// Every outcome of a send is told in a toast: load the toast region with the
// dialog, so a send made offline does not need a chunk from the network.
// Not left to the idle line: a visitor who opens the dialog before the line
// reaches the toasts, then goes offline, would get no toast at all.
void import('#src/components/ui/toast-region.tsx');

export type ContactDialogProps = {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
};

type SendState = {
  isSending: boolean;
  /** The alert's reason after a permanent failure, or a message neither sent nor stored. */
  error?: ReactNode;
  /** The outbox item of a rejected try; the next Send replaces it instead of adding another. */
  failedId?: string;
};

/**
 * The modal "Send me a message" (docs/product.md § Contact) holding the contact form.
 * Closes on Escape, on the Close button and on a click outside; focus is
 * trapped inside while open and returns to the Email button afterwards.
 *
 * Sending (docs/product.md § Contact, § Outbox): the message goes into the outbox, then out at once when
 * online. Sent: the dialog closes with the toast "Message sent". Offline or
 * no answer, 5xx or 429: the dialog closes with a toast saying it will be sent
 * later; so does a storage error once the message is stored. Rejected for good (other 4xx): the dialog stays open with the text
 * intact and an alert saying why; Send works again. Closing the dialog while
 * sending is allowed: the outcome then arrives as a toast, and never closes
 * or fills a form the visitor opened again meanwhile.
 */
export function ContactDialog({ isOpen, onOpenChange }: ContactDialogProps) {
  const { t } = useI18n();
  const [state, setState] = useState<SendState>({ isSending: false });
  // The frame (overlay, heading, Close) shows in the tap's own render; the
  // form follows in the next one, so the tap is answered in the next frame
  // (docs/product.md § Performance, "Every tap answered").
  const showForm = useDialogContent(isOpen);
  const isOpenRef = useRef(isOpen);
  isOpenRef.current = isOpen;
  /** Counts openings: a send's outcome belongs to the form only while the same opening shows it. */
  const openingRef = useRef(0);

  // A new opening starts a new message.
  useEffect(() => {
    if (!isOpen) return;
    openingRef.current += 1;
    setState((current) => (current.isSending ? current : { isSending: false }));
  }, [isOpen]);

  async function send(message: ContactMessage, { isBot }: { isBot: boolean }) {
    if (isBot) {
      // The honeypot was filled: look like a success, send nothing.
      onOpenChange(false);
      showToast(t('contact.sent', { count: 1 }), { tone: 'success' });
      return;
    }
    const opening = openingRef.current;
    setState((current) => ({ ...current, isSending: true, error: undefined }));
    let outcome: Awaited<ReturnType<typeof submitMessage>>;
    try {
      outcome = await submitMessage(message, state.failedId);
    } catch (error) {
      // Nothing stored, nothing sent: `submitMessage` handles an unusable
      // IndexedDB itself and never throws once the message is stored (a
      // "try again" then would send a second copy).
      console.warn('Contact message not sent', error);
      outcome = { kind: 'unsent', text: t('contact.notSendable') };
    }
    // Closed meanwhile, or closed and opened again on a new message: the
    // outcome is told in a toast and leaves the form that is showing alone.
    const wasOpen = isOpenRef.current && openingRef.current === opening;
    switch (outcome.kind) {
      case 'sent':
        setState({ isSending: false });
        if (wasOpen) onOpenChange(false);
        showToast(t('contact.sent', { count: 1 }), { tone: 'success' });
        return;
      case 'offline':
      case 'queued':
      case 'saved':
        setState({ isSending: false });
        if (wasOpen) onOpenChange(false);
        showToast(outcome.kind === 'offline' ? t('contact.offline') : t('contact.queued'));
        return;
      case 'rejected':
      case 'unsent': {
        // The mail API's English words carry `lang`, in the alert and in the toast alike.
        const text = outcome.kind === 'unsent' ? outcome.text : undefined;
        const error = outcome.failure ? (
          <MailFailureText failure={outcome.failure} text={text} />
        ) : (
          text
        );
        const failedId = outcome.kind === 'rejected' ? outcome.id : state.failedId;
        setState({
          isSending: false,
          error: wasOpen ? error : undefined,
          failedId: wasOpen ? failedId : undefined,
        });
        if (!wasOpen) showToast(t('contact.rejected'), { tone: 'error', description: error });
        return;
      }
    }
  }

  return (
    <ModalDialog title={t('contact.title')} isOpen={isOpen} onOpenChange={onOpenChange}>
      {({ close }) =>
        showForm && (
          <ContactForm
            onCancel={close}
            onValidSubmit={(message, meta) => void send(message, meta)}
            isSending={state.isSending}
            sendError={state.error}
          />
        )
      }
    </ModalDialog>
  );
}
