import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parsePosts } from '#src/features/writing/api/post-schema.ts';

/**
 * How many posts of `public/data/posts.json` the home page shows, 0 to 6
 * (docs/product.md § Writing): the build gives the page a "Writing" slot of
 * that many rows' height, or none for 0 (then the page fetches nothing). The
 * list is checked as the page checks it (`parsePosts`), so an entry the page
 * leaves out reserves no row. A missing or broken file counts as 0.
 * @param root the repository's root.
 */
export function postsShown(root = '.'): number {
  const file = join(root, 'public/data/posts.json');
  if (!existsSync(file)) return 0;
  try {
    // Any absolute URL will do: it only decides which pictures count as the site's own.
    return parsePosts(
      JSON.parse(readFileSync(file, 'utf8')),
      'https://site.invalid/data/posts.json',
    ).length;
  } catch {
    return 0;
  }
}
