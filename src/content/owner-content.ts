// Build only: the résumé's mapping runs at build time; the browser gets its result (docs/decisions/0017-owner-content-from-json-resume.md).
import {
  array,
  boolean,
  enums,
  type Infer,
  nonempty,
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
import { Availability, availabilitySummary, fromStartsAt, offsetTable } from './availability.ts';
import { PublicPath, type SiteContent } from './content-schema.ts';

/**
 * The owner's content comes from two files at the repository's root
 * (docs/product.md § Configuration):
 *
 * - `resume.json`: a JSON Resume document (https://jsonresume.org/schema),
 *   the file JSON Resume's own tools read and write. Name, headline, bio,
 *   location, profile links, work, certificates, education and skills.
 * - `portfolio.json`: what a résumé has no field for ({@link PortfolioFields}):
 *   pictures, the home-screen name, each job's status and tags, the demo
 *   reel, and the GitHub user whose repositories are the projects.
 *
 * {@link toSiteContent} maps the two onto the page's {@link SiteContent}. It
 * runs at build time: the browser receives the mapped object as a literal
 * (`ownerContentPlugin` in site-build/owner-content-plugin.ts), never the résumé.
 */

const Text = nonempty(string());

/** What `portfolio.json` adds to one `resume.json` `work` entry, matched by position in the list. */
export const JobExtras = object({
  /** Shown in the data only, e.g. "CONTRACTUAL", "JOB ORDER" (docs/product.md § Experience). */
  status: Text,
  /** The job's role tag, e.g. "maintenance". */
  role: Text,
  /** What the job produced, e.g. "web applications". */
  output: Text,
  /** The card's picture, a WebP in `public/` (640×360 px). */
  thumbnail: PublicPath,
  /** Alt text of the picture. */
  alt: Text,
});

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

/** The site's own fields, `portfolio.json` (see the module comment). */
export const PortfolioFields = object({
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
  /** One entry per `resume.json` `work` entry, in the same order. */
  experience: array(JobExtras),
  /** One entry per `resume.json` `certificates` entry, in the same order: its 80×80 px thumbnail. */
  courses: array(object({ thumbnail: PublicPath })),
  demoReel: object({
    title: Text,
    caption: Text,
    poster: PublicPath,
    description: Text,
    captions: optional(object({ src: PublicPath, lang: Text, label: Text })),
  }),

  // Writing from the owner's feeds (docs/product.md § Writing)
  /**
   * The owner's feeds (RSS 2.0, Atom 1.0 or JSON Feed URLs, http(s)), as
   * `npm run init -- --feed URL` records them; `npm run refresh` reads them
   * into `public/data/posts.json`. Absent: the posts list is hand-written (the sample's).
   */
  feeds: optional(size(array(pattern(Text, /^https?:\/\/\S+$/i)), 0, 10)),

  /**
   * Availability and booking (docs/product.md § Availability): status, kinds of
   * work, from when, time zone and an optional https booking URL; absent: nothing shown.
   */
  availability: optional(Availability),
});
export type PortfolioFields = Infer<typeof PortfolioFields>;

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
  // publications, awards and volunteer work (src/content/resume-sections.ts).
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
const english = createTranslator('en', en, enOnDemand);

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

function need<T>(value: T | undefined | null, path: string, what: string): T {
  if (value === undefined || value === null || value === '') {
    throw new ContentError('resume.json', path, `missing: ${what}`);
  }
  return value;
}

/**
 * Maps the résumé and the site's own fields onto the page's content.
 *
 * - profile: `basics.name`, `label` (headline), `summary` (bio), `location`
 *   in words, `profiles` (each a link named by its `network`);
 * - experience from `work`: title = `position`, year = the start year,
 *   date = the range in words, `url`, description = `summary`, location
 *   tag = `location`; status, role, output and picture from `portfolio.json`;
 * - courses from `certificates`: title = `name`, description "Course - {issuer}".
 *
 * Texts the mapping writes itself (the date ranges, "Course - {issuer}") are
 * in `i18n`'s language: the default language's for `resume.json`.
 *
 * Both inputs must already have passed their schemas (`resume.json` JSON
 * Resume's, `portfolio.json` {@link PortfolioFields}). `now` picks the years
 * of the availability clock's offset table and tells whether the
 * availability's `from` has come (then it is left out: nothing says "from"
 * a past date): the build's own date.
 * @throws ContentError naming the field (e.g. `resume.json: work[1].position: missing: …`)
 *   when a field the page shows is missing, or when `portfolio.json` lists a
 *   different number of jobs or courses than the résumé.
 */
export function toSiteContent(
  resume: Resume,
  own: PortfolioFields,
  i18n: Translator = english,
  now = new Date(),
): SiteContent {
  const basics = need(resume.basics, 'basics', 'the owner’s name, headline and summary');
  const clock =
    own.availability && offsetTable(own.availability.timeZone, i18n.locale, now.getUTCFullYear());
  // A `from` still to come, and when it comes (docs/product.md § Availability); a past one is dropped.
  const from = own.availability?.from;
  const startsAt = from && fromStartsAt(from, own.availability?.timeZone ?? 'UTC');
  const comingFrom = startsAt && startsAt > now.getTime() ? { from, startsAt } : undefined;
  const work = resume.work ?? [];
  const certificates = resume.certificates ?? [];
  if (own.experience.length !== work.length) {
    throw new ContentError(
      'portfolio.json',
      'experience',
      `has ${own.experience.length} entries but resume.json has ${work.length} in work: give each job its status, role, output, thumbnail and alt, in the same order`,
    );
  }
  if (own.courses.length !== certificates.length) {
    throw new ContentError(
      'portfolio.json',
      'courses',
      `has ${own.courses.length} entries but resume.json has ${certificates.length} in certificates: give each its thumbnail, in the same order`,
    );
  }
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
    experience: work.map((job, index) => {
      const at = `work[${index}]`;
      const extras = own.experience[index];
      const startDate = need(job.startDate, `${at}.startDate`, 'the start date');
      return {
        id: index + 1,
        title: need(job.position, `${at}.position`, 'the job title'),
        status: extras.status,
        description: need(job.summary, `${at}.summary`, 'what the job was'),
        year: Number(startDate.slice(0, 4)),
        date: dateRangeInWords(startDate, job.endDate, i18n),
        url: need(job.url, `${at}.url`, 'a link to the employer or the work'),
        tags: {
          location: need(job.location, `${at}.location`, 'where the job was'),
          role: extras.role,
          output: extras.output,
        },
        thumbnail: extras.thumbnail,
        alt: extras.alt,
      };
    }),
    courses: certificates.map((certificate, index) => ({
      id: index + 1,
      title: need(certificate.name, `certificates[${index}].name`, 'the course’s name'),
      description: i18n.t('courses.description', {
        issuer: need(certificate.issuer, `certificates[${index}].issuer`, 'who gave it'),
      }),
      thumbnail: own.courses[index].thumbnail,
    })),
    ...(own.availability && {
      availability: {
        status: own.availability.status,
        summary: availabilitySummary({ ...own.availability, from: comingFrom?.from }, i18n),
        kinds: own.availability.kinds ?? [],
        ...(comingFrom && {
          ...comingFrom,
          summaryFromThen: availabilitySummary({ ...own.availability, from: undefined }, i18n),
        }),
        timeZone: own.availability.timeZone,
        ...(own.availability.bookingUrl &&
          own.availability.status !== 'not-looking' && {
            bookingUrl: own.availability.bookingUrl,
          }),
        ...(clock && { clock }),
      },
    }),
    demoReel: own.demoReel,
  };
}
