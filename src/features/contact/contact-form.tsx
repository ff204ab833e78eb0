import { type FormEvent, type ReactNode, useRef, useState } from 'react';
import { Button, FieldError, Form, Input, Label, TextArea, TextField } from 'react-aria-components';
import button from '#src/components/ui/button.module.css';
import { AlertIcon } from '#src/components/ui/icons.tsx';
import { useI18n } from '#src/i18n/i18n-provider.tsx';
import {
  CONTACT_FIELDS,
  type ContactErrors,
  type ContactField,
  type ContactMessage,
  validateContact,
} from './api/contact-schema.ts';
import styles from './contact-form.module.css';

export type ContactFormProps = {
  /**
   * Called with the trimmed, valid message. `isBot` is true when the hidden
   * honeypot field was filled in (docs/product.md § Contact, "Spam guard"): only bots see it.
   */
  onValidSubmit?: (message: ContactMessage, meta: { isBot: boolean }) => void;
  onCancel: () => void;
  /** While true, Send is disabled and busy with a spinner, and submitting does nothing. */
  isSending?: boolean;
  /** Why the last send failed, shown as an alert above the buttons; the fields keep their text. */
  sendError?: ReactNode;
};

/**
 * The honeypot's field name (spam guard, `docs/product.md` § Contact). A
 * filled honeypot drops the message while the sender is told "Message sent",
 * so nothing a real visitor's browser does may fill it: the name (like its
 * label) holds none of the words browser autofill and password managers look
 * for (name, mail, phone, url, website, address, company, user, …).
 */
export const HONEYPOT = 'hp_field_x7';

/**
 * The honeypot input's attributes: `autocomplete="off"`; out of the tab
 * order and (with its wrapper) hidden from assistive technology; and the
 * opt-outs that password managers honour (LastPass `data-lpignore`,
 * 1Password `data-1p-ignore`, Bitwarden `data-bwignore`, Dashlane
 * `data-form-type="other"`).
 */
const HONEYPOT_INPUT = {
  name: HONEYPOT,
  type: 'text',
  tabIndex: -1,
  autoComplete: 'off',
  'aria-hidden': true,
  'data-lpignore': 'true',
  'data-1p-ignore': 'true',
  'data-bwignore': 'true',
  'data-form-type': 'other',
} as const;

const EMPTY: Record<ContactField, string> = { name: '', email: '', subject: '', message: '' };

/**
 * The contact form (docs/product.md § Contact): textboxes Name, Email,
 * Subject and Message and the button Send. Validated on submit, then
 * re-validated on every change; each error shows under its field, is tied to
 * it with `aria-describedby`, and the first invalid field takes focus.
 */
export function ContactForm({
  onValidSubmit,
  onCancel,
  isSending = false,
  sendError,
}: ContactFormProps) {
  const i18n = useI18n();
  const { t } = i18n;
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<ContactErrors>({});
  const [wasSubmitted, setWasSubmitted] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);

  function change(field: ContactField, value: string) {
    const next = { ...values, [field]: value };
    setValues(next);
    if (wasSubmitted) {
      const result = validateContact(next, i18n);
      setErrors(result.ok ? {} : result.errors);
    }
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isSending) return;
    setWasSubmitted(true);
    const result = validateContact(values, i18n);
    if (!result.ok) {
      setErrors(result.errors);
      const first = CONTACT_FIELDS.find((field) => result.errors[field]);
      formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    setErrors({});
    const honeypot = formRef.current?.elements.namedItem(HONEYPOT);
    const isBot = honeypot instanceof HTMLInputElement && honeypot.value !== '';
    onValidSubmit?.(result.value, { isBot });
  }

  return (
    <Form ref={formRef} className={styles.form} validationBehavior="aria" onSubmit={submit}>
      {CONTACT_FIELDS.map((field) => (
        <TextField
          key={field}
          name={field}
          className={styles.field}
          value={values[field]}
          onChange={(value) => change(field, value)}
          isInvalid={Boolean(errors[field])}
          type={field === 'email' ? 'email' : 'text'}
          autoComplete={field === 'name' ? 'name' : field === 'email' ? 'email' : 'off'}
        >
          <Label className={styles.label}>{t(`contact.${field}`)}</Label>
          {field === 'message' ? (
            <TextArea className={styles.input} rows={5} />
          ) : (
            <Input className={styles.input} />
          )}
          <div className={styles.errorSlot} aria-live="polite">
            <FieldError className={styles.error}>{errors[field]}</FieldError>
          </div>
        </TextField>
      ))}
      <div className={styles.honeypot} aria-hidden="true">
        <label>
          {t('contact.honeypot')}
          <input {...HONEYPOT_INPUT} defaultValue="" />
        </label>
      </div>
      {sendError && (
        <div role="alert" className={styles.alert}>
          <AlertIcon className={styles.alertIcon} />
          <p>
            <strong>{t('contact.notSent')}</strong> {sendError}
          </p>
        </div>
      )}
      <div className={styles.actions}>
        <span aria-live="polite" className="sr-only">
          {isSending ? t('contact.sending') : ''}
        </span>
        <Button className={button.secondary} onPress={onCancel}>
          {t('contact.cancel')}
        </Button>
        {/* A native button: aria-disabled keeps it focusable while sending,
            aria-busy marks the wait (docs/product.md § Accessibility: "Send" disabled and busy). */}
        <button
          type="submit"
          className={`${button.primary} ${styles.send}`}
          aria-disabled={isSending || undefined}
          aria-busy={isSending || undefined}
        >
          {isSending && <span className={styles.spinner} aria-hidden="true" />}
          {t('contact.send')}
        </button>
      </div>
    </Form>
  );
}
