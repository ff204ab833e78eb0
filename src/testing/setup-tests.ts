import '@testing-library/jest-dom/vitest';
import 'fake-indexeddb/auto';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { site } from '#src/app/site.ts';
import { setPageSite } from '#src/content/page-site.tsx';
import { en } from '#src/i18n/messages/en.ts';
import { enOnDemand } from '#src/i18n/messages/en-on-demand.ts';
import { setPageTranslator } from '#src/i18n/page-translator.ts';
import { createTranslator } from '#src/i18n/translator.ts';

// The page's language, as src/main.tsx sets it, with its on-demand texts: English, the source.
setPageTranslator(createTranslator('en', en, enOnDemand));
// The page's content, as src/main.tsx sets it: the default language's.
setPageSite(site);

afterEach(() => {
  cleanup();
});

// jsdom has no matchMedia; components only subscribe to it.
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
