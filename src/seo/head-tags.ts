import type { SiteContent } from '#/content/content-schema';

/**
 * What the built pages tell search engines and link previews (docs/product.md § SEO
 * and sharing; docs/product.md § Configuration): Open Graph and Twitter card tags, the canonical link,
 * JSON-LD `Person` data, `robots.txt` and `sitemap.xml`. Pure functions of the
 * content module and the build configuration, called by the prerender plugin
 * (in `build/`) at build time; every value that comes from
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

/** Escapes text for an HTML (or XML) attribute value or text node. */
export function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

/**
 * Serialises data for a `<script type="application/ld+json">` element. `<`,
 * `>` and `&` become JSON escapes (`\u003c` …), so no value can close the
 * script element or open a comment; the JSON stays equal once parsed.
 */
export function jsonForScript(data: unknown): string {
  return JSON.stringify(data)
    .replaceAll('<', '\\u003c')
    .replaceAll('>', '\\u003e')
    .replaceAll('&', '\\u0026')
    .replaceAll('\u2028', '\\u2028')
    .replaceAll('\u2029', '\\u2029');
}

/** The page title: "Name · Headline" (also og:title). */
export function pageTitle(content: SiteContent): string {
  return `${content.name} · ${content.headline}`;
}

/**
 * The schema.org `Person` of the home page, from the content module. `url`
 * and `image` need absolute URLs, so they are there only when `SITE_URL` is set.
 */
export function personJsonLd(
  content: SiteContent,
  { siteUrl }: SiteAddress,
): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Person',
    name: content.name,
    jobTitle: content.headline,
    // No description: the page's meta description carries the bio (the document stays small,
    // docs/product.md § Performance).
    ...(content.location && { homeLocation: { '@type': 'Place', name: content.location } }),
    ...(siteUrl && { url: siteUrl, image: `${siteUrl}${content.avatar}` }),
    ...(content.profiles.length > 0 && { sameAs: content.profiles.map((profile) => profile.url) }),
  };
}

const meta = (key: 'name' | 'property', name: string, value: string) =>
  `<meta ${key}="${name}" content="${escapeHtml(value)}" />`;

/**
 * The `<head>` tags of the home page: canonical link, Open Graph, Twitter
 * card (its title and description come from Open Graph) and JSON-LD. Without `SITE_URL` the tags that must hold an absolute URL
 * (canonical, og:url, og:image, twitter:image) are left out and the Twitter
 * card falls back from `summary_large_image` to `summary`.
 * @returns HTML, one tag per line, ready to go before `</head>`.
 */
export function homeHeadTags(content: SiteContent, address: SiteAddress): string {
  const { siteUrl } = address;
  const title = pageTitle(content);
  const imageUrl = siteUrl && `${siteUrl}${SHARE_IMAGE.path}`;
  const imageAlt = `${content.name}, ${content.headline}`;
  const tags = [
    siteUrl && `<link rel="canonical" href="${escapeHtml(siteUrl)}" />`,
    meta('property', 'og:type', 'website'),
    meta('property', 'og:title', title),
    meta('property', 'og:description', content.bio),
    siteUrl && meta('property', 'og:url', siteUrl),
    ...(imageUrl
      ? [
          meta('property', 'og:image', imageUrl),
          meta('property', 'og:image:width', String(SHARE_IMAGE.width)),
          meta('property', 'og:image:height', String(SHARE_IMAGE.height)),
          meta('property', 'og:image:alt', imageAlt),
        ]
      : []),
    // No twitter:title or twitter:description: X reads og:title and og:description
    // when they are missing; no og:site_name: og:title starts with the name. The
    // document stays small (docs/product.md § Performance).
    meta('name', 'twitter:card', imageUrl ? 'summary_large_image' : 'summary'),
    ...(imageUrl
      ? [meta('name', 'twitter:image', imageUrl), meta('name', 'twitter:image:alt', imageAlt)]
      : []),
    `<script type="application/ld+json">${jsonForScript(personJsonLd(content, address))}</script>`,
  ];
  return tags.filter(Boolean).join('\n');
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

/**
 * `sitemap.xml` listing the one page, or `undefined` without `SITE_URL`
 * (sitemaps hold absolute URLs only).
 */
export function sitemapXml({ siteUrl }: SiteAddress): string | undefined {
  if (!siteUrl) return undefined;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    `  <url><loc>${escapeHtml(siteUrl)}</loc></url>`,
    '</urlset>',
    '',
  ].join('\n');
}
