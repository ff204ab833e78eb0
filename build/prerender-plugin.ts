import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Plugin, Rolldown } from 'vite';
import { type Route, routeTitle } from '../src/app/route.ts';
import type { BuildEnv } from '../src/config/build-env.ts';
import type { SiteContent } from '../src/content/content-schema.ts';
import {
  escapeHtml,
  homeHeadTags,
  notFoundHeadTags,
  pageTitle,
  robotsTxt,
  sitemapXml,
} from '../src/seo/head-tags.ts';
import { canWait, fileTag, splitCss, tagOf } from './lib/critical-css.ts';
import { formatHeadersFile, HEADERS_LINE_LIMIT } from './lib/headers-file.ts';
import {
  contentSecurityPolicy,
  hashInlineCode,
  headerRules,
  insertPolicyMeta,
} from './lib/security-headers.ts';

/**
 * Fills the placeholders of index.html from the content module, in dev and
 * build: `%SITE_TITLE%`, `%SITE_DESCRIPTION%` and `%SITE_SHORT_NAME%` (the
 * home-screen name on iOS).
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
 * The route's own `<head>` tags (docs/product.md § Performance). Home: SEO
 * and sharing tags (the projects list is preloaded by the entry loader, see
 * {@link deferEntryScript}). "Page not found": `noindex`.
 */
function headTagsFor(route: Route, { content, env }: PrerenderOptions): string {
  if (route === 'not-found') return notFoundHeadTags();
  return `${FIRST_SCREEN_EXPECT}\n${homeHeadTags(content, env)}`;
}

/**
 * Holds the first paint until the parser has passed the profile header
 * (docs/product.md § Performance: the largest element of a phone's first screen, its bio, must be
 * in the first paint). Without it a busy parser may paint the top bar alone
 * first and the header a frame later. The header comes right after the
 * sidebar in the markup, well inside the first network packets, so this
 * costs no round trip; if the id were missing, rendering would wait for the
 * end of the document, no longer. Chromium-only; other browsers ignore it.
 */
const FIRST_SCREEN_EXPECT = '<link rel="expect" href="#projects-heading" blocking="render" />';

/**
 * The CSS modules each route's first screen shows on a phone (docs/product.md
 * § Performance: only the CSS the first screen needs is inlined). Their rules
 * for elements in the prerendered page, and every rule without module
 * classes (theme, global styles, `.sr-only`), are inlined into the page; the
 * rest (the sidebar, the header's colour switch and the sections below the
 * projects, all hidden or below the fold on a phone; project cards, which
 * come after hydration; hover and pressed states), and the `@media` blocks
 * of {@link LATER_MEDIA}, wait for the whole stylesheet (see {@link placeEntryCss}
 * and `canWait` in critical-css.ts). Paths are from the project root.
 */
const FIRST_SCREEN_CSS: Record<Route, string[]> = {
  home: [
    'src/components/layout/app-shell.module.css',
    'src/components/ui/button.module.css',
    'src/features/profile/profile-header.module.css',
    'src/features/projects/components/projects.module.css',
    'src/app/home-page.module.css',
  ],
  'not-found': ['src/app/status-page.module.css'],
};

/**
 * The part of a route's prerendered markup a phone shows in its first
 * screen, or more: everything up to the end of the projects section; the
 * whole markup of a route without projects. Of the sidebar only its own tag
 * is kept: its contents are hidden on a phone, but the rule that hides it
 * must be in the first paint, or the sidebar shows until the whole
 * stylesheet arrives (and moves out again: a layout shift).
 */
function firstScreenMarkup(markup: string): string {
  const heading = markup.indexOf('id="projects-heading"');
  const end = heading === -1 ? -1 : markup.indexOf('</section>', heading);
  const top = end === -1 ? markup : markup.slice(0, end);
  return top.replace(/(<aside[\s>][^>]*>?)[\s\S]*?<\/aside>/, '$1');
}

/**
 * `@media` blocks that can wait for the whole stylesheet: those that hold
 * only on wide screens (md, 48em, and up; the stylesheet holds the first
 * paint there), and the forced-colours one (the browser forces the system
 * colours, and drops the gradients, by itself from the first paint; the
 * block only refines that), and the window-controls-overlay one (only the
 * installed desktop app, whose first frame is its title bar's drag area).
 */
const LATER_MEDIA =
  /^(?:\(min-width:\s*48em\)(\s+and\s+\([^()]*\))*|\(forced-colors:\s*active\)|\(display-mode:\s*window-controls-overlay\))$/;

/** Where the whole stylesheet holds the first paint (the md breakpoint, docs/product.md § Navigation). */
const WIDE_MEDIA = '(min-width:48em)';

/** `value` as a JavaScript literal that is safe inside an inline `<script>`. */
const json = (value: unknown) => JSON.stringify(value).replaceAll('<', '\\u003c');

/** The entry stylesheet as the client build wrote it, and the `<link>` Vite put into index.html for it. */
type EntryCss = { link: string; href: string; css: string };

/**
 * Finds the entry stylesheet of the page.
 * @throws Error when the CSS could close a `<style>` element.
 */
function entryCss(html: string, bundle: Rolldown.OutputBundle, base: string): EntryCss | undefined {
  const link = html.match(/<link rel="stylesheet"[^>]* href="([^"]+\.css)"[^>]*>/);
  const fileName = link?.[1]?.startsWith(base) ? link[1].slice(base.length) : undefined;
  const asset = fileName ? bundle[fileName] : undefined;
  if (!link || !fileName || asset?.type !== 'asset') return undefined;
  const css = String(asset.source);
  if (/<\/style/i.test(css))
    throw new Error(`prerender: ${fileName} contains "</style"; cannot inline it`);
  return { link: link[0], href: link[1] ?? '', css };
}

/**
 * Puts a route's first-screen CSS into a `<style>` and has the whole entry
 * stylesheet follow without holding the first paint on a phone
 * (docs/product.md § Performance; {@link FIRST_SCREEN_CSS}):
 *
 * - `<style>`: the rules a phone's first screen needs, no request before
 *   the first paint.
 * - a copy of the whole stylesheet (`lateHref`, not the entry file itself):
 *   on a wide screen (48em and up) the pre-paint script writes its `<link>`
 *   into the head while the parser is there, so it holds the first paint
 *   like any stylesheet (the sidebar and the strip at the bottom are in the
 *   first screen there); on a phone nothing requests it before the first
 *   paint (a `<link media>` that does not match would still be fetched, and
 *   Lighthouse's simulation counts every request that ended before the
 *   largest paint into LCP), and the entry loader adds it after that paint.
 *   Coming after the `<style>` with every rule in its original order, it
 *   leaves the cascade exactly as the single stylesheet had it. `<noscript>`
 *   has it apply at once without JavaScript.
 * - the entry stylesheet's own `<link>`, `disabled` (never fetched): lazily
 *   loaded chunks list it among their dependencies, and Vite's preload
 *   helper skips a stylesheet a `<link>` in the page already names instead
 *   of loading the same rules again, later in the cascade. (Vite's
 *   `resolveDependencies` cannot drop it: it is never shown CSS.)
 */
function placeEntryCss(
  html: string,
  entry: EntryCss,
  lateHref: string,
  route: Route,
  markup: string,
): string {
  const firstScreen = {
    tags: new Set(FIRST_SCREEN_CSS[route].map((file) => fileTag(resolve(file)))),
    classes: new Set(
      [...firstScreenMarkup(markup).matchAll(/\sclass="([^"]*)"/g)].flatMap((match) =>
        (match[1] ?? '').split(/\s+/),
      ),
    ),
  };
  const { critical: css } = splitCss(entry.css, {
    selector: (selector) => canWait(selector, firstScreen),
    keyframes: (name) => tagOf(name) !== '' && !firstScreen.tags.has(tagOf(name)),
    media: (condition) => LATER_MEDIA.test(condition),
  });
  const late = escapeHtml(lateHref);
  const tags =
    `<style>${css}</style>` +
    `<noscript><link rel="stylesheet" href="${late}"></noscript>` +
    `<link rel="stylesheet" href="${escapeHtml(entry.href)}" disabled>`;
  // HTML-escaped, and `\` as an entity too: nothing in it can end the string or the script.
  const lateInJs = late.replaceAll('\\', '&#92;');
  const wide = `matchMedia('${WIDE_MEDIA}').matches&&document.write('<link rel=stylesheet id=css href="${lateInJs}">')`;
  const prePaint = html.indexOf('<script>');
  const prePaintEnd = html.indexOf('</script>', prePaint);
  if (prePaint === -1 || prePaintEnd === -1 || prePaint > html.indexOf('</head>'))
    throw new Error('prerender: index.html has no pre-paint <script> in <head>');
  // The <style> goes before the pre-paint script, so the stylesheet it writes comes after it.
  return (
    html.slice(0, prePaint) +
    tags +
    html.slice(prePaint, prePaintEnd).trimEnd() +
    `\n${wide}` +
    html.slice(prePaintEnd)
  ).replace(entry.link, '');
}

/**
 * Starts loading the entry script only once the first frame has been
 * presented (docs/product.md § Performance: the largest paint is the first
 * paint). The prerendered page paints without its script; fetching and
 * running react-dom before that frame reached the screen only delays it, on
 * a phone and in Lighthouse's simulation alike, which counts every script
 * that finished loading before the largest paint was presented as needed for
 * it. Clicks and typing before hydration are not lost: the pre-paint script
 * keeps them and `src/app/early-input.ts` replays them.
 *
 * An inline script at the end of `<body>` (allowed by its hash) inserts the
 * entry (and its static imports, Vite's `<link rel="modulepreload">` from
 * `<head>`), and adds the whole stylesheet on a phone (`lateHref`; on a
 * wide screen the pre-paint script has added it, see {@link placeEntryCss}),
 * the web app manifest's `<link>` and, on Home, a `<link rel="preload">` of
 * the projects list (`projectsUrl`; docs/product.md § Projects: its one
 * request starts ahead of the entry chunk, and `fetch()` in
 * `get-projects.ts` picks the preloaded response up: same URL, CORS mode,
 * same-origin credentials), when the browser reports the first paint (Paint Timing, reported once the
 * frame is presented); right away in a hidden tab, where nothing paints;
 * after the next frame where Paint Timing is missing; and after 3 s at the
 * latest, should no report come. Added before that report, the stylesheet
 * would hold the first paint. The manifest (which Chromium fetches at the
 * `load` event, often before the first frame is presented) and the projects
 * list wait too, so that on a phone the document is the only request before
 * the first paint but the profile picture. The manifest's `<link>` stays in
 * a `<noscript>`: without JavaScript the page still names its manifest.
 *
 * The `load` event can therefore fire before the page has hydrated. Nothing
 * is lost by that (the early-input replay), but a script that drives the
 * page right after `load` should wait for `window.__earlyClicks` to be gone,
 * as the end-to-end tests do (e2e/support/test.ts).
 * @throws Error when the page has no single `<script type="module" src>` to
 *   move, or no `<link rel="manifest">` (vite-plugin-pwa adds it).
 */
function deferEntryScript(html: string, lateHref: string | undefined, projectsUrl: string): string {
  const scripts = [
    ...html.matchAll(/<script type="module"[^>]* src="([^"]+)"[^>]*><\/script>\s*/g),
  ];
  const [entry] = scripts;
  if (scripts.length !== 1 || !entry) {
    throw new Error(`prerender: expected one module script in index.html, found ${scripts.length}`);
  }
  const preloads = [...html.matchAll(/<link rel="modulepreload"[^>]* href="([^"]+)"[^>]*>\s*/g)];
  const manifest = html.match(/<link rel="manifest" href="([^"]+)"[^>]*>/);
  if (!manifest?.[1]) throw new Error('prerender: index.html has no <link rel="manifest">');
  // <link>s as HTML in a '…' JavaScript string: the URL is HTML-escaped (no
  // quote, `<` or `>` left), `\` and line breaks as entities too, so nothing
  // in it can end the attribute, the string or the script.
  const link = (attributes: string, href: string) =>
    `<link ${attributes} href="${escapeHtml(href).replace(/[\\\n\r]/g, (c) => `&#${c.charCodeAt(0)};`)}">`;
  const links = (...tags: string[]) => `'${tags.join('')}'`;
  // Minified by hand (it is inlined into every page): f starts, g is set once started.
  const loader =
    `<script>(function(){var d=document,P=window.PerformanceObserver,g;` +
    `function f(){if(g)return;g=1;d.head.insertAdjacentHTML('beforeend',` +
    (lateHref ? `(d.getElementById('css')?'':${links(link('rel=stylesheet', lateHref))})+` : '') +
    `(d.querySelector('[data-route=home]')?${links(link('rel=preload as=fetch crossorigin', projectsUrl))}:'')+` +
    `${links(link('rel=manifest', manifest[1]), ...preloads.map((tag) => link('rel=modulepreload', tag[1] ?? '')))});` +
    `var s=d.createElement('script');s.type='module';s.src=${json(entry[1])};d.body.appendChild(s)}` +
    `if(d.hidden)return f();setTimeout(f,3000);` +
    `if(P&&~(P.supportedEntryTypes||[]).indexOf('paint'))` +
    `new P(function(l,o){o.disconnect();f()}).observe({type:'paint',buffered:!0});` +
    `else requestAnimationFrame(function(){setTimeout(f)})})()</script>`;
  let deferred = html
    .replace(entry[0], '')
    .replace(manifest[0], `<noscript>${manifest[0]}</noscript>`);
  for (const [link] of preloads) deferred = deferred.replace(link, '');
  return deferred.replace('</body>', `${loader}\n</body>`);
}

/**
 * Drops the comments of index.html (they explain the source, not the page)
 * and the whitespace between its tags, before the page is filled: the
 * document is kept small (docs/product.md § Performance). The prerendered
 * markup, whose comments React needs for hydration, is not touched; the
 * template's own inline script loses only its indentation.
 */
function compactTemplate(html: string): string {
  return voidTags(
    html
      .replace(/<!--(?!app-html-->)[\s\S]*?-->/g, '')
      .replace(/>\s+</g, '><')
      .replace(/[ \t]*\n\s*/g, '\n'),
  );
}

/** Drops the ` />` of `<meta>` and `<link>` tags: void elements need none, and the document is kept small. */
function voidTags(html: string): string {
  return html.replace(/<((?:meta|link)\b[^<>]*?)\s*\/>/g, '<$1>');
}

/**
 * Prerenders the page into the built HTML
 * (docs/decisions/0001-prerender-then-hydrate.md): `index.html` gets Home and `404.html` (what static hosts
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
      if (page?.type !== 'asset') return;
      const template = String(page.source);
      // Read from the template: moving the entry script leaves the stylesheet's <link> as it is.
      const css = entryCss(compactTemplate(template), bundle, options.env.basePath);
      // The whole entry stylesheet once more, under a name of its own (see placeEntryCss).
      const lateHref =
        css &&
        `${options.env.basePath}${this.getFileName(
          this.emitFile({ type: 'asset', name: 'styles.css', source: css.css }),
        )}`;
      const html = compactTemplate(
        deferEntryScript(template, lateHref, projectsUrlOf(options.env)),
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
        // React 19 emits <link rel="preload"> for the high-priority profile
        // picture at the start of the markup. Left out: the <img> itself, with
        // fetchpriority="high", reaches the browser's preload scanner in the
        // same packets as the head (the whole document is about 7 KB gzip), so
        // the link would only add bytes to a document kept small
        // (docs/product.md § Performance).
        const markup = render(route);
        const styled = css && lateHref ? placeEntryCss(html, css, lateHref, route, markup) : html;
        const preloads = markup.match(/^(?:<link [^>]*\/>)*/)?.[0] ?? '';
        const title = routeTitle(route, content);
        return styled
          .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(title)}</title>`)
          .replace(
            '</head>',
            `${voidTags(headTagsFor(route, options).replace(/\n(?=<)/g, ''))}</head>`,
          )
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
 * build, from the same configuration as the page's canonical link.
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

/**
 * The built pages; the policy covers them all, and each carries it in a
 * `<meta>`. The CV page (`cvPlugin`, docs/product.md § CV and contact card)
 * has no inline code, so it adds no hash to the policy of the other two.
 */
const PAGES = ['index.html', '404.html', 'cv/index.html'];

/**
 * The Content Security Policy and the `_headers` file (docs/product.md
 * § Security; rules in `security-headers.ts`).
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
 * @param options.vcardFile the contact card's file name, sent as `text/vcard` (`headerRules`).
 * @throws Error when a page lacks `<meta charset>`; warns when a `_headers`
 *   line is longer than Cloudflare Pages reads.
 */
export function securityHeadersPlugin(
  env: BuildEnv,
  { vcardFile }: { vcardFile?: string } = {},
): Plugin {
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
        this.error(
          `security headers: expected ${PAGES.join(' and ')} in the bundle, found ${pages.length} of them`,
        );
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
        const workbox = readdirSync(outDir)
          .filter((file) => /^workbox-[\w-]+\.js$/.test(file))
          .sort();
        const text = formatHeadersFile(headerRules(env.basePath, headerPolicy, workbox, vcardFile));
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
 * A folder with an `index.html` (the CV page) is a page; named without its
 * trailing slash it is redirected there. Only HTML requests (GET or HEAD
 * accepting `text/html`) under the base path are answered here; everything
 * else, `/__inbox/` included, goes on.
 */
export function previewNotFoundPlugin(): Plugin {
  return {
    name: 'portfolio:preview-not-found',
    configurePreviewServer(server) {
      const { base, root, build } = server.config;
      const outDir = resolve(root, build.outDir);
      server.middlewares.use((req, res, next) => {
        if (
          (req.method !== 'GET' && req.method !== 'HEAD') ||
          !req.headers.accept?.includes('text/html')
        ) {
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
        const folderPage =
          file !== undefined &&
          existsSync(file) &&
          statSync(file).isDirectory() &&
          existsSync(join(file, 'index.html'));
        // A folder page named without its slash (`cv`, the CV page): redirected to `cv/`, as
        // GitHub Pages and Netlify do; Vite would answer it with Home's index.html.
        if (folderPage && !path.endsWith('/')) {
          res.statusCode = 301;
          res.setHeader('Location', `${path}/${new URL(req.url ?? '/', 'http://preview').search}`);
          res.end();
          return;
        }
        const isPage =
          rest === undefined ||
          rest === '' ||
          path.startsWith('/__inbox') ||
          folderPage ||
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

/**
 * V8's explicit compile hint (Chromium 136 and later; to other engines it is
 * just a comment): a script that starts with it has every function compiled
 * while it streams in, on a background thread, instead of each one on the
 * main thread the first time it runs. Nearly all of the entry chunk runs
 * during hydration, so this moves 50 to 70 ms (measured in a trace on the
 * bench machine) of main-thread compiling off a phone's first seconds
 * (docs/product.md § Performance), for 29 bytes.
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/**
 * Starts the client entry chunk with {@link COMPILE_HINT}. It must be the
 * file's first line (one line lower, after Vite's preload map, most of its
 * effect was lost in a trace), so it is added after every other plugin's
 * `generateBundle`, where Vite puts that map; the minifier would drop it from
 * an earlier hook. Chunks loaded on demand keep lazy compiling: most of their
 * functions may never run.
 */
export function compileHintPlugin(): Plugin {
  return {
    name: 'portfolio:compile-hint',
    apply: 'build',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        for (const chunk of Object.values(bundle)) {
          if (chunk.type === 'chunk' && chunk.isEntry)
            chunk.code = `${COMPILE_HINT}\n${chunk.code}`;
        }
      },
    },
  };
}
