import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * How many posts of `public/data/posts.json` the home page shows, 0 to 6
 * (docs/product.md § Writing): the build gives the page a "Writing" slot of
 * that many rows' height, or none for 0 (then the page fetches nothing). A
 * missing or broken file counts as 0.
 * @param root the repository's root.
 */
export function postsShown(root = '.'): number {
  const file = join(root, 'public/data/posts.json');
  if (!existsSync(file)) return 0;
  try {
    const list: unknown = JSON.parse(readFileSync(file, 'utf8'));
    return Array.isArray(list) ? Math.min(6, list.length) : 0;
  } catch {
    return 0;
  }
}
