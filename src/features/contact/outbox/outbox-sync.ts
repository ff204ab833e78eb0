import { pageTranslator } from '#src/i18n/page-translator.ts';
import type { ContactMessage } from '../api/contact-schema.ts';
import { type MailFailure, type Sender, sendWithin } from '../api/mail-result.ts';
import { describeFailure, isTemporary, notLoadedFailure } from './mail-failure.ts';
import {
  createOutbox,
  type FlushReport,
  OUTBOX_LIMIT,
  type Outbox,
  OutboxFullError,
  type OutboxItem,
  type SendOutcome,
} from './outbox.ts';
import { OUTBOX_SYNC_TAG, type OutboxNews } from './outbox-store.ts';
import { notifyOutboxChanged, onOutboxChanged } from './outbox-watch.ts';
import { RATE_LIMIT_MS } from './retry-policy.ts';

/**
 * Keeps the outbox moving from a page (`docs/product.md § Outbox`):
 * flushes on page start, on the `online` event and by a back-off timer,
 * registers a Background Sync so the service worker sends when no page is
 * open, and publishes a snapshot of the stored messages for the indicator.
 * Loaded on demand: the first-load watcher (`outbox-watch.ts`) starts it
 * once a message is stored, and the dialog imports it to send. The request
 * code loads with the first send.
 */

/** Shortest timer, in ms, whatever the stored back-off says (no busy loops). */
const MIN_TIMER_MS = 1_000;

/** The stored messages by state, oldest first. */
export type OutboxSnapshot = { waiting: OutboxItem[]; failed: OutboxItem[] };

/** Shows a toast (`showToast` of `components/ui`, passed in by the page's composition). */
export type ShowToast = (
  text: string,
  options: { tone: 'success' | 'error'; description?: string },
) => void;

/**
 * Sends one message with the page's request code, loaded on the first send.
 * The outbox's time-out covers the load; a load that fails is reported as
 * such ({@link notLoadedFailure}), not as "offline".
 */
const sendFromPage: Sender = (message, options) =>
  import('../api/send-message.ts').then(
    ({ sendMessage }) => sendMessage(message, options),
    (error: unknown) => {
      console.warn('Outbox: the sending code could not be loaded', error);
      return { ok: false, failure: notLoadedFailure(error) };
    },
  );

function isOffline(): boolean {
  return navigator.onLine === false;
}

/** `registration.sync`, where the browser has Background Sync (Chromium); TypeScript's DOM types have none. */
type SyncManagerLike = { register(tag: string): Promise<void> };

/**
 * Registers the outbox's one-off Background Sync ({@link OUTBOX_SYNC_TAG}),
 * so the service worker sends what waits as soon as the device is online,
 * even with every page of the site closed. Where there is no service worker
 * or no Background Sync (Firefox, Safari) it does nothing: the page's own
 * triggers remain. Never throws.
 * @returns whether a sync was registered.
 */
export async function requestBackgroundSync(): Promise<boolean> {
  try {
    const registration = await navigator.serviceWorker?.getRegistration();
    const sync = (
      registration as (ServiceWorkerRegistration & { sync?: SyncManagerLike }) | undefined
    )?.sync;
    if (!registration?.active || !sync) return false;
    await sync.register(OUTBOX_SYNC_TAG);
    return true;
  } catch (error) {
    console.warn('Outbox: no Background Sync', error);
    return false;
  }
}

/**
 * Asks for persistent storage, so the browser does not clear IndexedDB, and
 * the messages in it, under storage pressure. Whether it is granted changes
 * nothing else. Never throws.
 */
async function askPersistentStorage(): Promise<void> {
  try {
    if (!navigator.storage?.persist || (await navigator.storage.persisted())) return;
    await navigator.storage.persist();
  } catch (error) {
    console.warn('Outbox: persistent storage not available', error);
  }
}

/** What became of a message sent from the dialog. */
export type SubmitOutcome =
  | { kind: 'sent' }
  /** Offline, or no answer: stored, sent when the network is back. */
  | { kind: 'offline' }
  /** 5xx or 429: stored, retried with back-off. */
  | { kind: 'queued'; failure: MailFailure }
  /** Stored, but IndexedDB failed before the send could go out: a later flush sends it. */
  | { kind: 'saved' }
  /** Rejected for good; `id` is the failed item, to replace on the next try. */
  | { kind: 'rejected'; id: string; failure: MailFailure }
  /**
   * Neither sent nor stored (the outbox is full, IndexedDB refused it, or it
   * was discarded meanwhile): `text` says why; `failure` is the mail API's
   * answer when `text` quotes it (a send without the outbox), so the page can mark its words.
   */
  | { kind: 'unsent'; text: string; failure?: MailFailure };

/** What {@link createOutboxSync} needs; everything but `toast` has the page's default. */
export type OutboxSyncDeps = {
  /** Tells the visitor what a flush did (the page passes `showToast`). */
  toast: ShowToast;
  /** The outbox to drain (default: the page's, over IndexedDB, telling every page of changes). */
  outbox?: Outbox;
  /** Sends one message without the outbox (default: the page's request code, loaded on demand). */
  send?: Sender;
};

/** The page's outbox sync: one per page, made by {@link createOutboxSync}. */
export type OutboxSync = ReturnType<typeof createOutboxSync>;

/**
 * Makes the page's outbox sync (`docs/product.md § Outbox`), holding its
 * state (the snapshot and its listeners, the retry timer, the flush in
 * progress) in this instance rather than in the module. The page makes one
 * (`page-outbox.ts`, which passes the toast function).
 */
export function createOutboxSync({
  toast,
  outbox = createOutbox({ send: sendFromPage, onChange: notifyOutboxChanged }),
  send = sendFromPage,
}: OutboxSyncDeps) {
  let snapshot: OutboxSnapshot | undefined;
  const listeners = new Set<() => void>();
  let started = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let refreshCount = 0;
  let askedForPersistence = false;
  let running: Promise<void> | undefined;
  let again = false;
  /** When the earliest forced pass still to run was asked for (ms), or undefined. */
  let againForcedAt: number | undefined;

  /** Asks once per page for persistent storage ({@link askPersistentStorage}). */
  function askPersistentStorageOnce(): void {
    if (askedForPersistence) return;
    askedForPersistence = true;
    void askPersistentStorage();
  }

  /** Re-reads the outbox, publishes the snapshot and sets the retry timer for the head of the queue. */
  async function refresh(): Promise<void> {
    const count = ++refreshCount;
    const items = await outbox.list();
    if (count !== refreshCount) return; // a newer read is on its way
    snapshot = {
      waiting: items.filter((item) => item.status === 'waiting'),
      failed: items.filter((item) => item.status === 'failed'),
    };
    for (const listener of listeners) listener();

    clearTimeout(timer);
    timer = undefined;
    const head = snapshot.waiting[0];
    if (!head || isOffline()) return;
    const delay = Math.max(MIN_TIMER_MS, (head.nextAttemptAt ?? 0) - Date.now());
    timer = setTimeout(() => void requestFlush(), delay);
  }

  /** Tells the visitor, in the page's language, what a flush (this tab's or the worker's) did. */
  function announce({ sent, failed }: { sent: number; failed: unknown[] }): void {
    const { t } = pageTranslator();
    if (sent > 0) toast(t('contact.sent', { count: sent }), { tone: 'success' });
    if (failed.length > 0) {
      toast(t('contact.sendFailed', { count: failed.length }), {
        tone: 'error',
        description: t('contact.sendFailedHelp'),
      });
    }
  }

  /** After a pass that left messages waiting, hands them to the service worker too. */
  function afterFlush(report: FlushReport, items: OutboxItem[]): void {
    announce(report);
    if (items.some((item) => item.status === 'waiting')) void requestBackgroundSync();
  }

  /**
   * Flushes the outbox from this tab: one flush at a time here (a request
   * during a flush adds one more pass), one per origin through the outbox's
   * Web Lock. `force` ignores back-offs recorded before it was asked for
   * (page start, `online`, Retry); one another tab sets meanwhile holds.
   */
  function requestFlush(force = false): Promise<void> {
    const askedAt = Date.now();
    if (running) {
      again = true;
      if (force) againForcedAt ??= askedAt;
      return running;
    }
    running = (async () => {
      let forcedAt: number | undefined = force ? askedAt : undefined;
      do {
        again = false;
        try {
          const report = await outbox.flush({
            force: forcedAt !== undefined,
            requestedAt: forcedAt,
          });
          afterFlush(report, await outbox.list());
        } catch (error) {
          console.warn('Outbox: flush failed', error);
        }
        forcedAt = againForcedAt;
        againForcedAt = undefined;
      } while (again);
    })().finally(() => {
      running = undefined;
      void refresh();
    });
    return running;
  }

  /**
   * Starts the sync once per page (later calls do nothing).
   * @param flushNow flush at once, ignoring the back-off: the page-start
   *   flush. Off when the dialog starts it ({@link submitMessage}), or when a
   *   message was just stored: the dialog is sending that one itself.
   */
  function startOutboxSync({ flushNow }: { flushNow: boolean }): void {
    if (started) return;
    started = true;
    window.addEventListener('online', () => void requestFlush(true));
    onOutboxChanged((news) => {
      // The service worker sent or gave up on messages in the background.
      const report = news as Exclude<OutboxNews, 'changed'> | undefined;
      if (typeof report === 'object' && report?.type === 'report') announce(report);
      void refresh();
    });
    if (flushNow && !isOffline()) void requestFlush(true);
    else void refresh();
  }

  /** For `useSyncExternalStore`. */
  function subscribeOutbox(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  }

  /** The latest snapshot; undefined until the first read. */
  function getOutboxSnapshot(): OutboxSnapshot | undefined {
    return snapshot;
  }

  /**
   * When IndexedDB refuses the message (storage blocked, quota full, a broken
   * database), it is sent once without the outbox: a visitor with a working
   * network still reaches the owner. Nothing is stored, so every failure keeps
   * the dialog open with the text (`unsent`), and no failure is queued.
   */
  async function sendWithoutOutbox(
    message: ContactMessage,
    storeError: unknown,
  ): Promise<SubmitOutcome> {
    console.warn('Contact message not stored; sending it without the outbox', storeError);
    const { t } = pageTranslator();
    const notStored = t('outbox.notStored');
    if (isOffline()) {
      return { kind: 'unsent', text: `${notStored} ${t('outbox.notStoredOffline')}` };
    }
    const result = await sendWithin(send, message, { rateLimitMs: RATE_LIMIT_MS });
    if (result.ok) return { kind: 'sent' };
    const reason = describeFailure(result.failure);
    return {
      kind: 'unsent',
      text: isTemporary(result.failure)
        ? `${notStored} ${reason} ${t('outbox.tryAgainSoon')}`
        : reason,
      failure: result.failure,
    };
  }

  /**
   * The dialog's send (`docs/product.md § Outbox`): stores the message in the
   * outbox first, then, when the browser is online, sends it at once with the
   * rate limit. Registers the Background Sync while offline, while the send
   * holds the lock (a tab closed mid-send leaves it to the worker), and after
   * a temporary failure. Without a usable IndexedDB it sends once without
   * storing ({@link sendWithoutOutbox}). Once the message is stored it never
   * throws and never asks for a second copy: a storage error before the
   * request is `saved` (a later flush sends it), and a 200 is `sent` whatever
   * IndexedDB does next (`outbox.ts`). Starts the outbox sync first
   * ({@link startOutboxSync}), so the worker's report on this message is
   * announced however soon it comes.
   * @param replaceId the failed item of an earlier try from the same dialog.
   */
  async function submitMessage(
    message: ContactMessage,
    replaceId?: string,
  ): Promise<SubmitOutcome> {
    // Listen before storing: the service worker may send the message and post
    // its report before the page's outbox count would have started the sync.
    startOutboxSync({ flushNow: false });
    const offline = isOffline();
    let item: OutboxItem;
    try {
      item = await outbox.add(message, { replaceId, sendingNow: !offline });
    } catch (error) {
      if (error instanceof OutboxFullError) {
        return { kind: 'unsent', text: pageTranslator().t('outbox.full', { limit: OUTBOX_LIMIT }) };
      }
      return sendWithoutOutbox(message, error);
    }
    askPersistentStorageOnce();
    if (offline) {
      void requestBackgroundSync();
      return { kind: 'offline' };
    }
    let outcome: SendOutcome;
    try {
      outcome = await outbox.sendNow(item.id, {
        whileLocked: () => void requestBackgroundSync(),
      });
    } catch (error) {
      // IndexedDB failed around the send, before any request: the message
      // is stored, so it waits for the next flush (never a second copy).
      console.warn('Outbox: the message is stored but could not be sent now', error);
      void requestBackgroundSync();
      return { kind: 'saved' };
    }
    switch (outcome.kind) {
      case 'sent':
        // The network works: send whatever else is waiting.
        void flushOthersAfterSent();
        return { kind: 'sent' };
      case 'gone':
        return { kind: 'unsent', text: pageTranslator().t('outbox.gone') };
      case 'temporary':
        void requestBackgroundSync();
        return outcome.failure.status === 0 && !outcome.failure.notLoaded
          ? { kind: 'offline' }
          : { kind: 'queued', failure: outcome.failure };
      case 'permanent':
        return { kind: 'rejected', id: item.id, failure: outcome.failure };
    }
  }

  /** After the dialog's message went out, sends whatever else waits. Never throws. */
  async function flushOthersAfterSent(): Promise<void> {
    try {
      if ((await outbox.list()).some((other) => other.status === 'waiting'))
        await requestFlush(true);
    } catch (error) {
      console.warn('Outbox: cannot read IndexedDB', error);
    }
  }

  /** Puts a failed message back in the queue and sends it now (the indicator's Retry). */
  async function retryMessage(id: string): Promise<void> {
    await outbox.retry(id);
    await requestFlush(true);
  }

  /** Removes a message for good (the indicator's Discard). */
  function discardMessage(id: string): Promise<void> {
    return outbox.discard(id);
  }

  return {
    /** The page's outbox. */
    outbox,
    requestFlush,
    startOutboxSync,
    subscribeOutbox,
    getOutboxSnapshot,
    submitMessage,
    retryMessage,
    discardMessage,
  };
}
