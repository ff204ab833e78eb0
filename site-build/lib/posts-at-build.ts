import { writingLists } from '../posts/writing-list.ts';

/**
 * How many posts Home's Writing shows, 0 to 6 (docs/product.md § Writing):
 * the owner's own published posts and the valid entries of
 * `public/data/posts.json`, merged as the build writes the list
 * (`site-build/posts/writing-list.ts`). The build gives the page a "Writing"
 * slot of that many rows' height, or none for 0 (then the page fetches
 * nothing). Every language shows as many: an untranslated post is listed in
 * its own language. A missing or broken feeds' list counts none of its posts.
 * @param root the repository's root.
 * @throws Error from reading the own posts (a front matter, named by file, line and field).
 */
export function postsShown(root = '.', languages: readonly string[] = ['en']): number {
  const [first] = writingLists(
    root,
    '/',
    languages.map((lang) => ({ lang, path: '' })),
  );
  return first?.entries.length ?? 0;
}
