/**
 * The site's languages as its pages and crawl files link them
 * (docs/product.md § Languages): the default language at the base path,
 * every other at `{base}{lang}/`. Pure functions, called at build time.
 */

/** Every language of the site, the default first (the `lang` of each `LanguageContent`, site-build/lib/read-owner-content.ts). */
export type SiteLanguages = readonly [string, ...string[]];

/**
 * A language's home page path under the base path: `''` for the default
 * language (`languages[0]`), `'fil/'` for Filipino.
 */
export function languagePath(lang: string, languages: SiteLanguages): string {
  return lang === languages[0] ? '' : `${lang}/`;
}
