import { object, string } from 'superstruct';
import { create } from 'zustand';
import { persist } from 'zustand/middleware';
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

/**
 * Saved in IndexedDB as `search` (docs/product.md § Search: the search text is
 * remembered, so the dialog opens on the last search, on this visit and the
 * next). The open state is never saved: a reload never opens with the dialog
 * over the page.
 */
export const useSearchStore = create<SearchStore>()(
  persist(
    (set) => ({
      query: '',
      isOpen: false,
      setQuery: (query) => set({ query }),
      setOpen: (isOpen) => set({ isOpen }),
    }),
    persistInIdb({
      name: 'search',
      version: 1,
      shape: object({ query: string() }),
      partialize: (state: SearchStore) => ({ query: state.query }),
    }),
  ),
);
