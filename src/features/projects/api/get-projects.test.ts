import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CACHE_NAMES } from '#src/pwa/cache-names.ts';
import { sampleProject as project } from '#src/testing/sample-project.ts';
import { getProjects } from './get-projects.ts';

const PROJECTS_URL = 'https://api.example.com/projects';

/** A stand-in for the Cache API that records what was put where. */
function stubCaches() {
  const puts: Array<{ cacheName: string; key: RequestInfo; body: Promise<string> }> = [];
  vi.stubGlobal('caches', {
    open: async (cacheName: string) => ({
      put: async (key: RequestInfo, response: Response) => {
        puts.push({ cacheName, key, body: response.text() });
      },
    }),
  });
  return puts;
}

function stubController(controller: object | null) {
  Object.defineProperty(navigator, 'serviceWorker', { value: { controller }, configurable: true });
}

describe('the first visit fills the projects runtime cache (docs/decisions/0006-seed-the-runtime-cache.md)', () => {
  beforeEach(() => vi.spyOn(console, 'warn').mockImplementation(() => {}));
  afterEach(() => {
    vi.unstubAllGlobals();
    Reflect.deleteProperty(navigator, 'serviceWorker');
  });

  it('puts the response the page already has into the worker’s cache, without a second request', async () => {
    const puts = stubCaches();
    stubController(null);
    const fetchMock = vi.fn(async () => Response.json([project]));
    vi.stubGlobal('fetch', fetchMock);

    expect(await getProjects(PROJECTS_URL)).toHaveLength(1);
    await vi.waitFor(() => expect(puts).toHaveLength(1));
    expect(puts[0].cacheName).toBe(CACHE_NAMES.projects);
    const key = puts[0].key;
    expect(key).toBeInstanceOf(Request);
    expect((key as Request).url).toBe(PROJECTS_URL);
    expect(JSON.parse(await puts[0].body)).toEqual([project]);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('stores it under exactly the request the page made, so the worker reads and replaces the same entry', async () => {
    const puts = stubCaches();
    stubController(null);
    const fetchMock = vi.fn(async (_url: RequestInfo | URL, _init?: RequestInit) =>
      Response.json([project]),
    );
    vi.stubGlobal('fetch', fetchMock);
    await getProjects(PROJECTS_URL);
    await vi.waitFor(() => expect(puts).toHaveLength(1));

    // The Cache API keys an entry by URL and by the request headers a
    // `Vary` answer names (e.g. `Vary: Accept`): a seed without the page's
    // Accept header would be a second entry beside the worker's.
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    const made = new Request(url as string, init);
    const key = puts[0].key as Request;
    expect(key.url).toBe(made.url);
    expect(key.headers.get('Accept')).toBe('application/json');
    expect([...key.headers]).toEqual([...made.headers]);
    expect(key.mode).toBe(made.mode);
    expect(key.credentials).toBe(made.credentials);
  });

  it('leaves the cache to the worker when the worker controls the page', async () => {
    const puts = stubCaches();
    stubController({});
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json([project])),
    );
    await getProjects(PROJECTS_URL);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(puts).toHaveLength(0);
  });

  it('never caches an error answer', async () => {
    const puts = stubCaches();
    stubController(null);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('down', { status: 503 })),
    );
    await expect(getProjects(PROJECTS_URL)).rejects.toThrow('503');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(puts).toHaveLength(0);
  });

  it.each([
    [
      'an HTML maintenance page',
      () =>
        new Response('<!doctype html><h1>Down for maintenance</h1>', {
          headers: { 'Content-Type': 'text/html' },
        }),
    ],
    ['a proxy’s JSON error', () => Response.json({ error: 'Bad gateway' })],
    ['a list none of whose items pass the rules', () => Response.json([{ name: 'not a project' }])],
  ])('never caches a 200 that is not a project list: %s', async (_name, answer) => {
    const puts = stubCaches();
    stubController(null);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => answer()),
    );
    await getProjects(PROJECTS_URL).catch(() => []);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(puts).toHaveLength(0);
  });

  it('still shows the projects when the cache cannot be written', async () => {
    stubController(null);
    vi.stubGlobal('caches', {
      open: async () => Promise.reject(new DOMException('full', 'QuotaExceededError')),
    });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json([project])),
    );
    expect(await getProjects(PROJECTS_URL)).toHaveLength(1);
    await vi.waitFor(() =>
      expect(console.warn).toHaveBeenCalledWith(
        expect.stringContaining(PROJECTS_URL),
        expect.any(DOMException),
      ),
    );
  });
});
