import { asset } from '#src/config/env.ts';
import { CACHE_NAMES } from '#src/pwa/cache-names.ts';
import { isControlledByServiceWorker, seedRuntimeCache } from '#src/pwa/seed-runtime-cache.ts';
import { type Post, parsePosts } from './post-schema.ts';

/** The list's URL under the base path (docs/product.md § Writing): always the site's own. */
export const postsUrl = () => asset('data/posts.json');

/** The headers of every posts request: the page's and the copy it puts into the worker's cache must match. */
const HEADERS = { Accept: 'application/json' } as const;

/**
 * `GET` the posts list (docs/product.md § Writing) from the site itself.
 * Offline, the service worker answers from its runtime cache
 * (`CACHE_NAMES.posts`, stale-while-revalidate); on the first visit, before
 * the worker controls the page, a 200 list is put into that cache from here,
 * as the projects are (docs/decisions/0006-seed-the-runtime-cache.md).
 * @returns the posts ({@link parsePosts}); none for an answer that is not a 200 JSON list.
 * @throws a `TypeError` from `fetch` when there is no network and no cached copy.
 */
export async function getPosts(): Promise<Post[]> {
  const url = new URL(postsUrl(), globalThis.location?.href).href;
  const viaServiceWorker = isControlledByServiceWorker();
  const response = await fetch(url, { headers: HEADERS });
  if (!response.ok) return [];
  const seed = viaServiceWorker ? undefined : response.clone();
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    return [];
  }
  if (seed && Array.isArray(body)) {
    void seedRuntimeCache(CACHE_NAMES.posts, new Request(url, { headers: HEADERS }), seed);
  }
  return parsePosts(body, url);
}
