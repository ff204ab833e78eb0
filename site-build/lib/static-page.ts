import { directionOf } from '#src/i18n/locale.ts';
import { escapeHtml as e } from '#src/lib/html-escape.ts';
import { alternateLinkTags } from '#src/seo/head-tags.ts';
import type { SiteLanguages } from '#src/seo/language-paths.ts';

/**
 * What the build's static pages (the CV, `site-build/cv/cv-page.ts`, each
 * project's, `site-build/projects/project-page.ts`, and the posts',
 * `site-build/posts/post-page.ts`) share: HTML
 * documents written at build time, with no script of the app
 * (docs/decisions/0018-static-cv-page.md). Their stylesheet is the theme
 * tokens and base styles, then {@link STATIC_PAGE_CSS}, then the page's own
 * file; their colour-mode line and stylesheet are files, so the Content
 * Security Policy needs no new hash.
 */

/** The rules every static page has (its top bar), before the page's own stylesheet; relative to the root. */
export const STATIC_PAGE_CSS = 'site-build/lib/static-page.css';

/** The head a static page shares with the others. */
export type StaticPageHeadInput = {
  /** The page's language (`en`, `fil`): `lang` and `dir` of `<html>`. */
  locale: string;
  /** URL of the pre-paint colour-mode script (a file, docs/decisions/0011-colour-mode-mirror.md). */
  colourScript: string;
  /** URL of the page's stylesheet. */
  stylesheet: string;
  /** The `<title>`, as plain text (escaped here). */
  title: string;
  /** The meta description, as plain text (escaped here); none when left out or empty. */
  description?: string;
  /** The site's base path, with both slashes (`/`, `/portfolio/`): where `favicon.svg` is. */
  basePath: string;
  /** The site's absolute URL with its trailing slash, or '' when unset (then no canonical or alternates). */
  siteUrl: string;
  /** The language's path under the base path ('' for the default language, `fil/`). */
  languagePath: string;
  /** The page's path under a language's path (`cv/`, `projects/flood-watch/`). */
  page: string;
  /** Every language of the site, the default first: the hreflang alternates. */
  languages: SiteLanguages;
};

/**
 * A static page's start, up to the tags that are its own: the doctype,
 * `<html>` (its language and direction, the dark mode until the colour-mode
 * line runs), `<head>` with charset, viewport, theme colour, colour-mode
 * script, stylesheet, title, description, icon, and with `siteUrl` the
 * canonical URL and each language's alternate (docs/product.md § Languages).
 * The caller adds its own tags and closes the head.
 * @returns HTML lines joined by a line break, every value escaped.
 */
export function staticPageHead(input: StaticPageHeadInput): string {
  const { locale, siteUrl } = input;
  return [
    '<!doctype html>',
    `<html lang="${e(locale)}" dir="${directionOf(locale)}" data-theme="dark">`,
    '<head>',
    '<meta charset="UTF-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover">',
    '<meta name="theme-color" content="#0e1015">',
    `<script src="${e(input.colourScript)}"></script>`,
    `<link rel="stylesheet" href="${e(input.stylesheet)}">`,
    `<title>${e(input.title)}</title>`,
    input.description ? `<meta name="description" content="${e(input.description)}">` : '',
    `<link rel="icon" href="${e(input.basePath)}favicon.svg">`,
    siteUrl
      ? `<link rel="canonical" href="${e(`${siteUrl}${input.languagePath}${input.page}`)}">`
      : '',
    alternateLinkTags(siteUrl, input.languages, input.page),
  ]
    .filter(Boolean)
    .join('\n');
}
