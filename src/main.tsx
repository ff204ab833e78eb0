import '#src/styles/theme.css';
import '#src/styles/global.css';
import { LANGUAGES, loadPageLanguage } from 'virtual:page-languages';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { replayClicks, stopKeepingClicks, takeInstallOffer } from '#src/app/early-input.ts';
import { Root } from '#src/app/root.tsx';
import { routeFor } from '#src/app/route.ts';
import { restoreVisitorState } from '#src/app/visitor-state.ts';
import { config } from '#src/config/env.ts';
import { addOnDemandContent, setPageSite } from '#src/content/page-site.tsx';
import { watchInstallPrompt } from '#src/features/install/install-prompt.ts';
import { loadProjects } from '#src/features/projects/api/use-projects.ts';
import { setOnDemandLoader } from '#src/i18n/on-demand.ts';
import { setPageTranslator } from '#src/i18n/page-translator.ts';
import { createTranslator, type Translator } from '#src/i18n/translator.ts';
import { startDeepLinks } from '#src/lib/deep-links.ts';
import { startOverlayHistory } from '#src/lib/overlay-history.ts';
import { prefetchWhenIdle } from '#src/lib/prefetch-when-idle.ts';

// The page's language: the one whose path (`fil/`) the URL lies under, else
// the default language. From the URL, not from <html lang>: GitHub Pages
// (and Netlify without a rule) answer every unknown path, `/fil/wala-rito`
// too, with the root 404.html, in the default language, and its "Page not
// found" must still speak Filipino and lead to `/fil/` (docs/product.md §
// Languages); `start` then renders it anew instead of hydrating.
// Its texts and content are a chunk of their own, which the
// prerendered page preloads with the entry; `start` waits for them, so no
// code that shows text runs before (docs/product.md § Languages;
// docs/decisions/0021-interface-texts-in-a-typed-catalogue.md). Not a
// top-level await: with one, the bundler splits the entry's modules into
// many small chunks to keep the on-demand parts from waiting on it.
const language =
  LANGUAGES.find(
    ({ path }) => path && `${location.pathname}/`.startsWith(config.basePath + path),
  ) ?? LANGUAGES[0];
if (!language) throw new Error('The build names no language');

// A language's home is its path under the base path (`/fil/`).
const route = routeFor(location.pathname, `${config.basePath}${language.path}`);
// Start the one projects request of this visit before React renders (docs/product.md § Projects).
if (route === 'home') loadProjects();

// The install prompt's events (docs/product.md § Offline and install): the
// offer can come before this runs (the pre-paint script keeps it), so take
// that one and listen at once.
watchInstallPrompt(takeInstallOffer());

// The service worker (docs/product.md § Offline and install) registers once
// the page is idle after hydration, after the on-demand chunks, so neither
// its code (a separate chunk, about 3 KiB gzip) nor its install competes with
// the first view or with the chunks a tap needs
// (docs/decisions/0019-prefetch-after-hydration.md; docs/product.md § Performance).
// Once it is active, the projects feature asks for its periodic refresh.
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  prefetchWhenIdle(() =>
    Promise.all([
      import('#src/pwa/service-worker.ts'),
      import('#src/features/projects/api/periodic-refresh.ts'),
    ]).then(
      // Not waited for: a loader registered later need not wait on the registration.
      ([{ registerServiceWorker }, { registerProjectsRefresh }]) =>
        void registerServiceWorker(config.basePath, { onReady: registerProjectsRefresh }),
      (error: unknown) => console.error('The service worker code could not be loaded:', error),
    ),
  );
}

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

/**
 * Everything after the modules have run, in a task of its own: running the
 * entry chunk (react-dom's setup included) and starting the page in one task
 * made it a long task on a slow phone (docs/product.md § Performance: no
 * blocking time). Clicks until then are still kept by the pre-paint script.
 */
function start(root: HTMLElement, translator: Translator): void {
  // Colour mode, like, course search and active item from IndexedDB (docs/product.md § Navigation).
  // Started before React hydrates; hydration still renders the defaults the
  // prerendered HTML holds, and the restored values follow right after. The
  // pre-paint script in index.html has already set the colour mode.
  void restoreVisitorState();

  // Before anything can open (docs/product.md § Navigation): Back closing
  // what is open, and the `?contact` / `?reel` deep links.
  startOverlayHistory();
  if (route === 'home') startDeepLinks();

  // The build prerenders each route into #root (data-route names which);
  // hydrate when it matches this URL and the page is in this URL's
  // language, render from scratch otherwise (dev server; a URL the service
  // worker answered with a cached page of another route, e.g. `/?ref=x`
  // offline gets the "Page not found" shell; a host's root 404.html for
  // `/fil/wala-rito`, above).
  // Clicks made since the first paint, kept by the pre-paint script of
  // index.html until React listens (docs/product.md § Performance).
  const earlyClicks = stopKeepingClicks();
  if (
    root.dataset.route === route &&
    document.documentElement.lang === language.lang &&
    root.firstElementChild
  ) {
    // Hydrating in a transition makes React yield to the browser every few
    // milliseconds instead of hydrating the page shell in one long task
    // (docs/product.md § Performance: no blocking time). A click before it is
    // done hydrates the clicked part at once (the replay below relies on that).
    startTransition(() => {
      hydrateRoot(root, <Root route={route} translator={translator} />, {
        // A hydration mismatch makes React throw the server HTML away and render
        // on the client; say so loudly (docs/decisions/0001-prerender-then-hydrate.md:
        // hydration must be mismatch-free,
        // and the end-to-end tests fail on any console error).
        onRecoverableError: (error, info) =>
          console.error(
            'Hydration error (React re-rendered on the client):',
            error,
            info.componentStack ?? '',
          ),
      });
    });
    // React listens now: each kept click takes effect, once, in order.
    replayClicks(earlyClicks);
  } else {
    document.documentElement.lang = language.lang;
    document.documentElement.dir = language.dir;
    root.replaceChildren();
    createRoot(root).render(<Root route={route} translator={translator} />);
  }
}

loadPageLanguage(language.lang).then(
  ({ messages, site, loadOnDemand }) => {
    const translator = createTranslator(language.lang, messages);
    // The on-demand chunk brings the content only the dialogs show (the demo reel's description).
    setOnDemandLoader(() =>
      loadOnDemand().then((part) => {
        addOnDemandContent(part.site);
        return part.messages;
      }),
    );
    setPageTranslator(translator);
    setPageSite(site);
    setTimeout(() => start(container, translator), 0);
  },
  (error: unknown) => console.error('The page’s texts could not be loaded:', error),
);
