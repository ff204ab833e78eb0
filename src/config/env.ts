/**
 * Runtime configuration, baked in at build time from the `VITE_*` variables
 * (docs/product.md § Configuration). `vite.config.ts` has already checked every
 * value with `readBuildEnv`, so this module only applies the defaults.
 */

const base = import.meta.env.BASE_URL;

/** Resolves a path inside `public/` against the site's base path (`images/a.svg` → `/portfolio/images/a.svg`). */
export function asset(path: string): string {
  return `${base}${path}`;
}

export const config = {
  /** The site's base path, with leading and trailing slash. */
  basePath: base,
  /** `GET` answers the projects list (docs/product.md § Projects); relative values resolve against the page. */
  projectsUrl: import.meta.env.VITE_PROJECTS_URL || asset('data/projects.json'),
  /** The demo reel mp4 (docs/product.md § Demo reel). */
  demoReelUrl: import.meta.env.VITE_DEMO_REEL_URL || asset('media/demo-reel.mp4'),
} as const;
