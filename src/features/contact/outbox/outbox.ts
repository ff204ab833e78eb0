import { get, update, type UseStore } from 'idb-keyval';
import { boolean, is, literal, number, object, optional, string, union } from 'superstruct';
import type { ContactMessage } from '../contact-schema';
import { isTemporary, type MailFailure, NETWORK_ERROR, type SendResult } from './mail-failure';
import { OUTBOX_KEY as KEY, outboxStore } from './outbox-watch';

/**
 * The contact outbox (docs/product.md § Outbox;
 * docs/decisions/0002-at-least-once-outbox.md): every message is written to IndexedDB
 * before its first send attempt and leaves only when the mail API confirmed
 * it. No React here; `outbox-sync.ts` decides when to flush.
 *
 * Delivery guarantee, as far as a client can know:
 * - One sender at a time per origin. Every send, from the dialog or from a
 *   flush, runs inside the Web Lock {@link LOCK_NAME}, and re-reads the item
 *   from IndexedDB inside the lock before sending, so two tabs never send the
 *   same message: the second finds it gone (or failed) and skips it.
 * - A confirmed message is removed in the very next IndexedDB transaction
 *   after the answer, before anything else happens (no toast, no state
 *   update, no next send). A reload after that point never resends it.
 * - The one window left is a crash (tab closed, browser killed, power lost)
 *   between the API's answer and the commit of that removal, or while the
 *   request is in flight: the server may have the message while the outbox
 *   still holds it. The item carries `sendingSince`, written before the
 *   request; the next flush finds it set, and since the lock proves nobody
 *   else is sending it, that attempt was interrupted with an unknown outcome.
 *   The EmailJS API has no idempotency key, so the choice is between a rare
 *   duplicate and a rare lost message. We resend (at-least-once): a visitor's
 *   message is never lost, and the window is a few milliseconds of commit
 *   time, or an unload in the middle of a request.
 */

/** At most this many messages are kept (waiting or failed); a 21st is refused (docs/product.md § Outbox). */
export const OUTBOX_LIMIT = 20;
/** First retry delay after a temporary failure, in ms; doubles each time. */
export const RETRY_BASE_MS = 2_000;
/** Longest retry delay, in ms (the back-off's cap: no busy loops). */
export const RETRY_MAX_MS = 60_000;
/**
 * After this many 5xx/429 answers for one message the outbox gives up
 * retrying it by itself: it becomes `failed`, visible with Retry and Discard.
 * Network failures never give up (offline may last days).
 */
export const MAX_SERVER_ERRORS = 6;
/** Repeat sends from the dialog within this many ms are refused by the SDK's rate limit (docs/product.md § Contact). */
export const RATE_LIMIT_MS = 10_000;
/** The Web Lock that serialises every send of the origin. */
export const LOCK_NAME = 'portfolio-outbox';

/** One stored message. Times are ms since the epoch. */
export type OutboxItem = {
  id: string;
  message: ContactMessage;
  /** When it entered the outbox; the queue is sent in this order. */
  queuedAt: number;
  /** Send attempts so far, counted before each request goes out. */
  attempts: number;
  /** `waiting`: sent by the next flush; `failed`: rejected for good, waits for Retry or Discard. */
  status: 'waiting' | 'failed';
  /** Set before a request goes out, cleared with its outcome (see the module comment). */
  sendingSince?: number;
  /** Not retried by a timer before this time (back-off). */
  nextAttemptAt?: number;
  /** Temporary failures in a row (drives the back-off). */
  temporaryFailures?: number;
  /** 5xx/429 answers so far (drives giving up). */
  serverErrors?: number;
  lastFailure?: MailFailure;
};

const StoredItem = object({
  id: string(),
  message: object({ name: string(), email: string(), subject: string(), message: string() }),
  queuedAt: number(),
  attempts: number(),
  status: union([literal('waiting'), literal('failed')]),
  sendingSince: optional(number()),
  nextAttemptAt: optional(number()),
  temporaryFailures: optional(number()),
  serverErrors: optional(number()),
  lastFailure: optional(
    object({ status: number(), text: string(), precondition: optional(boolean()) }),
  ),
});

/** Thrown by {@link Outbox.add} when {@link OUTBOX_LIMIT} messages are already stored. */
export class OutboxFullError extends Error {
  override name = 'OutboxFullError';
  constructor() {
    super(
      `This browser already holds ${OUTBOX_LIMIT} unsent messages. ` +
        'Please try again once they have gone out, or discard the ones that could not be sent.',
    );
  }
}

/** What happened to one message when the dialog sent it. */
export type SendOutcome =
  | { kind: 'sent' }
  | { kind: 'temporary'; failure: MailFailure }
  | { kind: 'permanent'; failure: MailFailure };

/** What a flush did. */
export type FlushReport = {
  /** Messages the API confirmed. */
  sent: number;
  /** Messages that became `failed` in this flush (rejected, or given up on). */
  failed: OutboxItem[];
};

/** Sends one message; the outbox passes `rateLimitMs` only for the dialog's own send. */
export type Sender = (message: ContactMessage, options: { rateLimitMs?: number }) => Promise<SendResult>;

/** The part of the Web Locks API the outbox needs (`navigator.locks`). */
export type Locks = { request: <T>(name: string, callback: () => Promise<T>) => Promise<T> };

export type OutboxOptions = {
  send: Sender;
  /** IndexedDB store (default: database `portfolio-outbox`, object store `messages`). */
  store?: UseStore;
  /** Default `navigator.locks`, or a lock inside this tab where the browser has none. */
  locks?: Locks;
  /** Called after every change this outbox makes (the app's tells every tab). */
  onChange?: () => void;
  now?: () => number;
  newId?: () => string;
};

export type Outbox = {
  /** The stored messages, oldest first (unreadable entries are left out and logged). */
  list(): Promise<OutboxItem[]>;
  /**
   * Stores a message as `waiting`. With `replaceId` of a `failed` item (the
   * dialog's second try after a rejection), that item takes the new text
   * and waits again instead of a new one being added.
   * @throws OutboxFullError when {@link OUTBOX_LIMIT} messages are stored.
   */
  add(message: ContactMessage, replaceId?: string): Promise<OutboxItem>;
  /** Sends one message now, with the rate limit (the dialog's send). */
  sendNow(id: string): Promise<SendOutcome>;
  /**
   * Sends waiting messages oldest first, stopping at the first temporary
   * failure (so the order holds). Without `force`, stops at a message whose
   * back-off has not run out; `force` (page start, `online`, Retry) ignores it.
   */
  flush(options?: { force?: boolean }): Promise<FlushReport>;
  /** Puts a failed message back in the queue, with fresh back-off counters. */
  retry(id: string): Promise<void>;
  /** Removes a message for good (the visitor's choice). */
  discard(id: string): Promise<void>;
};

/** Back-off before the next try after `failures` temporary failures in a row, in ms. */
export function retryDelay(failures: number): number {
  return Math.min(RETRY_BASE_MS * 2 ** Math.max(0, failures - 1), RETRY_MAX_MS);
}

/** A lock inside this tab only, for browsers without the Web Locks API. */
function tabLock(): Locks {
  let tail: Promise<unknown> = Promise.resolve();
  return {
    request: <T>(_name: string, callback: () => Promise<T>) => {
      const run = tail.then(callback, callback);
      tail = run.catch(() => undefined);
      return run;
    },
  };
}

function defaultLocks(): Locks {
  if (typeof navigator !== 'undefined' && navigator.locks) {
    return { request: (name, callback) => navigator.locks.request(name, callback) };
  }
  return tabLock();
}

/** Creates an outbox over one IndexedDB store. */
export function createOutbox({
  send,
  store = outboxStore(),
  locks = defaultLocks(),
  onChange = () => {},
  now = Date.now,
  newId = () => crypto.randomUUID(),
}: OutboxOptions): Outbox {
  function readable(raw: unknown): OutboxItem[] {
    if (raw === undefined) return [];
    if (!Array.isArray(raw)) {
      console.warn('Outbox: stored value is not a list; ignoring it');
      return [];
    }
    const items = raw.filter((entry) => is(entry, StoredItem));
    if (items.length !== raw.length) console.warn('Outbox: ignoring unreadable entries');
    return items as OutboxItem[];
  }

  async function list(): Promise<OutboxItem[]> {
    return readable(await get(KEY, store));
  }

  /**
   * Changes one item in one transaction. Entries this version cannot read
   * are kept as they are, never dropped.
   * @returns the item after the change, or undefined when it is gone.
   */
  async function change(id: string, apply: (item: OutboxItem) => OutboxItem | null) {
    let result: OutboxItem | undefined;
    await update<unknown[]>(
      KEY,
      (raw = []) => {
        result = undefined;
        const next: unknown[] = [];
        for (const entry of raw) {
          if (is(entry, StoredItem) && entry.id === id) {
            const changed = apply(entry as OutboxItem);
            if (changed) next.push((result = changed));
          } else {
            next.push(entry);
          }
        }
        return next;
      },
      store,
    );
    onChange();
    return result;
  }

  async function add(message: ContactMessage, replaceId?: string): Promise<OutboxItem> {
    let added: OutboxItem | undefined;
    await update<unknown[]>(
      KEY,
      (raw = []) => {
        const list = Array.isArray(raw) ? raw : [];
        const index = list.findIndex(
          (entry) => is(entry, StoredItem) && entry.id === replaceId && entry.status === 'failed',
        );
        if (replaceId && index >= 0) {
          const old = list[index] as OutboxItem;
          added = { id: old.id, message, queuedAt: old.queuedAt, attempts: old.attempts, status: 'waiting' };
          return list.map((entry, i) => (i === index ? added : entry));
        }
        if (readable(list).length >= OUTBOX_LIMIT) throw new OutboxFullError();
        added = { id: newId(), message, queuedAt: now(), attempts: 0, status: 'waiting' };
        return [...list, added];
      },
      store,
    );
    onChange();
    return added as OutboxItem;
  }

  /**
   * One attempt for one message; call only while holding the lock.
   * @returns the item's state afterwards (`undefined`: confirmed and removed,
   *   or gone before the attempt), and whether it became failed now.
   */
  async function attempt(id: string, rateLimitMs?: number) {
    const before = await change(id, (item) =>
      item.status === 'waiting' ? { ...item, attempts: item.attempts + 1, sendingSince: now() } : item,
    );
    if (!before || before.status !== 'waiting') return { after: before, tried: false, sent: false };

    // A sender that throws (its chunk failed to load on a flaky network)
    // counts as no answer, so the back-off applies.
    const result = await send(before.message, { rateLimitMs }).catch(
      (): SendResult => ({ ok: false, failure: NETWORK_ERROR }),
    );
    if (result.ok) {
      // Confirmed: remove it before anything else happens (see the module comment).
      await change(id, () => null);
      return { after: undefined, tried: true, sent: true };
    }
    const { failure } = result;
    const after = await change(id, (item) => {
      const { sendingSince: _, ...rest } = item;
      if (!isTemporary(failure)) return { ...rest, status: 'failed', lastFailure: failure };
      const temporaryFailures = (item.temporaryFailures ?? 0) + 1;
      const serverErrors = (item.serverErrors ?? 0) + (failure.status === 0 ? 0 : 1);
      if (serverErrors >= MAX_SERVER_ERRORS) {
        return { ...rest, status: 'failed', lastFailure: failure, temporaryFailures, serverErrors };
      }
      // The SDK's own 429 means "not within the limit": wait it out.
      const delay = Math.max(retryDelay(temporaryFailures), failure.status === 429 ? RATE_LIMIT_MS : 0);
      return { ...rest, lastFailure: failure, temporaryFailures, serverErrors, nextAttemptAt: now() + delay };
    });
    return { after, tried: true, sent: false };
  }

  function outcomeOf(item: OutboxItem | undefined): SendOutcome {
    if (!item) return { kind: 'sent' };
    const failure = item.lastFailure ?? NETWORK_ERROR;
    return item.status === 'failed' ? { kind: 'permanent', failure } : { kind: 'temporary', failure };
  }

  return {
    list,
    add,

    sendNow: (id) =>
      locks.request(LOCK_NAME, async () => {
        const { after } = await attempt(id, RATE_LIMIT_MS);
        return outcomeOf(after);
      }),

    flush: ({ force = false } = {}) =>
      locks.request(LOCK_NAME, async () => {
        const report: FlushReport = { sent: 0, failed: [] };
        for (const { id } of await list()) {
          // Re-read inside the lock: another tab may have sent or changed it.
          const item = (await list()).find((entry) => entry.id === id);
          if (!item || item.status !== 'waiting') continue;
          if (!force && item.nextAttemptAt !== undefined && item.nextAttemptAt > now()) break;
          const { after, tried, sent } = await attempt(id);
          if (sent) report.sent += 1;
          else if (after?.status === 'failed') report.failed.push(after);
          // A temporary failure (or giving up after one) ends the flush: the
          // rest would most likely fail too, and the order holds.
          if (tried && !sent && after?.lastFailure && isTemporary(after.lastFailure)) break;
        }
        return report;
      }),

    retry: async (id) => {
      await change(id, (item) =>
        item.status === 'failed'
          ? { id: item.id, message: item.message, queuedAt: item.queuedAt, attempts: item.attempts, status: 'waiting' }
          : item,
      );
    },

    discard: async (id) => {
      await change(id, () => null);
    },
  };
}
