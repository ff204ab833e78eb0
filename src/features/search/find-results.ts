import type { default as MiniSearch, SearchResult } from 'minisearch';
import {
  SEARCH_GROUPS,
  SEARCH_OPTIONS,
  type SearchDocument,
  type SearchGroup,
  type StoredSearchDocument,
} from './search-index.ts';

/** One result as the dialog shows it: the stored document, and the indexed words it matched. */
export type FoundResult = StoredSearchDocument & {
  id: string;
  /** The indexed forms of the matched words (for `markedWords`). */
  terms: string[];
};

/** The results of one group, best first. */
export type FoundGroup = { group: SearchGroup; results: FoundResult[] };

/** At most this many results per group: a search that matches more asks for another word. */
export const RESULTS_PER_GROUP = 8;

/**
 * Searches `index` for `query` (docs/product.md § Search) and groups the
 * results in the dialog's order (projects, posts, experience and skills,
 * courses), each group best first and cut to {@link RESULTS_PER_GROUP},
 * leaving out empty groups. A blank query finds nothing.
 */
export function findResults(index: MiniSearch<SearchDocument>, query: string): FoundGroup[] {
  if (!query.trim()) return [];
  const found = index.search(query, SEARCH_OPTIONS) as (SearchResult & StoredSearchDocument)[];
  return SEARCH_GROUPS.map(({ group, kinds }) => ({
    group,
    results: found
      .filter((result) => (kinds as readonly string[]).includes(result.kind))
      .slice(0, RESULTS_PER_GROUP)
      .map(({ id, kind, title, summary, url, lang, terms }) => ({
        id: String(id),
        kind,
        title,
        summary,
        url,
        ...(lang ? { lang } : {}),
        terms,
      })),
  })).filter(({ results }) => results.length > 0);
}
