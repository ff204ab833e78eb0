/**
 * How a mail send ends (docs/product.md § Contact, § Outbox), shared by
 * the sender, the outbox and the UI. No SDK here: this module is part of the
 * first load, `api/send-message.ts` is not.
 */

/**
 * A send that did not succeed: the API's `status` and response `text`;
 * status 0 with "Network Error" when no answer arrived.
 * `precondition` marks the SDK's own refusals before any request (a missing
 * public key, service ID or template ID), whose `text` is
 * the SDK's message.
 */
export type MailFailure = { status: number; text: string; precondition?: boolean };

/** The outcome of one send attempt; never a thrown error. */
export type SendResult = { ok: true } | { ok: false; failure: MailFailure };

/** The outcome of a send that got no answer (network failure, offline). */
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
 * Temporary failures are retried from the outbox: no answer (status 0), 429
 * and 5xx. Everything else (other 4xx, preconditions) is permanent
 * (docs/product.md § Outbox, "Retry policy").
 */
export function isTemporary(failure: MailFailure): boolean {
  if (failure.precondition) return false;
  return failure.status === 0 || failure.status === 429 || failure.status >= 500;
}

/** The API's text when it is short plain text worth showing; HTML error pages are left out. */
function detail(text: string): string {
  const clean = text.trim();
  if (!clean || clean.length > 200 || /[<>]/.test(clean)) return '';
  return ` It said: “${clean}”`;
}

/**
 * Why a message was not sent, in plain words for the visitor
 * (docs/product.md § Contact, "The reasons in plain words").
 */
export function describeFailure(failure: MailFailure): string {
  const { status, text } = failure;
  if (failure.precondition) {
    return `The contact form is not set up yet. ${text.split('. Visit')[0].replace(/\.?$/, '.')}`;
  }
  if (status === 0) return 'The mail service could not be reached.';
  if (status === 429) return 'Too many messages were sent in a short time.';
  if (status >= 500) return `The mail service had a problem (error ${status}).`;
  if (status === 404 || status === 405) {
    return `This site has no mail service set up to receive messages (error ${status}).`;
  }
  if (status === 401 || status === 403) {
    return `The mail service did not accept this site’s settings (error ${status}).${detail(text)}`;
  }
  if (status === 413) return 'The message is too large for the mail service (error 413).';
  return `The mail service refused the message (error ${status}).${detail(text)}`;
}
