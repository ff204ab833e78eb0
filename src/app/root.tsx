import { StrictMode } from 'react';
import { ErrorBoundary } from './error-boundary';
import { HomePage } from './home-page';
import { NotFoundPage } from './not-found-page';
import type { Route } from './route';

export type RootProps = { route: Route };

/** The whole app for one route, inside the error boundary. Shared by the client and the prerenderer. */
export function Root({ route }: RootProps) {
  return (
    <StrictMode>
      <ErrorBoundary>{route === 'home' ? <HomePage /> : <NotFoundPage />}</ErrorBoundary>
    </StrictMode>
  );
}
