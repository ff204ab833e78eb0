/**
 * Build-time configuration (docs/product.md § Configuration): reads the
 * environment, checks every value and returns it normalised. `vite.config.ts`
 * calls {@link readBuildEnv} once per build; a bad value stops the build with
 * the variable's name and what was expected, never a silently broken site.
 *
 * Runs in Node (the Vite config), so it must not touch `window`.
 */

/** The variables of docs/product.md § Configuration, as read from `process.env` / `.env*` files. */
export type RawEnv = Partial<Record<string, string>>;

/** Normalised build configuration. All URLs are strings; empty means unset. */
export type BuildEnv = {
  /** Base path the site is served under, always with a leading and trailing slash (e.g. `/`, `/portfolio/`). */
  basePath: string;
  /**
   * The absolute URL of the home page (`SITE_URL` + `BASE_PATH`), with a
   * trailing slash, e.g. `https://jamie.dev/` or `https://jamie.github.io/portfolio/`;
   * empty when `SITE_URL` is unset (then the build leaves out what
   * needs an absolute URL: canonical link, og:url, share image tags, sitemap).
   */
  siteUrl: string;
  /** Absolute http(s) URL or a path on the site's own origin; empty means the bundled `data/projects.json`. */
  projectsUrl: string;
  /** Absolute http(s) URL or a path on the site's own origin; empty means the bundled sample video. */
  demoReelUrl: string;
};

/** Thrown by {@link readBuildEnv}; the message names the variable and the expected form. */
export class BuildEnvError extends Error {
  override name = 'BuildEnvError';
}

/** The value of `key` in `env`, trimmed; '' when unset. */
export function trimmed(env: RawEnv, key: string): string {
  return (env[key] ?? '').trim();
}

/**
 * Normalises `BASE_PATH` (default `/`): adds the missing leading or trailing
 * slash. @throws BuildEnvError for a full URL, `..`, spaces or other characters a path can't hold.
 */
export function normaliseBasePath(value: string): string {
  if (value === '') return '/';
  if (!/^\/?[\w\-./~]*\/?$/.test(value) || value.includes('..') || value.includes('//')) {
    throw new BuildEnvError(
      `BASE_PATH must be a path such as "/" or "/portfolio/", got "${value}"`,
    );
  }
  let path = value.startsWith('/') ? value : `/${value}`;
  if (!path.endsWith('/')) path += '/';
  return path;
}

/**
 * Checks a URL variable: an absolute http(s) URL, or (when `allowPath`) an
 * absolute path on the site's own origin. @throws BuildEnvError naming `key`.
 */
export function checkUrl(key: string, value: string, allowPath: boolean): string {
  if (value === '') return '';
  if (allowPath && value.startsWith('/') && !value.startsWith('//')) return value;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new BuildEnvError(
      `${key} must be an absolute http(s) URL${allowPath ? ' or a path starting with "/"' : ''}, got "${value}"`,
    );
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new BuildEnvError(`${key} must use http or https, got "${url.protocol}"`);
  }
  return value;
}

/**
 * Checks `SITE_URL`, the public address of the site (canonical link,
 * Open Graph, sitemap), and joins it with the base path.
 * @param value an http(s) origin such as `https://jamie.dev`; a path is allowed
 *   only when it equals `basePath` (e.g. `https://jamie.github.io/portfolio/`
 *   with `BASE_PATH=/portfolio/`), so the two settings can't disagree.
 * @param basePath the normalised `BASE_PATH`.
 * @returns the home page's absolute URL with a trailing slash, or '' when unset.
 * @throws BuildEnvError naming `SITE_URL` for a malformed URL, another scheme,
 *   credentials, a query or fragment, or a path other than `BASE_PATH`.
 */
export function normaliseSiteUrl(value: string, basePath: string): string {
  if (value === '') return '';
  const url = new URL(checkUrl('SITE_URL', value, false));
  if (url.username || url.password || url.search || url.hash) {
    throw new BuildEnvError(
      `SITE_URL must be the site's address without credentials, query or fragment, such as "https://jamie.dev", got "${value}"`,
    );
  }
  const path = url.pathname.endsWith('/') ? url.pathname : `${url.pathname}/`;
  if (path !== '/' && path !== basePath) {
    throw new BuildEnvError(
      `SITE_URL has the path "${url.pathname}" but BASE_PATH is "${basePath}": give SITE_URL as an origin (e.g. "${url.origin}") and the path in BASE_PATH`,
    );
  }
  return `${url.origin}${basePath}`;
}

/**
 * Reads and checks the build configuration.
 * @param env `process.env` merged with Vite's `loadEnv()` result.
 *   Features read their own variables (e.g. the contact form's, in
 *   `src/features/contact/`), with {@link checkUrl} and {@link BuildEnvError}.
 * @throws BuildEnvError when a variable is malformed.
 */
export function readBuildEnv(env: RawEnv): BuildEnv {
  const basePath = normaliseBasePath(trimmed(env, 'BASE_PATH'));
  return {
    basePath,
    siteUrl: normaliseSiteUrl(trimmed(env, 'SITE_URL'), basePath),
    projectsUrl: checkUrl('VITE_PROJECTS_URL', trimmed(env, 'VITE_PROJECTS_URL'), true),
    demoReelUrl: checkUrl('VITE_DEMO_REEL_URL', trimmed(env, 'VITE_DEMO_REEL_URL'), true),
  };
}
