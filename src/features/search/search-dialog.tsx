import type MiniSearch from 'minisearch';
import { type KeyboardEvent, type MouseEvent, useEffect, useId, useRef, useState } from 'react';
import { SearchIcon } from '#src/components/ui/icons.tsx';
import { ModalDialog } from '#src/components/ui/modal-dialog.tsx';
import { useI18n, useTextLangProps } from '#src/i18n/i18n-provider.tsx';
import { type FoundResult, findResults } from './find-results.ts';
import { loadIndexOnce } from './load-index.ts';
import { markedWords } from './marked-words.ts';
import { moveThroughResults } from './result-keys.ts';
import styles from './search-dialog.module.css';
import { SEARCH_INDEX_FILE, type SearchDocument } from './search-index.ts';

export type SearchDialogProps = {
  /** The page's language's home, `{base}{lang}` (e.g. `/fil/`): its index is `{languageHome}search-index.json`. */
  languageHome: string;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** The search text (the search store's), and how to change it. */
  query: string;
  onQueryChange: (query: string) => void;
  /** Closes the navigation drawer under the dialog, when a result leads to this very page. */
  closeDrawer: () => void;
};

type IndexState =
  | { state: 'loading' }
  | { state: 'ready'; index: MiniSearch<SearchDocument> }
  | { state: 'failed' };

function useIndex(url: string, locale: string): IndexState {
  const [state, setState] = useState<IndexState>({ state: 'loading' });
  useEffect(() => {
    let live = true;
    loadIndexOnce(url, locale).then(
      (index) => live && setState({ state: 'ready', index }),
      (error: unknown) => {
        console.error('The search (its index or MiniSearch) could not be loaded', error);
        if (live) setState({ state: 'failed' });
      },
    );
    return () => {
      live = false;
    };
  }, [url, locale]);
  return state;
}

/** `text` with the words of `result` that matched wrapped in `<mark>`. */
function Marked({ text, result, locale }: { text: string; result: FoundResult; locale: string }) {
  return markedWords(text, result.terms, locale).map((run, index) =>
    run.marked ? (
      // biome-ignore lint/suspicious/noArrayIndexKey: runs of one fixed text, in order
      <mark key={index}>{run.text}</mark>
    ) : (
      run.text
    ),
  );
}

type ResultRowProps = {
  result: FoundResult;
  onClick: (event: MouseEvent<HTMLAnchorElement>, url: string) => void;
};

/**
 * One result's row: a link named by its title, its summary under it (the
 * whole row takes the click; search-dialog.module.css). A result in another
 * language than the page's carries its `lang` on the row (and `dir="auto"` on
 * a right-to-left page), so title and summary line up in their own direction.
 */
function ResultRow({ result, onClick }: ResultRowProps) {
  const { locale } = useI18n();
  const lang = useTextLangProps(result.lang);
  const wordsLocale = result.lang ?? locale;
  return (
    <li className={styles.result} {...lang}>
      <a href={result.url} className={styles.link} onClick={(event) => onClick(event, result.url)}>
        <Marked text={result.title} result={result} locale={wordsLocale} />
      </a>
      {result.summary && (
        <p className={styles.summary}>
          <Marked text={result.summary} result={result} locale={wordsLocale} />
        </p>
      )}
    </li>
  );
}

/** The same page, scrolled to `url`'s fragment, or undefined when `url` leads to another page. */
function targetOnThisPage(url: string): HTMLElement | undefined {
  const to = new URL(url, location.href);
  if (to.origin !== location.origin || to.pathname !== location.pathname || !to.hash) return;
  return document.getElementById(decodeURIComponent(to.hash.slice(1))) ?? undefined;
}

/**
 * The dialog "Search" (docs/product.md § Search): the searchbox "Search this
 * site", then the results as the visitor types, grouped (projects, posts,
 * experience and skills, courses), each a link with the matched words
 * marked, and a live count for screen readers. Down and Up move from the
 * searchbox through the results and back; Enter in the searchbox opens the
 * first result, on a result opens it; Escape closes. The search text lives in
 * the search store, so the dialog reopens on the last search.
 *
 * The page's language's index is fetched when the dialog first opens (never
 * for the first view) and kept for the visit; the service worker precaches
 * it, so search works offline. A result on this very page (a job on Home)
 * scrolls there and closes the dialog, and the drawer under it.
 */
export function SearchDialog({
  languageHome,
  isOpen,
  onOpenChange,
  query,
  onQueryChange: setQuery,
  closeDrawer,
}: SearchDialogProps) {
  const { t, locale } = useI18n();
  const index = useIndex(`${languageHome}${SEARCH_INDEX_FILE}`, locale);
  const inputRef = useRef<HTMLInputElement>(null);
  const resultsRef = useRef<HTMLDivElement>(null);
  const helpId = useId();
  const groups = index.state === 'ready' ? findResults(index.index, query) : [];
  const count = groups.reduce((sum, group) => sum + group.results.length, 0);

  const status =
    index.state === 'loading'
      ? t('search.loading')
      : index.state === 'failed'
        ? t('search.failed')
        : !query.trim()
          ? ''
          : count
            ? t('search.count', { count })
            : t('search.none', { query: query.trim() });

  function links(): HTMLAnchorElement[] {
    return Array.from(resultsRef.current?.querySelectorAll('a') ?? []);
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    moveThroughResults(event.nativeEvent, inputRef.current, links());
  }

  function onResultClick(event: MouseEvent<HTMLAnchorElement>, url: string) {
    const target = targetOnThisPage(url);
    if (!target) return;
    // Scrolled first: closing steps history back, which keeps the scroll it finds (src/lib/overlay-history.ts).
    event.preventDefault();
    target.scrollIntoView({ block: 'start' });
    onOpenChange(false);
    closeDrawer();
  }

  return (
    <ModalDialog title={t('search.title')} isOpen={isOpen} onOpenChange={onOpenChange}>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: the arrow keys of the searchbox and the result links inside, handled once */}
      <div className={styles.panel} onKeyDown={onKeyDown}>
        <div className={styles.field}>
          <SearchIcon className={styles.icon} size={18} />
          <input
            ref={inputRef}
            type="search"
            className={styles.input}
            aria-label={t('search.field')}
            aria-describedby={helpId}
            placeholder={t('search.field')}
            autoComplete="off"
            spellCheck={false}
            enterKeyHint="go"
            // The dialog exists to type in this field: focus goes there as it opens.
            data-autofocus
            value={query}
            onChange={(event) => setQuery(event.target.value)}
          />
        </div>
        <p id={helpId} className={styles.help}>
          {t('search.help')}
        </p>
        <p role="status" className={styles.status}>
          {status}
        </p>
        <div ref={resultsRef} className={styles.results}>
          {groups.map(({ group, results }) => (
            <section key={group} aria-labelledby={`${helpId}-${group}`} className={styles.group}>
              <h3 id={`${helpId}-${group}`} className={styles.groupHeading}>
                {t(`search.group.${group}`)}
              </h3>
              <ul className={styles.list}>
                {results.map((result) => (
                  <ResultRow key={result.id} result={result} onClick={onResultClick} />
                ))}
              </ul>
            </section>
          ))}
        </div>
      </div>
    </ModalDialog>
  );
}
