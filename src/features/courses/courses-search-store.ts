import { object, string } from 'superstruct';
import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { persistInIdb } from '../../lib/idb-persist';

/** Course search text (spec section 4: starts empty, updates on each input). */
export type CoursesSearchStore = {
  query: string;
  setQuery: (query: string) => void;
};

/** Saved in IndexedDB as `courses-search` (issue 5; spec section 2: "its text is kept locally"). */
export const useCoursesSearchStore = create<CoursesSearchStore>()(
  persist(
    (set) => ({
      query: '',
      setQuery: (query) => set({ query }),
    }),
    persistInIdb({
      name: 'courses-search',
      version: 1,
      shape: object({ query: string() }),
      partialize: (state: CoursesSearchStore) => ({ query: state.query }),
    }),
  ),
);
