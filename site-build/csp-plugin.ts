import type { Plugin } from 'vite';
import {
  contentSecurityPolicy,
  hashInlineCode,
  insertPolicyMeta,
  type PolicyEnv,
} from './lib/security-headers.ts';

/**
 * The Content Security Policy as a `<meta>` in every page the build writes
 * (docs/product.md § Security; rules in `lib/security-headers.ts`,
 * docs/decisions/0003-csp-by-hashes.md).
 *
 * Runs in `generateBundle` after the prerenderer (both `enforce: 'post'`;
 * this plugin comes later in `vite.config.ts`) and the CV page, when the
 * pages are final: hashes their inline scripts and styles and puts one
 * policy for the whole site into each. That is before the files are
 * written, so the service worker's precache revisions are of these bytes.
 * `headersFilePlugin` sends the same policy as a header.
 *
 * The meta tag adds no request and no script to the page.
 * @param files every page's file in the build, every kind's (`pageFiles`, ./page-kinds.ts):
 *   `index.html`, `fil/404.html`, `projects/flood-watch/index.html`.
 * @throws Error when a page is missing from the bundle or lacks `<meta charset>`.
 */
export function cspPlugin(env: PolicyEnv, files: readonly string[]): Plugin {
  const POLICY_PAGES = files;
  return {
    name: 'portfolio:csp',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const pages = POLICY_PAGES.map((name) => bundle[name]).filter(
        (page) => page?.type === 'asset',
      );
      if (pages.length !== POLICY_PAGES.length) {
        this.error(
          `csp: expected ${POLICY_PAGES.join(', ')} in the bundle, found ${pages.length} of them`,
        );
      }
      const hashes = hashInlineCode(pages.map((page) => String(page.source)));
      const metaPolicy = contentSecurityPolicy(env, hashes, 'meta');
      for (const page of pages) page.source = insertPolicyMeta(String(page.source), metaPolicy);
    },
  };
}
