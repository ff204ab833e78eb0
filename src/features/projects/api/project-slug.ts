import { slug } from '#src/lib/slug.ts';

/**
 * The path segment of a project's page, `projects/{slug}/` (docs/product.md §
 * Project pages): the GitHub repository's name in lower case when `url` is a
 * repository on github.com (`https://github.com/jamie/Flood-Watch` →
 * `flood-watch`), else the title slugged (`Recipe Box` → `recipe-box`).
 * The build names the page with it and the card links to it, so both use
 * this one function.
 * @param project the project's `title` and `url` (an http(s) URL).
 * @returns lowercase ASCII letters, digits, `-`, `_` and `.`, never a leading dot; never empty
 *   (`project` as a last resort).
 */
export function projectSlug(project: { title: string; url: string }): string {
  try {
    const { hostname, pathname } = new URL(project.url);
    const [owner, repo] = pathname.split('/').filter(Boolean);
    // A leading dot would hide the page's folder from the precache's file search.
    const name = repo?.replace(/\.git$/, '').replace(/^\.+/, '');
    if (hostname === 'github.com' && owner && name && /^[\w.-]+$/.test(name))
      return name.toLowerCase();
  } catch {
    // Not a URL: the title names the page.
  }
  return slug(project.title, 'project');
}
