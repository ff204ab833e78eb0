import { type Infer, object, refine, string, validate } from 'superstruct';

/**
 * The contact form's rules and messages, exactly as in docs/product.md § Contact: one
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

/** UTF-16 units segmented at a time by {@link countCharacters}. */
const SEGMENT_WINDOW = 4096;

/** Splits text into what a reader sees as one character each; undefined where the browser lacks it. */
const graphemes =
  typeof Intl !== 'undefined' && 'Segmenter' in Intl
    ? new Intl.Segmenter(undefined, { granularity: 'grapheme' })
    : undefined;

/**
 * Counts `text` in characters as the visitor sees them: grapheme clusters, so
 * an emoji (even one made of several code points, such as a skin tone or a
 * family), a flag, or a letter with its combining accents is one character,
 * and a letter outside the Basic Multilingual Plane is one, not two UTF-16
 * units (`String.length` would refuse 600 emoji as over 1000). Where
 * `Intl.Segmenter` is missing it counts code points.
 * @param stopAt stop counting once this many are reached (the result is then
 *   `stopAt`): checking a limit costs at most that many steps, even for a
 *   pasted megabyte.
 * @returns the number of characters, at most `stopAt`.
 */
export function countCharacters(text: string, stopAt = Number.POSITIVE_INFINITY): number {
  if (!graphemes) {
    let count = 0;
    const points = text[Symbol.iterator]();
    while (count < stopAt && !points.next().done) count += 1;
    return count;
  }
  // Segmenting reads its whole input first, so go through the text in
  // windows; each window after the first starts at the last character the
  // previous one began (it may have been cut short), so nothing is counted twice.
  let count = 0;
  let start = 0;
  while (start < text.length && count < stopAt) {
    const end = Math.min(text.length, start + SEGMENT_WINDOW);
    const segments = [...graphemes.segment(text.slice(start, end))];
    if (end === text.length) return Math.min(stopAt, count + segments.length);
    // biome-ignore lint/style/noNonNullAssertion: the window is not empty, so it has a last segment
    const last = segments.at(-1)!;
    if (last.index === 0) {
      // One character longer than a window (hundreds of stacked accents): count it once.
      count += 1;
      start = end;
    } else {
      count += segments.length - 1;
      start += last.index;
    }
  }
  return Math.min(stopAt, count);
}

const min =
  (n: number): Rule[0] =>
  (value) =>
    countCharacters(value, n) >= n;
// A text of at most n UTF-16 units has at most n characters: no count needed.
const max =
  (n: number): Rule[0] =>
  (value) =>
    value.length <= n || countCharacters(value, n + 1) <= n;

/** Field limits of docs/product.md § Contact, in characters as the visitor sees them ({@link countCharacters}). */
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
    [
      (v) => LETTERS_DIGITS_AND_SPACES.test(v),
      'Subject should contain only letters, numbers, and spaces',
    ],
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
 * Checks the form's values against docs/product.md § Contact.
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
