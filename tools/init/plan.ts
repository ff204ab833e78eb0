/**
 * What `npm run init` writes, worked out before anything is written
 * (docs/product.md § Make it yours): the merged résumé, the site's own
 * fields, the projects list and the pictures to draw. Pure functions of
 * their input, so the same input gives the same files (init is idempotent).
 */
import { createHash } from 'node:crypto';
import type { PortfolioFields, Resume } from '#/content/owner-content.ts';
import { slug } from '#/lib/slug.ts';
import type { GitHubRepo, GitHubSocialAccount, GitHubUser } from './github.ts';
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
/** The headline when neither the résumé (`basics.label`) nor GitHub gives one. */
export const DEFAULT_HEADLINE = 'Software developer';
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
 * `basics.name` ← the user's name or login, `label` ← {@link DEFAULT_HEADLINE},
 * `summary` ← the GitHub bio, `location.city` ← the GitHub location, `url` ← the
 * GitHub blog, `profiles` ← the résumé's, else GitHub's social accounts; plus
 * the GitHub profile when missing. Without a résumé: `basics` alone.
 */
export function mergeResume(resume: Resume | undefined, github?: GitHubFacts): Resume {
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
  basics.label ||= DEFAULT_HEADLINE;
  basics.summary ||= `Projects and work of ${basics.name ?? 'the owner'}.`;
  merged.basics = Object.fromEntries(
    Object.entries(basics).filter(([, value]) => value !== undefined),
  ) as Resume['basics'];
  return merged;
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

/** A key that tells one job (or certificate) from another across résumé versions. */
const jobKey = (job: NonNullable<Resume['work']>[number]) =>
  [job.name, job.position, job.startDate].join('|');
const certificateKey = (certificate: NonNullable<Resume['certificates']>[number]) =>
  [certificate.name, certificate.issuer].join('|');

/**
 * The site's own fields for the merged résumé. What `current` (the
 * repository's portfolio.json and resume.json) already says about a job or a
 * certificate that is still there is kept; a new one gets defaults and a
 * drawn picture: status "CURRENT" without an end date, else "PAST"; the job
 * title as its role; "software" as its output.
 * @returns the fields and the pictures to draw for them.
 */
export function mergePortfolio(
  resume: Resume,
  current: { resume: Resume; portfolio: PortfolioFields },
  github: PortfolioFields['github'],
): { portfolio: PortfolioFields; drawings: Drawing[] } {
  const drawings: Drawing[] = [];
  const knownJobs = new Map(
    (current.resume.work ?? []).map((job, index) => [
      jobKey(job),
      current.portfolio.experience[index],
    ]),
  );
  const knownCourses = new Map(
    (current.resume.certificates ?? []).map((certificate, index) => [
      certificateKey(certificate),
      current.portfolio.courses[index],
    ]),
  );
  const experience = (resume.work ?? []).map((job) => {
    const known = knownJobs.get(jobKey(job));
    if (known) return known;
    const position = job.position ?? 'Job';
    const employer = job.name ?? '';
    const thumbnail = `images/experience/${pictureName(`${position} ${employer}`.trim(), 'job')}.webp`;
    drawings.push({
      path: thumbnail,
      svg: jobPictureSvg(position, employer),
      ...PICTURE_SIZES.job,
    });
    return {
      status: job.endDate ? 'PAST' : 'CURRENT',
      role: position.toLowerCase(),
      output: 'software',
      thumbnail,
      alt: employer ? `${position} at ${employer}` : position,
    };
  });
  const courses = (resume.certificates ?? []).map((certificate) => {
    const known = knownCourses.get(certificateKey(certificate));
    if (known) return known;
    const thumbnail = `images/courses/${pictureName(certificate.name ?? '', 'course')}.webp`;
    drawings.push({
      path: thumbnail,
      svg: coursePictureSvg(certificate.name ?? 'Course'),
      ...PICTURE_SIZES.course,
    });
    return { thumbnail };
  });
  const name = resume.basics?.name ?? current.portfolio.shortName;
  const portfolio: PortfolioFields = {
    shortName: [...(name.trim().split(/\s+/)[0] ?? name)].slice(0, 12).join(''),
    ...(github && { github }),
    avatar: 'images/avatar.webp',
    experience,
    courses,
    demoReel: current.portfolio.demoReel,
  };
  return { portfolio, drawings: unique(drawings) };
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
 * exactly `choice.names` in that order. Only what the page shows is kept
 * (no star counts, no dates), so a refresh where nothing visible changed
 * writes the same bytes.
 * @throws InitRefusal when `choice.names` names a repository that is not there (or is a fork or archived).
 */
export function projectsFromRepos(
  repos: GitHubRepo[],
  login: string,
  choice: RepoChoice,
): { projects: ProjectItem[]; drawings: Drawing[] } {
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
    alt: `Title card of ${repo.name}`,
    url: repo.html_url,
  }));
  const drawings = chosen.map((repo) => ({
    path: projectPicturePath(repo),
    svg: projectPictureSvg(repo.name, repo.language),
    ...PICTURE_SIZES.project,
  }));
  return { projects, drawings: unique(drawings) };
}

/** The GitHub user a résumé's profiles name, if any (e.g. `https://github.com/jamie` → `jamie`). */
export function githubUserOf(resume: Resume): string | undefined {
  const profile = resume.basics?.profiles?.find(isGitHubProfile);
  return (
    profile?.username ||
    profile?.url?.match(/^https?:\/\/(?:www\.)?github\.com\/([^/?#]+)/i)?.[1] ||
    undefined
  );
}
