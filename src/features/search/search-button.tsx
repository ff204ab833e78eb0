import { Suspense, useEffect, useState, useSyncExternalStore } from 'react';
import { SearchIcon } from '#src/components/ui/icons.tsx';
import { showToast } from '#src/components/ui/toast-queue.ts';
import { useI18n } from '#src/i18n/i18n-provider.tsx';
import { loadOnDemandTexts } from '#src/i18n/on-demand.ts';
import { lazyWithPreload } from '#src/lib/lazy-with-preload.ts';
import { prefetchWhenIdle } from '#src/lib/prefetch-when-idle.ts';
import { useBackToClose } from '#src/lib/use-back-to-close.ts';
import { useNavStore } from '#src/stores/nav-store.ts';
import { isSearchKey, SEARCH_KEYSHORTCUTS } from './search-keys.ts';
import { useSearchStore } from './search-store.ts';

const closeDrawer = () => useNavStore.getState().setDrawerOpen(false);

// With its texts, which are not part of the first view (MiniSearch comes with the index).
const SearchDialog = lazyWithPreload(() =>
  Promise.all([import('./search-dialog.tsx'), loadOnDemandTexts()]).then(([m]) => ({
    default: m.SearchDialog,
  })),
);

const preload = () => void SearchDialog.preload().catch(() => undefined);

const noSubscription = () => () => undefined;

/** False in the prerendered HTML and while it hydrates, true once the page's script runs. */
function useScriptRuns(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

/**
 * Opens the dialog "Search", loading its code first (once); a chunk that
 * cannot be loaded closes nothing and says so in a toast, and the next try
 * loads it again.
 * @param notLoaded the toast's title, in the page's language
 */
function openSearch(notLoaded: string, offlineText: string, laterText: string): void {
  const { setOpen } = useSearchStore.getState();
  if (SearchDialog.isLoaded()) {
    setOpen(true);
    return;
  }
  SearchDialog.preload().then(
    () => setOpen(true),
    (error: unknown) => {
      console.error(notLoaded, error);
      showToast(notLoaded, {
        tone: 'error',
        description: navigator.onLine ? laterText : offlineText,
      });
    },
  );
}

function useOpenSearch(): () => void {
  const { t } = useI18n();
  return () => openSearch(t('search.notLoaded'), t('common.offline'), t('common.tryAgainLater'));
}

export type SearchButtonProps = {
  /** Classes of the button (its look where it sits, and when it shows). */
  className?: string;
  /** Classes of its label: where the place is short, the label may be read and not shown. */
  labelClassName?: string;
};

/**
 * The button "Search" (docs/product.md § Search): in the profile header on
 * wide screens and in the navigation drawer on narrow ones; it opens the
 * dialog "Search" ({@link SearchHost} renders it). Absent from the
 * prerendered HTML, where search could not run: it appears with the page's
 * script. Its dialog's code loads when the page is idle after hydration, and
 * on hover, touch and focus before that.
 */
export function SearchButton({ className, labelClassName }: SearchButtonProps) {
  const { t } = useI18n();
  const isOpen = useSearchStore((state) => state.isOpen);
  const open = useOpenSearch();
  if (!useScriptRuns()) return null;
  return (
    <button
      type="button"
      className={className}
      aria-haspopup="dialog"
      aria-expanded={isOpen}
      aria-keyshortcuts={SEARCH_KEYSHORTCUTS}
      onClick={open}
      onPointerEnter={preload}
      onPointerDown={preload}
      onFocus={preload}
    >
      <SearchIcon />
      <span className={labelClassName}>{t('search.button')}</span>
    </button>
  );
}

/**
 * The page's one dialog "Search" and its keys (docs/product.md § Search): `/`
 * (outside a text field) and Ctrl+K, or ⌘K on a Mac, open it from anywhere
 * on the page; every {@link SearchButton} opens the same one. Renders nothing
 * until the dialog first opens. While open, the dialog owns one history
 * entry, so Back closes it.
 * @param languageHome the page's language's home, `{base}{lang}` (e.g. `/fil/`): its index is
 *   `{languageHome}search-index.json`.
 */
export function SearchHost({ languageHome }: { languageHome: string }) {
  const isOpen = useSearchStore((state) => state.isOpen);
  const setOpen = useSearchStore((state) => state.setOpen);
  const [isLoaded, setLoaded] = useState(SearchDialog.isLoaded());
  const open = useOpenSearch();
  // A phone never hovers or focuses the button first: without this, its first tap waits for the
  // code (docs/product.md § Performance, "Every tap answered"). Registered once the page has
  // hydrated, so it joins the end of the line, after the chunks of the taps in the first screens
  // (Email, ☰, Play, Like); the index still waits for the dialog to open.
  useEffect(() => prefetchWhenIdle(SearchDialog.preload), []);
  useBackToClose(isOpen, () => setOpen(false));
  if (isOpen && !isLoaded) setLoaded(true);

  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      if (useSearchStore.getState().isOpen || !isSearchKey(event)) return;
      event.preventDefault();
      open();
    }
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  });

  if (!isLoaded) return null;
  return (
    <Suspense fallback={null}>
      <StoredSearchDialog languageHome={languageHome} isOpen={isOpen} onOpenChange={setOpen} />
    </Suspense>
  );
}

/**
 * The dialog with the search store's text: the store is read here, in the first view's code,
 * not in the dialog's chunk (a lazy chunk importing the entry's stores made Rolldown split
 * zustand and superstruct out of the entry: three more first-view requests), and only this
 * re-renders as the visitor types, not SearchHost and its key listener.
 */
function StoredSearchDialog(props: {
  languageHome: string;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
}) {
  const query = useSearchStore((state) => state.query);
  const setQuery = useSearchStore((state) => state.setQuery);
  return (
    <SearchDialog {...props} query={query} onQueryChange={setQuery} closeDrawer={closeDrawer} />
  );
}
