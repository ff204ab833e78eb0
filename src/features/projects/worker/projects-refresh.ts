import { CACHE_NAMES } from '#src/pwa/cache-names.ts';
import { PROJECTS_REFRESH } from '../api/periodic-refresh.ts';
import { projectsRequest } from '../api/projects-request.ts';
import { projectsAnswerProblem } from './projects-cache-rule.ts';

/** What one refresh did: `replaced`, or why the cached copy was kept. */
export type ProjectsRefreshOutcome = { replaced: true } | { replaced: false; reason: string };

/** What {@link refreshProjects} needs from the worker's global scope (tests pass stand-ins). */
export type RefreshDeps = { fetch: typeof fetch; caches: CacheStorage };

/** The parts of a `PeriodicSyncEvent` the handler uses (Chromium only; TypeScript's worker types have none). */
export type PeriodicSyncEventLike = {
  /** The tag the page registered with `registration.periodicSync.register(tag, …)`. */
  tag: string;
  waitUntil(promise: Promise<unknown>): void;
};

/** What {@link registerProjectsRefreshHandler} needs of the worker's global scope (`self` in `src/sw.ts`). */
export type RefreshScope = EventTarget & RefreshDeps;

/**
 * Fetches the projects list past the HTTP cache and, only when the answer is
 * a 200 whose body is a JSON list that passes the project schema as the
 * page applies it (`projectsAnswerProblem` in `projects-cache-rule.ts`:
 * items that fail are left out, as the page would leave them out online; a
 * list none of whose items pass, e.g. after the API changed shape, fails), stores it as
 * the projects entry of the runtime cache, under the very request the page
 * makes (`projectsRequest`), so the worker's stale-while-revalidate route
 * answers the next visit with it. Anything else keeps the cached copy: an
 * outage or a changed API never replaces a good list.
 * @param url the absolute URL of the projects list.
 * @returns the outcome; never rejects (a failed fetch or cache write is an outcome).
 */
export async function refreshProjects(
  url: string,
  { fetch, caches }: RefreshDeps,
): Promise<ProjectsRefreshOutcome> {
  let response: Response;
  try {
    response = await fetch(projectsRequest(url), { cache: 'no-cache' });
  } catch (error) {
    return { replaced: false, reason: `no answer (${String(error)})` };
  }
  const problem = await projectsAnswerProblem(response, url);
  if (problem !== undefined) return { replaced: false, reason: problem };
  try {
    const cache = await caches.open(CACHE_NAMES.projects);
    await cache.put(projectsRequest(url), response);
  } catch (error) {
    return { replaced: false, reason: `the cache could not be written (${String(error)})` };
  }
  return { replaced: true };
}

/**
 * Handles the periodic background sync with the tag `PROJECTS_REFRESH.tag`
 * (registered by the page, `api/periodic-refresh.ts`): refreshes the
 * cached projects list with {@link refreshProjects}. A kept copy is logged
 * with `console.warn` in the worker's console; the event never fails, since
 * the browser does not retry a periodic sync sooner for it.
 * @param scope the worker's global scope.
 * @param projectsUrl the absolute URL of the projects list, as the page resolves `config.projectsUrl`.
 */
export function registerProjectsRefreshHandler(scope: RefreshScope, projectsUrl: string): void {
  scope.addEventListener('periodicsync', (fired) => {
    const event = fired as unknown as PeriodicSyncEventLike;
    if (event.tag !== PROJECTS_REFRESH.tag) return;
    event.waitUntil(
      refreshProjects(projectsUrl, {
        fetch: (...args) => scope.fetch(...args),
        caches: scope.caches,
      }).then((outcome) => {
        if (!outcome.replaced)
          console.warn(
            `Projects refresh: kept the cached list of ${projectsUrl}: ${outcome.reason}`,
          );
      }),
    );
  });
}
