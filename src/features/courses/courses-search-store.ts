import { create } from 'zustand';

/** Course search text (spec section 4: starts empty, updates on each input). */
export type CoursesSearchStore = {
  query: string;
  setQuery: (query: string) => void;
};

export const useCoursesSearchStore = create<CoursesSearchStore>()((set) => ({
  query: '',
  setQuery: (query) => set({ query }),
}));
