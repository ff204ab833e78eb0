import { lazy, Suspense, useEffect, useState } from 'react';
import { type OutboxCounts, onOutboxChanged, peekOutbox } from './outbox/outbox-watch';
import styles from './outbox-status.module.css';

const FailedMessages = lazy(() =>
  import('./failed-messages').then((m) => ({ default: m.FailedMessages })),
);

function count(n: number, one: string, many: string): string {
  return n === 1 ? `1 ${one}` : `${n} ${many}`;
}

/**
 * Counts the outbox on mount and after every change (this tab's or
 * another's). Once anything is stored it starts the outbox sync, which
 * loads on demand; on the first check that is the page-start flush.
 * `undefined` until the first read, so the first render matches the
 * prerendered HTML.
 */
function useOutboxCounts(): OutboxCounts | undefined {
  const [counts, setCounts] = useState<OutboxCounts>();
  useEffect(() => {
    let isActive = true;
    let isPageStart = true;
    let reads = 0;
    async function check() {
      const read = ++reads;
      const flushNow = isPageStart;
      isPageStart = false;
      const next = await peekOutbox().catch((error: unknown) => {
        console.warn('Outbox: cannot read IndexedDB', error);
        return undefined;
      });
      if (!isActive || read !== reads || !next) return;
      setCounts(next);
      if (next.waiting + next.failed > 0) {
        void import('./outbox/outbox-sync').then((sync) => sync.startOutboxSync({ flushNow }));
      }
    }
    void check();
    const stop = onOutboxChanged(() => void check());
    return () => {
      isActive = false;
      stop();
    };
  }, []);
  return counts;
}

/**
 * The Connect section's outbox indicator (issue 3): a polite live line
 * with how many messages wait to be sent and how many failed; below it,
 * each failed message with Retry and Discard (loaded only when needed).
 * Empty while the outbox is empty.
 */
export function OutboxStatus() {
  const counts = useOutboxCounts();
  const waiting = counts?.waiting ?? 0;
  const failed = counts?.failed ?? 0;
  const text = [
    waiting > 0 && `${count(waiting, 'message', 'messages')} waiting to be sent.`,
    failed > 0 && `${count(failed, 'message', 'messages')} could not be sent.`,
  ]
    .filter(Boolean)
    .join(' ');

  return (
    <div className={styles.outbox}>
      <p aria-live="polite" className={styles.status}>
        {text}
      </p>
      {failed > 0 && (
        <Suspense fallback={null}>
          <FailedMessages />
        </Suspense>
      )}
    </div>
  );
}
