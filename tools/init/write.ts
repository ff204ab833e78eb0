/**
 * Writes what `npm run init` and `npm run refresh-projects` worked out, and
 * only what differs: a file whose bytes are already those is not touched,
 * so running again with the same input changes no file.
 */
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

/** The projects list the page fetches by default (docs/product.md § Configuration: `VITE_PROJECTS_URL` unset). */
export const PROJECTS_FILE = 'public/data/projects.json';

/** Files to write (path relative to the repository's root → contents) and files to delete. */
export type FileChanges = { write: Map<string, string | Buffer>; remove: string[] };

/** What {@link writeChanges} did, as paths relative to the root. */
export type ChangeReport = { written: string[]; removed: string[]; unchanged: string[] };

/**
 * Writes each changed file and deletes `remove`, in two steps: first every
 * new file is written in full beside its target (`{file}.tmp`); only when
 * all of them are written are they renamed over the old files, one by one,
 * and the removed files deleted. A failure while writing (a full disk, no
 * permission, a folder where a file goes) deletes the temporary files and
 * changes nothing; the renames and deletions that follow are not one atomic
 * step, but each replaces a whole file, so no file is ever half-written.
 * @throws Error from the file system, after cleaning up.
 */
export function writeChanges(changes: FileChanges, root = '.'): ChangeReport {
  const report: ChangeReport = { written: [], removed: [], unchanged: [] };
  const staged: string[] = [];
  try {
    for (const [path, contents] of changes.write) {
      const target = join(root, path);
      const bytes = typeof contents === 'string' ? Buffer.from(contents) : contents;
      if (existsSync(target) && readFileSync(target).equals(bytes)) {
        report.unchanged.push(path);
        continue;
      }
      mkdirSync(dirname(target), { recursive: true });
      staged.push(target);
      writeFileSync(`${target}.tmp`, bytes);
      report.written.push(path);
    }
  } catch (error) {
    for (const target of staged) rmSync(`${target}.tmp`, { force: true });
    throw error;
  }
  for (const target of staged) renameSync(`${target}.tmp`, target);
  for (const path of changes.remove) {
    if (!existsSync(join(root, path))) continue;
    rmSync(join(root, path));
    report.removed.push(path);
  }
  return report;
}

/**
 * Prints what changed, one line a file; files removed together for one
 * reason (`grouped`: a dropped language's files) get that group's one line instead.
 */
export function reportChanges(
  { written, removed, unchanged }: ChangeReport,
  grouped: readonly { files: readonly string[]; line: string }[] = [],
): void {
  const inGroup = new Set(grouped.flatMap(({ files }) => files));
  for (const path of written) console.log(`  wrote   ${path}`);
  for (const path of removed) if (!inGroup.has(path)) console.log(`  removed ${path}`);
  for (const { files, line } of grouped) {
    if (files.some((file) => removed.includes(file))) console.log(`  ${line}`);
  }
  console.log(
    written.length + removed.length
      ? `${written.length} written, ${removed.length} removed, ${unchanged.length} unchanged.`
      : `No file changed (${unchanged.length} already up to date).`,
  );
}
