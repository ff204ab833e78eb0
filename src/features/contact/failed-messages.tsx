import { useState, useSyncExternalStore } from 'react';
import button from '../../components/ui/button.module.css';
import { describeFailure } from './outbox/mail-failure';
import type { OutboxItem } from './outbox/outbox';
import {
  discardMessage,
  getOutboxSnapshot,
  retryMessage,
  subscribeOutbox,
} from './outbox/outbox-sync';
import styles from './outbox-status.module.css';

/**
 * The messages the mail API rejected for good, or that the outbox gave up
 * on (docs/product.md § Outbox: they stay visible as failed, with a way to
 * retry or discard each; nothing is dropped silently): each with its subject, the reason in
 * plain words, and the buttons Retry and Discard.
 */
export function FailedMessages() {
  const snapshot = useSyncExternalStore(subscribeOutbox, getOutboxSnapshot, () => undefined);
  const failed = snapshot?.failed ?? [];
  if (failed.length === 0) return null;
  return (
    <ul className={styles.failed} aria-label="Messages not sent">
      {failed.map((item) => (
        <FailedMessage key={item.id} item={item} />
      ))}
    </ul>
  );
}

/** The two ways out for a failed message: send it again, or drop it for good. */
const ACTIONS = [
  ['Retry', retryMessage],
  ['Discard', discardMessage],
] as const;

function FailedMessage({ item }: { item: OutboxItem }) {
  const [isBusy, setBusy] = useState(false);
  const reasonId = `outbox-${item.id}`;

  async function act(action: (id: string) => Promise<void>) {
    setBusy(true);
    try {
      await action(item.id);
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
        {ACTIONS.map(([label, action]) => (
          <button
            key={label}
            type="button"
            className={button.secondary}
            aria-describedby={reasonId}
            disabled={isBusy}
            onClick={() => void act(action)}
          >
            {label}
          </button>
        ))}
      </div>
    </li>
  );
}
