/**
 * Where `npm run bench` taps: each language's Home (docs/product.md § Languages,
 * § Performance), and the taps of "Every tap answered" with each language's own
 * accessible names (Lighthouse and the A/B part load a page of every kind:
 * `kindSamples`, site-build/page-kinds.ts). Pure functions, apart
 * from the measuring, so they can be unit-tested (`pages.test.ts`).
 */
import { CATALOGUES, catalogueLocale, noCatalogueMessage } from '#src/i18n/catalogues.ts';
import { languagePath, type SiteLanguages } from '#src/seo/language-paths.ts';

/**
 * A tap the bench measures, and how the page shows that it answered. Every
 * text is the page's own, in the page's language.
 */
export type TapCase = {
  /** Row label of the tap table, e.g. `Email → "Send me a message"`. */
  label: string;
  /** The button tapped: its role `button` and accessible name (exact). */
  button: string;
  /**
   * The answer: a dialog with this accessible name, or a toast (role alert or
   * status) with one of these texts.
   */
  result: { dialog: string } | { toast: string[] };
  /**
   * Where the button is on a phone when it is not on the page itself: this
   * button is tapped first, not measured, and the dialog of this name shows it
   * (Search sits in the navigation drawer on a phone).
   */
  inside?: { button: string; dialog: string };
};

/** A page the bench taps: a language's home page. */
export type BenchPage = {
  /** The language tag, `<html lang>` of the page (`en`, `fil`). */
  lang: string;
  /** URL path of the page, the base path included: `/`, `/fil/`, `/portfolio/fil/`. */
  path: string;
  /** The page's file in `dist/`: `index.html`, `fil/index.html`. */
  file: string;
  /** The taps measured on this page, with its own names. */
  taps: TapCase[];
};

/** What the bench needs of a language of the owner's content (`LanguageContent` of site-build/lib/owner-content.ts). */
export type BenchLanguage = { lang: string; site: { demoReel: { title: string } } };

/**
 * A text of a language's catalogue (src/i18n/messages/): page texts first,
 * then the on-demand ones.
 * @throws Error when the language has no catalogue, or the key is no plain text there.
 */
export function catalogueText(lang: string, key: string): string {
  const locale = catalogueLocale(lang);
  if (!locale) throw new Error(`bench: ${noCatalogueMessage(lang)}`);
  const { page, onDemand } = CATALOGUES[locale];
  const value =
    (page as Record<string, unknown>)[key] ?? (onDemand as Record<string, unknown>)[key];
  if (typeof value !== 'string')
    throw new Error(`bench: "${key}" is not a plain text in the "${lang}" catalogue`);
  return value;
}

/**
 * The taps of docs/product.md § Performance ("Every tap answered") that load
 * code on demand, named as a page in `lang` names them: Email opens "Send
 * me a message", ☰ the navigation drawer, Play the demo reel's dialog (named
 * by the owner's reel title in that language), Like its toast (the first
 * visit likes, the next one, where the like is remembered, unlikes), and
 * Search in the drawer its dialog (docs/product.md § Search: it opens within
 * the tap budget on a phone; the drawer's own tap is the ☰ row).
 * @param reelTitle the demo reel's title in `lang` (`site.demoReel.title`): the dialog's name.
 * @throws Error when `lang` has no catalogue ({@link catalogueText}).
 */
export function tapCases(lang: string, reelTitle: string): TapCase[] {
  const text = (key: string) => catalogueText(lang, key);
  const email = text('contact.open');
  const menu = text('nav.open');
  // The Play button reads "Play" and, for screen readers only, " demo reel".
  const play = `${text('reel.play')}${text('reel.playName')}`;
  const like = text('reel.like');
  return [
    {
      label: `${email} → "${text('contact.title')}"`,
      button: email,
      result: { dialog: text('contact.title') },
    },
    {
      label: `${menu} → "${text('nav.dialog')}"`,
      button: menu,
      result: { dialog: text('nav.dialog') },
    },
    { label: `${play} → "${reelTitle}"`, button: play, result: { dialog: reelTitle } },
    {
      label: `${like} → its toast`,
      button: like,
      result: { toast: [text('reel.liked'), text('reel.unliked')] },
    },
    {
      label: `${menu}, ${text('search.button')} → "${text('search.title')}"`,
      button: text('search.button'),
      result: { dialog: text('search.title') },
      inside: { button: menu, dialog: text('nav.dialog') },
    },
  ];
}

/**
 * The pages the bench taps: every language's Home, the default
 * first, each at the path the build writes it to (`src/seo/language-paths.ts`:
 * the default language at the base path, every other at `{base}{lang}/`).
 * @param languages the owner's content per language (`readOwnerContent().languages`), the default first.
 * @param basePath the site's base path, with both slashes (`/`, `/portfolio/`).
 * @throws Error for no language, or a language without a catalogue.
 */
export function benchPages(languages: readonly BenchLanguage[], basePath: string): BenchPage[] {
  const tags = languages.map(({ lang }) => lang);
  if (tags.length === 0) throw new Error('bench: the owner content names no language');
  return languages.map(({ lang, site }) => {
    const path = languagePath(lang, tags as unknown as SiteLanguages);
    return {
      lang,
      path: `${basePath}${path}`,
      file: `${path}index.html`,
      taps: tapCases(lang, site.demoReel.title),
    };
  });
}
