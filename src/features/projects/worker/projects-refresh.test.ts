import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CACHE_NAMES } from '#src/pwa/cache-names.ts';
import { sampleProject as project } from '#src/testing/sample-project.ts';
import { PROJECTS_REFRESH } from '../api/periodic-refresh.ts';
import {
  type RefreshScope,
  refreshProjects,
  registerProjectsRefreshHandler,
} from './projects-refresh.ts';

const URL_ = 'https://api.example.com/projects';

/** A Cache API stand-in: one entry per URL, with the request it was stored under. */
function fakeCaches() {
  const entries = new Map<string, { cacheName: string; request: Request; body: string }>();
  const caches = {
    open: async (cacheName: string) => ({
      put: async (request: Request, response: Response) => {
        entries.set(request.url, { cacheName, request, body: await response.text() });
      },
    }),
  } as unknown as CacheStorage;
  return { caches, entries };
}

/** A worker scope that dispatches events to the handler and collects their `waitUntil` promises. */
function fakeScope(fetch: typeof globalThis.fetch, caches: CacheStorage) {
  const target = new EventTarget();
  const scope = Object.assign(target, { fetch, caches }) as RefreshScope;
  const fire = async (tag: string) => {
    const waits: Array<Promise<unknown>> = [];
    const event = Object.assign(new Event('periodicsync'), {
      tag,
      waitUntil: (p: Promise<unknown>) => waits.push(p),
    });
    target.dispatchEvent(event);
    await Promise.all(waits);
    return waits.length;
  };
  return { scope, fire };
}

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });

describe('refreshProjects (the periodic refresh of the cached projects)', () => {
  beforeEach(() => vi.spyOn(console, 'warn').mockImplementation(() => {}));

  it('stores a 200 list that passes the schema under the page’s own request, past the HTTP cache', async () => {
    const { caches, entries } = fakeCaches();
    const fetch = vi.fn(async (_request: RequestInfo | URL, _init?: RequestInit) =>
      json([project]),
    );
    expect(await refreshProjects(URL_, { fetch, caches })).toEqual({ replaced: true });

    const [request, init] = fetch.mock.calls[0] ?? [];
    expect((request as Request).headers.get('Accept')).toBe('application/json');
    expect(init).toMatchObject({ cache: 'no-cache' });
    const entry = entries.get(URL_);
    expect(entry?.cacheName).toBe(CACHE_NAMES.projects);
    expect(entry?.request.headers.get('Accept')).toBe('application/json');
    expect(JSON.parse(entry?.body ?? 'null')).toEqual([project]);
  });

  it.each([
    ['a 500', () => json({ error: 'boom' }, 500), /status 500/],
    ['a 204', () => new Response(null, { status: 204 }), /status 204/],
    ['a body that is not JSON', () => new Response('[{"id": 1,'), /not JSON/],
    ['JSON that is not a list', () => json({ projects: [] }), /expected a JSON list/],
    [
      'a list none of whose items pass the schema',
      () => json([{ ...project, url: 'javascript:alert(1)' }, { name: 'x' }]),
      /no item passes the project schema/,
    ],
    ['no answer', () => Promise.reject(new TypeError('Failed to fetch')), /no answer/],
  ])('keeps the cached copy on %s', async (_name, answer, reason) => {
    const { caches, entries } = fakeCaches();
    const outcome = await refreshProjects(URL_, { fetch: vi.fn(async () => answer()), caches });
    expect(outcome).toEqual({ replaced: false, reason: expect.stringMatching(reason) });
    expect(entries.size).toBe(0);
  });

  it('stores a list whose valid items the page would show, and an empty list', async () => {
    const { caches, entries } = fakeCaches();
    const partly = [project, { ...project, id: 2, url: 'javascript:alert(1)' }];
    expect(await refreshProjects(URL_, { fetch: vi.fn(async () => json(partly)), caches })).toEqual(
      { replaced: true },
    );
    expect(JSON.parse(entries.get(URL_)?.body ?? 'null')).toEqual(partly);
    expect(await refreshProjects(URL_, { fetch: vi.fn(async () => json([])), caches })).toEqual({
      replaced: true,
    });
    expect(JSON.parse(entries.get(URL_)?.body ?? 'null')).toEqual([]);
  });

  it('reports a cache that cannot be written instead of rejecting', async () => {
    const caches = {
      open: async () => Promise.reject(new DOMException('full', 'QuotaExceededError')),
    } as unknown as CacheStorage;
    const outcome = await refreshProjects(URL_, {
      fetch: vi.fn(async () => json([project])),
      caches,
    });
    expect(outcome).toEqual({
      replaced: false,
      reason: expect.stringMatching(/could not be written/),
    });
  });
});

describe('the worker’s periodicsync handler', () => {
  afterEach(() => vi.restoreAllMocks());

  it('refreshes the projects on its own tag only, and logs why it kept the copy', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { caches, entries } = fakeCaches();
    const fetch = vi.fn(async () => json([project]));
    const { scope, fire } = fakeScope(fetch, caches);
    registerProjectsRefreshHandler(scope, URL_);

    expect(await fire('some-other-tag')).toBe(0);
    expect(fetch).not.toHaveBeenCalled();

    expect(await fire(PROJECTS_REFRESH.tag)).toBe(1);
    expect(JSON.parse(entries.get(URL_)?.body ?? 'null')).toEqual([project]);
    expect(warn).not.toHaveBeenCalled();

    fetch.mockImplementation(async () => json({ error: 'boom' }, 503));
    expect(await fire(PROJECTS_REFRESH.tag)).toBe(1);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('status 503'));
    expect(JSON.parse(entries.get(URL_)?.body ?? 'null')).toEqual([project]);
  });
});
