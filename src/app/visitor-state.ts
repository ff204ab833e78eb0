import { useCoursesSearchStore } from '#src/features/courses/courses-search-store.ts';
import { useLikeStore } from '#src/features/demo-reel/like-store.ts';
import { useSearchStore } from '#src/features/search/search-store.ts';
import { useNavStore } from '#src/stores/nav-store.ts';
import {
  applyColorMode,
  FIRST_COLOR_MODE,
  isFollowingFirstMode,
  useThemeStore,
} from '#src/stores/theme-store.ts';

/** The stores saved in IndexedDB (docs/product.md § Navigation, "What is remembered"), each under its own key. */
export const VISITOR_STORES = [
  useThemeStore,
  useNavStore,
  useLikeStore,
  useCoursesSearchStore,
  useSearchStore,
];

/**
 * Restores the visitor's state from IndexedDB and keeps `<html data-theme>`
 * (and its localStorage mirror) in step with the colour mode from then on.
 *
 * Call once in the browser, before React hydrates: hydration renders the
 * stores' initial state (zustand hands React `getInitialState()` as the
 * server snapshot, which equals the prerendered HTML) and React re-renders
 * with the restored values right after. The colour mode is applied only once
 * the stored one is known, so the pre-paint script's choice is never
 * replaced by the default in between.
 * @returns a promise that settles when every store has rehydrated; it never
 *   rejects (unreadable storage means defaults, see `persistInIdb`).
 */
export function restoreVisitorState(): Promise<void> {
  // docs/product.md § Colour mode: "system" asks the system again on each visit until the visitor chooses.
  const remember = () => !(FIRST_COLOR_MODE === 'system' && isFollowingFirstMode());
  useThemeStore.persist.onFinishHydration((state) =>
    applyColorMode(state.mode, undefined, remember()),
  );
  useThemeStore.subscribe((state, previous) => {
    if (state.mode !== previous.mode) applyColorMode(state.mode, undefined, remember());
  });
  return Promise.all(VISITOR_STORES.map((store) => store.persist.rehydrate())).then(
    () => undefined,
  );
}
