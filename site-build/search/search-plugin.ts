import MiniSearch from 'minisearch';
import type { Plugin } from 'vite';
import type { BuildEnv } from '#src/config/build-env.ts';
import {
  indexOptions,
  SEARCH_INDEX_FILE,
  type SearchDocument,
} from '#src/features/search/search-index.ts';
import type { LanguageContent } from '../lib/read-owner-content.ts';
import { readPosts } from '../posts/post-file.ts';
import { readCaseStudy } from '../projects/case-study-file.ts';
import { pagedProjects } from '../projects/project-pages-plugin.ts';
import { type SearchProject, searchDocuments } from './search-documents.ts';

/**
 * The offline search's indexes (docs/product.md § Search): for each
 * language of the site, `{lang}search-index.json`, a MiniSearch index
 * (MiniSearch's own JSON, which the search dialog loads with
 * `MiniSearch.loadJSON(json, indexOptions(lang))`) of that language's
 * projects, posts, jobs, skills and courses (./search-documents.ts). Drafts
 * are never indexed. Precached with the site (site-build/lib/pwa-options.ts),
 * so search works offline. `npm run dev` answers the same files, made from
 * the sources on each request.
 */

/** What {@link searchPlugin} builds from. */
export type SearchPluginOptions = {
  env: Pick<BuildEnv, 'basePath'>;
  /** Every language, the default first (path `''`). */
  languages: readonly LanguageContent[];
  /** The project root; default the working directory. */
  root?: string;
  /** Whether projects have pages (`portfolio.json` `caseStudies` is not false); without, a project's result leads to its `url`. */
  caseStudies: boolean;
  /** Where the build's one line about the indexes goes; default the build's logger. */
  log?: (line: string) => void;
};

/** One language's index as the build writes it. */
export type SearchIndexFile = {
  lang: string;
  /** Under the output folder: `search-index.json`, `fil/search-index.json`. */
  fileName: string;
  /** MiniSearch's JSON of the index. */
  source: string;
  documents: number;
};

/**
 * Every language's documents, read from `root` (the bundled projects list,
 * the case studies, `content/posts/` without drafts) and the languages' content.
 * @throws Error from `readPosts` or `readCaseStudy` (a broken front matter, named by file and line).
 */
export function searchDocumentsOf(
  options: Omit<SearchPluginOptions, 'log'>,
): { lang: string; path: string; documents: SearchDocument[] }[] {
  const root = options.root ?? process.cwd();
  const { env, languages } = options;
  const tags = languages.map(({ lang }) => lang);
  const defaultLang = tags[0] ?? 'en';
  const projects = pagedProjects(root, env.basePath);
  const posts = readPosts(root, tags, { drafts: false });
  const pathOf = (lang: string) => languages.find((language) => language.lang === lang)?.path ?? '';
  return languages.map((language) => {
    const searchProjects = projects.map(({ project, slug }): SearchProject => {
      if (!options.caseStudies) return { project, slug, paged: false };
      const own = readCaseStudy(root, slug);
      const study = language.lang === defaultLang ? own : readCaseStudy(root, slug, language.lang);
      return { project, slug, paged: true, study, facts: own?.facts };
    });
    return {
      lang: language.lang,
      path: language.path,
      documents: searchDocuments({
        place: { basePath: env.basePath, lang: language.lang, path: language.path, defaultLang },
        content: language,
        projects: searchProjects,
        posts,
        pathOf,
      }),
    };
  });
}

/**
 * Each language's `search-index.json` (see the module comment): the index of
 * its documents ({@link searchDocumentsOf}), serialised by MiniSearch.
 * @throws Error from {@link searchDocumentsOf}.
 */
export function searchIndexFiles(options: Omit<SearchPluginOptions, 'log'>): SearchIndexFile[] {
  return searchDocumentsOf(options).map(({ lang, path, documents }) => {
    const index = new MiniSearch<SearchDocument>(indexOptions(lang));
    index.addAll(documents);
    return {
      lang,
      fileName: `${path}${SEARCH_INDEX_FILE}`,
      source: JSON.stringify(index),
      documents: documents.length,
    };
  });
}

/** The build's line: each language's documents and index size, e.g. `Search index: en 29 documents, 41,310 bytes; …`. */
export function searchIndexLine(files: readonly SearchIndexFile[]): string {
  const sizes = files.map(
    ({ lang, source, documents }) =>
      `${lang} ${documents} documents, ${Buffer.byteLength(source).toLocaleString('en')} bytes`,
  );
  return `Search index: ${sizes.join('; ')}`;
}

/** See the module comment. */
export function searchPlugin(options: SearchPluginOptions): Plugin {
  let log = options.log ?? ((line: string) => console.info(line));
  return {
    name: 'portfolio:search-index',
    enforce: 'post',
    configResolved(config) {
      if (!options.log) log = (line) => config.logger.info(line);
    },
    generateBundle() {
      const files = searchIndexFiles(options);
      for (const { fileName, source } of files) this.emitFile({ type: 'asset', fileName, source });
      log(searchIndexLine(files));
    },
    // `npm run dev`: the same indexes, from the sources, made again on each request.
    configureServer(server) {
      const base = server.config.base;
      server.middlewares.use((req, res, next) => {
        const path = new URL(req.url ?? '/', 'http://dev').pathname;
        if (!path.startsWith(base) || !path.endsWith(`/${SEARCH_INDEX_FILE}`)) return next();
        const fileName = path.slice(base.length);
        try {
          const file = searchIndexFiles(options).find((index) => index.fileName === fileName);
          if (!file) return next();
          res.setHeader('Content-Type', 'application/json; charset=utf-8');
          res.end(file.source);
        } catch (error) {
          next(error);
        }
      });
    },
  };
}
