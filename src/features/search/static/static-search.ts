import { startOverlayHistory } from '#src/lib/overlay-history.ts';
import { prefetchWhenIdle, startIdlePrefetch } from '#src/lib/prefetch-when-idle.ts';
import { isSearchKey } from '../search-keys.ts';
import { SEARCH_BUTTON_ID, SEARCH_TEXTS_ID, type StaticSearchTexts } from './static-search-page.ts';

/**
 * The static pages' search (docs/product.md § Search): this script, built on
 * its own (site-build/search/static-search-plugin.ts), shows the header's
 * prerendered button "Search" and listens for `/` and Ctrl/⌘+K, as Home does.
 * The dialog's code (the results, its stylesheet) loads when the page is
 * idle, as Home's does (a phone's first tap must not wait for it), or sooner
 * on the first hover, focus or touch of the button; the index and MiniSearch
 * when the dialog first opens (`load-index.ts`). Without scripts the button
 * stays hidden.
 */

type DialogModule = typeof import('./static-search-dialog.ts');

let loading: Promise<DialogModule> | undefined;

/** The dialog's code, loaded once; a failed load is tried again next time. */
function loadDialog(): Promise<DialogModule> {
  if (!loading) {
    loading = import('./static-search-dialog.ts');
    loading.catch(() => {
      loading = undefined;
    });
  }
  return loading;
}

const preload = () => void loadDialog().catch(() => undefined);

/** The page's texts; undefined (and said in the console) when the build wrote none or broken JSON. */
function readTexts(): StaticSearchTexts | undefined {
  const text = document.getElementById(SEARCH_TEXTS_ID)?.textContent;
  try {
    return text ? (JSON.parse(text) as StaticSearchTexts) : undefined;
  } catch (error) {
    console.error('Search: the page’s texts are not JSON', error);
    return undefined;
  }
}

function start(): void {
  const button = document.getElementById(SEARCH_BUTTON_ID);
  const texts = readTexts();
  if (!(button instanceof HTMLButtonElement) || !texts) return;
  // Said beside the button when the dialog's code cannot be loaded (offline before one visit):
  // what failed, then what to do, as Home's toast says them.
  const problem = document.createElement('span');
  problem.className = 'search-problem';
  problem.setAttribute('role', 'status');
  button.after(problem);
  // A reload with the dialog open left its history entry: step back to the page's own.
  startOverlayHistory();

  // Opening: its code is loading. Open: its dialog says so itself, at once (the `close` event
  // that follows closing comes later, in Chromium with the next frame, and a key pressed
  // before it must open the dialog again).
  let opening = false;
  let dialog: HTMLDialogElement | undefined;
  const isOpen = () => opening || dialog?.open === true;
  function open(): void {
    if (isOpen()) return;
    opening = true;
    problem.textContent = '';
    loadDialog().then(
      ({ openSearchDialog }) => {
        opening = false;
        dialog = openSearchDialog(texts as StaticSearchTexts, button as HTMLButtonElement);
      },
      (error: unknown) => {
        opening = false;
        console.error(texts?.notLoaded, error);
        const what = document.createElement('strong');
        what.textContent = texts?.notLoaded ?? '';
        const next = document.createElement('span');
        next.textContent = (navigator.onLine ? texts?.later : texts?.offline) ?? '';
        problem.replaceChildren(what, ' ', next);
      },
    );
  }

  button.hidden = false;
  button.addEventListener('click', open);
  for (const type of ['pointerenter', 'pointerdown', 'focus'])
    button.addEventListener(type, preload, { once: true });
  prefetchWhenIdle(loadDialog);
  startIdlePrefetch();
  document.addEventListener('keydown', (event) => {
    if (isOpen() || !isSearchKey(event)) return;
    event.preventDefault();
    open();
  });
}

start();
