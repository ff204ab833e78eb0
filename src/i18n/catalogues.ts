// Build only: every language's texts; a page loads its own language's alone (docs/decisions/0021-interface-texts-in-a-typed-catalogue.md).
import { DEFAULT_LOCALE } from './locale.ts';
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

/** One language's interface texts: those of the first view, and those loaded on demand. */
export type Catalogue = { page: PageMessages; onDemand: OnDemandMessages };

/**
 * The languages core speaks, one row each: tag → its catalogue
 * (`src/i18n/messages/{tag}.ts` and `{tag}-on-demand.ts`), in the order the
 * build lists them. The one hand-kept list of languages
 * (docs/decisions/0047-one-list-of-languages.md): {@link LOCALES},
 * the {@link Locale} type and what the build accepts as a content language
 * come from it; a language's direction and its PDF's paper come from CLDR
 * (`directionOf`, site-build/cv/cv-pdf.ts), and a page's language module
 * loads `{tag}.ts` by that same name (site-build/owner-content-plugin.ts).
 * A site speaks those of them its owner writes content in (`resume.json`,
 * `resume.{tag}.json`: docs/product.md § Languages).
 *
 * For the prerenderer, the build, the tools and the tests: never imported
 * by the browser's code, whose page loads only its own language.
 */
export const CATALOGUES = {
  en: { page: en, onDemand: enOnDemand },
  fil: { page: fil, onDemand: filOnDemand },
  ar: { page: ar, onDemand: arOnDemand },
  ja: { page: ja, onDemand: jaOnDemand },
} as const satisfies Record<string, Catalogue>;

/** A language core has a catalogue for: a key of {@link CATALOGUES}. */
export type Locale = keyof typeof CATALOGUES;

/** The tags of {@link CATALOGUES}, in its order: `['en', 'fil', 'ar', 'ja']`. */
export const LOCALES = Object.keys(CATALOGUES) as Locale[];

/** The default language has a catalogue (a type error here when it has none). */
const DEFAULT: Locale = DEFAULT_LOCALE;

/** `lang` when core has a catalogue for it (the whole tag, as `resume.{lang}.json` names it), else undefined. */
export function catalogueLocale(lang: string): Locale | undefined {
  return Object.hasOwn(CATALOGUES, lang) ? (lang as Locale) : undefined;
}

/**
 * Why a content language cannot be built, and what to add: `the interface has no texts in
 * "de" (it has en, fil, ar, ja): add src/i18n/messages/de.ts and de-on-demand.ts and their
 * row in src/i18n/catalogues.ts (…)`. For the build's and the bench's refusals.
 */
export function noCatalogueMessage(lang: string): string {
  return `the interface has no texts in "${lang}" (it has ${LOCALES.join(', ')}): add src/i18n/messages/${lang}.ts and ${lang}-on-demand.ts and their row in src/i18n/catalogues.ts (CONTRIBUTING.md, "Interface texts and adding a language")`;
}

/**
 * The language a page is in, from its `<html lang>`: one of {@link LOCALES}, the whole tag
 * when it is a row (`pt-BR`), else its language alone (`fil-PH` is `fil`), else the default
 * language (also when the attribute is absent or empty).
 */
export function localeOf(lang: string | null | undefined): Locale {
  const tag = lang ?? '';
  return catalogueLocale(tag) ?? catalogueLocale(tag.toLowerCase().split('-')[0] ?? '') ?? DEFAULT;
}

/** A translator with all of one of the site's languages' texts (build time and tests). */
export function translatorFor(locale: Locale): Translator {
  return createTranslator(locale, CATALOGUES[locale].page, CATALOGUES[locale].onDemand);
}
