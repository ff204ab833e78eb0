import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { type GitHubMode, type StandInUser, startGitHubServer } from './support/github-server.ts';
import { git, runRepositoryCommand } from './support/repository-command.ts';
import { expect, test } from './support/test.ts';

/**
 * `npm run refresh-projects` as the deploy workflow runs it (docs/deploy.md,
 * "GitHub Pages"; docs/product.md § Make it yours), against the stand-in
 * GitHub API: pictures first, then the list, and the pictures no list names
 * removed; a failure that may pass keeps the list and warns (exit 0), one
 * that never will fails with its fix; under GitHub Actions both are
 * annotations. No browser: each test runs the command in a fresh copy of the
 * owner content.
 */

const REPO_ROOT = resolve('.');
const PROJECTS = 'public/data/projects.json';

const OCTO: StandInUser = {
  login: 'octo-dev',
  repos: [
    { name: 'tiny-lisp', language: 'Rust', stargazers_count: 40 },
    { name: 'notes-pwa', language: 'TypeScript', stargazers_count: 12 },
    { name: 'dotfiles', language: 'Shell', stargazers_count: 3 },
  ],
};

let github: Awaited<ReturnType<typeof startGitHubServer>>;
let dir: string;

test.beforeAll(async () => {
  github = await startGitHubServer([OCTO]);
});

test.afterAll(async () => {
  await github?.close();
});

/** A git repository holding the owner content (résumé, portfolio.json with `github`, public/). */
test.beforeEach(() => {
  github.setMode('ok');
  dir = mkdtempSync(join(tmpdir(), 'refresh-spec-'));
  for (const file of ['resume.json', 'portfolio.json', 'public']) {
    cpSync(join(REPO_ROOT, file), join(dir, file), { recursive: true });
  }
  setGitHub({ user: 'octo-dev', projects: 2 });
  git(dir, 'init', '-q');
  git(dir, 'add', '-A');
  git(dir, 'commit', '-qm', 'owner content');
});

test.afterEach(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
});

/** Sets `github` in the copy's portfolio.json. */
function setGitHub(github: { user: string; projects?: number; repos?: string[] }) {
  const file = join(dir, 'portfolio.json');
  writeFileSync(file, JSON.stringify({ ...JSON.parse(readFileSync(file, 'utf8')), github }));
}

/** `git status --porcelain` of the copy: empty when nothing changed (portfolio.json is committed). */
const gitStatus = () => git(dir, 'status', '--porcelain').trim();

/** Runs the command as `npm run refresh-projects` does, under GitHub Actions unless told otherwise. */
const refresh = (env: Record<string, string> = {}) =>
  runRepositoryCommand(dir, 'refresh-projects', [], {
    GITHUB_ACTIONS: 'true',
    GITHUB_API_URL: github.url,
    ...env,
  });

/** A failure to provoke: the stand-in's mode, the environment, portfolio.json's `github`, and what the message says. */
type Failure = {
  name: string;
  mode?: GitHubMode;
  env?: Record<string, string>;
  github?: { user: string; repos?: string[] };
  cause: RegExp;
};

const listed = () =>
  JSON.parse(readFileSync(join(dir, PROJECTS), 'utf8')) as {
    title: string;
    background_image: string;
  }[];

test('writes the list, a picture for each project, and removes the pictures no list names', async () => {
  const sample = listed().map((project) => project.background_image);
  const { code, out } = await refresh();
  expect(code, out).toBe(0);
  expect(out).not.toContain('::');
  const projects = listed();
  expect(projects.map((project) => project.title)).toEqual(['tiny-lisp', 'notes-pwa']);
  for (const { background_image: picture } of projects) {
    expect(existsSync(join(dir, 'public/data', picture)), picture).toBe(true);
  }
  // The sample's project pictures: no list names them any more.
  for (const picture of sample) {
    expect(existsSync(join(dir, 'public/data', picture)), picture).toBe(false);
  }
  // The other pictures of the page stay.
  expect(gitStatus()).not.toMatch(/images\/(?!projects\/)/);

  // One project fewer: its picture goes too.
  git(dir, 'add', '-A');
  git(dir, 'commit', '-qm', 'r');
  setGitHub({ user: 'octo-dev', projects: 1 });
  expect((await refresh()).code).toBe(0);
  expect(existsSync(join(dir, 'public/data', projects[1]?.background_image ?? ''))).toBe(false);
  expect(existsSync(join(dir, 'public/data', projects[0]?.background_image ?? ''))).toBe(true);
});

test('a picture it cannot write leaves the old list, never one naming a missing picture', async () => {
  const before = readFileSync(join(dir, PROJECTS), 'utf8');
  // A file where the pictures' folder should be: no picture can be written there.
  rmSync(join(dir, 'public/images/projects'), { recursive: true });
  writeFileSync(join(dir, 'public/images/projects'), 'not a folder');
  const { code } = await refresh();
  expect(code).not.toBe(0);
  expect(readFileSync(join(dir, PROJECTS), 'utf8')).toBe(before);
});

for (const failure of [
  {
    name: 'GitHub unreachable',
    env: { GITHUB_API_URL: 'http://127.0.0.1:9' },
    cause: /Could not reach GitHub/,
  },
  { name: 'a 5xx', mode: 'server-error', cause: /GitHub answered 502/ },
  { name: 'the rate limit', mode: 'rate-limit', cause: /rate limit is used up/ },
] satisfies Failure[]) {
  test(`${failure.name}: keeps the list, warns with an annotation and exits 0`, async () => {
    if (failure.mode) github.setMode(failure.mode);
    const { code, out } = await refresh(failure.env ?? {});
    expect(code, out).toBe(0);
    const warning = out.split('\n').find((line) => line.startsWith('::warning '));
    expect(warning, out).toMatch(failure.cause);
    expect(out).not.toContain('::error');
    expect(gitStatus()).toBe('');

    // Outside GitHub Actions: the same words, no annotation.
    const local = await refresh({ GITHUB_ACTIONS: '', ...failure.env });
    expect(local.code).toBe(0);
    expect(local.out).toMatch(failure.cause);
    expect(local.out).not.toContain('::');
  });
}

for (const failure of [
  {
    name: 'a renamed account (unknown user)',
    github: { user: 'octo-renamed' },
    cause: /GitHub user "octo-renamed" not found.*npm run init -- --github NEW-NAME/,
  },
  {
    name: 'a repository that no longer exists',
    github: { user: 'octo-dev', repos: ['tiny-lisp', 'renamed-repo'] },
    cause: /"renamed-repo".*Remove or rename it in "repos"/,
  },
  {
    name: 'a token GitHub refuses (401)',
    mode: 'bad-token',
    github: { user: 'octo-dev' },
    cause: /GitHub answered 401.*set it to a valid token, or unset it/,
  },
] satisfies Failure[]) {
  test(`${failure.name}: fails with the fix in one line, as an error annotation`, async () => {
    if (failure.github) setGitHub(failure.github);
    git(dir, 'commit', '-qam', 'g');
    if (failure.mode) github.setMode(failure.mode);
    const { code, out } = await refresh();
    expect(code, out).toBe(1);
    const error = out.split('\n').filter((line) => line.startsWith('::error '));
    expect(error, out).toHaveLength(1);
    expect(error[0]).toMatch(failure.cause);
    expect(out).not.toContain('::warning');
    expect(gitStatus()).toBe('');
  });
}
