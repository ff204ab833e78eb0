import { create } from 'zustand';

/** Navigation items (spec section 2: a single item, Home). */
export type NavItem = 'home';

/** Navigation store: the active item (starts as Home, spec section 4) and the narrow-screen drawer. */
export type NavStore = {
  active: NavItem;
  isDrawerOpen: boolean;
  setActive: (item: NavItem) => void;
  setDrawerOpen: (isOpen: boolean) => void;
};

export const useNavStore = create<NavStore>()((set) => ({
  active: 'home',
  isDrawerOpen: false,
  setActive: (active) => set({ active }),
  setDrawerOpen: (isDrawerOpen) => set({ isDrawerOpen }),
}));
