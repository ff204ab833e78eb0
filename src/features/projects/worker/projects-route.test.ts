import { beforeEach, describe, expect, it, vi } from 'vitest';
import { registerRoute } from 'workbox-routing';
import { StaleWhileRevalidate, type Strategy } from 'workbox-strategies';
import { CACHE_NAMES } from '#src/pwa/cache-names.ts';
import { sampleProject } from '#src/testing/sample-project.ts';
import { cacheableStatuses, registeredRoutes } from '#src/testing/workbox-routes.ts';
import { registerProjectsRoute } from './projects-route.ts';
import { projectsUrlPattern } from './projects-url-pattern.ts';

vi.mock('workbox-routing', () => ({ registerRoute: vi.fn() }));

describe('the worker’s projects route', () => {
  beforeEach(() => {
    vi.mocked(registerRoute).mockClear();
    registerProjectsRoute(projectsUrlPattern('https://api.example.com/projects', '/'));
  });

  it('answers the projects request stale-while-revalidate and keeps only 200 answers', () => {
    const [match, strategy, method] = registeredRoutes()[0] ?? [];
    expect((match as RegExp).test('https://api.example.com/projects')).toBe(true);
    expect(method).toBe('GET');
    expect(strategy).toBeInstanceOf(StaleWhileRevalidate);
    expect(strategy?.cacheName).toBe(CACHE_NAMES.projects);
    expect(strategy?.matchOptions).toEqual({ ignoreVary: true });
    expect(cacheableStatuses(strategy as Strategy)).toEqual([200]);
  });

  it('stores only a 200 whose body is a project list that passes the rules', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const [, strategy] = registeredRoutes()[0] ?? [];
    const request = new Request('https://api.example.com/projects');
    /** What the route's plugins let into the cache (each `cacheWillUpdate` in turn, as Workbox runs them). */
    async function stored(response: Response): Promise<Response | null> {
      let current: Response | null = response;
      for (const plugin of (strategy as Strategy).plugins) {
        if (!current || !plugin.cacheWillUpdate) continue;
        current =
          (await plugin.cacheWillUpdate({
            request,
            response: current,
            event: new Event('fetch') as ExtendableEvent,
          })) ?? null;
      }
      return current;
    }
    const good = Response.json([sampleProject]);
    expect(await (await stored(good))?.json()).toEqual([sampleProject]);
    expect(await stored(Response.json([]))).not.toBeNull();
    expect(
      await stored(new Response('<!doctype html><h1>Down for maintenance</h1>', { status: 200 })),
    ).toBeNull();
    expect(await stored(Response.json({ error: 'Bad gateway' }))).toBeNull();
    expect(await stored(Response.json([{ name: 'not a project' }]))).toBeNull();
    expect(await stored(Response.json([sampleProject], { status: 503 }))).toBeNull();
  });
});
