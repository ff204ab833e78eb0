import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  baseFrom,
  collectCommits,
  FALLBACK_LIMIT,
  findLongSubjects,
  planRanges,
  run,
  SUBJECT_LIMIT,
  subjectBytes,
} from './check-commits.ts';

const ascii = (length: number) => 'x'.repeat(length);

describe('subjectBytes and findLongSubjects (CONTRIBUTING.md, "Commit subjects")', () => {
  it('counts bytes of UTF-8, not characters', () => {
    expect(subjectBytes('abc')).toBe(3);
    expect(subjectBytes('é')).toBe(2);
    expect(subjectBytes('😀')).toBe(4);
  });

  it('allows 72 bytes and flags 73, with an accent counting twice', () => {
    const commits = [
      { hash: 'a', subject: ascii(72) },
      { hash: 'b', subject: ascii(73) },
      { hash: 'c', subject: `${ascii(70)}é` },
      { hash: 'd', subject: `${ascii(71)}é` },
    ];
    expect(SUBJECT_LIMIT).toBe(72);
    expect(findLongSubjects(commits)).toEqual([
      { hash: 'b', subject: ascii(73), bytes: 73 },
      { hash: 'd', subject: `${ascii(71)}é`, bytes: 73 },
    ]);
  });
});

describe('planRanges and baseFrom', () => {
  it('checks start..HEAD when the clone has the starting commit', () => {
    expect(planRanges({ hasStart: true, start: 'abc' })).toEqual({ lists: [['abc..HEAD']] });
  });

  it('falls back to the newest first-parent commits, saying why, without it', () => {
    const plan = planRanges({ hasStart: false, start: 'abc' });
    expect(plan.lists).toEqual([['--first-parent', `--max-count=${FALLBACK_LIMIT}`, 'HEAD']]);
    expect(plan.note).toMatch(/not in this clone/);
  });

  it('adds base..HEAD when a base is given', () => {
    expect(planRanges({ hasStart: true, start: 'abc', base: 'origin/main' }).lists).toEqual([
      ['abc..HEAD'],
      ['origin/main..HEAD'],
    ]);
  });

  it('reads the base from --base, --base= or COMMIT_CHECK_BASE, the flag first', () => {
    expect(baseFrom(['--base', 'main'], {})).toBe('main');
    expect(baseFrom(['--base=dev'], { COMMIT_CHECK_BASE: 'x' })).toBe('dev');
    expect(baseFrom([], { COMMIT_CHECK_BASE: 'origin/main' })).toBe('origin/main');
    expect(baseFrom([], {})).toBeUndefined();
  });
});

describe('collectCommits and run, in scratch repositories', () => {
  const root = mkdtempSync(join(tmpdir(), 'check-commits-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  const env = {
    ...process.env,
    GIT_AUTHOR_NAME: 'Test',
    GIT_AUTHOR_EMAIL: 'test@example.com',
    GIT_COMMITTER_NAME: 'Test',
    GIT_COMMITTER_EMAIL: 'test@example.com',
    GIT_CONFIG_NOSYSTEM: '1',
    GIT_CONFIG_GLOBAL: '/dev/null',
  };
  const git = (cwd: string, ...args: string[]) =>
    execFileSync('git', args, { cwd, env, encoding: 'utf8' }).trim();
  const commit = (cwd: string, subject: string) => {
    git(cwd, 'commit', '--allow-empty', '-q', '-m', subject, '-m', 'Why, in the body.');
    return git(cwd, 'rev-parse', 'HEAD');
  };
  const quiet = () => {
    const lines: string[] = [];
    return {
      lines,
      log: { log: (s: string) => lines.push(s), error: (s: string) => lines.push(s) },
    };
  };

  // old (long) → start → short → long; then a side branch merged with a long merge subject.
  const repo = join(root, 'repo');
  git(root, 'init', '-q', '-b', 'main', repo);
  const old = commit(repo, `Old history ${ascii(70)}`);
  const start = commit(repo, 'The starting commit');
  const short = commit(repo, 'A short subject');
  const long = commit(repo, `A long subject ${ascii(60)}`);
  git(repo, 'checkout', '-q', '-b', 'side');
  const side = commit(repo, 'Side work');
  git(repo, 'checkout', '-q', 'main');
  git(repo, 'merge', '-q', '--no-ff', 'side', '-m', `Merge side ${ascii(70)}`);
  const merge = git(repo, 'rev-parse', 'HEAD');

  it('lists only the commits after the starting commit, merges included', () => {
    const collected = collectCommits(repo, start);
    expect(collected.status).toBe('ok');
    if (collected.status !== 'ok') return;
    expect(collected.commits.map((c) => c.hash).sort()).toEqual([short, long, side, merge].sort());
    expect(collected.note).toBeUndefined();
  });

  it('fails naming each long subject, its hash and its length', () => {
    const out = quiet();
    expect(run(repo, start, undefined, out.log)).toBe(1);
    const text = out.lines.join('\n');
    expect(text).toContain(`${long.slice(0, 12)} (75 bytes) A long subject`);
    expect(text).toContain(`${merge.slice(0, 12)} (81 bytes) Merge side`);
    expect(text).not.toContain(short.slice(0, 12));
    expect(text).not.toContain(old.slice(0, 12));
  });

  it('passes when nothing after the start is long', () => {
    const out = quiet();
    expect(run(repo, merge, undefined, out.log)).toBe(0);
    expect(out.lines.join('\n')).toMatch(/0 new commit/);
  });

  it('adds the commits of base..HEAD', () => {
    const collected = collectCommits(repo, merge, old);
    expect(collected.status === 'ok' && collected.commits.map((c) => c.hash).sort()).toEqual(
      [start, short, long, side, merge].sort(),
    );
  });

  it('refuses a base that is not a commit, with exit code 2', () => {
    const out = quiet();
    expect(run(repo, start, 'no-such-branch', out.log)).toBe(2);
    expect(out.lines.join('\n')).toMatch(/"no-such-branch" is not a commit/);
  });

  it('in a shallow clone without the start, checks its first-parent commits and says so', () => {
    const shallow = join(root, 'shallow');
    git(root, 'clone', '-q', '--depth', '2', `file://${repo}`, shallow);
    const collected = collectCommits(shallow, start);
    expect(collected.status).toBe('ok');
    if (collected.status !== 'ok') return;
    expect(collected.note).toMatch(/not in this clone/);
    expect(collected.commits.map((c) => c.hash)).toEqual([merge, long]);
    const out = quiet();
    expect(run(shallow, start, undefined, out.log)).toBe(1);
  });

  it('skips outside a git repository', () => {
    const plain = mkdtempSync(join(root, 'plain-'));
    const out = quiet();
    expect(run(plain, start, undefined, out.log)).toBe(0);
    expect(out.lines.join('\n')).toMatch(/skipped, not a git repository/);
  });
});
