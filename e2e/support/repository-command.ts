import { execFileSync, spawn } from 'node:child_process';
import { join, resolve } from 'node:path';

/** The repository's root: the tests run from it. */
const REPO_ROOT = resolve('.');

/**
 * Runs `git {args}` in `cwd` with a fixed identity (`t <t@example.com>`), so
 * that a test's commits work without the developer's or the CI's git config.
 * @returns what git printed on standard output (text, untrimmed).
 * @throws Error when git exits with a code other than 0; its `stderr` holds what git said.
 */
export function git(cwd: string, ...args: string[]): string {
  return execFileSync('git', ['-c', 'user.email=t@example.com', '-c', 'user.name=t', ...args], {
    cwd,
    encoding: 'utf8',
    stdio: 'pipe',
  });
}

/** What a command run by {@link runCommand} did. */
export type CommandResult = {
  /** Its exit code; null when a signal ended it. */
  code: number | null;
  /** Everything it printed, standard output and standard error together, in the order it came. */
  out: string;
};

/**
 * Runs `command` with `args` in `cwd`, without blocking this process (a
 * stand-in server of the spec's, in this process, answers the command).
 * @returns when the command has ended: its exit code and everything it printed.
 * @throws Error when the command cannot be started (e.g. ENOENT).
 */
export function runCommand(
  command: string,
  args: readonly string[],
  { cwd, env }: { cwd: string; env: NodeJS.ProcessEnv },
): Promise<CommandResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, env });
    let out = '';
    child.stdout.on('data', (chunk) => {
      out += chunk;
    });
    child.stderr.on('data', (chunk) => {
      out += chunk;
    });
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, out }));
  });
}

/** The repository's commands (package.json's scripts) and the file each runs with tsx. */
const SCRIPTS = {
  init: 'tools/init/init.ts',
  'refresh-projects': 'tools/init/refresh-projects.ts',
} as const;

/**
 * Runs `npm run {script} -- {args}` as npm does, with this checkout's `tsx`,
 * script file and tsconfig, in `dir`: a copy of the whole repository
 * (`copyRepository`, e2e/support/repository-copy.ts, whose tools are this
 * checkout's) or of the owner content alone (`resume.json`, `portfolio.json`,
 * `public/`), which the commands read and write relative to their working
 * folder. The environment is this process's with `GITHUB_TOKEN` empty (a
 * developer's token never reaches a stand-in), then `env` (e.g.
 * `GITHUB_API_URL`, or `GITHUB_ACTIONS: 'true'` for annotations).
 * @returns when the command has ended: its exit code and everything it printed.
 */
export function runRepositoryCommand(
  dir: string,
  script: keyof typeof SCRIPTS,
  args: readonly string[] = [],
  env: Record<string, string> = {},
): Promise<CommandResult> {
  return runCommand(
    join(REPO_ROOT, 'node_modules/.bin/tsx'),
    ['--tsconfig', join(REPO_ROOT, 'tsconfig.json'), join(REPO_ROOT, SCRIPTS[script]), ...args],
    { cwd: dir, env: { ...process.env, GITHUB_TOKEN: '', ...env } },
  );
}
