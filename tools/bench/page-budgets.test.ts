import { describe, expect, it } from 'vitest';
import type { KindSample } from '../../site-build/page-kinds.ts';
import {
  budgets,
  FCP_BUDGET_MS,
  judge,
  lcpAfterFcp,
  type PageRuns,
  ROUND_TRIP_MS,
  type Run,
  renderBlockingFiles,
  summaryTable,
} from './page-budgets.ts';

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
    idleScriptBytes: 0,
    idleRequests: [],
    stylesheetBytes: 2_000,
    requests: [],
    crossOriginBlocking: [],
    lcpElement: 'h1',
    observed: { fcp: 100, lcp: 100, scriptsEnd: 200, lcpNeedsNoResource: true },
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

/** A page of `kind`; its kind links its styles (a static page's) when it links files. */
function page(kind: string, inSitemap: boolean, runs: Run[], blockingFiles = 0): PageRuns {
  const sample: KindSample = {
    label: `en ${kind}`,
    kind,
    lang: 'en',
    path: `/${kind}/`,
    file: `${kind}/index.html`,
    inSitemap,
    linksItsStyles: blockingFiles > 0,
  };
  return {
    page: sample,
    url: `http://127.0.0.1${sample.path}`,
    runs,
    inlineCss: 0,
    documentSize: 3_000,
    inSitemap,
    blockingFiles,
    linksItsStyles: blockingFiles > 0,
  };
}

describe('the page budgets: every kind is held to Home’s (docs/product.md § Performance)', () => {
  it('judges SEO only on a page crawlers are told about, not on the 404', () => {
    const labels = (inSitemap: boolean) =>
      budgets({
        inlineCss: 0,
        documentSize: 3_000,
        inSitemap,
        blockingFiles: 0,
        linksItsStyles: false,
      }).map(({ label }) => label);
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

describe('the first paint of a page that links the files it paints with (decision 0049)', () => {
  const fcpLimit = (blockingFiles: number, linksItsStyles: boolean) =>
    budgets({
      inlineCss: linksItsStyles ? 0 : 2_300,
      documentSize: 3_000,
      inSitemap: true,
      blockingFiles,
      linksItsStyles,
    }).find(({ label }) => label === 'First Contentful Paint')?.limit;

  it('is Home’s 780 ms, one round trip more for a static page that links files', () => {
    expect(fcpLimit(0, false)).toBe(780);
    expect(FCP_BUDGET_MS + ROUND_TRIP_MS).toBe(930);
    // One round trip however many files: not a second one per file.
    expect(fcpLimit(1, true)).toBe(930);
    expect(fcpLimit(2, true)).toBe(930);
    // A static page that links nothing needs none.
    expect(fcpLimit(0, true)).toBe(780);
  });

  it('gives Home or the 404 no allowance, should a change make them link files', () => {
    expect(fcpLimit(1, false)).toBe(780);
    expect(fcpLimit(2, false)).toBe(780);
  });

  it('judges each page by its own limit, which the summary names where it is not the row’s', () => {
    const pages = [
      page(
        'home',
        true,
        Array.from({ length: 9 }, () => run()),
      ),
      page(
        'cv',
        true,
        Array.from({ length: 9 }, () => run({}, { fcp: 914, lcp: 914 })),
        2,
      ),
      page(
        'project',
        true,
        Array.from({ length: 9 }, () => run({}, { fcp: 960, lcp: 960 })),
        2,
      ),
    ];
    const row = summaryTable(pages, pages.map(judge)).find((line) =>
      line.startsWith('| First Contentful Paint |'),
    );
    expect(row).toBe(
      '| First Contentful Paint | ≤ 780 ms | 700 ms ✓ | 914 ms ✓ (≤ 930 ms) | **960 ms ✗** (≤ 930 ms) |',
    );
    // Home at a static page's first paint still misses its own.
    const late = page(
      'home',
      true,
      Array.from({ length: 9 }, () => run({}, { fcp: 914, lcp: 914 })),
    );
    expect(
      judge(late).find(({ budget }) => budget.label === 'First Contentful Paint')?.verdict.ok,
    ).toBe(false);
  });
});

describe('the JavaScript of the first view and the idle prefetch', () => {
  const allScript = (scriptBytes: number, idleScriptBytes: number) =>
    judge(
      page(
        'home',
        true,
        Array.from({ length: 9 }, () =>
          run({}, { scriptBytes, idleScriptBytes, idleBytes: idleScriptBytes + 5_000 }),
        ),
      ),
    ).find(({ budget }) => budget.label.startsWith('JavaScript, first view + idle prefetch'));

  it('counts the first view and the idle chunks, not their CSS, against 140 KiB', () => {
    expect(allScript(80 * 1024, 60 * 1024)?.verdict.ok).toBe(true);
    expect(allScript(80 * 1024, 60 * 1024)?.values[0]).toBe(140 * 1024);
    // Home at 3fa616f: 94,099 B in its first view, 63,828 B when idle (Lighthouse's transfer sizes).
    expect(allScript(94_100, 63_800)?.verdict.ok).toBe(false);
  });
});

describe('LCP after FCP, judged on the trace where it shows one paint (decision 0050)', () => {
  const lcpVerdict = (runs: Run[]) =>
    judge(page('home', true, runs)).find(({ budget }) => budget.label.startsWith('LCP after FCP'));
  /** A load as Home's read: the simulation's LCP 196 ms after its FCP, the trace's as given. */
  const load = (observed: Partial<Run['observed']>): Pick<Run, 'fcp' | 'lcp' | 'observed'> => ({
    fcp: 713,
    lcp: 909,
    observed: { fcp: 147, lcp: 147, scriptsEnd: 565, lcpNeedsNoResource: true, ...observed },
  });
  const nine = (one: Pick<Run, 'fcp' | 'lcp' | 'observed'>) =>
    Array.from({ length: 9 }, () => run({}, one));

  it('counts 0 when the largest paint is text in the first paint’s frame, whatever Lantern adds', () => {
    const onePaint = load({});
    expect(lcpAfterFcp(onePaint)).toBe(0);
    const judged = lcpVerdict(nine(onePaint));
    expect(judged?.values).toEqual(Array(9).fill(0));
    expect(judged?.verdict.ok).toBe(true);
  });

  it('counts the simulated gap when the trace shows the largest paint later', () => {
    // Text, or content the page's script rendered, painted a frame after the first.
    const later = load({ lcp: 180 });
    expect(lcpAfterFcp(later)).toBe(196);
    expect(lcpVerdict(nine(later))?.verdict.ok).toBe(false);
  });

  it('counts the simulated gap when the largest is a picture, even one painted in the first frame', () => {
    // On this host a picture can arrive before the first frame that on a phone comes a round trip later.
    const picture = load({ lcpNeedsNoResource: false });
    expect(lcpAfterFcp(picture)).toBe(196);
    expect(lcpVerdict(nine(picture))?.verdict.ok).toBe(false);
  });

  it('counts the simulated gap when the trace gave no paint times', () => {
    expect(lcpAfterFcp(load({ fcp: NaN, lcp: NaN }))).toBe(196);
  });
});

describe('renderBlockingFiles: the files a page’s first paint waits for', () => {
  it('counts classic scripts and stylesheets of the head, not modules, async, defer or print', () => {
    const html = `<!doctype html><html lang="en"><head><meta charset="utf-8">
      <script src="/assets/colour-mode-1.js"></script>
      <link rel="stylesheet" href="/assets/cv-1.css">
      <link rel="preload stylesheet" href="/assets/a.css" as="style">
      <link rel="stylesheet" href="/assets/print.css" media="print">
      <link rel="stylesheet" href="/assets/index-1.css" disabled>
      <noscript><link rel="stylesheet" href="/assets/styles-1.css"></noscript>
      <link rel="icon" href="/favicon.svg">
      <script type="module" src="/assets/static-search-1.js"></script>
      <script async src="/a.js"></script><script defer src="/b.js"></script>
      <script>inline()</script>
      </head><body><script src="/late.js"></script></body></html>`;
    expect(renderBlockingFiles(html)).toBe(3);
  });

  it('is 0 for a page with its first screen inline, as Home is', () => {
    const html = `<!doctype html><html><head><style>body{margin:0}</style><script>try{}catch(e){}</script>
      <script type="module" crossorigin src="/assets/index-1.js"></script></head><body></body></html>`;
    expect(renderBlockingFiles(html)).toBe(0);
  });
});
