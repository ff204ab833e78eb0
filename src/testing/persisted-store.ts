import { clear, get, set } from 'idb-keyval';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { visitorStateDb } from '#src/lib/idb-persist.ts';

/** The parts of a zustand store with `persist` that the shared tests use. */
type PersistedStore<S> = {
  getState: () => S;
  persist: { rehydrate: () => Promise<void>; hasHydrated: () => boolean };
};

/** One store's case for {@link describePersistedStore}. */
export type PersistedStoreCase<S> = {
  /** The store's IndexedDB key. */
  name: string;
  /** Imports the store's module; called after `vi.resetModules()`, so each call is a fresh page load. */
  load: () => Promise<PersistedStore<S>>;
  /** The store's initial (prerendered) state. */
  defaults: Partial<S>;
  /** A visitor's changes; `saved` is the record's `state` afterwards, `restored` the state after a reload. */
  change: (state: S) => void | Promise<void>;
  saved: object;
  restored: Partial<S>;
  /** Saved values of the right version but the wrong shape. */
  corrupt: unknown[];
};

async function freshStore<S>(load: () => Promise<PersistedStore<S>>): Promise<PersistedStore<S>> {
  vi.resetModules();
  return load();
}

/**
 * The persistence, migration and corrupt-data tests every visitor-state
 * store gets (docs/product.md § Navigation, "What is remembered"), each "reload" being a fresh import of the
 * store's module over the same (fake) IndexedDB.
 */
export function describePersistedStore<S>(store: PersistedStoreCase<S>): void {
  describe(`${store.name} store in IndexedDB`, () => {
    beforeEach(async () => {
      await clear(visitorStateDb);
      vi.spyOn(console, 'warn').mockImplementation(() => {});
    });
    afterEach(() => vi.restoreAllMocks());

    it('starts with the defaults and keeps them when nothing is saved', async () => {
      const page = await freshStore(store.load);
      expect(page.getState()).toMatchObject(store.defaults);
      await page.persist.rehydrate();
      expect(page.getState()).toMatchObject(store.defaults);
      expect(page.persist.hasHydrated()).toBe(true);
    });

    it('saves a change and restores it after a reload', async () => {
      const first = await freshStore(store.load);
      await first.persist.rehydrate();
      await store.change(first.getState());
      await vi.waitFor(async () =>
        expect(await get(store.name, visitorStateDb)).toEqual({ state: store.saved, version: 1 }),
      );
      const second = await freshStore(store.load);
      expect(second.getState()).toMatchObject(store.defaults);
      await second.persist.rehydrate();
      expect(second.getState()).toMatchObject(store.restored);
    });

    it('migrates data saved without a version (zustand writes version 0) and saves it at version 1', async () => {
      await set(store.name, { state: store.saved, version: 0 }, visitorStateDb);
      const page = await freshStore(store.load);
      await page.persist.rehydrate();
      expect(page.getState()).toMatchObject(store.restored);
      expect(await get(store.name, visitorStateDb)).toEqual({ state: store.saved, version: 1 });
    });

    it('ignores data from a newer version (after a rolled-back deploy) and never overwrites it', async () => {
      const newer = { state: store.saved, version: 2 };
      await set(store.name, newer, visitorStateDb);
      const page = await freshStore(store.load);
      await page.persist.rehydrate();
      expect(page.getState()).toMatchObject(store.defaults);
      expect(await get(store.name, visitorStateDb)).toEqual(newer);
      // A change in the older build lasts for the page; the newer build's record stays.
      await store.change(page.getState());
      await vi.waitFor(() =>
        expect(console.warn).toHaveBeenCalledWith(
          expect.stringContaining('the change lasts until the page closes'),
        ),
      );
      expect(await get(store.name, visitorStateDb)).toEqual(newer);
    });

    it.each([...store.corrupt.map((state) => ({ state, version: 1 })), 'not a record', null, 42])(
      'falls back to the defaults for a corrupt record %j',
      async (record) => {
        await set(store.name, record, visitorStateDb);
        const page = await freshStore(store.load);
        await page.persist.rehydrate();
        expect(page.getState()).toMatchObject(store.defaults);
        expect(page.persist.hasHydrated()).toBe(true);
      },
    );
  });
}
