import { asset } from '#src/config/env.ts';
import { type Post, parsePosts } from './post-schema.ts';

/** The list's URL under the base path (docs/product.md § Writing): always the site's own. */
export const postsUrl = () => asset('data/posts.json');

/** The headers of every posts request. */
const HEADERS = { Accept: 'application/json' } as const;

/**
 * `GET` the posts list (docs/product.md § Writing) from the site itself.
 * Offline, the service worker answers from its precache: the list changes
 * only with a deploy, so the first visit's install makes it readable offline,
 * and the page writes no cache of its own (which a kill switch could not
 * take back: docs/deploy.md).
 * @returns the posts ({@link parsePosts}); none for an answer that is not a 200 JSON list.
 * @throws a `TypeError` from `fetch` when there is no network and no cached copy.
 */
export async function getPosts(): Promise<Post[]> {
  const url = new URL(postsUrl(), globalThis.location?.href).href;
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
