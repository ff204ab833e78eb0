import type MiniSearch from 'minisearch';
import { indexOptions, type SearchDocument } from './search-index.ts';

/** Each index's load, once per page: reopening the dialog searches at once. */
const loads = new Map<string, Promise<MiniSearch<SearchDocument>>>();

/**
 * Fetches and loads one language's index (docs/product.md § Search), once
 * per page: Home's dialog and the static pages' share the rule. MiniSearch's
 * code (about 6 KB gzip) is fetched with the index, in parallel, not with
 * the dialog: the index is on demand too, so the opening waits no longer,
 * and a page whose visitor never searches loads neither.
 * @param url `{languageHome}search-index.json`
 * @param locale the index's language, e.g. `fil`
 * @returns the loaded index. Rejects when the response is not OK (an Error
 *   naming the URL and status), the network fails (for the index or
 *   MiniSearch's chunk), or the text is not such an index (`loadIndex`'s
 *   error); a failed load is forgotten, so the next call (the next opening)
 *   tries again: offline before the service worker had the index. (A browser
 *   that remembers a failed module fetch, as engines did before the HTML
 *   standard stopped it, fails MiniSearch's again until the page reloads; the
 *   lazy dialogs' code has the same limit.)
 */
export function loadIndexOnce(url: string, locale: string): Promise<MiniSearch<SearchDocument>> {
  let load = loads.get(url);
  if (!load) {
    const parser = import('./search-engine.ts');
    // Settled here too, so a parser that fails while the index is still loading is no unhandled rejection.
    parser.catch(() => {});
    load = fetch(url)
      .then((response) => {
        if (!response.ok) throw new Error(`${url} answered ${response.status}`);
        return response.text();
      })
      .then(async (json) => (await parser).loadIndex(json, indexOptions(locale)));
    load.catch(() => loads.delete(url));
    loads.set(url, load);
  }
  return load;
}
