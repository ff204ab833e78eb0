/**
 * The build the bench's A/B verdict compares this one with (./ab.ts,
 * docs/decisions/0045-a-b-against-the-last-build.md): a commit checked out
 * in a git worktree of its own under the system's temporary folder and built
 * there with the same configuration, kept for the next bench of that commit.
 */
import { execFileSync } from 'node:child_process';
import {
  copyFileSync,
  existsSync,
  lstatSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { buildSite } from '../lib/build-site.ts';

const git = (...args: string[]) =>
  execFileSync('git', args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }).trim();

/**
 * The commit to compare with: `--against=<rev>` when given, else `origin/main` when it
 * exists and is not this commit, else the commit before this one (`HEAD~1`).
 * @returns the revision as given and its full hash.
 * @throws Error naming the revision when git does not know it.
 */
export function baseCommit(argv: readonly string[]): { rev: string; sha: string } {
  const given = argv.find((arg) => arg.startsWith('--against='))?.slice('--against='.length);
  const verify = (rev: string) => {
    try {
      return git('rev-parse', '--verify', '--quiet', `${rev}^{commit}`);
    } catch {
      return undefined;
    }
  };
  if (given) {
    const sha = verify(given);
    if (!sha) throw new Error(`bench: --against=${given} is no commit git knows`);
    return { rev: given, sha };
  }
  const head = verify('HEAD');
  const main = verify('origin/main');
  if (main && main !== head) return { rev: 'origin/main', sha: main };
  const previous = verify('HEAD~1');
  if (!previous)
    throw new Error('bench: no commit before HEAD to compare with; pass --against=<rev>');
  return { rev: 'HEAD~1', sha: previous };
}

/** This checkout's `.env` files (`.env`, `.env.local`, `.env.production`, …): its configuration. */
function envFiles(): string[] {
  return readdirSync('.').filter((file) => /^\.env(\..+)?$/.test(file));
}

/** The folder bench worktrees go in: one per base commit, `portfolio-bench-base-{sha}`. */
const PREFIX = 'portfolio-bench-base-';

/** The worktree of `sha`: `portfolio-bench-base-{sha}` under the system's temporary folder. */
const worktreeOf = (sha: string) => join(tmpdir(), `${PREFIX}${sha.slice(0, 12)}`);

/** The folder {@link buildBase} builds `sha` into (it need not exist yet). */
export function baseDist(sha: string): string {
  return join(worktreeOf(sha), 'dist');
}

/**
 * Checks `sha` out in a worktree of its own and builds it into its `dist/`, with this
 * checkout's configuration (its `.env` files, copied in; `SITE_URL` the base's own address)
 * and this checkout's `node_modules/` when both lock files are the same, else after `npm ci`
 * there. Kept for the next bench of that commit (rebuilt when the configuration or the
 * address changed); the worktrees of other commits are removed, so one stays at a time. A
 * worktree whose checkout did not finish is made again.
 * @param siteUrl the base build's address, as this build's `SITE_URL` is its own.
 * @returns the base build's `dist/` folder.
 * @throws Error from git, npm or the build, with their output.
 */
export async function buildBase(
  sha: string,
  siteUrl: string,
  log: (line: string) => void,
): Promise<string> {
  const dir = worktreeOf(sha);
  const ready = join(dir, '.bench-checked-out');
  for (const other of readdirSync(tmpdir()).filter((name) => name.startsWith(PREFIX))) {
    const path = join(tmpdir(), other);
    if (path === dir && existsSync(ready)) continue;
    log(`A/B: removing the worktree ${path} …`);
    rmSync(path, { recursive: true, force: true });
  }
  git('worktree', 'prune');
  if (!existsSync(ready)) {
    log(`A/B: checking out ${sha.slice(0, 12)} in ${dir} …`);
    git('worktree', 'add', '--force', '--detach', dir, sha);
    writeFileSync(ready, `${sha}\n`);
  }
  const modules = join(dir, 'node_modules');
  const sameLock =
    readFileSync(join(dir, 'package-lock.json'), 'utf8') ===
    readFileSync('package-lock.json', 'utf8');
  const linked = existsSync(modules) && lstatSync(modules).isSymbolicLink();
  if (existsSync(modules) && linked !== sameLock) rmSync(modules, { recursive: true, force: true });
  if (!existsSync(modules)) {
    if (sameLock) symlinkSync(resolve('node_modules'), modules, 'dir');
    else {
      log('A/B: its package-lock.json differs from this one: npm ci there …');
      execFileSync('npm', ['ci', '--no-audit', '--no-fund'], { cwd: dir, stdio: 'inherit' });
    }
  }
  const files = envFiles();
  for (const file of readdirSync(dir).filter((name) => /^\.env(\..+)?$/.test(name)))
    rmSync(join(dir, file));
  for (const file of files) copyFileSync(file, join(dir, file));
  const outDir = baseDist(sha);
  const built = join(dir, '.bench-built-with');
  const wanted = JSON.stringify({
    siteUrl,
    env: Object.fromEntries(files.map((file) => [file, readFileSync(file, 'utf8')])),
  });
  if (!existsSync(built) || readFileSync(built, 'utf8') !== wanted) {
    log(`A/B: building ${sha.slice(0, 12)} (SITE_URL=${siteUrl}) …`);
    await buildSite({ outDir, env: { SITE_URL: siteUrl }, cwd: dir });
    writeFileSync(built, wanted);
  }
  return outDir;
}
