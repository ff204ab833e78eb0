import type MiniSearch from 'minisearch';
import { loadIndex } from './index-json.ts';
import type { SearchDocument } from './search-index.ts';

/** Each index's load, once per page: reopening the dialog searches at once. */
const loads = new Map<string, Promise<MiniSearch<SearchDocument>>>();

/**
 * Fetches and loads one language's index (docs/product.md § Search), once
 * per page: Home's dialog and the static pages' share the rule.
 * @param url `{languageHome}search-index.json`
 * @param locale the index's language, e.g. `fil`
 * @returns the loaded index. Rejects when the response is not OK (an Error
 *   naming the URL and status), the network fails, or the text is not such an
 *   index (`loadIndex`'s error); a failed load is forgotten, so the next call
 *   (the next opening) tries again: offline before the service worker had the index.
 */
export function loadIndexOnce(url: string, locale: string): Promise<MiniSearch<SearchDocument>> {
  let load = loads.get(url);
  if (!load) {
    load = fetch(url)
      .then((response) => {
        if (!response.ok) throw new Error(`${url} answered ${response.status}`);
        return response.text();
      })
      .then((json) => loadIndex(json, locale));
    load.catch(() => loads.delete(url));
    loads.set(url, load);
  }
  return load;
}
