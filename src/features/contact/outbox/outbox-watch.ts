import { get } from 'idb-keyval';
import { SEND_TIMEOUT_MS } from '../api/mail-result.ts';
import { OUTBOX_KEY, outboxChannel, outboxStore, postOutboxNews } from './outbox-store.ts';

/**
 * The first-load part of the outbox (`docs/product.md § Outbox`): a cheap
 * count of what it holds, and change notices between this page's modules,
 * the other pages and the service worker. Everything else (sending,
 * retries, the request code) loads on demand once a message is stored.
 */

export { OUTBOX_KEY, outboxStore } from './outbox-store.ts';

const CHANGE_EVENT = 'portfolio-outbox-change';

/**
 * The stored messages by state: `sending` are the dialog's own send in
 * progress (not shown as waiting to the visitor; a mark older than
 * {@link SEND_TIMEOUT_MS} was cut off by a closed tab, and waits too),
 * `waiting` wait for a flush, a Background Sync or a retry, `failed` were
 * rejected for good or given up on.
 */
export type OutboxCounts = { sending: number; waiting: number; failed: number };

type Entry = { status?: unknown; sendingSince?: unknown; dialogAt?: unknown } | null;

/**
 * Whether a stored entry is the dialog's own send in progress: marked by
 * the dialog, and its send (or its wait for the lock) began less than
 * {@link SEND_TIMEOUT_MS} before `now` (ms since the epoch).
 */
export function isDialogSend(entry: Entry, now: number): boolean {
  if (entry?.status !== 'waiting' || typeof entry.dialogAt !== 'number') return false;
  const since = typeof entry.sendingSince === 'number' ? entry.sendingSince : entry.dialogAt;
  return now - since < SEND_TIMEOUT_MS;
}

/** Counts the stored messages with one IndexedDB read (`now` in ms since the epoch); no validation, no request code. */
export async function peekOutbox(now = Date.now()): Promise<OutboxCounts> {
  const raw: unknown = await get(OUTBOX_KEY, outboxStore());
  const entries = (Array.isArray(raw) ? raw : []) as Entry[];
  const pending = entries.filter((entry) => entry?.status === 'waiting');
  const sending = pending.filter((entry) => isDialogSend(entry, now)).length;
  return {
    sending,
    waiting: pending.length - sending,
    failed: entries.filter((entry) => entry?.status === 'failed').length,
  };
}

/** Tells this page (a window event), the other pages and the service worker (a BroadcastChannel) that the outbox changed. */
export function notifyOutboxChanged(): void {
  window.dispatchEvent(new Event(CHANGE_EVENT));
  postOutboxNews('changed');
}

/**
 * Calls `listener` whenever this page, another one or the service worker
 * changes the outbox, with the channel's message when it came from elsewhere.
 * @returns the unsubscribe function.
 */
export function onOutboxChanged(listener: (news?: unknown) => void): () => void {
  const bus = outboxChannel();
  const onLocal = () => listener();
  const onBus = (event: MessageEvent) => listener(event.data);
  window.addEventListener(CHANGE_EVENT, onLocal);
  bus?.addEventListener('message', onBus);
  return () => {
    window.removeEventListener(CHANGE_EVENT, onLocal);
    bus?.removeEventListener('message', onBus);
  };
}
