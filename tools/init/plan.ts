/**
 * What `npm run init` writes, worked out before anything is written
 * (docs/product.md § Make it yours): the merged résumé, the site's own
 * fields, the projects list and the pictures to draw. Pure functions of
 * their input, so the same input gives the same files (init is idempotent).
 */

import { createHash } from 'node:crypto';
import { type PortfolioFields, sectionsFromResume } from '#src/app/site-content.ts';
import { LANGUAGE_TAG, type Resume } from '#src/content/owner-content.ts';
import type { InitPicture } from '#src/content/section-face.ts';
import { localeOf, translatorFor } from '#src/i18n/catalogues.ts';
import { slug } from '#src/lib/slug.ts';
import { alignOverlay, portfolioLists, RESUME_LISTS } from '../../site-build/lib/overlay.ts';
import type { GitHubRepo, GitHubSocialAccount, GitHubUser } from './github.ts';
import { type InitTexts, initTextsFor } from './init-texts.ts';
import { coursePictureSvg, jobPictureSvg, PICTURE_SIZES, projectPictureSvg } from './pictures.ts';

/** What GitHub said about the owner (see github.ts). */
export type GitHubFacts = {
  user: GitHubUser;
  repos: GitHubRepo[];
  social: GitHubSocialAccount[];
};

/** How many repositories, or exactly which (docs/product.md § Make it yours: `--projects N`, `--repos a,b,c`). */
export type RepoChoice = { count: number; names?: string[] };

/** One item of `public/data/projects.json` (docs/product.md § Projects; docs/make-it-yours.md, "Project JSON"). */
export type ProjectItem = {
  id: number;
  title: string;
  description: string;
  background_image: string;
  stack: string;
  language: string;
  alt: string;
  url: string;
};

/** A picture to draw: an SVG drawing, its size in px, and where it goes under `public/`. */
export type Drawing = { path: string; svg: string; width: number; height: number };

/** The default number of repositories shown (docs/product.md § Make it yours: `--projects N`, default 12). */
export const DEFAULT_PROJECT_COUNT = 12;
/** The JSON Resume schema a written résumé names, for editors and JSON Resume's tools. */
const RESUME_SCHEMA_URL =
  'https://raw.githubusercontent.com/jsonresume/resume-schema/v1.0.0/schema.json';

/** An input the command refuses, with the message to print (the exit is non-zero and no file changes). */
export class InitRefusal extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'InitRefusal';
  }
}

/** The names GitHub's `social_accounts` providers go by on a profile link. */
const PROVIDER_NAMES: Record<string, string> = {
  twitter: 'X',
  linkedin: 'LinkedIn',
  mastodon: 'Mastodon',
  bluesky: 'Bluesky',
  facebook: 'Facebook',
  instagram: 'Instagram',
  youtube: 'YouTube',
  reddit: 'Reddit',
  twitch: 'Twitch',
  npm: 'npm',
  hometown: 'Hometown',
};

function isHttpUrl(value: string | null | undefined): value is string {
  try {
    return !!value && ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
}

/** A social account as a JSON Resume profile: a known provider's name, else the link's host. */
function profileOf(account: GitHubSocialAccount): { network: string; url: string } | undefined {
  if (!isHttpUrl(account.url)) return undefined;
  const network =
    PROVIDER_NAMES[account.provider] ?? new URL(account.url).hostname.replace(/^www\./, '');
  return { network, url: account.url };
}

const isGitHubProfile = (profile: { network?: string; url?: string }) =>
  profile.network?.toLowerCase() === 'github' ||
  (!!profile.url && /^https?:\/\/(www\.)?github\.com\//i.test(profile.url));

/**
 * The owner's résumé: `resume` as given, its gaps filled from GitHub
 * (docs/product.md § Make it yours: where both give a value, the résumé's wins).
 * `basics.name` ← the user's name or login, `label` ← `texts.headline`,
 * `summary` ← the GitHub bio, else `texts.summary`, `location.city` ← the
 * GitHub location, `url` ← the GitHub blog, `profiles` ← the résumé's, else
 * GitHub's social accounts; plus the GitHub profile when missing. Without a
 * résumé: `basics` alone. `texts` are in the site's default language.
 */
export function mergeResume(
  resume: Resume | undefined,
  github?: GitHubFacts,
  texts: InitTexts = initTextsFor(),
): Resume {
  const merged: Resume = structuredClone(resume ?? { $schema: RESUME_SCHEMA_URL });
  const basics = { ...merged.basics };
  const user = github?.user;
  if (user) {
    basics.name ||= user.name?.trim() || user.login;
    basics.summary ||= user.bio?.trim() || undefined;
    if (!basics.location?.city && !basics.location?.region && !basics.location?.countryCode) {
      if (user.location?.trim())
        basics.location = { ...basics.location, city: user.location.trim() };
    }
    if (!basics.url && isHttpUrl(user.blog)) basics.url = user.blog;
    const profiles = basics.profiles?.length
      ? [...basics.profiles]
      : github.social.map(profileOf).filter((profile) => !!profile);
    if (!profiles.some(isGitHubProfile)) {
      profiles.push({ network: 'GitHub', username: user.login, url: user.html_url });
    }
    basics.profiles = profiles;
  }
  basics.label ||= texts.headline;
  basics.summary ||= texts.summary(basics.name);
  merged.basics = Object.fromEntries(
    Object.entries(basics).filter(([, value]) => value !== undefined),
  ) as Resume['basics'];
  return merged;
}

/**
 * A translation given to init (`--resume LANG=…`, a whole résumé or an
 * overlay), with the headline and summary init wrote into the default
 * language's résumé (`resume`'s `basics.label` and `basics.summary` equal to
 * `texts.headline` and `texts.summary(name)`) added in its own language
 * (`initTextsFor(lang)`) where it has none: else the page in that language
 * would show the default language's words. Left as it is when core has no
 * texts for `lang`. Does not change `document`.
 */
export function withDefaultTexts(
  document: Record<string, unknown>,
  lang: string,
  resume: Resume,
  texts: InitTexts,
): Record<string, unknown> {
  const own = initTextsFor(lang);
  if (!own.translated) return document;
  const basics = (document.basics ?? {}) as Record<string, unknown>;
  if (typeof basics !== 'object' || Array.isArray(basics)) return document;
  const added: Record<string, unknown> = {};
  const name = (typeof basics.name === 'string' && basics.name) || resume.basics?.name;
  if (!basics.label && resume.basics?.label === texts.headline) added.label = own.headline;
  if (!basics.summary && resume.basics?.summary === texts.summary(resume.basics?.name))
    added.summary = own.summary(name);
  if (!Object.keys(added).length) return document;
  return { ...document, basics: { ...basics, ...added } };
}

/**
 * A picture's file name (without folder or extension) for a drawn name:
 * its {@link slug} when that keeps every letter and digit of `text`
 * ("Distributed Systems" → `distributed-systems`), else the slug (or
 * `fallback` when nothing is left, as for a name in another script) and
 * the first 8 hex digits of the SHA-256 of `text` ("データ分析" →
 * `course-3f2a…`, "C++ Developer" → `c-developer-9b1e…`). So two names
 * never share a picture, and the same name always gets the same file.
 */
export function pictureName(text: string, fallback: string): string {
  const name = slug(text, '');
  const folded = text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase();
  const lossless =
    name &&
    /^[a-z0-9\s_.,:'’()-]*$/.test(folded) &&
    folded.replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '') === name;
  if (lossless) return name;
  const hash = createHash('sha256').update(text).digest('hex').slice(0, 8);
  return `${name || fallback}-${hash}`;
}

/**
 * The site's own fields for the merged résumé. Each section's field comes
 * from its face's `init` (src/app/sections.ts): what `current` (the
 * repository's portfolio.json and resume.json) already says about a job or a
 * certificate that is still there is kept; a new one gets defaults and a
 * drawn picture (the experience face: status "CURRENT" without an end date,
 * else "PAST"; the job title as its role; "software" as its output); the
 * demo reel stays, and the same person's availability. The default
 * `language` and the `publish` choices stay as `current` has them; without
 * `github`, the same person's recorded GitHub user stays too.
 * A new job's picture is described in `texts`'s language (the site's default language).
 * @returns the fields and the pictures to draw for them.
 */
export function mergePortfolio(
  resume: Resume,
  current: { resume: Resume; portfolio: PortfolioFields },
  github: PortfolioFields['github'],
  texts: InitTexts = initTextsFor(current.portfolio.language),
): { portfolio: PortfolioFields; drawings: Drawing[] } {
  // Each section's field, from its face (src/app/sections.ts), and the pictures it needs.
  const sections = sectionsFromResume({
    resume,
    previous: { resume: current.resume, portfolio: current.portfolio },
    samePerson: samePerson(current.resume, resume),
    i18n: translatorFor(localeOf(texts.lang)),
    pictureFile: (folder, text, fallback) => `images/${folder}/${pictureName(text, fallback)}.webp`,
  });
  const name = resume.basics?.name ?? current.portfolio.shortName;
  const portfolio: PortfolioFields = {
    // The default language stays what the owner set (docs/make-it-yours.md, "Another language").
    ...(current.portfolio.language && { language: current.portfolio.language }),
    shortName: [...(name.trim().split(/\s+/)[0] ?? name)].slice(0, 12).join(''),
    // The GitHub user given, else the same person's recorded one: a run without --github (a new
    // résumé) keeps the projects and their daily refresh (docs/product.md § Make it yours).
    ...(github
      ? { github }
      : current.portfolio.github &&
        samePerson(current.resume, resume) && { github: current.portfolio.github }),
    avatar: 'images/avatar.webp',
    ...sections.fields,
    // What of the résumé's private fields to publish is the owner's choice (docs/product.md § Privacy).
    ...(current.portfolio.publish && { publish: current.portfolio.publish }),
  };
  return {
    portfolio: inOrderOf(current.portfolio, portfolio),
    drawings: unique(sections.pictures.map(drawingOf)),
  };
}

/**
 * `fields` with its keys in `current`'s order, new ones after them: a second run
 * for the same résumé leaves the owner's file as it was, line for line.
 */
function inOrderOf<T extends object>(current: object, fields: T): T {
  const keys = new Set([...Object.keys(current), ...Object.keys(fields)]);
  return Object.fromEntries(
    [...keys]
      .filter((key) => Object.hasOwn(fields, key))
      .map((key) => [key, fields[key as keyof T]]),
  ) as T;
}

/** A section's picture as init draws it: a card as a job's picture, a tile as a course's (./pictures.ts). */
function drawingOf(picture: InitPicture): Drawing {
  return 'card' in picture
    ? {
        path: picture.path,
        svg: jobPictureSvg(picture.card.title, picture.card.subtitle),
        ...PICTURE_SIZES.job,
      }
    : { path: picture.path, svg: coursePictureSvg(picture.tile), ...PICTURE_SIZES.course };
}

/** Drawings with one entry per path (two identical certificates share a picture). */
function unique(drawings: Drawing[]): Drawing[] {
  return [...new Map(drawings.map((drawing) => [drawing.path, drawing])).values()];
}

/**
 * Where a repository's picture goes under `public/`, from its name alone:
 * lower case, since GitHub's names are unique to a user regardless of case
 * (`[A-Za-z0-9._-]`, so `a.b` and `a-b` stay apart); a leading dot becomes `dot`.
 */
export const projectPicturePath = (repo: { name: string }) =>
  `images/projects/${repo.name
    .toLowerCase()
    .replace(/[^a-z0-9._-]/g, '-')
    .replace(/^\./, 'dot.')}.webp`;

/** A pushed date as ms since 1970; never pushed (or unreadable) counts as oldest. */
const pushedAt = (repo: GitHubRepo) => Date.parse(repo.pushed_at ?? '') || 0;

/**
 * The order of the projects list (docs/product.md § Make it yours), a total
 * one, so the same repositories give the same list whatever order GitHub
 * answers in: most stars first, then most recently pushed, then by name
 * (lower case, by code point: no locale of the machine running it counts).
 */
export function compareRepos(a: GitHubRepo, b: GitHubRepo): number {
  const byName = (repo: GitHubRepo) => repo.name.toLowerCase();
  return (
    b.stargazers_count - a.stargazers_count ||
    pushedAt(b) - pushedAt(a) ||
    (byName(a) < byName(b) ? -1 : byName(a) > byName(b) ? 1 : a.id - b.id)
  );
}

/**
 * The user's projects list from their repositories (docs/product.md § Make
 * it yours): their own public ones (`private` false and `visibility`
 * "public": never an enterprise's internal ones), no forks, no archived
 * ones; in the order of {@link compareRepos}; the first `choice.count`, or
 * exactly `choice.names` in that order, their pictures described in `texts`
 * (the site's default language). Only what the page shows is kept
 * (no star counts, no dates), so a refresh where nothing visible changed
 * writes the same bytes. `repos` are the chosen repositories, in the list's
 * order (their case studies come from them, tools/init/case-studies.ts).
 * @throws InitRefusal when `choice.names` names a repository that is not there (or is a fork or archived).
 */
export function projectsFromRepos(
  repos: GitHubRepo[],
  login: string,
  choice: RepoChoice,
  texts: InitTexts = initTextsFor(),
): { projects: ProjectItem[]; drawings: Drawing[]; repos: GitHubRepo[] } {
  const own = repos.filter(
    (repo) =>
      repo.private === false &&
      repo.visibility === 'public' &&
      !repo.fork &&
      !repo.archived &&
      repo.owner.login.toLowerCase() === login.toLowerCase(),
  );
  let chosen: GitHubRepo[];
  if (choice.names) {
    const byName = new Map(own.map((repo) => [repo.name.toLowerCase(), repo]));
    chosen = choice.names.map((name) => {
      const repo = byName.get(name.toLowerCase());
      if (!repo) {
        throw new InitRefusal(
          `--repos names "${name}", which is not one of ${login}'s own public repositories (forks and archived ones are left out).`,
        );
      }
      return repo;
    });
  } else {
    chosen = [...own].sort(compareRepos).slice(0, choice.count);
  }
  const projects = chosen.map((repo) => ({
    id: repo.id,
    title: repo.name,
    description: repo.description?.trim() ?? '',
    background_image: `../${projectPicturePath(repo)}`,
    stack: (repo.topics ?? []).join(', '),
    language: repo.language ?? '',
    alt: texts.titleCard(repo.name),
    url: repo.html_url,
  }));
  const drawings = chosen.map((repo) => ({
    path: projectPicturePath(repo),
    svg: projectPictureSvg(repo.name, repo.language),
    ...PICTURE_SIZES.project,
  }));
  return { projects, drawings: unique(drawings), repos: chosen };
}

/** Another language's résumé from `--resume LANG=FILE_OR_URL` (docs/product.md § Make it yours). */
export type Translation = { lang: string; source: string };

/** `fil=resume.fil.json` → `fil` and the rest; a URL (`https:`) or a path (`./a=b.json`) has a `:`, `/` or `.` before its first `=`. */
const LANGUAGE_PREFIX = /^([A-Za-z0-9_-]+)=(.*)$/s;

/**
 * Sorts the `--resume` values (docs/product.md § Make it yours): a plain
 * `FILE_OR_URL` is the default language's résumé, `LANG=FILE_OR_URL`
 * another language's (`LANG` a tag such as `fil` or `pt-BR`, the rule of
 * `LANGUAGE_TAG` in src/content/owner-content.ts). Whether a `LANG` is the
 * default language is known only from portfolio.json (see {@link splitDefault}).
 * @throws InitRefusal for a bad tag, an empty source, two plain values, the same tag twice.
 */
export function parseResumeValues(values: readonly string[]): {
  resume?: string;
  translations: Translation[];
} {
  let resume: string | undefined;
  const translations: Translation[] = [];
  for (const raw of values) {
    const value = raw.trim();
    if (!value) continue;
    const prefixed = value.match(LANGUAGE_PREFIX);
    if (!prefixed) {
      if (resume !== undefined) {
        throw new InitRefusal(
          `--resume gives the default language's résumé twice ("${resume}" and "${value}"): give another language's as --resume LANG=FILE_OR_URL, e.g. --resume fil=resume.fil.json`,
        );
      }
      resume = value;
      continue;
    }
    const [, lang = '', source = ''] = prefixed;
    if (!LANGUAGE_TAG.test(lang)) {
      throw new InitRefusal(
        `--resume ${value}: "${lang}" is not a language tag such as "fil" or "pt-BR" (a file whose name has "=" in it: write it as ./${value}).`,
      );
    }
    if (!source.trim()) {
      throw new InitRefusal(
        `--resume ${lang}= needs a file or URL after the "=", e.g. --resume ${lang}=resume.${lang}.json`,
      );
    }
    if (translations.some((other) => other.lang === lang)) {
      throw new InitRefusal(
        `--resume names the language "${lang}" twice: give one résumé per language.`,
      );
    }
    translations.push({ lang, source: source.trim() });
  }
  return { ...(resume !== undefined && { resume }), translations };
}

/**
 * Moves a `--resume LANG=…` whose `LANG` is the default language (`portfolio.json`
 * `language`, else `en`) to the default résumé.
 * @throws InitRefusal when the default language's résumé is also given plainly.
 */
export function splitDefault(
  options: { resume?: string; translations: Translation[] },
  defaultLang: string,
): { resume?: string; translations: Translation[] } {
  const own = options.translations.find((translation) => translation.lang === defaultLang);
  if (!own) return options;
  if (options.resume) {
    throw new InitRefusal(
      `--resume gives the default language's résumé twice: "${options.resume}" and ${defaultLang}=${own.source} ("${defaultLang}" is the default language, portfolio.json language${defaultLang === 'en' ? ' unset' : ''}). Give one of them.`,
    );
  }
  return {
    resume: own.source,
    translations: options.translations.filter((translation) => translation !== own),
  };
}

/**
 * A `portfolio.{lang}.json` overlay made to fit the new résumé
 * (`alignOverlay`, site-build/lib/overlay.ts): each `experience` entry names
 * its job (employer and start date) and each `courses` entry its certificate,
 * so an entry follows its job wherever the new résumé lists it; an entry of a
 * job no longer there goes; `availability.kinds` is keyed by portfolio.json's
 * kinds. Everything else in the overlay stays as it is.
 * @param previous what the overlay was written for (the repository's resume.json and portfolio.json).
 * @returns the overlay to write; `overlay` itself when it is no JSON object.
 */
export function alignPortfolioOverlay(
  overlay: unknown,
  previous: { resume: Resume; portfolio?: PortfolioFields },
  next: { resume: Resume; portfolio?: PortfolioFields },
): unknown {
  return alignOverlay(
    overlay,
    { document: previous.portfolio ?? {}, lists: portfolioLists(previous.resume) },
    { document: next.portfolio ?? {}, lists: portfolioLists(next.resume) },
  );
}

/**
 * A `resume.{lang}.json` overlay made to fit the new résumé, as
 * {@link alignPortfolioOverlay} does portfolio.{lang}.json: every list item
 * names the item it translates (`RESUME_LISTS`, site-build/lib/overlay.ts).
 * @param previous the résumé the overlay was written for: the repository's, or
 *   for a translation given in this run (`--resume LANG=…`), this run's.
 */
export function alignResumeOverlay(overlay: unknown, previous: Resume, next: Resume): unknown {
  return alignOverlay(
    overlay,
    { document: previous, lists: RESUME_LISTS },
    { document: next, lists: RESUME_LISTS },
  );
}

/** A person's name as compared by {@link samePerson}: trimmed, NFKC-normalised, lower case. */
const personKey = (name: string | undefined) =>
  name?.trim().normalize('NFKC').toLowerCase().normalize('NFKC') ?? '';

/**
 * Whether a résumé is the same person's as the repository's (docs/product.md
 * § Make it yours): the `basics.name`s, trimmed, Unicode-normalised (NFKC)
 * and compared case-insensitively, are equal. A `previous` résumé without a
 * name (a missing or broken resume.json) counts as the same person, so
 * nothing of an unknown owner is dropped: its languages are kept and checked.
 */
export function samePerson(previous: Resume, next: Resume): boolean {
  const before = personKey(previous.basics?.name);
  return !before || before === personKey(next.basics?.name);
}

/** A language whose files init removes with the previous owner's résumé (see {@link droppedLanguages}). */
export type DroppedLanguage = { lang: string; files: string[]; owner: string };

/**
 * The languages init removes when it makes the site another person's
 * (docs/product.md § Make it yours, docs/make-it-yours.md "Another language"):
 * when `next` is not {@link samePerson} as `previous`, every language in the
 * repository (`existing`, each with its `resume.{lang}.json` and
 * `portfolio.{lang}.json` that are there) that this run does not give with
 * `--resume LANG=…` (`given`), since its files translate the previous
 * owner's résumé. The same person keeps every language.
 * @returns the dropped languages, by tag, each with its files and the previous owner's name.
 */
export function droppedLanguages(
  previous: Resume,
  next: Resume,
  existing: readonly { lang: string; files: readonly string[] }[],
  given: readonly string[],
): DroppedLanguage[] {
  if (samePerson(previous, next)) return [];
  const owner = previous.basics?.name?.trim() ?? '';
  return existing
    .filter(({ lang, files }) => !given.includes(lang) && files.length)
    .map(({ lang, files }) => ({ lang, files: [...files], owner }))
    .sort((a, b) => (a.lang < b.lang ? -1 : a.lang > b.lang ? 1 : 0));
}

/** A language's English name for a message ("fil" → "Filipino"); the tag itself when none is known. */
function languageName(lang: string): string {
  try {
    const name = new Intl.DisplayNames(['en'], { type: 'language', fallback: 'none' }).of(lang);
    return name ?? `"${lang}"`;
  } catch {
    return `"${lang}"`;
  }
}

/**
 * The line init prints for a dropped language: which files went, why, and
 * how to get the language back, e.g. `removed resume.fil.json,
 * portfolio.fil.json: they translated Jamie Santos's résumé; add --resume
 * fil=FILE_OR_URL for a Filipino page`.
 */
export function droppedLine({ lang, files, owner }: DroppedLanguage): string {
  return `removed ${files.join(', ')}: ${files.length > 1 ? 'they' : 'it'} translated ${owner}'s résumé; add --resume ${lang}=FILE_OR_URL for a${/^[aeiou]/i.test(languageName(lang)) ? 'n' : ''} ${languageName(lang)} page`;
}
