/**
 * `npm run init`: makes a fresh clone the owner's site from their GitHub
 * account and/or a JSON Resume document (docs/product.md § Make it yours and
 * § Configuration, "Commands": `npm run init -- [--github USER]
 * [--resume FILE_OR_URL] [--resume LANG=FILE_OR_URL …] [--feed URL …] [--projects N] [--repos a,b,c]`).
 *
 * Everything is fetched, checked and drawn first; files are written only
 * when all of it passed, and only those whose bytes differ, so a refusal
 * changes no file and a second run with the same input changes none either.
 * With flags it asks nothing; without flags, on a terminal, it asks.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { assert, StructError } from 'superstruct';
import {
  type Availability,
  isFromDate,
  isHttpsUrl,
  isTimeZone,
} from '#src/content/availability.ts';
import { SiteContent } from '#src/content/content-schema.ts';
import {
  ContentError,
  type PortfolioFields,
  type Resume,
  toSiteContent,
} from '#src/content/owner-content.ts';
import { shareImagePath } from '#src/seo/head-tags.ts';
import type { SiteLanguages } from '#src/seo/language-paths.ts';
import {
  checkPortfolio,
  checkResume,
  type LanguageContent,
  languageContentOf,
  languageFiles,
  otherLanguageTags,
  PORTFOLIO_FILE,
  picturesOf,
  RESUME_FILE,
} from '../../site-build/lib/read-owner-content.ts';
import type { Theme } from '../../site-build/lib/theme.ts';
import { writeIcons } from '../icons.ts';
import { writeShareImage } from '../share-image.ts';
import {
  DOWNLOAD_DEADLINES,
  type DownloadDeadlines,
  DownloadRefusal,
  httpUrl,
  looksLikeUrl,
  MAX_PICTURE_BYTES,
  MAX_REEL_BYTES,
  MAX_RESUME_BYTES,
  megabytes,
  networkFailure,
  readCapped,
  withDeadlines,
} from './capped-read.ts';
import { planCaseStudies } from './case-studies.ts';
import { currentPortfolio } from './current-portfolio.ts';
import { checkFeedUrls } from './feeds.ts';
import { createGitHubClient, GitHubError, githubOptionsFromEnv } from './github.ts';
import {
  addPosts,
  FEED_USAGE,
  feedOption,
  feedsAfter,
  planFeedsOnly,
  withFeeds,
} from './init-feeds.ts';
import { type InitTexts, initTextsFor } from './init-texts.ts';
import { logText } from './log-text.ts';
import {
  avatarSvg,
  PICTURE_SIZES,
  projectPictureSvg,
  REEL_POSTER_PATH,
  reelPosterSvg,
  toWebp,
} from './pictures.ts';
import {
  alignPortfolioOverlay,
  alignResumeOverlay,
  DEFAULT_PROJECT_COUNT,
  type Drawing,
  type DroppedLanguage,
  droppedLanguages,
  droppedLine,
  type GitHubFacts,
  InitRefusal,
  mergePortfolio,
  mergeResume,
  type ProjectItem,
  parseResumeValues,
  pictureName,
  projectsFromRepos,
  samePerson,
  splitDefault,
  type Translation,
  withDefaultTexts,
} from './plan.ts';
import { planSamplePosts } from './sample-posts.ts';
import { planThemeOnly, THEME_USAGE, themeOption, withTheme } from './theme-option.ts';
import { type FileChanges, PROJECTS_FILE, reportChanges, writeChanges } from './write.ts';

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

const USAGE = `Usage: npm run init -- [--github USER] [--resume FILE_OR_URL] [--resume LANG=FILE_OR_URL …] [--feed URL …] [--projects N] [--repos a,b,c] [--reel FILE_OR_URL] [--available KINDS] [--available-from DATE] [--time-zone ZONE] [--booking-url URL] [--accent COLOUR] [--colour-mode dark|light|system] [--no-case-studies]

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
 * checked as the build checks `portfolio.json` (src/content/availability.ts).
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

/** Progress of one network step: a spinner on a terminal, a line otherwise. */
export type Progress = <T>(label: string, step: () => Promise<T>) => Promise<T>;

const plainProgress: Progress = async (label, step) => {
  console.log(logText(`… ${label}`));
  return step();
};

/** `text` with its first letter in upper case, for a message that starts with it. */
const sentence = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * The bytes at an http(s) URL, read as they stream, at most `cap`, within `deadlines`
 * (docs/product.md § Make it yours: every download is capped and timed out).
 * @param what the thing fetched, for messages ("the résumé").
 * @throws InitRefusal naming the URL: another scheme (`file:`, `ftp:`), no connection or
 *   answer in time, an error status, over `cap`, nothing arriving for `deadlines.idleMs`.
 */
async function download(
  source: string,
  what: string,
  cap: number,
  headers: Record<string, string> = {},
  deadlines: DownloadDeadlines = DOWNLOAD_DEADLINES,
): Promise<Buffer> {
  let url: URL;
  try {
    url = httpUrl(source, sentence(what), 'give a file as a path, e.g. ./resume.json');
  } catch (error) {
    throw new InitRefusal((error as Error).message);
  }
  let response: Response;
  try {
    response = await fetch(url, withDeadlines({ headers }, deadlines));
  } catch (error) {
    throw new InitRefusal(
      `Could not fetch ${what} at ${url.href}: ${networkFailure(error, deadlines)}.`,
    );
  }
  if (!response.ok) {
    await response.body?.cancel().catch(() => {});
    throw new InitRefusal(`${sentence(what)} at ${url.href} answered ${response.status}.`);
  }
  try {
    return await readCapped(response, { cap, what: sentence(what), url: url.href });
  } catch (error) {
    if (error instanceof DownloadRefusal) throw new InitRefusal(error.message);
    throw new InitRefusal(
      `${sentence(what)} at ${url.href} broke off: ${networkFailure(error, deadlines)}.`,
    );
  }
}

/**
 * Reads a JSON object from a file or an http(s) URL (at most
 * {@link MAX_RESUME_BYTES}); a source with another scheme (`file:`, `ftp:`) is refused.
 * @param what the document, for messages ("the résumé", "the fil résumé").
 * @throws InitRefusal saying what is wrong: no such file, no answer, not JSON, not a JSON object.
 */
async function loadJsonObject(
  source: string,
  what: string,
): Promise<{ document: Record<string, unknown>; base: string }> {
  let text: string;
  let base: string;
  if (looksLikeUrl(source)) {
    text = (
      await download(source, what, MAX_RESUME_BYTES, { Accept: 'application/json' })
    ).toString('utf8');
    base = source;
  } else {
    const path = resolve(source);
    if (!existsSync(path) || !statSync(path).isFile()) {
      throw new InitRefusal(`No ${what.replace(/^the /, '')} file at ${path}.`);
    }
    if (statSync(path).size > MAX_RESUME_BYTES) {
      throw new InitRefusal(
        `${sentence(what)} ${path} is larger than ${megabytes(MAX_RESUME_BYTES)}.`,
      );
    }
    text = readFileSync(path, 'utf8');
    base = path;
  }
  let document: unknown;
  try {
    document = JSON.parse(text);
  } catch (error) {
    throw new InitRefusal(`${sentence(what)} ${source} is not JSON: ${(error as Error).message}`);
  }
  if (typeof document !== 'object' || document === null || Array.isArray(document)) {
    throw new InitRefusal(`${sentence(what)} ${source} is not a JSON object.`);
  }
  return { document: document as Record<string, unknown>, base };
}

/**
 * Reads a JSON Resume document from a file or an http(s) URL ({@link loadJsonObject}) and checks its schema.
 * @throws InitRefusal saying what is wrong.
 */
async function loadResume(source: string): Promise<{ resume: Resume; base: string }> {
  const { document, base } = await loadJsonObject(source, 'the résumé');
  try {
    return { resume: checkResume(document), base };
  } catch (error) {
    if (error instanceof ContentError) {
      throw new InitRefusal(
        `The résumé ${source} breaks the JSON Resume schema at ${error.path}: ${error.message.replace(/^[^:]+: [^:]+: /, '')}`,
      );
    }
    throw error;
  }
}

/**
 * The portrait's bytes from the résumé's `basics.image`: an http(s) URL, or
 * a path next to the résumé (a URL when the résumé came by URL); at most
 * {@link MAX_PICTURE_BYTES} from the network.
 * @throws InitRefusal naming the picture.
 */
async function resumeImage(image: string, base: string): Promise<Buffer> {
  if (looksLikeUrl(image) || looksLikeUrl(base)) {
    let url = image;
    try {
      url = new URL(image, base).href;
    } catch {
      throw new InitRefusal(`The résumé's basics.image "${image}" is not a URL.`);
    }
    return download(url, "the résumé's basics.image", MAX_PICTURE_BYTES);
  }
  const path = resolve(dirname(base), image);
  if (!existsSync(path) || !statSync(path).isFile()) {
    throw new InitRefusal(`The résumé's basics.image ${path} is not a file.`);
  }
  return readFileSync(path);
}

/** The SHA-256 (hex) of the sample's `public/media/demo-reel.mp4` (made by tools/make-demo-reel.sh). */
export const SAMPLE_REEL_SHA256 =
  '1ae9c7f049c918a50f8ba4ebc07fe67b757b30b98529f4feb39b2c886c69da06';
/** Where the page plays the demo reel from unless `VITE_DEMO_REEL_URL` says otherwise (src/config/env.ts). */
export const REEL_FILE = 'public/media/demo-reel.mp4';

/**
 * Whether `bytes` are an MP4 video: an ISO base media file (an `ftyp` box
 * first) whose brand is not QuickTime's (`qt  `) or an audio-only one (`M4A `, `M4B `).
 */
export function isMp4(bytes: Buffer): boolean {
  if (bytes.length < 12 || bytes.subarray(4, 8).toString('latin1') !== 'ftyp') return false;
  return !['qt  ', 'M4A ', 'M4B '].includes(bytes.subarray(8, 12).toString('latin1'));
}

/**
 * The owner's demo reel from `--reel`: an mp4 file or http(s) URL of at most {@link MAX_REEL_BYTES}.
 * @param deadlines of the download (a test's shorter ones); a slow reel that keeps arriving is read whole.
 * @throws InitRefusal naming the file or URL: missing, too large, not an mp4, a download that stalls.
 */
export async function loadReel(
  source: string,
  deadlines: DownloadDeadlines = DOWNLOAD_DEADLINES,
): Promise<Buffer> {
  let bytes: Buffer;
  if (looksLikeUrl(source)) {
    bytes = await download(source, 'the demo reel', MAX_REEL_BYTES, {}, deadlines);
  } else {
    const path = resolve(source);
    if (!existsSync(path) || !statSync(path).isFile()) {
      throw new InitRefusal(`No demo reel file at ${path}.`);
    }
    if (statSync(path).size > MAX_REEL_BYTES) {
      throw new InitRefusal(
        `The demo reel ${path} is larger than ${megabytes(MAX_REEL_BYTES)} (the most a host such as Cloudflare Pages serves): make it shorter or smaller.`,
      );
    }
    bytes = readFileSync(path);
  }
  if (!isMp4(bytes)) {
    throw new InitRefusal(
      `The demo reel ${source} is not an mp4 video: give an H.264 mp4 (e.g. ffmpeg -i reel.mov -c:v libx264 -movflags +faststart reel.mp4).`,
    );
  }
  return bytes;
}

/** Whether the video the page plays is still the sample's (a file in `root` with the sample's bytes). */
function playsSampleReel(root: string): boolean {
  const path = join(root, REEL_FILE);
  return (
    existsSync(path) &&
    createHash('sha256').update(readFileSync(path)).digest('hex') === SAMPLE_REEL_SHA256
  );
}

/** The résumé's own projects as a projects list (when no GitHub user is given), pictures described in `texts`. */
function projectsFromResume(
  resume: Resume,
  texts: InitTexts,
): { projects: ProjectItem[]; drawings: Drawing[] } {
  const projects: ProjectItem[] = [];
  const drawings: Drawing[] = [];
  for (const [index, project] of (resume.projects ?? []).entries()) {
    if (!project.name || !project.url) continue;
    const path = `images/projects/${pictureName(project.name, 'project')}.webp`;
    projects.push({
      id: index + 1,
      title: project.name,
      description: project.description ?? '',
      background_image: `../${path}`,
      stack: ((project as { keywords?: string[] }).keywords ?? []).join(', '),
      language: '',
      alt: texts.titleCard(project.name),
      url: project.url,
    });
    drawings.push({ path, svg: projectPictureSvg(project.name, null), ...PICTURE_SIZES.project });
  }
  return { projects, drawings };
}

/**
 * The pictures the repository's projects list names, as paths from the
 * repository's root (`../images/projects/a.webp` in `public/data/projects.json` →
 * `public/images/projects/a.webp`); none when the list is missing or unreadable.
 */
function projectPicturesAt(root: string): string[] {
  try {
    const list = JSON.parse(readFileSync(join(root, PROJECTS_FILE), 'utf8')) as unknown;
    if (!Array.isArray(list)) return [];
    return list
      .map((item) => (item as { background_image?: unknown })?.background_image)
      .filter((path): path is string => typeof path === 'string')
      .map((path) => join('public/data', path).replaceAll('\\', '/'));
  } catch {
    return [];
  }
}

/** The repository's résumé and site fields as they are now. @throws InitRefusal when portfolio.json is broken. */
function currentContent(root: string): { resume: Resume; portfolio: PortfolioFields } {
  let resume: Resume = {};
  try {
    resume = checkResume(JSON.parse(readFileSync(join(root, RESUME_FILE), 'utf8')));
  } catch {
    // A broken or missing résumé is replaced; nothing of it is kept.
  }
  return { resume, portfolio: currentPortfolio(root) };
}

/** The files (not folders, not dotfiles such as `.gitkeep`) right in a folder of `public/`, as paths relative to `public/`. */
function filesUnder(root: string, folder: string): string[] {
  const dir = join(root, 'public', folder);
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isFile() && !entry.name.startsWith('.'))
    .map((entry) => `${folder}/${entry.name}`);
}

/** Folders whose pictures belong to the previous owner's content; what the new content does not show goes. */
const OWNED_PICTURE_FOLDERS = ['images/projects', 'images/experience', 'images/courses'];

/**
 * What init would do: the files to write and remove, and whether the page
 * still plays the sample's demo reel (`sampleReel`) or the owner's, just
 * given with `--reel` (`newReel`), for the closing lines.
 */
export type InitPlan = FileChanges & {
  sampleReel: boolean;
  newReel: boolean;
  /** Languages whose files this run does not name: kept as they are, each with its files. */
  kept: { lang: string; files: string[] }[];
  /** The previous owner's languages this run does not name, their files in `remove` (see droppedLanguages in plan.ts). */
  dropped: DroppedLanguage[];
  /** The default language, when core has no texts in it: init's own texts are English (init-texts.ts). */
  englishDefaultsIn?: string;
  /** One line per case study left alone or partly made (case-studies.ts); absent: none. */
  caseStudyLines?: string[];
  /** One line per sample post the owner edited, so kept (sample-posts.ts); absent: none. */
  samplePostLines?: string[];
};

/** A JSON file at `root`, parsed; undefined when there is none. @throws InitRefusal when it is not JSON. */
function readJsonFile(root: string, file: string): unknown {
  if (!existsSync(join(root, file))) return undefined;
  try {
    return JSON.parse(readFileSync(join(root, file), 'utf8'));
  } catch (error) {
    throw new InitRefusal(
      `${file} is not JSON (${(error as Error).message}): fix it, or remove it, and run again.`,
    );
  }
}

/** The other languages' tags in the repository (`resume.{lang}.json`, `portfolio.{lang}.json`). @throws InitRefusal for a bad file name. */
function languageTagsAt(root: string): string[] {
  try {
    return otherLanguageTags(root);
  } catch (error) {
    if (error instanceof ContentError) throw new InitRefusal(`${error.message}.`);
    throw error;
  }
}

/** The files of `lang` that are in the repository. */
const languageFilesAt = (root: string, lang: string) =>
  Object.values(languageFiles(lang)).filter((file) => existsSync(join(root, file)));

/** One other language as init will leave it: its overlays, which of them to write, and its checked content. */
type LanguagePlan = {
  lang: string;
  /** Where its résumé came from (`--resume LANG=…`); undefined: the file already there, kept. */
  source?: string;
  write: Map<string, unknown>;
  content: LanguageContent;
};

/**
 * Every other language's content as the build will read it after this run
 * (docs/make-it-yours.md, "Another language"): each `--resume LANG=` document
 * as `resume.{lang}.json`, and every language already in the repository,
 * each merged onto the new default documents and checked by the build's own
 * check (`languageContentOf`, site-build/lib/read-owner-content.ts). Both
 * overlays are lined up with the new résumé ({@link alignResumeOverlay},
 * {@link alignPortfolioOverlay}): each translated item names its own item.
 * A language in `dropped` (the previous owner's, removed by this run) is left out.
 * Pictures are checked later, once drawn.
 * @throws InitRefusal naming the language's file and field.
 */
function planLanguages(
  root: string,
  defaultLang: string,
  translations: { lang: string; source: string; document: Record<string, unknown> }[],
  previous: { resume: Resume; portfolio: PortfolioFields },
  defaults: { resume: Resume; portfolio: PortfolioFields },
  dropped: ReadonlySet<string>,
  /** This run sets the availability: a language's translation of the old one goes (it would override the new kinds). */
  newAvailability = false,
): LanguagePlan[] {
  const existing = languageTagsAt(root);
  if (existing.includes(defaultLang)) {
    const files = Object.values(languageFiles(defaultLang)).filter((file) =>
      existsSync(join(root, file)),
    );
    throw new InitRefusal(
      `${files.join(' and ')}: "${defaultLang}" is the default language (portfolio.json language): its content belongs in ${RESUME_FILE} and ${PORTFOLIO_FILE}; remove ${files.length > 1 ? 'them' : 'it'} and run again.`,
    );
  }
  const langs = [...new Set([...existing, ...translations.map(({ lang }) => lang)])]
    .filter((lang) => !dropped.has(lang))
    .sort();
  return langs.map((lang) => {
    const files = languageFiles(lang);
    const given = translations.find((translation) => translation.lang === lang);
    const write = new Map<string, unknown>();
    // Each translated item names the item it translates, so it stays on it (alignOverlay,
    // site-build/lib/overlay.ts); a translation given now was written for this run's résumé.
    const resumeFile = given ? given.document : readJsonFile(root, files.resume);
    const resumeOverlay =
      resumeFile === undefined
        ? undefined
        : alignResumeOverlay(
            resumeFile,
            given ? defaults.resume : previous.resume,
            defaults.resume,
          );
    if (given || JSON.stringify(resumeOverlay) !== JSON.stringify(resumeFile)) {
      write.set(files.resume, resumeOverlay);
    }
    const portfolioFile = readJsonFile(root, files.portfolio);
    const aligned =
      portfolioFile === undefined
        ? undefined
        : alignPortfolioOverlay(portfolioFile, previous, defaults);
    // A translation of an availability block that is new or gone (another person's site has
    // none) goes: it would override the new kinds, or translate a block that no longer exists.
    const portfolioOverlay =
      (newAvailability || !defaults.portfolio.availability) &&
      typeof aligned === 'object' &&
      aligned !== null &&
      'availability' in aligned
        ? Object.fromEntries(Object.entries(aligned).filter(([key]) => key !== 'availability'))
        : aligned;
    if (JSON.stringify(portfolioOverlay) !== JSON.stringify(portfolioFile)) {
      write.set(files.portfolio, portfolioOverlay);
    }
    try {
      const content = languageContentOf(lang, defaults, root, {
        overlays: { resume: resumeOverlay, portfolio: portfolioOverlay },
        isPicture: () => true,
      });
      return { lang, ...(given && { source: given.source }), write, content };
    } catch (error) {
      if (!(error instanceof ContentError)) throw error;
      const way = given
        ? ` (${files.resume} is --resume ${lang}=${given.source})`
        : `. This run does not name "${lang}": give --resume ${lang}=FILE_OR_URL with your résumé in that language, or remove ${Object.values(
            files,
          )
            .filter((file) => existsSync(join(root, file)))
            .join(' and ')} ("git rm" them) if the site no longer has it`;
      throw new InitRefusal(`the build would reject the result: ${error.message}${way}.`);
    }
  });
}

/**
 * Works out every file init would write, without writing any. The merged
 * résumé and portfolio.json pass the build's own checks first
 * (site-build/lib/read-owner-content.ts: the JSON Resume schema, portfolio.json's
 * fields, the page's content, every picture a file), so init never says
 * "Done" for content the build then rejects.
 * @throws InitRefusal or GitHubError with the message to print.
 */
export async function planInit(
  options: InitOptions,
  { root = '.', progress = plainProgress }: { root?: string; progress?: Progress } = {},
): Promise<InitPlan> {
  const current = currentContent(root);
  const defaultLang = current.portfolio.language ?? 'en';
  const sources = splitDefault(
    { resume: options.resume, translations: options.translations ?? [] },
    defaultLang,
  );
  if (!sources.resume && !options.github) {
    throw new InitRefusal(
      `another language's résumé goes with the default language's ("${defaultLang}"): give --resume FILE_OR_URL (or --github USER) too, or add ${languageFiles(sources.translations[0]?.lang ?? 'fil').resume} by hand (docs/make-it-yours.md, "Another language").`,
    );
  }
  const given = sources.resume
    ? await progress(`Reading the résumé ${sources.resume}`, () =>
        loadResume(sources.resume as string),
      )
    : undefined;
  const translations = [];
  for (const { lang, source } of sources.translations) {
    const { document } = await progress(`Reading the ${lang} résumé ${source}`, () =>
      loadJsonObject(source, `the ${lang} résumé`),
    );
    translations.push({ lang, source, document });
  }

  let github: GitHubFacts | undefined;
  let avatarBytes: Buffer | undefined;
  if (options.github) {
    const user = options.github;
    const client = createGitHubClient(githubOptionsFromEnv());
    const profile = await progress(`Reading GitHub user ${user} from ${client.apiUrl}`, () =>
      client.user(user),
    );
    const repos = await progress(`Reading ${user}'s repositories`, () => client.repos(user));
    const social = await progress(`Reading ${user}'s social accounts`, () =>
      client.socialAccounts(user),
    );
    github = { user: profile, repos, social };
  }
  // What init writes where the owner says nothing, in the site's default language.
  const texts = initTextsFor(defaultLang);
  const resume = mergeResume(given?.resume, github, texts);
  const merged = mergePortfolio(
    resume,
    current,
    github && {
      user: github.user.login,
      ...(options.repos ? { repos: options.repos } : { projects: options.projects }),
    },
    texts,
  );
  // The same person's GitHub projects stay as they are without --github (mergePortfolio kept the
  // user): `npm run refresh` keeps them current; otherwise the résumé's own projects.
  const keptProjects = !github && !!merged.portfolio.github;
  const fromGitHub =
    github &&
    projectsFromRepos(
      github.repos,
      github.user.login,
      { count: options.projects, names: options.repos },
      texts,
    );
  const projects = fromGitHub
    ? fromGitHub
    : keptProjects
      ? { projects: undefined, drawings: [], pictures: projectPicturesAt(root) }
      : projectsFromResume(resume, texts);

  const reelBytes = options.reel
    ? await progress(`Reading the demo reel ${options.reel}`, () =>
        loadReel(options.reel as string),
      )
    : undefined;
  const hadSampleReel = playsSampleReel(root);
  // The feeds given, or the same person's (init-feeds.ts).
  const feeds = feedsAfter(options.feeds, current.portfolio, samePerson(current.resume, resume));
  const withAvailability: PortfolioFields = options.availability
    ? { ...merged.portfolio, availability: options.availability }
    : merged.portfolio;
  const reelPortfolio: PortfolioFields =
    reelBytes && hadSampleReel
      ? {
          ...withAvailability,
          // The sample's words describe the sample's video: say less, and ask the owner (closing lines).
          demoReel: {
            ...merged.portfolio.demoReel,
            description: texts.demoReel(resume.basics?.name),
          },
        }
      : withAvailability;
  const themed = withTheme(withFeeds(reelPortfolio, feeds), options.theme);
  // Project pages or not (docs/product.md § Project pages): the flag, else the choice made before.
  const caseStudies = options.noCaseStudies ? false : current.portfolio.caseStudies;
  const portfolio: PortfolioFields =
    caseStudies === undefined ? themed : { ...themed, caseStudies };
  const { drawings } = merged;

  // The build's own checks (site-build/lib/read-owner-content.ts), before anything is downloaded or drawn.
  try {
    checkResume(resume);
    checkPortfolio(portfolio);
  } catch (error) {
    if (error instanceof ContentError) {
      throw new InitRefusal(
        `the build would reject the result: ${error.message}.${github ? ` A field GitHub gives (name, bio, location, blog) fills what ${options.resume ? 'the résumé leaves out' : 'no résumé gives'}: give it in a résumé (--resume), whose values win, or fix it on GitHub.` : ''}`,
      );
    }
    throw error;
  }

  let site: SiteContent;
  try {
    site = toSiteContent(resume, portfolio);
    assert(site, SiteContent);
  } catch (error) {
    if (error instanceof ContentError) {
      throw new InitRefusal(
        `${options.resume ? 'The résumé' : `GitHub's profile of ${options.github}`} lacks something the page needs: ${error.path}: ${error.message.split(': ').slice(2).join(': ')}`,
      );
    }
    if (error instanceof StructError) {
      throw new InitRefusal(
        `The résumé gives a value the page cannot show at ${error.path.join('.')}: ${error.message}`,
      );
    }
    throw error;
  }

  // Another person's site: the previous owner's translations this run does not replace go
  // (docs/product.md § Make it yours); the same person's are kept and checked.
  const dropped = droppedLanguages(
    current.resume,
    resume,
    languageTagsAt(root).map((lang) => ({ lang, files: languageFilesAt(root, lang) })),
    translations.map(({ lang }) => lang),
  );
  // Every other language, merged and checked as the build will (pictures: below, once drawn).
  const languages = planLanguages(
    root,
    defaultLang,
    translations.map((translation) => ({
      ...translation,
      document: withDefaultTexts(translation.document, translation.lang, resume, texts),
    })),
    current,
    { resume, portfolio },
    new Set(dropped.map(({ lang }) => lang)),
    options.availability !== undefined,
  );

  if (given?.resume.basics?.image) {
    const image = given.resume.basics.image;
    avatarBytes = await progress('Downloading the résumé’s picture', () =>
      resumeImage(image, given.base),
    );
  } else if (github) {
    const { login, avatar_url } = github.user;
    avatarBytes = await progress(`Downloading ${login}'s avatar`, () =>
      createGitHubClient(githubOptionsFromEnv()).picture(avatar_url),
    );
  }

  const changes: InitPlan = {
    write: new Map(),
    remove: [],
    sampleReel: !reelBytes && hadSampleReel,
    newReel: !!reelBytes,
    kept: languages
      .filter((language) => !language.source)
      .map(({ lang }) => ({ lang, files: languageFilesAt(root, lang) })),
    dropped,
    ...(!texts.translated && { englishDefaultsIn: defaultLang }),
  };
  const text = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;
  changes.write.set(RESUME_FILE, text(resume));
  for (const language of languages) {
    for (const [file, document] of language.write) changes.write.set(file, text(document));
  }
  changes.write.set(PORTFOLIO_FILE, text(portfolio));
  if (projects.projects) changes.write.set(PROJECTS_FILE, text(projects.projects));
  changes.write.set(
    `public/${portfolio.avatar}`,
    await toWebp(avatarBytes ?? avatarSvg(site.name), PICTURE_SIZES.avatar, 'The avatar').catch(
      (error: Error) => {
        throw new InitRefusal(error.message);
      },
    ),
  );
  for (const drawing of [...drawings, ...projects.drawings]) {
    changes.write.set(`public/${drawing.path}`, await toWebp(drawing.svg, drawing));
  }
  if (reelBytes) changes.write.set(REEL_FILE, reelBytes);
  // The posts: read from the feeds; another person's site drops the previous owner's list.
  if (feeds.length || !samePerson(current.resume, resume)) {
    await addPosts(changes, feeds, { root, site: site.name, progress });
  }
  // The drawn poster names the owner; a poster of the owner's own (another path) is theirs to keep.
  if (portfolio.demoReel.poster === REEL_POSTER_PATH) {
    changes.write.set(`public/${REEL_POSTER_PATH}`, reelPosterSvg(site.name));
  }

  // Favicon, app icons and a share image per language (docs/product.md § Languages), drawn by
  // Chromium into a scratch folder.
  const tags: SiteLanguages = [defaultLang, ...languages.map(({ lang }) => lang)];
  const shareImages = [
    { lang: defaultLang, shown: site },
    ...languages.map(({ lang, content }) => ({ lang, shown: content.site })),
  ].map(({ lang, shown }) => ({ lang, shown, path: shareImagePath(lang, tags) }));
  const scratch = mkdtempSync(join(tmpdir(), 'portfolio-init-'));
  try {
    await progress('Drawing the icons and the link-preview images', async () => {
      await writeIcons(site.name, scratch);
      for (const { lang, shown, path } of shareImages) {
        await writeShareImage(shown, {
          publicDir: scratch,
          avatar: changes.write.get(`public/${portfolio.avatar}`) as Buffer,
          lang,
          path,
          accent: portfolio.theme?.accent,
        });
      }
    });
    for (const file of [
      'favicon.svg',
      ...readdirSync(join(scratch, 'icons')).map((name) => `icons/${name}`),
      ...shareImages.map(({ path }) => path),
    ]) {
      changes.write.set(`public/${file}`, readFileSync(join(scratch, file)));
    }
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }

  const kept = new Set([
    ...[site, ...languages.map(({ content }) => content.site)].flatMap((shown) =>
      picturesOf(shown).map((path) => `public/${path}`),
    ),
    ...projects.drawings.map((drawing) => `public/${drawing.path}`),
    ...('pictures' in projects ? projects.pictures : []),
  ]);
  // Pushed, not assigned: the posts' removals (addPosts, above) are already in the list.
  changes.remove.push(
    ...dropped.flatMap(({ files }) => files),
    // A dropped language's share image goes with its files.
    ...dropped
      .map(({ lang }) => `public/${shareImagePath(lang, [defaultLang, lang])}`)
      .filter((path) => existsSync(join(root, path))),
    ...OWNED_PICTURE_FOLDERS.flatMap((folder) => filesUnder(root, folder))
      .map((path) => `public/${path}`)
      .filter((path) => !kept.has(path)),
  );
  // The sample owner's own posts are not the new owner's words (sample-posts.ts).
  if (!samePerson(current.resume, resume)) {
    const sample = planSamplePosts(root);
    changes.remove.push(...sample.remove);
    if (sample.lines.length) changes.samplePostLines = sample.lines;
  }
  // The build's last check: every picture each language's page shows is a file (written now, or there already).
  for (const [file, shown] of [
    [PORTFOLIO_FILE, site] as const,
    ...languages.map(({ lang, content }) => [languageFiles(lang).portfolio, content.site] as const),
  ]) {
    for (const path of picturesOf(shown).map((picture) => `public/${picture}`)) {
      if (!changes.write.has(path) && !existsSync(join(root, path))) {
        throw new InitRefusal(
          `the build would reject the result: ${file} names ${path}, which is not a file.`,
        );
      }
    }
  }
  // Each featured repository's case study from its README (docs/product.md § Project pages).
  if (fromGitHub && portfolio.caseStudies !== false) {
    const studies = await planCaseStudies(
      fromGitHub.repos,
      createGitHubClient(githubOptionsFromEnv()),
      root,
      progress,
    );
    for (const [path, bytes] of studies.write) changes.write.set(path, bytes);
    changes.remove.push(...studies.remove);
    changes.caseStudyLines = studies.lines;
  } else if (portfolio.caseStudies === false || (!fromGitHub && !keptProjects)) {
    // No pages, or projects from the résumé: the case studies init wrote before (the sample's)
    // go, unedited ones only; no repository is read, so no GitHub settings are needed.
    const studies = await planCaseStudies([], createGitHubClient({}), root);
    for (const [path, bytes] of studies.write) changes.write.set(path, bytes);
    changes.remove.push(...studies.remove);
  }
  return changes;
}

/** Asks for the options on a terminal (@clack/prompts). Returns undefined when the owner cancels. */
async function askOptions(): Promise<InitOptions | undefined> {
  const prompts = await import('@clack/prompts');
  prompts.intro('Make this site yours');
  const answers = await prompts.group(
    {
      github: () =>
        prompts.text({ message: 'Your GitHub user (Enter to skip)', placeholder: 'octocat' }),
      resume: () =>
        prompts.text({
          message: 'Your JSON Resume file or URL (Enter to skip)',
          placeholder: 'resume.json',
        }),
      // One question a language, until Enter: --resume LANG=FILE_OR_URL, checked as the flag is.
      translations: () =>
        askMany(prompts, {
          message: 'Your résumé in another language, as LANG=FILE_OR_URL',
          placeholder: 'fil=resume.fil.json',
          check: (given, value) => {
            if (!/^[A-Za-z0-9_-]+=/.test(value)) {
              throw new Error('Start with the language tag and "=", e.g. fil=resume.fil.json');
            }
            parseResumeValues([...given, value]);
          },
        }),
      // One question a feed, until Enter: --feed URL, checked as the flag is (init-feeds.ts).
      feeds: () =>
        askMany(prompts, {
          message: 'Your blog’s feed, RSS, Atom or JSON Feed URL',
          placeholder: 'https://dev.to/feed/you',
          check: (given, value) => void checkFeedUrls([...given, value]),
        }),
      projects: () =>
        prompts.text({
          message: 'How many repositories to show',
          initialValue: String(DEFAULT_PROJECT_COUNT),
        }),
      // Colours (docs/make-it-yours.md, "Colours"): the same checks as --accent and --colour-mode.
      accent: () =>
        prompts.text({
          message: 'Your accent colour, any CSS colour (Enter to keep)',
          placeholder: '#0d9488',
          validate: (value) => {
            try {
              themeOption(value);
              return undefined;
            } catch (error) {
              return (error as Error).message;
            }
          },
        }),
      colourMode: () =>
        prompts.select({
          message: 'The first visit’s colour mode',
          options: [
            { value: '', label: 'Keep (dark unless portfolio.json says otherwise)' },
            { value: 'dark', label: 'Dark' },
            { value: 'light', label: 'Light' },
            { value: 'system', label: 'As the visitor’s device (system)' },
          ],
        }),
      // Availability (docs/make-it-yours.md, "Availability"): the same checks as the flags.
      status: () =>
        prompts.select({
          message: 'Are you available for work?',
          options: [
            { value: 'skip', label: 'Skip (keep what portfolio.json says)' },
            { value: 'open-to-work', label: 'Open to work' },
            { value: 'open-to-offers', label: 'Open to offers' },
            { value: 'not-looking', label: 'Not looking' },
          ],
        }),
      available: ({ results }) =>
        results.status === 'open-to-work' || results.status === 'open-to-offers'
          ? prompts.text({
              message: 'Kinds of work, comma-separated (Enter for any)',
              placeholder: 'contract,full-time',
            })
          : Promise.resolve(undefined),
      availableFrom: ({ results }) =>
        results.status === 'open-to-work' || results.status === 'open-to-offers'
          ? prompts.text({
              message: 'From when, YYYY-MM or YYYY-MM-DD (Enter for now)',
              placeholder: '2027-03',
              validate: (value) =>
                !value?.trim() || isFromDate(value.trim())
                  ? undefined
                  : 'Give YYYY-MM or YYYY-MM-DD',
            })
          : Promise.resolve(undefined),
      timeZone: ({ results }) =>
        results.status && results.status !== 'skip'
          ? prompts.text({
              message: 'Your time zone (an IANA name)',
              initialValue: Intl.DateTimeFormat().resolvedOptions().timeZone,
              validate: (value) =>
                value && isTimeZone(value.trim())
                  ? undefined
                  : 'Give an IANA name such as Asia/Manila or Europe/Berlin',
            })
          : Promise.resolve(undefined),
      bookingUrl: ({ results }) =>
        results.status === 'open-to-work' || results.status === 'open-to-offers'
          ? prompts.text({
              message: 'A page where visitors book a call, https (Enter to skip)',
              placeholder: 'https://cal.com/you',
              validate: (value) =>
                !value?.trim() || isHttpsUrl(value.trim()) ? undefined : 'Give an https:// address',
            })
          : Promise.resolve(undefined),
    },
    {
      // group() would go on to the next question after a cancelled one: stop here, as clack's
      // docs do. Nothing is written before the last answer, so nothing changed (exit code 1).
      onCancel: () => {
        prompts.cancel('Nothing changed.');
        process.exit(1);
      },
    },
  );
  if (prompts.isCancel(answers)) return undefined;
  const {
    translations,
    feeds,
    resume,
    status,
    available,
    availableFrom,
    timeZone,
    bookingUrl,
    ...rest
  } = answers as Record<string, unknown>;
  const text = (value: unknown) => (typeof value === 'string' && value.trim()) || undefined;
  return checkOptions({
    ...(rest as Record<string, string>),
    ...(status !== 'skip' && {
      available: text(available) ?? (status === 'not-looking' ? undefined : ''),
      openToOffers: status === 'open-to-offers' || undefined,
      notLooking: status === 'not-looking' || undefined,
      availableFrom: text(availableFrom),
      timeZone: text(timeZone),
      bookingUrl: text(bookingUrl),
    }),
    resume: [resume as string | undefined, ...(translations as string[])].filter(
      (value): value is string => !!value,
    ),
    feed: feeds as string[],
  });
}

/**
 * Asks the same question until the owner presses Enter on an empty answer
 * (@clack/prompts): one answer a question, each checked with those before it
 * by `check`, whose thrown message is shown under the answer.
 * @returns the answers in order (none: an empty list), or the cancel marker.
 */
async function askMany(
  prompts: typeof import('@clack/prompts'),
  question: {
    message: string;
    placeholder: string;
    check: (given: readonly string[], value: string) => void;
  },
): Promise<string[] | symbol> {
  const given: string[] = [];
  for (;;) {
    const answer = await prompts.text({
      message: `${question.message} (Enter to ${given.length ? 'go on' : 'skip'})`,
      placeholder: question.placeholder,
      validate: (value) => {
        if (!value?.trim()) return undefined;
        try {
          question.check(given, value.trim());
          return undefined;
        } catch (error) {
          return (error as Error).message;
        }
      },
    });
    if (prompts.isCancel(answer)) return answer;
    if (!answer?.trim()) return given;
    given.push(answer.trim());
  }
}

/** A spinner per network step (@clack/prompts) on a terminal. */
async function spinnerProgress(): Promise<Progress> {
  const prompts = await import('@clack/prompts');
  return async (text, step) => {
    const label = logText(text);
    const spinner = prompts.spinner();
    spinner.start(label);
    try {
      const result = await step();
      spinner.stop(`${label}: done`);
      return result;
    } catch (error) {
      spinner.error(`${label}: failed`);
      throw error;
    }
  };
}

/**
 * The closing line for a default language core has no texts in: where the
 * owner's content said nothing, init wrote English (init-texts.ts).
 */
function englishDefaultsLine({ englishDefaultsIn }: InitPlan): string {
  if (!englishDefaultsIn) return '';
  return `\n  - resume.json, portfolio.json, ${PROJECTS_FILE}   where your résumé said nothing, init wrote English (it has no "${englishDefaultsIn}" texts): your headline, summary and picture descriptions`;
}

/** The closing lines about the demo reel (docs/make-it-yours.md, "Demo reel video"). */
function reelLines({ sampleReel, newReel }: InitPlan): string {
  if (sampleReel) {
    return `
  - the demo reel             its poster shows your name, but the video is still the sample's
                              (Jamie Santos's title cards): npm run init -- --reel FILE_OR_URL
                              with your mp4, then describe it in portfolio.json (demoReel.description)`;
  }
  if (newReel) {
    return `
  - demoReel.description      in portfolio.json: say in words what your reel shows (its text alternative)`;
  }
  return '';
}

/**
 * Runs the command. @returns the exit code: 0 done, 1 refused (the message
 * printed, no file changed), 2 wrong usage.
 */
export async function main(argv: string[], root = '.'): Promise<number> {
  try {
    let options = parseInitArgs(argv);
    const interactive = !options && process.stdin.isTTY && process.stdout.isTTY;
    if (!options) {
      if (!interactive) {
        console.error(USAGE);
        return 2;
      }
      options = await askOptions();
      if (!options) return 1;
    }
    const progress = interactive ? await spinnerProgress() : plainProgress;
    if (
      options.theme &&
      !options.feeds &&
      !options.github &&
      !options.resume &&
      !options.translations?.length
    ) {
      reportChanges(writeChanges(planThemeOnly(options.theme, root), root));
      console.log(
        '\nDone. "npm start" shows the site in your colours; "npm run share-image" redraws the link-preview pictures in them.',
      );
      return 0;
    }
    if (options.feeds && !options.github && !options.resume && !options.translations?.length) {
      reportChanges(writeChanges(await planFeedsOnly(options.feeds, { root, progress }), root));
      console.log(
        '\nDone. "npm start" shows your posts under "Writing"; "npm run refresh" reads the feeds again.',
      );
      return 0;
    }
    const changes = await planInit(options, { root, progress });
    try {
      reportChanges(
        writeChanges(changes, root),
        changes.dropped.map((language) => ({ files: language.files, line: droppedLine(language) })),
      );
      for (const line of [...(changes.caseStudyLines ?? []), ...(changes.samplePostLines ?? [])])
        console.log(`  note    ${line}`);
      for (const { lang, files } of changes.kept) {
        console.log(
          `  kept    ${files.join(', ')} ("${lang}" is not named by this run: check it still fits your résumé; --resume ${lang}=FILE_OR_URL replaces it, "git rm" drops the language)`,
        );
      }
    } catch (error) {
      console.error(
        `init: writing the files failed: ${(error as Error).message}\nSome files may have been written: "git status" shows which, "git checkout ." undoes them.`,
      );
      return 1;
    }
    console.log(`
Done. Check what changed with "git status" and "git diff", then:
  - npm start                 the site with your name, work and projects
  - portfolio.json            each job's status and tags${reelLines(changes)}${englishDefaultsLine(changes)}
  - npx tsx tools/install-screenshots.ts   after "npm run build": the install screenshots of your site
  - npm run refresh           later, to pick up new repositories${options.github ? '' : ' (needs --github once)'} and posts${options.feeds ? '' : ' (needs --feed URL once)'}`);
    return 0;
  } catch (error) {
    if (error instanceof InitRefusal || error instanceof GitHubError) {
      console.error(logText(`init: ${error.message}\nNothing changed.`));
      return 1;
    }
    // Anything else (a picture sharp cannot read, Chromium missing for the icons): its message, no stack.
    console.error(logText(`init: ${(error as Error).message ?? String(error)}\nNothing changed.`));
    if (process.env.DEBUG) console.error(error);
    return 1;
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  process.exitCode = await main(process.argv.slice(2));
}
