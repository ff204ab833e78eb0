import type { SearchGroup } from '../search-index.ts';

/**
 * What the build writes into a static page (a project's, the posts list, a
 * post's) for its search (docs/product.md § Search), and the page's script
 * reads: the ids of the prerendered parts, and the texts in the page's
 * language, as JSON in `<script type="application/json" id="search-texts">`.
 * The build has the page's translator; the script carries no catalogue.
 */

/** The header's button "Search", prerendered `hidden`; the script shows it. */
export const SEARCH_BUTTON_ID = 'search-button';

/** The `<script type="application/json">` holding the page's {@link StaticSearchTexts}. */
export const SEARCH_TEXTS_ID = 'search-texts';

/** A static page's search texts and where its language's index is. */
export type StaticSearchTexts = {
  /** The page's language's home, `{base}{lang}` (e.g. `/fil/`): its index is `{languageHome}search-index.json`. */
  languageHome: string;
  /** The dialog's name and heading, "Search". */
  title: string;
  /** The searchbox's name and placeholder, "Search this site". */
  field: string;
  /** The line under the searchbox: what is searched, and how to move. */
  help: string;
  /** The Close button's name. */
  close: string;
  /** The live count while the index loads, and when it could not be loaded. */
  loading: string;
  failed: string;
  /** No result: `{query}` stands for the search text. */
  none: string;
  /** The live count: `counts[n - 1]` for n results (as many as a search can show). */
  counts: string[];
  /** The result groups' headings. */
  groups: Record<SearchGroup, string>;
  /** Said beside the button when the dialog's code cannot be loaded, offline or not. */
  notLoaded: string;
  offline: string;
  later: string;
};

/**
 * The search icon (the app's `SearchIcon`, src/components/ui/icons.tsx) as
 * markup, for the static pages' button and field.
 */
export const SEARCH_ICON_SVG =
  '<svg aria-hidden="true" width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"><circle cx="11" cy="11" r="7"></circle><path d="m20 20-3.5-3.5"></path></svg>';
