/**
 * `npm run init`'s options: its flags (`parseInitArgs`), the availability
 * they describe, and the checks they pass before anything is fetched
 * (docs/product.md § Make it yours).
 */
import { parseArgs } from 'node:util';
import {
  type Availability,
  isFromDate,
  isHttpsUrl,
  isTimeZone,
} from '#src/features/profile/availability.ts';
import type { Theme } from '../../site-build/lib/theme.ts';
import { MAX_REEL_BYTES, megabytes } from './capped-read.ts';
import { FEED_USAGE, feedOption } from './init-feeds.ts';
import { DEFAULT_PROJECT_COUNT, InitRefusal, parseResumeValues, type Translation } from './plan.ts';
import { THEME_USAGE, themeOption } from './theme-option.ts';

/** The command's options, from flags or prompts. */
export type InitOptions = {
  github?: string;
  /** The default language's résumé (a plain `--resume FILE_OR_URL`). */
  resume?: string;
  /** Other languages' résumés, `--resume LANG=FILE_OR_URL`, in the order given; absent: none. */
  translations?: Translation[];
  projects: number;
  repos?: string[];
  /** The demo reel, an mp4 file or http(s) URL (docs/make-it-yours.md, "Demo reel video"). */
  reel?: string;
  /** The owner's feeds (`--feed URL …`, init-feeds.ts); absent: none given. */
  feeds?: string[];
  /**
   * The availability block (docs/make-it-yours.md, "Availability"), from
   * `--available`, `--available-from`, `--time-zone`, `--booking-url`,
   * `--open-to-offers`, `--not-looking`; absent: portfolio.json's stays as it is.
   */
  availability?: Availability;
  /** `--accent` and `--colour-mode` (theme-option.ts); absent: portfolio.json's theme stays as it is. */
  theme?: Theme;
  /**
   * `--no-case-studies`: no project pages, the cards lead to the repositories, and no README is
   * read (portfolio.json `caseStudies: false`); absent: portfolio.json's choice stays as it is.
   */
  noCaseStudies?: boolean;
};

export const USAGE = `Usage: npm run init -- [--github USER] [--resume FILE_OR_URL] [--resume LANG=FILE_OR_URL …] [--feed URL …] [--projects N] [--repos a,b,c] [--reel FILE_OR_URL] [--available KINDS] [--available-from DATE] [--time-zone ZONE] [--booking-url URL] [--accent COLOUR] [--colour-mode dark|light|system] [--no-case-studies]

  --github USER         your GitHub user: name, bio, avatar, profile links and public repositories
  --resume FILE_OR_URL  your JSON Resume document (https://jsonresume.org/schema)
  --resume LANG=FILE_OR_URL
                        your résumé in another language (LANG a tag such as fil or pt-BR):
                        a whole JSON Resume or only its translated fields; written to
                        resume.LANG.json (repeat it for each language)
  --projects N          how many repositories to show (default ${DEFAULT_PROJECT_COUNT})
  --repos a,b,c         exactly these repositories, in this order
  --reel FILE_OR_URL    your demo reel, an mp4 video (at most ${megabytes(MAX_REEL_BYTES)})
${FEED_USAGE}
  --available "contract,full-time"
                        you are open to these kinds of work (an empty list: any work)
  --open-to-offers      you are employed but open to offers (with --available's kinds, if any)
  --not-looking         you are not looking for work (the line says so; no booking link)
  --available-from YYYY-MM
                        from when (YYYY-MM or YYYY-MM-DD)
  --time-zone ZONE      your time zone, an IANA name such as Asia/Manila (needed with the above)
  --booking-url URL     an https page where visitors book a call (Cal.com, Calendly, …)
${THEME_USAGE}

Give --github or --resume or both (--feed alone only changes the posts; --accent and --colour-mode alone, the colours). GITHUB_API_URL points at another GitHub API;
GITHUB_TOKEN, when set, is sent as a bearer token.`;

/**
 * Reads the flags (docs/product.md § Make it yours). Returns undefined when there are none (the
 * caller may ask instead).
 * @throws InitRefusal on an unknown flag, a bad `--projects` or `--repos`.
 */
export function parseInitArgs(argv: string[]): InitOptions | undefined {
  let values: Record<string, string | string[] | boolean | undefined>;
  try {
    ({ values } = parseArgs({
      args: argv,
      options: {
        github: { type: 'string' },
        resume: { type: 'string', multiple: true },
        projects: { type: 'string' },
        repos: { type: 'string' },
        reel: { type: 'string' },
        feed: { type: 'string', multiple: true },
        available: { type: 'string' },
        'open-to-offers': { type: 'boolean' },
        'not-looking': { type: 'boolean' },
        'available-from': { type: 'string' },
        'time-zone': { type: 'string' },
        'booking-url': { type: 'string' },
        accent: { type: 'string' },
        'colour-mode': { type: 'string' },
        'no-case-studies': { type: 'boolean' },
        help: { type: 'boolean', short: 'h' },
      },
      strict: true,
    }));
  } catch (error) {
    throw new InitRefusal(`${(error as Error).message}\n\n${USAGE}`);
  }
  if (values.help) throw new InitRefusal(USAGE);
  if (Object.values(values).every((value) => value === undefined)) return undefined;
  return checkOptions({
    github: values.github as string | undefined,
    resume: values.resume as string[] | undefined,
    projects: values.projects as string | undefined,
    repos: values.repos as string | undefined,
    reel: values.reel as string | undefined,
    feed: values.feed as string[] | undefined,
    available: values.available as string | undefined,
    openToOffers: values['open-to-offers'] as boolean | undefined,
    notLooking: values['not-looking'] as boolean | undefined,
    availableFrom: values['available-from'] as string | undefined,
    timeZone: values['time-zone'] as string | undefined,
    bookingUrl: values['booking-url'] as string | undefined,
    accent: values.accent as string | undefined,
    colourMode: values['colour-mode'] as string | undefined,
    noCaseStudies: values['no-case-studies'] as boolean | undefined,
  });
}

/** The availability flags as text (flags or answers); all absent: undefined. */
export type AvailabilityAnswers = {
  available?: string;
  openToOffers?: boolean;
  notLooking?: boolean;
  availableFrom?: string;
  timeZone?: string;
  bookingUrl?: string;
};

/**
 * The availability block from its flags (docs/make-it-yours.md, "Availability"),
 * checked as the build checks `portfolio.json` (src/features/profile/availability.ts).
 * @throws InitRefusal naming the flag: an unknown time zone, a non-https
 *   booking URL, a bad date, a missing time zone, or two statuses at once.
 */
export function availabilityOf(raw: AvailabilityAnswers): Availability | undefined {
  const {
    available,
    openToOffers,
    notLooking,
    availableFrom,
    timeZone: zone,
    bookingUrl: url,
  } = raw;
  const given = [available, openToOffers, notLooking, availableFrom, zone, url].some(
    (value) => value !== undefined && value !== false,
  );
  if (!given) return undefined;
  if (raw.notLooking && (raw.openToOffers || raw.available !== undefined)) {
    throw new InitRefusal(
      '--not-looking goes alone: leave out --available and --open-to-offers, or --not-looking.',
    );
  }
  const timeZone = raw.timeZone?.trim();
  if (!timeZone) {
    throw new InitRefusal(
      '--time-zone is needed with the availability flags: an IANA name such as Asia/Manila or Europe/Berlin.',
    );
  }
  if (!isTimeZone(timeZone)) {
    throw new InitRefusal(
      `--time-zone "${timeZone}" is not a time zone name: give an IANA name such as Asia/Manila or America/New_York.`,
    );
  }
  const from = raw.availableFrom?.trim() || undefined;
  if (from && !isFromDate(from)) {
    throw new InitRefusal(
      `--available-from "${from}" is not a date: give YYYY-MM or YYYY-MM-DD, e.g. 2027-03.`,
    );
  }
  const bookingUrl = raw.bookingUrl?.trim() || undefined;
  if (bookingUrl && !isHttpsUrl(bookingUrl)) {
    throw new InitRefusal(
      `--booking-url "${bookingUrl}" is not an https:// address: give the booking page's https URL.`,
    );
  }
  const kinds = (raw.available ?? '')
    .split(',')
    .map((kind) => kind.trim())
    .filter(Boolean);
  const status = raw.notLooking
    ? 'not-looking'
    : raw.openToOffers
      ? 'open-to-offers'
      : 'open-to-work';
  return {
    status,
    ...(kinds.length > 0 && status !== 'not-looking' && { kinds }),
    ...(from && status !== 'not-looking' && { from }),
    timeZone,
    ...(bookingUrl && status !== 'not-looking' && { bookingUrl }),
  };
}

/**
 * Checks options given as text (flags or answers); `resume` is every
 * `--resume` value, the default language's and `LANG=` ones (see parseResumeValues in plan.ts).
 * @throws InitRefusal naming the option.
 */
export function checkOptions(
  raw: {
    github?: string;
    resume?: string | readonly string[];
    projects?: string;
    repos?: string;
    reel?: string;
    feed?: readonly string[];
    accent?: string;
    colourMode?: string;
    noCaseStudies?: boolean;
  } & AvailabilityAnswers,
): InitOptions {
  const github = raw.github?.trim() || undefined;
  const { resume, translations } = parseResumeValues(
    typeof raw.resume === 'string' ? [raw.resume] : (raw.resume ?? []),
  );
  const feeds = feedOption(raw.feed);
  const theme = themeOption(raw.accent, raw.colourMode);
  if (!github && !resume && !translations.length && !feeds && !theme) {
    throw new InitRefusal(`Give --github USER or --resume FILE_OR_URL (or both).\n\n${USAGE}`);
  }
  if (github && !/^[A-Za-z0-9](?:[A-Za-z0-9-]{0,38})$/.test(github)) {
    throw new InitRefusal(`--github "${github}" is not a GitHub user name.`);
  }
  const projectsText = raw.projects?.trim() || String(DEFAULT_PROJECT_COUNT);
  const projects = Number(projectsText);
  if (!/^\d+$/.test(projectsText) || projects < 1 || projects > 48) {
    throw new InitRefusal(`--projects must be a whole number from 1 to 48, not "${raw.projects}".`);
  }
  const repos = raw.repos
    ?.split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  const repeated = repos?.find(
    (name, index) =>
      repos.findIndex((other) => other.toLowerCase() === name.toLowerCase()) !== index,
  );
  if (repeated) throw new InitRefusal(`--repos names "${repeated}" twice.`);
  if (raw.repos !== undefined && (!repos?.length || !github)) {
    throw new InitRefusal(
      repos?.length
        ? '--repos needs --github: the repositories are that user’s.'
        : '--repos needs at least one repository name, e.g. --repos site,notes',
    );
  }
  const reel = raw.reel?.trim() || undefined;
  const availability = availabilityOf(raw);
  return {
    github,
    resume,
    translations,
    projects,
    repos,
    ...(reel && { reel }),
    ...(feeds && { feeds }),
    ...(availability && { availability }),
    ...(theme && { theme }),
    ...(raw.noCaseStudies && { noCaseStudies: true }),
  };
}
