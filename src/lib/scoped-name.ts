/**
 * The name of one of the site's browser stores (Cache Storage cache,
 * IndexedDB database, Web Lock, BroadcastChannel, Background Sync tag,
 * `localStorage` key) for the deployment at `basePath`
 * (docs/product.md § Offline and install, "One site per path"). All of these
 * are shared by every page of an origin, so two deployments on one host (a
 * project site and its fork on GitHub Pages, a staging copy) would otherwise
 * read each other's data and send each other's messages.
 *
 * At the root path the name is `name` itself, as before base paths were
 * part of it, so a root deployment keeps what visitors stored under the old
 * names (its waiting messages above all). Under a sub-path the path is
 * appended after an `@`: `portfolio-outbox@/portfolio/`. The path keeps
 * both slashes, so `/a/` and `/a/b/` never give the same name.
 * @param name the store's readable name, e.g. `portfolio-outbox`.
 * @param basePath the site's base path with both slashes (`BASE_PATH`,
 *   `import.meta.env.BASE_URL`); default the build's.
 * @returns the scoped name.
 */
export function scopedName(name: string, basePath: string = import.meta.env.BASE_URL): string {
  return basePath === '/' ? name : `${name}@${basePath}`;
}
