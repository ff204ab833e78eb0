/**
 * The posts list as the page reads it (docs/product.md § Writing):
 * `public/data/posts.json`, written by `npm run init -- --feed URL` and
 * `npm run refresh` (tools/init/feeds.ts). Checked again here, by hand (a
 * few lines, no library in the chunk): the file is the site's own, but a
 * hand edit must not put a `javascript:` link or a hot-linked picture on the page.
 */

/** The most posts shown. */
export const MAX_POSTS = 6;

/**
 * The most characters of a post's title, summary and link, counted in code
 * points (an emoji is one), as `npm run refresh` cuts them (tools/init/feeds.ts
 * takes these), so the page keeps every post the build wrote (docs/product.md § Writing).
 */
export const POST_TEXT_LIMITS = { title: 120, summary: 160, url: 2048 } as const;

/** The length of `text` in code points, the unit of {@link POST_TEXT_LIMITS}. */
export function characters(text: string): number {
  let count = 0;
  for (const _ of text) count++;
  return count;
}

/** One post as the page shows it. */
export type Post = {
  /** The original (a feed's post) or the owner's own post's page: an absolute http(s) URL. */
  url: string;
  title: string;
  /** Publication time, a valid date string (ISO 8601). */
  date: string;
  /** One line of plain text; may be empty. */
  summary: string;
  /** The picture's absolute URL on the site's own origin, or undefined (then a colour block). */
  image?: string;
  /** The post's language (BCP 47), when its feed says. */
  lang?: string;
};

/** Whether `value` is a string of at most `max` code points (the cheap length check first). */
const isText = (value: unknown, max: number): value is string =>
  typeof value === 'string' && value.length <= 2 * max && characters(value) <= max;

/** `image` resolved against the list's URL; undefined when it is no URL at all (the post then shows a colour block). */
function pictureUrl(image: string, listUrl: string): URL | undefined {
  try {
    return new URL(image, listUrl);
  } catch {
    return undefined;
  }
}

/**
 * The posts of a parsed `posts.json`, newest first as written, at most
 * {@link MAX_POSTS}: an item without a text title, an http(s) `url` (absolute, or
 * relative to the list: the owner's own posts) or a valid `date` is left out, as is one whose title or link is over
 * {@link POST_TEXT_LIMITS} (a summary over its cap is dropped, the post kept); a picture off the list's origin (hot-linked) or
 * not a URL at all is dropped, and the post kept.
 * @param body the parsed JSON; anything but a list gives no posts.
 * @param listUrl the list's absolute URL: links and pictures resolve against it.
 */
export function parsePosts(body: unknown, listUrl: string): Post[] {
  if (!Array.isArray(body)) return [];
  const origin = new URL(listUrl).origin;
  const posts: Post[] = [];
  for (const item of body) {
    if (posts.length >= MAX_POSTS) break;
    if (!item || typeof item !== 'object') continue;
    const { url, title, date, summary, image, lang } = item as Record<string, unknown>;
    if (
      !isText(title, POST_TEXT_LIMITS.title) ||
      !title.trim() ||
      !isText(url, POST_TEXT_LIMITS.url) ||
      !isText(date, 40)
    )
      continue;
    let link: URL;
    try {
      // Relative to the list: the owner's own posts lead to their pages on the site.
      link = new URL(url, listUrl);
    } catch {
      continue;
    }
    if (link.protocol !== 'http:' && link.protocol !== 'https:') continue;
    if (Number.isNaN(Date.parse(date))) continue;
    let picture: string | undefined;
    if (isText(image, 300)) {
      const resolved = pictureUrl(image, listUrl);
      if (resolved?.origin === origin) picture = resolved.href;
    }
    posts.push({
      url: link.href,
      title: title.trim(),
      date,
      summary: isText(summary, POST_TEXT_LIMITS.summary) ? summary : '',
      ...(picture && { image: picture }),
      ...(isText(lang, 20) && /^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$/.test(lang) && { lang }),
    });
  }
  return posts;
}
