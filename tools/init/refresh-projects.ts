/**
 * `npm run refresh-projects`: re-reads the public repositories of the GitHub
 * user `npm run init` recorded in portfolio.json (`github`) and rewrites only
 * the projects list, `public/data/projects.json`, plus a picture for a
 * repository it has not seen before (a picture depends on its repository
 * alone, so an unchanged repository's picture never changes). The deploy
 * workflow runs it before each build and daily, so a new repository reaches
 * the site without a commit, and visitors' browsers never call GitHub
 * (docs/product.md § Make it yours).
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { checkPortfolio, PORTFOLIO_FILE } from '../../build/lib/owner-content.ts';
import { createGitHubClient, GitHubError, githubOptionsFromEnv } from './github.ts';
import { toWebp } from './pictures.ts';
import { DEFAULT_PROJECT_COUNT, InitRefusal, projectsFromRepos } from './plan.ts';
import { type FileChanges, PROJECTS_FILE, reportChanges, writeChanges } from './write.ts';

/**
 * Runs the command in `root`. @returns the exit code: 0 done (also when no
 * user is recorded: there is nothing to refresh), 1 refused, with the message
 * printed and no file changed.
 */
export async function main(root = '.'): Promise<number> {
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
    const client = createGitHubClient(githubOptionsFromEnv());
    console.log(`… Reading ${github.user}'s repositories from ${client.apiUrl}`);
    const repos = await client.repos(github.user);
    const { projects, drawings } = projectsFromRepos(repos, github.user, {
      count: github.projects ?? DEFAULT_PROJECT_COUNT,
      names: github.repos,
    });
    const changes: FileChanges = {
      write: new Map([[PROJECTS_FILE, `${JSON.stringify(projects, null, 2)}\n`]]),
      remove: [],
    };
    for (const drawing of drawings) {
      const path = `public/${drawing.path}`;
      if (!existsSync(join(root, path)))
        changes.write.set(path, await toWebp(drawing.svg, drawing));
    }
    reportChanges(writeChanges(changes, root));
    return 0;
  } catch (error) {
    if (error instanceof InitRefusal || error instanceof GitHubError) {
      console.error(`refresh-projects: ${error.message}\nNothing changed.`);
      return 1;
    }
    throw error;
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  process.exitCode = await main();
}
