import { renderToString } from 'react-dom/server';
import { Root } from '#/app/root';
import type { Route } from '#/app/route';

/**
 * Prerenders a route to HTML at build time (`prerenderPlugin` in build/prerender-plugin.ts).
 * Stores show their defaults and the projects their skeletons, exactly what
 * the client's first render shows, so hydration matches.
 */
export function render(route: Route): string {
  return renderToString(<Root route={route} />);
}
