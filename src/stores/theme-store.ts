import { create } from 'zustand';

/** The two colour modes (spec section 4); `dark` is the initial one. */
export type ColorMode = 'light' | 'dark';

/** Colour-mode store (spec sections 2 and 4). */
export type ThemeStore = {
  mode: ColorMode;
  setMode: (mode: ColorMode) => void;
  /** Flips dark ↔ light (the "Dark mode" switch, CONTRACT.md). */
  toggle: () => void;
};

/** The visitor's colour mode; `applyColorMode` mirrors it onto `<html data-theme>`. */
export const useThemeStore = create<ThemeStore>()((set) => ({
  mode: 'dark',
  setMode: (mode) => set({ mode }),
  toggle: () => set((state) => ({ mode: state.mode === 'dark' ? 'light' : 'dark' })),
}));

/** Sets `data-theme` on the root element, which switches every theme token in theme.css. */
export function applyColorMode(mode: ColorMode, root: HTMLElement = document.documentElement): void {
  root.dataset.theme = mode;
}
