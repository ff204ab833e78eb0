import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { type SearchStore, searchPersistence, searchState } from './search-state.ts';

export type { SearchStore } from './search-state.ts';

/**
 * Home's search store (docs/product.md § Search): the search text, saved in
 * IndexedDB as `search`, and whether the dialog is open (never saved); see
 * {@link SearchStore} and {@link searchPersistence}.
 */
export const useSearchStore = create<SearchStore>()(persist(searchState, searchPersistence()));
