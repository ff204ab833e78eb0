import { useSyncExternalStore } from 'react';

function subscribeToConnection(listener: () => void) {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
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
