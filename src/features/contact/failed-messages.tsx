import { useState, useSyncExternalStore } from 'react';
import button from '#/components/ui/button.module.css';
import { describeFailure } from './outbox/mail-failure';
import type { OutboxItem } from './outbox/outbox';
import {
  discardMessage,
  getOutboxSnapshot,
  retryMessage,
  subscribeOutbox,
} from './outbox/outbox-sync';
import styles from './outbox-status.module.css';
import { useFocusAfterRemoval } from './use-focus-after-removal';

/**
 * The messages the mail API rejected for good, or that the outbox gave up
 * on (`docs/product.md` § Outbox: "nothing is dropped silently"): each with
 * its subject, the reason in plain words, and the buttons Retry and Discard.
 *
 * After Retry or Discard the message leaves the list, and its button with
 * it; focus then moves to the message that took its place (or the one
 * before it, when it was the last), or to the Connect section's heading once
 * the list is empty, so keyboard and screen reader users are not dropped to
 * the top of the page (WCAG 2.4.3). A polite status says what happened.
 * Stays mounted while the list is empty, so that status is in the page
 * before it changes (screen readers skip a live region that appears with its text).
 */
export function FailedMessages() {
  const snapshot = useSyncExternalStore(subscribeOutbox, getOutboxSnapshot, () => undefined);
  const failed = snapshot?.failed ?? [];
  const [announcement, setAnnouncement] = useState('');
  const { listRef, expectRemoval, cancel } = useFocusAfterRemoval(failed);

  function start(id: string, index: number, message: string) {
    setAnnouncement('');
    expectRemoval(id, index, () => setAnnouncement(message));
  }

  function fail(id: string, message: string) {
    cancel(id);
    setAnnouncement(message);
  }

  return (
    <>
      <p role="status" className="sr-only">
        {announcement}
      </p>
      {failed.length > 0 && (
        <ul ref={listRef} className={styles.failed} aria-label="Messages not sent">
          {failed.map((item, index) => (
            <FailedMessage
              key={item.id}
              item={item}
              onStart={(kind) => start(item.id, index, ANNOUNCE[kind].done(item))}
              onError={(kind) => fail(item.id, ANNOUNCE[kind].failed(item))}
            />
          ))}
        </ul>
      )}
    </>
  );
}

type ActionKind = 'retry' | 'discard';

/** What the status says after each action, naming the message by its subject. */
const ANNOUNCE: Record<
  ActionKind,
  { done: (item: OutboxItem) => string; failed: (item: OutboxItem) => string }
> = {
  retry: {
    done: (item) => `Sending “${item.message.subject}” again.`,
    failed: (item) => `“${item.message.subject}” could not be put back in the queue.`,
  },
  discard: {
    done: (item) => `“${item.message.subject}” discarded.`,
    failed: (item) => `“${item.message.subject}” could not be discarded.`,
  },
};

/** The two ways out for a failed message: send it again, or drop it for good. */
const ACTIONS = [
  ['Retry', 'retry', retryMessage],
  ['Discard', 'discard', discardMessage],
] as const;

type FailedMessageProps = {
  item: OutboxItem;
  /** Called as an action starts. */
  onStart: (kind: ActionKind) => void;
  /** Called when an action throws (IndexedDB refused the change); the message stays listed. */
  onError: (kind: ActionKind) => void;
};

function FailedMessage({ item, onStart, onError }: FailedMessageProps) {
  const [isBusy, setBusy] = useState(false);
  const reasonId = `outbox-${item.id}`;

  async function act(kind: ActionKind, action: (id: string) => Promise<void>) {
    if (isBusy) return;
    setBusy(true);
    onStart(kind);
    try {
      await action(item.id);
    } catch (error) {
      console.warn(`Outbox: ${kind} failed`, error);
      onError(kind);
    } finally {
      setBusy(false);
    }
  }

  return (
    <li className={styles.item}>
      <p id={reasonId} className={styles.reason}>
        <strong>“{item.message.subject}”</strong> was not sent.{' '}
        {item.lastFailure ? describeFailure(item.lastFailure) : ''}
      </p>
      <div className={styles.actions}>
        {ACTIONS.map(([label, kind, action]) => (
          <button
            key={label}
            type="button"
            className={button.secondary}
            aria-describedby={reasonId}
            // aria-disabled, not disabled: a disabled button drops its focus to <body>.
            aria-disabled={isBusy || undefined}
            onClick={() => void act(kind, action)}
          >
            {label}
          </button>
        ))}
      </div>
    </li>
  );
}
