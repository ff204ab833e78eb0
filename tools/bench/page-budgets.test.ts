import { describe, expect, it } from 'vitest';
import type { KindSample } from '../../site-build/page-kinds.ts';
import { budgets, judge, type PageRuns, type Run, summaryTable } from './page-budgets.ts';

/** A load that meets every budget, but for `scores` and what `more` sets. */
function run(scores: Partial<Run['scores']> = {}, more: Partial<Run> = {}): Run {
  return {
    scores: { performance: 100, accessibility: 100, 'best-practices': 100, seo: 100, ...scores },
    fcp: 700,
    lcp: 700,
    tbt: 0,
    cls: 0,
    speedIndex: 700,
    totalBytes: 100_000,
    scriptBytes: 80_000,
    idleBytes: 0,
    idleRequests: [],
    stylesheetBytes: 2_000,
    requests: [],
    crossOriginBlocking: [],
    lcpElement: 'h1',
    observed: { lcp: 100, scriptsEnd: 200 },
    benchmarkIndex: 2_000,
    load: 1,
    cpuSlowdown: 5,
    wall: { tbt: 0, performance: 100, cpuSlowdown: 5 },
    threadTime: { tasks: 10, withoutThreadTime: 0, threadMs: 100, wallMs: 150 },
    calibrationMs: 40,
    failing: [],
    ...more,
  };
}

function page(kind: string, inSitemap: boolean, runs: Run[]): PageRuns {
  const sample: KindSample = {
    label: `en ${kind}`,
    kind,
    lang: 'en',
    path: `/${kind}/`,
    file: `${kind}/index.html`,
    inSitemap,
  };
  return {
    page: sample,
    url: `http://127.0.0.1${sample.path}`,
    runs,
    inlineCss: 0,
    documentSize: 3_000,
    inSitemap,
  };
}

describe('the page budgets: every kind is held to Home’s (docs/product.md § Performance)', () => {
  it('judges SEO only on a page crawlers are told about, not on the 404', () => {
    const labels = (inSitemap: boolean) =>
      budgets({ inlineCss: 0, documentSize: 3_000, inSitemap }).map(({ label }) => label);
    expect(labels(true)).toContain('SEO');
    expect(labels(false)).not.toContain('SEO');
    // Nothing else differs.
    expect(labels(true).filter((label) => label !== 'SEO')).toEqual(labels(false));
  });

  it('shows each page’s SEO by its row, the 404 with none, in the summary', () => {
    // The 404 says noindex: Lighthouse's SEO marks it down, which judges nothing there.
    const pages = [
      page('not-found', false, [run({ seo: 69 })]),
      page('home', true, [run({ seo: 100 })]),
      page('posts', true, [run({ seo: 92 })]),
    ];
    const table = summaryTable(pages, pages.map(judge));
    expect(table[0]).toBe('| metric | budget | en not-found | en home | en posts |');
    const row = (label: string) => table.find((line) => line.startsWith(`| ${label} |`));
    // A row for SEO although the first page has no such budget, its cell a dash.
    expect(row('SEO')).toBe('| SEO | ≥ 100 | — | 100 ✓ | **92 ✗** |');
    // The rows after it stay each page's own (not shifted by the 404's missing one).
    expect(row('First Contentful Paint')).toBe(
      '| First Contentful Paint | ≤ 780 ms | 700 ms ✓ | 700 ms ✓ | 700 ms ✓ |',
    );
  });
});
