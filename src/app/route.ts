/** The app's routes: Home is the only one (docs/product.md § Navigation); anything else is not found. */
export type Route = 'home' | 'not-found';

/**
 * Maps a location path to a route. Home is the base path itself, with or
 * without its trailing slash or `index.html`.
 * @param pathname `location.pathname`, e.g. `/portfolio/`
 * @param basePath the site's base path with trailing slash, e.g. `/portfolio/`
 */
export function routeFor(pathname: string, basePath: string): Route {
  const home = [basePath, `${basePath}index.html`, basePath.replace(/\/$/, '') || '/'];
  return home.includes(pathname) ? 'home' : 'not-found';
}
