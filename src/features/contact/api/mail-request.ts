import type { ContactMessage } from './contact-schema.ts';
import { SEND_PATH } from './mail-contract.ts';
import { type MailFailure, NETWORK_ERROR, type SendResult } from './mail-result.ts';
import type { MailSettings } from './mail-settings.ts';

/**
 * The mail request, the same from a page and from the service worker:
 * `POST {origin}/api/v1.0/email/send` with the JSON body EmailJS's SDK
 * (`@emailjs/browser` 4.4.1) sends, made here with `fetch` so that the
 * outbox's time-out can abort it (the SDK's `fetch` takes no signal).
 * No `window`, no `document`, no storage: see `docs/product.md § Outbox`.
 */

/** The SDK version the request says it comes from (its `lib_version`); a unit test keeps it equal to the installed SDK. */
export const EMAILJS_LIB_VERSION = '4.4.1';

/**
 * Refusals before any request, with EmailJS's own texts (`docs/product.md § Contact`),
 * marked `precondition` (permanent).
 */
function precondition(settings: MailSettings): MailFailure | undefined {
  const missing = !settings.publicKey
    ? 'The public key is required. Visit https://dashboard.emailjs.com/admin/account'
    : !settings.serviceId
      ? 'The service ID is required. Visit https://dashboard.emailjs.com/admin'
      : !settings.templateId
        ? 'The template ID is required. Visit https://dashboard.emailjs.com/admin/templates'
        : undefined;
  return missing ? { status: 0, text: missing, precondition: true } : undefined;
}

export type MailRequestOptions = {
  settings: MailSettings;
  /** The origin to use when `settings.origin` is `''` (the local inbox): the page's or worker's own. */
  ownOrigin: string;
  /** Aborts the request (the outbox's time-out). An aborted request ends as {@link NETWORK_ERROR}. */
  signal?: AbortSignal;
};

/**
 * Sends one contact message as EmailJS's `send` does
 * (`docs/product.md § Contact`): lib_version, user_id (the public key), service_id, template_id
 * and template_params {name, email, subject, message}, as JSON.
 * @returns `{ ok: true }` on a 2xx answer; else the answer's status and text,
 *   status 0 "Network Error" when no answer came (or the request was
 *   aborted), or a precondition failure without a request. Never throws.
 */
export async function requestMail(
  message: ContactMessage,
  { settings, ownOrigin, signal }: MailRequestOptions,
): Promise<SendResult> {
  const refused = precondition(settings);
  if (refused) return { ok: false, failure: refused };
  const body = JSON.stringify({
    lib_version: EMAILJS_LIB_VERSION,
    user_id: settings.publicKey,
    service_id: settings.serviceId,
    template_id: settings.templateId,
    template_params: {
      name: message.name,
      email: message.email,
      subject: message.subject,
      message: message.message,
    },
  });
  let response: Response;
  try {
    response = await fetch(`${settings.origin || ownOrigin}${SEND_PATH}`, {
      method: 'POST',
      headers: { 'Content-type': 'application/json' },
      body,
      signal,
    });
  } catch {
    // fetch rejects with a TypeError (no answer) or an AbortError (given up).
    return { ok: false, failure: NETWORK_ERROR };
  }
  // A 2xx status is the confirmation; its body does not matter.
  if (response.ok) return { ok: true };
  const text = await response.text().catch(() => '');
  return { ok: false, failure: { status: response.status, text } };
}
