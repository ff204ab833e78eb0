import '@testing-library/jest-dom/vitest';
import 'fake-indexeddb/auto';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { en } from '#/i18n/messages/en';
import { setPageTranslator } from '#/i18n/page-translator';
import { createTranslator } from '#/i18n/translator';

// The page's language, as src/main.tsx sets it: English, the source texts.
setPageTranslator(createTranslator('en', en));

afterEach(() => {
  cleanup();
});

// jsdom has no matchMedia; components only subscribe to it. (Node-environment
// tests, such as the build plugins', have no window at all.)
if (typeof window !== 'undefined' && !window.matchMedia) {
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
