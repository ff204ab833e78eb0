import { readFileSync } from 'node:fs';
import { runInNewContext } from 'node:vm';
import { describe, expect, it, vi } from 'vitest';
import { scopedName } from '#src/lib/scoped-name.ts';
import { CACHE_NAMES, RETIRED_CACHE_NAMES } from '#src/pwa/cache-names.ts';

const SOURCE = readFileSync('tools/kill-switch/sw.js', 'utf8');

/**
 * Runs the kill-switch worker in a stand-in worker scope whose registration
 * has `scope` and whose Cache Storage holds `names`, through install and
 * activate; returns the names left.
 */
async function runKillSwitch(scope: string, names: string[]): Promise<string[]> {
  const stored = new Set(names);
  const listeners = new Map<string, (event: unknown) => void>();
  const self = {
    addEventListener: (type: string, listener: (event: unknown) => void) =>
      listeners.set(type, listener),
    skipWaiting: vi.fn(),
    registration: { scope, unregister: vi.fn(async () => true) },
    clients: { matchAll: async () => [] },
  };
  const caches = {
    keys: async () => [...stored],
    delete: async (name: string) => stored.delete(name),
  };
  runInNewContext(SOURCE, { self, caches, URL });
  let done: Promise<unknown> = Promise.resolve();
  listeners.get('activate')?.({ waitUntil: (promise: Promise<unknown>) => (done = promise) });
  await done;
  expect(self.registration.unregister).toHaveBeenCalled();
  return [...stored].sort();
}

/** The caches another app keeps on the same host, at `/other/`. */
const OTHER_APPS = [
  'workbox-precache-v2-https://owner.github.io/other/',
  'workbox-runtime-https://owner.github.io/other/',
  scopedName('portfolio-projects', '/other/'),
  scopedName('portfolio-images', '/other/'),
  'other-app-data',
];

describe("the kill switch deletes only its own site's caches (docs/product.md § Offline and install)", () => {
  it("at the root path: Workbox's caches of its scope and the runtime caches, retired ones too, nothing else", async () => {
    const scope = 'https://owner.github.io/';
    const own = [
      `workbox-precache-v2-${scope}`,
      `workbox-runtime-${scope}`,
      ...Object.values(CACHE_NAMES),
      ...RETIRED_CACHE_NAMES,
    ];
    expect(own).toContain('portfolio-posts');
    expect(await runKillSwitch(scope, [...own, ...OTHER_APPS])).toEqual([...OTHER_APPS].sort());
  });

  it('under a sub-path: the caches scoped to that path, nothing of the root or other paths', async () => {
    const scope = 'https://owner.github.io/portfolio/';
    const own = [
      `workbox-precache-v2-${scope}`,
      scopedName('portfolio-projects', '/portfolio/'),
      scopedName('portfolio-images', '/portfolio/'),
      scopedName('portfolio-posts', '/portfolio/'),
    ];
    const root = [
      'workbox-precache-v2-https://owner.github.io/',
      'portfolio-projects',
      'portfolio-images',
      'portfolio-posts',
    ];
    const left = await runKillSwitch(scope, [...own, ...root, ...OTHER_APPS]);
    expect(left).toEqual([...root, ...OTHER_APPS].sort());
  });

  it("knows every runtime cache the site's worker uses or older versions used", () => {
    for (const name of [...Object.values(CACHE_NAMES), ...RETIRED_CACHE_NAMES])
      expect(SOURCE).toContain(`'${name}'`);
  });
});
