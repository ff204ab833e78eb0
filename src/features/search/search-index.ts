import type { Options, SearchOptions } from 'minisearch';

/**
 * What one search result is about; the dialog groups results by
 * {@link SEARCH_GROUPS} (docs/product.md § Search).
 */
export type SearchKind = 'project' | 'post' | 'experience' | 'skill' | 'course';

/**
 * One searchable thing of one language's index, as the build writes it
 * (site-build/search/): a project, a post, a job, a skill or a course.
 */
export type SearchDocument = {
  /** Unique in its index and stable across builds: `{kind}:{key}`, e.g. `post:offline-first`. */
  id: string;
  kind: SearchKind;
  /** The result's link text: a project's, post's or course's name, a job's position, a skill's name. */
  title: string;
  /** One line under the title (at most {@link SUMMARY_CHARS} characters), or ''. */
  summary: string;
  /** Tags, topics, a skill's keywords, an employer: space-separated, indexed, not shown. */
  keywords: string;
  /** The body (a post's or case study's text, a job's highlights): indexed, not stored in the index. */
  text: string;
  /** Where the result leads: a path under the site's base path (`/fil/posts/offline-first/`) or an absolute URL. */
  url: string;
  /** The document's language when it is not the index's (an untranslated post), for `lang` on the result. */
  lang?: string;
};

/** What an index keeps of each document to show it: everything but the indexed-only fields. */
export type StoredSearchDocument = Pick<SearchDocument, 'kind' | 'title' | 'summary' | 'url'> & {
  lang?: string;
};

/** The longest summary the index stores, in characters (longer ones end in "…"). */
export const SUMMARY_CHARS = 160;

/** Each language's index, at `{base}{lang}search-index.json` (e.g. `/fil/search-index.json`). */
export const SEARCH_INDEX_FILE = 'search-index.json';

/**
 * The result groups, in the dialog's order, and the kinds each holds
 * (docs/product.md § Search: projects, posts, experience and skills, courses).
 */
export const SEARCH_GROUPS = [
  { group: 'projects', kinds: ['project'] },
  { group: 'posts', kinds: ['post'] },
  { group: 'experience', kinds: ['experience', 'skill'] },
  { group: 'courses', kinds: ['course'] },
] as const satisfies readonly { group: string; kinds: readonly SearchKind[] }[];

/** A result group's key, for its heading's text (`search.group.{group}`). */
export type SearchGroup = (typeof SEARCH_GROUPS)[number]['group'];

/** A piece of a text: a word, or what lies between words (spaces, punctuation). */
export type TextSegment = { segment: string; isWordLike: boolean };

type Segmenter = { segment(text: string): Iterable<{ segment: string; isWordLike?: boolean }> };

/** MiniSearch's own split, where `Intl.Segmenter` is missing: spaces and punctuation. */
const SPACE_OR_PUNCTUATION = /([\n\r\p{Z}\p{P}]+)/u;

const segmenters = new Map<string, Segmenter | undefined>();

function segmenterOf(locale: string): Segmenter | undefined {
  if (!segmenters.has(locale)) {
    const Intl_ = Intl as unknown as {
      Segmenter?: new (locale: string, options: { granularity: 'word' }) => Segmenter;
    };
    segmenters.set(
      locale,
      Intl_.Segmenter ? new Intl_.Segmenter(locale, { granularity: 'word' }) : undefined,
    );
  }
  return segmenters.get(locale);
}

/**
 * Splits `text` into words and the runs between them, the way the language
 * writes them: with `Intl.Segmenter`, so Japanese and Chinese, written
 * without spaces, split into words as well as Latin and Arabic do; without
 * it (older browsers), at spaces and punctuation. The build and the page
 * split alike, so a word the index holds is a word the visitor can type.
 * @param locale a BCP 47 tag, e.g. `ja`
 * @returns the segments in order; their texts join to `text`.
 */
export function segmentsOf(text: string, locale: string): TextSegment[] {
  const segmenter = segmenterOf(locale);
  if (!segmenter)
    return text
      .split(SPACE_OR_PUNCTUATION)
      .filter(Boolean)
      .map((segment) => ({ segment, isWordLike: !SPACE_OR_PUNCTUATION.test(segment) }));
  return Array.from(segmenter.segment(text), ({ segment, isWordLike }) => ({
    segment,
    isWordLike: Boolean(isWordLike),
  }));
}

/** The words of `text` (see {@link segmentsOf}), e.g. `["offline", "first"]`. */
export function wordsOf(text: string, locale: string): string[] {
  return segmentsOf(text, locale)
    .filter(({ isWordLike }) => isWordLike)
    .map(({ segment }) => segment);
}

/** Accents on Latin and Arabic letters: "café" finds "cafe", and an Arabic word with or without its vowel marks. */
const MARKS_OF_LATIN_OR_ARABIC = /(?<=[\p{Script=Latin}\p{Script=Arabic}])\p{Mn}+/gu;

/**
 * The form a word is indexed and searched in: lower case in the page's
 * locale, compatibility forms folded (full-width Latin, half-width kana),
 * and accents dropped from Latin and Arabic letters only (a Japanese
 * voiced mark changes the word, so it stays).
 */
export function termOf(word: string, locale: string): string {
  return word
    .normalize('NFKD')
    .replace(MARKS_OF_LATIN_OR_ARABIC, '')
    .normalize('NFKC')
    .toLocaleLowerCase(locale);
}

/** The indexed fields, and how much a match in each counts. */
const BOOST = { title: 3, keywords: 2, text: 1 } as const;

/**
 * MiniSearch's options for one language's index: the same at build time
 * (site-build/search/) and in the page, which a loaded index needs.
 * @param locale the index's language, e.g. `fil`
 */
export function indexOptions(locale: string): Options<SearchDocument> {
  return {
    fields: Object.keys(BOOST),
    storeFields: ['kind', 'title', 'summary', 'url', 'lang'],
    tokenize: (text) => wordsOf(text, locale),
    processTerm: (term) => termOf(term, locale) || null,
  };
}

/**
 * How the page searches: every word must match (so a second word narrows),
 * each also as the start of a longer word (the visitor may still be typing
 * it) and with one typo per five letters; a match in the title counts most.
 */
export const SEARCH_OPTIONS: SearchOptions = {
  combineWith: 'AND',
  prefix: true,
  fuzzy: 0.2,
  boost: BOOST,
};
