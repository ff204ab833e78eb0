import { segmentsOf, termOf } from './search-index.ts';

/** A run of a result's text: marked when it is a word the search matched. */
export type TextRun = { text: string; marked: boolean };

/**
 * Splits `text` into runs, marking each word whose indexed form is one of
 * `terms` (MiniSearch's `terms` of a result: the indexed words that matched,
 * e.g. "offline" for the typed "ofline" or "off"), so the dialog can wrap them in
 * `<mark>` (docs/product.md § Search: the matched words marked). Words split
 * as the index splits them (`Intl.Segmenter`, else at spaces and
 * punctuation), so a Japanese word is marked, not the whole sentence.
 * @param locale the index's language, e.g. `ja`
 * @returns the runs in order; their texts join to `text`. Adjacent unmarked runs are merged.
 */
export function markedWords(text: string, terms: readonly string[], locale: string): TextRun[] {
  const wanted = new Set(terms);
  const runs: TextRun[] = [];
  const push = (part: string, marked: boolean) => {
    const last = runs.at(-1);
    if (last && !last.marked && !marked) last.text += part;
    else runs.push({ text: part, marked });
  };
  for (const { segment, isWordLike } of segmentsOf(text, locale))
    push(segment, isWordLike && wanted.has(termOf(segment, locale)));
  return runs;
}
