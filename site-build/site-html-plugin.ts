import type { Plugin } from 'vite';
import type { SiteContent } from '#src/content/content-schema.ts';
import { escapeHtml } from '#src/lib/html-escape.ts';
import { pageTitle } from '#src/seo/head-tags.ts';

/**
 * `html` with `%SITE_TITLE%`, `%SITE_DESCRIPTION%` (the bio) and
 * `%SITE_SHORT_NAME%` replaced by the content's text, HTML-escaped and
 * inserted as it is: by a function replacement, since a string replacement
 * would read `$$`, `$&`, `` $` `` and `$'` in the owner's text as patterns.
 */
export function fillSiteHtml(html: string, content: SiteContent): string {
  const text = (value: string) => () => escapeHtml(value);
  return html
    .replaceAll('%SITE_TITLE%', text(pageTitle(content)))
    .replaceAll('%SITE_DESCRIPTION%', text(content.bio))
    .replaceAll('%SITE_SHORT_NAME%', text(content.shortName));
}

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
      handler: (html) => fillSiteHtml(html, content),
    },
  };
}
