import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ExpirationPlugin } from 'workbox-expiration';
import { PrecacheFallbackPlugin } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { NetworkOnly, type Strategy } from 'workbox-strategies';
import {
  cacheableStatuses,
  privateField,
  type RouteMatch,
  registeredRoutes,
} from '#src/testing/workbox-routes.ts';
import { CACHE_NAMES } from '../cache-names.ts';
import { IMAGE_CACHE_LIMITS } from '../cache-rules.ts';
import { ImageStrategy } from './image-strategy.ts';
import { registerRuntimeCaching } from './runtime-caching.ts';

vi.mock('workbox-routing', () => ({ registerRoute: vi.fn() }));

describe('the worker’s runtime routes (what the generated worker did)', () => {
  beforeEach(() => {
    vi.mocked(registerRoute).mockClear();
    registerRuntimeCaching();
  });

  it('caches other images (200s and opaque answers) within the entry and age bounds', () => {
    const [match, strategy] = registeredRoutes()[0] ?? [];
    const matches = match as Exclude<RouteMatch, RegExp>;
    expect(matches({ request: { destination: 'image' } })).toBe(true);
    expect(matches({ request: { destination: 'script' } })).toBe(false);
    expect(strategy?.cacheName).toBe(CACHE_NAMES.images);
    const expiration = strategy?.plugins.find((p) => p instanceof ExpirationPlugin);
    expect(privateField(expiration, '_config')).toMatchObject({
      ...IMAGE_CACHE_LIMITS,
      purgeOnQuotaError: true,
    });
    expect(strategy).toBeInstanceOf(ImageStrategy);
    expect(cacheableStatuses(strategy as Strategy)).toEqual([0, 200]);
  });

  it('sends navigations to the network and falls back offline to the precached 404.html', () => {
    const [match, strategy] = registeredRoutes()[1] ?? [];
    const matches = match as Exclude<RouteMatch, RegExp>;
    expect(matches({ request: { mode: 'navigate' } })).toBe(true);
    expect(matches({ request: { mode: 'cors' } })).toBe(false);
    expect(strategy).toBeInstanceOf(NetworkOnly);
    const fallback = strategy?.plugins.find((p) => p instanceof PrecacheFallbackPlugin);
    expect(privateField(fallback, '_fallbackURL')).toBe('404.html');
  });
});

describe('another language’s navigations (docs/product.md § Languages)', () => {
  it('falls back offline to that language’s own 404.html under its path, before the default', () => {
    vi.mocked(registerRoute).mockClear();
    registerRuntimeCaching('/portfolio/', ['fil/']);
    const [match, strategy] = registeredRoutes()[1] ?? [];
    const matches = match as Exclude<RouteMatch, RegExp>;
    const at = (path: string, mode: RequestMode = 'navigate') => ({
      request: { mode },
      url: new URL(path, 'https://jamie.example'),
    });
    expect(matches(at('/portfolio/fil/no-such-page'))).toBe(true);
    expect(matches(at('/portfolio/no-such-page'))).toBe(false);
    expect(matches(at('/portfolio/fil/x', 'cors'))).toBe(false);
    const fallback = strategy?.plugins.find((p) => p instanceof PrecacheFallbackPlugin);
    expect(privateField(fallback, '_fallbackURL')).toBe('fil/404.html');
    const [, last] = registeredRoutes()[2] ?? [];
    const defaultFallback = last?.plugins.find((p) => p instanceof PrecacheFallbackPlugin);
    expect(privateField(defaultFallback, '_fallbackURL')).toBe('404.html');
  });
});
