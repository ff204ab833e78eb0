/**
 * The bench's site-wide sizes (docs/product.md § Performance), read from the
 * build alone, no browser: what the service worker precaches (all of it is
 * downloaded in the background on a first visit, so the whole site reads
 * offline) and the static pages beside Home (each project page), gzipped as
 * a static host serves them. Budgets:
 *
 * - **Precache ≤ 1,000 KB gzip.** A first visit on Lighthouse's slow 4G
 *   (1.6 Mbps) fetches 1 MB in about 5 s, while the visitor reads the first
 *   screen, and the browser's quota for a site is many times that. The sample
 *   (two languages, eight case studies, two PDF CVs) precaches about half of it,
 *   so an owner has room for some forty more case studies.
 * - **A project page, the posts list and a post page ≤ Home's document budget
 *   (7.5 KB gzip)** and each loads two scripts, the colour-mode file (about
 *   0.2 KB) and the search's (about 2.5 KB, deferred; its dialog loads when the
 *   page is idle): no app script (docs/decisions/0040-case-studies-at-build-time.md,
 *   docs/decisions/0041-posts-as-a-page-kind.md, docs/product.md § Search).
 *   JSON-LD and JSON data (the search's texts) are not scripts.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/** The budgets of the lines below, in bytes (KB = 1000 bytes). */
export const SITE_BYTES_BUDGETS = {
  precacheGzip: 1_000_000,
  /** Each static page kind's largest page (`staticPage` of site-build/page-kinds.ts). */
  staticPageGzip: 7_500,
  staticPageScripts: 2,
} as const;

/**
 * A static page kind and its pages' files under `dist/`, in every language: `staticPageKinds`
 * of site-build/page-kinds.ts, the one list of page kinds.
 */
export type StaticPageKind = { name: string; files: readonly string[] };

/** The precache list the build injected into `sw.js`: each entry's URL under the base path. */
export function precacheUrls(serviceWorker: string): string[] {
  const list = /\[\{[^[\]]*?"?url"?\s*:[^[\]]*?\}\]/.exec(serviceWorker)?.[0];
  if (!list) throw new Error('sw.js: no injected precache list found');
  return [
    ...new Set([...list.matchAll(/"?url"?\s*:\s*"([^"]+)"/g)].map((match) => match[1] ?? '')),
  ];
}

/** One line of the section: what, how much, the budget, and whether it is met. */
export type SiteBytesLine = { label: string; value: string; budget: string; ok: boolean };

const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;

/**
 * Measures `dist`: the precache (files, raw and gzip bytes) and, for each static page kind
 * of `kinds` with pages, its largest page (gzip bytes) and the most scripts one of its pages
 * loads.
 * @throws Error when `dist/sw.js` has no precache list or names a file that is not there, or
 *   a kind's page is not in the build.
 */
export function siteBytes(dist: string, kinds: readonly StaticPageKind[]): SiteBytesLine[] {
  const urls = precacheUrls(readFileSync(join(dist, 'sw.js'), 'utf8'));
  let raw = 0;
  let gzip = 0;
  for (const url of urls) {
    const bytes = readFileSync(join(dist, decodeURI(url.replace(/^\//, ''))));
    raw += bytes.length;
    gzip += gzipSync(bytes).length;
  }
  const kindLines = kinds.flatMap(({ name, files: pageFiles }): SiteBytesLine[] => {
    const pages = pageFiles
      .map((path) => {
        const html = readFileSync(join(dist, path));
        return {
          path,
          gzip: gzipSync(html).length,
          scripts: (String(html).match(/<script\b(?![^>]*application\/(?:ld\+)?json)/g) ?? [])
            .length,
        };
      })
      .sort((a, b) => b.gzip - a.gzip);
    const largest = pages[0];
    if (!largest) return [];
    const scripts = Math.max(0, ...pages.map((page) => page.scripts));
    return [
      {
        label: `${name}, largest of ${pages.length} (${largest.path}; gzip)`,
        value: `${largest.gzip} B`,
        budget: `≤ ${SITE_BYTES_BUDGETS.staticPageGzip} B`,
        ok: largest.gzip <= SITE_BYTES_BUDGETS.staticPageGzip,
      },
      {
        label: `${name}, scripts loaded (most of any)`,
        value: String(scripts),
        budget: `≤ ${SITE_BYTES_BUDGETS.staticPageScripts}`,
        ok: scripts <= SITE_BYTES_BUDGETS.staticPageScripts,
      },
    ];
  });
  return [
    {
      label: `Precache (${urls.length} files, ${kb(raw)} raw; gzip)`,
      value: kb(gzip),
      budget: `≤ ${kb(SITE_BYTES_BUDGETS.precacheGzip)}`,
      ok: gzip <= SITE_BYTES_BUDGETS.precacheGzip,
    },
    ...kindLines,
  ];
}

/** The report's section: a table of {@link siteBytes}, and a line per missed budget. */
export function siteBytesSection(
  dist: string,
  kinds: readonly StaticPageKind[],
): { lines: string[]; over: string[] } {
  const measured = siteBytes(dist, kinds);
  return {
    lines: [
      '## Site-wide bytes (from the build; docs/product.md § Performance)',
      '',
      '| what | measured | budget | |',
      '|---|---|---|---|',
      ...measured.map(
        (line) => `| ${line.label} | ${line.value} | ${line.budget} | ${line.ok ? '✓' : '✗'} |`,
      ),
      '',
    ],
    over: measured
      .filter((line) => !line.ok)
      .map((line) => `${line.label}: ${line.value} (budget ${line.budget})`),
  };
}
