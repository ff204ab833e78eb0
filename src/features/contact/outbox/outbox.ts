import { get, promisifyRequest, type UseStore, update } from 'idb-keyval';
import { array, boolean, is, literal, number, object, optional, string, union } from 'superstruct';
import type { ContactMessage } from '../api/contact-schema.ts';
import {
  type MailFailure,
  NETWORK_ERROR,
  SEND_TIMEOUT_MS,
  type Sender,
  sendWithin,
} from '../api/mail-result.ts';
import { isTemporary } from './mail-failure.ts';
import type { OutboxItem } from './outbox-item.ts';
import { OUTBOX_KEY as KEY, OUTBOX_DB, outboxStore, RECEIPTS_KEY } from './outbox-store.ts';
import { afterFailure, backOffAllows, RATE_LIMIT_MS, retried } from './retry-policy.ts';

export type { Sender } from '../api/mail-result.ts';
export type { OutboxItem } from './outbox-item.ts';

/**
 * The contact outbox (`docs/product.md § Outbox`): every message is written
 * to IndexedDB before its first send attempt and leaves only when the mail
 * API confirmed it. The same code drains it in a page (`outbox-sync.ts`)
 * and in the service worker (`worker/outbox-drain.ts`): no `window`, no
 * `document`, no UI here.
 *
 * This module keeps IndexedDB, the lock and the receipts; when to try a
 * message again and when to give up on it is `retry-policy.ts`.
 *
 * Delivery guarantee, as far as a client can know:
 * - One sender at a time per origin. Every send, from the dialog, from a
 *   page's flush or from the service worker's Background Sync, runs inside
 *   the Web Lock {@link LOCK_NAME} (pages and workers of an origin share
 *   it), and re-reads the item from IndexedDB inside the lock before
 *   sending, so two senders never send the same message. Discard takes the
 *   lock too, so it never removes a message while it is being sent.
 * - A confirmed message is removed, and its id written to the delivery
 *   receipts, in one IndexedDB transaction right after the answer, before
 *   anything else happens. Only a receipt (or the sender's own 2xx) counts
 *   as "sent": a missing item is no proof of delivery.
 * - A confirmation is final whatever IndexedDB does next. When that
 *   removal fails, it is tried {@link CONFIRM_TRIES} times; if it still
 *   fails, this outbox remembers the id in memory: the send counts as sent,
 *   the item is left out of {@link Outbox.list} and never sent again by
 *   this outbox, and every later flush tries the removal again.
 * - Once the message is stored, a storage error around its send never
 *   throws away what the mail API said: a failure whose record cannot be
 *   written is still reported as that failure (the item keeps
 *   `sendingSince`, so a later flush sends it again).
 * - A request gets {@link SEND_TIMEOUT_MS} (loading the sending code
 *   included); then it is aborted and counted as a temporary failure.
 * - The window left is an answer the page never saw for a request the API
 *   took: the tab or worker closed or crashed during the request or before
 *   the removal committed, the connection broke after the request arrived,
 *   or the time-out aborted a request the API was still working on. The
 *   item carries `sendingSince`, written before the request; the next
 *   flush finds it set, and since the lock proves nobody is sending it,
 *   that attempt ended with an unknown outcome. The EmailJS API has no
 *   idempotency key, so the choice is between a rare duplicate and a rare
 *   lost message. We resend (at-least-once): a visitor's message is never lost.
 */

/** At most this many messages are kept (waiting or failed); a 21st is refused (`docs/product.md § Outbox`). */
export const OUTBOX_LIMIT = 20;
/** The Web Lock that serialises every send of this deployment (its outbox's name, {@link OUTBOX_DB}). */
export const LOCK_NAME = OUTBOX_DB;
/** How many times the removal of a confirmed message is tried before it is left to the next flush. */
export const CONFIRM_TRIES = 3;
/** Delivery receipts are kept this long, in ms, and at most {@link RECEIPT_LIMIT} of them. */
const RECEIPT_KEEP_MS = 24 * 60 * 60 * 1000;
const RECEIPT_LIMIT = 100;

const StoredItem = object({
  id: string(),
  message: object({ name: string(), email: string(), subject: string(), message: string() }),
  queuedAt: number(),
  attempts: number(),
  status: union([literal('waiting'), literal('failed')]),
  sendingSince: optional(number()),
  dialogAt: optional(number()),
  nextAttemptAt: optional(number()),
  lastTriedAt: optional(number()),
  temporaryFailures: optional(number()),
  serverErrors: optional(number()),
  noAnswerSince: optional(number()),
  noAnswerTries: optional(number()),
  lastFailure: optional(
    object({
      status: number(),
      text: string(),
      precondition: optional(boolean()),
      notLoaded: optional(boolean()),
    }),
  ),
});

const Receipts = array(object({ id: string(), at: number() }));
type Receipt = { id: string; at: number };

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

/**
 * What happened to one message when the dialog sent it. `sent`: the API
 * confirmed it (to this sender, or to another tab or the service worker
 * first, as its receipt shows); `gone`: it was discarded elsewhere before
 * it could be sent, so nothing was sent.
 */
export type SendOutcome =
  | { kind: 'sent' }
  | { kind: 'gone' }
  | { kind: 'temporary'; failure: MailFailure }
  | { kind: 'permanent'; failure: MailFailure };

/** What a flush did. */
export type FlushReport = {
  /** Messages the API confirmed. */
  sent: number;
  /** Messages that became `failed` in this flush (rejected, or given up on). */
  failed: OutboxItem[];
};

/** The part of the Web Locks API the outbox needs (`navigator.locks`). */
export type Locks = { request: <T>(name: string, callback: () => Promise<T>) => Promise<T> };

export type OutboxOptions = {
  send: Sender;
  /** IndexedDB store (default: database {@link OUTBOX_DB}, object store `messages`). */
  store?: UseStore;
  /** Default `navigator.locks` (pages and workers), or a lock inside this global where there is none. */
  locks?: Locks;
  /** Called after every change this outbox makes (the app's tells every page). */
  onChange?: () => void;
  now?: () => number;
  newId?: () => string;
  /** Time-out of one send, loading the sending code included, in ms (default {@link SEND_TIMEOUT_MS}). */
  timeoutMs?: number;
};

export type FlushOptions = {
  /**
   * Ignore back-offs (page start, `online`, Retry, a Background Sync), but
   * only those recorded before `requestedAt`: a back-off another tab set
   * while this flush waited for the lock still holds.
   */
  force?: boolean;
  /** When the flush was asked for, ms since the epoch (default: the call). */
  requestedAt?: number;
};

export type Outbox = {
  /** The stored messages, oldest first (unreadable entries are left out and logged). */
  list(): Promise<OutboxItem[]>;
  /**
   * Stores a message as `waiting`. With `replaceId` of a `failed` item (the
   * dialog's second try after a rejection), that item takes the new text
   * and waits again instead of a new one being added. `sendingNow`: the
   * dialog sends it at once (not shown as waiting meanwhile).
   * @throws OutboxFullError when {@link OUTBOX_LIMIT} messages are stored.
   */
  add(
    message: ContactMessage,
    options?: { replaceId?: string; sendingNow?: boolean },
  ): Promise<OutboxItem>;
  /**
   * Sends one message now, with the rate limit (the dialog's send).
   * `whileLocked` runs once this send holds the lock, before the request
   * (the page registers its Background Sync there, so the worker's sync
   * queues behind this send and finds it done, or cut off by a closed tab).
   */
  sendNow(id: string, options?: { whileLocked?: () => void }): Promise<SendOutcome>;
  /**
   * Sends waiting messages oldest first, stopping at the first temporary
   * failure (so the order holds) and at a message whose back-off has not
   * run out (see {@link FlushOptions.force}).
   */
  flush(options?: FlushOptions): Promise<FlushReport>;
  /** Puts a failed message back in the queue, with fresh back-off counters. */
  retry(id: string): Promise<void>;
  /**
   * Removes a message for good (the visitor's choice), waiting or failed.
   * Takes the lock: a message being sent is removed only once that send is
   * over, and then only if it was not delivered.
   */
  discard(id: string): Promise<void>;
};

/** A lock inside this global only, for browsers without the Web Locks API. */
function localLock(): Locks {
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
  return localLock();
}

/** Drops the keys whose value is undefined (the stored items carry only what is set). */
function compact(item: OutboxItem): OutboxItem {
  return Object.fromEntries(
    Object.entries(item).filter(([, value]) => value !== undefined),
  ) as OutboxItem;
}

/** Creates an outbox over one IndexedDB store. */
export function createOutbox({
  send,
  store = outboxStore(),
  locks = defaultLocks(),
  onChange = () => {},
  now = Date.now,
  newId = () => crypto.randomUUID(),
  timeoutMs = SEND_TIMEOUT_MS,
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

  /**
   * Ids the mail API confirmed whose removal could not be written yet: sent,
   * so never sent again nor shown, and removed by the next flush.
   */
  const confirmedUnrecorded = new Set<string>();

  async function list(): Promise<OutboxItem[]> {
    return readable(await get(KEY, store)).filter((item) => !confirmedUnrecorded.has(item.id));
  }

  /**
   * Changes one item in one transaction. Entries this version cannot read
   * are kept as they are, never dropped.
   * @returns the item after the change, or undefined when it is gone.
   */
  async function change(id: string, apply: (item: OutboxItem) => OutboxItem | null) {
    let result: OutboxItem | undefined;
    await update<unknown>(
      KEY,
      (raw) => {
        result = undefined;
        if (!Array.isArray(raw)) return raw;
        const next: unknown[] = [];
        for (const entry of raw) {
          if (is(entry, StoredItem) && entry.id === id) {
            const changed = apply(entry as OutboxItem);
            // biome-ignore lint/suspicious/noAssignInExpressions: keeps the updated item as the result while building the list
            if (changed) next.push((result = compact(changed)));
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

  /**
   * Removes a confirmed message and writes its receipt, in one transaction
   * (the explicit record that it was sent).
   */
  async function confirm(id: string): Promise<void> {
    const at = now();
    await store('readwrite', (objects) => {
      const listRequest = objects.get(KEY);
      const receiptsRequest = objects.get(RECEIPTS_KEY);
      receiptsRequest.onsuccess = () => {
        const raw: unknown = listRequest.result;
        if (Array.isArray(raw)) {
          objects.put(
            raw.filter((entry) => !(is(entry, StoredItem) && entry.id === id)),
            KEY,
          );
        }
        const old: Receipt[] = is(receiptsRequest.result, Receipts) ? receiptsRequest.result : [];
        const kept = old.filter(
          (receipt) => at - receipt.at < RECEIPT_KEEP_MS && receipt.id !== id,
        );
        objects.put([...kept, { id, at }].slice(-RECEIPT_LIMIT), RECEIPTS_KEY);
      };
      return promisifyRequest(objects.transaction);
    });
    onChange();
  }

  /**
   * Records a confirmation ({@link confirm}), trying {@link CONFIRM_TRIES}
   * times. Never throws: when every try fails the id stays in
   * {@link confirmedUnrecorded} for the next flush.
   * @returns whether the removal was written.
   */
  async function recordConfirmed(id: string): Promise<boolean> {
    confirmedUnrecorded.add(id);
    for (let tries = 1; tries <= CONFIRM_TRIES; tries += 1) {
      try {
        await confirm(id);
        confirmedUnrecorded.delete(id);
        return true;
      } catch (error) {
        if (tries === CONFIRM_TRIES) {
          console.warn(
            'Outbox: a sent message could not be removed yet; it is not sent again',
            error,
          );
        }
      }
    }
    return false;
  }

  async function wasSent(id: string): Promise<boolean> {
    const receipts: unknown = await get(RECEIPTS_KEY, store);
    return is(receipts, Receipts) && receipts.some((receipt) => receipt.id === id);
  }

  async function add(
    message: ContactMessage,
    { replaceId, sendingNow = false }: { replaceId?: string; sendingNow?: boolean } = {},
  ): Promise<OutboxItem> {
    let added: OutboxItem | undefined;
    const dialog = sendingNow ? { dialogAt: now() } : {};
    await update<unknown[]>(
      KEY,
      (raw = []) => {
        const list = Array.isArray(raw) ? raw : [];
        const index = list.findIndex(
          (entry) => is(entry, StoredItem) && entry.id === replaceId && entry.status === 'failed',
        );
        if (replaceId && index >= 0) {
          const old = list[index] as OutboxItem;
          added = {
            id: old.id,
            message,
            queuedAt: old.queuedAt,
            attempts: old.attempts,
            status: 'waiting',
            ...dialog,
          };
          return list.map((entry, i) => (i === index ? added : entry));
        }
        if (readable(list).length >= OUTBOX_LIMIT) throw new OutboxFullError();
        added = {
          id: newId(),
          message,
          queuedAt: now(),
          attempts: 0,
          status: 'waiting',
          ...dialog,
        };
        return [...list, added];
      },
      store,
    );
    onChange();
    return added as OutboxItem;
  }

  type Attempt =
    | { tried: false; item: OutboxItem | undefined }
    | { tried: true; sent: true }
    /** `item` is undefined when the outcome could not be written (it waits, marked as sending). */
    | { tried: true; sent: false; failure: MailFailure; item: OutboxItem | undefined };

  /**
   * One attempt for one message; call only while holding the lock.
   * @throws the IndexedDB error of marking it as sending (nothing was sent then).
   */
  async function attempt(id: string, rateLimitMs?: number): Promise<Attempt> {
    if (confirmedUnrecorded.has(id)) {
      await recordConfirmed(id);
      return { tried: true, sent: true };
    }
    const before = await change(id, (item) => {
      if (item.status !== 'waiting') return item;
      // Only the dialog's own send keeps the dialog's mark.
      return {
        ...item,
        attempts: item.attempts + 1,
        sendingSince: now(),
        dialogAt: rateLimitMs ? item.dialogAt : undefined,
      };
    });
    if (before?.status !== 'waiting') return { tried: false, item: before };

    const result = await sendWithin(send, before.message, { rateLimitMs, timeoutMs });
    if (result.ok) {
      // Confirmed: remove it before anything else happens (see the module comment).
      await recordConfirmed(id);
      return { tried: true, sent: true };
    }
    try {
      const item = await change(id, (current) => afterFailure(current, result.failure, now()));
      return { tried: true, sent: false, failure: result.failure, item };
    } catch (error) {
      console.warn('Outbox: a failed send could not be recorded; it is tried again later', error);
      return { tried: true, sent: false, failure: result.failure, item: undefined };
    }
  }

  function failureOf(item: OutboxItem): SendOutcome {
    const failure = item.lastFailure ?? NETWORK_ERROR;
    return item.status === 'failed'
      ? { kind: 'permanent', failure }
      : { kind: 'temporary', failure };
  }

  return {
    list,
    add,

    sendNow: (id, { whileLocked } = {}) =>
      locks.request(LOCK_NAME, async (): Promise<SendOutcome> => {
        whileLocked?.();
        const result = await attempt(id, RATE_LIMIT_MS);
        if (result.tried && result.sent) return { kind: 'sent' };
        if (result.item) return failureOf(result.item);
        if (result.tried) {
          // Not recorded: it still waits, and the next flush sends it.
          return isTemporary(result.failure)
            ? { kind: 'temporary', failure: result.failure }
            : { kind: 'permanent', failure: result.failure };
        }
        // Gone before the attempt: sent by another tab or the worker, or discarded.
        return (await wasSent(id)) ? { kind: 'sent' } : { kind: 'gone' };
      }),

    flush: ({ force = false, requestedAt = now() }: FlushOptions = {}) =>
      locks.request(LOCK_NAME, async () => {
        const report: FlushReport = { sent: 0, failed: [] };
        // Sent before, already told: only the removal is left to write.
        for (const id of [...confirmedUnrecorded]) await recordConfirmed(id);
        for (const { id } of await list()) {
          // Re-read inside the lock: another tab may have sent or changed it.
          const item = (await list()).find((entry) => entry.id === id);
          if (item?.status !== 'waiting') continue;
          if (!backOffAllows(item, now(), { force, requestedAt })) break;
          const result = await attempt(id);
          if (!result.tried) continue;
          if (result.sent) {
            report.sent += 1;
            continue;
          }
          if (result.item?.status === 'failed') report.failed.push(result.item);
          // A temporary failure (or giving up after one) ends the flush: the
          // rest would most likely fail too, and the order holds. So does a
          // failure IndexedDB could not record: storage is failing.
          if (!result.item || isTemporary(result.failure)) break;
        }
        return report;
      }),

    retry: async (id) => {
      await change(id, (item) => (item.status === 'failed' ? retried(item) : item));
    },

    discard: (id) =>
      locks.request(LOCK_NAME, async () => {
        await change(id, () => null);
      }),
  };
}
