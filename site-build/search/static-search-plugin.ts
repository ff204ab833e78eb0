import { build, type Plugin, type Rolldown } from 'vite';
import { RESULTS_PER_GROUP } from '#src/features/search/find-results.ts';
import { SEARCH_GROUPS } from '#src/features/search/search-index.ts';
import { SEARCH_KEYSHORTCUTS } from '#src/features/search/search-keys.ts';
import {
  SEARCH_BUTTON_ID,
  SEARCH_ICON_SVG,
  SEARCH_TEXTS_ID,
  type StaticSearchTexts,
} from '#src/features/search/static/static-search-page.ts';
import type { Translator } from '#src/i18n/translator.ts';
import { escapeHtml as e, jsonForScript } from '#src/lib/html-escape.ts';

/**
 * The static pages' search (docs/product.md § Search): the project pages,
 * the posts list and the post pages have no app script, so their search is
 * a script of its own, `src/features/search/static/static-search.ts`, built
 * here in a build of its own (Vite's `build()`, not written to disk) and
 * added to the site's build as files. On its own so that it shares no chunk
 * with Home's first view: a second entry in the app's build would split the
 * modules both import (the search store, zustand, idb-keyval) out of Home's
 * entry into chunks of their own, more requests on Home's first view.
 */

/** The static pages' script, from the project root. */
export const STATIC_SEARCH_ENTRY = 'src/features/search/static/static-search.ts';

/** The plugin, and the URL of the script a static page loads. */
export type StaticSearch = Plugin & {
  /**
   * The script's URL under the base path: the built entry (`/assets/static-search-….js`),
   * or in `npm run dev` the source, which the dev server serves.
   * @throws Error when called in a build before the script is built (before `buildStart`).
   */
  scriptUrl(): string;
};

/**
 * Builds the static pages' script at `buildStart` of the client build and emits its files
 * (the entry, the dialog's chunks and stylesheet) into the site's build, so the precache and
 * the policy see them like every other file.
 * @param root the project root; default the working directory.
 */
export function staticSearchPlugin(root = process.cwd()): StaticSearch {
  let base = '/';
  let serve = false;
  let files: Rolldown.OutputBundle[string][] = [];
  let entry: string | undefined;
  return {
    name: 'portfolio:static-search',
    // `npm run dev` serves the script from its source: its one dependency Home does not import,
    // optimised at start, or the dev server would reload the page when the dialog first opens.
    config: () => ({ optimizeDeps: { include: ['zustand/vanilla'] } }),
    configResolved(config) {
      base = config.base;
      serve = config.command === 'serve';
    },
    async buildStart() {
      if (serve) return;
      const result = await build({
        configFile: false,
        envFile: false,
        root,
        base,
        mode: 'production',
        logLevel: 'warn',
        publicDir: false,
        build: {
          write: false,
          target: 'es2022',
          modulePreload: { polyfill: false },
          rolldownOptions: {
            input: { 'static-search': STATIC_SEARCH_ENTRY },
            output: {
              entryFileNames: 'assets/[name]-[hash].js',
              chunkFileNames: 'assets/[name]-[hash].js',
              assetFileNames: 'assets/[name]-[hash][extname]',
            },
          },
        },
      });
      const outputs = (Array.isArray(result) ? result : [result]) as Rolldown.RolldownOutput[];
      files = outputs.flatMap((output) => output.output);
      entry = files.find((file) => file.type === 'chunk' && file.isEntry)?.fileName;
      if (!entry) this.error('static search: the build made no entry chunk');
    },
    generateBundle() {
      for (const file of files)
        this.emitFile({
          type: 'asset',
          fileName: file.fileName,
          source: file.type === 'chunk' ? file.code : file.source,
        });
    },
    scriptUrl() {
      if (serve) return `${base}${STATIC_SEARCH_ENTRY}`;
      if (!entry) throw new Error('static search: the script is not built yet');
      return `${base}${entry}`;
    },
  };
}

/**
 * A static page's search texts in its language (read by the page's script,
 * `static-search-page.ts`), from its translator.
 * @param languageHome the page's language's home, `{base}{lang}` (`/fil/`).
 */
export function staticSearchTexts(i18n: Translator, languageHome: string): StaticSearchTexts {
  const { t } = i18n;
  const most = SEARCH_GROUPS.length * RESULTS_PER_GROUP;
  return {
    languageHome,
    title: t('search.title'),
    field: t('search.field'),
    help: t('search.help'),
    close: t('common.close'),
    loading: t('search.loading'),
    failed: t('search.failed'),
    none: t('search.none', { query: '{query}' }),
    counts: Array.from({ length: most }, (_, index) => t('search.count', { count: index + 1 })),
    groups: Object.fromEntries(
      SEARCH_GROUPS.map(({ group }) => [group, t(`search.group.${group}`)]),
    ) as StaticSearchTexts['groups'],
    notLoaded: t('search.notLoaded'),
    offline: t('common.offline'),
    later: t('common.tryAgainLater'),
  };
}

/** What a static page adds for its search: its script, its button, its texts. */
export type StaticSearchTags = {
  /** The module script, for the head (deferred: it runs once the page is parsed). */
  script: string;
  /** The header's button "Search", hidden until the script shows it. */
  button: string;
  /** The texts, as data, for the end of the body. */
  texts: string;
};

/**
 * A static page's search parts (docs/product.md § Search), every value escaped.
 * @param scriptUrl {@link StaticSearch.scriptUrl}
 */
export function staticSearchTags(
  i18n: Translator,
  languageHome: string,
  scriptUrl: string,
): StaticSearchTags {
  const json = jsonForScript(staticSearchTexts(i18n, languageHome));
  return {
    script: `<script type="module" src="${e(scriptUrl)}"></script>`,
    button: `<button type="button" id="${SEARCH_BUTTON_ID}" class="search-button" hidden aria-haspopup="dialog" aria-expanded="false" aria-keyshortcuts="${SEARCH_KEYSHORTCUTS}">${SEARCH_ICON_SVG}<span>${e(i18n.t('search.button'))}</span></button>`,
    texts: `<script type="application/json" id="${SEARCH_TEXTS_ID}">${json}</script>`,
  };
}
