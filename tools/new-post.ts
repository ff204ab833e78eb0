import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { stringify } from 'yaml';
import { POSTS_DIR, slugOf } from '../site-build/posts/post-file.ts';
import { splitFrontMatter } from '../site-build/projects/case-study-file.ts';

/**
 * `npm run new-post -- "Title"` (docs/product.md § Posts): writes
 * `content/posts/{slug}.md` with the title, the slug and today's date (UTC)
 * in its front matter and a line to replace, and prints the file's path.
 * An empty title, a title with no letter or digit to make a slug of, or a
 * slug a post already has (its file, or a translation's) exits 1 with a
 * clear message and changes no file.
 */

/** Why a post could not be made: said to the owner as it is. */
export class NewPostError extends Error {}

/**
 * Makes the post's file.
 * @param title the post's title, as typed.
 * @param root the project root.
 * @param today the day to write, `YYYY-MM-DD`.
 * @returns the file's path relative to `root` (`content/posts/hello.md`).
 * @throws NewPostError for an empty title, one with nothing to slug, or a slug taken; nothing is written.
 */
export function newPost(title: string, root: string, today: string): string {
  const clean = title.trim().replace(/\s+/g, ' ');
  if (!clean) throw new NewPostError('Give the post a title: npm run new-post -- "My first post"');
  const slug = slugOf(clean);
  if (!slug)
    throw new NewPostError(
      `"${clean}" has no letter or digit to make the post's address from; add a few Latin letters or digits (a slug is lower-case ASCII).`,
    );
  const folder = join(root, POSTS_DIR);
  const taken = existsSync(folder)
    ? readdirSync(folder).find(
        (name) =>
          name.startsWith(`${slug}.`) ||
          (name.endsWith('.md') && slugIn(join(folder, name)) === slug),
      )
    : undefined;
  if (taken)
    throw new NewPostError(
      `${POSTS_DIR}/${taken} already has the slug "${slug}"; choose another title (nothing was changed).`,
    );
  const file = `${POSTS_DIR}/${slug}.md`;
  const frontMatter = stringify({ title: clean, slug, date: today }).trimEnd();
  mkdirSync(folder, { recursive: true });
  writeFileSync(join(root, file), `---\n${frontMatter}\n---\n\nWrite your post here.\n`, {
    flag: 'wx',
  });
  return file;
}

/** The `slug` a post file's front matter gives, if it reads. */
function slugIn(path: string): unknown {
  try {
    return splitFrontMatter(readFileSync(path, 'utf8'), path)?.data.slug;
  } catch {
    return undefined; // The build names that file's error.
  }
}

/** The command: prints the new file's path, or the reason and exits 1. */
export function main(args: readonly string[], root = process.cwd(), now = new Date()): number {
  try {
    console.log(newPost(args.join(' '), root, now.toISOString().slice(0, 10)));
    return 0;
  } catch (error) {
    if (!(error instanceof NewPostError)) throw error;
    console.error(`new-post: ${error.message}`);
    return 1;
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  process.exitCode = main(process.argv.slice(2));
}
