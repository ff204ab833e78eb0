/**
 * The site's default language, when the owner's `portfolio.json` names none
 * (docs/product.md § Languages). Every language core speaks, and the
 * `Locale` type, are the rows of `CATALOGUES` (./catalogues.ts), which the
 * browser's code never imports.
 */
export const DEFAULT_LOCALE = 'en';

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
