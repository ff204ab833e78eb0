import { clear, get, set } from 'idb-keyval';
import { number, object, string } from 'superstruct';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { persist } from 'zustand/middleware';
import { createStore } from 'zustand/vanilla';
import { MAX_STORED_VERSION, persistInIdb, visitorStateDb } from './idb-persist.ts';

/** A store whose saved shape went through two versions: v1 `{ label }`, v2 `{ title }`, v3 `{ title, count }`. */
type Sample = { title: string; count: number; rename: (title: string) => void };

function createSample(fallback?: () => unknown) {
  return createStore<Sample>()(
    persist(
      (setState) => ({ title: 'default', count: 0, rename: (title) => setState({ title }) }),
      persistInIdb({
        name: 'sample',
        version: 3,
        shape: object({ title: string(), count: number() }),
        partialize: (state: Sample) => ({ title: state.title, count: state.count }),
        migrations: {
          1: (state) => ({ title: (state as { label: string }).label }),
          2: (state) => ({ ...(state as object), count: 0 }),
        },
        fallback,
      }),
    ),
  );
}

describe('persistInIdb (IndexedDB, versioned, validated)', () => {
  let warn: ReturnType<typeof vi.spyOn>;
  beforeEach(async () => {
    await clear(visitorStateDb);
    warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  });
  afterEach(() => vi.restoreAllMocks());

  it('does not read IndexedDB until asked: the first render shows the defaults', async () => {
    await set('sample', { state: { title: 'saved', count: 2 }, version: 3 }, visitorStateDb);
    const store = createSample();
    expect(store.getState().title).toBe('default');
    expect(store.persist.hasHydrated()).toBe(false);
    await store.persist.rehydrate();
    expect(store.getState()).toMatchObject({ title: 'saved', count: 2 });
    expect(store.getInitialState().title).toBe('default');
  });

  it('saves plain data with its version, and a new store reads it back', async () => {
    const store = createSample();
    await store.persist.rehydrate();
    await store.getState().rename('kept');
    expect(await get('sample', visitorStateDb)).toEqual({
      state: { title: 'kept', count: 0 },
      version: 3,
    });
    const reloaded = createSample();
    await reloaded.persist.rehydrate();
    expect(reloaded.getState().title).toBe('kept');
  });

  it('keeps a change made while the saved value is being read, in memory and in IndexedDB', async () => {
    await set('sample', { state: { title: 'saved', count: 2 }, version: 3 }, visitorStateDb);
    const store = createSample();
    const restoring = store.persist.rehydrate();
    await store.getState().rename('clicked before the read finished');
    await restoring;
    expect(store.getState().title).toBe('clicked before the read finished');
    expect(await get('sample', visitorStateDb)).toEqual({
      state: { title: 'clicked before the read finished', count: 0 },
      version: 3,
    });
    const reloaded = createSample();
    await reloaded.persist.rehydrate();
    expect(reloaded.getState().title).toBe('clicked before the read finished');
  });

  it('still restores the saved value on a later rehydration after such a change', async () => {
    const store = createSample();
    const restoring = store.persist.rehydrate();
    await store.getState().rename('early');
    await restoring;
    await set(
      'sample',
      { state: { title: 'from another tab', count: 1 }, version: 3 },
      visitorStateDb,
    );
    await store.persist.rehydrate();
    expect(store.getState()).toMatchObject({ title: 'from another tab', count: 1 });
  });

  it('migrates old data step by step and saves it at the current version', async () => {
    await set('sample', { state: { label: 'from v1' }, version: 1 }, visitorStateDb);
    const store = createSample();
    await store.persist.rehydrate();
    expect(store.getState()).toMatchObject({ title: 'from v1', count: 0 });
    expect(await get('sample', visitorStateDb)).toEqual({
      state: { title: 'from v1', count: 0 },
      version: 3,
    });
  });

  it.each([
    ['the wrong shape', { state: { title: 42, count: 0 }, version: 3 }],
    ['extra fields', { state: { title: 'x', count: 0, admin: true }, version: 3 }],
    ['no state', { version: 3 }],
    ['a string instead of a record', 'corrupt'],
    ['a record without a version', { state: { title: 'x', count: 1 } }],
    ['data a migration cannot handle', { state: null, version: 1 }],
  ])('falls back to the defaults for %s, and still finishes hydrating', async (_, stored) => {
    await set('sample', stored, visitorStateDb);
    const store = createSample();
    await store.persist.rehydrate();
    expect(store.getState()).toMatchObject({ title: 'default', count: 0 });
    expect(store.persist.hasHydrated()).toBe(true);
    expect(warn).toHaveBeenCalled();
    // The visitor's next change replaces the bad record.
    await store.getState().rename('fresh');
    expect(await get('sample', visitorStateDb)).toEqual({
      state: { title: 'fresh', count: 0 },
      version: 3,
    });
  });

  it.each([
    ['-Infinity', Number.NEGATIVE_INFINITY],
    ['-1e7', -1e7],
    ['-1', -1],
    ['NaN', Number.NaN],
    ['1.5', 1.5],
    ['Infinity', Number.POSITIVE_INFINITY],
    ['1e308', 1e308],
    ['one past the highest a store may reach', MAX_STORED_VERSION + 1],
    ['a string', '3'],
  ])(
    'treats a stored version of %s as corrupt: defaults at once, no migration',
    async (_, version) => {
      await set('sample', { state: { title: 'stored', count: 1 }, version }, visitorStateDb);
      const store = createSample();
      const started = performance.now();
      await store.persist.rehydrate();
      // Generous: a corrupt version used to run the migration loop for seconds, or forever.
      expect(performance.now() - started).toBeLessThan(2_000);
      expect(store.getState()).toMatchObject({ title: 'default', count: 0 });
      expect(store.persist.hasHydrated()).toBe(true);
      expect(warn).toHaveBeenCalledWith(
        expect.stringContaining('the stored record is unreadable'),
        expect.anything(),
      );
      // Corrupt data is replaced by the visitor's next change.
      await store.getState().rename('fresh');
      expect(await get('sample', visitorStateDb)).toEqual({
        state: { title: 'fresh', count: 0 },
        version: 3,
      });
    },
  );

  it('accepts every whole version from 0 up to its own', async () => {
    const saved = [
      { label: 'old' },
      { label: 'old' },
      { title: 'old' },
      { title: 'old', count: 5 },
    ];
    for (const [version, state] of saved.entries()) {
      await set('sample', { state, version }, visitorStateDb);
      const store = createSample();
      await store.persist.rehydrate();
      expect(store.getState().title, `version ${version}`).toBe('old');
    }
  });

  describe('data saved by a newer build (the site was rolled back to an older deploy)', () => {
    const newer = {
      state: { title: 'from the newer build', count: 7, accent: 'teal' },
      version: 4,
    };

    it('uses the defaults in memory and leaves the record untouched in IndexedDB', async () => {
      await set('sample', newer, visitorStateDb);
      const store = createSample();
      await store.persist.rehydrate();
      expect(store.getState()).toMatchObject({ title: 'default', count: 0 });
      expect(store.persist.hasHydrated()).toBe(true);
      expect(await get('sample', visitorStateDb)).toEqual(newer);
      expect(warn).toHaveBeenCalledWith(expect.stringContaining('saved by a newer version'), newer);
    });

    it('keeps the record even when the visitor changes something: the change lasts for the page', async () => {
      await set('sample', newer, visitorStateDb);
      const store = createSample();
      await store.persist.rehydrate();
      await store.getState().rename('changed in the older build');
      expect(store.getState().title).toBe('changed in the older build');
      expect(await get('sample', visitorStateDb)).toEqual(newer);
      expect(warn).toHaveBeenCalledWith(
        expect.stringContaining('the change lasts until the page closes'),
      );
      // Back on the newer build, nothing was lost; here, a reload shows the defaults again.
      const reloaded = createSample();
      await reloaded.persist.rehydrate();
      expect(reloaded.getState().title).toBe('default');
    });

    it('uses the store’s fallback instead of the defaults, when it has one', async () => {
      await set('sample', newer, visitorStateDb);
      const store = createSample(() => ({ title: 'from the fallback', count: 1 }));
      await store.persist.rehydrate();
      expect(store.getState()).toMatchObject({ title: 'from the fallback', count: 1 });
      expect(await get('sample', visitorStateDb)).toEqual(newer);
    });
  });

  describe('a fallback (e.g. the colour mode’s localStorage mirror)', () => {
    const failReads = () =>
      vi.spyOn(IDBObjectStore.prototype, 'get').mockImplementation(() => {
        throw new DOMException('Internal error opening backing store', 'UnknownError');
      });

    it('replaces the defaults when IndexedDB cannot be read, and is not written back', async () => {
      failReads();
      const put = vi.spyOn(IDBObjectStore.prototype, 'put');
      const store = createSample(() => ({ title: 'mirrored', count: 2 }));
      await store.persist.rehydrate();
      expect(store.getState()).toMatchObject({ title: 'mirrored', count: 2 });
      expect(store.persist.hasHydrated()).toBe(true);
      expect(put).not.toHaveBeenCalled();
    });

    it('is checked against the shape: a bad fallback means the defaults', async () => {
      failReads();
      const store = createSample(() => ({ title: 42 }));
      await store.persist.rehydrate();
      expect(store.getState()).toMatchObject({ title: 'default', count: 0 });
    });

    it('is not used when nothing is stored, or the record is corrupt: those mean the defaults', async () => {
      const fallback = vi.fn(() => ({ title: 'mirrored', count: 2 }));
      const empty = createSample(fallback);
      await empty.persist.rehydrate();
      expect(empty.getState().title).toBe('default');
      await set('sample', { state: { title: 42, count: 0 }, version: 3 }, visitorStateDb);
      const corrupt = createSample(fallback);
      await corrupt.persist.rehydrate();
      expect(corrupt.getState().title).toBe('default');
      expect(fallback).not.toHaveBeenCalled();
    });
  });

  it('uses the defaults when IndexedDB cannot be read', async () => {
    vi.spyOn(IDBObjectStore.prototype, 'get').mockImplementation(() => {
      throw new DOMException('disk on fire', 'UnknownError');
    });
    const store = createSample();
    await store.persist.rehydrate();
    expect(store.getState().title).toBe('default');
    expect(store.persist.hasHydrated()).toBe(true);
    expect(warn).toHaveBeenCalledWith(
      expect.stringContaining('could not be read'),
      expect.any(DOMException),
    );
  });

  it('keeps a change in memory when IndexedDB cannot be written', async () => {
    const store = createSample();
    await store.persist.rehydrate();
    vi.spyOn(IDBObjectStore.prototype, 'put').mockImplementation(() => {
      throw new DOMException('quota', 'QuotaExceededError');
    });
    await expect(store.getState().rename('in memory')).resolves.toBeUndefined();
    expect(store.getState().title).toBe('in memory');
    expect(warn).toHaveBeenCalledWith(
      expect.stringContaining('could not be written'),
      expect.any(DOMException),
    );
  });
});
