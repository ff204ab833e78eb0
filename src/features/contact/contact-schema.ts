import { type Infer, object, refine, string, validate } from 'superstruct';

/**
 * The contact form's rules and messages, exactly as in docs/product.md
 * § Contact, "Validation": one
 * refinement per row of its table, checked in the table's order so each
 * field reports its first failing rule. Values are trimmed before checking.
 */

/** Letters (any script, with their combining accents) and spaces. */
const LETTERS_AND_SPACES = /^[\p{L}\p{M} ]+$/u;
/** Letters, digits and spaces. */
const LETTERS_DIGITS_AND_SPACES = /^[\p{L}\p{M}\p{Nd} ]+$/u;
/**
 * A practical e-mail address check: local part of the usual characters
 * without leading, trailing or doubled dots; a domain of dot-separated labels
 * ending in a top-level domain of two or more letters.
 */
const EMAIL =
  /^(?!\.)(?!.*\.\.)[\p{L}\p{N}_'+\-.]*[\p{L}\p{N}_+-]@(?:[\p{L}\p{N}](?:[\p{L}\p{N}-]*[\p{L}\p{N}])?\.)+\p{L}{2,}$/u;

type Rule = [check: (value: string) => boolean, message: string];

function field(name: string, rules: Rule[]) {
  return rules.reduce(
    (struct, [check, message], index) =>
      refine(struct, `${name}-${index}`, (value) => check(value) || message),
    string(),
  );
}

const min = (n: number): Rule[0] => (value) => value.length >= n;
const max = (n: number): Rule[0] => (value) => value.length <= n;

/** Field limits (docs/product.md § Contact), in characters. */
export const CONTACT_LIMITS = {
  name: { min: 3, max: 50 },
  email: { min: 3, max: 255 },
  subject: { min: 3, max: 50 },
  message: { min: 3, max: 1000 },
} as const;

/** A valid contact message (docs/product.md § Contact). */
export const ContactMessage = object({
  name: field('name', [
    [min(3), 'Name must be at least 3 characters'],
    [max(50), 'Name must be 50 characters only'],
    [(v) => LETTERS_AND_SPACES.test(v), 'Name should contain only letters and spaces'],
  ]),
  email: field('email', [
    [min(3), 'Email must be at least 3 characters'],
    [max(255), 'Email must be 255 characters only'],
    [(v) => EMAIL.test(v), 'Invalid email address'],
  ]),
  subject: field('subject', [
    [min(3), 'Subject must be at least 3 characters'],
    [max(50), 'Subject must be 50 characters only'],
    [(v) => LETTERS_DIGITS_AND_SPACES.test(v), 'Subject should contain only letters, numbers, and spaces'],
  ]),
  message: field('message', [
    [min(3), 'Message must be at least 3 characters'],
    [max(1000), 'Message must be 1000 characters only'],
  ]),
});
export type ContactMessage = Infer<typeof ContactMessage>;

/** The form's field names, in the order they appear. */
export const CONTACT_FIELDS = ['name', 'email', 'subject', 'message'] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];

/** One message per invalid field (the first failing rule of that field). */
export type ContactErrors = Partial<Record<ContactField, string>>;

/** Result of {@link validateContact}. */
export type ContactValidation =
  | { ok: true; value: ContactMessage }
  | { ok: false; errors: ContactErrors };

/**
 * Checks the form's values against docs/product.md § Contact, "Validation".
 * @param values raw field values (missing fields count as empty).
 * @returns the trimmed message, or the first error of each invalid field.
 */
export function validateContact(values: Partial<Record<ContactField, string>>): ContactValidation {
  const trimmed = Object.fromEntries(
    CONTACT_FIELDS.map((key) => [key, (values[key] ?? '').trim()]),
  ) as Record<ContactField, string>;
  const [error, value] = validate(trimmed, ContactMessage);
  if (!error) return { ok: true, value };
  const errors: ContactErrors = {};
  for (const failure of error.failures()) {
    const key = failure.key as ContactField;
    errors[key] ??= failure.message;
  }
  return { ok: false, errors };
}
