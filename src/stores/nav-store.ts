import { enums, object } from 'superstruct';
import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { persistInIdb } from '#src/lib/idb-persist.ts';

/** Navigation items (docs/product.md § Navigation: a single item, Home). */
export type NavItem = 'home';

/** Navigation store: the active item (starts as Home, docs/product.md § Navigation) and the narrow-screen drawer. */
export type NavStore = {
  active: NavItem;
  isDrawerOpen: boolean;
  setActive: (item: NavItem) => void;
  setDrawerOpen: (isOpen: boolean) => void;
};

/**
 * Saved in IndexedDB as `nav` (docs/product.md § Navigation): the active item only. The drawer's
 * open state is never saved, so a reload never opens with the drawer over
 * the page.
 */
export const useNavStore = create<NavStore>()(
  persist(
    (set) => ({
      active: 'home',
      isDrawerOpen: false,
      setActive: (active) => set({ active }),
      setDrawerOpen: (isDrawerOpen) => set({ isDrawerOpen }),
    }),
    persistInIdb({
      name: 'nav',
      version: 1,
      shape: object({ active: enums(['home']) }),
      partialize: (state: NavStore) => ({ active: state.active }),
    }),
  ),
);
