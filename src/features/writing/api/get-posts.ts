import { type Post, parsePosts } from './post-schema.ts';

/**
 * The page's language's list (docs/product.md § Writing), always the site's own:
 * `{languageHome}data/posts.json`, e.g. `/fil/data/posts.json`.
 * @param languageHome the page's language's home under the base path, e.g. `/fil/`.
 */
export const postsUrl = (languageHome: string) => `${languageHome}data/posts.json`;

/** The headers of every posts request. */
const HEADERS = { Accept: 'application/json' } as const;

/**
 * `GET` the page's language's posts list (docs/product.md § Writing: the
 * owner's own posts and their feeds' posts, merged by the build) from the site itself.
 * Offline, the service worker answers from its precache: the list changes
 * only with a deploy, so the first visit's install makes it readable offline,
 * and the page writes no cache of its own (which a kill switch could not
 * take back: docs/deploy.md).
 * @param languageHome the page's language's home under the base path, e.g. `/fil/`.
 * @returns the posts ({@link parsePosts}); none for an answer that is not a 200 JSON list.
 * @throws a `TypeError` from `fetch` when there is no network and no cached copy.
 */
export async function getPosts(languageHome: string): Promise<Post[]> {
  const url = new URL(postsUrl(languageHome), globalThis.location?.href).href;
  const response = await fetch(url, { headers: HEADERS });
  if (!response.ok) return [];
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    return [];
  }
  return parsePosts(body, url);
}
