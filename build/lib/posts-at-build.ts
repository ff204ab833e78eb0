import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Whether `public/data/posts.json` lists at least one post (docs/product.md
 * § Writing): the build then gives the home page the "Writing" slot, with
 * its height reserved; without posts the page has none and fetches nothing.
 * A missing or broken file counts as no posts (the page would show none).
 * @param root the repository's root.
 */
export function hasPosts(root = '.'): boolean {
  const file = join(root, 'public/data/posts.json');
  if (!existsSync(file)) return false;
  try {
    const list: unknown = JSON.parse(readFileSync(file, 'utf8'));
    return Array.isArray(list) && list.length > 0;
  } catch {
    return false;
  }
}
