import { useState, useSyncExternalStore } from 'react';
import button from '#src/components/ui/button.module.css';
import { useI18n } from '#src/i18n/i18n-provider.tsx';
import type { OutboxItem } from './outbox/outbox.ts';
import { isDialogSend } from './outbox/outbox-watch.ts';
import styles from './outbox-status.module.css';
import { discardMessage, getOutboxSnapshot, subscribeOutbox } from './page-outbox.ts';
import { useFocusAfterRemoval } from './use-focus-after-removal.ts';

/**
 * The messages waiting to be sent (`docs/product.md § Outbox`), each with
 * its subject and Discard: a message whose mail host never answers (blocked
 * by an ad blocker or a firewall) can be dropped before the outbox gives up
 * on it (after a day and 10 tries without an answer). The dialog's own send in progress is not listed. After
 * Discard focus moves to the next message's Discard, or to the Connect
 * heading once none is left; the outbox's live count says how many remain.
 */
export function WaitingMessages() {
  const { t } = useI18n();
  const snapshot = useSyncExternalStore(subscribeOutbox, getOutboxSnapshot, () => undefined);
  const now = Date.now();
  const waiting = (snapshot?.waiting ?? []).filter((item) => !isDialogSend(item, now));
  const { listRef, expectRemoval, cancel } = useFocusAfterRemoval(waiting);
  if (waiting.length === 0) return null;
  return (
    <ul ref={listRef} className={styles.list} aria-label={t('outbox.waitingList')}>
      {waiting.map((item, index) => (
        <WaitingMessage
          key={item.id}
          item={item}
          onStart={() => expectRemoval(item.id, index)}
          onError={() => cancel(item.id)}
        />
      ))}
    </ul>
  );
}

type WaitingMessageProps = {
  item: OutboxItem;
  /** Called as Discard starts. */
  onStart: () => void;
  /** Called when Discard throws (IndexedDB refused the change); the message stays listed. */
  onError: () => void;
};

function WaitingMessage({ item, onStart, onError }: WaitingMessageProps) {
  const { t, rich } = useI18n();
  const [isBusy, setBusy] = useState(false);
  const textId = `outbox-waiting-${item.id}`;

  async function discard() {
    if (isBusy) return;
    setBusy(true);
    onStart();
    try {
      // Waits for a send of this message in progress; removes it only if it was not delivered.
      await discardMessage(item.id);
    } catch (error) {
      console.warn('Outbox: discard failed', error);
      onError();
    } finally {
      setBusy(false);
    }
  }

  return (
    <li className={styles.waitingItem}>
      <p id={textId} className={styles.reason}>
        {rich('outbox.isWaiting', { subject: <strong>“{item.message.subject}”</strong> })}
      </p>
      <div className={styles.actions}>
        <button
          type="button"
          className={button.secondary}
          aria-describedby={textId}
          // aria-disabled, not disabled: a disabled button drops its focus to <body>.
          aria-disabled={isBusy || undefined}
          onClick={() => void discard()}
        >
          {t('outbox.discard')}
        </button>
      </div>
    </li>
  );
}
