import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  characters,
  MAX_POSTS,
  POST_TEXT_LIMITS,
  parsePosts,
} from '#src/features/writing/api/post-schema.ts';
import { coverFits, type Post, readPosts } from './post-file.ts';

/**
 * Home's Writing list in each language (docs/product.md § Writing): the
 * owner's own posts (`content/posts/`, drafts left out), each leading to its
 * page, merged with the posts of the owner's feeds (`public/data/posts.json`,
 * leading out), newest first, at most {@link MAX_POSTS}. The build writes it
 * as `{base}{lang}data/posts.json`, which the page reads; the default
 * language's takes the feeds' file's place in `dist/`.
 */

/** The feeds' list, as `npm run init` and `npm run refresh` write it. */
export const FEED_POSTS_FILE = 'public/data/posts.json';

/** Each language's list, under the language's path: `data/posts.json`, `fil/data/posts.json`. */
export const WRITING_LIST_FILE = 'data/posts.json';

/** One entry of a written list, as the page's `parsePosts` reads it. */
export type WritingEntry = {
  /** An own post's page under the base path (`/fil/posts/offline-first/`), or a feed post's http(s) URL. */
  url: string;
  title: string;
  /** ISO 8601; an own post's day at 00:00 UTC. */
  date: string;
  summary: string;
  /** The language the title and summary are written in. */
  lang?: string;
  /** A picture under the base path (`/images/posts/…`), the site's own. */
  image?: string;
};

/** A language of the site and its path under the base path (`''`, `fil/`). */
export type WritingLanguage = { lang: string; path: string };

/** `text` cut to `max` code points, ending in "…" when cut. */
function cut(text: string, max: number): string {
  if (characters(text) <= max) return text;
  return `${Array.from(text)
    .slice(0, max - 1)
    .join('')
    .trimEnd()}…`;
}

/**
 * The feeds' posts of `file` as the page would show them, with each
 * picture's path made absolute under `basePath`: the file gives it relative
 * to itself (`../images/posts/x.webp`), which would miss from another
 * language's folder. A missing or broken file gives none.
 */
export function feedEntries(root: string, basePath: string): WritingEntry[] {
  const file = join(root, FEED_POSTS_FILE);
  if (!existsSync(file)) return [];
  let body: unknown;
  try {
    body = JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return [];
  }
  // Any origin will do: it only decides which pictures are the site's own.
  const origin = 'https://site.invalid';
  return parsePosts(body, `${origin}${basePath}${WRITING_LIST_FILE}`).map(({ image, ...post }) => ({
    ...post,
    ...(image ? { image: new URL(image).pathname } : {}),
  }));
}

/**
 * The owner's own posts as `language`'s list shows them: the translation, else
 * the post in its own language (with its `lang`) and its own language's page.
 * @param pathOf each language's path under the base path.
 * @param coverShown whether a cover's picture (under `public/`) is shown: else the row has none.
 */
export function ownEntries(
  posts: readonly Post[],
  lang: string,
  basePath: string,
  pathOf: (lang: string) => string,
  coverShown: (src: string) => boolean = () => true,
): WritingEntry[] {
  return posts
    .filter((post) => !post.original.meta.draft)
    .map((post) => {
      const file = post.files.get(lang) ?? post.original;
      const cover = file.meta.cover ?? post.original.meta.cover;
      const image = cover && coverShown(cover.src) ? `${basePath}${cover.src}` : undefined;
      return {
        url: `${basePath}${pathOf(file.lang)}posts/${post.slug}/`,
        title: cut(file.meta.title, POST_TEXT_LIMITS.title),
        date: `${post.original.meta.date}T00:00:00.000Z`,
        summary: cut(file.meta.summary ?? '', POST_TEXT_LIMITS.summary),
        lang: file.lang,
        ...(image ? { image } : {}),
      };
    });
}

/**
 * One language's list: own and feed entries, newest first (an own post first
 * on the same day), at most {@link MAX_POSTS}.
 */
export function mergeEntries(
  own: readonly WritingEntry[],
  feed: readonly WritingEntry[],
): WritingEntry[] {
  return [...own, ...feed]
    .map((entry, order) => ({ entry, order, time: Date.parse(entry.date) }))
    .sort((a, b) => b.time - a.time || a.order - b.order)
    .slice(0, MAX_POSTS)
    .map(({ entry }) => entry);
}

/**
 * Every language's list, read from `root` (see the module comment).
 * @param languages the default language first.
 * @param coverShown whether a post's cover (a path under `public/`) is shown: the posts
 *   plugin passes the covers its pages show (a picture of at most 2 MB that sharp reads);
 *   default, a file of at most that size ({@link coverFits}).
 * @param posts the published posts when the caller has read them already (the posts plugin),
 *   else read here.
 * @throws Error from `readPosts` (a post's front matter, named by file, line and field).
 */
export function writingLists(
  root: string,
  basePath: string,
  languages: readonly WritingLanguage[],
  coverShown: (src: string) => boolean = (src) => coverFits(root, src),
  posts: readonly Post[] = readPosts(
    root,
    languages.map(({ lang }) => lang),
    { drafts: false },
  ),
): { lang: string; fileName: string; entries: WritingEntry[] }[] {
  const feed = feedEntries(root, basePath);
  const pathOf = (lang: string) => languages.find((language) => language.lang === lang)?.path ?? '';
  return languages.map(({ lang, path }) => ({
    lang,
    fileName: `${path}${WRITING_LIST_FILE}`,
    entries: mergeEntries(ownEntries(posts, lang, basePath, pathOf, coverShown), feed),
  }));
}
