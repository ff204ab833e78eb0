import { object, string } from 'superstruct';
import type { StateCreator } from 'zustand';
import type { PersistOptions } from 'zustand/middleware';
import { persistInIdb } from '#src/lib/idb-persist.ts';

/**
 * The site search's state (docs/product.md § Search): the search text, and
 * whether the dialog "Search" is open. Every trigger (the header's and the
 * drawer's buttons, the keys `/` and Ctrl/⌘+K) opens the one dialog through it.
 */
export type SearchStore = {
  /** What the visitor typed, as typed; '' at first. */
  query: string;
  isOpen: boolean;
  setQuery: (query: string) => void;
  setOpen: (isOpen: boolean) => void;
};

/** What the search store saves: the search text only. */
export type SavedSearch = { query: string };

/**
 * The search store's state and actions, without React: Home's store
 * (`search-store.ts`) and the static pages' search (`static/`) are made from
 * it, so both read and write the same saved search.
 */
export const searchState: StateCreator<SearchStore, [['zustand/persist', unknown]]> = (set) => ({
  query: '',
  isOpen: false,
  setQuery: (query) => set({ query }),
  setOpen: (isOpen) => set({ isOpen }),
});

/**
 * Saved in IndexedDB as `search` (docs/product.md § Search: the search text is
 * remembered, so the dialog opens on the last search, on this visit and the
 * next, on Home and on the static pages alike). The open state is never
 * saved: a reload never opens with the dialog over the page. A new object
 * per store: each keeps its own read state.
 */
export function searchPersistence(): PersistOptions<SearchStore, SavedSearch> {
  return persistInIdb({
    name: 'search',
    version: 1,
    shape: object({ query: string() }),
    partialize: (state: SearchStore) => ({ query: state.query }),
  });
}
