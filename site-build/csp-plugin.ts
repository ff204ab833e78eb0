import type { Plugin } from 'vite';
import { CV_PAGE } from './cv-plugin.ts';
import {
  contentSecurityPolicy,
  hashInlineCode,
  insertPolicyMeta,
  type PolicyEnv,
} from './lib/security-headers.ts';

/**
 * The built pages; the policy covers them all, and each carries it in a
 * `<meta>`: each language's Home and "Page not found" (`''` is the default
 * language's path, `fil/` another's; docs/product.md § Languages) and the
 * CV page (`cvPlugin`, docs/product.md § CV and contact card), which has no
 * inline code, so it adds no hash to the policy of the others.
 * Each language's project pages (`projectPagesPlugin`, docs/product.md §
 * Project pages) have no inline code either.
 * @param languagePaths each language's path under the base path, the default's `''` first.
 * The posts' pages (`postsPlugin`, docs/product.md § Posts) neither.
 * @param pages the other pages under each language's path, as folders (`projects/flood-watch/`).
 * @param files more pages, by file name in the build (`fil/posts/offline-first/index.html`).
 */
export function policyPages(
  languagePaths: readonly string[] = [''],
  pages: readonly string[] = [],
  files: readonly string[] = [],
): string[] {
  return [
    ...languagePaths.flatMap((path) => [
      `${path}index.html`,
      `${path}404.html`,
      `${path}${CV_PAGE}`,
      ...pages.map((page) => `${path}${page}index.html`),
    ]),
    ...files,
  ];
}

/**
 * The Content Security Policy as a `<meta>` in every page of
 * {@link policyPages} (docs/product.md § Security; rules in
 * `lib/security-headers.ts`, docs/decisions/0003-csp-by-hashes.md).
 *
 * Runs in `generateBundle` after the prerenderer (both `enforce: 'post'`;
 * this plugin comes later in `vite.config.ts`) and the CV page, when the
 * pages are final: hashes their inline scripts and styles and puts one
 * policy for the whole site into each. That is before the files are
 * written, so the service worker's precache revisions are of these bytes.
 * `headersFilePlugin` sends the same policy as a header.
 *
 * The meta tag adds no request and no script to the page.
 * @throws Error when a page is missing from the bundle or lacks `<meta charset>`.
 */
export function cspPlugin(
  env: PolicyEnv,
  languagePaths: readonly string[] = [''],
  pages: readonly string[] = [],
  files: readonly string[] = [],
): Plugin {
  const POLICY_PAGES = policyPages(languagePaths, pages, files);
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
