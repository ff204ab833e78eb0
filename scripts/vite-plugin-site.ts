import { pathToFileURL } from 'node:url';
import { resolve } from 'node:path';
import type { Plugin } from 'vite';
import { StructError, assert } from 'superstruct';
import { SiteContent } from '../src/content/content-schema.ts';
import type { Route } from '../src/app/route.ts';

/** Escapes text for an HTML attribute or text node. */
export function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

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
          .replaceAll('%SITE_TITLE%', escapeHtml(`${content.name} · ${content.headline}`))
          .replaceAll('%SITE_DESCRIPTION%', escapeHtml(content.bio))
          .replaceAll('%SITE_SHORT_NAME%', escapeHtml(content.shortName)),
    },
  };
}

const PLACEHOLDER = '<div id="root"><!--app-html--></div>';

/**
 * Prerenders the page into the built HTML (issue 6; STACK-NOTES
 * "Prerendering"): `index.html` gets Home and `404.html` (what static hosts
 * answer for unknown paths) gets the "Page not found" view, both rendered by
 * `src/entry-server.tsx`, which the SSR build (`vite build --ssr`) compiled
 * to `serverEntry` just before this client build.
 * @throws Error when the SSR build output is missing or the placeholder is gone from index.html.
 */
export function prerenderPlugin(serverEntry: string): Plugin {
  return {
    name: 'portfolio:prerender',
    apply: 'build',
    enforce: 'post',
    async generateBundle(_options, bundle) {
      const page = bundle['index.html'];
      if (!page || page.type !== 'asset') return;
      const html = String(page.source);
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
        return html
          .replace('</head>', `${preloads}</head>`)
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
