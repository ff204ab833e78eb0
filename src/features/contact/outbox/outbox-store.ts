import { createStore, type UseStore } from 'idb-keyval';
import { scopedName } from '#src/lib/scoped-name.ts';
import type { MailFailure } from '../api/mail-result.ts';

/**
 * Where the outbox lives and how its changes are told, usable from a page
 * and from the service worker alike: no `window`, no `document`, no UI.
 * See `docs/product.md § Outbox`.
 */

/** The key of the message list inside the outbox's IndexedDB store. */
export const OUTBOX_KEY = 'messages';
/** The key of the recent delivery receipts (ids the mail API confirmed), beside the list. */
export const RECEIPTS_KEY = 'sent';
/**
 * The outbox's IndexedDB database, and the base of its other names: scoped
 * by the base path (`scopedName`: `portfolio-outbox` at `/`,
 * `portfolio-outbox@/portfolio/` under a sub-path), so two deployments on one
 * origin never share an outbox and one never sends the other's messages with
 * its own keys (docs/product.md § Outbox).
 */
export const OUTBOX_DB = scopedName('portfolio-outbox');
/** The BroadcastChannel every page and the service worker of this deployment use for outbox news. */
export const OUTBOX_CHANNEL = OUTBOX_DB;
/** The one Background Sync tag of the outbox (`registration.sync.register`). */
export const OUTBOX_SYNC_TAG = OUTBOX_DB;

let store: UseStore | undefined;

/** The outbox's IndexedDB store: database {@link OUTBOX_DB}, object store `messages`. Opened on first use. */
export function outboxStore(): UseStore {
  store ??= createStore(OUTBOX_DB, 'messages');
  return store;
}

/**
 * News on the outbox channel. `changed`: re-read the outbox. `report`: the
 * service worker's background send ended; `sent` messages were confirmed,
 * `failed` lists the ones that became failed (their subjects), so an open
 * page can say so.
 */
export type OutboxNews =
  | 'changed'
  | { type: 'report'; sent: number; failed: { subject: string; failure?: MailFailure }[] };

let channel: BroadcastChannel | null | undefined;

/** The outbox channel of this global (page or worker), or null where BroadcastChannel is missing. */
export function outboxChannel(): BroadcastChannel | null {
  if (channel === undefined) {
    channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(OUTBOX_CHANNEL);
  }
  return channel;
}

/** Posts `news` to every other page and worker of the origin (never to this global itself). */
export function postOutboxNews(news: OutboxNews): void {
  try {
    outboxChannel()?.postMessage(news);
  } catch (error) {
    console.warn('Outbox: could not tell the other pages', error);
  }
}
