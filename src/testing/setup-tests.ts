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

// jsdom's <dialog> has no showModal() or close(), nor getAnimations(): what the site's modal
// dialogs use of them (src/components/ui/dismissable-overlay.tsx). No top layer and no inert
// page: browser tests (e2e/) check those.
if (!HTMLDialogElement.prototype.showModal) {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
  Object.defineProperty(HTMLDialogElement.prototype, 'open', {
    configurable: true,
    get(this: HTMLDialogElement) {
      return this.hasAttribute('open');
    },
    set(this: HTMLDialogElement, open: boolean) {
      this.toggleAttribute('open', open);
    },
  });
}
if (!Element.prototype.getAnimations) Element.prototype.getAnimations = () => [];
if (!Element.prototype.checkVisibility) Element.prototype.checkVisibility = () => true;
