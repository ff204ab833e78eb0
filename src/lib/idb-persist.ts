import { createStore, del, get } from 'idb-keyval';
import { integer, is, type Struct, size, type, unknown } from 'superstruct';
import type { PersistOptions, PersistStorage, StorageValue } from 'zustand/middleware';
import { scopedName } from './scoped-name.ts';

/**
 * The IndexedDB database and object store that hold the visitor's state
 * (docs/product.md § Navigation, "What is remembered"): one record per store,
 * keyed by the store's name. The database is `portfolio` at the root path and
 * scoped by the base path under a sub-path (`scopedName`). One `createStore` per database (idb-keyval: a second object store in the same
 * database through another `createStore` fails with `NotFoundError`).
 */
export const visitorStateDb = createStore(scopedName('portfolio'), 'stores');

/**
 * The highest version a stored record may carry. Versions count the changes
 * of one store's saved shape, a handful over the site's life; anything
 * beyond this, negative or not a whole number (`-Infinity`, `NaN`, `1.5`,
 * `1e308`) is corrupt. A corrupt version must never reach the migration
 * loop, which steps once per version: `-Infinity` would never end.
 */
export const MAX_STORED_VERSION = 1000;

/** What zustand's `persist` writes for a store: its plain data and the shape's version. */
const Envelope = type({ state: unknown(), version: size(integer(), 0, MAX_STORED_VERSION) });

/** Whether `record` is a well-formed record written by a build newer than `version`. */
function isNewerRecord(record: unknown, version: number): boolean {
  return is(record, Envelope) && record.version > version;
}

function warn(name: string, message: string, error?: unknown) {
  console.warn(`Visitor state "${name}": ${message}`, ...(error === undefined ? [] : [error]));
}

/**
 * What the last read of a record found: `restored` a usable record, `empty`
 * nothing, `corrupt` a record that cannot be used (bad envelope or version),
 * `newer` a record from a newer build, `unreadable` an IndexedDB failure.
 */
type ReadOutcome = 'restored' | 'empty' | 'corrupt' | 'newer' | 'unreadable';

/**
 * Whether the visitor changed a store while its saved value was being read
 * (then that change is newer than what the read returns, and already on its
 * way to IndexedDB, so the read must not overwrite it), and what the read found.
 */
type ReadTracker = { isReading: boolean; changedDuringRead: boolean; outcome: ReadOutcome };

/**
 * Writes `value` under `name` in one transaction, unless the record there was
 * written by a build newer than `version`; that record is left as it is.
 * @returns whether `value` was written. Rejects when IndexedDB fails.
 */
function putUnlessNewer(name: string, value: unknown, version: number): Promise<boolean> {
  return visitorStateDb(
    'readwrite',
    (store) =>
      new Promise<boolean>((resolve, reject) => {
        let written = false;
        const read = store.get(name);
        read.onsuccess = () => {
          if (isNewerRecord(read.result, version)) return;
          store.put(value, name);
          written = true;
        };
        store.transaction.oncomplete = () => resolve(written);
        store.transaction.onerror = () => reject(store.transaction.error);
        store.transaction.onabort = () => reject(store.transaction.error);
      }),
  );
}

/**
 * A zustand `PersistStorage` on idb-keyval for a store saved at `version`.
 * It never throws or rejects: IndexedDB can be missing (server render, some
 * private modes), blocked or full, and none of that may break the page. A
 * failed read counts as "nothing stored" (defaults), a failed write keeps the
 * state in memory; both are logged with `console.warn`. What each read found
 * and writes made during a read are noted in `tracker`.
 *
 * A record written by a newer build (the site was rolled back to an older
 * deploy) is never overwritten, not even when the visitor changes something
 * here: what a visitor expects of a rollback is that it takes nothing away,
 * so the settings they made in the newer build are all there again when it
 * returns. Meanwhile this build uses its defaults (or the store's fallback)
 * in memory, and a change made here lasts for the page (the colour mode's
 * `localStorage` mirror keeps that one for the next load too).
 */
function idbStorage<P>(tracker: ReadTracker, version: number): PersistStorage<P> {
  let hasWarnedNewer = false;
  return {
    getItem: async (name) => {
      tracker.isReading = true;
      tracker.changedDuringRead = false;
      try {
        const value: unknown = await get(name, visitorStateDb);
        if (value === undefined) {
          tracker.outcome = 'empty';
          return null;
        }
        if (isNewerRecord(value, version)) {
          tracker.outcome = 'newer';
          warn(
            name,
            `saved by a newer version of the site (this is ${version}); kept as it is, using the defaults`,
            value,
          );
          return null;
        }
        if (is(value, Envelope) && value.state !== undefined) {
          tracker.outcome = 'restored';
          return value as StorageValue<P>;
        }
        tracker.outcome = 'corrupt';
        warn(name, 'the stored record is unreadable; using the defaults', value);
      } catch (error) {
        tracker.outcome = 'unreadable';
        warn(name, 'IndexedDB could not be read; using the defaults', error);
      }
      return null;
    },
    setItem: async (name, value) => {
      if (tracker.isReading) tracker.changedDuringRead = true;
      try {
        const written = await putUnlessNewer(name, value, version);
        if (!written && !hasWarnedNewer) {
          hasWarnedNewer = true;
          warn(
            name,
            'a newer version of the site saved this; the change lasts until the page closes',
          );
        }
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
   * newer version than this build's (a rolled-back deploy) is left untouched
   * in IndexedDB and not used.
   */
  migrations?: Partial<Record<number, (state: unknown) => unknown>>;
  /**
   * The state to use instead of the defaults when IndexedDB cannot say what
   * the visitor chose: the read failed, or the record comes from a newer
   * build. Checked against `shape`; `undefined` (or a value that fails it)
   * means the defaults. Not used for an empty or corrupt record.
   */
  fallback?: () => unknown;
  /**
   * The state to use instead of the defaults when nothing is stored yet (the
   * visitor has chosen nothing), read when the store rehydrates: e.g. the
   * colour mode the system prefers. Checked against `shape` like `fallback`.
   */
  initial?: () => unknown;
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
  fallback,
  initial,
}: PersistInIdbOptions<S, P>): PersistOptions<S, P> {
  const tracker: ReadTracker = { isReading: false, changedDuringRead: false, outcome: 'empty' };
  return {
    name,
    version,
    partialize,
    skipHydration: true,
    storage: idbStorage<P>(tracker, version),
    migrate: (saved, savedVersion) => {
      // The storage hands over only whole versions from 0 to `version`: the loop below ends.
      if (!Number.isInteger(savedVersion) || savedVersion < 0 || savedVersion > version) {
        warn(name, `cannot migrate from version ${savedVersion}; using the defaults`);
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
      if (saved === undefined) {
        const instead =
          tracker.outcome === 'empty'
            ? initial?.()
            : tracker.outcome === 'unreadable' || tracker.outcome === 'newer'
              ? fallback?.()
              : undefined;
        return instead !== undefined && is(instead, shape) ? { ...current, ...instead } : current;
      }
      if (is(saved, shape)) return { ...current, ...saved };
      warn(name, 'the stored value has the wrong shape; using the defaults', saved);
      return current;
    },
  };
}
