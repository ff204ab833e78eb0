import { generateAtomFeed, generateJsonFeed } from 'feedsmith';
import { escapeHtml } from '#src/lib/html-escape.ts';

/**
 * The site's own feeds of the owner's posts (docs/product.md § Posts, "The site's feeds"):
 * `{lang}feed.xml` (Atom 1.0) and `{lang}feed.json` (JSON Feed 1.1) in every language, written by
 * feedsmith, the library the site already reads the owner's other feeds with. Pure functions;
 * `posts-plugin.ts` gives them the posts and emits the files.
 */

/** The file names of a language's feeds, under its path (`''`, `fil/`). */
export const FEED_FILES = { atom: 'feed.xml', json: 'feed.json' } as const;

/** The media types the feeds are served and announced with (autodiscovery links). */
export const FEED_TYPES = { atom: 'application/atom+xml', json: 'application/feed+json' } as const;

/** One post as a feed carries it. */
export type FeedEntry = {
  /**
   * The post's page, absolute, in the language it is written in: its id too, so it never
   * changes when the title does (the slug comes from the file name).
   */
  url: string;
  title: string;
  /** The language the post is written in (`en`); may differ from the feed's. */
  lang: string;
  /** First published, `YYYY-MM-DD`. */
  date: string;
  /** Last changed, `YYYY-MM-DD`, when the front matter says so. */
  updated?: string;
  summary?: string;
  tags: readonly string[];
  /** The post's whole body, sanitised HTML with absolute URLs ({@link absoluteUrls}). */
  html: string;
  /** The share picture or cover, absolute, when there is one. */
  image?: string;
};

/** One language's feed. */
export type SiteFeed = {
  /** The feed's title, e.g. "Writing · Jamie Santos". */
  title: string;
  /** The feed's language (`en`, `fil`). */
  lang: string;
  /** The posts list in that language, absolute: the feed's id and its `alternate` link. */
  listUrl: string;
  /** The language's folder, absolute, with its trailing slash: where the feed files are. */
  languageUrl: string;
  /** The owner, the feed's author. */
  author: { name: string; url: string };
  /** Newest first. */
  entries: readonly FeedEntry[];
};

/** A `YYYY-MM-DD` day as the instant it starts, in UTC. */
const day = (date: string) => new Date(`${date}T00:00:00Z`);

/** The latest change of any entry; the Unix epoch for a feed with none. */
function feedUpdated(entries: readonly FeedEntry[]): Date {
  const days = entries.map((entry) => entry.updated ?? entry.date).sort();
  return day(days.at(-1) ?? '1970-01-01');
}

/**
 * `html` with every `src`, `href` and `srcset` URL made absolute against `pageUrl`: a feed
 * reader shows a post away from its page, where `/images/…` and `#fn-1` would lead nowhere.
 * For the sanitised HTML of the Markdown pipeline, whose attributes are double-quoted.
 * @param pageUrl the post page's absolute URL.
 */
export function absoluteUrls(html: string, pageUrl: string): string {
  const resolve = (url: string) => {
    try {
      return new URL(url, pageUrl).href;
    } catch {
      return url;
    }
  };
  return html.replace(/\s(src|href|srcset)="([^"]*)"/g, (_match, name: string, value: string) => {
    const absolute =
      name === 'srcset'
        ? value
            .split(',')
            .map((candidate) => {
              const [url = '', ...size] = candidate.trim().split(/\s+/);
              return [resolve(url), ...size].join(' ');
            })
            .join(', ')
        : resolve(value);
    return ` ${name}="${absolute}"`;
  });
}

/**
 * The Atom 1.0 document of `feed`: feed id, title, updated, author, `self` and `alternate`
 * links; each entry's id, title, published and updated dates, `alternate` link, categories,
 * summary and full HTML content, with `xml:lang` where the post's language differs.
 * @returns XML text.
 */
export function atomFeed(feed: SiteFeed): string {
  return generateAtomFeed({
    id: feed.listUrl,
    title: { value: feed.title },
    updated: feedUpdated(feed.entries),
    authors: [{ name: feed.author.name, uri: feed.author.url }],
    links: [
      { rel: 'self', type: FEED_TYPES.atom, href: `${feed.languageUrl}${FEED_FILES.atom}` },
      { rel: 'alternate', type: 'text/html', href: feed.listUrl },
    ],
    xml: { lang: feed.lang },
    entries: feed.entries.map((entry) => ({
      id: entry.url,
      title: { value: entry.title },
      published: day(entry.date),
      updated: day(entry.updated ?? entry.date),
      links: [{ rel: 'alternate', type: 'text/html', href: entry.url, hreflang: entry.lang }],
      categories: entry.tags.map((term) => ({ term })),
      ...(entry.summary ? { summary: { value: entry.summary } } : {}),
      content: { type: 'html', value: entry.html },
      ...(entry.lang !== feed.lang ? { xml: { lang: entry.lang } } : {}),
    })),
  });
}

/**
 * The JSON Feed 1.1 document of `feed`: version, title, home page and feed URLs, language,
 * author; each item's id, URL, title, `content_html`, summary, picture, dates, tags and
 * language.
 * @returns JSON text, indented by two spaces.
 */
export function jsonFeed(feed: SiteFeed): string {
  const document = generateJsonFeed({
    title: feed.title,
    home_page_url: feed.listUrl,
    feed_url: `${feed.languageUrl}${FEED_FILES.json}`,
    language: feed.lang,
    authors: [{ name: feed.author.name, url: feed.author.url }],
    items: feed.entries.map((entry) => ({
      id: entry.url,
      url: entry.url,
      title: entry.title,
      content_html: entry.html,
      ...(entry.summary ? { summary: entry.summary } : {}),
      ...(entry.image ? { image: entry.image } : {}),
      date_published: day(entry.date),
      date_modified: day(entry.updated ?? entry.date),
      ...(entry.tags.length ? { tags: [...entry.tags] } : {}),
      language: entry.lang,
    })),
  });
  return `${JSON.stringify(document, null, 2)}\n`;
}

/**
 * The autodiscovery links of a language's feeds (docs/product.md § Posts): two
 * `<link rel="alternate">`, Atom's and JSON Feed's, with the feed's title.
 * @param languageHref the language's folder under the base path (`/`, `/fil/`).
 * @returns the two tags, values escaped, without a line break between them.
 */
export function feedLinkTags(languageHref: string, title: string): string {
  return (['atom', 'json'] as const)
    .map(
      (kind) =>
        `<link rel="alternate" type="${FEED_TYPES[kind]}" href="${escapeHtml(`${languageHref}${FEED_FILES[kind]}`)}" title="${escapeHtml(title)}">`,
    )
    .join('');
}

/**
 * `html` (a page of any kind: Home, 404, the CV, a project's or a post's) with its language's
 * feed links (`links`, by the `lang` of its `<html>`) at the end of its `<head>`.
 * @returns `html` as it was when it has no `<html lang>` or `</head>`, its language no feeds, or
 *   the links already.
 */
export function withFeedLinks(html: string, links: ReadonlyMap<string, string>): string {
  const lang = /<html[^>]*\slang="([^"]*)"/.exec(html)?.[1];
  const tags = lang === undefined ? undefined : links.get(lang);
  const end = html.indexOf('</head>');
  if (!tags || end === -1 || html.includes(`type="${FEED_TYPES.atom}"`)) return html;
  return `${html.slice(0, end)}${tags}${html.slice(end)}`;
}
