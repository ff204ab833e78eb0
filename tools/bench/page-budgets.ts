/**
 * The budgets `npm run bench` judges each page's Lighthouse loads by (docs/product.md
 * § Performance), what a load is reduced to for them, and the summary table of the report.
 * Pure functions, so they can be unit-tested (`page-budgets.test.ts`).
 */
import { type DefaultTreeAdapterTypes, parse } from 'parse5';
import type { KindSample } from '../../site-build/page-kinds.ts';
import { type Budget, type Format, judgeBudget, median } from './budget.ts';
import type { ThreadTimeScaling } from './thread-time.ts';

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

export const KB = 1000;
export const KIB = 1024;

/** One Lighthouse run, reduced to what the budget needs. */
export type Run = {
  scores: Record<(typeof CATEGORIES)[number], number>;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  speedIndex: number;
  /** Bytes transferred by the page's own requests (headers included, gzip as served). */
  totalBytes: number;
  scriptBytes: number;
  /** Bytes of the chunks loaded when the page is idle after hydration (not the first view). */
  idleBytes: number;
  /** The JavaScript among them, bytes transferred. */
  idleScriptBytes: number;
  /** Their paths. */
  idleRequests: string[];
  stylesheetBytes: number;
  requests: { url: string; type: string; bytes: number }[];
  /** Render-blocking requests to another origin than the page's. */
  crossOriginBlocking: string[];
  lcpElement: string;
  /**
   * In Lighthouse's unthrottled trace: when the first and the largest paint
   * happened, in ms from the navigation's start, and when the last script of the
   * first view finished loading, in ms from the first request's start (the
   * simulation counts a script that finished first into LCP), and whether the largest paint's element needed no resource
   * of its own (text: Lighthouse's LCP breakdown has no resource load part).
   */
  observed: { fcp: number; lcp: number; scriptsEnd: number; lcpNeedsNoResource: boolean };
  benchmarkIndex: number;
  /** The load's number, as in its reports' file names (`en-home-run-3.json`). */
  load: number;
  /** The CPU slowdown Lighthouse's simulation applied in this run (×). */
  cpuSlowdown: number;
  /**
   * The same load audited on the trace's wall-clock durations, Lighthouse's
   * own way, for diagnosis (no budget): the judge's figures above are
   * audited on thread time (docs/decisions/0039-blocking-time-from-thread-time.md).
   */
  wall: { tbt: number; performance: number; cpuSlowdown: number };
  /** The page's main-thread top-level tasks in the trace ({@link scaleToThreadTime}). */
  threadTime: Omit<ThreadTimeScaling, 'trace'>;
  /** The host calibration just before the load: a fixed loop's thread time, in ms. */
  calibrationMs: number;
  /** Audits of the scored categories that did not pass, as "category: audit (score)". */
  failing: string[];
};

export const kb: Format = (value, extra = 0) => `${(value / KB).toFixed(1 + extra)} KB`;
export const kib: Format = (value, extra = 0) => `${(value / KIB).toFixed(1 + extra)} KiB`;
export const score: Format = (value, extra = 0) => value.toFixed(extra);
/** Milliseconds, whole unless more digits are asked for (`ms` of taps.ts otherwise). */
export const msDigits: Format = (value, extra = 0) => `${value.toFixed(extra)} ms`;

/**
 * How long after the first paint the largest comes, in ms of the simulated phone: 0 when the
 * load's own trace shows the largest paint in the first paint's frame and its element needs no
 * resource of its own (text from the HTML), else Lantern's simulated LCP − FCP, also when the
 * trace gave no paint times (NaN). Lantern's LCP takes every request that ended before the
 * largest paint was presented (the profile picture, the favicon), needed or not, so a page whose
 * largest paint is its first read 0 in one load and 110–220 ms in the next, as a request happened
 * to end before the paint or not (docs/decisions/0050-largest-paint-judged-on-the-trace.md).
 */
export function lcpAfterFcp(run: Pick<Run, 'fcp' | 'lcp' | 'observed'>): number {
  const { fcp, lcp, lcpNeedsNoResource } = run.observed;
  return lcpNeedsNoResource && lcp <= fcp ? 0 : run.lcp - run.fcp;
}

/** What a page's budgets depend on besides its loads: its sizes in the build, and whether it is indexed. */
export type PageSizes = {
  /** The page's first-screen CSS, gzip bytes ({@link inlineCssBytes}). */
  inlineCss: number;
  /** The page, gzip bytes ({@link documentBytes}). */
  documentSize: number;
  /** Whether crawlers are told about it (`KindSample.inSitemap`). */
  inSitemap: boolean;
  /** The files its first paint waits for ({@link renderBlockingFiles}). */
  blockingFiles: number;
  /** Whether its kind links those files by design (`KindSample.linksItsStyles`: the static pages). */
  linksItsStyles: boolean;
};

type Element = DefaultTreeAdapterTypes.Element;

/** Home's first-paint budget, in ms: a page whose first screen is in its document (docs/product.md § Performance). */
export const FCP_BUDGET_MS = 780;

/**
 * A round trip of Lighthouse's simulated mobile network, in ms: what a page that links
 * render-blocking files may take more to paint first ({@link budgets}).
 */
export const ROUND_TRIP_MS = 150;

/**
 * How many files a page's first paint waits for, as its built HTML names them in `<head>`:
 * stylesheets (`<link rel="stylesheet">` neither for print nor `disabled`) and classic scripts
 * (`<script src>` neither a module, `async` nor `defer`); what a `<noscript>` holds is text to
 * a browser that runs scripts, and to the parser here too. Home has none (its first screen's CSS and its pre-paint
 * script are inline, decisions 0003 and 0004); the static pages have two, the colour-mode
 * file and their stylesheet (decision 0018).
 * @param html the built page.
 */
export function renderBlockingFiles(html: string): number {
  const head = parse(html)
    .childNodes.find((node): node is Element => node.nodeName === 'html')
    ?.childNodes.find((node): node is Element => node.nodeName === 'head');
  const has = (element: Element, name: string) => element.attrs.some((attr) => attr.name === name);
  const value = (element: Element, name: string) =>
    element.attrs
      .find((attr) => attr.name === name)
      ?.value.trim()
      .toLowerCase();
  return (head?.childNodes ?? []).filter((node) => {
    if (!('attrs' in node)) return false;
    if (node.nodeName === 'link')
      return (
        value(node, 'rel')?.split(/\s+/).includes('stylesheet') === true &&
        value(node, 'media') !== 'print' &&
        !has(node, 'disabled')
      );
    return (
      node.nodeName === 'script' &&
      has(node, 'src') &&
      value(node, 'type') !== 'module' &&
      !has(node, 'async') &&
      !has(node, 'defer')
    );
  }).length;
}

/**
 * The budgets of docs/product.md § Performance: Home's, which every page kind is held to, with
 * two exceptions. SEO is judged only on the pages crawlers are told about: the 404 says
 * `noindex` on purpose (a page that is no page of its own), which Lighthouse's SEO audit marks
 * down. And a page of a kind that links the files its first paint waits for (`linksItsStyles`:
 * the static pages, which have no inline code by decision 0018), when its HTML does link some
 * ({@link renderBlockingFiles}), may paint first one round trip later ({@link ROUND_TRIP_MS}) (docs/decisions/0049-first-paint-of-pages-that-link-their-styles.md).
 */
export function budgets({
  inlineCss,
  documentSize,
  inSitemap,
  blockingFiles,
  linksItsStyles,
}: PageSizes): Array<Budget<Run>> {
  const scoreBudget = (label: string, key: keyof Run['scores'], everyRun = false): Budget<Run> => ({
    label,
    limit: 100,
    higherIsBetter: true,
    everyRun,
    format: score,
    value: (run) => run.scores[key],
  });
  return [
    {
      ...scoreBudget('Performance (on thread time)', 'performance'),
      value: (run) => (run.threadTime.withoutThreadTime ? NaN : run.scores.performance),
    },
    {
      label: 'Performance, wall clock (diagnosis; no budget)',
      limit: Infinity,
      format: score,
      value: (run) => run.wall.performance,
    },
    scoreBudget('Accessibility', 'accessibility'),
    scoreBudget('Best practices', 'best-practices'),
    ...(inSitemap ? [scoreBudget('SEO', 'seo')] : []),
    {
      label: 'First Contentful Paint',
      // By the kind, not the page's HTML: Home or the 404 linking their CSS would still FAIL.
      limit: FCP_BUDGET_MS + (linksItsStyles && blockingFiles > 0 ? ROUND_TRIP_MS : 0),
      format: msDigits,
      value: (run) => run.fcp,
    },
    {
      label: 'Largest Contentful Paint (no budget of its own)',
      limit: Infinity,
      format: msDigits,
      value: (run) => run.lcp,
    },
    {
      label: 'LCP after FCP (the largest paint is the first)',
      limit: 100,
      format: msDigits,
      value: lcpAfterFcp,
    },
    {
      // The page's own CPU blocking time: Lantern's TBT on the trace scaled to thread time.
      label: 'CPU blocking time (TBT on thread time)',
      limit: 30,
      format: msDigits,
      value: (run) => (run.threadTime.withoutThreadTime ? NaN : run.tbt),
    },
    {
      label: 'Total Blocking Time, wall clock (diagnosis; no budget)',
      limit: Infinity,
      format: msDigits,
      value: (run) => run.wall.tbt,
    },
    {
      label: 'Cumulative Layout Shift',
      limit: 0.01,
      format: (value, extra = 0) => value.toFixed(3 + extra),
      value: (run) => run.cls,
    },
    {
      label: 'Speed Index (no budget)',
      limit: Infinity,
      format: msDigits,
      value: (run) => run.speedIndex,
    },
    {
      label: 'JavaScript, first view (gzip)',
      // Raised from 90 for the interface texts (docs/decisions/0021-interface-texts-in-a-typed-catalogue.md).
      // Each language's page: its own language chunk included.
      limit: 92 * KIB,
      format: kib,
      value: (run) => run.scriptBytes,
    },
    {
      label: 'Document (gzip)',
      // Raised from 7 KB for the hreflang links and the language link (docs/product.md § Languages).
      limit: 7.5 * KB,
      // In bytes: the document sits at its limit, where "7.0 KB" hides which side it is on.
      format: (value, extra = 0) => `${value.toFixed(extra)} B`,
      value: () => documentSize,
    },
    {
      label: 'CSS, first view (gzip, inline + files)',
      limit: 15 * KB,
      format: kb,
      value: (run) => run.stylesheetBytes + inlineCss,
    },
    {
      label: 'JavaScript, first view + idle prefetch (gzip)',
      // The whole app a visitor's taps need, without moving work into the first view
      // (docs/product.md § Performance): the idle chunks the load requested (a load that ends
      // before the prefetch reads low; each load's value is in the page's table). Chunks loaded
      // on use (the sending code, MiniSearch with the search index) are not counted.
      limit: 140 * KIB,
      format: kib,
      value: (run) => run.scriptBytes + run.idleScriptBytes,
    },
    {
      label: 'Loaded when idle (JS and CSS; no budget)',
      limit: Infinity,
      format: kib,
      value: (run) => run.idleBytes,
    },
    {
      label: 'Whole first view (transferred)',
      limit: 300 * KB,
      format: kb,
      value: (run) => run.totalBytes,
    },
    {
      label: 'Render-blocking requests to another origin',
      limit: 0,
      format: (value, extra = 0) => value.toFixed(extra),
      value: (run) => run.crossOriginBlocking.length,
    },
  ];
}

/** One page (a kind in a language) and what Lighthouse measured there. */
export type PageRuns = {
  page: KindSample;
  url: string;
  runs: Run[];
} & PageSizes;

/** A budget line judged for one language: its median, its runs and the verdict. */
export type Judged = {
  budget: Budget<Run>;
  values: number[];
  verdict: ReturnType<typeof judgeBudget>;
};

export function judge({ runs, ...sizes }: PageRuns): Judged[] {
  return budgets(sizes).map((budget) => {
    const values = runs.map(budget.value);
    return { budget, values, verdict: judgeBudget(budget, values) };
  });
}

/** The table of one language's runs: median, each run, spread, budget, verdict. */
export function runTable(judged: Judged[]): string[] {
  return [
    `| metric | median | runs | spread | budget | verdict |`,
    '|---|---|---|---|---|---|',
    ...judged.map(({ budget, values, verdict }) => {
      const spread = budget.format(Math.max(...values) - Math.min(...values));
      return `| ${budget.label} | ${budget.format(median(values))} | ${values.map((one) => budget.format(one)).join(' · ')} | ${spread} | ${verdict.limitText} | ${verdict.verdict} |`;
    }),
  ];
}

/**
 * The summary: a row per budget, a column per page with its median and
 * whether it is met there.
 */
export function summaryTable(pages: PageRuns[], judged: Judged[][]): string[] {
  // The rows: the page with the most budgets (every page has Home's, the 404 all but SEO).
  const first = judged.reduce<Judged[]>((most, one) => (one.length > most.length ? one : most), []);
  return [
    `| metric | budget | ${pages.map(({ page }) => page.label).join(' | ')} |`,
    `|---|---|${pages.map(() => '---|').join('')}`,
    ...first.map(({ budget, verdict }) => {
      const cells = judged.map((lines) => {
        // By label: a page may have a budget less than the first (the 404's SEO).
        const line = lines.find((one) => one.budget.label === budget.label);
        if (!line) return '—';
        const value = median(line.values);
        // A page held to another limit than the row's (a static page's first paint) says which.
        const limit =
          line.verdict.limitText === verdict.limitText ? '' : ` (${line.verdict.limitText})`;
        if (line.verdict.ok)
          return `${line.budget.format(value)}${line.verdict.verdict === 'ok' ? ' ✓' : ''}${limit}`;
        // A miss the usual digits hide ("92.0 KiB" over 92.0 KiB) gets the digits that show it.
        let extra = 0;
        while (
          extra < 6 &&
          value !== line.budget.limit &&
          line.budget.format(value, extra) === line.budget.format(line.budget.limit, extra)
        )
          extra += 1;
        return `**${line.budget.format(value, extra)} ✗**${limit}`;
      });
      return `| ${budget.label} | ${verdict.limitText} | ${cells.join(' | ')} |`;
    }),
  ];
}
