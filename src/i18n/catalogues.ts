import type { Locale } from './locale';
import { en } from './messages/en';
import { fil } from './messages/fil';
import { createTranslator, type Messages, type Translator } from './translator';

/**
 * Every language's catalogue, for the prerenderer and the build
 * (`src/entry-server.tsx`, the CV page) and the tests. Not for the
 * browser: the page loads only its own language
 * (docs/decisions/0021-interface-texts-in-a-typed-catalogue.md).
 */
export const CATALOGUES: Record<Locale, Messages> = { en, fil };

/** A translator for one of the site's languages (build time and tests). */
export function translatorFor(locale: Locale): Translator {
  return createTranslator(locale, CATALOGUES[locale]);
}
