import { pageTranslator } from '#src/i18n/page-translator.ts';
import type { Translator } from '#src/i18n/translator.ts';
import type { MailFailure } from '../api/mail-result.ts';

/**
 * What a failed mail send means (`docs/product.md § Contact` and `§ Outbox`):
 * whether it is retried, and why it failed in the visitor's words; shared
 * by the outbox and the UI, in a page and in the service worker. The
 * request's own result and time-out are `api/mail-result.ts`.
 */

/** The failure of a send whose code could not be loaded (`error` is the import's error). */
export function notLoadedFailure(error: unknown): MailFailure {
  const reason = error instanceof Error ? error.message : String(error);
  return {
    status: 0,
    text: `The sending code could not be loaded: ${reason}`.slice(0, 300),
    notLoaded: true,
  };
}

/**
 * Temporary failures are retried from the outbox: no answer (status 0), 429
 * and 5xx. Everything else (other 4xx, preconditions) is permanent
 * (`docs/product.md § Outbox`).
 */
export function isTemporary(failure: MailFailure): boolean {
  if (failure.precondition) return false;
  return failure.status === 0 || failure.status === 429 || failure.status >= 500;
}

/** The API's text when it is short plain text worth showing; HTML error pages are left out. */
function shownApiText(text: string): string | undefined {
  const clean = text.trim();
  return !clean || clean.length > 200 || /[<>]/.test(clean) ? undefined : clean;
}

/** The API's text, quoted in the visitor's words, or nothing (see {@link shownApiText}). */
function detail(text: string, { t }: Translator): string {
  const shown = shownApiText(text);
  return shown ? t('mail.said', { text: shown }) : '';
}

/** A failed precondition's reason: EmailJS's sentence up to its "Visit …" advice. */
const preconditionReason = (text: string) => text.split('. Visit')[0].replace(/\.?$/, '.');

/**
 * The mail API's own words that {@link describeFailure} quotes when its text
 * has them (a failed precondition's reason, or the API's short plain text),
 * exactly as they would stand there; undefined when there are none worth
 * showing. They are the API's (EmailJS answers in English), not the page's
 * language: the page marks them with `lang` (`MailFailureText`).
 */
export function apiWords(failure: MailFailure): string | undefined {
  return failure.precondition ? preconditionReason(failure.text) : shownApiText(failure.text);
}

/**
 * Why a message was not sent, in plain words for the visitor
 * (`docs/product.md § Contact`: the alert says the message was not sent
 * and why in plain words). The mail API's own text, quoted, stays as it came.
 * @param i18n the language of the words (default: the page's).
 */
export function describeFailure(failure: MailFailure, i18n: Translator = pageTranslator()): string {
  const { status, text } = failure;
  const { t } = i18n;
  if (failure.precondition) {
    return t('mail.notSetUp', { reason: preconditionReason(text) });
  }
  if (failure.notLoaded) return t('mail.notLoaded');
  if (status === 0) return t('mail.unreachable');
  if (status === 429) return t('mail.tooMany');
  if (status >= 500) return t('mail.serverError', { status });
  if (status === 404 || status === 405) return t('mail.noService', { status });
  if (status === 401 || status === 403) {
    return `${t('mail.settingsRefused', { status })}${detail(text, i18n)}`;
  }
  if (status === 413) return t('mail.tooLarge');
  return `${t('mail.refused', { status })}${detail(text, i18n)}`;
}
