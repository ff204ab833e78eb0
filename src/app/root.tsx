import { StrictMode } from 'react';
import { PwaNotices } from '../pwa/pwa-notices';
import { ErrorBoundary } from './error-boundary';
import { HomePage } from './home-page';
import { NotFoundPage } from './not-found-page';
import type { Route } from './route';

export type RootProps = { route: Route };

/**
 * The whole app for one route, inside the error boundary, plus the service
 * worker's notices (offline, update) on every route. Shared by the client and
 * the prerenderer.
 */
export function Root({ route }: RootProps) {
  return (
    <StrictMode>
      <ErrorBoundary>{route === 'home' ? <HomePage /> : <NotFoundPage />}</ErrorBoundary>
      <PwaNotices />
    </StrictMode>
  );
}
