import { type ComponentType, useEffect, useState } from 'react';
import { useI18n } from '#src/i18n/i18n-provider.tsx';
import { loadOnDemandTexts } from '#src/i18n/on-demand.ts';
import { type OutboxCounts, onOutboxChanged, peekOutbox } from './outbox/outbox-watch.ts';
import styles from './outbox-status.module.css';

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
      if (next.sending + next.waiting + next.failed > 0) {
        // With the on-demand texts: the sync announces what it sends in toasts.
        Promise.all([import('./page-outbox.ts'), loadOnDemandTexts()]).then(
          ([sync]) => sync.startOutboxSync({ flushNow }),
          // Offline on a first visit, before the service worker holds the chunk:
          // the messages stay in the outbox and the next check tries again.
          (error: unknown) => console.warn('Outbox: the sending code could not be loaded', error),
        );
      }
    }
    void check();
    const stop = onOutboxChanged(() => void check());
    const onOnline = () => void check();
    window.addEventListener('online', onOnline);
    return () => {
      isActive = false;
      stop();
      window.removeEventListener('online', onOnline);
    };
  }, []);
  return counts;
}

/**
 * Loads a list of the outbox (failed or waiting messages) once it is
 * needed. Not `React.lazy`: a chunk that fails to load (offline before the
 * service worker has it) must not take the page down; the count stays
 * visible and the next change or `online` event (a new `counts`) tries again.
 */
function useOutboxList(
  load: () => Promise<ComponentType>,
  isNeeded: boolean,
  counts: OutboxCounts | undefined,
): ComponentType | undefined {
  const [component, setComponent] = useState<ComponentType>();
  // biome-ignore lint/correctness/useExhaustiveDependencies: `counts` is the trigger: a new count retries a list that failed to load
  useEffect(() => {
    if (!isNeeded || component) return;
    let isActive = true;
    load().then(
      (loaded) => isActive && setComponent(() => loaded),
      (error: unknown) => console.warn('Outbox: cannot load the list of messages', error),
    );
    return () => {
      isActive = false;
    };
  }, [load, isNeeded, component, counts]);
  return component;
}

// Each list with the on-demand texts it shows.
const loadFailed = () =>
  Promise.all([import('./failed-messages.tsx'), loadOnDemandTexts()]).then(
    ([m]) => m.FailedMessages,
  );
const loadWaiting = () =>
  Promise.all([import('./waiting-messages.tsx'), loadOnDemandTexts()]).then(
    ([m]) => m.WaitingMessages,
  );

/**
 * The Connect section's outbox indicator (`docs/product.md § Outbox`): a
 * polite live line with how many messages wait to be sent and how many
 * failed; below it, each failed message with Retry and Discard, and each
 * waiting one with Discard (the lists load only when needed).
 * Empty while the outbox is empty.
 */
export function OutboxStatus() {
  const { t } = useI18n();
  const counts = useOutboxCounts();
  const waiting = counts?.waiting ?? 0;
  const failed = counts?.failed ?? 0;
  const FailedMessages = useOutboxList(loadFailed, failed > 0, counts);
  const WaitingMessages = useOutboxList(loadWaiting, waiting > 0, counts);
  const text = [
    waiting > 0 && t('outbox.waiting', { count: waiting }),
    failed > 0 && t('outbox.failed', { count: failed }),
  ]
    .filter(Boolean)
    .join(' ');

  return (
    <div className={styles.outbox}>
      <p aria-live="polite" className={styles.status}>
        {text}
      </p>
      {/* Once loaded they stay: the failed list's status announces its last change, even the one
          that empties it, and focus moves on from a removed message in both lists. */}
      {FailedMessages && <FailedMessages />}
      {WaitingMessages && <WaitingMessages />}
    </div>
  );
}
