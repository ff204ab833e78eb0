import type { Plugin } from 'vite';
import {
  type HomeResumeSections,
  homeResumeSections,
} from '#src/features/resume-sections/resume-sections.content.ts';
import { localeOf, translatorFor } from '#src/i18n/catalogues.ts';
import { markedPaths, unmarked } from './lib/fallback-text.ts';
import { languageModules } from './lib/language-modules.ts';
import type { LanguageContent } from './lib/read-owner-content.ts';

/**
 * Home's résumé sections (publications, awards, volunteer work;
 * docs/product.md § Résumé sections) as the browser gets them, one language
 * at a time and never with the first view:
 *
 * - `virtual:resume-sections`: `loadResumeSections(lang)`, which imports
 * - `virtual:resume-sections/{lang}`: `sections`, that language's
 *   `HomeResumeSections` (src/features/resume-sections/resume-sections.content.ts), dates already in
 *   words. A chunk of its own, loaded with the sections' code when the
 *   visitor scrolls near them, and precached like every chunk, so it is
 *   there offline after one visit.
 *
 * `languages` is what `readOwnerContent()` returned, the default first; an
 * unknown tag loads the default language's (`languageModules`,
 * site-build/lib/language-modules.ts).
 */
export function resumeSectionsPlugin(languages: readonly LanguageContent[]): Plugin {
  const modules = languageModules({
    loaderId: 'virtual:resume-sections',
    languagePrefix: 'virtual:resume-sections/',
    loaderName: 'loadResumeSections',
    languages,
    languageModule: ({ lang, resume, marked }) => {
      const i18n = translatorFor(localeOf(lang));
      if (!marked) {
        return `export const sections = ${JSON.stringify(homeResumeSections(resume, i18n))};\n`;
      }
      // Mapped from the marked résumé: the texts its translation leaves out are named
      // (docs/product.md § Languages), and shown with the default language's `lang`.
      const mapped = homeResumeSections(marked.resume, i18n);
      const paths = markedPaths(mapped);
      const sections: HomeResumeSections = {
        ...unmarked(mapped),
        ...(paths.length && { fallback: { lang: marked.lang, paths } }),
      };
      return `export const sections = ${JSON.stringify(sections)};\n`;
    },
  });
  return {
    name: 'portfolio:resume-sections',
    enforce: 'pre',
    resolveId: (id) => modules.resolveId(id),
    load: (id) => modules.load(id),
  };
}
