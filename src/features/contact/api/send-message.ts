import { scopedName } from '#src/lib/scoped-name.ts';
import type { ContactMessage } from './contact-schema.ts';
import { requestMail } from './mail-request.ts';
import type { SendResult } from './mail-result.ts';
import type { MailSettings } from './mail-settings.ts';
import { pageMailSettings } from './page-mail-settings.ts';

/**
 * The page's sending code, loaded on demand with the first send (never part
 * of the first load): the dialog's rate limit, then the mail request
 * (`mail-request.ts`, the one the service worker makes too).
 */

/** The localStorage key of the last confirmed dialog send's time (ms since the epoch), for the rate limit; scoped by the base path. */
export const RATE_LIMIT_KEY = scopedName('portfolio-contact');

export type SendMessageOptions = {
  /**
   * The rate limit (spam guard, `docs/product.md § Contact`): a send within
   * this many ms of the last one that went out is refused locally with 429
   * "Too Many Requests", without a request. Only the dialog's own send
   * passes it; outbox flushes and the service worker's sends never do.
   */
  rateLimitMs?: number;
  /** The settings to send with (default: the build's, `pageMailSettings`); for tests. */
  settings?: MailSettings;
  /** Aborts the request (the outbox's time-out). */
  signal?: AbortSignal;
};

/** localStorage where the browser allows it, else memory (storage blocked): the limit then lasts the page's life. */
const memory = new Map<string, string>();
function storage(): Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> {
  try {
    const local = window.localStorage;
    local.getItem(RATE_LIMIT_KEY);
    return local;
  } catch {
    return {
      getItem: (key) => memory.get(key) ?? null,
      setItem: (key, value) => void memory.set(key, value),
      removeItem: (key) => void memory.delete(key),
    };
  }
}

/**
 * Sends one contact message from the page.
 * @returns `{ ok: true }` on a 2xx answer, else the normalised failure
 *   (429 "Too Many Requests" without a request inside the rate limit); never throws.
 */
export async function sendMessage(
  message: ContactMessage,
  { rateLimitMs, settings = pageMailSettings, signal }: SendMessageOptions = {},
): Promise<SendResult> {
  const store = storage();
  if (rateLimitMs) {
    const last = Number(store.getItem(RATE_LIMIT_KEY) ?? 0);
    if (Date.now() - last < rateLimitMs) {
      return { ok: false, failure: { status: 429, text: 'Too Many Requests' } };
    }
    // Written before the request, as EmailJS's limiter does: two quick presses send once.
    store.setItem(RATE_LIMIT_KEY, String(Date.now()));
  }
  const result = await requestMail(message, {
    settings,
    ownOrigin: window.location.origin,
    signal,
  });
  if (!result.ok) {
    // The limit is for repeat sends after a delivered message: a failed try
    // must not hold back the visitor's next one.
    if (rateLimitMs) store.removeItem(RATE_LIMIT_KEY);
    console.warn(`Contact message not sent: ${result.failure.status} ${result.failure.text}`);
  }
  return result;
}
