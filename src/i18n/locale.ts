/**
 * The site's languages (docs/decisions/0021-interface-texts-in-a-typed-catalogue.md):
 * one catalogue each in `messages/`. The first is the default language,
 * the one `resume.json` is written in, served at the base path.
 */
export const LOCALES = ['en', 'fil'] as const;
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
