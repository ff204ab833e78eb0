import type { Translator } from './translator.ts';

/**
 * The page's language for code outside React (docs/decisions/0021-interface-texts-in-a-typed-catalogue.md):
 * toasts raised by the outbox sync and the service worker's registration,
 * the contact form's validation, the mail failures' wording. A page shows
 * one language, so it is set once, by the client entry (`src/main.tsx`)
 * before anything renders; the unit tests' setup sets English.
 *
 * Browser code only: the prerenderer renders several languages in one
 * process and passes each page's translator down explicitly (the React
 * context of `I18nProvider`, arguments), never through this module.
 *
 * Kept on the global object, not in a module variable: the page has one
 * language, whichever copy of this module asks (tests that reset the module
 * registry load a second copy).
 */
const KEY = Symbol.for('portfolio.pageTranslator');
type PageGlobal = { [KEY]?: Translator };

/** Sets the page's language (`src/main.tsx`, once; the unit tests' setup). */
export function setPageTranslator(translator: Translator): void {
  (globalThis as PageGlobal)[KEY] = translator;
}

/**
 * The page's translator.
 * @throws Error when no language was set yet (a module ran before `src/main.tsx` set it).
 */
export function pageTranslator(): Translator {
  const page = (globalThis as PageGlobal)[KEY];
  if (!page) {
    throw new Error('The page has no language yet: src/main.tsx sets it before anything renders');
  }
  return page;
}
