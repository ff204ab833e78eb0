import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

// ComponentType<any>: React.lazy itself is typed that way.
/** A lazily loaded component that can start loading before it renders. */
// biome-ignore lint/suspicious/noExplicitAny: any component's props, as React.lazy's own signature
export type PreloadableComponent<T extends ComponentType<any>> = LazyExoticComponent<T> & {
  /** Starts loading the chunk (idempotent); call it on hover or focus of the trigger. */
  preload: () => Promise<{ default: T }>;
};

/**
 * `React.lazy` plus `preload()`, for the dialogs that are not part of the
 * first load (docs/product.md § Performance): the trigger preloads on hover/focus so the dialog
 * opens without a visible delay. A failed load (offline with an old cache)
 * is retried on the next call instead of being remembered forever.
 */
// biome-ignore lint/suspicious/noExplicitAny: any component's props, as React.lazy's own signature
export function lazyWithPreload<T extends ComponentType<any>>(
  load: () => Promise<{ default: T }>,
): PreloadableComponent<T> {
  let pending: Promise<{ default: T }> | undefined;
  const preload = () => {
    pending ??= load().catch((error: unknown): never => {
      pending = undefined;
      throw error;
    });
    return pending;
  };
  return Object.assign(lazy(preload), { preload });
}
