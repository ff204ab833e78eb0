import { useState, useSyncExternalStore } from 'react';
import button from '../../components/ui/button.module.css';
import type { OutboxItem } from './outbox/outbox';
import { discardMessage, getOutboxSnapshot, subscribeOutbox } from './outbox/outbox-sync';
import { isDialogSend } from './outbox/outbox-watch';
import styles from './outbox-status.module.css';

/**
 * The messages waiting to be sent (`docs/product.md § Outbox`), each with
 * its subject and Discard: a message whose mail host never answers (blocked
 * by an ad blocker or a firewall) can be dropped before the outbox gives up
 * on it after a day. The dialog's own send in progress is not listed.
 */
export function WaitingMessages() {
  const snapshot = useSyncExternalStore(subscribeOutbox, getOutboxSnapshot, () => undefined);
  const now = Date.now();
  const waiting = (snapshot?.waiting ?? []).filter((item) => !isDialogSend(item, now));
  if (waiting.length === 0) return null;
  return (
    <ul className={styles.list} aria-label="Messages waiting to be sent">
      {waiting.map((item) => (
        <WaitingMessage key={item.id} item={item} />
      ))}
    </ul>
  );
}

function WaitingMessage({ item }: { item: OutboxItem }) {
  const [isBusy, setBusy] = useState(false);
  const textId = `outbox-waiting-${item.id}`;

  async function discard() {
    setBusy(true);
    try {
      // Waits for a send of this message in progress; removes it only if it was not delivered.
      await discardMessage(item.id);
    } finally {
      setBusy(false);
    }
  }

  return (
    <li className={styles.waitingItem}>
      <p id={textId} className={styles.reason}>
        <strong>“{item.message.subject}”</strong> is waiting to be sent.
      </p>
      <div className={styles.actions}>
        <button
          type="button"
          className={button.secondary}
          aria-describedby={textId}
          disabled={isBusy}
          onClick={() => void discard()}
        >
          Discard
        </button>
      </div>
    </li>
  );
}
