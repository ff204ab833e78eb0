import { pageTranslator } from './page-translator.ts';
import type { OnDemandMessages } from './translator.ts';

/** Loads the page's language's on-demand texts, a chunk of their own; set by {@link setOnDemandLoader}. */
let loader: (() => Promise<OnDemandMessages>) | undefined;

/**
 * Tells {@link loadOnDemandTexts} how to load the page's language's
 * on-demand texts: the page's language module gives it (`loadOnDemand` of
 * `virtual:page-language/{lang}`, site-build/owner-content-plugin.ts), so a
 * build has a chunk for each of the site's languages and no other
 * (docs/decisions/0021-interface-texts-in-a-typed-catalogue.md). The same
 * chunk brings the sections' content that only dialogs show (the demo reel's
 * description): src/main.tsx's loader adds it to the page's content before it
 * gives the texts, so whatever waits for the texts finds the content too.
 */
export function setOnDemandLoader(load: () => Promise<OnDemandMessages>): void {
  loader = load;
}

let loading: Promise<void> | undefined;

/**
 * Loads the page's language's on-demand texts (contact form, outbox, video,
 * install help) into the page's translator, once: each on-demand part that
 * shows them loads them with its code (`lazyWithPreload(() =>
 * Promise.all([import(…), loadOnDemandTexts()]))`), so they are here before
 * it renders and cost the first view nothing. At once when they already are
 * (the tests' page has every text, and the prerenderer's and the dev server's
 * content has every field, so no loader needs to run).
 * @returns when the texts are here.
 * @throws (rejects with) the chunk's load error (the next call tries again), or an Error when
 *   no loader was set and the texts are not here.
 */
export function loadOnDemandTexts(): Promise<void> {
  const translator = pageTranslator();
  if (translator.hasOnDemand()) return Promise.resolve();
  if (!loader) return Promise.reject(new Error('The page’s on-demand texts have no loader'));
  loading ??= loader().then(
    (messages) => translator.addOnDemand(messages),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}
