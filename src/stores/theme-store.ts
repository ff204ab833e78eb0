import { enums, object } from 'superstruct';
import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { persistInIdb } from '#src/lib/idb-persist.ts';

/** The two colour modes (docs/product.md § Colour mode); `dark` is the initial one. */
export type ColorMode = 'light' | 'dark';

/** Colour-mode store (docs/product.md § Colour mode). */
export type ThemeStore = {
  mode: ColorMode;
  setMode: (mode: ColorMode) => void;
  /** Flips dark ↔ light (the switch "Dark mode", docs/product.md § Accessibility). */
  toggle: () => void;
};

/**
 * The visitor's colour mode, saved in IndexedDB as `theme` (docs/product.md § Colour mode);
 * `applyColorMode` mirrors it onto `<html data-theme>`. Starts dark until
 * `persist.rehydrate()` restores the saved mode.
 */
export const useThemeStore = create<ThemeStore>()(
  persist(
    (set) => ({
      mode: 'dark',
      setMode: (mode) => set({ mode }),
      toggle: () => set((state) => ({ mode: state.mode === 'dark' ? 'light' : 'dark' })),
    }),
    persistInIdb({
      name: 'theme',
      version: 1,
      shape: object({ mode: enums(['light', 'dark']) }),
      partialize: (state: ThemeStore) => ({ mode: state.mode }),
      // IndexedDB failed, or holds a newer build's record: the mirror still
      // knows the mode the visitor last saw, and the pre-paint script has
      // already shown it. Falling back to dark would flash and overwrite it.
      fallback: readColorModeMirror,
    }),
  ),
);

/**
 * localStorage key of the colour mode's synchronous mirror. The pre-paint
 * script in index.html reads it (with this literal) before the first paint,
 * so a light-mode visitor never sees a dark flash; IndexedDB stays the source
 * of truth and overwrites the mirror once the store has rehydrated (unless
 * IndexedDB cannot be read: then the mirror's mode is kept).
 */
export const COLOR_MODE_MIRROR_KEY = 'portfolio:color-mode';

/**
 * The colour mode in the synchronous mirror, as the pre-paint script reads it.
 * @returns `{ mode }`, or `undefined` when the mirror is empty, holds
 *   something else, or `localStorage` cannot be read.
 */
export function readColorModeMirror(): { mode: ColorMode } | undefined {
  try {
    const mode = localStorage.getItem(COLOR_MODE_MIRROR_KEY);
    return mode === 'light' || mode === 'dark' ? { mode } : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The page background of each mode (theme.css `--background-color`), which
 * `<meta name="theme-color">` takes so the phone's status bar and the
 * installed app's title bar match the page (docs/product.md § Colour mode).
 * index.html's pre-paint script repeats the light value.
 */
export const THEME_COLORS: Record<ColorMode, string> = { dark: '#0e1015', light: '#f4f5f9' };

/**
 * Shows `mode`: sets `data-theme` on the root element, which switches every
 * theme token in theme.css, sets `<meta name="theme-color">` to the mode's
 * background ({@link THEME_COLORS}), and updates the synchronous mirror (a
 * storage failure, e.g. a full or disabled localStorage, is ignored: the
 * mirror only saves a flash).
 */
export function applyColorMode(
  mode: ColorMode,
  root: HTMLElement = document.documentElement,
): void {
  root.dataset.theme = mode;
  root.ownerDocument
    .querySelector('meta[name="theme-color"]')
    ?.setAttribute('content', THEME_COLORS[mode]);
  try {
    localStorage.setItem(COLOR_MODE_MIRROR_KEY, mode);
  } catch {
    // No mirror: the next load paints dark first, then the stored mode.
  }
}
