import type { ContactMessage } from '../features/contact/contact-schema';
import type { SendResult } from '../features/contact/outbox/mail-failure';
import type { Locks } from '../features/contact/outbox/outbox';

/**
 * Stand-ins for the outbox's unit tests (outbox.test.ts, outbox-drain.test.ts):
 * messages, send results and Web Locks, without a browser.
 */

/** A valid message (docs/product.md § Contact) whose subject tells it apart. */
export const message = (subject: string): ContactMessage => ({
  name: 'Maria Clara',
  email: 'maria@example.com',
  subject,
  message: `About ${subject}`,
});

/** The mail API accepted the message. */
export const ok: SendResult = { ok: true };

/** The mail API answered `status` (0: no answer) with `text`. */
export const fail = (status: number, text = 'nope'): SendResult => ({
  ok: false,
  failure: { status, text },
});

/**
 * A Web Locks stand-in shared by several outboxes, like `navigator.locks`
 * across the tabs and the service worker of one origin: callbacks under one
 * name run one at a time, in the order they asked; a failed one frees the lock.
 */
export function sharedLocks(): Locks {
  const tails = new Map<string, Promise<unknown>>();
  return {
    request: <T>(name: string, callback: () => Promise<T>) => {
      const run = (tails.get(name) ?? Promise.resolve()).then(callback, callback);
      tails.set(
        name,
        run.catch(() => undefined),
      );
      return run;
    },
  };
}
