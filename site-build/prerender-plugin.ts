import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Plugin } from 'vite';
import type { Route } from '#src/app/route.ts';
import type { BuildEnv } from '#src/config/build-env.ts';
import type { SiteContent } from '#src/content/content-schema.ts';
import type { Resume } from '#src/content/owner-content.ts';
import { directionOf } from '#src/i18n/locale.ts';
import { escapeHtml } from '#src/lib/html-escape.ts';
import {
  homeHeadTags,
  notFoundHeadTags,
  type PageLanguage,
  shareImagePath,
} from '#src/seo/head-tags.ts';
import { languagePath, type SiteLanguages } from '#src/seo/language-paths.ts';
import {
  entryCss,
  hrefInJsString,
  placeEntryCss,
  SHOW_BELOW_FIRST_SCREEN,
  shortenSchemeProperties,
} from './lib/first-screen-css.ts';
import { pageLanguageChunkId } from './owner-content-plugin.ts';

const PLACEHOLDER = '<div id="root"><!--app-html--></div>';

/** What the prerenderer imports from the SSR build of `src/entry-server.tsx`. */
type ServerEntry = {
  render: (route: Route, lang: string, site: SiteContent) => string;
  title: (route: Route, lang: string, site: SiteContent) => string;
};

/** The names of the languages the résumé says the owner speaks (`languages[].language`), in its language. */
function spokenLanguages(resume: Resume | undefined): string[] {
  const spoken = Array.isArray(resume?.languages) ? (resume.languages as unknown[]) : [];
  return spoken
    .map((entry) => (entry as { language?: unknown } | null)?.language)
    .filter((name): name is string => typeof name === 'string' && name !== '');
}

/** What the prerenderer needs of one language: its tag, content and the résumé's spoken languages. */
export type PageLanguageContent = { lang: string; site: SiteContent; resume?: Resume };

export type PrerenderOptions = {
  /** The SSR build of `src/entry-server.tsx`, compiled just before the client build. */
  serverEntry: string;
  /** The checked content module (title, SEO tags): the default language's. */
  content: SiteContent;
  /**
   * Every language of the site, the default first (`readOwnerContent().languages`):
   * each gets its Home and "Page not found" pages at `{base}{lang}/`, the
   * default at `{base}` (docs/product.md § Languages). Default: the default language alone.
   */
  languages?: readonly PageLanguageContent[];
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
function headTagsFor(
  route: Route,
  { env }: PrerenderOptions,
  content: SiteContent,
  page?: PageLanguage,
): string {
  if (route === 'not-found') return notFoundHeadTags();
  return `${FIRST_SCREEN_EXPECT}\n${homeHeadTags(content, env, page)}`;
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

/** `value` as a JavaScript literal that is safe inside an inline `<script>`. */
const json = (value: unknown) => JSON.stringify(value).replaceAll('<', '\\u003c');
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
 * The loader is appended to the pre-paint `<script>` in `<head>` (allowed by
 * its hash), and runs once the document is parsed (`DOMContentLoaded`, as a
 * script at the end of `<body>` would): it inserts the entry (and its static
 * imports, Vite's `<link rel="modulepreload">` from `<head>`), and adds the
 * whole stylesheet on a phone (`lateHref`; on a wide screen the pre-paint
 * script has added it, see {@link placeEntryCss}), the web app manifest's
 * `<link>` and, on Home, a `<link rel="preload">` of the projects list
 * (`projectsUrl`; docs/product.md § Projects: its one request starts ahead
 * of the entry chunk, and `fetch()` in `get-projects.ts` picks the preloaded
 * response up: same URL, CORS mode, same-origin credentials), when the
 * browser reports the first paint (Paint Timing, reported once the frame is
 * presented); right away in a hidden tab, where nothing paints; and after
 * 3 s at the latest, should no report come. Every browser that runs the
 * build's ES2022 has Paint Timing (Firefox 84 and Safari 14.1 on), so the
 * loader spends no bytes on checking: without it, its line throws after the
 * 3 s timer is set. Added before that report, the stylesheet would hold
 * the first paint. The manifest (which Chromium fetches at the `load` event,
 * often before the first frame is presented) and the projects list wait too,
 * so that on a phone the document is the only request before the first
 * paint but the profile picture. The manifest's `<link>` stays in a
 * `<noscript>`: without JavaScript the page still names its manifest.
 *
 * What differs between languages, the page's manifest and its language's
 * chunk, is read from the script element's `data-m` (manifest) and
 * `data-l` (language chunk) attributes, so the code, and its hash, is the same in every
 * page: the policy every page carries lists one script hash, not one per
 * language (the document is kept small, docs/product.md § Performance). The
 * attribute values are HTML-escaped twice: read once decoded, they are still
 * safe inside the `href="…"` the loader writes.
 *
 * The `load` event can therefore fire before the page has hydrated. Nothing
 * is lost by that (the early-input replay), but a script that drives the
 * page right after `load` should wait for `window.__earlyClicks` to be gone,
 * as the end-to-end tests do (e2e/support/test.ts).
 * @throws Error when the page has no single `<script type="module" src>` to
 *   move, no `<link rel="manifest">` (vite-plugin-pwa adds it), or no
 *   pre-paint `<script>` in `<head>`.
 */
function deferEntryScript(
  html: string,
  lateHref: string | undefined,
  projectsUrl: string,
  page: { preload?: string; manifest?: string } = {},
): string {
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
  const prePaint = html.indexOf('<script>');
  const prePaintEnd = html.indexOf('</script>', prePaint);
  if (prePaint === -1 || prePaintEnd === -1 || prePaint > html.indexOf('</head>'))
    throw new Error('prerender: index.html has no pre-paint <script> in <head>');
  // The page's own manifest (another language's) and chunk (its language's texts and content).
  const manifestHref = page.manifest ?? manifest[1];
  const manifestTag = manifest[0].replace(manifest[1], () => escapeHtml(manifestHref));
  // <link>s as HTML in a '…' JavaScript string.
  const link = (attributes: string, href: string) =>
    `<link ${attributes} href="${hrefInJsString(href)}">`;
  const links = (...tags: string[]) => `'${tags.join('')}'`;
  // Minified by hand (it is inlined into every page): f starts, g is set once started, c is the
  // script's data-* (read while it runs: document.currentScript is null later).
  const loader =
    `\n;(function(d,c){var g;` +
    `function f(){if(g)return;g=1;d.head.insertAdjacentHTML('beforeend',` +
    (lateHref ? `(d.getElementById('css')?'':${links(link('rel=stylesheet', lateHref))})+` : '') +
    `(d.querySelector('[data-route=home]')?${links(link('rel=preload as=fetch crossorigin', projectsUrl))}:'')+` +
    `'<link rel=manifest href="'+c.m+'">'+` +
    `(c.l?'<link rel=modulepreload href="'+c.l+'">':'')+` +
    `${links(...preloads.map((tag) => link('rel=modulepreload', tag[1] ?? '')))});` +
    `var s=d.createElement('script');s.type='module';s.src=${json(entry[1])};d.body.appendChild(s)}` +
    `d.addEventListener('DOMContentLoaded',function(){` +
    `if(d.hidden)return f();setTimeout(f,3000);` +
    `new PerformanceObserver(function(l,o){o.disconnect();f()}).observe({type:'paint',buffered:!0})` +
    `})})(document,document.currentScript.dataset)`;
  const data = (value: string) => escapeHtml(escapeHtml(value));
  const attributes = ` data-m="${data(manifestHref)}"${page.preload ? ` data-l="${data(page.preload)}"` : ''}`;
  let deferred =
    html.slice(0, prePaint) +
    `<script${attributes}>` +
    html.slice(prePaint + '<script>'.length, prePaintEnd).trimEnd() +
    loader +
    html.slice(prePaintEnd);
  deferred = deferred
    .replace(entry[0], '')
    .replace(manifest[0], () => `<noscript>${manifestTag}</noscript>`);
  for (const [link] of preloads) deferred = deferred.replace(link, '');
  return deferred;
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

/** HTML's void elements: never closed, so a `/` before their `>` says nothing. */
const VOID_ELEMENTS = /^(?:area|base|br|col|embed|hr|img|input|link|meta|source|track|wbr)$/i;

/**
 * React's prerendered markup with the bytes that say nothing to a parser left
 * out (docs/product.md § Performance: the document is kept small): the ` /`
 * of void elements (`<img … />` → `<img …>`) and the `=""` of empty attribute
 * values (`hidden=""` → `hidden`). The document it parses into is the same
 * (so hydration finds what React rendered). Only inside start tags: React
 * escapes `<`, `>` and `"` in text and attribute values, so a tag is
 * `<name …>` with no `<` or `>` inside, and no text is touched.
 * @param markup `renderToString` output (or any HTML whose text and attribute
 *   values have `<`, `>` and `"` escaped).
 */
export function compactMarkup(markup: string): string {
  return markup.replace(/<([a-zA-Z][\w-]*)([^<>]*)>/g, (_tag, name: string, rest: string) => {
    const attributes = rest.replace(/(\s[^\s="'<>/]+)=""/g, '$1');
    return `<${name}${VOID_ELEMENTS.test(name) ? attributes.replace(/\s*\/$/, '') : attributes}>`;
  });
}

/** What {@link fillPage} puts into the page. */
export type PageParts = {
  /** The route whose view `markup` is (`data-route` on the root). */
  route: Route;
  /** The page's title as text (escaped here). */
  title: string;
  /** HTML for the end of `<head>`. */
  headTags: string;
  /** The route's prerendered markup, for inside `<div id="root">`. */
  markup: string;
};

/**
 * Fills the compacted template with a route's title, head tags and markup.
 * Each part is inserted as it is, by a function replacement: with a string
 * replacement, `String.replace` would read `$$`, `$&`, `` $` `` and `$'` in
 * the owner's or GitHub's text as patterns (a bio "Saves $$" would ship as
 * "Saves $", a hydration mismatch; `` $` `` would copy the head into the body).
 * @throws Error when the template has no placeholder `<div id="root"><!--app-html--></div>`.
 */
export function fillPage(template: string, { route, title, headTags, markup }: PageParts): string {
  if (!template.includes(PLACEHOLDER)) {
    throw new Error(`prerender: index.html lost its placeholder ${PLACEHOLDER}`);
  }
  return template
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(title)}</title>`)
    .replace('</head>', () => `${headTags}</head>`)
    .replace(PLACEHOLDER, () => `<div id="root" data-route="${route}">${markup}</div>`);
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
      const indexPage = bundle['index.html'];
      if (indexPage?.type !== 'asset') return;
      const template = String(indexPage.source);
      shortenSchemeProperties(bundle);
      // Read from the template: moving the entry script leaves the stylesheet's <link> as it is.
      const css = entryCss(compactTemplate(template), bundle, options.env.basePath);
      // The whole entry stylesheet once more, under a name of its own (see placeEntryCss).
      const lateHref =
        css &&
        `${options.env.basePath}${this.getFileName(
          this.emitFile({
            type: 'asset',
            name: 'styles.css',
            source: `${css.css}\n${SHOW_BELOW_FIRST_SCREEN}\n`,
          }),
        )}`;
      let server: ServerEntry;
      try {
        const url = `${pathToFileURL(resolve(serverEntry)).href}?t=${Date.now()}`;
        server = (await import(url)) as ServerEntry;
      } catch (error) {
        throw new Error(
          `prerender: cannot load ${serverEntry}; run the SSR build first (npm run build does): ${String(error)}`,
        );
      }
      const languages = options.languages ?? [{ lang: 'en', site: content }];
      const tags = languages.map(({ lang }) => lang) as unknown as SiteLanguages;
      const { basePath } = options.env;
      /** The chunk of a language's texts and content (site-build/owner-content-plugin.ts), preloaded by its pages. */
      const languageChunk = (lang: string) =>
        Object.values(bundle).find(
          (chunk) => chunk.type === 'chunk' && chunk.facadeModuleId === pageLanguageChunkId(lang),
        )?.fileName;
      for (const { lang, site, resume } of languages) {
        const path = languagePath(lang, tags);
        const chunk = languageChunk(lang);
        const html = compactTemplate(
          deferEntryScript(template, lateHref, projectsUrlOf(options.env), {
            ...(chunk && { preload: `${basePath}${chunk}` }),
            ...(path && { manifest: `${basePath}${path}manifest.webmanifest` }),
          }),
        )
          .replace(
            /<html lang="[^"]*"/,
            () => `<html lang="${escapeHtml(lang)}" dir="${directionOf(lang)}"`,
          )
          .replace(
            /<meta name="description" content="[^"]*"/,
            () => `<meta name="description" content="${escapeHtml(site.bio)}"`,
          )
          .replace(
            /<meta name="apple-mobile-web-app-title" content="[^"]*"/,
            () => `<meta name="apple-mobile-web-app-title" content="${escapeHtml(site.shortName)}"`,
          );
        if (!html.includes(PLACEHOLDER)) {
          throw new Error(`prerender: index.html lost its placeholder ${PLACEHOLDER}`);
        }
        const page: PageLanguage | undefined =
          languages.length > 1
            ? {
                lang,
                languages: tags,
                knowsLanguage: spokenLanguages(resume),
                // This language's share image, or the default's until `npm run share-image` draws it.
                ...(existsSync(join('public', shareImagePath(lang, tags))) && {
                  shareImage: shareImagePath(lang, tags),
                }),
              }
            : undefined;
        const fill = (route: Route) => {
          // React 19 emits <link rel="preload"> for the high-priority profile
          // picture at the start of the markup. Left out: the <img> itself, with
          // fetchpriority="high", reaches the browser's preload scanner in the
          // same packets as the head (the whole document is about 7 KB gzip), so
          // the link would only add bytes to a document kept small
          // (docs/product.md § Performance).
          const markup = server.render(route, lang, site);
          const styled = css && lateHref ? placeEntryCss(html, css, lateHref, route, markup) : html;
          const preloads = markup.match(/^(?:<link [^>]*\/>)*/)?.[0] ?? '';
          return fillPage(styled, {
            route,
            title: server.title(route, lang, site),
            headTags: voidTags(headTagsFor(route, options, site, page).replace(/\n(?=<)/g, '')),
            markup: compactMarkup(markup.slice(preloads.length)),
          });
        };
        if (path) {
          this.emitFile({ type: 'asset', fileName: `${path}index.html`, source: fill('home') });
        } else {
          indexPage.source = fill('home');
        }
        this.emitFile({ type: 'asset', fileName: `${path}404.html`, source: fill('not-found') });
      }
    },
  };
}
