import { lazy, Suspense, useState, useSyncExternalStore } from 'react';
import { toastQueue } from './toast-queue';

const ToastRegion = lazy(() => import('./toast-region').then((m) => ({ default: m.ToastRegion })));

function subscribe(listener: () => void) {
  return toastQueue.subscribe(listener);
}

/**
 * Mounts the toast region the first time a toast is queued, so its code is
 * not part of the first load (issue 6), and keeps it mounted afterwards.
 */
export function ToastHost() {
  const hasToasts = useSyncExternalStore(
    subscribe,
    () => toastQueue.visibleToasts.length > 0,
    () => false,
  );
  const [isNeeded, setNeeded] = useState(false);
  if (hasToasts && !isNeeded) setNeeded(true);
  if (!isNeeded) return null;
  return (
    <Suspense fallback={null}>
      <ToastRegion queue={toastQueue} />
    </Suspense>
  );
}
