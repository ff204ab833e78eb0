import { localeOf, translatorFor } from '#src/i18n/catalogues.ts';
import { DEFAULT_LOCALE } from '#src/i18n/locale.ts';

/**
 * What `npm run init` (and the projects refresh) writes where the owner's
 * content says nothing, in one language: the headline, the summary, a
 * project's picture description and the demo reel's description
 * (docs/make-it-yours.md, "With `npm run init`"; a job's picture's is the
 * experience section's, its face's `init`). They come from that
 * language's catalogue (`init.*` in src/i18n/messages/), so a site whose
 * default language is Filipino gets Filipino defaults, not English ones.
 */
export type InitTexts = {
  /** The BCP 47 tag the texts are in: `lang` itself, or `en` when core has no texts for it. */
  lang: string;
  /** Whether the texts are in the language asked for (false: English stands in). */
  translated: boolean;
  headline: string;
  /** "Projects and work of {name}." (the owner's name, or "the owner" without one). */
  summary: (name: string | undefined) => string;
  /** A project's drawn picture: "Title card of {name}". */
  titleCard: (name: string) => string;
  /** The demo reel once the owner's own video replaces the sample's: "The demo reel of {name}." */
  demoReel: (name: string | undefined) => string;
};

/**
 * The {@link InitTexts} in `lang` (a BCP 47 tag such as `fil` or `pt-BR`): the
 * catalogue of its base language when core has one (`en`, `fil`, `ar`, `ja`),
 * else English with `translated` false, for init to say so.
 */
export function initTextsFor(lang: string = DEFAULT_LOCALE): InitTexts {
  const locale = localeOf(lang);
  const translated = locale === lang.toLowerCase().split('-')[0];
  const { t } = translatorFor(translated ? locale : DEFAULT_LOCALE);
  const someone = t('init.someone');
  return {
    lang: translated ? lang : DEFAULT_LOCALE,
    translated,
    headline: t('init.headline'),
    summary: (name) => t('init.summary', { name: name || someone }),
    titleCard: (name) => t('init.titleCard', { name }),
    demoReel: (name) => t('init.demoReel', { name: name || someone }),
  };
}
