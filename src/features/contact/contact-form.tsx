import { type FormEvent, useRef, useState } from 'react';
import { Button, FieldError, Form, Input, Label, TextArea, TextField } from 'react-aria-components';
import button from '../../components/ui/button.module.css';
import {
  CONTACT_FIELDS,
  type ContactErrors,
  type ContactField,
  type ContactMessage,
  validateContact,
} from './contact-schema';
import styles from './contact-form.module.css';

export type ContactFormProps = {
  /** Called with the trimmed, valid message (the next step of the contact flow sends it). */
  onValidSubmit?: (message: ContactMessage) => void;
  onCancel: () => void;
};

const LABELS: Record<ContactField, string> = {
  name: 'Name',
  email: 'Email',
  subject: 'Subject',
  message: 'Message',
};

const EMPTY: Record<ContactField, string> = { name: '', email: '', subject: '', message: '' };

/**
 * The contact form (spec sections 3 and 5): textboxes Name, Email, Subject
 * and Message and the button Send (CONTRACT.md). Validated on submit, then
 * re-validated on every change; each error shows under its field, is tied to
 * it with `aria-describedby`, and the first invalid field takes focus.
 */
export function ContactForm({ onValidSubmit, onCancel }: ContactFormProps) {
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<ContactErrors>({});
  const [wasSubmitted, setWasSubmitted] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);

  function change(field: ContactField, value: string) {
    const next = { ...values, [field]: value };
    setValues(next);
    if (wasSubmitted) {
      const result = validateContact(next);
      setErrors(result.ok ? {} : result.errors);
    }
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setWasSubmitted(true);
    const result = validateContact(values);
    if (!result.ok) {
      setErrors(result.errors);
      const first = CONTACT_FIELDS.find((field) => result.errors[field]);
      formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    setErrors({});
    onValidSubmit?.(result.value);
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
          <Label className={styles.label}>{LABELS[field]}</Label>
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
      <div className={styles.actions}>
        <Button className={button.secondary} onPress={onCancel}>
          Cancel
        </Button>
        <Button type="submit" className={button.primary}>
          Send
        </Button>
      </div>
    </Form>
  );
}
