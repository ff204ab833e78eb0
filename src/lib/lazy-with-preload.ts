import {
  type ComponentProps,
  type ComponentType,
  createElement,
  type FunctionComponent,
  lazy,
} from 'react';

// ComponentType<any>: React.lazy itself is typed that way.
/** A lazily loaded component that can start loading before it renders. */
// biome-ignore lint/suspicious/noExplicitAny: any component's props, as React.lazy's own signature
export type PreloadableComponent<T extends ComponentType<any>> = FunctionComponent<
  ComponentProps<T>
> & {
  /** Starts loading the chunk (idempotent); call it on hover or focus of the trigger. */
  preload: () => Promise<{ default: T }>;
  /** Whether the chunk is here (a render then never suspends). */
  isLoaded: () => boolean;
};

/**
 * `React.lazy` plus `preload()`, for the dialogs that are not part of the
 * first load (docs/product.md § Performance): the trigger preloads on
 * hover/focus, and the page when it is idle after hydration
 * (`prefetchWhenIdle`), so the dialog opens without a visible delay. Once
 * the chunk is here the component renders it directly, without suspending
 * (a suspended first render would cost an extra render and commit on every
 * first open). A failed load (offline with an old cache) is retried on the
 * next call instead of being remembered forever.
 */
// biome-ignore lint/suspicious/noExplicitAny: any component's props, as React.lazy's own signature
export function lazyWithPreload<T extends ComponentType<any>>(
  load: () => Promise<{ default: T }>,
): PreloadableComponent<T> {
  let pending: Promise<{ default: T }> | undefined;
  let loaded: T | undefined;
  const preload = () => {
    pending ??= load().then(
      (module) => {
        loaded = module.default;
        return module;
      },
      (error: unknown): never => {
        pending = undefined;
        throw error;
      },
    );
    return pending;
  };
  const Lazy = lazy(preload);
  // The callers render it only once `preload()` has resolved, so a mounted
  // instance never switches from `Lazy` to the loaded component.
  const Preloadable: FunctionComponent<ComponentProps<T>> = (props) =>
    createElement(loaded ?? Lazy, props);
  return Object.assign(Preloadable, { preload, isLoaded: () => loaded !== undefined });
}
