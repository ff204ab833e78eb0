import { renderToString } from 'react-dom/server';
import { Root } from '#/app/root';
import type { Route } from '#/app/route';
import { translatorFor } from '#/i18n/catalogues';
import { DEFAULT_LOCALE, type Locale } from '#/i18n/locale';

/**
 * Prerenders a route to HTML at build time (`prerenderPlugin` in build/prerender-plugin.ts).
 * Stores show their defaults and the projects their skeletons, exactly what
 * the client's first render shows, so hydration matches.
 * @param locale the page's language (default: the site's default language);
 *   each call renders with its own translator, so one process can render
 *   every language (docs/decisions/0021-interface-texts-in-a-typed-catalogue.md).
 */
export function render(route: Route, locale: Locale = DEFAULT_LOCALE): string {
  return renderToString(<Root route={route} translator={translatorFor(locale)} />);
}
