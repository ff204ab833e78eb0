import {
  array,
  enums,
  type Infer,
  nonempty,
  number,
  object,
  optional,
  pattern,
  refine,
  size,
  string,
  tuple,
  union,
} from 'superstruct';

/**
 * The shape of the owner's content (docs/product.md § Configuration: one typed
 * content module under `src/content/`, checked at build time).
 *
 * `vite.config.ts` asserts `site` against {@link SiteContent} before every
 * build, so a typo in a URL or a missing field stops the build with the
 * field's path instead of shipping a broken page.
 */

/** An absolute http(s) URL: the only kind of link the page renders. */
export const HttpUrl = refine(string(), 'HttpUrl', (value) => {
  try {
    const { protocol } = new URL(value);
    return protocol === 'http:' || protocol === 'https:'
      ? true
      : `expected an http(s) URL, got "${value}"`;
  } catch {
    return `expected an absolute URL, got "${value}"`;
  }
});

/**
 * A path to a file in `public/`, relative to the site's base path
 * (e.g. `images/courses/react.webp`); rendered through `asset()`.
 */
export const PublicPath = pattern(string(), /^(?!\/)(?!.*\.\.)[\w./-]+$/);

const Text = nonempty(string());
/**
 * A text, or its runs: the same text cut where its language changes, an odd number of them,
 * at least three (the odd ones in another language; see `availability.summary`).
 */
const TextRuns = union([
  Text,
  refine(array(string()), 'TextRuns', (runs) => runs.length >= 3 && runs.length % 2 === 1),
]);

/** A profile link (docs/product.md § Profile: social network page, code-hosting profile). */
export const ProfileLink = object({
  /** Site name, also the link's accessible name (docs/product.md § Profile: "LinkedIn", "GitHub"). */
  site: Text,
  url: HttpUrl,
});

/** One past job (docs/product.md § Experience). */
export const Experience = object({
  id: number(),
  title: Text,
  status: Text,
  description: Text,
  /** The year shown on the card, e.g. 2023. */
  year: number(),
  /** The date range in words, e.g. "March 2023 to December 2023". */
  date: Text,
  url: HttpUrl,
  tags: object({ location: Text, role: Text, output: Text }),
  thumbnail: PublicPath,
  /** Alt text of the thumbnail. */
  alt: Text,
});
export type Experience = Infer<typeof Experience>;

/** One course of the Courses Taken panel (docs/product.md § Courses). */
export const Course = object({
  id: number(),
  title: Text,
  /** "Course - {author}" (docs/product.md § Courses), in the page's language (catalogue's `courses.description`). */
  description: Text,
  thumbnail: PublicPath,
});
export type Course = Infer<typeof Course>;

/** Everything the owner edits to make the site theirs. */
export const SiteContent = object({
  /** The owner's full name: page title, header heading, manifest name. */
  name: Text,
  /** Short name for the home-screen icon (12 characters or fewer). */
  shortName: size(Text, 1, 12),
  /** One line under the name, e.g. "Full-stack web developer". */
  headline: Text,
  /** A sentence or two about the owner; also the meta description. */
  bio: Text,
  /** Where the owner lives, in words, e.g. "Metro Manila, Philippines"; shown after the headline when given. */
  location: optional(Text),
  avatar: PublicPath,
  /**
   * The profile links, in order (docs/product.md § Profile): the social
   * network page and the code-hosting profile in the sample ("LinkedIn", "GitHub"); none: no links.
   */
  profiles: array(ProfileLink),
  /** docs/product.md § Experience: three entries in the sample content; none hides the section. */
  experience: array(Experience),
  /** docs/product.md § Courses: ten entries in the sample content; none hides the panel. */
  courses: array(Course),
  /**
   * The owner's availability (docs/product.md § Availability), mapped from
   * `portfolio.json` `availability`; absent: no line, no `seeks`, nothing in the card.
   */
  availability: optional(
    object({
      status: enums(['open-to-work', 'open-to-offers', 'not-looking']),
      /**
       * The line in the page's language, e.g. "Open to contract work from March 2027"; as runs
       * when kinds of work in it fell back to the default language (odd runs: those kinds, which
       * the page marks with `fallback.lang`; site-build/lib/fallback-text.ts `markedRuns`). As
       * plain text: `joinedRuns` (./fallback-lang.ts).
       */
      summary: TextRuns,
      /** The kinds of work as the owner wrote them; empty: any. */
      kinds: array(Text),
      /** `YYYY-MM` or `YYYY-MM-DD`, only while it is still to come at build time. */
      from: optional(Text),
      /** When `from` begins in the owner's zone (ms since the epoch); with `from`. */
      startsAt: optional(number()),
      /** The line from `startsAt` on, saying nothing about "from": the page shows it then. */
      summaryFromThen: optional(TextRuns),
      /** An IANA time zone name, e.g. `Asia/Manila`: the clock after the line. */
      timeZone: Text,
      /** An https URL: the line's "Book a call" link (not when `not-looking`). */
      bookingUrl: optional(HttpUrl),
      /**
       * `timeZone`'s UTC offsets for three calendar years from the build's
       * (`OffsetTable`, src/features/profile/owner-clock.ts), so the page
       * tells the time without `Intl`; absent when the page's language does not
       * write times `HH:MM` in Latin digits.
       */
      clock: optional(object({ offsets: array(tuple([number(), number()])), until: number() })),
    }),
  ),
  demoReel: object({
    title: Text,
    /** The small caption of the footer strip (docs/product.md § Demo reel). */
    caption: Text,
    /** Poster image shown before the video plays. */
    poster: PublicPath,
    /**
     * What the reel shows, in words: the text alternative of the video
     * (WCAG 1.2.1 for a reel without sound), shown under the video dialog's
     * title and tied to the video with `aria-describedby` (docs/product.md § Demo reel).
     */
    description: Text,
    /**
     * Captions (a WebVTT file in `public/`) for a reel with speech or other
     * meaningful sound (WCAG 1.2.2); shown by default. Leave it out for a
     * silent reel such as the bundled sample.
     */
    captions: optional(
      object({
        src: PublicPath,
        /** BCP 47 language of the captions, e.g. "en". */
        lang: Text,
        /** The name the video's caption menu shows, e.g. "English". */
        label: Text,
      }),
    ),
  }),
  /**
   * Texts of this language's page that its translation leaves out, so they are
   * in the default language (docs/product.md § Languages): that language's tag
   * and the fields' dotted paths (`demoReel.title`, `experience.0.title`), whose
   * elements carry `lang` (`useFallbackLang`). Set by the build for another
   * language's content only; absent: every text is in the page's language.
   */
  fallback: optional(object({ lang: Text, paths: array(string()) })),
});
export type SiteContent = Infer<typeof SiteContent>;
