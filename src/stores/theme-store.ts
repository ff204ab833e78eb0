import { enums, object } from 'superstruct';
import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { persistInIdb } from '#src/lib/idb-persist.ts';

/** The two colour modes (docs/product.md § Colour mode); `dark` is the initial one. */
export type ColorMode = 'light' | 'dark';

/**
 * The owner's first colour mode (`portfolio.json` `theme.colourMode`, docs/product.md
 * § Colour mode), which the build defines (site-build/theme-plugin.ts); `dark` when
 * the owner names none.
 */
export const FIRST_COLOR_MODE: 'dark' | 'light' | 'system' =
  typeof __FIRST_COLOUR_MODE__ === 'undefined' ? 'dark' : __FIRST_COLOUR_MODE__;

/**
 * The mode the page starts in before the visitor's saved one is known, the
 * same on the server and in the browser (the prerendered switch must match):
 * `light` for a light first mode, otherwise `dark`.
 */
export const PRERENDERED_COLOR_MODE: ColorMode = FIRST_COLOR_MODE === 'light' ? 'light' : 'dark';

/**
 * The first visit's mode, for a visitor who has chosen none: the owner's
 * first mode, or with `system` the one `prefers-color-scheme` asks for now.
 */
export function firstColorMode(): ColorMode {
  if (FIRST_COLOR_MODE !== 'system') return FIRST_COLOR_MODE;
  return typeof matchMedia === 'function' && matchMedia('(prefers-color-scheme: light)').matches
    ? 'light'
    : 'dark';
}

let followsFirstMode = false;

/**
 * Whether the mode shown is the first mode because the visitor has chosen
 * none (nothing was stored): true until they use the switch.
 */
export function isFollowingFirstMode(): boolean {
  return followsFirstMode;
}

/** Colour-mode store (docs/product.md § Colour mode). */
export type ThemeStore = {
  mode: ColorMode;
  setMode: (mode: ColorMode) => void;
  /** Flips dark ↔ light (the switch "Dark mode", docs/product.md § Accessibility). */
  toggle: () => void;
};

/**
 * The visitor's colour mode, saved in IndexedDB as `theme` (docs/product.md § Colour mode);
 * `applyColorMode` mirrors it onto `<html data-theme>`. Starts in
 * {@link PRERENDERED_COLOR_MODE} until `persist.rehydrate()` restores the saved
 * mode, or, with nothing saved, {@link firstColorMode}.
 */
export const useThemeStore = create<ThemeStore>()(
  persist(
    (set) => ({
      mode: PRERENDERED_COLOR_MODE,
      setMode: (mode) => {
        followsFirstMode = false;
        set({ mode });
      },
      toggle: () => {
        followsFirstMode = false;
        set((state) => ({ mode: state.mode === 'dark' ? 'light' : 'dark' }));
      },
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
      // Nothing stored: the visitor has not chosen; the owner's first mode (or the system's).
      initial: () => {
        followsFirstMode = true;
        return { mode: firstColorMode() };
      },
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
 * theme token in theme.css, sets every `<meta name="theme-color">` to the mode's
 * background ({@link THEME_COLORS}), and updates the synchronous mirror (a
 * storage failure, e.g. a full or disabled localStorage, is ignored: the
 * mirror only saves a flash) unless `remember` is false: a mode that follows
 * the system is not the visitor's choice, and the next visit asks the system again.
 */
export function applyColorMode(
  mode: ColorMode,
  root: HTMLElement = document.documentElement,
  remember = true,
): void {
  root.dataset.theme = mode;
  // Every one: a system first mode has one per system mode (site-build/lib/theme.ts).
  for (const meta of root.ownerDocument.querySelectorAll('meta[name="theme-color"]'))
    meta.setAttribute('content', THEME_COLORS[mode]);
  if (!remember) return;
  try {
    localStorage.setItem(COLOR_MODE_MIRROR_KEY, mode);
  } catch {
    // No mirror: the next load paints dark first, then the stored mode.
  }
}
