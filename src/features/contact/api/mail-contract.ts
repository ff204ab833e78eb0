/**
 * The mail API's request contract (EmailJS, docs/decisions/0015-own-mail-request.md):
 * its two paths, the fields a request must carry and the API's answer texts
 * when one is missing. Pure data and one pure check, no I/O, so that every
 * side of a send reads the same facts: the page's and the service worker's
 * request (`mail-request.ts`), the local inbox of `npm start`
 * (`site-build/local-inbox-plugin.ts`) and the end-to-end tests' stand-in API
 * (`e2e/support/mail-server.ts`).
 *
 * Each fact is its own export, so a bundle keeps only what it uses (the
 * page uses {@link SEND_PATH} alone).
 */

/** The JSON send's path under the mail API's origin (`POST`, `application/json`). */
export const SEND_PATH = '/api/v1.0/email/send';

/** The form send's path under the mail API's origin (`POST`, multipart or URL-encoded form data). */
export const SEND_FORM_PATH = '/api/v1.0/email/send-form';

/** Which send a request is: `send` (JSON) or `send-form` (form data). */
export type MailEndpoint = 'send' | 'send-form';

/**
 * The send a request path names.
 * @param path a URL's pathname, e.g. `/api/v1.0/email/send`.
 * @returns `send`, `send-form`, or undefined for any other path.
 */
export function mailEndpointOf(path: string): MailEndpoint | undefined {
  return path === SEND_PATH ? 'send' : path === SEND_FORM_PATH ? 'send-form' : undefined;
}

/** Largest request body the API takes, in bytes (it caps template variables at 50 KB). */
export const MAX_BODY_BYTES = 50 * 1024;

/**
 * The fields every request must carry as non-empty strings, in the order
 * the API checks them, each with the text of its 400 answer when missing.
 */
export const REQUIRED_MAIL_FIELDS: ReadonlyArray<readonly [field: string, text: string]> = [
  [
    'user_id',
    'The Public Key is required. To find this ID, visit https://dashboard.emailjs.com/admin/account',
  ],
  [
    'service_id',
    'The service ID is required. To find this ID, visit https://dashboard.emailjs.com/admin',
  ],
  [
    'template_id',
    'The template ID is required. To find this ID, visit https://dashboard.emailjs.com/admin/templates',
  ],
];

/** The text of the 400 answer when `send`'s `template_params` is not an object. */
export const TEMPLATE_PARAMS_TEXT = 'The template params have to be an object';

/** A status and the response text, as the mail API answers (`text/plain`). */
export type MailAnswer = { status: number; text: string };

/** A mail request's fields: the JSON body of `send`, or the form fields of `send-form`. */
export type MailFields = Record<string, unknown>;

/**
 * The API's required-field checks: user_id (the public key), service_id
 * and template_id must be non-empty strings ({@link REQUIRED_MAIL_FIELDS}),
 * and `send`'s template_params, when present, an object.
 * @param fields the request's parsed fields.
 * @param endpoint which send the request is.
 * @returns the 400 answer for the first failing check, or undefined.
 */
export function checkMailFields(
  fields: MailFields,
  endpoint: MailEndpoint,
): MailAnswer | undefined {
  for (const [field, text] of REQUIRED_MAIL_FIELDS) {
    const value = fields[field];
    if (typeof value !== 'string' || value.trim() === '') return { status: 400, text };
  }
  const params = fields.template_params;
  if (
    endpoint === 'send' &&
    params !== undefined &&
    (typeof params !== 'object' || params === null || Array.isArray(params))
  ) {
    return { status: 400, text: TEMPLATE_PARAMS_TEXT };
  }
  return undefined;
}
