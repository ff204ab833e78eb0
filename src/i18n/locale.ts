/**
 * The site's languages (docs/decisions/0021-interface-texts-in-a-typed-catalogue.md):
 * the languages core has interface texts for, one catalogue each in
 * `messages/`. A site speaks those of them its owner writes content in
 * (`resume.json`, `resume.{lang}.json`: docs/product.md § Languages).
 */
export const LOCALES = ['en', 'fil', 'ar', 'ja'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

/**
 * The language a page is in, from its `<html lang>` (`document.documentElement.lang`):
 * one of {@link LOCALES} (a region or script subtag is ignored: `fil-PH` is
 * `fil`), else the default language (also when the attribute is absent).
 */
export function localeOf(lang: string | null | undefined): Locale {
  const base = (lang ?? '').toLowerCase().split('-')[0];
  return (LOCALES as readonly string[]).includes(base) ? (base as Locale) : DEFAULT_LOCALE;
}

/** A script's direction, as `<html dir>` takes it. */
export type Direction = 'ltr' | 'rtl';

/**
 * The direction a language is written in, from the Unicode CLDR through
 * `Intl.Locale#getTextInfo` (the older `textInfo` getter where that is what
 * the runtime has): `ar`, `he`, `fa`, `ur` → `rtl`; `en`, `fil`, `ja` → `ltr`
 * (docs/product.md § Languages). Used where the page is written (the build,
 * Node 24); the browser gets each language's direction from the build.
 * @throws RangeError when `lang` is not a well-formed language tag.
 */
export function directionOf(lang: string): Direction {
  const locale = new Intl.Locale(lang) as Intl.Locale & {
    getTextInfo?: () => { direction?: string };
    textInfo?: { direction?: string };
  };
  const info = locale.getTextInfo?.() ?? locale.textInfo;
  return info?.direction === 'rtl' ? 'rtl' : 'ltr';
}

/** The attributes of text in another language than the page's: {@link textLangAttributes}. */
export type TextLangProps = { lang?: string; dir?: 'auto' };

/**
 * The attributes for text written in `lang` on a page in `pageLocale` written
 * in `pageDir` (docs/product.md § Languages): none when the page is in that
 * language, so the default language's HTML has no extra attribute; else
 * `lang` (WCAG 3.1.2) and, on a right-to-left page, `dir="auto"`, so the text
 * takes the direction of its own script (an English sentence on an Arabic
 * page keeps its full stop at its end). Left-to-right pages get no `dir`:
 * their documents have no byte to spare (§ Performance). Shared by the
 * components (`useTextLangProps`) and the pages the build writes (the CV page).
 * @param lang the text's BCP 47 tag, e.g. `en`; none: no attributes.
 */
export function textLangAttributes(
  lang: string | undefined,
  pageLocale: string,
  pageDir: Direction,
): TextLangProps {
  if (!lang || lang === pageLocale) return {};
  return pageDir === 'rtl' ? { lang, dir: 'auto' } : { lang };
}
