/**
 * The sample owner's own posts, and what becomes of them when `npm run init`
 * makes the site another person's (docs/make-it-yours.md, "Posts"): they go,
 * with their pictures, so a new owner never publishes the sample's words under
 * their name. `content/posts/.sample.json` records each sample file (post or
 * picture) with the hash of its bytes as shipped; only recorded, unchanged files
 * are removed. A sample post the owner has edited is theirs: kept, said in one line.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { POSTS_DIR } from '../../site-build/posts/post-file.ts';
import { sha256 } from './case-studies.ts';

/** The record of the sample's post files: path from the project root → SHA-256 (hex) of its bytes. */
export const SAMPLE_POSTS_FILE = `${POSTS_DIR}/.sample.json`;

/** What {@link planSamplePosts} worked out: files to remove, and one line per file kept. */
export type SamplePostsPlan = { remove: string[]; lines: string[] };

/**
 * The sample's posts and pictures to remove from `root` (paths from the project
 * root), the record included, and a line for each sample file the owner has
 * changed (kept). A missing record means nothing to remove; a broken one is said
 * in a line and removes nothing.
 */
export function planSamplePosts(root: string): SamplePostsPlan {
  const recordPath = join(root, SAMPLE_POSTS_FILE);
  if (!existsSync(recordPath)) return { remove: [], lines: [] };
  let record: Record<string, string>;
  try {
    const value = JSON.parse(readFileSync(recordPath, 'utf8'));
    if (!value || typeof value !== 'object' || Array.isArray(value))
      throw new Error('not an object');
    record = value as Record<string, string>;
  } catch (error) {
    return {
      remove: [],
      lines: [
        `${SAMPLE_POSTS_FILE} cannot be read (${(error as Error).message}), so the sample's posts were left as they are; delete the ones that are not yours.`,
      ],
    };
  }
  const plan: SamplePostsPlan = { remove: [SAMPLE_POSTS_FILE], lines: [] };
  for (const [path, hash] of Object.entries(record)) {
    const file = join(root, path);
    if (!existsSync(file)) continue;
    if (sha256(readFileSync(file), path) === hash) plan.remove.push(path);
    else
      plan.lines.push(
        `${path} was the sample's and you have edited it, so it stays: delete it if it is not yours.`,
      );
  }
  return plan;
}
