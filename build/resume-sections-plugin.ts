import type { Plugin } from 'vite';
import { homeResumeSections } from '#src/content/resume-sections.ts';
import { translatorFor } from '#src/i18n/catalogues.ts';
import { localeOf } from '#src/i18n/locale.ts';
import type { LanguageContent } from './lib/read-owner-content.ts';

const LOADER_ID = 'virtual:resume-sections';
const LANGUAGE_ID = 'virtual:resume-sections/';

/**
 * Home's résumé sections (publications, awards, volunteer work;
 * docs/product.md § Résumé sections) as the browser gets them, one language
 * at a time and never with the first view:
 *
 * - `virtual:resume-sections`: `loadResumeSections(lang)`, which imports
 * - `virtual:resume-sections/{lang}`: `sections`, that language's
 *   `HomeResumeSections` (src/content/resume-sections.ts), dates already in
 *   words. A chunk of its own, loaded with the sections' code when the
 *   visitor scrolls near them, and precached like every chunk, so it is
 *   there offline after one visit.
 *
 * `languages` is what `readOwnerContent()` returned, the default first; an
 * unknown tag loads the default language's.
 */
export function resumeSectionsPlugin(languages: readonly LanguageContent[]): Plugin {
  const [main] = languages;
  if (!main) throw new Error('résumé sections: no language');
  const byLang = new Map(languages.map((language) => [language.lang, language]));
  return {
    name: 'portfolio:resume-sections',
    enforce: 'pre',
    resolveId(id) {
      if (id === LOADER_ID || id.startsWith(LANGUAGE_ID)) return `\0${id}`;
      return null;
    },
    load(id) {
      if (id === `\0${LOADER_ID}`) {
        const cases = languages
          .map(
            ({ lang }) =>
              `case ${JSON.stringify(lang)}: return import(${JSON.stringify(`${LANGUAGE_ID}${lang}`)});`,
          )
          .join('\n    ');
        return [
          'export function loadResumeSections(lang) {',
          '  switch (lang) {',
          `    ${cases}`,
          `    default: return import(${JSON.stringify(`${LANGUAGE_ID}${main.lang}`)});`,
          '  }',
          '}',
          '',
        ].join('\n');
      }
      if (id.startsWith(`\0${LANGUAGE_ID}`)) {
        const language = byLang.get(id.slice(`\0${LANGUAGE_ID}`.length));
        if (!language) return null;
        const sections = homeResumeSections(
          language.resume,
          translatorFor(localeOf(language.lang)),
        );
        return `export const sections = ${JSON.stringify(sections)};\n`;
      }
      return null;
    },
  };
}
