import type { SiteContent } from '#src/content/content-schema.ts';
import { joinedRuns } from '#src/content/fallback-lang.ts';
import { escapeHtml, jsonForScript } from '#src/lib/html-escape.ts';
import { languagePath, type SiteLanguages } from './language-paths.ts';

/**
 * What the built pages tell search engines and link previews (docs/product.md § SEO
 * and sharing; docs/product.md § Configuration): Open Graph and Twitter card tags, the canonical link,
 * JSON-LD `Person` data, `robots.txt` and `sitemap.xml`. Pure functions of the
 * content module and the build configuration, called by the prerender plugin
 * (in `site-build/`) at build time; every value that comes from
 * the content module or the environment is escaped here.
 */

/** Where the build finds the site's address: `BuildEnv` (src/config/build-env.ts). */
export type SiteAddress = {
  /** The home page's absolute URL with a trailing slash, or '' when `SITE_URL` is unset. */
  siteUrl: string;
  /** The base path, with leading and trailing slash. */
  basePath: string;
};

/**
 * The share image of link previews: made by `tools/share-image.ts` from the
 * site's design, 1200×630 px (the size Open Graph consumers crop to 1.91:1).
 */
export const SHARE_IMAGE = {
  /** Path inside `public/`, resolved against the base path. */
  path: 'images/share.png',
  type: 'image/png',
  width: 1200,
  height: 630,
} as const;

/**
 * A language's share image inside `public/` (docs/product.md § Languages):
 * `images/share.png` for the default language, `images/share.fil.png` for
 * Filipino; `npm run share-image` draws each.
 */
export function shareImagePath(lang: string, languages: SiteLanguages): string {
  return lang === languages[0]
    ? SHARE_IMAGE.path
    : SHARE_IMAGE.path.replace(/\.png$/, `.${lang}.png`);
}

/** The page title: "Name · Headline" (also og:title). */
export function pageTitle(content: SiteContent): string {
  return `${content.name} · ${content.headline}`;
}

/**
 * The language of one page of a site with several (docs/product.md § Languages).
 * Left out, a page is the default language's of a one-language site, and its
 * tags are those of a site before languages.
 */
export type PageLanguage = {
  /** The page's BCP 47 tag, e.g. `fil`. */
  lang: string;
  /** Every language of the site, the default first. */
  languages: SiteLanguages;
  /** The languages the owner speaks, in the page's language (the résumé's `languages[].language`). */
  knowsLanguage?: string[];
  /**
   * The share image inside `public/` ({@link shareImagePath}); the default
   * language's when left out (the build passes it only when the file exists).
   */
  shareImage?: string;
};

/** The home page's absolute URL in `page`'s language, or '' without `SITE_URL`. */
function homeUrl({ siteUrl }: SiteAddress, page?: PageLanguage): string {
  return siteUrl && page ? `${siteUrl}${languagePath(page.lang, page.languages)}` : siteUrl;
}

/**
 * The schema.org `Person` of the home page, from the content module. `url`
 * and `image` need absolute URLs, so they are there only when `SITE_URL` is set.
 * On a site with several languages it also says which languages the owner
 * knows (`knowsLanguage`) and the page's language (`mainEntityOfPage`, a
 * `ProfilePage` with `inLanguage`: Person has no `inLanguage` of its own).
 */
export function personJsonLd(
  content: SiteContent,
  address: SiteAddress,
  page?: PageLanguage,
): Record<string, unknown> {
  const { siteUrl } = address;
  const url = homeUrl(address, page);
  return {
    '@context': 'https://schema.org',
    '@type': 'Person',
    name: content.name,
    jobTitle: content.headline,
    // No description: the page's meta description carries the bio (the document stays small,
    // docs/product.md § Performance).
    ...(content.location && { homeLocation: { '@type': 'Place', name: content.location } }),
    ...(siteUrl && { url, image: `${siteUrl}${content.avatar}` }),
    ...(content.profiles.length > 0 && { sameAs: content.profiles.map((profile) => profile.url) }),
    ...(content.availability &&
      content.availability.status !== 'not-looking' && {
        // What the owner looks for (docs/product.md § Availability): schema.org's `seeks`
        // takes a Demand; its name is the line, `availabilityStarts` the date. (The booking
        // page is a link on the page; left out here to keep the document small, § Performance.)
        seeks: {
          '@type': 'Demand',
          name: joinedRuns(content.availability.summary),
          ...(content.availability.from && { availabilityStarts: content.availability.from }),
        },
      }),
    ...(page?.knowsLanguage?.length && { knowsLanguage: page.knowsLanguage }),
    ...(page && {
      mainEntityOfPage: {
        '@type': 'ProfilePage',
        inLanguage: page.lang,
        ...(url && { url }),
      },
    }),
  };
}

const meta = (key: 'name' | 'property', name: string, value: string) =>
  `<meta ${key}="${name}" content="${escapeHtml(value)}" />`;

/** A page's link preview ({@link openGraphTags}). */
export type LinkPreview = {
  /** `og:type`: Home and project pages `website`, the CV `profile`, a post `article`. */
  type: 'website' | 'profile' | 'article';
  /** `og:title`, plain text. */
  title: string;
  /** `og:description`, plain text; left out when empty. */
  description?: string;
  /** The page's absolute URL (`og:url`), or '' without `SITE_URL`. */
  url: string;
  /** The share picture's absolute URL, or '' without `SITE_URL` or picture. */
  image: string;
  /** The share picture's alt text (`og:image:alt`). */
  imageAlt: string;
  /** The type's own tags, placed after `og:url` (a post's `article:published_time`). */
  more?: string[];
};

/**
 * The Open Graph tags and X's card of every page kind (docs/product.md § SEO and sharing): type,
 * title, description, URL, then the share picture (its absolute URL, its size from
 * {@link SHARE_IMAGE} in px, its alt text) and `twitter:card` `summary_large_image`; without a
 * picture URL (Open Graph needs absolute URLs, so none without `SITE_URL`) the card is `summary`.
 * No `og:image:type`, `og:site_name` or `twitter:` copies: consumers read them from the picture
 * and from Open Graph, and Home's document is kept small (docs/product.md § Performance).
 * @returns the tags in that order, values escaped, empty ones left out.
 */
export function openGraphTags(preview: LinkPreview): string[] {
  const { image } = preview;
  return [
    meta('property', 'og:type', preview.type),
    meta('property', 'og:title', preview.title),
    preview.description ? meta('property', 'og:description', preview.description) : '',
    preview.url ? meta('property', 'og:url', preview.url) : '',
    ...(preview.more ?? []),
    ...(image
      ? [
          meta('property', 'og:image', image),
          meta('property', 'og:image:width', String(SHARE_IMAGE.width)),
          meta('property', 'og:image:height', String(SHARE_IMAGE.height)),
          meta('property', 'og:image:alt', preview.imageAlt),
        ]
      : []),
    meta('name', 'twitter:card', image ? 'summary_large_image' : 'summary'),
  ].filter(Boolean);
}

/**
 * The `<head>` tags of the home page: canonical link, Open Graph, Twitter
 * card (its title and description come from Open Graph) and JSON-LD. Without `SITE_URL` the tags that must hold an absolute URL
 * (canonical, og:url, og:image) are left out and the Twitter
 * card falls back from `summary_large_image` to `summary`. With `page`, the
 * canonical link and `og:url` are that language's home page, and the
 * hreflang alternates of every language follow ({@link alternateLinkTags}).
 * @returns HTML, one tag per line, ready to go before `</head>`.
 */
export function homeHeadTags(
  content: SiteContent,
  address: SiteAddress,
  page?: PageLanguage,
): string {
  const { siteUrl } = address;
  const url = homeUrl(address, page);
  const title = pageTitle(content);
  const imageUrl = siteUrl && `${siteUrl}${page?.shareImage ?? SHARE_IMAGE.path}`;
  const imageAlt = `${content.name}, ${content.headline}`;
  const tags = [
    url && `<link rel="canonical" href="${escapeHtml(url)}" />`,
    page && alternateLinkTags(siteUrl, page.languages),
    ...openGraphTags({
      type: 'website',
      title,
      description: content.bio,
      url,
      image: imageUrl,
      imageAlt,
    }),
    // No twitter:title, twitter:description or twitter:image: X reads og:title,
    // og:description and og:image when they are missing.
    imageUrl && meta('name', 'twitter:image:alt', imageAlt),
    `<script type="application/ld+json">${jsonForScript(personJsonLd(content, address, page))}</script>`,
  ];
  return tags.filter(Boolean).join('\n');
}

/**
 * The `<link rel="alternate" hreflang>` tags of one page, for every language
 * plus `x-default` (the default language's), with absolute URLs: `siteUrl`
 * (`SITE_URL` with a trailing slash) + the language's path + `page` (`''` for
 * home, `cv/` for the CV page). None without `SITE_URL` (crawlers want
 * absolute URLs) or with one language (nothing to point at).
 * @returns HTML, one tag per line.
 */
export function alternateLinkTags(siteUrl: string, languages: SiteLanguages, page = ''): string {
  if (!siteUrl || languages.length < 2) return '';
  const url = (lang: string) => `${siteUrl}${languagePath(lang, languages)}${page}`;
  return [...languages.map((lang) => [lang, url(lang)]), ['x-default', url(languages[0])]]
    .map(
      ([hreflang, href]) =>
        `<link rel="alternate" hreflang="${escapeHtml(hreflang ?? '')}" href="${escapeHtml(href ?? '')}" />`,
    )
    .join('\n');
}

/** The `<head>` tags of the "Page not found" page: keep it out of search results. */
export function notFoundHeadTags(): string {
  return meta('name', 'robots', 'noindex');
}

/**
 * `robots.txt`: everything may be crawled; names the sitemap when `SITE_URL`
 * is set (the `Sitemap:` line needs an absolute URL). Crawlers read it only at
 * the host's root, so under a `BASE_PATH` the host's own file applies.
 */
export function robotsTxt({ siteUrl }: SiteAddress): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...(siteUrl ? ['', `Sitemap: ${siteUrl}sitemap.xml`] : []),
    '',
  ].join('\n');
}

/** A page that exists only in some languages: its folder and those languages, the default's first. */
export type SitemapPage = { page: string; languages: SiteLanguages };

/**
 * `sitemap.xml` listing `pages` (their folders under each language's path: `''` for Home, `cv/`,
 * `projects/flood-watch/`; the build passes every page kind's, site-build/page-kinds.ts), or
 * `undefined` without `SITE_URL` (sitemaps hold absolute URLs only). A page given as a folder
 * is in every language; a {@link SitemapPage} only in the languages it names (a post in the
 * languages it is written in, docs/product.md § Posts). With several languages every `<url>`
 * names all versions of its page, itself included, in Google's `xhtml:link` form
 * (docs/product.md § Languages); with one it lists the pages alone.
 */
export function sitemapXml(
  { siteUrl }: SiteAddress,
  languages: SiteLanguages,
  pages: readonly (string | SitemapPage)[],
): string | undefined {
  if (!siteUrl) return undefined;
  const url = (lang: string, page: string) =>
    escapeHtml(`${siteUrl}${languagePath(lang, languages)}${page}`);
  const alternates = (page: string, those: SiteLanguages) =>
    those.length > 1
      ? [...those, 'x-default']
          .map(
            (lang) =>
              `<xhtml:link rel="alternate" hreflang="${escapeHtml(lang)}" href="${url(lang === 'x-default' ? those[0] : lang, page)}"/>`,
          )
          .join('')
      : '';
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"${languages.length > 1 ? ' xmlns:xhtml="http://www.w3.org/1999/xhtml"' : ''}>`,
    ...pages
      .map((page) => (typeof page === 'string' ? { page, languages } : page))
      .flatMap(({ page, languages: those }) =>
        those.map((lang) => `  <url><loc>${url(lang, page)}</loc>${alternates(page, those)}</url>`),
      ),
    '</urlset>',
    '',
  ].join('\n');
}
