import { createStore, get, type UseStore } from 'idb-keyval';
import { SEND_TIMEOUT_MS } from './mail-failure';

/**
 * The first-load part of the outbox (docs/product.md § Outbox): where it is stored, a cheap
 * count of what it holds, and change notices between this tab's modules
 * and other tabs. Everything else (sending, retries, the EmailJS SDK) loads
 * on demand once a message is stored.
 */

/** The key of the message list inside the outbox's IndexedDB store. */
export const OUTBOX_KEY = 'messages';
const CHANGE_EVENT = 'portfolio-outbox-change';
const CHANNEL = 'portfolio-outbox';

let store: UseStore | undefined;
let channel: BroadcastChannel | null | undefined;

/** The outbox's IndexedDB store: database `portfolio-outbox`, object store `messages`. Opened on first use. */
export function outboxStore(): UseStore {
  store ??= createStore('portfolio-outbox', 'messages');
  return store;
}

function getChannel(): BroadcastChannel | null {
  if (channel === undefined) {
    channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(CHANNEL);
  }
  return channel;
}

/**
 * The stored messages by state: `sending` are on their first attempt (the
 * dialog's own send, not shown as waiting to the visitor), `waiting` wait
 * for a flush or a retry (a first attempt older than {@link SEND_TIMEOUT_MS}
 * was cut off by a closed tab, and waits too), `failed` were rejected for good.
 */
export type OutboxCounts = { sending: number; waiting: number; failed: number };

type Entry = { status?: unknown; sendingSince?: unknown; attempts?: unknown } | null;

/** Counts the stored messages with one IndexedDB read (`now` in ms since the epoch); no validation, no SDK. */
export async function peekOutbox(now = Date.now()): Promise<OutboxCounts> {
  const raw: unknown = await get(OUTBOX_KEY, outboxStore());
  const entries = (Array.isArray(raw) ? raw : []) as Entry[];
  const isFirstAttempt = (entry: Entry) =>
    typeof entry?.sendingSince === 'number' &&
    now - entry.sendingSince < SEND_TIMEOUT_MS &&
    typeof entry.attempts === 'number' &&
    entry.attempts <= 1;
  const pending = entries.filter((entry) => entry?.status === 'waiting');
  const sending = pending.filter(isFirstAttempt).length;
  return {
    sending,
    waiting: pending.length - sending,
    failed: entries.filter((entry) => entry?.status === 'failed').length,
  };
}

/** Tells this tab (a window event) and the other tabs (a BroadcastChannel) that the outbox changed. */
export function notifyOutboxChanged(): void {
  window.dispatchEvent(new Event(CHANGE_EVENT));
  getChannel()?.postMessage('changed');
}

/**
 * Calls `listener` whenever this tab or another one changes the outbox.
 * @returns the unsubscribe function.
 */
export function onOutboxChanged(listener: () => void): () => void {
  const bus = getChannel();
  window.addEventListener(CHANGE_EVENT, listener);
  bus?.addEventListener('message', listener);
  return () => {
    window.removeEventListener(CHANGE_EVENT, listener);
    bus?.removeEventListener('message', listener);
  };
}
