import type { Locale } from './locale.ts';
import { ar } from './messages/ar.ts';
import { arOnDemand } from './messages/ar-on-demand.ts';
import { en } from './messages/en.ts';
import { enOnDemand } from './messages/en-on-demand.ts';
import { fil } from './messages/fil.ts';
import { filOnDemand } from './messages/fil-on-demand.ts';
import { ja } from './messages/ja.ts';
import { jaOnDemand } from './messages/ja-on-demand.ts';
import {
  createTranslator,
  type OnDemandMessages,
  type PageMessages,
  type Translator,
} from './translator.ts';

/**
 * Every language's catalogue, page and on-demand texts, for the prerenderer
 * and the build (`src/entry-server.tsx`, the CV page) and the tests. Not for
 * the browser: the page loads only its own language
 * (docs/decisions/0021-interface-texts-in-a-typed-catalogue.md).
 */
export const CATALOGUES: Record<Locale, { page: PageMessages; onDemand: OnDemandMessages }> = {
  en: { page: en, onDemand: enOnDemand },
  fil: { page: fil, onDemand: filOnDemand },
  ar: { page: ar, onDemand: arOnDemand },
  ja: { page: ja, onDemand: jaOnDemand },
};

/** A translator with all of one of the site's languages' texts (build time and tests). */
export function translatorFor(locale: Locale): Translator {
  return createTranslator(locale, CATALOGUES[locale].page, CATALOGUES[locale].onDemand);
}
