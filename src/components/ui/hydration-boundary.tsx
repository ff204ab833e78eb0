import { type ReactNode, Suspense } from 'react';

export type HydrationBoundaryProps = { children: ReactNode };

/**
 * Splits the hydration of the prerendered page into small tasks
 * (docs/product.md § Performance: the long task of hydrating everything at once,
 * not the paint, is what costs total blocking time on a phone). React
 * hydrates the content of each boundary after the rest of the page, at low
 * priority and yielding to the browser every few milliseconds; a click inside
 * a boundary that is not hydrated yet hydrates it at once and is replayed.
 *
 * A `Suspense` boundary whose fallback never shows: nothing inside suspends
 * on the first render (lazily loaded dialogs have their own boundaries).
 */
export function HydrationBoundary({ children }: HydrationBoundaryProps) {
  return <Suspense fallback={null}>{children}</Suspense>;
}
