// Build only: the prerenderer's entry (docs/decisions/0001-prerender-then-hydrate.md).
import { renderToString } from 'react-dom/server';
import { Root } from '#src/app/root.tsx';
import { type Route, routeTitle } from '#src/app/route.ts';
import { site as defaultSite } from '#src/app/site.ts';
import type { SiteContent } from '#src/content/content-schema.ts';
import { type Locale, localeOf, translatorFor } from '#src/i18n/catalogues.ts';
import { DEFAULT_LOCALE, directionOf } from '#src/i18n/locale.ts';

/**
 * Prerenders a route to HTML at build time (`prerenderPlugin` in site-build/prerender-plugin.ts).
 * Stores show their defaults and the projects their skeletons, exactly what
 * the client's first render shows, so hydration matches.
 * @param locale the page's language (default: the site's default language);
 *   each call renders with its own translator and content, so one process
 *   can render every language (docs/decisions/0021-interface-texts-in-a-typed-catalogue.md).
 * @param site the owner's content in that language (default: the default language's).
 */
export function render(
  route: Route,
  locale: Locale = DEFAULT_LOCALE,
  site: SiteContent = defaultSite,
): string {
  return renderToString(
    <Root route={route} translator={translatorFor(locale)} site={site} dir={directionOf(locale)} />,
  );
}

/**
 * The document title of a route in one language, as the client sets it
 * (`routeTitle`): "Name · Headline", or the language's "Page not found · Name".
 * @param lang the page's BCP 47 tag; one without a catalogue gets the default language's texts.
 */
export function title(route: Route, lang: string, site: SiteContent): string {
  return routeTitle(route, site, translatorFor(localeOf(lang)));
}
