import { pageTranslator } from '#src/i18n/page-translator.ts';
import type { Translator } from '#src/i18n/translator.ts';
import type { ContactMessage } from '../contact-schema.ts';

/**
 * How a mail send ends (`docs/product.md § Contact` and `§ Outbox`), shared by
 * the sender, the outbox and the UI, in a page and in the service worker.
 * No request code here: this module is part of the first load,
 * `api/send-message.ts` is not.
 */

/**
 * A send that did not succeed: the API's `status` and response `text`;
 * status 0 with "Network Error" when no answer arrived.
 * `precondition` marks the SDK's own refusals before any request (a missing
 * public key, service ID or template ID), whose `text` is
 * the SDK's message.
 */
export type MailFailure = {
  status: number;
  text: string;
  precondition?: boolean;
  /** The page could not load its sending code (a chunk request failed): no request was made. */
  notLoaded?: boolean;
};

/** The outcome of one send attempt; never a thrown error. */
export type SendResult = { ok: true } | { ok: false; failure: MailFailure };

/** The outcome of a request that got no answer (the mail API's own wording for it). */
export const NETWORK_ERROR: MailFailure = { status: 0, text: 'Network Error' };

/**
 * A mail request still unanswered after this many ms is given up (the SDK's
 * `fetch` has no timeout of its own): a hung API would otherwise hold the
 * outbox's Web Lock, and every send in every tab, until the tab closes.
 * Here, not in `send-message.ts`, so the outbox indicator can use it without
 * loading the SDK.
 */
export const SEND_TIMEOUT_MS = 30_000;

/**
 * The failure of a request given up after `timeoutMs`: a 504 (Gateway
 * Timeout), so the outbox keeps the message and retries it with back-off
 * like any 5xx. The request is aborted; if the mail API had already taken
 * it, a retry can still deliver it twice (the outbox is at-least-once, see
 * `outbox.ts`).
 */
export function timeoutFailure(timeoutMs: number): MailFailure {
  return {
    status: 504,
    text: `No answer from the mail service within ${Math.round(timeoutMs / 1000)} s`,
  };
}

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
 * Sends one message. `rateLimitMs` is passed only for the dialog's own send;
 * `signal` aborts the request (the time-out of {@link sendWithin}). Page and
 * service worker each have one: `outbox-sync.ts` (loads the request code on
 * demand) and `worker/outbox-drain.ts` (the worker's).
 */
export type Sender = (
  message: ContactMessage,
  options: { rateLimitMs?: number; signal: AbortSignal },
) => Promise<SendResult>;

/**
 * Runs one send under the time-out: after `timeoutMs` the signal aborts the
 * request (and a chunk still loading is no longer waited for) and the
 * result is {@link timeoutFailure}. A sender that throws counts as no
 * answer ({@link NETWORK_ERROR}). Never throws.
 */
export async function sendWithin(
  send: Sender,
  message: ContactMessage,
  { rateLimitMs, timeoutMs = SEND_TIMEOUT_MS }: { rateLimitMs?: number; timeoutMs?: number } = {},
): Promise<SendResult> {
  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const givenUp = new Promise<SendResult>((resolve) => {
    timer = setTimeout(() => {
      controller.abort();
      resolve({ ok: false, failure: timeoutFailure(timeoutMs) });
    }, timeoutMs);
  });
  const sending = Promise.resolve()
    .then(() => send(message, { rateLimitMs, signal: controller.signal }))
    .catch((): SendResult => ({ ok: false, failure: NETWORK_ERROR }));
  try {
    return await Promise.race([sending, givenUp]);
  } finally {
    clearTimeout(timer);
  }
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
function detail(text: string, { t }: Translator): string {
  const clean = text.trim();
  if (!clean || clean.length > 200 || /[<>]/.test(clean)) return '';
  return t('mail.said', { text: clean });
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
    return t('mail.notSetUp', { reason: text.split('. Visit')[0].replace(/\.?$/, '.') });
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
