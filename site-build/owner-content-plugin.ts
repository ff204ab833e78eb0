import { normalizePath, type Plugin } from 'vite';
import { onDemandSections, type SiteContent, shippedSections } from '#src/app/site-content.ts';
import type { Direction } from '#src/i18n/locale.ts';
import { languageModules, resolvedId } from './lib/language-modules.ts';
import type { LanguageContent } from './lib/read-owner-content.ts';

/**
 * The owner's content as the browser's bundle gets it: without the fields no
 * component renders: the home-screen name, which only the manifest and the
 * HTML template use at build time, and what each section's face leaves out of
 * what ships (`shipped`, src/app/site-content.ts; each job's status, tags,
 * date range and description, which the CV page shows and the experience
 * cards do not, docs/product.md § Experience). About 330 bytes gzip of the
 * entry chunk with the sample (docs/product.md § Performance: first-view
 * bytes). Its `fallback` keeps the paths of shipped fields only, and is left
 * out when none is. The sections' `onDemand` fields come later, with the
 * language's on-demand texts (`onDemandSections`).
 */
export function browserContent(content: SiteContent): Record<string, unknown> {
  const { shortName: _shortName, fallback, ...page } = content;
  const shipped = shippedSections(page);
  const later = onDemandSections(page);
  // The fallen-back texts' paths, of the fields shipped only, now or on demand (docs/product.md § Languages).
  const paths =
    fallback?.paths.filter(
      (path) => valueAt(shipped, path) !== undefined || valueAt(later, path) !== undefined,
    ) ?? [];
  return paths.length ? { ...shipped, fallback: { ...fallback, paths } } : shipped;
}

/** The value at a dotted path (`experience.0.title`), or undefined. */
function valueAt(value: unknown, path: string): unknown {
  return path
    .split('.')
    .reduce<unknown>(
      (inner, key) =>
        inner && typeof inner === 'object' ? (inner as Record<string, unknown>)[key] : undefined,
      value,
    );
}

/**
 * One language as the page's language link names it: its tag, its name in its own words, its
 * path, and its direction (`<html dir>` of its pages, `dir` of the link to it).
 */
export type PageLanguageLink = { lang: string; name: string; path: string; dir: Direction };

/**
 * A language's name in its own words, first letter upper-case, from
 * `Intl.DisplayNames` (CLDR): `en` → "English", `fil` → "Filipino".
 * The tag itself when the runtime has no name for it.
 */
export function ownName(lang: string): string {
  const name = new Intl.DisplayNames([lang], { type: 'language' }).of(lang) ?? lang;
  return name.charAt(0).toLocaleUpperCase(lang) + name.slice(1);
}

/** The site's languages for the page (docs/product.md § Languages), the default first. */
export function pageLanguageLinks(
  languages: readonly Pick<LanguageContent, 'lang' | 'path' | 'dir'>[],
): PageLanguageLink[] {
  return languages.map(({ lang, path, dir }) => ({ lang, name: ownName(lang), path, dir }));
}

/** The export name of a language's page texts in `src/i18n/messages/{lang}.ts`: `fil` → `fil`, `pt-BR` → `ptBR`. */
export function messagesExportOf(lang: string): string {
  return lang.replace(/-(\w)/g, (_, letter: string) => letter.toUpperCase());
}

/** The start of a language's module id, `virtual:page-language/{lang}`. */
const PAGE_LANGUAGE_ID = 'virtual:page-language/';

/**
 * The start of a language's on-demand module id, `virtual:page-on-demand/{lang}-on-demand`: its
 * last part names the chunk, as the catalogue's file did (`fil-on-demand-{hash}.js`).
 */
const ON_DEMAND_ID = 'virtual:page-on-demand/';

/**
 * The `facadeModuleId` of a language's chunk of texts and content
 * (`virtual:page-language/{lang}`), which the prerendered pages preload.
 */
export function pageLanguageChunkId(lang: string): string {
  return resolvedId(`${PAGE_LANGUAGE_ID}${lang}`);
}

/**
 * The owner's content and the interface texts as the browser gets them, one
 * language at a time (docs/product.md § Languages, docs/decisions/0021-interface-texts-in-a-typed-catalogue.md):
 *
 * - `virtual:page-languages`: `LANGUAGES` (each language's tag, own name
 *   and path, the default first) and `loadPageLanguage(lang)`, which imports
 * - `virtual:page-language/{lang}`: `site`, that language's content already
 *   mapped ({@link browserContent}), and `messages`, its page texts
 *   (`src/i18n/messages/{lang}.ts`). Each is a chunk of its own, which the
 *   prerendered page preloads, so a page downloads only its own language.
 *   Its `loadOnDemand()` imports
 * - `virtual:page-on-demand/{lang}-on-demand`: its on-demand texts
 *   (`src/i18n/messages/{lang}-on-demand.ts`) and `site`, the sections'
 *   fields that come with them (`onDemandSections`: the demo reel's
 *   description), a chunk that the dialogs load with their code; the page
 *   adds `site` to its content (`addOnDemandContent`, src/main.tsx) as it
 *   adds the texts to its translator.
 *
 * It also replaces `src/app/site.ts` with the default language's
 * content (`export const site = {…}`), for the prerenderer, the dev server and
 * the unit tests; the mapping from `resume.json` and `portfolio.json` runs
 * once, at build time, and the browser never downloads the résumé nor the
 * mapping code (docs/product.md § Performance: first-view bytes).
 * `languages` is what `readOwnerContent()` (site-build/lib/read-owner-content.ts)
 * returned, already checked, the default first.
 *
 * Should a component start to render a field {@link browserContent} leaves
 * out, the prerendered page would have the text and the hydrating client
 * not: a hydration error, which the end-to-end tests fail on, not a
 * silently empty page.
 */
export function ownerContentPlugin(languages: readonly LanguageContent[]): Plugin {
  const siteModule = normalizePath(`${process.cwd()}/src/app/site.ts`);
  const [main] = languages;
  if (!main) throw new Error('owner content: no language');
  let build = false;
  const shipped = (content: SiteContent, ssr: boolean) =>
    build && !ssr ? browserContent(content) : content;
  const modules = languageModules({
    loaderId: 'virtual:page-languages',
    languagePrefix: PAGE_LANGUAGE_ID,
    loaderName: 'loadPageLanguage',
    languages,
    loaderHead: [`export const LANGUAGES = ${JSON.stringify(pageLanguageLinks(languages))};`],
    languageModule: ({ lang, site }, ssr) => {
      const messages = normalizePath(`${process.cwd()}/src/i18n/messages/${lang}.ts`);
      return [
        `export { ${messagesExportOf(lang)} as messages } from ${JSON.stringify(messages)};`,
        // The on-demand texts and content, a chunk of their own that only this language's pages load.
        `export const loadOnDemand = () => import(${JSON.stringify(`${ON_DEMAND_ID}${lang}-on-demand`)});`,
        `export const site = ${JSON.stringify(shipped(site, ssr))};`,
        '',
      ].join('\n');
    },
  });
  /** A language's on-demand module: its on-demand texts, and what its first view left out. */
  const onDemandModule = (lang: string, ssr: boolean) => {
    const language = languages.find((each) => each.lang === lang);
    if (!language) return null;
    const messages = normalizePath(`${process.cwd()}/src/i18n/messages/${lang}-on-demand.ts`);
    return [
      `export { ${messagesExportOf(lang)}OnDemand as messages } from ${JSON.stringify(messages)};`,
      `export const site = ${JSON.stringify(build && !ssr ? onDemandSections(language.site) : {})};`,
      '',
    ].join('\n');
  };
  return {
    name: 'portfolio:owner-content',
    enforce: 'pre',
    configResolved(config) {
      build = config.command === 'build';
    },
    resolveId: (id) => (id.startsWith(ON_DEMAND_ID) ? resolvedId(id) : modules.resolveId(id)),
    load(id, options) {
      const module = modules.load(id, options?.ssr);
      if (module !== null) return module;
      const onDemand = resolvedId(ON_DEMAND_ID);
      if (id.startsWith(onDemand)) {
        return onDemandModule(
          id.slice(onDemand.length).replace(/-on-demand$/, ''),
          Boolean(options?.ssr),
        );
      }
      if (normalizePath(id.split('?')[0]) !== siteModule) return null;
      return `export const site = ${JSON.stringify(shipped(main.site, Boolean(options?.ssr)))};\n`;
    },
  };
}
