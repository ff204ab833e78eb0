/**
 * Runtime configuration, baked in at build time from the `VITE_*` variables
 * (docs/product.md § Configuration). `vite.config.ts` has already checked every
 * value with `readBuildEnv`, so this module only applies the defaults.
 */

import { resolveMailSettings } from './build-env.ts';

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
  /**
   * Where the contact form sends (docs/product.md § Contact): EmailJS with the configured keys,
   * or, with none, the local inbox on the page's own origin (`origin: ''`).
   */
  emailjs: resolveMailSettings({
    publicKey: import.meta.env.VITE_EMAILJS_PUBLIC_KEY ?? '',
    serviceId: import.meta.env.VITE_EMAILJS_SERVICE_ID ?? '',
    templateId: import.meta.env.VITE_EMAILJS_TEMPLATE_ID ?? '',
    origin: import.meta.env.VITE_EMAILJS_ORIGIN ?? '',
  }),
} as const;
