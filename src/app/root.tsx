import { StrictMode, useEffect } from 'react';
import { HydrationBoundary } from '#src/components/ui/hydration-boundary.tsx';
import type { SiteContent } from '#src/content/content-schema.ts';
import { pageSite, SiteProvider } from '#src/content/page-site.tsx';
import { I18nProvider } from '#src/i18n/i18n-provider.tsx';
import { setUpDateFormats } from '#src/i18n/intl-set-up.ts';
import type { Direction } from '#src/i18n/locale.ts';
import { pageTranslator } from '#src/i18n/page-translator.ts';
import type { Translator } from '#src/i18n/translator.ts';
import { startIdlePrefetch } from '#src/lib/prefetch-when-idle.ts';
import { PwaNotices } from '#src/pwa/pwa-notices.tsx';
import { ErrorBoundary } from './error-boundary.tsx';
import { HomePage } from './home-page.tsx';
import { NotFoundPage } from './not-found-page.tsx';
import { type Route, routeTitle } from './route.ts';

export type RootProps = {
  route: Route;
  /** The page's language and texts (docs/decisions/0021-interface-texts-in-a-typed-catalogue.md). */
  translator?: Translator;
  /** The owner's content in that language (docs/product.md § Languages); the browser page's, `pageSite()`, when left out. */
  site?: SiteContent;
  /** The page's direction (`<html dir>`), given by the prerenderer; the browser reads `<html dir>`. */
  dir?: Direction;
};

/**
 * The whole app for one route, inside the error boundary, plus the service
 * worker's notices (offline, update) on every route. Shared by the client and
 * the prerenderer; on the client it also sets the route's document title.
 * Everything inside speaks the page's language (`translator`; the browser
 * page's, `pageTranslator()`, when left out), given by the
 * caller: the prerenderer renders each language in turn, the client its
 * page's one.
 * The page hydrates inside a boundary (docs/decisions/0001-prerender-then-hydrate.md), so even its
 * top part hydrates in short, interruptible steps.
 */
export function Root({ route, translator: given, site: givenSite, dir }: RootProps) {
  const translator = given ?? pageTranslator();
  const site = givenSite ?? pageSite();
  // The route's title, whatever shell the HTML came from (see routeTitle).
  useEffect(() => {
    document.title = routeTitle(route, site, translator);
  }, [route, translator, site]);
  // The page's shell has hydrated: load the on-demand chunks when the page is
  // idle (docs/product.md § Performance, "Every tap answered"), after ICU's
  // date data, which the first of them would otherwise set up in its own task.
  useEffect(() => startIdlePrefetch(setUpDateFormats), []);
  return (
    <StrictMode>
      <I18nProvider translator={translator} dir={dir}>
        <SiteProvider site={site}>
          <ErrorBoundary>
            <HydrationBoundary>
              {route === 'home' ? <HomePage /> : <NotFoundPage />}
            </HydrationBoundary>
          </ErrorBoundary>
          <PwaNotices />
        </SiteProvider>
      </I18nProvider>
    </StrictMode>
  );
}
