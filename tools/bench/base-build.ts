/**
 * The build the bench's A/B verdict compares this one with (./ab.ts,
 * docs/decisions/0045-a-b-against-the-last-build.md): a commit checked out
 * in a git worktree of its own under the system's temporary folder and built
 * there with the same configuration, kept for the next bench of that commit.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
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

/**
 * Checks `sha` out in a worktree of its own (once) and builds it into its `dist/` (once per
 * `siteUrl`), with this checkout's `node_modules/` when both lock files are the same, else
 * after `npm ci` there.
 * @param siteUrl the base build's address, as this build's `SITE_URL` is its own.
 * @returns the base build's `dist/` folder.
 * @throws Error from git, npm or the build, with their output.
 */
export async function buildBase(
  sha: string,
  siteUrl: string,
  log: (line: string) => void,
): Promise<string> {
  const dir = join(tmpdir(), `portfolio-bench-base-${sha.slice(0, 12)}`);
  if (!existsSync(join(dir, 'package.json'))) {
    log(`A/B: checking out ${sha.slice(0, 12)} in ${dir} …`);
    git('worktree', 'add', '--force', '--detach', dir, sha);
  }
  if (!existsSync(join(dir, 'node_modules'))) {
    const same =
      readFileSync(join(dir, 'package-lock.json'), 'utf8') ===
      readFileSync('package-lock.json', 'utf8');
    if (same) symlinkSync(resolve('node_modules'), join(dir, 'node_modules'), 'dir');
    else {
      log('A/B: its package-lock.json differs from this one: npm ci there …');
      execFileSync('npm', ['ci', '--no-audit', '--no-fund'], { cwd: dir, stdio: 'inherit' });
    }
  }
  const outDir = join(dir, 'dist');
  const built = join(dir, '.bench-site-url');
  const wanted = `${siteUrl}\n`;
  if (!existsSync(built) || readFileSync(built, 'utf8') !== wanted) {
    log(`A/B: building ${sha.slice(0, 12)} (SITE_URL=${siteUrl}) …`);
    await buildSite({ outDir, env: { SITE_URL: siteUrl }, cwd: dir });
    writeFileSync(built, wanted);
  }
  return outDir;
}
