/// <reference types="vitest/config" />
import optimizeLocales from '@react-aria/optimize-locales-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { readBuildEnv } from '#src/config/build-env.ts';
import {
  mailSettingsWarning,
  readMailEnv,
  resolveMailSettings,
} from '#src/features/contact/api/mail-settings.ts';
import type { SiteLanguages } from '#src/seo/language-paths.ts';
import { compileHintPlugin } from './site-build/compile-hint-plugin.ts';
import { crawlFilesPlugin } from './site-build/crawl-files-plugin.ts';
import { cspPlugin } from './site-build/csp-plugin.ts';
import {
  type CvPluginAllOptions,
  cvPlugin,
  makeCvPdfs,
  vcardFileOf,
} from './site-build/cv-plugin.ts';
import { headersFilePlugin } from './site-build/headers-file-plugin.ts';
import { homeSectionsPlugin } from './site-build/home-sections-plugin.ts';
import { languageManifestsPlugin } from './site-build/language-manifests-plugin.ts';
import { postsShown } from './site-build/lib/posts-at-build.ts';
import { pwaOptions } from './site-build/lib/pwa-options.ts';
import { readOwnerContent } from './site-build/lib/read-owner-content.ts';
import { readHsts, strictTransportSecurity } from './site-build/lib/security-headers.ts';
import { scopedClassName } from './site-build/lib/split-css.ts';
import { localInboxPlugin } from './site-build/local-inbox-plugin.ts';
import { ownerContentPlugin } from './site-build/owner-content-plugin.ts';
import { foundPages, pageFiles, pageKinds, sitemapPages } from './site-build/page-kinds.ts';
import { postsPlugin } from './site-build/posts/posts-plugin.ts';
import { prerenderPlugin } from './site-build/prerender-plugin.ts';
import { previewNotFoundPlugin } from './site-build/preview-not-found-plugin.ts';
import { projectPagesPlugin } from './site-build/projects/project-pages-plugin.ts';
import { resumeSectionsPlugin } from './site-build/resume-sections-plugin.ts';
import { searchPlugin } from './site-build/search/search-plugin.ts';
import { staticSearchPlugin } from './site-build/search/static-search-plugin.ts';
import { siteHtmlPlugin } from './site-build/site-html-plugin.ts';
import { themePlugin } from './site-build/theme-plugin.ts';

/**
 * Where the SSR build of src/entry-server.tsx goes; the client build's
 * prerenderer reads it. `PRERENDER_DIR` moves it, so builds with different
 * settings can run at once (the end-to-end setup builds four).
 */
const PRERENDER_DIR = process.env.PRERENDER_DIR || '.prerender';

export default defineConfig(async ({ mode, command, isSsrBuild }) => {
  // Fails the build with the variable's name when a value is malformed (docs/product.md § Configuration).
  const rawEnv = loadEnv(mode, process.cwd(), '');
  // The contact form's mail variables, read and checked by the contact feature (docs/product.md § Contact).
  const mail = readMailEnv(rawEnv);
  const env = readBuildEnv(rawEnv);
  // resume.json and portfolio.json, checked; fails the build naming the file and field (docs/product.md § Configuration).
  const { resume, portfolio, site: content, languages } = readOwnerContent();
  const vcardFile = vcardFileOf(content);
  // The owner's accent and first colour mode (docs/product.md § Colour mode); a notice, once, on the client pass.
  const theme = themePlugin(portfolio.theme, isSsrBuild ? undefined : (line) => console.warn(line));
  // Every plugin takes `languages`, each with its tag, path under the base path ('' for the default,
  // 'fil/' …) and direction (docs/product.md § Languages); these two lists are its tags and paths.
  const tags = languages.map(({ lang }) => lang) as unknown as SiteLanguages;
  const languagePaths = languages.map(({ path }) => path);
  // A page per project of the bundled list, unless the owner said no (docs/product.md § Project pages),
  // which the pages, the cards, the policy and the sitemap know; and the owner's own posts, drafts
  // left out, each in the languages it exists in; fails the build naming the post's file, line
  // and field (docs/product.md § Posts).
  const found = foundPages(process.cwd(), env.basePath, tags, portfolio.caseStudies !== false);
  const { paged } = found;
  const hasPosts = found.posts.length > 0;
  // How many posts Home's Writing shows in every language: own and the feeds' (docs/product.md § Writing).
  const postsShownCount = postsShown(process.cwd(), tags);
  // Every kind of page the build writes, in one list (site-build/page-kinds.ts).
  const kinds = pageKinds(tags, found);
  const files = pageFiles(kinds, tags);
  const cvOptions: CvPluginAllOptions = {
    resume,
    site: content,
    env,
    publish: portfolio.publish,
    themed: theme.themed,
    lang: tags[0],
    languages: languages.slice(1),
  };
  // Each language's CV printed to PDF by Chromium, before the client build; without a browser,
  // none, said in one line (docs/product.md § CV and contact card).
  const pdfs = command === 'build' && !isSsrBuild ? await makeCvPdfs(cvOptions) : undefined;
  // The static pages' search script, built on its own (docs/product.md § Search).
  const staticSearch = staticSearchPlugin();
  const cvPdfs = new Map(pdfs?.files.map((pdf) => [pdf.path, pdf.fileName]));

  return {
    base: env.basePath,
    define: {
      // How many rows Home's "Writing" slot holds: own and feeds' posts (docs/product.md § Writing).
      __POSTS_SHOWN__: JSON.stringify(postsShownCount),
      // Whether the navigation has "Writing", the owner's own posts (docs/product.md § Posts).
      __HAS_POSTS__: JSON.stringify(hasPosts),
      // The service worker is told the languages rather than guessing them (src/sw.ts).
      __OTHER_LANGUAGE_PATHS__: JSON.stringify(languagePaths.slice(1)),
      // The project pages the build writes; a card leads to its project's (docs/product.md § Project pages).
      __PROJECT_PAGES__: JSON.stringify(
        Object.fromEntries(paged.map(({ slug, project }) => [`projects/${slug}/`, project.url])),
      ),
    },
    plugins: [
      theme.plugins,
      react(),
      // react-aria's own texts (a toast's "Dismiss", …) in the site's languages only, English
      // being its fallback, rather than all 34 of its languages in every visitor's download
      // (docs/product.md § Performance).
      !isSsrBuild && optimizeLocales.vite({ locales: [...new Set(['en', ...tags])] }),
      ownerContentPlugin(languages),
      // Home's main-column sections, from the list of sections (docs/decisions/0048-a-section-is-a-folder-and-a-row.md).
      homeSectionsPlugin(process.cwd()),
      // Home's publications, awards and volunteer work, a lazy chunk per language (docs/product.md § Résumé sections).
      resumeSectionsPlugin(languages),
      siteHtmlPlugin(content),
      !isSsrBuild &&
        prerenderPlugin({
          serverEntry: `${PRERENDER_DIR}/entry-server.js`,
          content,
          env,
          languages,
        }),
      !isSsrBuild && languageManifestsPlugin(env, languages, cvPdfs),
      // The CV page, /resume.json, the contact card and the PDF CV (docs/product.md § CV and contact card).
      !isSsrBuild && cvPlugin({ ...cvOptions, pdfs }),
      // A page per project, with its case study (docs/product.md § Project pages).
      !isSsrBuild &&
        projectPagesPlugin({
          env,
          projects: paged,
          themed: theme.themed,
          accent: portfolio.theme?.accent,
          languages,
          posts: hasPosts,
          searchScript: staticSearch.scriptUrl,
        }),
      // The owner's own posts: a list and a page per post (docs/product.md § Posts).
      !isSsrBuild &&
        postsPlugin({
          env,
          themed: theme.themed,
          accent: portfolio.theme?.accent,
          languages,
          writingLists: postsShownCount > 0,
          searchScript: staticSearch.scriptUrl,
        }),
      !isSsrBuild && staticSearch,
      // Each language's offline search index, drafts left out (docs/product.md § Search).
      !isSsrBuild &&
        searchPlugin({
          env,
          languages,
          caseStudies: portfolio.caseStudies !== false,
        }),
      // The CSP <meta> once the pages are final, and _headers after the service worker (docs/product.md § Security).
      !isSsrBuild && cspPlugin({ ...env, mail }, files),
      !isSsrBuild &&
        headersFilePlugin(
          { ...env, mail },
          // Plain max-age unless the owner opts in (docs/product.md § Security).
          {
            vcardFile,
            languagePaths,
            pages: files,
            hsts: strictTransportSecurity(readHsts(rawEnv)),
          },
        ),
      !isSsrBuild && crawlFilesPlugin(env, tags, sitemapPages(kinds)),
      // The entry chunk compiles off the main thread (docs/product.md § Performance).
      !isSsrBuild && compileHintPlugin(),
      // The contact form's local inbox on the preview and dev servers (docs/product.md § Contact); warns a build without EmailJS keys.
      localInboxPlugin({ buildWarning: mailSettingsWarning(resolveMailSettings(mail)) }),
      // `npm start` answers unknown pages with 404.html and 404, like a static host.
      previewNotFoundPlugin(),
      // Service worker and manifest (docs/product.md § Offline and install); after the prerenderer, so the
      // precache revision of index.html is the prerendered file's.
      VitePWA(
        pwaOptions(
          env,
          content,
          Boolean(isSsrBuild),
          vcardFile,
          tags[0],
          cvPdfs.get(''),
          pdfs?.files,
        ),
      ),
    ],
    css: {
      // Short class names in the build (the dev server keeps readable ones):
      // the prerendered page repeats them, and the document is kept small
      // (docs/product.md § Performance). The prerenderer also reads them to
      // tell which module a rule styles (site-build/lib/split-css.ts).
      modules:
        mode === 'development'
          ? undefined
          : { generateScopedName: (name: string, file: string) => scopedClassName(name, file) },
    },
    build: isSsrBuild
      ? { outDir: PRERENDER_DIR, copyPublicDir: false, emptyOutDir: true }
      : {
          target: 'es2022',
          sourcemap: false,
          // Hashes of 6 characters, not Vite's 8: the first view names about 20 chunks, and each
          // random character is a byte gzip cannot shrink (about 100 B of the first view's
          // JavaScript and the document; docs/product.md § Performance). 36 bits still tell
          // apart a build's files, and each name keeps its chunk's name before the hash.
          rolldownOptions: {
            output: {
              entryFileNames: 'assets/[name]-[hash:6].js',
              chunkFileNames: 'assets/[name]-[hash:6].js',
              assetFileNames: 'assets/[name]-[hash:6][extname]',
              // The modals' shared frame in one chunk, not four of a few hundred bytes each
              // (shared by different sets of dialogs): every request costs its headers, about
              // 300 B each on HTTP/1.1 (docs/product.md § Performance, the script budget).
              // Their dependencies stay where they were (React and the page's own code in the
              // first view, react-aria in its shared chunk).
              codeSplitting: {
                groups: [
                  {
                    name: 'modal-frame',
                    test: /\/src\/(components\/ui\/(dismissable-overlay|modal-dialog|use-dialog-content|dialog\.module)|lib\/is-composing)\./,
                    includeDependenciesRecursively: false,
                  },
                ],
              },
            },
          },
        },
    preview: { port: 4173, strictPort: true },
    test: {
      restoreMocks: true,
      // Vitest's 5 s is a time budget these tests must not carry: on a loaded 2-core CI machine,
      // importing Playwright or segmenting a megabyte took longer. Speed is the bench's job.
      testTimeout: 30_000,
      projects: [
        // The page's code runs in a DOM (jsdom), with the page's language and content set.
        {
          extends: true as const,
          test: {
            name: 'page',
            environment: 'jsdom',
            include: ['src/**/*.test.{ts,tsx}'],
            setupFiles: ['src/testing/setup-tests.ts'],
          },
        },
        // The build and the tools run in Node: no DOM to set up for each file (about two of
        // the unit run's four minutes on a 2-core machine went to it). A test that renders
        // the page says so with a `@vitest-environment jsdom` comment.
        {
          extends: true as const,
          test: {
            name: 'build',
            environment: 'node',
            include: ['site-build/**/*.test.ts', 'tools/**/*.test.ts'],
          },
        },
      ],
    },
  };
});
