/**
 * The projects request as the page makes it (docs/product.md § Projects),
 * shared by the page (`get-projects.ts`), the first visit's copy it puts into
 * the worker's cache (`seed-runtime-cache.ts`) and the worker's
 * periodic refresh (`worker/projects-refresh.ts`). The Cache API keys
 * an entry by its URL and, when the answer has a `Vary` header, by the
 * request headers it names: all three must send the same headers, so that
 * they read and write one entry.
 */

/** The headers of every projects request. */
export const PROJECTS_REQUEST_HEADERS: Readonly<Record<string, string>> = {
  Accept: 'application/json',
};

/**
 * The projects request for `url`, the key of its runtime cache entry.
 * @param url the absolute URL of the list (`config.projectsUrl` resolved against the page).
 */
export function projectsRequest(url: string): Request {
  return new Request(url, { headers: PROJECTS_REQUEST_HEADERS });
}
