import type { Plugin } from 'vite';
import type { SiteContent } from '#/content/content-schema.ts';
import { escapeHtml, pageTitle } from '#/seo/head-tags.ts';

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
