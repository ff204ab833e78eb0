/**
 * The id Vite and Rollup know a virtual module by once resolved: `id` behind
 * a `\0`, so no other plugin tries to read it as a file (Vite's "virtual
 * modules convention", https://vite.dev/guide/api-plugin#virtual-modules-convention).
 * It is also the `facadeModuleId` of the chunk the module becomes.
 */
export function resolvedId(id: string): string {
  return `\0${id}`;
}

/** What {@link languageModules} writes: a loader, and a module per language. */
export type LanguageModulesOptions<T extends { lang: string }> = {
  /** The loader's id, e.g. `virtual:resume-sections`. */
  loaderId: string;
  /** The start of each language's id, e.g. `virtual:resume-sections/`: `{languagePrefix}{lang}`. */
  languagePrefix: string;
  /** The name of the loader's exported function, `(lang) => import(…)`, e.g. `loadResumeSections`. */
  loaderName: string;
  /** The site's languages, the default first: the loader imports the default's module for a tag it does not know. */
  languages: readonly T[];
  /** Lines of the loader before its function, e.g. `export const LANGUAGES = …;`. */
  loaderHead?: readonly string[];
  /** The source of `language`'s module; `ssr` is true when Vite loads it for the server build. */
  languageModule: (language: T, ssr: boolean) => string;
};

/** A plugin's `resolveId` and `load` for the modules of {@link languageModules}. */
export type LanguageModules = {
  /** The resolved id of the loader or of a language's module; null for any other id. */
  resolveId(id: string): string | null;
  /**
   * The source of the loader or of a known language's module; null for any
   * other id, and for a language the site does not have.
   */
  load(id: string, ssr?: boolean): string | null;
};

/**
 * A pair of virtual modules that give the browser one language's data at a
 * time (docs/product.md § Languages): the loader, `loaderId`, exports
 * `loaderName(lang)`, which dynamically imports `{languagePrefix}{lang}`, so
 * each language's module is a chunk of its own and a page downloads only its
 * own language's. Used by `ownerContentPlugin` (site-build/owner-content-plugin.ts)
 * and `resumeSectionsPlugin` (site-build/resume-sections-plugin.ts).
 * @throws Error when `languages` is empty.
 */
export function languageModules<T extends { lang: string }>(
  options: LanguageModulesOptions<T>,
): LanguageModules {
  const { loaderId, languagePrefix, loaderName, languages, loaderHead = [] } = options;
  const [main] = languages;
  if (!main) throw new Error(`${loaderId}: no language`);
  const byLang = new Map(languages.map((language) => [language.lang, language]));
  const importOf = (lang: string) => `import(${JSON.stringify(`${languagePrefix}${lang}`)})`;
  return {
    resolveId(id) {
      return id === loaderId || id.startsWith(languagePrefix) ? resolvedId(id) : null;
    },
    load(id, ssr = false) {
      if (id === resolvedId(loaderId)) {
        const cases = languages
          .map(({ lang }) => `case ${JSON.stringify(lang)}: return ${importOf(lang)};`)
          .join('\n    ');
        return [
          ...loaderHead,
          `export function ${loaderName}(lang) {`,
          '  switch (lang) {',
          `    ${cases}`,
          `    default: return ${importOf(main.lang)};`,
          '  }',
          '}',
          '',
        ].join('\n');
      }
      if (!id.startsWith(resolvedId(languagePrefix))) return null;
      const language = byLang.get(id.slice(resolvedId(languagePrefix).length));
      return language ? options.languageModule(language, ssr) : null;
    },
  };
}
