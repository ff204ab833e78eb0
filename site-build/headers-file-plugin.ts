import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Plugin } from 'vite';
import { formatHeadersFile, HEADERS_LINE_LIMIT } from './lib/headers-file.ts';
import {
  contentSecurityPolicy,
  hashInlineCode,
  headerRules,
  type PolicyEnv,
} from './lib/security-headers.ts';

/**
 * Writes `_headers` (Netlify and Cloudflare Pages read it): the Content
 * Security Policy plus what only a header can carry (`frame-ancestors`), the
 * other security headers (nosniff, referrer, permissions, HSTS, COOP) and the caching rules (docs/product.md § Security;
 * rules in `lib/security-headers.ts`).
 *
 * Runs in `closeBundle`, after vite-plugin-pwa wrote `sw.js` and its Workbox
 * runtime file (whose hashed name only exists then). The policy's hashes are
 * read from the written pages, the same inline code `cspPlugin` hashed, so
 * the header and the `<meta>` allow the same scripts and styles.
 * @param options.vcardFile the contact card's file name, sent as `text/vcard` (`headerRules`).
 * @param options.languagePaths each language's path under the base path (`''`, `fil/`).
 * @param options.pages every page's file in the build, as `cspPlugin` takes them (`pageFiles`, ./page-kinds.ts).
 * @param options.hsts the `Strict-Transport-Security` value (`strictTransportSecurity`); default plain `max-age`.
 * @throws Error when a page of `pages` was not written; warns when a
 *   `_headers` line is longer than Cloudflare Pages reads.
 */
export function headersFilePlugin(
  env: PolicyEnv,
  {
    vcardFile,
    languagePaths = [''],
    pages = ['index.html'],
    hsts,
  }: {
    vcardFile?: string;
    languagePaths?: readonly string[];
    pages?: readonly string[];
    hsts?: string;
  } = {},
): Plugin {
  let outDir = 'dist';
  return {
    name: 'portfolio:headers-file',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle: {
      sequential: true,
      order: 'post',
      handler(error) {
        // A missing page already failed the build in `cspPlugin`.
        if (error) return;
        const written = pages.map((name) => readFileSync(resolve(outDir, name), 'utf8'));
        const headerPolicy = contentSecurityPolicy(env, hashInlineCode(written), 'header');
        const workbox = readdirSync(outDir)
          .filter((file) => /^workbox-[\w-]+\.js$/.test(file))
          .sort();
        const text = formatHeadersFile(
          headerRules(env.basePath, headerPolicy, workbox, vcardFile, languagePaths, hsts),
        );
        const long = text.split('\n').find((line) => line.length > HEADERS_LINE_LIMIT);
        if (long) {
          this.warn(
            `_headers: a line of ${long.length} characters is longer than Cloudflare Pages reads (${HEADERS_LINE_LIMIT}); the <meta> policy still applies`,
          );
        }
        writeFileSync(resolve(outDir, '_headers'), text);
      },
    },
  };
}
