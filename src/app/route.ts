import type { SiteContent } from '#src/content/content-schema.ts';
import type { Translator } from '#src/i18n/translator.ts';
import { pageTitle } from '#src/seo/head-tags.ts';

/** The app's routes: Home is the only one (docs/product.md § Navigation); anything else is not found. */
export type Route = 'home' | 'not-found';

/**
 * Maps a location path to a route. Home is the page's home path itself, with
 * or without its trailing slash or `index.html`.
 * @param pathname `location.pathname`, e.g. `/portfolio/`
 * @param basePath the page's language's home path with trailing slash: the
 *   site's base path for the default language (`/portfolio/`), the base
 *   path and the language's for another (`/portfolio/fil/`)
 */
export function routeFor(pathname: string, basePath: string): Route {
  const home = [basePath, `${basePath}index.html`, basePath.replace(/\/$/, '') || '/'];
  return home.includes(pathname) ? 'home' : 'not-found';
}

/**
 * The document title of a route, the same in the prerendered page and on the
 * client: Home is "Name · Headline", anything else "Page not found · Name".
 * The client sets it too, because a page may be built from the other
 * route's HTML: offline, the service worker answers `/?ref=share` with the
 * cached `404.html` shell, which holds "Page not found" in its `<title>`.
 * @param i18n the page's language.
 */
export function routeTitle(route: Route, content: SiteContent, i18n: Translator): string {
  return route === 'home'
    ? pageTitle(content)
    : i18n.t('notFound.documentTitle', { name: content.name });
}
