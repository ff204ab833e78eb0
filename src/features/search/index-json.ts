import MiniSearch from 'minisearch';
import { indexOptions, type SearchDocument } from './search-index.ts';

/**
 * Loads one language's index as the build wrote it (MiniSearch's JSON).
 * @param json the text of `{lang}search-index.json`
 * @param locale the index's language, e.g. `fil`
 * @throws Error (MiniSearch's, or a SyntaxError) when the text is not such an index.
 */
export function loadIndex(json: string, locale: string): MiniSearch<SearchDocument> {
  return MiniSearch.loadJSON<SearchDocument>(json, indexOptions(locale));
}
