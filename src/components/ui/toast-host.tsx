import { Suspense, useEffect, useState, useSyncExternalStore } from 'react';
import { lazyWithPreload } from '#src/lib/lazy-with-preload.ts';
import { prefetchWhenIdle } from '#src/lib/prefetch-when-idle.ts';
import { toastQueue } from './toast-queue.ts';

const ToastRegion = lazyWithPreload(() =>
  import('./toast-region.tsx').then((m) => ({ default: m.ToastRegion })),
);

function subscribe(listener: () => void) {
  return toastQueue.subscribe(listener);
}

/**
 * Mounts the toast region once its code is here, and keeps it mounted: its
 * code is not part of the first load (docs/product.md § Performance) but
 * loads when the page is idle after hydration, or when the first toast is
 * queued if that comes first. A mounted region renders nothing until a toast
 * shows, so a toast then costs one render, not a load and a mount
 * (docs/product.md § Performance, "Every tap answered"). If the chunk cannot be loaded
 * (offline before the service worker cached it) the waiting toasts are
 * logged and dropped, the page stays as it is, and the next toast tries again.
 */
export function ToastHost() {
  const hasToasts = useSyncExternalStore(
    subscribe,
    () => toastQueue.visibleToasts.length > 0,
    () => false,
  );
  const [isLoaded, setLoaded] = useState(false);

  useEffect(() => {
    let isCurrent = true;
    prefetchWhenIdle(() => ToastRegion.preload().then(() => isCurrent && setLoaded(true)));
    return () => {
      isCurrent = false;
    };
  }, []);

  useEffect(() => {
    if (!hasToasts || isLoaded) return;
    let isCurrent = true;
    ToastRegion.preload().then(
      () => isCurrent && setLoaded(true),
      (error: unknown) => {
        const titles = toastQueue.visibleToasts.map((toast) => toast.content.title);
        console.error(`Toasts could not be shown (${titles.join(' / ')})`, error);
        // Their timers never started; drop them so the next toast tries again
        // instead of these appearing, stale, much later.
        toastQueue.clear();
      },
    );
    return () => {
      isCurrent = false;
    };
  }, [hasToasts, isLoaded]);

  if (!isLoaded) return null;
  return (
    <Suspense fallback={null}>
      <ToastRegion queue={toastQueue} />
    </Suspense>
  );
}
