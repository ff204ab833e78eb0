import { requestMail } from '../api/mail-request.ts';
import type { Sender } from '../api/mail-result.ts';
import type { MailSettings } from '../api/mail-settings.ts';
import { createOutbox, type Outbox } from '../outbox/outbox.ts';
import { OUTBOX_SYNC_TAG, type OutboxNews, postOutboxNews } from '../outbox/outbox-store.ts';

/**
 * The service worker's side of the outbox (`docs/product.md § Outbox`):
 * its Background Sync handler drains the outbox with the same code a page
 * uses (`outbox.ts`: the Web Lock, the re-read inside it, `sendingSince`,
 * the back-off, the 20-message bound), and tells open pages what happened
 * on the outbox channel. No `window`, no `document`, no UI.
 */

/** The parts of a `SyncEvent` the handler uses (TypeScript's DOM types have none). */
export type SyncEventLike = {
  tag: string;
  /** True on the browser's last try for this registration: nothing is retried after it. */
  lastChance: boolean;
  waitUntil(promise: Promise<unknown>): void;
};

export type OutboxSyncDeps = {
  outbox: Outbox;
  /** Tells open pages (default: the outbox BroadcastChannel). */
  tell?: (news: OutboxNews) => void;
};

/** Rejects a sync whose messages still wait, so the browser tries again later with its own back-off. */
export class MessagesStillWaitingError extends Error {
  override name = 'MessagesStillWaitingError';
  constructor(count: number) {
    super(
      `${count} contact message${count === 1 ? '' : 's'} still waiting; the browser will try again`,
    );
  }
}

/**
 * Sends what waits in the outbox, respecting every back-off: a sync fires
 * as soon as the device is online, also right after a page's own failed
 * try, and the browser's retry of a rejected sync comes minutes later,
 * after any back-off (at most a minute) has run out.
 * @returns once the outbox holds nothing that waits, or on `lastChance`
 *   (the messages stay `waiting` for the pages' own triggers: never dropped,
 *   never marked failed because the browser stops trying).
 * @throws MessagesStillWaitingError while messages wait after a temporary
 *   failure (offline, no answer, 429, 5xx), so the browser retries the sync;
 *   an IndexedDB error as it is.
 */
export async function drainOutbox(
  { lastChance }: { lastChance: boolean },
  { outbox, tell = postOutboxNews }: OutboxSyncDeps,
): Promise<void> {
  const report = await outbox.flush();
  if (report.sent > 0 || report.failed.length > 0) {
    tell({
      type: 'report',
      sent: report.sent,
      failed: report.failed.map((item) => ({
        subject: item.message.subject,
        failure: item.lastFailure,
      })),
    });
  }
  const waiting = (await outbox.list()).filter((item) => item.status === 'waiting').length;
  if (waiting > 0 && !lastChance) throw new MessagesStillWaitingError(waiting);
}

/**
 * The service worker's `sync` listener: drains the outbox for the outbox's
 * tag ({@link OUTBOX_SYNC_TAG}) and ignores other tags.
 * @returns whether the event was the outbox's.
 */
export function handleOutboxSync(event: SyncEventLike, deps: OutboxSyncDeps): boolean {
  if (event.tag !== OUTBOX_SYNC_TAG) return false;
  event.waitUntil(drainOutbox({ lastChance: event.lastChance }, deps));
  return true;
}

/**
 * The mail request as the worker makes it: the same request as a page's,
 * never rate limited (only the dialog's own send is).
 * @param ownOrigin the worker's origin, for the local inbox (`settings.origin` empty).
 */
export function workerSender(settings: MailSettings, ownOrigin: string): Sender {
  return (message, { signal }) => requestMail(message, { settings, ownOrigin, signal });
}

/** The service worker's outbox: the shared store and lock, telling pages of every change. */
export function createWorkerOutbox(settings: MailSettings, ownOrigin: string): Outbox {
  return createOutbox({
    send: workerSender(settings, ownOrigin),
    onChange: () => postOutboxNews('changed'),
  });
}

/** What {@link registerOutboxSync} needs of the worker's global scope (`self` in `src/sw.ts`). */
export type SyncScope = EventTarget & { location: { origin: string } };

/**
 * Adds the service worker's `sync` listener for the outbox: a Background
 * Sync registered by a page ({@link OUTBOX_SYNC_TAG}) drains the outbox
 * with the build's mail settings, with no page open.
 * @param settings the build's mail settings (`pageMailSettings`).
 */
export function registerOutboxSync(scope: SyncScope, settings: MailSettings): void {
  const outbox = createWorkerOutbox(settings, scope.location.origin);
  scope.addEventListener('sync', (event) => {
    handleOutboxSync(event as unknown as SyncEventLike, { outbox });
  });
}
