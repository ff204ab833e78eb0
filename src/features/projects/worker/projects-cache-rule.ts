import type { WorkboxPlugin } from 'workbox-core/types';
import { projectsListProblem } from '../api/project-schema.ts';

/**
 * The rule for what may become the projects entry of the runtime cache
 * (docs/product.md § Offline and install): only a 200 whose body is a JSON
 * list that passes the project rules. A 200 that is not one (a host's HTML
 * maintenance page, a proxy's error, an API that changed shape) would
 * otherwise replace the good copy, and every later visit, online or
 * offline, would show the error alert. Shared by the stale-while-revalidate
 * route (`projects-route.ts`) and the periodic refresh (`projects-refresh.ts`).
 */

/**
 * Why `response` must not be stored as the projects list.
 * @param response the answer; it is not read (a clone is).
 * @param url the list's URL (relative pictures resolve against it).
 * @returns the reason in a few words, or undefined when it may be stored. Never rejects.
 */
export async function projectsAnswerProblem(
  response: Response,
  url: string,
): Promise<string | undefined> {
  if (response.status !== 200) return `status ${response.status}`;
  let body: unknown;
  try {
    body = await response.clone().json();
  } catch {
    return 'the body is not JSON';
  }
  return projectsListProblem(body, url);
}

/**
 * The Workbox plugin of the projects route: its `cacheWillUpdate` keeps an
 * answer that passes {@link projectsAnswerProblem} and drops any other
 * (returns null, so the cached copy stays), logging why with `console.warn`
 * in the worker's console. The visitor still gets the network's answer
 * when nothing is cached.
 */
export const validProjectsListPlugin: WorkboxPlugin = {
  cacheWillUpdate: async ({ request, response }) => {
    const problem = await projectsAnswerProblem(response, request.url);
    if (problem === undefined) return response;
    console.warn(`Projects: kept the cached list of ${request.url}: ${problem}`);
    return null;
  },
};
