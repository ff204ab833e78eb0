import { object, string } from 'superstruct';
import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { persistInIdb } from '#src/lib/idb-persist.ts';

/** Course search text (docs/product.md § Courses: starts empty, updates on each input). */
export type CoursesSearchStore = {
  query: string;
  setQuery: (query: string) => void;
};

/** Saved in IndexedDB as `courses-search` (docs/product.md § Courses: the search text is kept on the device). */
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
