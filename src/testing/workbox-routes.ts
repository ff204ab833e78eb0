import { vi } from 'vitest';
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { registerRoute } from 'workbox-routing';
import type { Strategy } from 'workbox-strategies';

/**
 * Reading the routes a worker module registered, for unit tests that mock
 * `workbox-routing` (`vi.mock('workbox-routing', () => ({ registerRoute: vi.fn() }))`).
 */

/** What a route matches: a URL pattern or a match callback. */
export type RouteMatch = RegExp | ((options: { request: Partial<Request> }) => boolean);

/** The routes registered so far, in order, as [match, strategy, method]. */
export function registeredRoutes(): Array<[RouteMatch, Strategy, string]> {
  return vi.mocked(registerRoute).mock.calls as unknown as Array<[RouteMatch, Strategy, string]>;
}

/** A private field of a Workbox object (its options are kept there, unexposed). */
export function privateField(object: unknown, name: string): unknown {
  return (object as Record<string, unknown> | undefined)?.[name];
}

/** The statuses a strategy's `CacheableResponsePlugin` lets into the cache. */
export function cacheableStatuses(strategy: Strategy): unknown {
  const plugin = strategy.plugins.find((p) => p instanceof CacheableResponsePlugin);
  return privateField(privateField(plugin, '_cacheableResponse'), '_statuses');
}
