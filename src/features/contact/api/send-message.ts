import { EmailJSResponseStatus, init, send, type StorageProvider } from '@emailjs/browser';
import { config } from '../../../config/env';
import type { ContactMessage } from '../contact-schema';
import { type MailFailure, NETWORK_ERROR, SEND_TIMEOUT_MS, type SendResult } from '../outbox/mail-failure';

/**
 * The only module that imports `@emailjs/browser` (docs/product.md § Contact); the outbox
 * loads it with a dynamic import when a send happens, so the SDK is never
 * part of the first load.
 */

/** Where the SDK keeps the rate limiter's last-send time. */
const RATE_LIMIT_ID = 'portfolio-contact';

/**
 * The failure of a request given up after `timeoutMs`: a 504 (Gateway
 * Timeout), so the outbox keeps the message and retries it with back-off
 * like any 5xx. The request may still arrive; a retry can then deliver it
 * twice (the outbox is at-least-once, see `outbox.ts`).
 */
export function timeoutFailure(timeoutMs: number): MailFailure {
  return { status: 504, text: `No answer from the mail service within ${Math.round(timeoutMs / 1000)} s` };
}

export type SendMessageOptions = {
  /**
   * Applies the SDK's rate limit (docs/product.md § Contact, "Spam guard"): a send within this
   * many ms of the last confirmed one is refused locally with 429
   * "Too Many Requests", without a request. Only sends typed in the dialog
   * pass it; flushes of the outbox must not trip it (the limiter would refuse
   * every queued message after the first).
   */
  rateLimitMs?: number;
  /** The settings to send with (default: the build's, `config.emailjs`); for tests. */
  settings?: typeof config.emailjs;
  /** Gives the request up after this many ms (default {@link SEND_TIMEOUT_MS}). */
  timeoutMs?: number;
};

/**
 * localStorage for the rate limiter, or memory where storage is blocked.
 * `init()` needs one: without a `storageProvider` it silently turns the limit off.
 */
function createRateLimitStorage(): StorageProvider {
  const memory = new Map<string, string>();
  const storage = (() => {
    try {
      return window.localStorage;
    } catch {
      return undefined;
    }
  })();
  return {
    get: async (key) => {
      try {
        return storage ? storage.getItem(key) : memory.get(key);
      } catch {
        return memory.get(key);
      }
    },
    set: async (key, value) => {
      try {
        if (storage) storage.setItem(key, value);
        else memory.set(key, value);
      } catch {
        memory.set(key, value);
      }
    },
    remove: async (key) => {
      memory.delete(key);
      try {
        storage?.removeItem(key);
      } catch {
        // nothing stored there
      }
    },
  };
}

const rateLimitStorage = createRateLimitStorage();
let initialisedFor: string | undefined;

/**
 * The SDK takes its origin only from `init()`, and a later `init()` without
 * one resets it to api.emailjs.com (the SDK ignores a per-call origin), so
 * init once per origin.
 * `blockHeadless` stays off: it would refuse Playwright's Chromium.
 */
function initOnce(settings: typeof config.emailjs): void {
  const origin = settings.origin || window.location.origin;
  const key = `${origin} ${settings.publicKey}`;
  if (initialisedFor === key) return;
  init({ publicKey: settings.publicKey, blockHeadless: false, storageProvider: rateLimitStorage }, origin);
  initialisedFor = key;
}

/**
 * Turns whatever the SDK rejected with into a {@link MailFailure}: an
 * `EmailJSResponseStatus` keeps its status and text; the SDK's precondition
 * strings (docs/product.md § Contact, "Missing keys") become permanent failures; a raw `TypeError`
 * (the SDK does not catch fetch failures) becomes status 0 "Network Error".
 */
export function normaliseFailure(error: unknown): MailFailure {
  if (error instanceof EmailJSResponseStatus) return { status: error.status, text: error.text };
  if (typeof error === 'string') return { status: 0, text: error, precondition: true };
  if (
    typeof error === 'object' &&
    error !== null &&
    typeof (error as { status?: unknown }).status === 'number' &&
    typeof (error as { text?: unknown }).text === 'string'
  ) {
    const { status, text } = error as MailFailure;
    return { status, text };
  }
  return NETWORK_ERROR;
}

/**
 * Sends one contact message with EmailJS's `send` (docs/product.md § Contact):
 * `POST {origin}/api/v1.0/email/send` with lib_version, user_id (the public
 * key), service_id, template_id and template_params {name, email, subject,
 * message}.
 * @returns `{ ok: true }` on a 2xx answer, else the normalised failure
 *   ({@link timeoutFailure} when no answer came within `timeoutMs`); never throws.
 */
export async function sendMessage(
  message: ContactMessage,
  { rateLimitMs, settings = config.emailjs, timeoutMs = SEND_TIMEOUT_MS }: SendMessageOptions = {},
): Promise<SendResult> {
  initOnce(settings);
  const params = {
    name: message.name,
    email: message.email,
    subject: message.subject,
    message: message.message,
  };
  let requestWentOut = false;
  // The limiter stores its timestamp before the request: watching that write
  // tells its own 429 apart from a 429 of the API.
  const storageProvider: StorageProvider = {
    ...rateLimitStorage,
    set: (key, value) => {
      requestWentOut = true;
      return rateLimitStorage.set(key, value);
    },
  };
  const options = rateLimitMs
    ? { limitRate: { id: RATE_LIMIT_ID, throttle: rateLimitMs }, storageProvider }
    : undefined;
  const sending = send(settings.serviceId, settings.templateId, params, options);
  // Given up on, the request may still fail later: that is no longer news.
  sending.catch(() => undefined);
  let timer: ReturnType<typeof setTimeout> | undefined;
  const givenUp = new Promise<MailFailure>((resolve) => {
    timer = setTimeout(() => resolve(timeoutFailure(timeoutMs)), timeoutMs);
  });
  let failure: MailFailure;
  try {
    const timedOut = await Promise.race([sending.then(() => undefined), givenUp]);
    if (!timedOut) return { ok: true };
    failure = timedOut;
  } catch (error) {
    failure = normaliseFailure(error);
  } finally {
    clearTimeout(timer);
  }
  // The limit is for repeat sends after a delivered message: a failed try
  // must not hold back the visitor's next one.
  if (requestWentOut) await rateLimitStorage.remove(RATE_LIMIT_ID);
  console.warn(`Contact message not sent: ${failure.status} ${failure.text}`);
  return { ok: false, failure };
}
