import { execFileSync } from 'node:child_process';
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  symlinkSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';

/** The repository's root: the tests run from it. */
const REPO_ROOT = resolve('.');

/**
 * Copies the repository's tracked and new, not ignored files (what a fresh
 * clone has) into a new temporary folder named `{prefix}…`, with
 * `node_modules` linked, for a test that builds or changes a site of its own.
 * @returns the folder's path; the caller removes it.
 */
export function copyRepository(prefix: string): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  for (const file of repositoryFiles()) {
    mkdirSync(dirname(join(dir, file)), { recursive: true });
    copyFileSync(join(REPO_ROOT, file), join(dir, file));
  }
  symlinkSync(join(REPO_ROOT, 'node_modules'), join(dir, 'node_modules'));
  return dir;
}

/** The repository's tracked and new, not ignored files (what a fresh clone has), relative to it. */
export function repositoryFiles(): string[] {
  return execFileSync('git', ['ls-files', '-co', '--exclude-standard', '-z'], {
    cwd: REPO_ROOT,
    encoding: 'utf8',
  })
    .split('\0')
    .filter((file) => file && existsSync(join(REPO_ROOT, file)));
}

/**
 * The repository's files ({@link repositoryFiles}) whose bytes differ in the copy at `dir`,
 * in `git ls-files` order: what a spec that edits a copy edited.
 */
export function changedInCopy(dir: string): string[] {
  return repositoryFiles().filter(
    (file) => !readFileSync(join(REPO_ROOT, file)).equals(readFileSync(join(dir, file))),
  );
}
