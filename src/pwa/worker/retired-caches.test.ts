import { describe, expect, it } from 'vitest';
import { scopedName } from '#src/lib/scoped-name.ts';
import { CACHE_NAMES, RETIRED_CACHE_NAMES } from '../cache-names.ts';
import { type RetiredCacheScope, registerRetiredCacheCleanup } from './retired-caches.ts';

/**
 * Registers the clean-up on a stand-in worker scope whose Cache Storage
 * holds `stored`, fires `activate` and waits for what it was given to wait
 * on; returns the cache names left, sorted.
 */
async function activate(names: readonly string[], stored: string[]): Promise<string[]> {
  const left = new Set(stored);
  let listener: ((event: Pick<ExtendableEvent, 'waitUntil'>) => void) | undefined;
  const scope: RetiredCacheScope = {
    addEventListener: (_type, added) => {
      listener = added;
    },
    caches: { delete: async (name) => left.delete(name) },
  };
  registerRetiredCacheCleanup(scope, names);
  const waits: Promise<unknown>[] = [];
  listener?.({
    waitUntil: (promise: Promise<unknown>) => {
      waits.push(promise);
    },
  });
  expect(waits).toHaveLength(1);
  await Promise.all(waits);
  return [...left].sort();
}

/** Caches the activation must keep: this version's and other apps' on the same host. */
const KEPT = [
  'workbox-precache-v2-https://owner.github.io/',
  ...Object.values(CACHE_NAMES),
  scopedName('portfolio-posts', '/other-app/'),
  'other-app-data',
];

describe('on activate, the worker deletes the caches older versions made (docs/product.md § Offline and install)', () => {
  it("deletes the old posts cache, and keeps this version's and other apps' caches", async () => {
    expect(await activate(RETIRED_CACHE_NAMES, ['portfolio-posts', ...KEPT])).toEqual(
      [...KEPT].sort(),
    );
  });

  it('under a sub-path, only the names scoped to that path', async () => {
    const retired = [scopedName('portfolio-posts', '/portfolio/')];
    const kept = ['portfolio-posts', scopedName('portfolio-images', '/portfolio/')];
    expect(await activate(retired, [...retired, ...kept])).toEqual([...kept].sort());
  });

  it('does nothing to a visitor who never had them', async () => {
    expect(await activate(RETIRED_CACHE_NAMES, KEPT)).toEqual([...KEPT].sort());
  });

  it('no cache is both current and retired', () => {
    const current: string[] = Object.values(CACHE_NAMES);
    expect(RETIRED_CACHE_NAMES.filter((name) => current.includes(name))).toEqual([]);
  });
});
