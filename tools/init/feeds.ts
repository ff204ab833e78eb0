/**
 * The owner's writing from their feeds (docs/product.md § Writing): `npm run
 * init -- --feed URL` and `npm run refresh` read RSS 2.0, Atom 1.0 and JSON
 * Feed 1.1 (dev.to, Hashnode, Medium, Substack, a personal blog) with
 * feedsmith (docs/decisions/0024-feeds-read-at-build-time.md), keep the
 * newest posts as plain text in `public/data/posts.json` and a picture of
 * each under `public/images/posts/`, so visitors' browsers never call the
 * feeds' hosts.
 *
 * Every feed is read with the capped streaming read (capped-read.ts), http(s)
 * only; what a feed says is data, never markup: what the feed marks as HTML
 * goes through html-to-text, plain text stays the characters it is
 * (docs/decisions/0032-feed-text-dates-and-empty-feeds.md), both are cut to
 * {@link POST_LIMITS}, links other than http(s) are dropped, a feed's picture
 * is downloaded (capped) and converted to WebP, or one is drawn.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { parseFeed } from 'feedsmith';
import { convert } from 'html-to-text';
import { type DefaultTreeAdapterTypes, parseFragment } from 'parse5';
import { characters, MAX_POSTS, POST_TEXT_LIMITS } from '#src/features/writing/api/post-schema.ts';
import { escapeHtml } from '#src/lib/html-escape.ts';
import {
  DownloadRefusal,
  httpUrl,
  MAX_PICTURE_BYTES,
  networkFailure,
  readCapped,
  withDeadlines,
} from './capped-read.ts';
import { USER_AGENT } from './github.ts';
import { oneLine } from './log-text.ts';
import { toWebp } from './pictures.ts';
import type { FileChanges } from './write.ts';

type ChildNode = DefaultTreeAdapterTypes.ChildNode;
type Element = DefaultTreeAdapterTypes.Element;
type Template = DefaultTreeAdapterTypes.Template;

/** The list of posts the page fetches (docs/product.md § Writing). */
export const POSTS_FILE = 'public/data/posts.json';
/** Where the posts' pictures live, under `public/`. */
export const POST_PICTURE_FOLDER = 'images/posts';
/** A post's picture in px: twice the 320×180 the card shows (docs/product.md § Performance). */
export const POST_PICTURE_SIZE = { width: 640, height: 360 } as const;
/** One feed as read from the network: 5 MB (a feed of full posts is rarely over 1 MB). */
export const MAX_FEED_BYTES = 5 * 1024 * 1024;

/**
 * The caps on what a feed gives (docs/product.md § Writing): the posts kept,
 * the feeds `portfolio.json` may list, the items read of one feed, and the
 * characters (code points) of a title, a summary and a link: the page's own
 * caps (post-schema.ts), so the page never leaves out a post the build wrote.
 */
export const POST_LIMITS = {
  posts: MAX_POSTS,
  feeds: 10,
  itemsPerFeed: 200,
  ...POST_TEXT_LIMITS,
} as const;

/** One post as `public/data/posts.json` holds it (docs/product.md § Writing). */
export type Post = {
  /** The post's link: http(s) only. */
  url: string;
  /** Plain text, at most {@link POST_LIMITS}.title characters. */
  title: string;
  /** When it was published, ISO 8601 (UTC). */
  date: string;
  /** One line of plain text, at most {@link POST_LIMITS}.summary characters; may be empty. */
  summary: string;
  /** Its picture, relative to the list's URL: `../images/posts/NAME.webp`. */
  image: string;
  /** The feed's language (BCP 47), when it says. */
  lang?: string;
};

/** A post as read from a feed, before its picture is made. */
export type FeedPost = Omit<Post, 'image'> & { imageUrl?: string };

/**
 * Why a feed was not read: `passing` may pass by itself (no answer, a 408,
 * 429 or 5xx), `lasting` will not until the owner acts (a 404, a page that
 * is not a feed, a feed over the cap, a URL that is not http(s)).
 */
export class FeedError extends Error {
  constructor(
    message: string,
    readonly kind: 'passing' | 'lasting',
  ) {
    super(message);
    this.name = 'FeedError';
  }
}

/** `text` with its whitespace collapsed and cut to `max` characters with an ellipsis. */
export function cutText(text: string, max: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  const chars = [...flat];
  return chars.length > max
    ? `${chars
        .slice(0, max - 1)
        .join('')
        .trimEnd()}…`
    : flat;
}

/**
 * Plain text of a piece of a feed's HTML (html-to-text: scripts, styles and
 * pictures left out, links as their words), on one line. The input is read
 * at most 200,000 characters, so a 1 MB title costs nothing.
 */
export function plainText(html: string): string {
  return convert(html.slice(0, 200_000), {
    wordwrap: false,
    selectors: [
      { selector: 'a', options: { ignoreHref: true } },
      { selector: 'img', format: 'skip' },
      { selector: 'h1', options: { uppercase: false } },
      { selector: 'h2', options: { uppercase: false } },
      { selector: 'h3', options: { uppercase: false } },
      { selector: 'table', format: 'skip' },
      { selector: 'pre', format: 'skip' },
      { selector: 'figure', format: 'skip' },
    ],
  })
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * `text` (absolute or relative to `base`) as an http(s) URL of at most
 * {@link POST_LIMITS}.url characters, as written (percent-encoded), or undefined.
 */
export function safeUrl(text: unknown, base: string): string | undefined {
  if (typeof text !== 'string' || !text.trim() || text.length > POST_LIMITS.url) return undefined;
  try {
    const url = new URL(text.trim(), base);
    return (url.protocol === 'http:' || url.protocol === 'https:') &&
      characters(url.href) <= POST_LIMITS.url
      ? url.href
      : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The `src` of the first `<img>` in `html` (entities decoded), or undefined.
 * Read with parse5, in one pass over at most 200,000 characters: a regular
 * expression over markup backtracks, and crafted markup made it quadratic.
 */
export function firstImage(html: string | undefined): string | undefined {
  if (!html) return undefined;
  // Depth first, in document order: a stack holding each node's children last to first.
  const stack: ChildNode[] = [];
  const pushChildren = (nodes: readonly ChildNode[]) => {
    for (let index = nodes.length - 1; index >= 0; index--) stack.push(nodes[index] as ChildNode);
  };
  pushChildren(parseFragment(html.slice(0, 200_000)).childNodes);
  for (let node = stack.pop(); node; node = stack.pop()) {
    if (node.nodeName === 'img') {
      const src = (node as Element).attrs.find((attr) => attr.name === 'src')?.value.trim();
      if (src) return src;
    }
    if (node.nodeName === 'template') pushChildren((node as Template).content.childNodes);
    else if ('childNodes' in node) pushChildren(node.childNodes);
  }
  return undefined;
}

/**
 * A piece of a feed's text and whether it is HTML: RSS descriptions and
 * `content:encoded`, JSON Feed's `content_html` and Atom's `type="html"` or
 * `"xhtml"` are; RSS and JSON Feed titles, JSON Feed's `summary` and
 * `content_text` and Atom's `type="text"` (its default) are plain text, read
 * as the characters they are (docs/product.md § Writing).
 */
type Piece = { value: string; html: boolean };

/** `value` as a piece of plain text (`html` false) or HTML, when it is a string. */
const piece = (value: unknown, html: boolean): Piece | undefined =>
  typeof value === 'string' ? { value, html } : undefined;

/** An Atom text construct (feedsmith: `{ value, type }`): HTML when its type says so. */
function atomPiece(value: unknown): Piece | undefined {
  if (typeof value === 'string') return { value, html: false };
  const { value: text, type } = (value ?? {}) as { value?: unknown; type?: unknown };
  if (typeof text !== 'string') return undefined;
  const kind = typeof type === 'string' ? type.trim().toLowerCase() : 'text';
  if (kind === 'text' || kind === 'text/plain') return { value: text, html: false };
  if (kind === 'html' || kind === 'xhtml' || kind.endsWith('/html') || kind.endsWith('+xml'))
    return { value: text, html: true };
  return undefined; // another media type (a picture, a PDF): no text to show
}

/** The plain text of a piece, on one line. */
const textOf = (part: Piece | undefined): string =>
  !part ? '' : part.html ? plainText(part.value) : part.value.slice(0, 200_000);

type Media = {
  contents?: { url?: string; medium?: string; type?: string }[];
  thumbnails?: { url?: string }[];
};
/** The first picture a Media RSS block names. */
function mediaImage(media: Media | undefined): string | undefined {
  const content = media?.contents?.find(
    (item) => item.medium === 'image' || item.type?.startsWith('image/'),
  );
  return content?.url ?? media?.thumbnails?.[0]?.url;
}

/** One item of any of the three formats, as the fields a post needs. */
type RawItem = {
  title?: Piece;
  link?: string;
  date?: string;
  summary?: Piece;
  content?: Piece;
  /** The item's picture (only worked out for the items read: finding one in HTML costs a parse). */
  image: () => string | undefined;
};

/** The first picture in a piece of HTML. */
const imageIn = (part: Piece | undefined) => (part?.html ? firstImage(part.value) : undefined);

/**
 * A feed's language as a BCP 47 tag's language, lower case (`en_US` is read
 * as `en-US`, so `en`), or undefined when it is none.
 */
export function feedLanguage(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const tag = value.trim().replaceAll('_', '-');
  return /^[a-z]{2,3}(-[A-Za-z0-9]{1,8})*$/i.test(tag)
    ? tag.split('-')[0]?.toLowerCase()
    : undefined;
}

/** The items of a parsed feed (feedsmith's shapes), and the feed's language. */
function itemsOf(
  format: string,
  feed: Record<string, unknown>,
): { items: RawItem[]; lang?: string } {
  if (format === 'json') {
    const items = (feed.items as Record<string, unknown>[] | undefined) ?? [];
    return {
      lang: feedLanguage(feed.language),
      items: items.map((item) => {
        const content = piece(item.content_html, true) ?? piece(item.content_text, false);
        return {
          title: piece(item.title, false),
          link: (item.url ?? item.external_url) as string | undefined,
          date: (item.date_published ?? item.date_modified) as string | undefined,
          summary: piece(item.summary, false),
          content,
          image: () =>
            ((item.image ?? item.banner_image) as string | undefined) ?? imageIn(content),
        };
      }),
    };
  }
  if (format === 'atom') {
    const entries = (feed.entries as Record<string, unknown>[] | undefined) ?? [];
    // feedsmith keeps the root's xml:lang as `xml.lang`.
    const xml = feed.xml as { lang?: unknown } | undefined;
    return {
      lang: feedLanguage(xml?.lang ?? feed.lang),
      items: entries.map((entry) => {
        const links = (entry.links as { href?: string; rel?: string; type?: string }[]) ?? [];
        const content = atomPiece(entry.content);
        return {
          title: atomPiece(entry.title),
          link: (links.find((link) => !link.rel || link.rel === 'alternate') ?? links[0])?.href,
          date: (entry.published ?? entry.updated) as string | undefined,
          summary: atomPiece(entry.summary),
          content,
          image: () =>
            links.find((link) => link.rel === 'enclosure' && link.type?.startsWith('image/'))
              ?.href ??
            mediaImage(entry.media as Media) ??
            imageIn(content),
        };
      }),
    };
  }
  // RSS 2.0 (and RDF, read the same way).
  const items = (feed.items as Record<string, unknown>[] | undefined) ?? [];
  return {
    lang: feedLanguage(feed.language),
    items: items.map((item) => {
      const content = piece((item.content as { encoded?: string } | undefined)?.encoded, true);
      const description = piece(item.description, true);
      const enclosures = (item.enclosures as { url?: string; type?: string }[] | undefined) ?? [];
      const dc = item.dc as { date?: string; dates?: string[] } | undefined;
      const guid = item.guid as { value?: string; isPermaLink?: boolean } | undefined;
      return {
        title: piece(item.title, false),
        // A guid is the post's address only when it says so (isPermaLink, true by default).
        link:
          (item.link as string | undefined) ??
          (guid?.isPermaLink === false ? undefined : guid?.value),
        date: (item.pubDate as string | undefined) ?? dc?.date ?? dc?.dates?.[0],
        summary: description,
        content,
        image: () =>
          enclosures.find((enclosure) => enclosure.type?.startsWith('image/'))?.url ??
          mediaImage(item.media as Media) ??
          imageIn(content) ??
          imageIn(description),
      };
    }),
  };
}

/** An ISO 8601 date alone (`2025-06-10`): JavaScript reads it as UTC already. */
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
/** An ISO 8601 date and time (`2025-06-10T04:00`, `2025-06-10 04:00:00.5`). */
const ISO_TIME = /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?$/i;
/** The end of a date that names its zone: `Z`, `+08:00`, `+0800`, `GMT`, `UT(C)`, US zones, a military letter, a `(…)` comment. */
const ZONE = /(?:[+-]\d{2}:?\d{2}|\b(?:GMT|UTC?|[ECMP][SD]T|[A-IK-Z])|\d[zZ]|\))$/i;

/**
 * The time a feed's date gives, in ms since 1970, or NaN when it is no date.
 * A date and time with no zone is read as UTC, never in the zone of the
 * machine that runs the build, so every machine writes the same file
 * (docs/product.md § Writing).
 */
export function feedTime(text: string | undefined): number {
  const date = text?.trim() ?? '';
  if (!date) return Number.NaN;
  if (ISO_DAY.test(date) || ZONE.test(date)) return Date.parse(date);
  if (ISO_TIME.test(date)) return Date.parse(`${date}Z`);
  const utc = Date.parse(`${date} GMT`);
  return Number.isFinite(utc) ? utc : Date.parse(date);
}

/** What reading one feed gave: its posts (newest first) and a line for each thing trimmed or left out. */
export type FeedReading = { posts: FeedPost[]; notes: string[] };

/**
 * Parses a feed's bytes (RSS 2.0, Atom 1.0, RDF or JSON Feed 1.x) into posts,
 * newest first. The items are sorted by date first, then the newest
 * {@link POST_LIMITS}.itemsPerFeed are read; an item without a title, an
 * http(s) link or a date, or dated after `now`, is left out; titles and
 * summaries become plain text within their caps.
 * @param url the feed's URL: relative links resolve against it, messages name it.
 * @param now the time that counts as now, ms since 1970 (a post dated later is left out).
 * @throws FeedError (`lasting`) when the bytes are not a feed.
 */
export function parseFeedBytes(
  bytes: Buffer | string,
  url: string,
  now: number = Date.now(),
): FeedReading {
  const text = (typeof bytes === 'string' ? bytes : bytes.toString('utf8')).replace(/^\uFEFF/, '');
  let parsed: { format: string; feed: unknown };
  try {
    const input: unknown = /^\s*[{[]/.test(text) ? JSON.parse(text) : text;
    parsed = parseFeed(input) as { format: string; feed: unknown };
  } catch (error) {
    throw new FeedError(
      `The feed at ${url} is not an RSS, Atom or JSON feed (${oneLine((error as Error).message)}): check the URL (a blog's page is not its feed; dev.to's is https://dev.to/feed/USER).`,
      'lasting',
    );
  }
  const { items, lang } = itemsOf(parsed.format, parsed.feed as Record<string, unknown>);
  const notes: string[] = [];
  let noDate = 0;
  let future = 0;
  const dated: { item: RawItem; time: number }[] = [];
  for (const item of items) {
    const time = feedTime(item.date);
    if (!Number.isFinite(time)) noDate++;
    else if (time > now) future++;
    else dated.push({ item, time });
  }
  // Newest first, then the cap: a feed listed oldest first keeps its new posts.
  dated.sort((a, b) => b.time - a.time);
  if (dated.length > POST_LIMITS.itemsPerFeed) {
    notes.push(`${url}: read the newest ${POST_LIMITS.itemsPerFeed} of its ${items.length} items.`);
  }
  const posts: FeedPost[] = [];
  let noLink = 0;
  let noTitle = 0;
  let longTitles = 0;
  for (const { item, time } of dated.slice(0, POST_LIMITS.itemsPerFeed)) {
    const link = safeUrl(item.link, url);
    if (!link) {
      noLink++;
      continue;
    }
    const fullTitle = textOf(item.title).replace(/\s+/g, ' ').trim();
    if (!fullTitle) {
      noTitle++;
      continue;
    }
    if (characters(fullTitle) > POST_LIMITS.title) longTitles++;
    const summary = item.summary?.value.trim() ? item.summary : item.content;
    const imageUrl = safeUrl(item.image(), link);
    posts.push({
      url: link,
      title: cutText(fullTitle, POST_LIMITS.title),
      date: new Date(time).toISOString(),
      summary: cutText(textOf(summary), POST_LIMITS.summary),
      ...(lang && { lang }),
      ...(imageUrl && { imageUrl }),
    });
  }
  if (noLink) notes.push(`${url}: left out ${noLink} item(s) without an http(s) link.`);
  if (noTitle) notes.push(`${url}: left out ${noTitle} item(s) without a title.`);
  if (noDate) notes.push(`${url}: left out ${noDate} item(s) without a date.`);
  if (future)
    notes.push(
      `${url}: left out ${future} item(s) dated in the future (read once that date has passed).`,
    );
  if (longTitles)
    notes.push(`${url}: cut ${longTitles} title(s) to ${POST_LIMITS.title} characters.`);
  return { posts, notes };
}

/** A fetch as the feed reader uses it (tests pass their own). */
export type Fetcher = (url: URL, init: RequestInit) => Promise<Response>;

/**
 * Reads one feed over http(s), at most {@link MAX_FEED_BYTES}.
 * @throws FeedError: `passing` for no answer, a 408, 429 or 5xx; `lasting`
 *   for another scheme, another error status, a body over the cap or one that is not a feed.
 */
export async function readFeed(source: string, fetcher: Fetcher = fetch): Promise<FeedReading> {
  let url: URL;
  try {
    url = httpUrl(source, 'The feed');
  } catch (error) {
    throw new FeedError((error as Error).message, 'lasting');
  }
  let response: Response;
  try {
    response = await fetcher(
      url,
      withDeadlines({
        headers: {
          Accept:
            'application/feed+json, application/atom+xml, application/rss+xml, application/xml;q=0.9, */*;q=0.5',
          'User-Agent': USER_AGENT,
        },
      }),
    );
  } catch (error) {
    throw new FeedError(
      `Could not reach the feed at ${url.href}: ${networkFailure(error)}.`,
      'passing',
    );
  }
  if (!response.ok) {
    await response.body?.cancel().catch(() => {});
    const passing = response.status >= 500 || response.status === 408 || response.status === 429;
    throw new FeedError(
      `The feed at ${url.href} answered ${response.status}.${passing ? '' : ' Check the URL, or remove it from "feeds" in portfolio.json.'}`,
      passing ? 'passing' : 'lasting',
    );
  }
  let bytes: Buffer;
  try {
    bytes = await readCapped(response, { cap: MAX_FEED_BYTES, what: 'The feed', url: url.href });
  } catch (error) {
    if (error instanceof DownloadRefusal) throw new FeedError(error.message, 'lasting');
    throw new FeedError(`The feed at ${url.href} broke off: ${networkFailure(error)}.`, 'passing');
  }
  return parseFeedBytes(bytes, url.href);
}

/**
 * The newest posts of several feeds' posts: at most {@link POST_LIMITS}.posts,
 * newest first, one per link.
 */
export function newestPosts(lists: readonly FeedPost[][]): FeedPost[] {
  const seen = new Set<string>();
  return lists
    .flat()
    .sort((a, b) => b.date.localeCompare(a.date))
    .filter((post) => !seen.has(post.url) && seen.add(post.url))
    .slice(0, POST_LIMITS.posts);
}

/** What a post's note says when its feed's picture was not used. */
export const PICTURE_FALLBACK_NOTE = 'was not used, one was drawn instead';

/** Where a post's picture goes under `public/`, from its link alone, so it is made once. */
export function postPicturePath(post: { url: string }): string {
  const hash = createHash('sha256').update(post.url).digest('hex').slice(0, 16);
  return `${POST_PICTURE_FOLDER}/${hash}.webp`;
}

/** `text` split into at most `lines` lines of about `width` characters, the last cut with an ellipsis. */
function wrap(text: string, width: number, lines: number): string[] {
  const out: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    if (line && [...`${line} ${word}`].length > width) {
      out.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) out.push(line);
  if (out.length > lines) {
    out.length = lines;
    out[lines - 1] = cutText(`${out[lines - 1]} …`, width);
  }
  return out.map((part) => cutText(part, width + 2));
}

/**
 * A post's card picture when its feed gives none: its title, up to three
 * lines, and the site's name on the hero gradient, 640×360. The same post
 * gives the same drawing.
 */
export function postPictureSvg(title: string, site: string): string {
  const { width, height } = POST_PICTURE_SIZE;
  const lines = wrap(cutText(title, 90), 24, 3);
  const top = height / 2 - ((lines.length - 1) * 52) / 2;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#2a1f73"/><stop offset="1" stop-color="#a8307c"/></linearGradient></defs>
<rect width="${width}" height="${height}" fill="url(#g)"/>
<g font-family="DejaVu Sans, Liberation Sans, Arial, Helvetica, sans-serif" font-weight="700" fill="#ffffff" text-anchor="middle">
${lines.map((line, index) => `<text x="${width / 2}" y="${top + index * 52}" font-size="40">${escapeHtml(line)}</text>`).join('\n')}
<text x="${width / 2}" y="${height - 36}" font-size="22" fill-opacity="0.8">${escapeHtml(cutText(site, 40))}</text>
</g>
</svg>`;
}

/**
 * The picture of a post: the feed's picture, downloaded (at most
 * {@link MAX_PICTURE_BYTES}, http(s) only) and converted to WebP, or, when
 * there is none or it cannot be read, one drawn ({@link postPictureSvg}).
 * @returns the WebP bytes and, when the feed's picture was not used, why.
 */
export async function postPicture(
  post: FeedPost,
  site: string,
  fetcher: Fetcher = fetch,
): Promise<{ bytes: Buffer; note?: string }> {
  const drawn = () => toWebp(postPictureSvg(post.title, site), POST_PICTURE_SIZE);
  if (!post.imageUrl) return { bytes: await drawn() };
  try {
    const url = httpUrl(post.imageUrl, 'The picture');
    const response = await fetcher(url, withDeadlines({ headers: { 'User-Agent': USER_AGENT } }));
    if (!response.ok) {
      await response.body?.cancel().catch(() => {});
      throw new Error(`it answered ${response.status}`);
    }
    const bytes = await readCapped(response, {
      cap: MAX_PICTURE_BYTES,
      what: 'The picture',
      url: url.href,
    });
    return { bytes: await toWebp(bytes, POST_PICTURE_SIZE, 'The picture') };
  } catch (error) {
    return {
      bytes: await drawn(),
      note: `The picture of "${post.title}" (${post.imageUrl}) ${PICTURE_FALLBACK_NOTE}: ${(error as Error).message.replace(/\.$/, '')}.`,
    };
  }
}

/**
 * The feeds given as text, checked: http(s) URLs, none twice, at most {@link POST_LIMITS}.feeds.
 * @throws FeedError (`lasting`) naming the bad one.
 */
export function checkFeedUrls(feeds: readonly string[]): string[] {
  const urls = feeds.map((feed) => {
    try {
      return httpUrl(feed.trim(), 'The feed').href;
    } catch (error) {
      throw new FeedError((error as Error).message, 'lasting');
    }
  });
  const twice = urls.find((url, index) => urls.indexOf(url) !== index);
  if (twice) throw new FeedError(`The feed ${twice} is given twice.`, 'lasting');
  if (urls.length > POST_LIMITS.feeds) {
    throw new FeedError(`At most ${POST_LIMITS.feeds} feeds, not ${urls.length}.`, 'lasting');
  }
  return urls;
}

/** The pictures in `public/images/posts/` of `root`, as paths under `public/`. */
function picturesAt(root: string): string[] {
  const folder = join(root, 'public', POST_PICTURE_FOLDER);
  if (!existsSync(folder)) return [];
  return readdirSync(folder, { withFileTypes: true })
    .filter((entry) => entry.isFile() && !entry.name.startsWith('.'))
    .map((entry) => `public/${POST_PICTURE_FOLDER}/${entry.name}`);
}

/** Progress of one network step (init's spinner, or a line). */
type Step = <T>(label: string, step: () => Promise<T>) => Promise<T>;

/**
 * Reads every feed and works out the new posts list and its pictures,
 * writing nothing: `public/data/posts.json`, a picture for each post whose
 * picture is not there yet, and the removal of pictures no post shows. No
 * feeds: an empty list (the page then shows no "Writing" section).
 * @param site the site's name, drawn on pictures made for posts without one.
 * @returns the changes and a line for each thing trimmed or left out.
 * @throws FeedError from the first feed that could not be read, or that gave
 *   no post to show (`passing`): the caller keeps the previous list and its pictures.
 */
export async function planPosts(
  feeds: readonly string[],
  {
    root = '.',
    site,
    fetcher = fetch,
    progress = async (label, step) => {
      console.log(`… ${label}`);
      return step();
    },
  }: { root?: string; site: string; fetcher?: Fetcher; progress?: Step },
): Promise<{ changes: FileChanges; notes: string[]; posts: Post[] }> {
  const notes: string[] = [];
  const lists: FeedPost[][] = [];
  for (const feed of feeds) {
    const reading = await progress(`Reading the feed ${feed}`, () => readFeed(feed, fetcher));
    // A feed that answers with nothing to show is taken for a passing fault of its
    // host (an empty page, a redesign), never as "the owner wrote nothing": the list stays.
    if (!reading.posts.length) {
      throw new FeedError(
        `The feed at ${feed} gave no post with a title, an http(s) link and a date${reading.notes.length ? ` (${reading.notes.map((note) => note.replace(/^\S+: /, '')).join(' ')})` : ''}.`,
        'passing',
      );
    }
    notes.push(...reading.notes);
    lists.push(reading.posts);
  }
  const changes: FileChanges = { write: new Map(), remove: [] };
  const posts: Post[] = [];
  for (const { imageUrl, ...post } of newestPosts(lists)) {
    const path = postPicturePath(post);
    if (!existsSync(join(root, 'public', path))) {
      const picture = await postPicture({ ...post, imageUrl }, site, fetcher);
      if (picture.note) notes.push(picture.note);
      changes.write.set(`public/${path}`, picture.bytes);
    }
    posts.push({ ...post, image: `../${path}` });
  }
  changes.write.set(POSTS_FILE, `${JSON.stringify(posts, null, 2)}\n`);
  const kept = new Set(posts.map((post) => `public/${post.image.slice(3)}`));
  changes.remove = picturesAt(root).filter((path) => !kept.has(path));
  return { changes, notes, posts };
}
