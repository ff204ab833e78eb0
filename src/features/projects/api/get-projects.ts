import { config } from '#src/config/env.ts';
import { CACHE_NAMES } from '#src/pwa/cache-names.ts';
import { isKeepableList, type Project, parseProjects } from './project-schema.ts';
import { PROJECTS_REQUEST_HEADERS, projectsRequest } from './projects-request.ts';
import { isControlledByServiceWorker, seedRuntimeCache } from './seed-runtime-cache.ts';

/** How long the projects request may take before the page shows the error alert, in ms. */
export const PROJECTS_TIMEOUT_MS = 15_000;

/** Thrown by {@link getProjects} for a non-2xx answer or a body that is not JSON. */
export class ProjectsRequestError extends Error {
  override name = 'ProjectsRequestError';
}

/**
 * `GET` the projects list (docs/product.md § Projects).
 *
 * @param url defaults to `VITE_PROJECTS_URL` (or the bundled `data/projects.json`);
 *   relative URLs resolve against the page.
 * @returns the valid projects; invalid items are left out and logged with
 *   `console.warn`, and so are items past the caps of `PROJECT_LIMITS`.
 * @throws ProjectsRequestError on a non-2xx status or a body that is not JSON;
 *   ProjectsFormatError when the JSON is not a list; a `TypeError` from `fetch`
 *   on a network failure; an `AbortError`/`TimeoutError` when `signal` fires
 *   or after {@link PROJECTS_TIMEOUT_MS}.
 *
 * Offline use (docs/product.md § Offline and install): the service worker answers this request from its
 * runtime cache (stale-while-revalidate). On the first visit, before the
 * worker controls the page, a 200 answer whose list passes the rules
 * (`isKeepableList`, the worker's own rule) is put into that cache from
 * here, so one online visit is enough; no second request is made. Any other
 * answer is never stored: it would show the error alert on every later visit.
 */
export async function getProjects(
  url: string = config.projectsUrl,
  signal?: AbortSignal,
): Promise<Project[]> {
  const absolute = new URL(url, globalThis.location?.href).href;
  const timeout = AbortSignal.timeout(PROJECTS_TIMEOUT_MS);
  const viaServiceWorker = isControlledByServiceWorker();
  const response = await fetch(absolute, {
    headers: PROJECTS_REQUEST_HEADERS,
    signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
  });
  // Kept unread until the body has passed the rules (docs/decisions/0006-seed-the-runtime-cache.md);
  // seedRuntimeCache stores a 200 only.
  const seed = viaServiceWorker ? undefined : response.clone();
  if (!response.ok) {
    throw new ProjectsRequestError(`GET ${absolute} answered ${response.status}`);
  }
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    throw new ProjectsRequestError(`GET ${absolute} did not answer JSON`);
  }
  const parsed = parseProjects(body, absolute);
  if (seed && isKeepableList(parsed))
    void seedRuntimeCache(CACHE_NAMES.projects, projectsRequest(absolute), seed);
  const { projects, rejected, ignored } = parsed;
  if (rejected.length > 0) {
    console.warn(
      `Projects: ${rejected.length} item(s) left out of ${absolute}:\n${rejected.slice(0, 10).join('\n')}` +
        (rejected.length > 10 ? `\n…and ${rejected.length - 10} more` : ''),
    );
  }
  if (ignored > 0)
    console.warn(`Projects: ${ignored} more item(s) of ${absolute} ignored (PROJECT_LIMITS)`);
  return projects;
}
