import { createStore, get, type UseStore } from 'idb-keyval';

/**
 * The first-load part of the outbox (issue 3): where it is stored, a cheap
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

/** How many stored messages wait to be sent, and how many failed for good. */
export type OutboxCounts = { waiting: number; failed: number };

/** Counts the stored messages with one IndexedDB read; no validation, no SDK. */
export async function peekOutbox(): Promise<OutboxCounts> {
  const raw: unknown = await get(OUTBOX_KEY, outboxStore());
  const entries: unknown[] = Array.isArray(raw) ? raw : [];
  const count = (status: string) =>
    entries.filter((entry) => (entry as { status?: unknown } | null)?.status === status).length;
  return { waiting: count('waiting'), failed: count('failed') };
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
