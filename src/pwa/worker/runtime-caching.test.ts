import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { ExpirationPlugin } from 'workbox-expiration';
import { PrecacheFallbackPlugin } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { NetworkOnly, type Strategy } from 'workbox-strategies';
import { CACHE_NAMES } from '../cache-names';
import { IMAGE_CACHE_LIMITS } from '../cache-rules';
import { ImageStrategy } from './image-strategy';
import { registerRuntimeCaching } from './runtime-caching';

vi.mock('workbox-routing', () => ({ registerRoute: vi.fn() }));

type Match = RegExp | ((options: { request: Partial<Request> }) => boolean);

/** The routes registered, in order, as [match, strategy, method]. */
function routes(): Array<[Match, Strategy, string]> {
  return vi.mocked(registerRoute).mock.calls as unknown as Array<[Match, Strategy, string]>;
}

/** A private field of a Workbox object (its options are kept there, unexposed). */
function field(object: unknown, name: string): unknown {
  return (object as Record<string, unknown> | undefined)?.[name];
}

function statusesOf(strategy: Strategy): unknown {
  const plugin = strategy.plugins.find((p) => p instanceof CacheableResponsePlugin);
  return field(field(plugin, '_cacheableResponse'), '_statuses');
}

describe('the worker’s runtime routes (what the generated worker did)', () => {
  beforeEach(() => {
    vi.mocked(registerRoute).mockClear();
    registerRuntimeCaching();
  });

  it('caches other images (200s and opaque answers) within the entry and age bounds', () => {
    const [match, strategy] = routes()[0] ?? [];
    const matches = match as Exclude<Match, RegExp>;
    expect(matches({ request: { destination: 'image' } })).toBe(true);
    expect(matches({ request: { destination: 'script' } })).toBe(false);
    expect(strategy?.cacheName).toBe(CACHE_NAMES.images);
    const expiration = strategy?.plugins.find((p) => p instanceof ExpirationPlugin);
    expect(field(expiration, '_config')).toMatchObject({
      ...IMAGE_CACHE_LIMITS,
      purgeOnQuotaError: true,
    });
    expect(strategy).toBeInstanceOf(ImageStrategy);
    expect(statusesOf(strategy as Strategy)).toEqual([0, 200]);
  });

  it('sends navigations to the network and falls back offline to the precached 404.html', () => {
    const [match, strategy] = routes()[1] ?? [];
    const matches = match as Exclude<Match, RegExp>;
    expect(matches({ request: { mode: 'navigate' } })).toBe(true);
    expect(matches({ request: { mode: 'cors' } })).toBe(false);
    expect(strategy).toBeInstanceOf(NetworkOnly);
    const fallback = strategy?.plugins.find((p) => p instanceof PrecacheFallbackPlugin);
    expect(field(fallback, '_fallbackURL')).toBe('404.html');
  });
});
