import { clear, get, set } from 'idb-keyval';
import { number, object, string } from 'superstruct';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { persist } from 'zustand/middleware';
import { createStore } from 'zustand/vanilla';
import { persistInIdb, visitorStateDb } from './idb-persist';

/** A store whose saved shape went through two versions: v1 `{ label }`, v2 `{ title }`, v3 `{ title, count }`. */
type Sample = { title: string; count: number; rename: (title: string) => void };

function createSample() {
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
    expect(await get('sample', visitorStateDb)).toEqual({ state: { title: 'kept', count: 0 }, version: 3 });
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
    await set('sample', { state: { title: 'from another tab', count: 1 }, version: 3 }, visitorStateDb);
    await store.persist.rehydrate();
    expect(store.getState()).toMatchObject({ title: 'from another tab', count: 1 });
  });

  it('migrates old data step by step and saves it at the current version', async () => {
    await set('sample', { state: { label: 'from v1' }, version: 1 }, visitorStateDb);
    const store = createSample();
    await store.persist.rehydrate();
    expect(store.getState()).toMatchObject({ title: 'from v1', count: 0 });
    expect(await get('sample', visitorStateDb)).toEqual({ state: { title: 'from v1', count: 0 }, version: 3 });
  });

  it.each([
    ['the wrong shape', { state: { title: 42, count: 0 }, version: 3 }],
    ['extra fields', { state: { title: 'x', count: 0, admin: true }, version: 3 }],
    ['no state', { version: 3 }],
    ['a string instead of a record', 'corrupt'],
    ['a record without a version', { state: { title: 'x', count: 1 } }],
    ['a newer version (a rolled-back deploy)', { state: { title: 'x', count: 1 }, version: 4 }],
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
    expect(await get('sample', visitorStateDb)).toEqual({ state: { title: 'fresh', count: 0 }, version: 3 });
  });

  it('uses the defaults when IndexedDB cannot be read', async () => {
    vi.spyOn(IDBObjectStore.prototype, 'get').mockImplementation(() => {
      throw new DOMException('disk on fire', 'UnknownError');
    });
    const store = createSample();
    await store.persist.rehydrate();
    expect(store.getState().title).toBe('default');
    expect(store.persist.hasHydrated()).toBe(true);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('could not be read'), expect.any(DOMException));
  });

  it('keeps a change in memory when IndexedDB cannot be written', async () => {
    const store = createSample();
    await store.persist.rehydrate();
    vi.spyOn(IDBObjectStore.prototype, 'put').mockImplementation(() => {
      throw new DOMException('quota', 'QuotaExceededError');
    });
    await expect(store.getState().rename('in memory')).resolves.toBeUndefined();
    expect(store.getState().title).toBe('in memory');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('could not be written'), expect.any(DOMException));
  });
});
