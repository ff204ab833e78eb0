/**
 * `npm run bench`: builds the site, serves `dist/` on localhost with
 * gzip like a static host, and measures a page of every kind the build writes
 * in every language the site has (`kindSamples` of site-build/page-kinds.ts:
 * Home, the CV page, the 404, a project page, the posts list; docs/product.md
 * § Languages): loads each with Lighthouse (mobile preset, simulated
 * throttling, the system Chromium) 9 times, in rounds across the pages, 6 more
 * where 9 decide nothing, and judges each budget of docs/product.md
 * § Performance on the median: PASS, FAIL or INCONCLUSIVE per budget, page
 * kind and language (`verdict.ts`). Each load is audited
 * twice: on the page's main-thread tasks scaled to their thread time (the
 * judge: `thread-time.ts`, docs/decisions/0039-blocking-time-from-thread-time.md)
 * and as gathered (wall clock, shown beside it for diagnosis). Each load
 * follows a host calibration (`host-calibration.ts`); one more than 25 % off
 * the bench's median is not made. Then it measures each tap's time to
 * feedback on each language's Home on a phone profile (`taps.ts`, in rounds too), with each language's own names,
 * and reports the gzipped size of every chunk and which of them each page's
 * first view loads. Writes the same report to `bench/RESULTS.md` (with the
 * date, the machine and the previous bench's tap medians beside the new
 * ones) and exits with 1 on a FAIL (or a tap over its budget) only, naming each. A
 * benchmark, not a test: it is not part of `npm test`.
 *
 * Usage: npm run bench [-- --no-build] [-- --no-taps | --no-lighthouse] [-- --no-ab | --against=<rev>] [-- --cpu-slowdown=4]
 *   BENCH_RUNS=9      Lighthouse loads per page in the first stage (default 9; only 9
 *                     adds the second stage; fewer give INCONCLUSIVE; 0 leaves them out)
 *   BENCH_TAP_RUNS=15 measurements of each tap and visit per language's Home (default 9, as the verdict
 *                    needs; 15 decides where 9 do not; fewer give INCONCLUSIVE; 0 leaves them out)
 *   BENCH_TAP_TRACES=/tmp/taps  keep each tap's trace in that folder
 *   BENCH_LANGS=en    only these languages (comma-separated), e.g. for a quick look
 *   BENCH_KINDS=home,cv  only these page kinds for Lighthouse and the A/B part (site-build/page-kinds.ts;
 *                    default every kind: Home, CV, 404, a project page, the posts list; the taps are Home's)
 *   BENCH_PORT_BASE=4960  the bench server's first port (it tries the next nine too)
 *   --no-build        measure the `dist/` that is there
 *   --no-taps, --no-lighthouse   leave one part out (the report says so in its place,
 *                                and "not measured" where other tables would show its numbers)
 *   --against=<rev>  the commit the A/B verdict compares this build with (./ab.ts,
 *                    docs/decisions/0045): default origin/main, or HEAD~1 when that is this commit;
 *                    built once in a worktree under the system's temporary folder and served beside
 *                    this build; 10 pairs per page in ABBA order, up to 20 where 10 decide nothing
 *   --no-ab          leave the A/B verdict out
 *   --cpu-slowdown=N  slow the CPU down N× in every Lighthouse run instead of calibrating it to the
 *                     host (cpu-slowdown.ts, host-calibration.ts), e.g. 4 to compare with a report made before
 *                     (the taps are judged at TAP_SLOWDOWN, ×4, whatever it says: taps.ts)
 * Each load's full Lighthouse reports are kept in bench/runs/{lang}-{kind}-run-N.json (thread
 * time; none for a load without it) and {lang}-{kind}-run-N-wall.json (wall clock)
 * (git-ignored) for a closer look, e.g. in https://googlechrome.github.io/lighthouse/viewer/.
 *
 * The site is built with your configuration (.env files, environment);
 * `SITE_URL` defaults to the bench server's address, so the page carries the
 * canonical link and sharing tags a deployed site has.
 *
 * What "first view" means: the requests Lighthouse records for the page
 * load, from the page itself, less the chunks it loads when it is idle (on
 * Home and the 404, after hydration, docs/decisions/0019-prefetch-after-hydration.md:
 * the dialogs, the drawer, the toasts and, last, the service worker's
 * registration code; on a static page, its search dialog), which are reported
 * on their own line. Those are the chunks only dynamic imports
 * reach. Lighthouse attaches to
 * pages, iframes and dedicated workers but not to service workers, so a
 * service worker's precache downloads are not in these totals.
 */
import { execFileSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import type { Server } from 'node:http';
import { cpus, loadavg, release, totalmem } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { launch } from 'chrome-launcher';
import type { Result } from 'lighthouse';
import { navigationGather } from 'lighthouse/core/gather/navigation-runner.js';
import { Runner } from 'lighthouse/core/runner.js';
import { loadEnv } from 'vite';
import { normaliseBasePath } from '#src/config/build-env.ts';
import type { SiteLanguages } from '#src/seo/language-paths.ts';
import { readOwnerContent } from '../../site-build/lib/read-owner-content.ts';
import {
  foundPages,
  type KindSample,
  kindSamples,
  type PageKind,
  pageKinds,
  staticPageKinds,
} from '../../site-build/page-kinds.ts';
import { CHROMIUM_ARGS, chromiumPath } from '../lib/browser.ts';
import { buildSite } from '../lib/build-site.ts';
import { startStaticServer } from '../lib/static-server.ts';
import {
  AB_FAIL_RATIO,
  AB_FIRST_PAIRS,
  AB_MAX_PAIRS,
  type AbVerdict,
  abVerdict,
  pairOrder,
} from './ab.ts';
import { baseCommit, baseDist, buildBase } from './base-build.ts';
import { type Budget, median } from './budget.ts';
import {
  calibratedSlowdown,
  fixedSlowdownFromArgs,
  lighthouseSettingsText,
} from './cpu-slowdown.ts';
import {
  CALIBRATION_SEED,
  CALIBRATION_TOLERANCE,
  CALIBRATION_TRIES,
  calibrationIsOff,
  calibrationSample,
  threadBenchmarkIndex,
  threadTimeSlowdown,
} from './host-calibration.ts';
import { machineLines } from './machine.ts';
import {
  budgets,
  CATEGORIES,
  judge,
  kb,
  kib,
  type PageRuns,
  type PageSizes,
  type Run,
  renderBlockingFiles,
  runTable,
  summaryTable,
} from './page-budgets.ts';
import { benchPages } from './pages.ts';
import { runCount } from './run-counts.ts';
import { type StaticPageKind, siteBytesSection } from './site-bytes.ts';
import {
  type FloorTimes,
  type LanguageTaps,
  measureTaps,
  ms,
  previousTapMedians,
  TAP_SLOWDOWN,
  tapReport,
} from './taps.ts';
import {
  pageMainThreads,
  scaleToThreadTime,
  type ThreadTimeScaling,
  threadTimeAfterFirstPaint,
} from './thread-time.ts';
import { FIRST_LOADS, type MedianVerdict, MORE_LOADS, stagedVerdict } from './verdict.ts';

const DIST = 'dist';
const RESULTS = 'bench/RESULTS.md';
const RUNS_DIR = 'bench/runs';
/** The bench server's first port (kept apart from the e2e ports); it tries the next nine too. */
const PORT_BASE = runCount(process.env, 'BENCH_PORT_BASE', 4960);
const PORTS = Array.from({ length: 10 }, (_, offset) => PORT_BASE + offset);
/** Loads per page in the first stage (docs/decisions/0039: 9, then 6 more where that decides nothing). */
const RUNS = process.argv.includes('--no-lighthouse')
  ? 0
  : runCount(process.env, 'BENCH_RUNS', FIRST_LOADS);
/** The page kinds Lighthouse and the A/B part measure (`BENCH_KINDS=home,cv`; site-build/page-kinds.ts), all when unset. */
const KINDS = (process.env.BENCH_KINDS ?? '')
  .split(',')
  .map((kind) => kind.trim())
  .filter(Boolean);
/** The languages to measure (`BENCH_LANGS=en,fil`), all when unset. */
const LANGS = (process.env.BENCH_LANGS ?? '')
  .split(',')
  .map((lang) => lang.trim())
  .filter(Boolean);
const TAP_RUNS = process.argv.includes('--no-taps')
  ? 0
  : runCount(process.env, 'BENCH_TAP_RUNS', FIRST_LOADS);
/** The commit the A/B verdict compares this build with (`--against=<rev>`), or none with `--no-ab`. */
const AB = process.argv.includes('--no-ab') ? undefined : baseCommit(process.argv);
/** The CPU slowdown `--cpu-slowdown=N` pins, or undefined: calibrated to the host per run. */
const FIXED_SLOWDOWN = fixedSlowdownFromArgs(process.argv);
/** Text after this line of bench/RESULTS.md is kept when the bench rewrites the file. */
const NOTES_MARKER =
  '<!-- notes: everything below this line is kept when `npm run bench` rewrites the file -->';

function gzipSize(bytes: Buffer | string): number {
  return gzipSync(bytes).length;
}

/** A built page's HTML (`index.html`, `fil/index.html`), gzipped as the bench server (and most static hosts) serve it. */
function documentBytes(html: string): number {
  return gzipSize(html);
}

/** The `<style>` elements of a built page's HTML (its first-screen CSS), gzipped on their own. */
function inlineCssBytes(html: string): number {
  // With attributes too: the first-screen `<style>` carries react-aria's id (first-screen-css.ts).
  const css = [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/g)]
    .map((match) => match[1])
    .join('');
  return css ? gzipSize(css) : 0;
}

type Detail = { items?: Record<string, unknown>[] };

function details(lhr: Result, audit: string): Record<string, unknown>[] {
  return ((lhr.audits[audit]?.details as Detail | undefined)?.items ?? []) as Record<
    string,
    unknown
  >[];
}

/**
 * The scripts and stylesheets of `dist/assets` that a page's first view does not
 * load: those only a dynamic `import()` reaches (the page loads them when it is
 * idle after hydration, or on demand). Found by following
 * the static imports of the chunks the page names (the entry and its language's chunk).
 * @param file the page in `dist/` (`index.html`, `fil/index.html`).
 * @returns their file names (`name-hash.js`).
 */
function idleChunks(file: string): Set<string> {
  let chunks = idleByPage.get(file);
  if (!chunks) {
    chunks = readIdleChunks(file);
    idleByPage.set(file, chunks);
  }
  return chunks;
}

/** {@link idleChunks} of each page, read once a bench: `dist/` does not change while it measures. */
const idleByPage = new Map<string, Set<string>>();

function readIdleChunks(file: string): Set<string> {
  const dir = join(DIST, 'assets');
  if (!existsSync(dir)) return new Set();
  const all = readdirSync(dir).filter((name) => /\.(js|css)$/.test(name));
  const html = readFileSync(join(DIST, file), 'utf8');
  const seen = new Set(all.filter((name) => html.includes(`assets/${name}`)));
  const queue = [...seen];
  for (let name = queue.pop(); name; name = queue.pop()) {
    if (!name.endsWith('.js')) continue;
    const code = readFileSync(join(dir, name), 'utf8');
    // Static imports only: `from"./x.js"` and `import"./x.js"`, never `import("./x.js")`.
    for (const match of code.matchAll(/(?:\bfrom\s*|\bimport\s*)(["'`])\.\/([^"'`]+\.js)\1/g)) {
      const file = match[2] ?? '';
      if (!seen.has(file)) {
        seen.add(file);
        queue.push(file);
      }
    }
  }
  return new Set(all.filter((name) => !seen.has(name)));
}

/**
 * Reduces a Lighthouse result to a {@link Run}.
 * @param lhr the load audited on thread time (the judge's figures).
 * @param load the same load's number, wall-clock figures, thread times and host calibration.
 */
function summarise(
  lhr: Result,
  pageUrl: string,
  idle: Set<string>,
  load: Pick<Run, 'load' | 'wall' | 'threadTime' | 'calibrationMs'>,
): Run {
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
  const pageItems = details(lhr, 'network-requests').filter(
    (item) => item.sessionTargetType === 'page',
  );
  const isIdle = (url: string) => idle.has(new URL(url).pathname.split('/').pop() ?? '');
  const allRequests = pageItems.map((item) => ({
    url: String(item.url),
    type: String(item.resourceType ?? ''),
    bytes: Number(item.transferSize ?? 0),
  }));
  const requests = allRequests.filter((request) => !isIdle(request.url));
  const sum = (type?: string) =>
    requests
      .filter((request) => !type || request.type === type)
      .reduce((total, request) => total + request.bytes, 0);
  const idleRequests = allRequests.filter((request) => isIdle(request.url));
  const origin = new URL(pageUrl).origin;
  const blocking = details(lhr, 'render-blocking-insight').map((item) => String(item.url ?? ''));
  const lcpNode = details(lhr, 'lcp-breakdown-insight').find((item) => item.type === 'node');
  // The breakdown's parts: a resource's load delay and duration only when the element has one.
  const lcpTable = details(lhr, 'lcp-breakdown-insight').find((item) => item.type === 'table');
  const lcpParts = Array.isArray(lcpTable?.items)
    ? (lcpTable.items as { subpart?: unknown }[]).map(({ subpart }) => String(subpart))
    : [];
  const failing = CATEGORIES.flatMap((id) =>
    (lhr.categories[id]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && id !== 'performance')
      .map((ref) => lhr.audits[ref.id])
      .filter((audit) => audit && audit.score !== null && audit.score < 1)
      .map((audit) => `${id}: ${audit?.id} (${audit?.score})`),
  );
  return {
    scores: Object.fromEntries(
      CATEGORIES.map((id) => [id, Math.round((lhr.categories[id]?.score ?? 0) * 100)]),
    ) as Run['scores'],
    fcp: numeric('first-contentful-paint'),
    lcp: numeric('largest-contentful-paint'),
    tbt: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    speedIndex: numeric('speed-index'),
    totalBytes: sum(),
    scriptBytes: sum('Script'),
    idleBytes: idleRequests.reduce((total, request) => total + request.bytes, 0),
    idleScriptBytes: idleRequests
      .filter((request) => request.type === 'Script')
      .reduce((total, request) => total + request.bytes, 0),
    idleRequests: idleRequests.map((request) => new URL(request.url).pathname),
    stylesheetBytes: sum('Stylesheet'),
    requests,
    crossOriginBlocking: blocking.filter(
      (url) => url.startsWith('http') && new URL(url).origin !== origin,
    ),
    lcpElement: String(lcpNode?.selector ?? lcpNode?.nodeLabel ?? 'unknown'),
    observed: {
      fcp: Number(details(lhr, 'metrics')[0]?.observedFirstContentfulPaint ?? NaN),
      lcp: Number(details(lhr, 'metrics')[0]?.observedLargestContentfulPaint ?? NaN),
      lcpNeedsNoResource:
        lcpParts.length > 0 && !lcpParts.some((part) => part.startsWith('resourceLoad')),
      // The entry chunk (and the chunks it imports, fetched with it): the
      // service worker's chunk loads when the page is idle and never counts.
      scriptsEnd: Math.max(
        ...pageItems
          .filter(
            (item) => item.resourceType === 'Script' && !/service-worker-/.test(String(item.url)),
          )
          .map((item) => Number(item.networkEndTime ?? 0)),
      ),
    },
    benchmarkIndex: lhr.environment.benchmarkIndex,
    cpuSlowdown: lhr.configSettings.throttling.cpuSlowdownMultiplier ?? Number.NaN,
    failing,
    ...load,
  };
}

async function listen(root = DIST): Promise<{ server: Server; port: number }> {
  for (const port of PORTS) {
    try {
      // sirv reads the files per request, so the build may (re)write dist/ afterwards.
      const server = await startStaticServer({
        root,
        port,
        gzip: true,
        basePath: basePathFromEnv(),
      });
      return { server, port };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw error;
    }
  }
  throw new Error(`bench: ports ${PORTS[0]}–${PORTS.at(-1)} are all in use`);
}

function fileEnv(): Record<string, string> {
  return { ...loadEnv('production', process.cwd(), ''), ...process.env } as Record<string, string>;
}

function basePathFromEnv(): string {
  return normaliseBasePath((fileEnv().BASE_PATH ?? '').trim());
}

function chromiumVersion(path: string): string {
  try {
    return execFileSync(path, ['--version'], { stdio: ['ignore', 'pipe', 'ignore'] })
      .toString()
      .trim();
  } catch {
    return `unknown (${path})`;
  }
}

/** A page's name in bench/runs/: `en-home`, `fil-not-found`. */
function runName(page: KindSample): string {
  return `${page.lang}-${page.kind}`;
}

/**
 * Every file of `dist/assets` plus each language's page, with its sizes and,
 * per language, whether that page's first view loaded it (`not measured`
 * without Lighthouse runs: what a page loads is read from them).
 */
function chunkRows(pages: PageRuns[]): string[] {
  const base = basePathFromEnv();
  const assets = existsSync(join(DIST, 'assets')) ? readdirSync(join(DIST, 'assets')).sort() : [];
  const files = [
    ...pages.map(({ page }) => page.file),
    ...assets.filter((name) => /\.(js|css)$/.test(name)).map((name) => `assets/${name}`),
  ];
  const order = ['first view', 'when idle', 'on demand', 'not measured', '—'];
  const documents = new Set(pages.map(({ page }) => page.file));
  const loadedOn = (file: string, { page, runs }: PageRuns): string => {
    // Another page's document: a link away, not something this page loads.
    if (documents.has(file) && file !== page.file) return '—';
    // What a page loads is read from its Lighthouse runs; without them nobody looked.
    if (runs.length === 0) return 'not measured';
    const requested = new Set(
      runs.flatMap((run) => run.requests.map((request) => new URL(request.url).pathname)),
    );
    const idleRequested = new Set(runs.flatMap((run) => run.idleRequests));
    const path = file === page.file ? page.path : `${base}${file}`;
    if (requested.has(path)) return 'first view';
    return idleRequested.has(path) ? 'when idle' : 'on demand';
  };
  const rows = files.map((file) => {
    const loaded = pages.map((page) => loadedOn(file, page));
    return {
      file,
      raw: statSync(join(DIST, file)).size,
      gzip: gzipSize(readFileSync(join(DIST, file))),
      loaded,
      rank: Math.min(...loaded.map((one) => order.indexOf(one))),
    };
  });
  rows.sort((a, b) => (a.rank === b.rank ? b.gzip - a.gzip : a.rank - b.rank));
  return rows.map(
    (row) => `| ${row.file} | ${kb(row.raw)} | ${kb(row.gzip)} | ${row.loaded.join(' | ')} |`,
  );
}

/**
 * The verdict table (docs/decisions/0039-blocking-time-from-thread-time.md):
 * a row per budget and language, PASS, FAIL or INCONCLUSIVE on the median
 * with its interval, and the lines of each FAIL.
 */
function verdictPart(pages: PageRuns[]): { lines: string[]; fails: string[] } {
  const fails: string[] = [];
  const rows = pages.flatMap(({ page, runs, ...sizes }) =>
    budgets(sizes)
      .filter((budget) => budget.limit !== Infinity)
      .map((budget) => {
        const result = verdictOf(budget, runs.map(budget.value));
        const shown = (value: number) => (Number.isFinite(value) ? budget.format(value) : '—');
        const interval = Number.isFinite(result.interval[0])
          ? `${shown(result.interval[0])}–${shown(result.interval[1])}`
          : '—';
        const limit = `${budget.higherIsBetter ? '≥' : '≤'} ${budget.format(budget.limit)}`;
        if (result.verdict === 'FAIL')
          fails.push(
            `${page.label}: ${budget.label}: FAIL, median ${shown(result.median)} (${shown(result.interval[0])}–${shown(result.interval[1])}; budget ${limit})`,
          );
        const word = result.verdict === 'PASS' ? 'PASS' : `**${result.verdict}**`;
        return `| ${budget.label} | ${limit} | ${page.label} | ${word}${result.reason ? ` (${result.reason})` : ''} | ${shown(result.median)} | ${interval} | ${result.loads} |`;
      }),
  );
  return {
    lines: [
      '## Verdict per budget, page kind and language',
      '',
      `On the median of ${FIRST_LOADS} loads per page (${FIRST_LOADS + MORE_LOADS} where ${FIRST_LOADS} decide nothing): ` +
        'PASS when the interval of the median (2nd–8th smallest of 9, 4th–12th of 15; about 96 %) is within the budget, ' +
        'FAIL when it lies wholly outside, else INCONCLUSIVE (docs/decisions/0039-blocking-time-from-thread-time.md). ' +
        "Performance and CPU blocking time are Lighthouse's own, audited on the page's main-thread tasks scaled to their thread time.",
      '',
      '| budget | limit | page | verdict | median | interval | loads |',
      '|---|---|---|---|---|---|---|',
      ...rows,
      '',
    ],
    fails,
  };
}

/** Per load: the host calibration, the main thread's thread and wall time, and TBT both ways. */
function threadTimeRows(pages: PageRuns[]): string[] {
  return [
    '## Thread time against wall time, per load',
    '',
    "Main thread: the page's renderer main-thread top-level tasks in Lighthouse's (unthrottled) trace. " +
      'Calibration: a fixed loop’s thread time just before the load (a load more than 25 % off the median is not made).',
    '',
    '| page | load | calibration | main thread: thread / wall | CPU blocking time (thread time) | TBT (wall) | performance (thread / wall) | CPU slowdown (thread / wall) | benchmarkIndex |',
    '|---|---|---|---|---|---|---|---|---|',
    ...pages.flatMap(({ page, runs }) =>
      runs.map(
        (run) =>
          `| ${page.label} | ${run.load} | ${run.calibrationMs.toFixed(1)} ms | ${ms(run.threadTime.threadMs)} / ${ms(run.threadTime.wallMs)} | ` +
          `${run.threadTime.withoutThreadTime ? 'no thread time' : ms(run.tbt)} | ${ms(run.wall.tbt)} | ` +
          `${run.threadTime.withoutThreadTime ? '—' : run.scores.performance} / ${run.wall.performance} | ` +
          `${run.cpuSlowdown}× / ${run.wall.cpuSlowdown}× | ${run.benchmarkIndex} |`,
      ),
    ),
    '',
  ];
}

function report(
  pages: PageRuns[],
  taps: {
    measured: LanguageTaps[];
    floor?: FloorTimes;
    judgedSlowdown: number;
    /** Decision 0026's reference phone's slowdown on this host (×), shown beside; NaN: none. */
    reference: number;
  },
  machine: string[],
  ab: { lines: string[]; fails: string[] },
  staticKinds: readonly StaticPageKind[],
): { text: string; over: string[] } {
  const over: string[] = [];
  const tapPart =
    taps.measured.length > 0
      ? tapReport(
          taps.measured,
          previousTapMedians(previousText(), taps.judgedSlowdown),
          taps.judgedSlowdown,
          taps.floor,
          taps.reference,
        )
      : {
          lines: ['The taps were left out of this bench (`--no-taps` or `BENCH_TAP_RUNS=0`).', ''],
          over: [],
        };
  const judged = pages.map(judge);
  const measured = pages.filter(({ runs }) => runs.length > 0);
  // Only a FAIL fails the bench: a median over its budget without a verdict is INCONCLUSIVE.
  const verdicts = verdictPart(measured);
  // The precache and the static page kinds' pages, from the build (tools/bench/site-bytes.ts).
  const bytes = siteBytesSection(DIST, staticKinds);
  over.push(...verdicts.fails, ...ab.fails, ...tapPart.over, ...bytes.over);
  const lines = [
    '# Benchmark results',
    '',
    [
      'Written by `npm run bench` (tools/bench/; budget: docs/product.md § Performance).',
      lighthouseSettingsText(measured.flatMap(({ runs }) => runs.map((run) => run.cpuSlowdown))),
      'Medians of the runs; KB = 1000 bytes, KiB = 1024.',
    ]
      .filter(Boolean)
      .join(' '),
    "A page of every kind in every language is measured on its own (docs/product.md § Languages; site-build/page-kinds.ts), in rounds: each page's first run, then each page's second, and so on (the taps too, on each language's Home), so the host's swings fall on every page alike.",
    '',
    `- Date: ${new Date().toISOString()}`,
    ...machine.map((line) => `- ${line}`),
    `- Pages: ${pages.map(({ page, url }) => `${page.label} ${url}`).join(' · ')}`,
    '',
    ...(measured.length
      ? [
          ...verdicts.lines,
          '## Budget per page (medians; ✓ met, ✗ missed)',
          '',
          ...summaryTable(measured, measured.map(judge)),
          '',
          ...threadTimeRows(measured),
        ]
      : ['Lighthouse was left out of this bench (`--no-lighthouse` or `BENCH_RUNS=0`).', '']),
    ...ab.lines,
    ...bytes.lines,
    ...tapPart.lines,
    ...measured.flatMap((pageRuns) => {
      const { page, url, runs, inlineCss } = pageRuns;
      const failing = [...new Set(runs.flatMap((run) => run.failing))];
      return [
        `## ${page.label}: ${url}`,
        '',
        `Largest contentful element: ${[...new Set(runs.map((run) => run.lcpElement))].join(' / ')}`,
        '',
        ...runTable(judged[pages.indexOf(pageRuns)] ?? []),
        '',
        inlineCss > 0
          ? `CSS: the first screen's rules are inlined into the page (${kb(inlineCss)} gzip on its own, part of the document); ` +
            'the whole stylesheet follows after the first paint (on a phone; on a wide screen it is part of the first paint).'
          : 'CSS: one stylesheet, linked, which the first paint waits for (a static page, no inline code: docs/decisions/0018-static-cv-page.md).',
        '',
        ...(failing.length
          ? [`Audits below 100 (accessibility, best practices, SEO): ${failing.join('; ')}`, '']
          : []),
      ];
    }),
    ...(measured.length
      ? [
          '## Why LCP is (or is not) the first paint',
          '',
          'What follows is of the pages that run the app (Home and the 404); the static pages (CV, project',
          'pages, posts) run no app script, and their largest paint is their first unless a picture ends later.',
          'Lighthouse (Lantern) simulates LCP from its own unthrottled page load: a request counts when it',
          'finished before the largest paint was presented there, and a script only when it also started',
          'running by then. The page paints without its script, and the entry loader requests the entry',
          'chunk (about 80 KB gzip) only once the browser has reported the first paint (Paint Timing, sent',
          'when the frame is on screen), so it does not count ("script counted in LCP" below). Clicks and',
          'typing before hydration are kept and replayed (src/app/early-input.ts), so nothing is lost meanwhile.',
          'What still puts LCP after FCP: the LCP graph takes every request that ended before the paint was',
          'presented, the FCP graph only render-blocking ones (low-priority images count in neither). The',
          'loader also adds the manifest and the projects preload after the paint; the profile picture',
          '(about 60 ms after FCP) and, when it wins the race against the paint, the favicon, which',
          'Chromium fetches at the `load` event (a second connection: about 150 ms more), end before it.',
          'So where the trace shows the largest paint in the first paint’s frame, and its element is text',
          '(no resource of its own in Lighthouse’s LCP breakdown), "LCP after FCP" counts 0',
          '(docs/decisions/0050-largest-paint-judged-on-the-trace.md); the simulated gap is shown for diagnosis.',
          '',
          '| page | run | first paint (unthrottled) | largest paint (unthrottled) | scripts loaded (unthrottled) | script counted in LCP | simulated LCP − FCP |',
          '|---|---|---|---|---|---|---|',
          ...measured.flatMap(({ page, runs }) =>
            runs.map(
              (run) =>
                `| ${page.label} | ${run.load} | ${ms(run.observed.fcp)} | ${ms(run.observed.lcp)} | ${ms(run.observed.scriptsEnd)} | ` +
                `${run.observed.scriptsEnd <= run.observed.lcp ? 'yes' : 'no'} | ${ms(run.lcp - run.fcp)} |`,
            ),
          ),
          '',
          ...measured.flatMap(({ page, runs }) => [
            `## First view, ${page.label} (run 1)`,
            '',
            '| request | type | transferred |',
            '|---|---|---|',
            ...(runs[0]?.requests ?? []).map(
              (request) =>
                `| ${new URL(request.url).pathname} | ${request.type} | ${kb(request.bytes)} |`,
            ),
            '',
          ]),
        ]
      : []),
    '## Chunks',
    '',
    `| file | raw | gzip | ${pages.map(({ page }) => `${page.label} loads it`).join(' | ')} |`,
    `|---|---|---|${pages.map(() => '---|').join('')}`,
    ...chunkRows(pages),
    '',
  ];
  return { text: lines.join('\n'), over };
}

/** The previous bench/RESULTS.md, or nothing. */
function previousText(): string {
  return existsSync(RESULTS) ? readFileSync(RESULTS, 'utf8') : '';
}

/** Keeps the hand-written notes of the previous RESULTS.md. */
function previousNotes(): string {
  const text = previousText();
  const at = text.indexOf(NOTES_MARKER);
  return at === -1 ? `${NOTES_MARKER}\n` : text.slice(at);
}

type Audited = NonNullable<Awaited<ReturnType<typeof Runner.audit>>>;

/**
 * One Lighthouse run of `url` in the Chromium listening on `port`, its CPU
 * slowdown calibrated to the host (docs/decisions/0026-cpu-slowdown-calibrated-to-the-host.md):
 * Lighthouse gathers (unthrottled: the mobile preset simulates its
 * throttling afterwards), its own benchmarkIndex of that moment gives the
 * slowdown (`calibratedSlowdown`, or {@link FIXED_SLOWDOWN}), and the audits
 * simulate the page with it. The same two steps as `lighthouse()`, which
 * takes the slowdown before it has measured the host.
 *
 * It audits the gathering twice (docs/decisions/0039-blocking-time-from-thread-time.md):
 * as gathered (`wall`, for diagnosis, slowed down as above), and with the page's main-thread tasks
 * scaled to their thread time (`judged`: the page's own work, what the budget
 * judges), slowed down by `judgedSlowdown` (`threadTimeSlowdown` of the bench's
 * host calibration: benchmarkIndex is wall time, which the host's load moves). Without thread time in the trace there is no judged audit: `judged`
 * is undefined and the load gives no verdict, never one on wall time.
 * @throws {Error} when Lighthouse gathers or audits nothing.
 */
async function calibratedLighthouse(
  url: string,
  port: number,
  judgedSlowdown: number,
): Promise<{ wall: Audited; judged: Audited | undefined; scaling: ThreadTimeScaling }> {
  const { artifacts, runnerOptions } = await navigationGather(undefined, url, {
    flags: { port, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES] },
  });
  const slowdown = FIXED_SLOWDOWN ?? calibratedSlowdown(artifacts.BenchmarkIndex);
  // Lighthouse refuses to audit with settings other than those it gathered
  // with; the slowdown only enters the simulation, so both get it.
  for (const settings of [artifacts.settings, runnerOptions.resolvedConfig.settings])
    settings.throttling = { ...settings.throttling, cpuSlowdownMultiplier: slowdown };
  const scaling = scaleToThreadTime(artifacts.Trace, pageMainThreads(artifacts.Trace.traceEvents));
  const wall = await Runner.audit(artifacts, runnerOptions);
  if (!wall) throw new Error('Lighthouse returned no result');
  if (scaling.withoutThreadTime > 0 || scaling.tasks === 0)
    return { wall, judged: undefined, scaling };
  // Settings of its own (the slowdown of the host's thread-time speed), and a
  // cache of its own: Lighthouse's computed artifacts are keyed by deep equality.
  const settings = {
    ...artifacts.settings,
    throttling: { ...artifacts.settings.throttling, cpuSlowdownMultiplier: judgedSlowdown },
  };
  const judged = await Runner.audit(
    { ...artifacts, settings, Trace: scaling.trace },
    {
      ...runnerOptions,
      resolvedConfig: { ...runnerOptions.resolvedConfig, settings },
      computedCache: new Map(),
    },
  );
  return { wall, judged: judged ?? undefined, scaling };
}

/**
 * One Lighthouse run of `page` (load `index`) in a Chromium of its own; its
 * reports (on thread time, when its trace has thread time, and `-wall` on wall time) go to bench/runs/.
 * @param calibrationMs the host calibration taken just before it.
 * @returns the run's summary and Lighthouse's version.
 * @throws {Error} when Lighthouse returns nothing or a runtime error.
 */
async function lighthouseRun(
  chromePath: string,
  page: KindSample,
  url: string,
  index: number,
  calibrationMs: number,
  judgedSlowdown: number,
): Promise<{ run: Run; version: string }> {
  const chrome = await launch({
    chromePath,
    chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
    logLevel: 'silent',
  });
  try {
    const { wall, judged, scaling } = await calibratedLighthouse(url, chrome.port, judgedSlowdown);
    for (const { lhr } of [wall, judged ?? wall])
      if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.message}`);
    // A load without thread time in its trace has no judged report (no verdict, never one on
    // wall time): no file, not even an earlier bench's under its name.
    const judgedFile = join(RUNS_DIR, `${runName(page)}-run-${index}.json`);
    if (judged) writeFileSync(judgedFile, JSON.stringify(judged.lhr));
    else rmSync(judgedFile, { force: true });
    writeFileSync(
      join(RUNS_DIR, `${runName(page)}-run-${index}-wall.json`),
      JSON.stringify(wall.lhr),
    );
    const { trace: _trace, ...threadTime } = scaling;
    const run = summarise((judged ?? wall).lhr, url, idleChunks(page.file), {
      load: index,
      wall: {
        tbt: wall.lhr.audits['total-blocking-time']?.numericValue ?? NaN,
        performance: Math.round((wall.lhr.categories.performance?.score ?? 0) * 100),
        cpuSlowdown: wall.lhr.configSettings.throttling.cpuSlowdownMultiplier ?? Number.NaN,
      },
      threadTime,
      calibrationMs,
    });
    console.log(
      `${page.label} load ${index}: performance ${judged ? run.scores.performance : 'no verdict'} (wall ${run.wall.performance}), ` +
        `FCP ${ms(run.fcp)}, LCP ${ms(run.lcp)}, ` +
        `CPU blocking time ${judged ? ms(run.tbt) : 'none: no thread time in the trace'} (wall TBT ${ms(run.wall.tbt)}), ` +
        `main thread ${ms(threadTime.threadMs)} of ${ms(threadTime.wallMs)} wall, CLS ${run.cls.toFixed(3)}, ` +
        `JS ${kib(run.scriptBytes, 1)}, ${kb(run.totalBytes)} ` +
        `(calibration ${calibrationMs.toFixed(1)} ms: CPU ${run.cpuSlowdown}× slower; ` +
        `wall: benchmarkIndex ${run.benchmarkIndex}, CPU ${run.wall.cpuSlowdown}× slower)`,
    );
    return { run, version: wall.lhr.lighthouseVersion };
  } finally {
    chrome.kill();
  }
}

/**
 * The host calibration for the next load (docs/decisions/0039-blocking-time-from-thread-time.md):
 * a fixed loop's thread time, taken again while it is more than 25 % from the
 * median of the bench's samples so far (each try is a load not made, so not
 * counted), at most {@link CALIBRATION_TRIES} times.
 * @param samples every sample of the bench so far (the seed included); each new one is added.
 * @returns the accepted sample in ms, or undefined when every try was off: the load is left out.
 */
function calibrate(samples: number[], what: string): number | undefined {
  for (let attempt = 1; attempt <= CALIBRATION_TRIES; attempt += 1) {
    const sample = calibrationSample();
    const off = calibrationIsOff(sample, samples);
    const middle = median(samples);
    samples.push(sample);
    if (!off) {
      threadIndexes.push(threadBenchmarkIndex());
      return sample;
    }
    calibrationsOff.tries += 1;
    console.log(
      `${what}: host calibration ${sample.toFixed(1)} ms, more than ${CALIBRATION_TOLERANCE * 100} % ` +
        `from the bench's median ${middle.toFixed(1)} ms: not counted, taken again (${attempt}/${CALIBRATION_TRIES})`,
    );
  }
  console.log(`${what}: left out, the host stayed off its calibration`);
  calibrationsOff.leftOut += 1;
  return undefined;
}

/** The bench's host calibrations off the median ({@link calibrate}): tries taken again, and loads or pairs left out. */
const calibrationsOff = { tries: 0, leftOut: 0 };

/** Lighthouse's benchmark on thread time before each counted load or pair ({@link calibrate}), for diagnosis. */
const threadIndexes: number[] = [];

/**
 * Runs Lighthouse `stage.rounds` times on each of `pages`, in rounds (each page's
 * load 1, then each page's load 2, …) rather than page after page, so a host
 * that slows down for a while slows every page's loads alike instead of
 * all of one page's. Each load goes after a host calibration ({@link calibrate});
 * a load the calibration leaves out is not made.
 * @param stage the stage's first load's number (1, then 10 for the second stage) and its rounds.
 * @param runs each page's loads so far, in `pages`' order; the new ones are added.
 * @param samples the bench's calibration samples so far; the new ones are added.
 * @returns Lighthouse's version ('' when no load was made).
 * @throws {Error} from the first run that fails (see {@link lighthouseRun}).
 */
async function lighthouseRounds(
  chromePath: string,
  pages: readonly { page: KindSample; url: string }[],
  stage: { first: number; rounds: number },
  runs: Run[][],
  samples: number[],
  judgedSlowdown: number,
): Promise<string> {
  let version = '';
  // Numbered by the stage, not by the loads made so far: a load the calibration left out keeps
  // its number, so the next stage never writes over a load's files.
  for (let index = stage.first; index < stage.first + stage.rounds; index += 1)
    for (const { page, url } of pages) {
      const position = pages.findIndex((one) => one.page === page);
      const calibrationMs = calibrate(samples, `${page.label} load ${index}`);
      if (calibrationMs === undefined) continue;
      const result = await lighthouseRun(
        chromePath,
        page,
        url,
        index,
        calibrationMs,
        judgedSlowdown,
      );
      runs[position]?.push(result.run);
      version ||= result.version;
    }
  return version;
}

/**
 * The slowdown of the bench's judged audits, decision 0026's phone on this host: the host
 * calibration seed's median speed (a per-load one would carry each sample's noise into the
 * verdict; a load far from it is not made at all), or `--cpu-slowdown=N`.
 * @param samples the bench's calibration samples, the seed first ({@link CALIBRATION_SEED}).
 */
function judgedSlowdownOf(samples: readonly number[]): number {
  return FIXED_SLOWDOWN ?? threadTimeSlowdown(median(samples.slice(0, CALIBRATION_SEED)));
}

/**
 * Lighthouse on every page: {@link RUNS} loads each (9 by default), then,
 * for the pages where a budget's verdict is still open after 9, 6 more
 * (docs/decisions/0039-blocking-time-from-thread-time.md); both stages in rounds.
 * @returns each page's loads, in `pages`' order, Lighthouse's version and the calibration samples.
 */
async function lighthouseStages(
  chromePath: string,
  pages: readonly { page: KindSample; url: string }[],
  documentSizes: PageSizes[],
): Promise<{ runs: Run[][]; version: string; samples: number[] }> {
  const runs: Run[][] = pages.map(() => []);
  if (RUNS === 0) return { runs, version: '', samples: [] };
  // Seed: the first load has a median to meet. The loop compiles on its first run; that one is dropped.
  calibrationSample();
  const samples = Array.from({ length: CALIBRATION_SEED }, calibrationSample);
  console.log(
    `Host calibration (fixed loop, thread time): ${samples.map((one) => one.toFixed(1)).join(' · ')} ms`,
  );
  const judgedSlowdown = judgedSlowdownOf(samples);
  console.log(`Judged audits: CPU ${judgedSlowdown}× slower (docs/decisions/0039)`);
  let version = await lighthouseRounds(
    chromePath,
    pages,
    { first: 1, rounds: RUNS },
    runs,
    samples,
    judgedSlowdown,
  );
  if (RUNS === FIRST_LOADS) {
    const open = pages.filter((_, position) =>
      budgets(
        documentSizes[position] ?? {
          inlineCss: 0,
          documentSize: 0,
          inSitemap: true,
          blockingFiles: 0,
          linksItsStyles: false,
        },
      )
        .filter((budget) => budget.limit !== Infinity)
        .some((budget) => verdictOf(budget, (runs[position] ?? []).map(budget.value)).needsMore),
    );
    if (open.length) {
      console.log(
        `Open after ${FIRST_LOADS} loads: ${open.map(({ page }) => page.label).join(', ')}; ${MORE_LOADS} more each.`,
      );
      const openRuns = open.map(
        ({ page }) => runs[pages.findIndex((one) => one.page === page)] ?? [],
      );
      // Awaited before `||=`, which would otherwise skip the stage once a version is known.
      const more = await lighthouseRounds(
        chromePath,
        open,
        { first: RUNS + 1, rounds: MORE_LOADS },
        openRuns,
        samples,
        judgedSlowdown,
      );
      version ||= more;
    }
  }
  return { runs, version, samples };
}

/** One page's A/B loads: each pair's main-thread CPU time after first paint, per build (ms). */
type AbRuns = { page: KindSample; base: number[]; candidate: number[] };

/**
 * One A/B load: `url` gathered by Lighthouse (unthrottled, mobile screen) in a Chromium of its
 * own, measured as the page's main-thread CPU time after its first paint
 * ({@link threadTimeAfterFirstPaint}).
 * @returns undefined, said in the log, when Lighthouse gathers nothing, the trace has no first
 *   paint or a task in it no thread time (no measure).
 */
async function abLoad(chromePath: string, url: string): Promise<number | undefined> {
  const chrome = await launch({
    chromePath,
    chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
    logLevel: 'silent',
  });
  try {
    const { artifacts } = await navigationGather(undefined, url, {
      flags: {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
      },
    });
    return threadTimeAfterFirstPaint(artifacts.Trace);
  } catch (error) {
    // No first paint (Lighthouse's NO_FCP), a page that did not load: this load has no measure.
    console.log(
      `A/B: ${url}: no measure: ${error instanceof Error ? error.message : String(error)}`,
    );
    return undefined;
  } finally {
    chrome.kill();
  }
}

/**
 * `pairs` more A/B pairs of each of `runs`' pages, in rounds across the pages, each pair in
 * ABBA order ({@link pairOrder}) and after a host calibration ({@link calibrate}: a pair it
 * leaves out is not made). A pair whose either load gives no measure is not counted.
 */
async function abRounds(
  chromePath: string,
  runs: readonly AbRuns[],
  urls: { base: string; candidate: string },
  pairs: number,
  samples: number[],
): Promise<void> {
  for (let round = 0; round < pairs; round += 1)
    for (const one of runs) {
      const pair = one.base.length;
      const what = `${one.page.label} A/B pair ${pair + 1}`;
      if (calibrate(samples, what) === undefined) continue;
      const times: Partial<Record<'base' | 'candidate', number>> = {};
      for (const side of pairOrder(pair))
        times[side] = await abLoad(chromePath, `${urls[side]}${one.page.path}`);
      if (times.base === undefined || times.candidate === undefined) {
        console.log(
          `${what}: no measure (no first paint or no thread time in a trace), not counted`,
        );
        continue;
      }
      one.base.push(times.base);
      one.candidate.push(times.candidate);
      console.log(
        `${what} (${pairOrder(pair)[0] === 'base' ? 'base' : 'this build'} first): base ${ms(times.base)}, this build ${ms(times.candidate)}`,
      );
    }
}

/**
 * The pages Lighthouse's budgets and the A/B part measure: a page of every kind the build writes,
 * in each language it exists in (`kindSamples`, site-build/page-kinds.ts), only the languages of
 * `BENCH_LANGS` and the kinds of `BENCH_KINDS` (e.g. `home,cv`) when set. Read at the bench's
 * start, so a misspelt kind or language stops it before any load.
 * @param kinds the build's page kinds (`pageKinds` of the owner content the build reads).
 * @throws Error when the filters leave no page.
 */
function benchKindPages(
  kinds: readonly PageKind[],
  tags: SiteLanguages,
  basePath: string,
): KindSample[] {
  // Only the kinds the build writes a page of (no project pages with `caseStudies: false`).
  const written = kinds.filter(({ pages }) => pages.length > 0).map(({ name }) => name);
  const unknown = KINDS.filter((name) => !written.includes(name));
  if (unknown.length)
    throw new Error(
      `bench: BENCH_KINDS names ${unknown.join(', ')}, of which the build writes no page (its kinds: ${written.join(', ')})`,
    );
  const chosen = kindSamples(
    kinds.filter(({ name }) => !KINDS.length || KINDS.includes(name)),
    tags,
    basePath,
  ).filter(({ lang }) => !LANGS.length || LANGS.includes(lang));
  if (!chosen.length)
    throw new Error(
      `bench: no page of ${KINDS.join(', ')} in ${LANGS.join(', ')} (BENCH_KINDS, BENCH_LANGS)`,
    );
  return chosen;
}

/**
 * The A/B verdict of every page against the build of `rev` (docs/decisions/0045): that
 * build served on a port of its own, {@link AB_FIRST_PAIRS} pairs per page, then, where the
 * interval decides nothing, pairs up to {@link AB_MAX_PAIRS}.
 */
async function abStages(
  chromePath: string,
  pages: readonly KindSample[],
  candidateOrigin: string,
  base: { rev: string; sha: string },
  samples: number[],
): Promise<{ runs: AbRuns[]; verdicts: AbVerdict[] }> {
  // Served first, so the base is built for its own address (the server reads files per request).
  const served = await listen(baseDist(base.sha));
  const urls = { base: `http://127.0.0.1:${served.port}`, candidate: candidateOrigin };
  try {
    await buildBase(base.sha, urls.base, (line) => console.log(line));
    const runs: AbRuns[] = pages.map((page) => ({ page, base: [], candidate: [] }));
    console.log(
      `A/B against ${base.rev} (${base.sha.slice(0, 12)}): ${AB_FIRST_PAIRS} pairs per page`,
    );
    await abRounds(chromePath, runs, urls, AB_FIRST_PAIRS, samples);
    const open = runs.filter((one) => abVerdict(one.base, one.candidate).needsMore);
    if (open.length) {
      console.log(
        `A/B open after ${AB_FIRST_PAIRS} pairs: ${open.map(({ page }) => page.label).join(', ')}; up to ${AB_MAX_PAIRS}.`,
      );
      await abRounds(chromePath, open, urls, AB_MAX_PAIRS - AB_FIRST_PAIRS, samples);
    }
    return { runs, verdicts: runs.map((one) => abVerdict(one.base, one.candidate)) };
  } finally {
    await new Promise<void>((resolve) => {
      served.server.close(() => resolve());
      served.server.closeAllConnections();
    });
  }
}

/** The A/B section of the report, and a line per FAIL. */
function abPart(
  base: { rev: string; sha: string } | undefined,
  ab: { runs: AbRuns[]; verdicts: AbVerdict[] } | undefined,
): { lines: string[]; fails: string[] } {
  const heading = '## A/B: main-thread CPU time after first paint, against the last build';
  if (!base || !ab) return { lines: [heading, '', 'Not measured (`--no-ab`).', ''], fails: [] };
  const ratio = (value: number) => value.toFixed(3);
  const rows = ab.runs.map(({ page, base: a, candidate: b }, index) => {
    const { verdict, interval } = ab.verdicts[index] ?? { verdict: 'UNKNOWN' };
    const range = interval
      ? `${ratio(interval.ratio)} (${ratio(interval.low)}–${ratio(interval.high)})`
      : '—';
    return `| ${page.label} | ${a.length} | ${a.length ? ms(median(a)) : '—'} | ${b.length ? ms(median(b)) : '—'} | ${range} | ≤ ${AB_FAIL_RATIO.toFixed(2)} | ${verdict} |`;
  });
  const fails = ab.runs.flatMap(({ page }, index) => {
    const verdict = ab.verdicts[index];
    return verdict?.verdict === 'FAIL' && verdict.interval
      ? [
          `${page.label}: A/B against ${base.rev}: this build's main thread works ${ratio(verdict.interval.ratio)}× the base's after first paint (95 % interval ${ratio(verdict.interval.low)}–${ratio(verdict.interval.high)}, over ${AB_FAIL_RATIO.toFixed(2)})`,
        ]
      : [];
  });
  return {
    lines: [
      heading,
      '',
      `This build against ${base.rev} (${base.sha.slice(0, 12)}), both served here, loads in ABBA order after a host calibration; ` +
        `per pair the ratio of the page's main-thread thread time after first paint (this build ÷ base). ` +
        `Hodges–Lehmann ratio with its 95 % interval (signed-rank); FAIL when the whole interval is over ${AB_FAIL_RATIO.toFixed(2)}, ` +
        `PASS when the whole of it is under, else UNKNOWN after ${AB_MAX_PAIRS} pairs (docs/decisions/0045).`,
      '',
      '| Page | Pairs | Base, median | This build, median | Ratio (95 % interval) | Budget | Verdict |',
      '|---|---|---|---|---|---|---|',
      ...rows,
      '',
    ],
    fails,
  };
}

/** A budget's three-answer verdict on the loads' values, in load order ({@link stagedVerdict}). */
function verdictOf(budget: Budget<Run>, values: number[]): MedianVerdict {
  return stagedVerdict(values, budget.limit, budget.higherIsBetter);
}

async function main(): Promise<number> {
  const chromePath = chromiumPath();
  if (!chromePath) throw new Error('bench: no Chromium found; set CHROMIUM_PATH');
  const startLoad = loadavg()[0] ?? 0;
  const basePath = basePathFromEnv();
  // The languages the build writes pages for (the same owner content it reads).
  const owner = readOwnerContent();
  const all = benchPages(owner.languages, basePath);
  const pages = LANGS.length ? all.filter(({ lang }) => LANGS.includes(lang)) : all;
  // Every kind of page the build writes (site-build/page-kinds.ts): the A/B part's pages, a
  // page of every kind, checked now rather than after the Lighthouse loads; the static kinds'
  // sizes.
  const tags = owner.languages.map(({ lang }) => lang) as unknown as SiteLanguages;
  const kinds = pageKinds(
    tags,
    foundPages('.', basePath, tags, owner.portfolio.caseStudies !== false),
  );
  const unknownLangs = LANGS.filter((lang) => !all.some((page) => page.lang === lang));
  if (unknownLangs.length)
    throw new Error(
      `bench: BENCH_LANGS names ${unknownLangs.join(', ')}, which the site has not (its languages: ${all.map(({ lang }) => lang).join(', ')})`,
    );
  const kindPages = benchKindPages(kinds, tags, basePath);
  const { server, port } = await listen();
  try {
    if (!process.argv.includes('--no-build')) {
      const siteUrl = fileEnv().SITE_URL?.trim() || `http://127.0.0.1:${port}`;
      console.log(`Building dist/ (SITE_URL=${siteUrl}, BASE_PATH=${basePath}) …`);
      await buildSite({ outDir: DIST, env: { SITE_URL: siteUrl } });
    }
    const missing = [...pages, ...kindPages].filter(({ file }) => !existsSync(join(DIST, file)));
    if (missing.length)
      throw new Error(
        `bench: ${[...new Set(missing.map(({ file }) => `dist/${file}`))].join(', ')} missing; run without --no-build`,
      );
    console.log(`Pages: ${kindPages.map(({ label, path }) => `${label} ${path}`).join(', ')}`);

    mkdirSync(RUNS_DIR, { recursive: true });
    const origin = `http://127.0.0.1:${port}`;
    const targets = kindPages.map((page) => ({ page, url: `${origin}${page.path}` }));
    const sizes = kindPages.map((page) => {
      const html = readFileSync(join(DIST, page.file), 'utf8');
      return {
        inlineCss: inlineCssBytes(html),
        documentSize: documentBytes(html),
        inSitemap: page.inSitemap,
        blockingFiles: renderBlockingFiles(html),
        linksItsStyles: page.linksItsStyles,
      };
    });
    const {
      runs,
      version: lighthouseVersion,
      samples,
    } = await lighthouseStages(chromePath, targets, sizes);
    const measured: PageRuns[] = targets.map(({ page, url }, position) => ({
      page,
      url,
      runs: runs[position] ?? [],
      inlineCss: sizes[position]?.inlineCss ?? 0,
      documentSize: sizes[position]?.documentSize ?? 0,
      inSitemap: page.inSitemap,
      blockingFiles: sizes[position]?.blockingFiles ?? 0,
      linksItsStyles: page.linksItsStyles,
    }));

    // The host calibration's seed, when Lighthouse took none: the A/B pairs and the taps'
    // reference phone need it.
    if ((AB || TAP_RUNS) && !samples.length) {
      calibrationSample();
      samples.push(...Array.from({ length: CALIBRATION_SEED }, calibrationSample));
    }
    const ab = AB ? await abStages(chromePath, kindPages, origin, AB, samples) : undefined;

    // The taps, on each language's Home, are judged on thread time × the phone profile's
    // slowdown, the same on every host (docs/decisions/0046).
    const taps: { pages: LanguageTaps[]; floor?: FloorTimes } = TAP_RUNS
      ? await measureTaps(
          pages.map(({ lang, path, taps: cases }) => ({ lang, url: `${origin}${path}`, cases })),
          TAP_RUNS,
          (line) => console.log(line),
          TAP_SLOWDOWN,
        )
      : { pages: [] };

    const cpu = cpus();
    const machine = machineLines({
      cpuModel: cpu[0]?.model,
      cores: cpu.length,
      ramBytes: totalmem(),
      osRelease: release(),
      node: process.version,
      chromium: chromiumVersion(chromePath),
      lighthouseVersion,
      benchmarkIndexes: measured.flatMap(({ runs }) => runs.map((run) => run.benchmarkIndex)),
      loadAtStart: startLoad,
      loadAtEnd: loadavg()[0] ?? 0,
    });
    if (samples.length) {
      machine.push(
        `Host calibration (a fixed loop's thread time, ms): median ${median(samples).toFixed(1)}, ` +
          `${Math.min(...samples).toFixed(1)}–${Math.max(...samples).toFixed(1)}; ` +
          `${calibrationsOff.tries} tries more than ${CALIBRATION_TOLERANCE * 100} % off the median, taken again; ` +
          `${calibrationsOff.leftOut} loads or A/B pairs left out (off ${CALIBRATION_TRIES} times)`,
      );
      const indexes = threadIndexes.filter(Number.isFinite);
      if (indexes.length)
        machine.push(
          "Lighthouse's benchmarkIndex on thread time (diagnosis, beside the loop; host-calibration.ts): " +
            `median ${Math.round(median(indexes))}, ${Math.round(Math.min(...indexes))}–${Math.round(Math.max(...indexes))}, ` +
            `${indexes.length} loads or A/B pairs`,
        );
    }
    const { text, over } = report(
      measured,
      {
        measured: taps.pages,
        floor: taps.floor,
        judgedSlowdown: TAP_SLOWDOWN,
        // Decision 0026's phone on this host, as the judged Lighthouse audits have it (0039).
        reference: samples.length ? judgedSlowdownOf(samples) : Number.NaN,
      },
      machine,
      abPart(AB, ab),
      staticPageKinds(kinds, tags),
    );
    console.log(`\n${text}`);
    mkdirSync('bench', { recursive: true });
    writeFileSync(RESULTS, `${text}\n${previousNotes()}`);
    console.log(`Wrote ${RESULTS}.`);
    if (over.length) {
      console.error(`\nOver budget:\n${over.map((line) => `- ${line}`).join('\n')}`);
      return 1;
    }
    console.log('\nEvery budget met.');
    return 0;
  } finally {
    await new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
    });
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(2);
  },
);
