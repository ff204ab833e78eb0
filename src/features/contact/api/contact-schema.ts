import { type Infer, object, refine, string, validate } from 'superstruct';
import { pageTranslator } from '#src/i18n/page-translator.ts';
import type { Translator } from '#src/i18n/translator.ts';

/**
 * The contact form's rules and messages, exactly as in docs/product.md § Contact: one
 * refinement per row of its table, checked in the table's order so each
 * field reports its first failing rule. Values are trimmed before checking.
 * The messages are the page's language's (the catalogue's `contact.*Min`,
 * `…Max`, …; English as the product's table gives them).
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

type Rule = [check: (value: string) => boolean, message: (i18n: Translator) => string];

/** Each field's rules, by refinement name (`name-0`, …): the message is written when it is shown. */
const RULES = new Map<string, Rule[1]>();

function field(name: string, rules: Rule[]) {
  return rules.reduce((struct, [check, message], index) => {
    const refinement = `${name}-${index}`;
    RULES.set(refinement, message);
    return refine(struct, refinement, (value) => check(value) || refinement);
  }, string());
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

/** A valid contact message (docs/product.md § Contact). */
export const ContactMessage = object({
  name: field('name', [
    [min(3), ({ t }) => t('contact.nameMin', { min: 3 })],
    [max(50), ({ t }) => t('contact.nameMax', { max: 50 })],
    [(v) => LETTERS_AND_SPACES.test(v), ({ t }) => t('contact.nameLetters')],
  ]),
  email: field('email', [
    [min(3), ({ t }) => t('contact.emailMin', { min: 3 })],
    [max(255), ({ t }) => t('contact.emailMax', { max: 255 })],
    [(v) => EMAIL.test(v), ({ t }) => t('contact.emailInvalid')],
  ]),
  subject: field('subject', [
    [min(3), ({ t }) => t('contact.subjectMin', { min: 3 })],
    [max(50), ({ t }) => t('contact.subjectMax', { max: 50 })],
    [(v) => LETTERS_DIGITS_AND_SPACES.test(v), ({ t }) => t('contact.subjectLetters')],
  ]),
  message: field('message', [
    [min(3), ({ t }) => t('contact.messageMin', { min: 3 })],
    [max(1000), ({ t }) => t('contact.messageMax', { max: 1000 })],
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
 * @param i18n the language of the messages (default: the page's).
 * @returns the trimmed message, or the first error of each invalid field.
 */
export function validateContact(
  values: Partial<Record<ContactField, string>>,
  i18n: Translator = pageTranslator(),
): ContactValidation {
  const trimmed = Object.fromEntries(
    CONTACT_FIELDS.map((key) => [key, (values[key] ?? '').trim()]),
  ) as Record<ContactField, string>;
  const [error, value] = validate(trimmed, ContactMessage);
  if (!error) return { ok: true, value };
  const errors: ContactErrors = {};
  for (const failure of error.failures()) {
    const key = failure.key as ContactField;
    errors[key] ??= RULES.get(failure.refinement ?? '')?.(i18n) ?? failure.message;
  }
  return { ok: false, errors };
}
