import type { UseStore } from 'idb-keyval';
import type { ContactMessage } from '#src/features/contact/api/contact-schema.ts';
import type { SendResult } from '#src/features/contact/api/mail-result.ts';
import type { Locks } from '#src/features/contact/outbox/outbox.ts';

/**
 * Stand-ins for the outbox's unit tests (outbox.test.ts, worker/outbox-drain.test.ts):
 * messages, send results and Web Locks, without a browser.
 */

/**
 * Wraps an IndexedDB store so that its writes fail on demand, as when the
 * disk is full or the browser aborts a transaction: `failWrites(n, { after })`
 * lets the next `after` read-write transactions through (default 0), then
 * makes `n` of them reject (all by default); `heal()` lets every write
 * through again. Reads always work.
 */
export function flakyStore(store: UseStore) {
  let passesLeft = 0;
  let failuresLeft = 0;
  const flaky: UseStore = (mode, callback) => {
    if (mode === 'readwrite' && passesLeft > 0) passesLeft -= 1;
    else if (mode === 'readwrite' && failuresLeft > 0) {
      failuresLeft -= 1;
      return Promise.reject(new DOMException('The transaction was aborted.', 'AbortError'));
    }
    return store(mode, callback);
  };
  return {
    store: flaky,
    failWrites: (n = Number.POSITIVE_INFINITY, { after = 0 } = {}) => {
      passesLeft = after;
      failuresLeft = n;
    },
    heal: () => {
      passesLeft = 0;
      failuresLeft = 0;
    },
  };
}

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
