import type MiniSearch from 'minisearch';
import { persist } from 'zustand/middleware';
import { createStore } from 'zustand/vanilla';
import button from '#src/components/ui/button.module.css';
import frame from '#src/components/ui/dialog.module.css';
import { textLangAttributes } from '#src/i18n/locale.ts';
import { isComposing } from '#src/lib/is-composing.ts';
import { closeOverlay, type OverlayEntry, openOverlay } from '#src/lib/overlay-history.ts';
import { type FoundResult, findResults } from '../find-results.ts';
import { loadIndexOnce } from '../load-index.ts';
import { markedWords } from '../marked-words.ts';
import { moveThroughResults } from '../result-keys.ts';
import styles from '../search-dialog.module.css';
import { SEARCH_INDEX_FILE, type SearchDocument } from '../search-index.ts';
import { type SearchStore, searchPersistence, searchState } from '../search-state.ts';
import own from './static-search-dialog.module.css';
import { SEARCH_ICON_SVG, type StaticSearchTexts } from './static-search-page.ts';

/** The close icon (the app's `CloseIcon`, src/components/ui/icons.tsx). */
const CLOSE_ICON_SVG =
  '<svg aria-hidden="true" width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"><path d="M6 6l12 12M18 6 6 18"></path></svg>';

/**
 * The search text, saved as Home's is (the same IndexedDB record), so each page opens on the
 * last search. Read when the dialog is first made, not when this code loads: the page prefetches
 * it when idle, and a visitor who never searches costs no IndexedDB read.
 */
const store = createStore<SearchStore>()(persist(searchState, searchPersistence()));

/** An element with its class and children. */
function el<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  className?: string,
  ...children: (Node | string)[]
): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  if (className) node.className = className;
  node.append(...children);
  return node;
}

/** Markup of a fixed icon as nodes. */
function icon(svg: string): DocumentFragment {
  const template = document.createElement('template');
  template.innerHTML = svg;
  return template.content;
}

/** `text` with the words `result` matched in `<mark>`. */
function marked(text: string, result: FoundResult, locale: string): (Node | string)[] {
  return markedWords(text, result.terms, locale).map((run) =>
    run.marked ? el('mark', undefined, run.text) : run.text,
  );
}

/** One result's row: a link named by its title, its summary under it, `lang` when not the page's. */
function resultRow(result: FoundResult, locale: string, direction: 'ltr' | 'rtl'): HTMLLIElement {
  const words = result.lang ?? locale;
  const row = el(
    'li',
    styles.result,
    Object.assign(el('a', styles.link, ...marked(result.title, result, words)), {
      href: result.url,
    }),
  );
  for (const [name, value] of Object.entries(textLangAttributes(result.lang, locale, direction)))
    row.setAttribute(name, value);
  if (result.summary) row.append(el('p', styles.summary, ...marked(result.summary, result, words)));
  return row;
}

/** The page's one dialog, made on the first opening, and what to do each time it opens. */
let made: { dialog: HTMLDialogElement; opened: () => void } | undefined;

/**
 * Opens the static page's dialog "Search" (docs/product.md § Search), as
 * Home's: the searchbox "Search this site" (focused), its help line, a live
 * count, the results grouped as the visitor types, each a link with the
 * matched words marked. Down and Up move through the results and back,
 * Enter in the searchbox opens the first; Escape, Close, a click outside and
 * Back close it (it owns one history entry while open, as Home's overlays
 * do: src/lib/overlay-history.ts). It is a native `<dialog>` opened with
 * `showModal()`: the page behind is inert, and focus returns to what had it
 * before (the button, or the page after a key).
 * @param texts the page's texts (the build writes them, static-search-page.ts)
 * @param opener the header's button "Search", whose `aria-expanded` follows the dialog
 * @returns the dialog, made on the first call and the same one after; `open` says whether it is
 */
export function openSearchDialog(
  texts: StaticSearchTexts,
  opener: HTMLButtonElement,
): HTMLDialogElement {
  const locale = document.documentElement.lang || 'en';
  const direction = document.documentElement.dir === 'rtl' ? 'rtl' : 'ltr';
  made ??= makeDialog(texts, locale, direction, opener);
  const { dialog, opened } = made;
  dialog.showModal();
  opener.setAttribute('aria-expanded', 'true');
  opened();
  return dialog;
}

function makeDialog(
  texts: StaticSearchTexts,
  locale: string,
  direction: 'ltr' | 'rtl',
  opener: HTMLButtonElement,
): { dialog: HTMLDialogElement; opened: () => void } {
  const input = Object.assign(el('input', styles.input), {
    type: 'search',
    placeholder: texts.field,
    autocomplete: 'off',
    spellcheck: false,
    enterKeyHint: 'go',
    autofocus: true,
  });
  input.setAttribute('aria-label', texts.field);
  input.setAttribute('aria-describedby', 'search-help');
  const status = el('p', styles.status);
  status.setAttribute('role', 'status');
  const results = el('div', styles.results);
  const close = el('button', button.icon, icon(CLOSE_ICON_SVG));
  close.type = 'button';
  close.setAttribute('aria-label', texts.close);
  const heading = el('h2', frame.title, texts.title);
  heading.id = 'search-title';
  const fieldIcon = el('span', styles.icon, icon(SEARCH_ICON_SVG));
  const help = el('p', styles.help, texts.help);
  help.id = 'search-help';
  const panel = el(
    'div',
    styles.panel,
    el('div', styles.field, fieldIcon, input),
    help,
    status,
    results,
  );
  const dialog = el(
    'dialog',
    `${frame.modal} ${own.native}`,
    el('div', frame.dialog, el('div', frame.header, heading, close), panel),
  );
  dialog.setAttribute('aria-labelledby', heading.id);
  document.body.append(dialog);

  let index: MiniSearch<SearchDocument> | undefined;
  let failed = false;

  function render(): void {
    const query = input.value;
    const groups = index ? findResults(index, query) : [];
    const count = groups.reduce((sum, group) => sum + group.results.length, 0);
    status.textContent = failed
      ? texts.failed
      : !index
        ? texts.loading
        : !query.trim()
          ? ''
          : count
            ? (texts.counts[count - 1] ?? String(count))
            : texts.none.replace('{query}', () => query.trim());
    results.replaceChildren(
      ...groups.map(({ group, results: found }) => {
        const id = `search-group-${group}`;
        const section = el(
          'section',
          styles.group,
          Object.assign(el('h3', styles.groupHeading, texts.groups[group]), { id }),
          el('ul', styles.list, ...found.map((result) => resultRow(result, locale, direction))),
        );
        section.setAttribute('aria-labelledby', id);
        return section;
      }),
    );
  }

  function load(): void {
    if (index) return;
    failed = false;
    render();
    loadIndexOnce(`${texts.languageHome}${SEARCH_INDEX_FILE}`, locale).then(
      (loaded) => {
        index = loaded;
        render();
      },
      (error: unknown) => {
        console.error('The search (its index or MiniSearch) could not be loaded', error);
        failed = true;
        render();
      },
    );
  }

  let typed = false;
  input.addEventListener('input', () => {
    typed = true;
    store.getState().setQuery(input.value);
    render();
  });
  // The last search, once it is read (unless the visitor typed first).
  void store.persist.rehydrate().then(() => {
    if (typed) return;
    input.value = store.getState().query;
    render();
  });

  panel.addEventListener('keydown', (event) =>
    moveThroughResults(event, input, Array.from(results.querySelectorAll('a'))),
  );

  // A result is a link, followed as links are (the dialog's history entry stays behind it, so
  // Back returns to the search, as on Home); one to this very page only closes the dialog.
  results.addEventListener('click', (event) => {
    const link = (event.target as Element).closest('a');
    if (!link || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return;
    if (new URL(link.href, location.href).pathname !== location.pathname) return;
    event.preventDefault();
    shut();
  });

  close.addEventListener('click', () => shut());
  // Escape closes it from the searchbox too, where a browser would first only clear the text;
  // not while an input method is composing (Japanese: Escape cancels the conversion).
  dialog.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape' || isComposing(event)) return;
    event.preventDefault();
    shut();
  });
  // A click on the dimmed page around it: pressed and released on the dialog element itself,
  // outside its box (not on its content or its scrollbar; not a drag from the searchbox).
  const outside = (event: MouseEvent) => {
    const box = dialog.getBoundingClientRect();
    return (
      event.target === dialog &&
      (event.clientX < box.left ||
        event.clientX > box.right ||
        event.clientY < box.top ||
        event.clientY > box.bottom)
    );
  };
  let pressedOutside = false;
  dialog.addEventListener('pointerdown', (event) => {
    pressedOutside = outside(event);
  });
  dialog.addEventListener('click', (event) => {
    if (pressedOutside && outside(event)) shut();
    pressedOutside = false;
  });
  // Back pops the dialog's history entry and closes it; closing it any other way pops the entry.
  // Done as it closes, not on its `close` event, which comes later (in Chromium, with the next
  // frame): by then the visitor may have opened it again, with an entry of its new opening.
  let entry: OverlayEntry | undefined;
  function closed(): void {
    if (!entry) return;
    opener.setAttribute('aria-expanded', 'false');
    closeOverlay(entry);
    entry = undefined;
  }
  function shut(): void {
    dialog.close();
    closed();
  }
  const opened = () => {
    // Closed by the browser and opened again before its `close` event: that entry goes first.
    closed();
    entry = openOverlay(shut);
    load();
  };
  // Closed by the browser itself (a back gesture's cancel): the same, unless it is open again.
  dialog.addEventListener('close', () => {
    if (!dialog.open) closed();
  });
  // Each opening pushes its entry and loads the index if it is not here yet (a failed load is tried again).
  return { dialog, opened };
}
