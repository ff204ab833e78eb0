import { createHash } from 'node:crypto';
import { type DefaultTreeAdapterTypes, parse } from 'parse5';
import { type BuildEnv, BuildEnvError, type RawEnv, trimmed } from '#src/config/build-env.ts';
import { type MailEnv, resolveMailSettings } from '#src/features/contact/api/mail-settings.ts';
import type { HeaderRule } from './headers-file.ts';

/**
 * What the policy is built from: the checked build configuration
 * (`readBuildEnv`) and the contact feature's checked mail variables (`readMailEnv`).
 */
export type PolicyEnv = BuildEnv & { mail: MailEnv };

/**
 * The site's Content Security Policy and HTTP headers (docs/product.md
 * § Security; docs/deploy.md; docs/decisions/0003-csp-by-hashes.md), computed at build time from the configuration and the
 * finished HTML. Pure functions; `cspPlugin` and `headersFilePlugin` call
 * them, the latter writing {@link headerRules} with `headers-file.ts`, which
 * also reads the `_headers` file back for the end-to-end static server.
 */

/** A CSP hash source, e.g. `'sha256-AbC…='`. */
export type HashSource = `'sha256-${string}'`;

/** The `'sha256-…'` source of `text` (UTF-8), as CSP Level 3 compares it. */
export function sha256Source(text: string): HashSource {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

/** What a page holds that a CSP must allow by hash: the texts, not yet hashed. */
export type InlineCode = {
  /** Text of the inline `<script>`s the browser executes (classic, module, import map), each once. */
  scripts: string[];
  /** Text of the `<style>` elements, each once. */
  styles: string[];
  /** Values of the `style="…"` attributes, character references decoded (what the browser hashes), each once. */
  styleAttributes: string[];
};

/**
 * `<script>` types that are data, not code: the browser never runs them, so
 * CSP does not apply to them (the JSON-LD `Person` data). Anything else,
 * including no type, `module` and `importmap`, is code.
 */
const DATA_SCRIPT_TYPE = /^application\/(?:ld\+)?json$/i;

type Node = DefaultTreeAdapterTypes.Node;
type Element = DefaultTreeAdapterTypes.Element;

/** The value of attribute `name` (lower case) of `element`, as the parser decoded it, or undefined. */
function attribute(element: Element, name: string): string | undefined {
  return element.attrs.find((attr) => attr.name === name && !attr.namespace)?.value;
}

/** An element's child text content: what CSP hashes for a `<script>` or `<style>`. */
function childText(element: Element): string {
  return element.childNodes
    .map((node) => ('value' in node && node.nodeName === '#text' ? node.value : ''))
    .join('');
}

/** Adds the inline code under `node` to `found`; scripts only when `scripts` (they run). */
function collect(node: Node, found: InlineCode, scripts: boolean): void {
  if ('tagName' in node) {
    const style = attribute(node, 'style');
    if (style !== undefined) found.styleAttributes.push(style);
    if (node.tagName === 'style') found.styles.push(childText(node));
    if (
      scripts &&
      node.tagName === 'script' &&
      attribute(node, 'src') === undefined &&
      !DATA_SCRIPT_TYPE.test((attribute(node, 'type') ?? '').trim())
    )
      found.scripts.push(childText(node));
    if ('content' in node) collect(node.content, found, scripts);
  }
  if ('childNodes' in node) for (const child of node.childNodes) collect(child, found, scripts);
}

/**
 * Finds the inline code of a built page: inline scripts that run, `<style>`
 * elements and `style` attributes, each distinct text once, in document
 * order. The page is parsed as the HTML standard says (parse5), so comments,
 * attribute values and raw text are what a browser makes of them, and each
 * text is the one it hashes (line breaks normalised, character references
 * decoded). It is parsed twice: as a browser running scripts does, where
 * `<noscript>` holds plain text, for the scripts and styles; and as one
 * without JavaScript does, where `<noscript>` is markup and the policy still
 * applies to its styles. `<template>` contents count: a script may clone them
 * into the page.
 * @param html a whole page, after every other build step changed it.
 */
export function findInlineCode(html: string): InlineCode {
  const found: InlineCode = { scripts: [], styles: [], styleAttributes: [] };
  collect(parse(html, { scriptingEnabled: true }), found, true);
  collect(parse(html, { scriptingEnabled: false }), found, false);
  return {
    scripts: [...new Set(found.scripts)],
    styles: [...new Set(found.styles)],
    styleAttributes: [...new Set(found.styleAttributes)],
  };
}

/** The hash sources of some pages' inline code, each list sorted and without repeats. */
export type InlineHashes = {
  scripts: HashSource[];
  styles: HashSource[];
  styleAttributes: HashSource[];
};

/** Hashes the inline code of every page the policy covers (one policy for the whole site). */
export function hashInlineCode(pages: string[]): InlineHashes {
  const hash = (texts: string[]) => [...new Set(texts.map(sha256Source))].sort();
  const code = pages.map(findInlineCode);
  return {
    scripts: hash(code.flatMap((page) => page.scripts)),
    styles: hash(code.flatMap((page) => page.styles)),
    styleAttributes: hash(code.flatMap((page) => page.styleAttributes)),
  };
}

/**
 * The origin of a configured URL, or undefined when the URL is on the site's
 * own origin (a path, or empty for the bundled default): `'self'` covers it.
 */
export function originOf(url: string): string | undefined {
  if (!/^https?:\/\//i.test(url)) return undefined;
  return new URL(url).origin;
}

/** Fetch directives that fall back to `default-src 'self'` when left out (none of them carries a hash). */
const FALLS_BACK = new Set(['img-src', 'media-src', 'connect-src']);

/** Where the delivered policy goes: `header` adds what a `<meta>` policy may not hold. */
export type PolicyDelivery = 'meta' | 'header';

/**
 * The Content Security Policy of the site (docs/product.md § Security), as one
 * header value.
 *
 * - `script-src 'self'` and the hashes of the inline scripts (the pre-paint
 *   colour-mode script, the entry loader): no `'unsafe-inline'`, no
 *   `'unsafe-eval'`. JSON-LD is data and needs nothing.
 * - `style-src 'self'` with the hashes of the `<style>` elements (each
 *   page's first-screen CSS) and,
 *   through `'unsafe-hashes'`, of prerendered `style` attributes should a
 *   page have any (this one has none: its styles are classes, so the policy
 *   has no `'unsafe-hashes'`): no `'unsafe-inline'` for styles either,
 *   so injected markup could not restyle the page. Styles React sets after
 *   hydration go through the CSSOM, which CSP does not limit.
 * - `connect-src`, `img-src`, `media-src`: `'self'` plus only the configured
 *   origins: the projects origin for its JSON and its images (which the
 *   service worker fetches, hence in `connect-src` too), the mail API
 *   (`resolveMailSettings`; the local inbox is `'self'`), the media host.
 * - the service worker and the web manifest: `'self'`, through `default-src`;
 *   `object-src`, `base-uri`, `form-action` `'none'`.
 * - A fetch directive that would say only `'self'` (`img-src` and the others
 *   when nothing is configured, `worker-src`, `manifest-src`) is left out:
 *   the browser falls back to `default-src 'self'`, the same rule, and every
 *   page carries the policy (docs/product.md § Performance: the document is
 *   kept small).
 * - `frame-ancestors 'none'` only in the header: browsers ignore it in a
 *   `<meta>` policy and warn.
 *
 * @param env the checked build configuration and mail variables.
 * @param hashes the hashes of every page's inline code ({@link hashInlineCode}).
 */
export function contentSecurityPolicy(
  env: PolicyEnv,
  hashes: InlineHashes,
  delivery: PolicyDelivery,
): string {
  const projects = originOf(env.projectsUrl);
  const media = originOf(env.demoReelUrl);
  const mail = originOf(resolveMailSettings(env.mail).origin);
  const sources = (...list: Array<string | undefined>) => [
    ...new Set(list.filter((item) => item !== undefined)),
  ];
  const directives: Array<[string, string[]]> = [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", ...hashes.scripts]],
    [
      'style-src',
      [
        "'self'",
        ...hashes.styles,
        ...(hashes.styleAttributes.length ? ["'unsafe-hashes'", ...hashes.styleAttributes] : []),
      ],
    ],
    ['img-src', sources("'self'", projects)],
    ['media-src', sources("'self'", media)],
    ['connect-src', sources("'self'", projects, mail)],
    ['object-src', ["'none'"]],
    ['base-uri', ["'none'"]],
    ['form-action', ["'none'"]],
  ];
  if (delivery === 'header') directives.push(['frame-ancestors', ["'none'"]]);
  return directives
    .filter(([name, values]) => !FALLS_BACK.has(name) || values.join(' ') !== "'self'")
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');
}

/**
 * Puts the policy into a page as `<meta http-equiv="Content-Security-Policy">`,
 * right after `<meta charset>`: a `<meta>` policy governs only what comes
 * after it, so it must precede the pre-paint script and every resource.
 * @throws Error when the page has no `<meta charset>` to follow.
 */
export function insertPolicyMeta(html: string, policy: string): string {
  const charset = /<meta charset="[^"]*"\s*\/?>/i.exec(html);
  if (!charset)
    throw new Error('security headers: the page has no <meta charset> to put the policy after');
  const meta = `<meta http-equiv="Content-Security-Policy" content="${policy.replaceAll('&', '&amp;').replaceAll('"', '&quot;')}">`;
  const end = charset.index + charset[0].length;
  return `${html.slice(0, end)}${meta}${html.slice(end)}`;
}

/** `Referrer-Policy`: other sites learn the origin the visitor came from, never the path. */
export const REFERRER_POLICY = 'strict-origin-when-cross-origin';

/**
 * `Permissions-Policy`: the page uses none of these powerful features, so no
 * script (or embedded page) may ask for them. Fullscreen and autoplay stay
 * allowed for the page itself (the demo reel's video). Only features Chromium
 * knows, so the console stays free of "Unrecognized feature" warnings.
 */
export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'camera=()',
  'display-capture=()',
  'geolocation=()',
  'gyroscope=()',
  'hid=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'serial=()',
  'usb=()',
  'browsing-topics=()',
  'fullscreen=(self)',
  'autoplay=(self)',
].join(', ');

/**
 * `Strict-Transport-Security` by default: after one visit over HTTPS, the
 * browser uses HTTPS only for this host for a year (browsers ignore it on
 * plain HTTP, so local servers are unaffected). This host only: its
 * subdomains and the preload list are decisions about the owner's whole
 * domain (an apex domain, a shared company host under `BASE_PATH`), taken
 * with {@link readHsts}'s variables (docs/product.md § Security).
 */
export const STRICT_TRANSPORT_SECURITY = 'max-age=31536000';

/** The owner's opt-ins of `Strict-Transport-Security` (docs/deploy.md, "What any host must do"). */
export type HstsChoices = { includeSubDomains: boolean; preload: boolean };

/** A yes-or-no variable: `true` or `false`, unset or empty for `false`. @throws BuildEnvError naming it. */
function flag(env: RawEnv, key: string): boolean {
  const value = trimmed(env, key);
  if (value === '' || value === 'false') return false;
  if (value === 'true') return true;
  throw new BuildEnvError(`${key} must be "true" or "false", got "${value}"`);
}

/**
 * Reads `HSTS_INCLUDE_SUBDOMAINS` and `HSTS_PRELOAD` (docs/product.md
 * § Configuration), both off when unset.
 * @throws BuildEnvError for a value other than `true`/`false`, or `HSTS_PRELOAD`
 *   without `HSTS_INCLUDE_SUBDOMAINS` (the preload list takes only a whole
 *   domain with its subdomains: hstspreload.org's rule).
 */
export function readHsts(env: RawEnv): HstsChoices {
  const includeSubDomains = flag(env, 'HSTS_INCLUDE_SUBDOMAINS');
  const preload = flag(env, 'HSTS_PRELOAD');
  if (preload && !includeSubDomains) {
    throw new BuildEnvError(
      'HSTS_PRELOAD=true needs HSTS_INCLUDE_SUBDOMAINS=true: the preload list takes a whole domain with its subdomains',
    );
  }
  return { includeSubDomains, preload };
}

/** The `Strict-Transport-Security` value: {@link STRICT_TRANSPORT_SECURITY}, then the owner's opt-ins. */
export function strictTransportSecurity({ includeSubDomains, preload }: HstsChoices): string {
  return [STRICT_TRANSPORT_SECURITY, includeSubDomains && 'includeSubDomains', preload && 'preload']
    .filter(Boolean)
    .join('; ');
}

/**
 * `Cross-Origin-Opener-Policy: same-origin`: a page of another origin that
 * opens this one (or that this one opens) gets no handle on its window. The
 * site opens no popup it talks to, so nothing it does depends on one.
 */
export const CROSS_ORIGIN_OPENER_POLICY = 'same-origin';

/** `Cache-Control` of files whose name holds a content hash: a year, never revalidated. */
export const CACHE_IMMUTABLE = 'public, max-age=31536000, immutable';
/** `Cache-Control` of files that keep their name across deploys: revalidated on every use. */
export const CACHE_REVALIDATE = 'no-cache';

/**
 * The rules of the `_headers` file (docs/product.md § Security; docs/deploy.md).
 * - Every path: the CSP (with `frame-ancestors`), `Referrer-Policy`,
 *   `X-Content-Type-Options: nosniff`, `Permissions-Policy`,
 *   `Strict-Transport-Security` and `Cross-Origin-Opener-Policy`.
 * - `assets/*` (Vite's content-hashed files): cached for a year, `immutable`.
 * - The files that keep their name across deploys and decide which version
 *   a visitor runs: the home page, `index.html`, `404.html`, the service
 *   worker `sw.js` with its Workbox runtime, the manifest: `no-cache`, so a
 *   deploy reaches visitors at once. So are the owner data of
 *   docs/product.md § CV and contact card: the CV page (`cv/`,
 *   `cv/index.html`), `resume.json` and the contact card, which is also sent
 *   as `text/vcard` (hosts guess no type for `.vcf`). And each language's
 *   search index (`search-index.json`, docs/product.md § Search), so a
 *   search fetched before the service worker runs finds the deploy's pages.
 *
 * No header is set by two rules that can match the same path: Cloudflare
 * Pages joins repeated values with commas, which would break `Cache-Control`.
 * Other files (images, the projects list, the video) keep the host's default.
 *
 * @param basePath the site's base path; rules are full URL paths under it.
 * @param policy the header CSP ({@link contentSecurityPolicy} with `header`).
 * @param workboxFiles the Workbox runtime files next to `sw.js`, e.g. `['workbox-27d3c6f8.js']`.
 * @param vcardFile the contact card's file name, e.g. `jamie-santos.vcf`; none when undefined.
 * @param languagePaths each other language's path under the base path too
 *   (`fil/`; docs/product.md § Languages): its home, pages and manifest are
 *   `no-cache` like the default language's.
 * @param hsts the `Strict-Transport-Security` value ({@link strictTransportSecurity}).
 */
export function headerRules(
  basePath: string,
  policy: string,
  workboxFiles: string[],
  vcardFile?: string,
  languagePaths: readonly string[] = [''],
  hsts = STRICT_TRANSPORT_SECURITY,
): HeaderRule[] {
  const languagePages = languagePaths
    .filter(Boolean)
    .flatMap((path) => [
      path,
      `${path}index.html`,
      `${path}404.html`,
      `${path}manifest.webmanifest`,
      `${path}cv/`,
      `${path}cv/index.html`,
      `${path}resume.json`,
      `${path}search-index.json`,
    ]);
  const noCache = [
    '',
    'index.html',
    '404.html',
    'sw.js',
    ...workboxFiles,
    'manifest.webmanifest',
    'cv/',
    'cv/index.html',
    'resume.json',
    'search-index.json',
    ...languagePages,
  ];
  return [
    {
      path: `${basePath}*`,
      headers: [
        ['Content-Security-Policy', policy],
        ['Referrer-Policy', REFERRER_POLICY],
        ['X-Content-Type-Options', 'nosniff'],
        ['Permissions-Policy', PERMISSIONS_POLICY],
        ['Strict-Transport-Security', hsts],
        ['Cross-Origin-Opener-Policy', CROSS_ORIGIN_OPENER_POLICY],
      ],
    },
    { path: `${basePath}assets/*`, headers: [['Cache-Control', CACHE_IMMUTABLE]] },
    ...noCache.map(
      (file): HeaderRule => ({
        path: `${basePath}${file}`,
        headers: [['Cache-Control', CACHE_REVALIDATE]],
      }),
    ),
    // Each language's card (docs/product.md § Languages).
    ...(vcardFile
      ? languagePaths.map(
          (path) =>
            ({
              path: `${basePath}${path}${vcardFile}`,
              headers: [
                ['Content-Type', VCARD_CONTENT_TYPE],
                ['Cache-Control', CACHE_REVALIDATE],
              ],
            }) satisfies HeaderRule,
        )
      : []),
  ];
}

/** The contact card's media type (RFC 6350 § 10.1), UTF-8 as vCard 4.0 requires. */
export const VCARD_CONTENT_TYPE = 'text/vcard; charset=utf-8';
