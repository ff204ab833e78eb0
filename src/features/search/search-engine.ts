import MiniSearch, { type Options } from 'minisearch';
import type { SearchDocument } from './search-index.ts';

/**
 * Loads one language's index as the build wrote it (MiniSearch's JSON). Its own chunk, with
 * MiniSearch, loaded with the index (`load-index.ts`); it imports nothing else, so the chunk
 * stays apart from the dialog's.
 * @param json the text of `{lang}search-index.json`
 * @param options the index's options, `indexOptions(locale)` of `search-index.ts`
 * @throws Error (MiniSearch's, or a SyntaxError) when the text is not such an index.
 */
export function loadIndex(
  json: string,
  options: Options<SearchDocument>,
): MiniSearch<SearchDocument> {
  return MiniSearch.loadJSON<SearchDocument>(json, options);
}
