import { spawnSync } from 'node:child_process';
import { pathToFileURL } from 'node:url';

/**
 * `npm run test:commits` (CONTRIBUTING.md, "Commit subjects"): fails when a
 * new commit's subject is longer than {@link SUBJECT_LIMIT} bytes of UTF-8.
 *
 * "New" means the commits of `HEAD` that are not in {@link START_COMMIT} (the
 * history before it was written without this rule, and is left alone), plus,
 * when a base is given (`--base REF` or `COMMIT_CHECK_BASE`), the commits in
 * `REF..HEAD`. Merge commits are checked too.
 *
 * A clone that lacks the starting commit (a shallow clone) cannot tell which
 * commits are new: it checks the newest {@link FALLBACK_LIMIT} commits of
 * `HEAD`'s first-parent line that it has, and says so. On `main`'s line every
 * commit a shallow clone holds without the starting commit is newer than it.
 * Outside a git repository (a source archive) it skips with a printed reason.
 */

/** The longest allowed subject, in bytes of UTF-8 (`é` counts 2, an emoji 4). */
export const SUBJECT_LIMIT = 72;

/** The last commit of `main` before the rule was enforced; the check starts after it. */
export const START_COMMIT = '116183af5a6bd66e7d1626491ff889d430b4ffd6';

/** How many first-parent commits a clone without {@link START_COMMIT} checks. */
export const FALLBACK_LIMIT = 50;

/** One commit: its full hash and its subject as git gives it (`%s`). */
export type Commit = { hash: string; subject: string };

/** A commit whose subject is too long, with the subject's length in bytes. */
export type Offender = Commit & { bytes: number };

/** The length the rule counts: bytes of the subject encoded as UTF-8. */
export function subjectBytes(subject: string): number {
  return Buffer.byteLength(subject, 'utf8');
}

/** The commits whose subject is longer than `limit` bytes, in the order given. */
export function findLongSubjects(commits: Commit[], limit = SUBJECT_LIMIT): Offender[] {
  return commits
    .map((commit) => ({ ...commit, bytes: subjectBytes(commit.subject) }))
    .filter((commit) => commit.bytes > limit);
}

/** What the clone offers: whether it holds the starting commit, and the base to add. */
export type RangeInput = { hasStart: boolean; start: string; base?: string };

/** The `git rev-list` argument lists to run; their commits together are "new". */
export type RangePlan = { lists: string[][]; note?: string };

/**
 * Chooses the ranges to check: `start..HEAD` when the clone has the starting
 * commit, otherwise the newest {@link FALLBACK_LIMIT} first-parent commits
 * (with a note saying why); and `base..HEAD` when a base is given.
 */
export function planRanges({ hasStart, start, base }: RangeInput): RangePlan {
  const lists: string[][] = [];
  let note: string | undefined;
  if (hasStart) {
    lists.push([`${start}..HEAD`]);
  } else {
    lists.push(['--first-parent', `--max-count=${FALLBACK_LIMIT}`, 'HEAD']);
    note =
      `The starting commit ${start.slice(0, 12)} is not in this clone (a shallow clone?): ` +
      `checking the newest ${FALLBACK_LIMIT} first-parent commits it has instead.`;
  }
  if (base) lists.push([`${base}..HEAD`]);
  return { lists, note };
}

/** Reads `--base REF` (or `--base=REF`) from the arguments, else `COMMIT_CHECK_BASE`. */
export function baseFrom(argv: string[], env: NodeJS.ProcessEnv): string | undefined {
  for (const [index, arg] of argv.entries()) {
    if (arg === '--base') return argv[index + 1] || undefined;
    if (arg.startsWith('--base=')) return arg.slice('--base='.length) || undefined;
  }
  return env.COMMIT_CHECK_BASE || undefined;
}

function git(cwd: string, args: string[]) {
  return spawnSync('git', args, { cwd, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
}

/** The result of {@link collectCommits}: the commits to check, or why there are none. */
export type Collected =
  | { status: 'ok'; commits: Commit[]; note?: string }
  | { status: 'skipped'; reason: string }
  | { status: 'error'; reason: string };

/**
 * Lists the new commits of the repository at `cwd` (see the module comment),
 * each once, newest first.
 */
export function collectCommits(cwd: string, start: string, base?: string): Collected {
  const inside = git(cwd, ['rev-parse', '--is-inside-work-tree']);
  if (inside.error || inside.status !== 0) {
    return { status: 'skipped', reason: 'not a git repository, so there are no commits to check' };
  }
  if (git(cwd, ['rev-parse', '--verify', '--quiet', 'HEAD']).status !== 0) {
    return { status: 'skipped', reason: 'the repository has no commits yet' };
  }
  if (base && git(cwd, ['rev-parse', '--verify', '--quiet', `${base}^{commit}`]).status !== 0) {
    return { status: 'error', reason: `the base "${base}" is not a commit in this clone` };
  }
  const hasStart = git(cwd, ['cat-file', '-e', `${start}^{commit}`]).status === 0;
  const plan = planRanges({ hasStart, start, base });
  const seen = new Map<string, Commit>();
  for (const list of plan.lists) {
    // -z ends each record with a NUL, which no subject can hold.
    const run = git(cwd, ['log', '-z', '--format=%H %s', ...list]);
    if (run.status !== 0) {
      return { status: 'error', reason: `git log ${list.join(' ')} failed: ${run.stderr.trim()}` };
    }
    for (const line of run.stdout.split('\0')) {
      if (!line) continue;
      const space = line.indexOf(' ');
      const hash = line.slice(0, space);
      if (!seen.has(hash)) seen.set(hash, { hash, subject: line.slice(space + 1) });
    }
  }
  return { status: 'ok', commits: [...seen.values()], note: plan.note };
}

/** Runs the check in `cwd`, printing what it found; returns the exit code (0, 1, or 2 on a bad base). */
export function run(
  cwd: string,
  start: string,
  base?: string,
  log: Pick<Console, 'log' | 'error'> = console,
): number {
  const collected = collectCommits(cwd, start, base);
  if (collected.status === 'skipped') {
    log.log(`Commit subjects: skipped, ${collected.reason}.`);
    return 0;
  }
  if (collected.status === 'error') {
    log.error(`Commit subjects: ${collected.reason}.`);
    return 2;
  }
  if (collected.note) log.log(collected.note);
  const offenders = findLongSubjects(collected.commits);
  if (offenders.length === 0) {
    log.log(
      `Commit subjects: ${collected.commits.length} new commit(s), each subject at most ${SUBJECT_LIMIT} bytes.`,
    );
    return 0;
  }
  log.error(`Commit subjects longer than ${SUBJECT_LIMIT} bytes (UTF-8):`);
  for (const offender of offenders) {
    log.error(`  ${offender.hash.slice(0, 12)} (${offender.bytes} bytes) ${offender.subject}`);
  }
  log.error(
    'Shorten them (git rebase -i, "reword") and put the detail in the body (CONTRIBUTING.md).',
  );
  return 1;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  process.exitCode = run(process.cwd(), START_COMMIT, baseFrom(process.argv.slice(2), process.env));
}
