/**
 * `npm run refresh` (also `npm run refresh-projects`, its older name): the
 * projects half below, then the posts half (refresh-posts.ts: the feeds
 * portfolio.json lists, docs/product.md § Writing).
 *
 * The projects half re-reads the public repositories of the GitHub
 * user `npm run init` recorded in portfolio.json (`github`) and rewrites only
 * the projects list, `public/data/projects.json`, and each project's case
 * study from its README (case-studies.ts), plus a picture for a
 * repository it has not seen before (a picture depends on its repository
 * alone, so an unchanged repository's picture never changes); the pictures
 * of repositories that left the list go. The deploy workflow runs it before
 * each build and daily, so a new repository reaches the site without a
 * commit, and visitors' browsers never call GitHub (docs/product.md § Make
 * it yours).
 *
 * A failure that may pass by itself (GitHub unreachable, a 5xx, the rate
 * limit) keeps the committed list and exits 0 with a warning, so an outage
 * never blocks a deploy; one that never will (an unknown user, a `repos`
 * entry that no longer exists, a refused token) exits 1 with the fix in one
 * line. Under GitHub Actions both are also printed as annotations, so they
 * show on the run's summary (docs/deploy.md, "GitHub Pages").
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { checkPortfolio, PORTFOLIO_FILE } from '../../site-build/lib/read-owner-content.ts';
import { planCaseStudies } from './case-studies.ts';
import { createGitHubClient, GitHubError, githubOptionsFromEnv } from './github.ts';
import { initTextsFor } from './init-texts.ts';
import { logText } from './log-text.ts';
import { toWebp } from './pictures.ts';
import { DEFAULT_PROJECT_COUNT, InitRefusal, projectsFromRepos } from './plan.ts';
import { refreshPosts } from './refresh-posts.ts';
import { type FileChanges, PROJECTS_FILE, reportChanges, writeChanges } from './write.ts';

/** Where the projects' pictures live, under `public/`. */
const PICTURE_FOLDER = 'images/projects';

/**
 * Whether a failure may pass by itself (`passing`: try again tomorrow) or
 * will fail every time until the owner acts (`lasting`).
 * - passing: no answer, a rate limit, a 408, 429 or 5xx status, an answer
 *   that is not GitHub's JSON (an error page of a proxy);
 * - lasting: an unknown user, any other refusal (401 a bad token, 403, 404),
 *   a `repos` entry that is gone, a broken portfolio.json.
 */
export function failureKind(error: GitHubError | InitRefusal): 'passing' | 'lasting' {
  if (error instanceof InitRefusal) return 'lasting';
  switch (error.kind) {
    case 'unreachable':
    case 'rate-limit':
    case 'malformed':
      return 'passing';
    case 'not-found':
      return 'lasting';
    case 'refused':
      return error.status !== undefined &&
        (error.status >= 500 || error.status === 408 || error.status === 429)
        ? 'passing'
        : 'lasting';
  }
}

/**
 * What went wrong and how to fix it, in one line, for a GitHub failure
 * ({@link failureKind} `lasting` ones get their fix).
 */
export function failureMessage(error: GitHubError): string {
  if (error.kind === 'not-found') {
    return `${error.message} If the account was renamed, run "npm run init -- --github NEW-NAME" (or set "user" under "github" in ${PORTFOLIO_FILE}) and commit.`;
  }
  if (error.kind === 'refused' && error.status === 401) {
    return `${error.message} GitHub refused GITHUB_TOKEN: set it to a valid token, or unset it.`;
  }
  if (failureKind(error) === 'lasting') {
    return `${error.message} Check GITHUB_API_URL and GITHUB_TOKEN.`;
  }
  return error.message;
}

/**
 * A GitHub Actions workflow command (`::warning …::` or `::error …::`), with
 * the message escaped as the runner expects (`%`, CR and LF).
 */
export function annotation(level: 'warning' | 'error', title: string, message: string): string {
  const data = (text: string) =>
    text.replaceAll('%', '%25').replaceAll('\r', '%0D').replaceAll('\n', '%0A');
  const property = (text: string) => data(text).replaceAll(':', '%3A').replaceAll(',', '%2C');
  return `::${level} title=${property(title)}::${data(message)}`;
}

/** Every string in `value` and the objects and arrays it holds. */
function stringsIn(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (value && typeof value === 'object') return Object.values(value).flatMap(stringsIn);
  return [];
}

/** The pictures of `PICTURE_FOLDER` in `root/public`, as paths under `public/`. */
function picturesUnder(root: string): string[] {
  const folder = join(root, 'public', PICTURE_FOLDER);
  if (!existsSync(folder)) return [];
  return readdirSync(folder, { withFileTypes: true })
    .filter((entry) => entry.isFile() && !entry.name.startsWith('.'))
    .map((entry) => `public/${PICTURE_FOLDER}/${entry.name}`);
}

/**
 * Runs the command in `root`: the projects, then the posts ({@link refreshPosts},
 * which never fails the run). @returns the projects half's exit code (below).
 * @param env as {@link refreshProjects} reads it.
 */
export async function main(root = '.', env: NodeJS.ProcessEnv = process.env): Promise<number> {
  const code = await refreshProjects(root, env);
  await refreshPosts(root, {
    ...(env.GITHUB_ACTIONS === 'true' && { annotation }),
  });
  return code;
}

/**
 * Refreshes the projects list in `root`. @returns the exit code: 0 done (also when no
 * user is recorded: there is nothing to refresh; and when GitHub fails in a
 * way that may pass, with the list kept and a warning), 1 refused, with the
 * message and its fix printed and no file changed.
 * @param env the environment: `GITHUB_API_URL`, `GITHUB_TOKEN`, and
 *   `GITHUB_ACTIONS` (`true` under GitHub Actions: print annotations too).
 */
export async function refreshProjects(
  root = '.',
  env: NodeJS.ProcessEnv = process.env,
): Promise<number> {
  const inActions = env.GITHUB_ACTIONS === 'true';
  try {
    let portfolio: ReturnType<typeof checkPortfolio>;
    try {
      portfolio = checkPortfolio(JSON.parse(readFileSync(join(root, PORTFOLIO_FILE), 'utf8')));
    } catch (error) {
      throw new InitRefusal(`${PORTFOLIO_FILE} is broken: ${(error as Error).message}`);
    }
    const github = portfolio.github;
    if (!github) {
      console.log(
        `No GitHub user in ${PORTFOLIO_FILE}, so the projects list is yours to edit (${PROJECTS_FILE}); run "npm run init -- --github USER" to take it from GitHub.`,
      );
      return 0;
    }
    const client = createGitHubClient(githubOptionsFromEnv(env));
    console.log(`… Reading ${github.user}'s repositories from ${client.apiUrl}`);
    const repos = await client.repos(github.user);
    let chosen: ReturnType<typeof projectsFromRepos>;
    try {
      chosen = projectsFromRepos(
        repos,
        github.user,
        { count: github.projects ?? DEFAULT_PROJECT_COUNT, names: github.repos },
        // The pictures are described in the site's default language, as init does.
        initTextsFor(portfolio.language),
      );
    } catch (error) {
      if (!(error instanceof InitRefusal)) throw error;
      throw new InitRefusal(
        `${PORTFOLIO_FILE} "github": ${error.message} Remove or rename it in "repos" there (or run "npm run init -- --github ${github.user} --repos …") and commit.`,
      );
    }
    const { projects, drawings } = chosen;
    // The pictures first, then the list: a run cut short leaves the old list,
    // never a list naming a picture that is not there.
    const changes: FileChanges = { write: new Map(), remove: [] };
    for (const drawing of drawings) {
      const path = `public/${drawing.path}`;
      if (!existsSync(join(root, path)))
        changes.write.set(path, await toWebp(drawing.svg, drawing));
    }
    changes.write.set(PROJECTS_FILE, `${JSON.stringify(projects, null, 2)}\n`);
    // Pictures of repositories that left the list go, unless portfolio.json names them too.
    const kept = new Set(
      [...drawings.map((drawing) => drawing.path), ...stringsIn(portfolio)].map(
        (path) => `public/${path}`,
      ),
    );
    changes.remove = picturesUnder(root).filter((path) => !kept.has(path));
    // Each featured repository's case study from its README, unless the owner said no
    // (docs/product.md § Project pages); a README never fails the run.
    // With "caseStudies": false none is read, and those init wrote go (unedited ones only).
    const studies = await planCaseStudies(
      portfolio.caseStudies === false ? [] : chosen.repos,
      client,
      root,
    );
    for (const [path, bytes] of studies.write) changes.write.set(path, bytes);
    changes.remove.push(...studies.remove);
    reportChanges(writeChanges(changes, root));
    for (const line of studies.lines) console.log(`  note    ${logText(line)}`);
    return 0;
  } catch (error) {
    if (!(error instanceof InitRefusal || error instanceof GitHubError)) throw error;
    const message = error instanceof GitHubError ? failureMessage(error) : error.message;
    if (failureKind(error) === 'passing') {
      if (inActions) console.log(annotation('warning', 'Projects not refreshed', message));
      console.error(
        logText(
          `refresh-projects: ${message}\nThe committed projects list stays (nothing changed); the next run tries again.`,
        ),
      );
      return 0;
    }
    if (inActions) console.log(annotation('error', 'Projects not refreshed', message));
    console.error(logText(`refresh-projects: ${message}\nNothing changed.`));
    return 1;
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  process.exitCode = await main();
}
