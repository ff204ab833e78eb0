import { createStore, del, get, set } from 'idb-keyval';
import { is, number, type, unknown, type Struct } from 'superstruct';
import type { PersistOptions, PersistStorage, StorageValue } from 'zustand/middleware';

/**
 * The IndexedDB database and object store that hold the visitor's state
 * (docs/product.md § Navigation, "What is remembered"): one record per store,
 * keyed by the store's name. One `createStore` per database (idb-keyval: a second object store in the same
 * database through another `createStore` fails with `NotFoundError`).
 */
export const visitorStateDb = createStore('portfolio', 'stores');

/** What zustand's `persist` writes for a store: its plain data and the shape's version. */
const Envelope = type({ state: unknown(), version: number() });

function warn(name: string, message: string, error?: unknown) {
  console.warn(`Visitor state "${name}": ${message}`, ...(error === undefined ? [] : [error]));
}

/**
 * Whether the visitor changed a store while its saved value was being read:
 * then that change is newer than what the read returns (and already on its
 * way to IndexedDB), so the read must not overwrite it.
 */
type ReadTracker = { isReading: boolean; changedDuringRead: boolean };

/**
 * A zustand `PersistStorage` on idb-keyval. It never throws or rejects:
 * IndexedDB can be missing (server render, some private modes), blocked or
 * full, and none of that may break the page. A failed read counts as
 * "nothing stored" (defaults), a failed write keeps the state in memory;
 * both are logged with `console.warn`. Writes made during a read are noted
 * in `tracker`.
 */
function idbStorage<P>(tracker: ReadTracker): PersistStorage<P> {
  return {
    getItem: async (name) => {
      tracker.isReading = true;
      tracker.changedDuringRead = false;
      try {
        const value: unknown = await get(name, visitorStateDb);
        if (value === undefined) return null;
        if (is(value, Envelope) && value.state !== undefined) return value as StorageValue<P>;
        warn(name, 'the stored record is unreadable; using the defaults', value);
      } catch (error) {
        warn(name, 'IndexedDB could not be read; using the defaults', error);
      }
      return null;
    },
    setItem: async (name, value) => {
      if (tracker.isReading) tracker.changedDuringRead = true;
      try {
        await set(name, value, visitorStateDb);
      } catch (error) {
        warn(name, 'IndexedDB could not be written; the change lasts until the page closes', error);
      }
    },
    removeItem: async (name) => {
      try {
        await del(name, visitorStateDb);
      } catch (error) {
        warn(name, 'IndexedDB could not be cleared', error);
      }
    },
  };
}

/** Options of {@link persistInIdb}. `S` is the store's state, `P` the plain data it saves. */
export type PersistInIdbOptions<S, P> = {
  /** The record's key in IndexedDB, e.g. `theme`. */
  name: string;
  /** Version of `shape`; bump it when `shape` changes and add a step to `migrations`. */
  version: number;
  /** The saved data's exact shape; a stored value that fails it is ignored (defaults). */
  shape: Struct<P>;
  /** Picks the plain data to save (never functions: IndexedDB structured-clones, and cannot clone one). */
  partialize: (state: S) => P;
  /**
   * The migration hook: `migrations[n]` turns data saved at version `n` into
   * version `n + 1`. A missing step means the shape did not change. Data from a
   * newer version than this build's (a rolled-back deploy) is ignored.
   */
  migrations?: Partial<Record<number, (state: unknown) => unknown>>;
};

/**
 * `persist()` options shared by the visitor-state stores (docs/product.md
 * § Navigation, "What is remembered"): the store is saved to IndexedDB under `name`, versioned, and
 * its saved data is migrated step by step and validated with `shape` when it
 * is read back. Corrupt, unreadable or unmigratable data falls back to the
 * store's defaults with a `console.warn`; nothing throws.
 *
 * Hydration is manual (`skipHydration`): the first render must show the
 * defaults the prerendered HTML holds, and the server render must not touch
 * IndexedDB; `src/app/visitor-state.ts` calls `persist.rehydrate()` in the
 * browser, before React hydrates. A change the visitor makes while the
 * saved value is still being read (a click right after the page loads) wins
 * over the saved value: it is newer, and `persist` has already written it.
 */
export function persistInIdb<S, P>({
  name,
  version,
  shape,
  partialize,
  migrations = {},
}: PersistInIdbOptions<S, P>): PersistOptions<S, P> {
  const tracker: ReadTracker = { isReading: false, changedDuringRead: false };
  return {
    name,
    version,
    partialize,
    skipHydration: true,
    storage: idbStorage<P>(tracker),
    migrate: (saved, savedVersion) => {
      if (savedVersion > version) {
        warn(name, `saved by a newer version (${savedVersion} > ${version}); using the defaults`);
        return undefined as P;
      }
      try {
        let state = saved;
        for (let step = savedVersion; step < version; step += 1) {
          const migrate = migrations[step];
          if (migrate) state = migrate(state);
        }
        return state as P;
      } catch (error) {
        warn(name, `could not migrate from version ${savedVersion}; using the defaults`, error);
        return undefined as P;
      }
    },
    merge: (saved, current) => {
      tracker.isReading = false;
      if (tracker.changedDuringRead) return current;
      if (saved === undefined) return current;
      if (is(saved, shape)) return { ...current, ...saved };
      warn(name, 'the stored value has the wrong shape; using the defaults', saved);
      return current;
    },
  };
}
