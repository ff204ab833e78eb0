import { useState, useSyncExternalStore } from 'react';
import button from '#src/components/ui/button.module.css';
import { useI18n } from '#src/i18n/i18n-provider.tsx';
import type { Translate } from '#src/i18n/translator.ts';
import { MailFailureText } from './mail-failure-text.tsx';
import type { OutboxItem } from './outbox/outbox.ts';
import styles from './outbox-status.module.css';
import { discardMessage, getOutboxSnapshot, retryMessage, subscribeOutbox } from './page-outbox.ts';
import { useFocusAfterRemoval } from './use-focus-after-removal.ts';

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
  const { t } = useI18n();
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
        <ul ref={listRef} className={styles.failed} aria-label={t('outbox.failedList')}>
          {failed.map((item, index) => (
            <FailedMessage
              key={item.id}
              item={item}
              onStart={(kind) => start(item.id, index, ANNOUNCE[kind].done(t, item))}
              onError={(kind) => fail(item.id, ANNOUNCE[kind].failed(t, item))}
            />
          ))}
        </ul>
      )}
    </>
  );
}

type ActionKind = 'retry' | 'discard';

type Announce = (t: Translate, item: OutboxItem) => string;

/** What the status says after each action, naming the message by its subject. */
const ANNOUNCE: Record<ActionKind, { done: Announce; failed: Announce }> = {
  retry: {
    done: (t, item) => t('outbox.retrying', { subject: item.message.subject }),
    failed: (t, item) => t('outbox.retryFailed', { subject: item.message.subject }),
  },
  discard: {
    done: (t, item) => t('outbox.discarded', { subject: item.message.subject }),
    failed: (t, item) => t('outbox.discardFailed', { subject: item.message.subject }),
  },
};

/** The two ways out for a failed message: send it again, or drop it for good. */
const ACTIONS = [
  ['outbox.retry', 'retry', retryMessage],
  ['outbox.discard', 'discard', discardMessage],
] as const;

type FailedMessageProps = {
  item: OutboxItem;
  /** Called as an action starts. */
  onStart: (kind: ActionKind) => void;
  /** Called when an action throws (IndexedDB refused the change); the message stays listed. */
  onError: (kind: ActionKind) => void;
};

function FailedMessage({ item, onStart, onError }: FailedMessageProps) {
  const { t, rich } = useI18n();
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
        {rich('outbox.notSent', { subject: <strong>“{item.message.subject}”</strong> })}{' '}
        {item.lastFailure ? <MailFailureText failure={item.lastFailure} /> : ''}
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
            {t(label)}
          </button>
        ))}
      </div>
    </li>
  );
}
