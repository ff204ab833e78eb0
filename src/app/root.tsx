import { StrictMode } from 'react';
import { PwaNotices } from '../pwa/pwa-notices';
import { HydrationBoundary } from '../components/ui/hydration-boundary';
import { ErrorBoundary } from './error-boundary';
import { HomePage } from './home-page';
import { NotFoundPage } from './not-found-page';
import type { Route } from './route';

export type RootProps = { route: Route };

/**
 * The whole app for one route, inside the error boundary, plus the service
 * worker's notices (offline, update) on every route. Shared by the client and
 * the prerenderer. The page hydrates inside a boundary (docs/product.md § Performance), so even its
 * top part hydrates in short, interruptible steps.
 */
export function Root({ route }: RootProps) {
  return (
    <StrictMode>
      <ErrorBoundary>
        <HydrationBoundary>{route === 'home' ? <HomePage /> : <NotFoundPage />}</HydrationBoundary>
      </ErrorBoundary>
      <PwaNotices />
    </StrictMode>
  );
}
