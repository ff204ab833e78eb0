/** `text` with every character a RegExp treats specially escaped. */
function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
}

/**
 * The pattern of the projects request, the one URL the worker answers
 * stale-while-revalidate from the projects cache.
 *
 * @param projectsUrl `VITE_PROJECTS_URL`: an absolute http(s) URL (matched
 *   exactly, from the start as Workbox requires for cross-origin URLs), a
 *   path on the site's origin, or empty for the bundled
 *   `{basePath}data/projects.json`.
 * @param basePath the site's base path with both slashes, e.g. `/portfolio/`.
 * @returns a RegExp for the request's full URL (any origin for a path, since
 *   the site may be deployed anywhere).
 */
export function projectsUrlPattern(projectsUrl: string, basePath: string): RegExp {
  const trimmed = projectsUrl.trim();
  if (/^https?:\/\//i.test(trimmed)) {
    return new RegExp(`^${escapeRegExp(new URL(trimmed).href)}$`);
  }
  const path = new URL(trimmed || `${basePath}data/projects.json`, 'http://site.invalid');
  return new RegExp(`^https?://[^/]+${escapeRegExp(path.pathname + path.search)}$`);
}
