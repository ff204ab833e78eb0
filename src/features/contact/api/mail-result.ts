import type { ContactMessage } from './contact-schema.ts';

/**
 * How one mail request ends (`docs/product.md § Contact` and `§ Outbox`),
 * and the time-out it runs under, the same from a page and from the service
 * worker. No request code here: the outbox and the first-load watcher read
 * this module, and `send-message.ts` loads on demand.
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
 * `outbox/outbox.ts`).
 */
export function timeoutFailure(timeoutMs: number): MailFailure {
  return {
    status: 504,
    text: `No answer from the mail service within ${Math.round(timeoutMs / 1000)} s`,
  };
}

/**
 * Sends one message. `rateLimitMs` is passed only for the dialog's own send;
 * `signal` aborts the request (the time-out of {@link sendWithin}). Page and
 * service worker each have one: `outbox/outbox-sync.ts` (loads the request
 * code on demand) and `worker/outbox-drain.ts` (the worker's).
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
