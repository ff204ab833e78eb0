import { useSyncExternalStore } from 'react';

function subscribeToConnection(listener: () => void) {
  addEventListener('online', listener);
  addEventListener('offline', listener);
  return () => {
    removeEventListener('online', listener);
    removeEventListener('offline', listener);
  };
}

/**
 * `navigator.onLine`, kept up to date by the `online`/`offline` events. The
 * prerender (and so hydration) assumes online, so the first render matches
 * the HTML; an offline visitor sees the change right after hydration.
 */
export function useIsOnline(): boolean {
  return useSyncExternalStore(
    subscribeToConnection,
    () => navigator.onLine,
    () => true,
  );
}
