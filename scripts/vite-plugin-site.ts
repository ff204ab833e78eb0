import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { join, resolve } from 'node:path';
import type { Plugin, Rolldown } from 'vite';
import { StructError, assert } from 'superstruct';
import { SiteContent } from '../src/content/content-schema.ts';
import { type Route, routeTitle } from '../src/app/route.ts';
import type { BuildEnv } from '../src/config/build-env.ts';
import {
  escapeHtml,
  homeHeadTags,
  notFoundHeadTags,
  pageTitle,
  robotsTxt,
  sitemapXml,
} from '../src/seo/head-tags.ts';
import {
  contentSecurityPolicy,
  formatHeadersFile,
  hashInlineCode,
  headerRules,
  HEADERS_LINE_LIMIT,
  insertPolicyMeta,
} from './security-headers.ts';

/**
 * Checks the content module against its schema (CONTRACT.md: "checked at
 * build time"). @throws Error naming the failing field, which stops the build.
 */
export function checkContent(content: unknown): SiteContent {
  try {
    assert(content, SiteContent);
    return content;
  } catch (error) {
    if (error instanceof StructError) {
      throw new Error(
        `src/content/site.ts: ${error.path.join('.') || '(root)'}: ${error.message}`,
      );
    }
    throw error;
  }
}

/**
 * Fills the placeholders of index.html from the content module, in dev and
 * build: `%SITE_TITLE%`, `%SITE_DESCRIPTION%` and `%SITE_SHORT_NAME%` (the
 * home-screen name on iOS, issue 5).
 */
export function siteHtmlPlugin(content: SiteContent): Plugin {
  return {
    name: 'portfolio:site-html',
    transformIndexHtml: {
      order: 'pre',
      handler: (html) =>
        html
          .replaceAll('%SITE_TITLE%', escapeHtml(pageTitle(content)))
          .replaceAll('%SITE_DESCRIPTION%', escapeHtml(content.bio))
          .replaceAll('%SITE_SHORT_NAME%', escapeHtml(content.shortName)),
    },
  };
}

const PLACEHOLDER = '<div id="root"><!--app-html--></div>';

export type PrerenderOptions = {
  /** The SSR build of `src/entry-server.tsx`, compiled just before the client build. */
  serverEntry: string;
  /** The checked content module (title, SEO tags). */
  content: SiteContent;
  /** The checked build configuration (base path, site URL, projects URL). */
  env: BuildEnv;
};

/**
 * The URL the page's projects request goes to, as `src/config/env.ts`
 * resolves it: `VITE_PROJECTS_URL` or the bundled list under the base path.
 */
function projectsUrlOf(env: BuildEnv): string {
  return env.projectsUrl || `${env.basePath}data/projects.json`;
}

/**
 * The route's own `<head>` tags (issue 6). Home: SEO and sharing tags, plus a
 * preload of the projects list, so its one request (spec section 9) starts
 * with the HTML instead of after the entry chunk has run; `fetch()` in
 * `get-projects.ts` picks the preloaded response up (same URL, CORS mode,
 * same-origin credentials). "Page not found": `noindex`.
 */
function headTagsFor(route: Route, { content, env }: PrerenderOptions): string {
  if (route === 'not-found') return notFoundHeadTags();
  const preload = `<link rel="preload" href="${escapeHtml(projectsUrlOf(env))}" as="fetch" crossorigin="anonymous" />`;
  return `${FIRST_SCREEN_EXPECT}\n${preload}\n${homeHeadTags(content, env)}`;
}

/**
 * Holds the first paint until the parser has passed the profile header
 * (issue 6: the largest element of a phone's first screen, its bio, must be
 * in the first paint). Without it a busy parser may paint the top bar alone
 * first and the header a frame later. The header comes right after the
 * sidebar in the markup, well inside the first network packets, so this
 * costs no round trip; if the id were missing, rendering would wait for the
 * end of the document, no longer. Chromium-only; other browsers ignore it.
 */
const FIRST_SCREEN_EXPECT = '<link rel="expect" href="#projects-heading" blocking="render" />';

/**
 * Puts the entry stylesheet's CSS into a `<style>` (issue 6): a request less
 * before the first paint on a slow network, and the page paints as soon as
 * its HTML is parsed. The `<link>` stays, `disabled` (so it is not fetched):
 * lazily loaded chunks list the entry stylesheet among their dependencies,
 * and Vite's preload helper skips a stylesheet that a `<link>` in the page
 * already names, instead of loading the same rules a second time, later in
 * the cascade. The file stays in the build for anything else that asks.
 * @throws Error when the CSS could close the `<style>` element.
 */
function inlineEntryCss(html: string, bundle: Rolldown.OutputBundle, base: string): string {
  const link = html.match(/<link rel="stylesheet"[^>]* href="([^"]+\.css)"[^>]*>/);
  const fileName = link?.[1]?.startsWith(base) ? link[1].slice(base.length) : undefined;
  const asset = fileName ? bundle[fileName] : undefined;
  if (!link || !fileName || asset?.type !== 'asset') return html;
  const css = String(asset.source);
  if (/<\/style/i.test(css)) throw new Error(`prerender: ${fileName} contains "</style"; cannot inline it`);
  const disabledLink = `<link rel="stylesheet" href="${escapeHtml(link[1] ?? '')}" disabled>`;
  return html.replace(link[0], () => `<style>${css}</style>${disabledLink}`);
}

/**
 * Starts loading the entry script once the page is parsed instead of from
 * `<head>` (issue 6). The prerendered page paints without it, so it has no
 * business racing the HTML's own needs (avatar, projects list) or the first
 * paint: an inline script at the end of `<body>` inserts it, with
 * `fetchpriority="low"`. The HTML is about 8 KB gzipped, one round trip on a
 * phone, so the request starts a few milliseconds later than the preload
 * scanner would start it. Like any script inserted before the `load` event,
 * it delays that event until it has run (hydrateRoot included).
 *
 * Lighthouse's simulation is the other reason: it cannot see when a module
 * script runs, and counts any script that finished loading before the first
 * paint (in its unthrottled trace) as needed for that paint and for the
 * largest one, which put a 0.8 s download into FCP and LCP in about half the
 * runs.
 * @throws Error when the page has no single `<script type="module" src>` to move.
 */
function deferEntryScript(html: string): string {
  const scripts = [...html.matchAll(/<script type="module"[^>]* src="([^"]+)"[^>]*><\/script>\s*/g)];
  const [entry] = scripts;
  if (scripts.length !== 1 || !entry) {
    throw new Error(`prerender: expected one module script in index.html, found ${scripts.length}`);
  }
  // The entry's static imports (Vite's <link rel="modulepreload"> in <head>)
  // move with it: fetched at high priority during parsing, they too finished
  // before the first paint and counted towards Lighthouse's LCP.
  const preloads = [...html.matchAll(/<link rel="modulepreload"[^>]* href="([^"]+)"[^>]*>\s*/g)];
  const json = (value: unknown) => JSON.stringify(value).replaceAll('<', '\\u003c');
  const loader =
    `<script>(function(){var d=document;${json(preloads.map((link) => link[1]))}.forEach(function(u){` +
    `var l=d.createElement('link');l.rel='modulepreload';l.crossOrigin='';l.href=u;d.head.appendChild(l)});` +
    `var s=d.createElement('script');s.type='module';s.crossOrigin='';` +
    `s.fetchPriority='low';s.src=${json(entry[1])};d.body.appendChild(s)})()</script>`;
  let deferred = html.replace(entry[0], '');
  for (const [link] of preloads) deferred = deferred.replace(link, '');
  return deferred.replace('</body>', `${loader}\n</body>`);
}

/**
 * Prerenders the page into the built HTML (issue 6; STACK-NOTES
 * "Prerendering"): `index.html` gets Home and `404.html` (what static hosts
 * answer for unknown paths) gets the "Page not found" view, both rendered by
 * `src/entry-server.tsx`, which the SSR build (`vite build --ssr`) compiled
 * to `serverEntry` just before this client build. Each page also gets its
 * route's head tags ({@link headTagsFor}).
 * @throws Error when the SSR build output is missing or the placeholder is gone from index.html.
 */
export function prerenderPlugin(options: PrerenderOptions): Plugin {
  const { serverEntry, content } = options;
  return {
    name: 'portfolio:prerender',
    apply: 'build',
    enforce: 'post',
    async generateBundle(_options, bundle) {
      const page = bundle['index.html'];
      if (!page || page.type !== 'asset') return;
      const html = inlineEntryCss(
        deferEntryScript(String(page.source)),
        bundle,
        options.env.basePath,
      );
      if (!html.includes(PLACEHOLDER)) {
        throw new Error(`prerender: index.html lost its placeholder ${PLACEHOLDER}`);
      }
      let render: (route: Route) => string;
      try {
        const url = `${pathToFileURL(resolve(serverEntry)).href}?t=${Date.now()}`;
        ({ render } = (await import(url)) as { render: typeof render });
      } catch (error) {
        throw new Error(
          `prerender: cannot load ${serverEntry}; run the SSR build first (npm run build does): ${String(error)}`,
        );
      }
      const fill = (route: Route) => {
        // React 19 emits <link rel="preload"> for eager images at the start of
        // the markup; they belong in <head>, where the browser sees them first.
        const markup = render(route);
        const preloads = markup.match(/^(?:<link [^>]*\/>)*/)?.[0] ?? '';
        const title = routeTitle(route, content);
        return html
          .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(title)}</title>`)
          .replace('</head>', `${preloads}\n${headTagsFor(route, options)}\n</head>`)
          .replace(
            PLACEHOLDER,
            `<div id="root" data-route="${route}">${markup.slice(preloads.length)}</div>`,
          );
      };
      page.source = fill('home');
      this.emitFile({ type: 'asset', fileName: '404.html', source: fill('not-found') });
    },
  };
}

/**
 * Writes `robots.txt` and, when `SITE_URL` is set, `sitemap.xml` into the
 * build (issue 6), from the same configuration as the page's canonical link.
 */
export function crawlFilesPlugin(env: BuildEnv): Plugin {
  return {
    name: 'portfolio:crawl-files',
    apply: 'build',
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'robots.txt', source: robotsTxt(env) });
      const sitemap = sitemapXml(env);
      if (sitemap) this.emitFile({ type: 'asset', fileName: 'sitemap.xml', source: sitemap });
    },
  };
}

/** The built pages; the policy covers both, and each carries it in a `<meta>`. */
const PAGES = ['index.html', '404.html'];

/**
 * The Content Security Policy and the `_headers` file (issue 7, "Security"
 * and "Deploy"; rules in `security-headers.ts`).
 *
 * - `generateBundle`, after the prerenderer (both `enforce: 'post'`; this
 *   plugin comes later in `vite.config.ts`), when `index.html` and `404.html`
 *   are final: hashes their inline scripts and styles, and puts one policy
 *   for the whole site into both as a `<meta>`. That is before the files are
 *   written, so the service worker's precache revisions are of these bytes.
 * - `closeBundle`, after vite-plugin-pwa wrote `sw.js` and its Workbox
 *   runtime file (whose hashed name only exists then): writes `_headers`
 *   with the same policy plus `frame-ancestors`, the other security headers
 *   and the caching rules.
 *
 * The meta tag and the headers add no request and no script to the page.
 * @throws Error when a page lacks `<meta charset>`; warns when a `_headers`
 *   line is longer than Cloudflare Pages reads.
 */
export function securityHeadersPlugin(env: BuildEnv): Plugin {
  let outDir = 'dist';
  let headerPolicy: string | undefined;
  return {
    name: 'portfolio:security-headers',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    generateBundle(_options, bundle) {
      const pages = PAGES.map((name) => bundle[name]).filter((page) => page?.type === 'asset');
      if (pages.length !== PAGES.length) {
        this.error(`security headers: expected ${PAGES.join(' and ')} in the bundle, found ${pages.length} of them`);
      }
      const hashes = hashInlineCode(pages.map((page) => String(page.source)));
      const metaPolicy = contentSecurityPolicy(env, hashes, 'meta');
      for (const page of pages) page.source = insertPolicyMeta(String(page.source), metaPolicy);
      headerPolicy = contentSecurityPolicy(env, hashes, 'header');
    },
    closeBundle: {
      sequential: true,
      order: 'post',
      handler(error) {
        if (error || headerPolicy === undefined) return;
        const workbox = readdirSync(outDir).filter((file) => /^workbox-[\w-]+\.js$/.test(file)).sort();
        const text = formatHeadersFile(headerRules(env.basePath, headerPolicy, workbox));
        const long = text.split('\n').find((line) => line.length > HEADERS_LINE_LIMIT);
        if (long) {
          this.warn(
            `_headers: a line of ${long.length} characters is longer than Cloudflare Pages reads (${HEADERS_LINE_LIMIT}); the <meta> policy still applies`,
          );
        }
        writeFileSync(resolve(outDir, '_headers'), text);
      },
    },
  };
}

/**
 * `npm start` answers like a static host: a page that has no file in the
 * build gets `404.html` (the prerendered "Page not found") with status 404.
 * Vite's preview server would answer every path with `index.html` and 200,
 * so the home page flashed before the app switched to "Page not found".
 * Only HTML requests (GET or HEAD accepting `text/html`) under the base path
 * are answered here; everything else, `/__inbox/` included, goes on.
 */
export function previewNotFoundPlugin(): Plugin {
  return {
    name: 'portfolio:preview-not-found',
    configurePreviewServer(server) {
      const { base, root, build } = server.config;
      const outDir = resolve(root, build.outDir);
      server.middlewares.use((req, res, next) => {
        if ((req.method !== 'GET' && req.method !== 'HEAD') || !req.headers.accept?.includes('text/html')) {
          next();
          return;
        }
        let path: string;
        try {
          path = decodeURIComponent(new URL(req.url ?? '/', 'http://preview').pathname);
        } catch {
          next();
          return;
        }
        const rest = path.startsWith(base) ? path.slice(base.length) : undefined;
        const file = rest === undefined ? undefined : join(outDir, rest);
        const isPage =
          rest === undefined ||
          rest === '' ||
          path.startsWith('/__inbox') ||
          (file !== undefined && existsSync(file) && statSync(file).isFile());
        const notFoundPage = join(outDir, '404.html');
        if (isPage || !existsSync(notFoundPage)) {
          next();
          return;
        }
        res.statusCode = 404;
        res.setHeader('Content-Type', 'text/html; charset=utf-8');
        res.end(req.method === 'HEAD' ? undefined : readFileSync(notFoundPage));
      });
    },
  };
}
