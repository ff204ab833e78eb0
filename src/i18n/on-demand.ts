import { type Locale, localeOf } from './locale.ts';
import { pageTranslator } from './page-translator.ts';
import type { OnDemandMessages } from './translator.ts';

/** Each language's on-demand texts, a chunk of its own (docs/decisions/0021-interface-texts-in-a-typed-catalogue.md). */
const LOADERS: Record<Locale, () => Promise<OnDemandMessages>> = {
  en: () => import('./messages/en-on-demand.ts').then((m) => m.enOnDemand),
  fil: () => import('./messages/fil-on-demand.ts').then((m) => m.filOnDemand),
};

let loading: Promise<void> | undefined;

/**
 * Loads the page's language's on-demand texts (contact form, outbox, video,
 * install help) into the page's translator, once: each on-demand part that
 * shows them loads them with its code (`lazyWithPreload(() =>
 * Promise.all([import(…), loadOnDemandTexts()]))`), so they are here before
 * it renders and cost the first view nothing. At once when they already are
 * (the tests' page has every text).
 * @returns when the texts are here.
 * @throws (rejects with) the chunk's load error; the next call tries again.
 */
export function loadOnDemandTexts(): Promise<void> {
  const translator = pageTranslator();
  if (translator.hasOnDemand()) return Promise.resolve();
  loading ??= LOADERS[localeOf(translator.locale)]().then(
    (messages) => translator.addOnDemand(messages),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}
