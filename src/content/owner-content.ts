// Build only: the résumé's mapping runs at build time; the browser gets its result (docs/decisions/0017-owner-content-from-json-resume.md).
import {
  array,
  boolean,
  enums,
  type Infer,
  number,
  object,
  optional,
  pattern,
  size,
  string,
} from 'superstruct';
import { resumeDateInWords, resumeDateRange } from '#src/i18n/dates.ts';
import { en } from '#src/i18n/messages/en.ts';
import { enOnDemand } from '#src/i18n/messages/en-on-demand.ts';
import { createTranslator, type Translator } from '#src/i18n/translator.ts';
import { PublicPath, type SiteIdentity, Text } from './content-schema.ts';

/**
 * The owner's content comes from two files at the repository's root
 * (docs/product.md § Configuration):
 *
 * - `resume.json`: a JSON Resume document (https://jsonresume.org/schema),
 *   the file JSON Resume's own tools read and write. Name, headline, bio,
 *   location, profile links, work, certificates, education and skills.
 * - `portfolio.json`: what a résumé has no field for: pictures, the
 *   home-screen name, the GitHub user whose repositories are the projects
 *   ({@link OwnerFields}), and each Home section's own field (each job's
 *   status and tags, the demo reel, …), declared by the section's build face.
 *
 * This module holds the kernel every section shares: the résumé's type, the
 * owner's identity ({@link toIdentity}), dates and places in words.
 * `toSiteContent` (src/app/site-content.ts) maps the two files onto the
 * page's content over the list of sections. It runs at build time: the
 * browser receives the mapped object as a literal (`ownerContentPlugin` in
 * site-build/owner-content-plugin.ts), never the résumé.
 */

/**
 * Which of the résumé's private fields the site publishes, in `{base}resume.json`
 * and the contact card (docs/product.md § Privacy); each is left out unless
 * `true`: `phone` (`basics.phone`), `address` (`basics.location.address` and
 * `postalCode`, the street address) and `references` (they name other people).
 */
export const PublishChoices = object({
  phone: optional(boolean()),
  address: optional(boolean()),
  references: optional(boolean()),
});
export type PublishChoices = Infer<typeof PublishChoices>;

/**
 * A language tag as the site's file names and URLs use it: BCP 47's language
 * subtag, optionally with a region or script (`en`, `fil`, `pt-BR`).
 */
export const LANGUAGE_TAG = /^[a-z]{2,3}(?:-[A-Za-z0-9]{2,8})*$/;

/**
 * The fields of `portfolio.json` every page shares (see the module comment):
 * the site's settings and the owner's pictures. Each Home section adds its own
 * field through its build face (`src/content/section-face.ts`); the whole
 * file's schema, `PortfolioFields`, is composed in `src/app/site-content.ts`.
 */
export const OwnerFields = {
  /**
   * The default language's tag (BCP 47, e.g. "en"), served at the base path;
   * absent: English. Every other language comes from `resume.{lang}.json`
   * and `portfolio.{lang}.json` (docs/make-it-yours.md, "Another language").
   */
  language: optional(pattern(string(), LANGUAGE_TAG)),
  /** Home-screen name, 12 characters or fewer (the manifest's `short_name`). */
  shortName: size(Text, 1, 12),
  /**
   * What `npm run init` recorded of `--github`, `--projects` and `--repos`, so
   * `npm run refresh-projects` lists the same user's repositories the same
   * way; absent: the projects list is not GitHub's (the sample's is hand-written).
   */
  github: optional(
    object({
      user: Text,
      /** How many repositories, most stars first (default 12). */
      projects: optional(number()),
      /** Exactly these repositories, in this order. */
      repos: optional(array(Text)),
    }),
  ),
  /** The portrait, a WebP in `public/` (224×224 px). */
  avatar: PublicPath,
  /** What of the résumé's private fields to publish; absent: none ({@link PublishChoices}). */
  publish: optional(PublishChoices),
  /**
   * `false`: no project pages, each card leads to its repository
   * (`npm run init -- --no-case-studies`); absent or `true`: a page per
   * project, with its case study (docs/product.md § Project pages).
   */
  caseStudies: optional(boolean()),
  /**
   * The owner's colours (docs/product.md § Colour mode): `accent`, any CSS
   * colour, checked and turned into both modes' values by the build
   * (site-build/lib/theme.ts); `colourMode`, the first visit's mode. Absent:
   * the sample's colours, dark first. The default language's file only.
   */
  theme: optional(
    object({
      accent: optional(string()),
      colourMode: optional(enums(['dark', 'light', 'system'])),
    }),
  ),
  // Writing from the owner's feeds (docs/product.md § Writing)
  /**
   * The owner's feeds (RSS 2.0, Atom 1.0 or JSON Feed URLs, http(s)), as
   * `npm run init -- --feed URL` records them; `npm run refresh` reads them
   * into `public/data/posts.json`. Absent: the posts list is hand-written (the sample's).
   */
  feeds: optional(size(array(pattern(Text, /^https?:\/\/\S+$/i)), 0, 10)),
};

/** A JSON Resume date: `YYYY`, `YYYY-MM` or `YYYY-MM-DD` (the schema's `iso8601`). */
type ResumeDate = string;

/**
 * The part of a JSON Resume document this site reads (the whole document
 * is checked against the schema by the build; these fields are optional
 * there, so the mapping checks what it needs).
 */
export type Resume = {
  basics?: {
    name?: string;
    label?: string;
    summary?: string;
    image?: string;
    email?: string;
    phone?: string;
    url?: string;
    location?: {
      address?: string;
      postalCode?: string;
      city?: string;
      region?: string;
      countryCode?: string;
    };
    profiles?: { network?: string; username?: string; url?: string }[];
  };
  work?: {
    name?: string;
    position?: string;
    location?: string;
    url?: string;
    startDate?: ResumeDate;
    endDate?: ResumeDate;
    summary?: string;
    highlights?: string[];
  }[];
  certificates?: { name?: string; issuer?: string; date?: ResumeDate; url?: string }[];
  education?: {
    institution?: string;
    area?: string;
    studyType?: string;
    startDate?: ResumeDate;
    endDate?: ResumeDate;
    url?: string;
  }[];
  skills?: { name?: string; level?: string; keywords?: string[] }[];
  projects?: {
    name?: string;
    description?: string;
    url?: string;
    highlights?: string[];
    startDate?: ResumeDate;
    endDate?: ResumeDate;
  }[];
  // Every résumé section (docs/product.md § Résumé sections): the CV page
  // shows them all (references only with `publish.references`), Home
  // publications, awards and volunteer work (src/features/resume-sections/resume-sections.content.ts).
  languages?: { language?: string; fluency?: string }[];
  publications?: {
    name?: string;
    publisher?: string;
    releaseDate?: ResumeDate;
    url?: string;
    summary?: string;
  }[];
  awards?: { title?: string; date?: ResumeDate; awarder?: string; summary?: string }[];
  volunteer?: {
    organization?: string;
    position?: string;
    url?: string;
    startDate?: ResumeDate;
    endDate?: ResumeDate;
    summary?: string;
    highlights?: string[];
  }[];
  interests?: { name?: string; keywords?: string[] }[];
  references?: { name?: string; reference?: string }[];
  [key: string]: unknown;
};

/** A field the page needs is missing or empty; `path` is its JSON path, e.g. `work[0].position`. */
export class ContentError extends Error {
  constructor(
    /** `resume.json`, `portfolio.json`, or a language's `resume.{lang}.json` / `portfolio.{lang}.json`. */
    readonly file: string,
    readonly path: string,
    message: string,
  ) {
    super(`${file}: ${path}: ${message}`);
    this.name = 'ContentError';
  }
}

/** The default language's texts: the language `resume.json` is written in. */
export const english = createTranslator('en', en, enOnDemand);

/** A JSON Resume date in words: `2023-02` → "February 2023", `2023` → "2023" (`resumeDateInWords`). */
export function dateInWords(date: ResumeDate, i18n: Translator = english): string {
  return resumeDateInWords(date, i18n);
}

/**
 * A job's date range in words (docs/product.md § Experience):
 * "February 2023 to December 2023", or "February 2023 to now" without an end date;
 * in `i18n`'s language ("Pebrero 2023 hanggang ngayon").
 */
export function dateRangeInWords(
  startDate: ResumeDate,
  endDate?: ResumeDate,
  i18n: Translator = english,
): string {
  return resumeDateRange(startDate, endDate, i18n);
}

/**
 * `url` when it is an absolute http(s) URL, else undefined: nothing else
 * becomes a link, on Home's résumé sections or on the CV page
 * (site-build/cv/cv-page.ts, site-build/cv/cv-sections.ts; docs/product.md § CV and
 * contact card).
 */
export function webUrl(url: string | undefined): string | undefined {
  if (!url) return undefined;
  try {
    const { protocol } = new URL(url);
    return protocol === 'http:' || protocol === 'https:' ? url : undefined;
  } catch {
    return undefined;
  }
}

/** A JSON Resume date or range in words in `i18n`'s language; '' without dates. */
export function resumeDates(i18n: Translator, start?: string, end?: string): string {
  if (start) return resumeDateRange(start, end, i18n);
  return end ? resumeDateInWords(end, i18n) : '';
}

/**
 * A country's name in `locale` (English by default) from its ISO 3166-1
 * alpha-2 code (`ph` → "Philippines", in `fil` "Pilipinas"); the code itself when unknown.
 */
export function countryName(code: string, locale = 'en'): string {
  const upper = code.toUpperCase();
  return new Intl.DisplayNames([locale], { type: 'region' }).of(upper) ?? upper;
}

/**
 * The résumé's location in words: city, region and the country's name in
 * `i18n`'s language (English by default) from its ISO 3166-1 code, joined
 * with that language's comma (`place.separator`), e.g.
 * `{ city: "Metro Manila", countryCode: "PH" }` → "Metro Manila, Philippines",
 * in Arabic "Metro Manila، الفلبين", in Japanese "Metro Manila、フィリピン".
 */
export function locationInWords(
  location: NonNullable<Resume['basics']>['location'],
  i18n: Translator = english,
): string {
  if (!location) return '';
  const country = location.countryCode ? countryName(location.countryCode, i18n.locale) : undefined;
  return [location.city, location.region, country].filter(Boolean).join(i18n.t('place.separator'));
}

/**
 * `value`, when the résumé gives it.
 * @throws ContentError naming `resume.json`, the field's `path` and `what` it is for, when it is missing or empty.
 */
export function need<T>(value: T | undefined | null, path: string, what: string): T {
  if (value === undefined || value === null || value === '') {
    throw new ContentError('resume.json', path, `missing: ${what}`);
  }
  return value;
}

/**
 * Maps the résumé and the site's own fields onto the owner's identity on the
 * page: `basics.name`, `label` (headline), `summary` (bio), `location` in
 * words in `i18n`'s language, `profiles` (each a link named by its
 * `network`), the short name and the portrait. Each section's field comes
 * from its face (`toSiteContent`, src/app/site-content.ts).
 * @throws ContentError naming the field (e.g. `resume.json: basics.label: missing: …`)
 *   when a field the page shows is missing.
 */
export function toIdentity(
  resume: Resume,
  own: { shortName: string; avatar: string },
  i18n: Translator = english,
): SiteIdentity {
  const basics = need(resume.basics, 'basics', 'the owner’s name, headline and summary');
  const location = locationInWords(basics.location, i18n);
  const profiles = (basics.profiles ?? []).map((profile, index) => ({
    site: need(profile.network, `basics.profiles[${index}].network`, 'the site’s name'),
    url: need(profile.url, `basics.profiles[${index}].url`, 'the profile’s address'),
  }));
  return {
    name: need(basics.name, 'basics.name', 'the owner’s name'),
    shortName: own.shortName,
    headline: need(basics.label, 'basics.label', 'a one-line headline'),
    bio: need(basics.summary, 'basics.summary', 'a sentence or two about the owner'),
    ...(location && { location }),
    avatar: own.avatar,
    profiles,
  };
}
