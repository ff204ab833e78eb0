/**
 * The tap-to-feedback part of `npm run bench` (docs/product.md § Performance,
 * "Every tap answered"): how long a phone takes from a tap to the frame that
 * shows its result, on the first visit and on the next one (service worker in
 * control, every chunk cached).
 *
 * The phone profile, set through the DevTools protocol on the system
 * Chromium: 390×844 CSS px at 3× density, touch, 150 ms round trip, 1.6 Mbps
 * down and 750 kbps up (Lighthouse's mobile network). The CPU is not
 * throttled: each tap is traced, and the judge is the tap's own main-thread
 * thread time × the phone's slowdown ({@link TAP_SLOWDOWN}) + one frame
 * (docs/decisions/0046-taps-judged-on-thread-time.md); Chromium's CPU
 * throttling would count into that thread time. Each measurement is a fresh
 * browser context:
 *
 * The taps and the names they find their buttons and answers by come from
 * `pages.ts`, in the language of the page measured.
 *
 * 1. first visit: load the page, wait until it listens (the pre-paint script's
 *    `__earlyClicks` is gone), scroll the button to the middle of the screen,
 *    wait {@link SETTLE_MS}, tap;
 * 2. next visit (same context, new page): wait until the service worker
 *    controls the page, load it again, wait the same way, tap.
 *
 * The tap is a CDP `Input.dispatchTouchEvent` (start, then end), so no test
 * runner's own latency is counted. The page measures itself
 * (`tap-probe.ts`): from its own `pointerdown` (the event's `timeStamp`,
 * listened to in the capture phase) to the `requestAnimationFrame` after the
 * first frame in which a visitor can see the result (in the DOM, inside the
 * window, neither transparent nor clipped away: react-aria's modals were kept
 * hidden for two frames on a touch screen, docs/decisions/0028-modals-shown-at-once.md), in ms: the
 * wall time, kept beside the judged one for diagnosis. `BENCH_TAP_TRACES=dir`
 * keeps each tap's trace there.
 */

import { writeFileSync } from 'node:fs';
import { type Browser, type BrowserContext, chromium, errors, type Page } from '@playwright/test';
import type { TraceEvent } from 'lighthouse';
import { chromiumLaunchOptions } from '../lib/browser.ts';
import { withDeadline } from '../lib/deadline.ts';
import { median } from './budget.ts';
import { REFERENCE_SLOWDOWN } from './cpu-slowdown.ts';
import type { TapCase } from './pages.ts';
import { TAP_PROBE } from './tap-probe.ts';
import { tapThreadTime } from './thread-time.ts';
import { stagedVerdict } from './verdict.ts';

/** Time between the page listening and the tap, in ms: idle work after hydration has run by then. */
const SETTLE_MS = 3000;

/** Lighthouse's mobile network: 150 ms round trip, 1.6 Mbps down, 750 kbps up. */
const NETWORK = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};

/**
 * One tap's measurements, per run: the judged time (the tap's own main-thread thread time
 * × the phone's slowdown + one frame, ms; NaN when the trace gave none), the wall time from
 * `pointerdown` to the frame after the first that shows the result (`tap-probe.ts`, ms). A
 * visit not made ({@link VisitNotMade}) is NaN in both.
 */
export type TapTimes = {
  first: number[];
  next: number[];
  firstWall: number[];
  nextWall: number[];
};

/**
 * A frame at 60 Hz, in ms: the judged time adds one for the answer's frame to reach the screen
 * once the main thread has committed it (the compositor's and the display's part).
 */
export const FRAME_MS = 1000 / 60;

/** The trace categories of a tap: the main thread's tasks (with thread time), events and marks. */
const TAP_TRACE_CATEGORIES = [
  'toplevel',
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'blink.user_timing',
];

/** Makes `page` the phone: its screen, touch and network (not its CPU: see the module's comment). */
async function phone(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setDeviceMetricsOverride', {
    width: 390,
    height: 844,
    deviceScaleFactor: 3,
    mobile: true,
  });
  await cdp.send('Emulation.setTouchEmulationEnabled', { enabled: true, maxTouchPoints: 5 });
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', NETWORK);
}

/** The time a page has to load and listen for input, in ms; a visit past it is not made. */
const LOAD_TIMEOUT_MS = 120_000;

/**
 * A visit whose page did not load, or did not listen for input, within {@link LOAD_TIMEOUT_MS}:
 * the host stalled (a busy shared machine), so the tap is a measure not made, as a load the
 * host calibration leaves out is. {@link measureTaps} records it as NaN, which the verdict
 * counts as no value (INCONCLUSIVE, never FAIL) instead of ending the bench. A button that
 * never shows or a tap that shows nothing is the page's fault and still ends it.
 */
export class VisitNotMade extends Error {
  constructor(url: string, timeoutMs: number, cause: Error) {
    super(`bench: ${url} did not load and listen within ${timeoutMs / 1000} s`, { cause });
    this.name = 'VisitNotMade';
  }
}

/**
 * Loads `url` and waits until the page listens for input, plus {@link SETTLE_MS};
 * with `inside`, opens that dialog first (its own tap is not measured) and waits
 * the same again, so what the dialog loads when it opens has loaded.
 * @param loadTimeoutMs the time the page has to load and listen, in ms ({@link LOAD_TIMEOUT_MS}).
 * @throws VisitNotMade when the page does not load and listen within `loadTimeoutMs`.
 */
async function visit(
  page: Page,
  url: string,
  { button, inside }: TapCase,
  loadTimeoutMs: number,
): Promise<void> {
  // One deadline for both waits: loaded and listening within `loadTimeoutMs`, not each.
  const deadline = Date.now() + loadTimeoutMs;
  try {
    await page.goto(url, { waitUntil: 'load', timeout: loadTimeoutMs });
    await page.waitForFunction(() => !('__earlyClicks' in window), undefined, {
      timeout: Math.max(1, deadline - Date.now()),
    });
  } catch (error) {
    if (error instanceof errors.TimeoutError) throw new VisitNotMade(url, loadTimeoutMs, error);
    throw error;
  }
  if (inside) {
    await page.waitForTimeout(SETTLE_MS);
    await page.getByRole('button', { name: inside.button, exact: true }).click({ timeout: 60_000 });
    await page
      .getByRole('dialog', { name: inside.dialog, exact: true })
      .waitFor({ state: 'visible', timeout: 60_000 });
  }
  const target = page.getByRole('button', { name: button, exact: true });
  await target.waitFor({ state: 'visible', timeout: 60_000 });
  await target.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  await page.waitForTimeout(SETTLE_MS);
}

/**
 * Taps `button` with a CDP touch, traced, and resolves with the page's own measure and the
 * tap's main-thread thread time in the trace (`tapThreadTime`, ./thread-time.ts).
 * @returns `wall`: ms from the page's `pointerdown` to the frame after the first one that
 *   showed the result to a visitor; `threadMs`: the tap's own work, ms (undefined: none in the trace).
 */
async function tap(
  page: Page,
  { button, result }: TapCase,
): Promise<{ wall: number; threadMs: number | undefined }> {
  const target = page.getByRole('button', { name: button, exact: true });
  const point = await visiblePoint(target);
  if (!point) throw new Error(`bench: the button "${button}" is not on screen`);
  // The page's own clock, armed before the tap and resolved by the page. A
  // string, not a function: tsx would wrap named functions in a helper the
  // page does not have.
  await page.evaluate(`(${TAP_PROBE})(${JSON.stringify(result)})`);
  const browser = page.context().browser();
  if (!browser) throw new Error('bench: the tap page has no browser to trace it in');
  await browser.startTracing(page, { categories: TAP_TRACE_CATEGORIES });
  let traced = true;
  try {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [point] });
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    await cdp.detach();
    const wall = await withDeadline(
      page.evaluate('window.__tap') as Promise<number>,
      TAP_TIMEOUT_MS,
      `bench: no ${JSON.stringify(result)} within ${TAP_TIMEOUT_MS} ms of tapping "${button}"`,
    );
    traced = false;
    const trace = JSON.parse((await browser.stopTracing()).toString('utf8')) as {
      traceEvents: TraceEvent[];
    };
    // BENCH_TAP_TRACES=dir keeps each tap's trace, for a closer look at where its time went.
    if (process.env.BENCH_TAP_TRACES)
      writeFileSync(
        `${process.env.BENCH_TAP_TRACES}/${Date.now()}-${button.replace(/\W+/g, '-')}.json`,
        JSON.stringify(trace),
      );
    return { wall, threadMs: tapThreadTime(trace.traceEvents) };
  } finally {
    if (traced) await browser.stopTracing().catch(() => undefined);
  }
}

/**
 * The centre of the part of `target` inside the window, in CSS px, where a
 * finger would tap it; undefined when none of it is in the window or another
 * element covers that point. At the end of the page the button may stand
 * partly below the window's edge, and the centre of its whole box is then
 * off screen, where a touch reaches nothing.
 */
async function visiblePoint(
  target: ReturnType<Page['getByRole']>,
): Promise<{ x: number; y: number } | undefined> {
  return target.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const left = Math.max(box.left, 0);
    const right = Math.min(box.right, window.innerWidth);
    const top = Math.max(box.top, 0);
    const bottom = Math.min(box.bottom, window.innerHeight);
    if (right <= left || bottom <= top) return undefined;
    const point = { x: (left + right) / 2, y: (top + bottom) / 2 };
    const hit = document.elementFromPoint(point.x, point.y);
    return hit && element.contains(hit) ? point : undefined;
  });
}

/** How long a tap may take to show its result before the bench gives up, in ms. */
const TAP_TIMEOUT_MS = 30_000;

/** Waits until the service worker controls `page` (it precached the site when it installed). */
async function waitForControl(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
    timeout: 120_000,
  });
}

/** One run of a tap: each visit's measures ({@link tap}). */
type TapRun = {
  first: { wall: number; threadMs: number | undefined };
  next: { wall: number; threadMs: number | undefined };
};

/** The measures of a visit not made ({@link VisitNotMade}): no wall time, no thread time. */
const NOT_MADE = { wall: Number.NaN, threadMs: undefined };

/**
 * One run of a tap, first visit then next visit, in a fresh context of `browser`.
 * @returns each visit's measures; a visit not made ({@link VisitNotMade}) gives
 *   {@link NOT_MADE}, and the next visit too when it is the first (no service worker yet).
 * @throws Error when the service worker never controls the page or a tap fails ({@link tap}).
 */
async function measureOnce(
  browser: Browser,
  url: string,
  tapCase: TapCase,
  log: (line: string) => void,
  loadTimeoutMs: number,
): Promise<TapRun> {
  const context: BrowserContext = await browser.newContext({ viewport: null });
  /** Runs `visit`, or logs why it was not made and says false. */
  const visited = async (page: Page, which: string) => {
    try {
      await visit(page, url, tapCase, loadTimeoutMs);
      return true;
    } catch (error) {
      if (!(error instanceof VisitNotMade)) throw error;
      log(`${tapCase.label}, ${which} visit not made: ${error.message}`);
      return false;
    }
  };
  try {
    const firstPage = await context.newPage();
    await phone(firstPage);
    if (!(await visited(firstPage, 'first'))) return { first: NOT_MADE, next: NOT_MADE };
    const first = await tap(firstPage, tapCase);
    await waitForControl(firstPage);
    await firstPage.close();
    const nextPage = await context.newPage();
    await phone(nextPage);
    if (!(await visited(nextPage, 'next'))) return { first, next: NOT_MADE };
    const controlled = await nextPage.evaluate(() => Boolean(navigator.serviceWorker.controller));
    if (!controlled)
      throw new Error('bench: the next visit is not controlled by the service worker');
    const next = await tap(nextPage, tapCase);
    return { first, next };
  } finally {
    await context.close();
  }
}

/**
 * The judge's floor (docs/decisions/0046-taps-judged-on-thread-time.md): a page whose only
 * script is a click listener that unhides a small dialog, tapped as the site's pages are. What it
 * reads is the browser's own part of any tap on this host (touch and pointer events, hit
 * tests, the frames that paint the pressed button and the answer) and the probe's, at the
 * same slowdown: no page can answer a tap faster than this. Shown beside the taps, judged by
 * no budget.
 */
export const FLOOR_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<title>Floor</title><style>
  body { font: 16px/1.5 sans-serif; margin: 0; padding: 1rem }
  button { font: inherit; padding: 0.75rem 1.5rem }
  [role="dialog"] { position: fixed; inset: 2rem; background: #eee; padding: 1rem }
</style></head>
<body><h1>A tap with nothing behind it</h1><p>The bench's floor.</p>
<button type="button">Open</button>
<div role="dialog" aria-label="Floor" hidden><p>Shown.</p></div>
<script>
  document.querySelector('button').addEventListener('click', function () {
    document.querySelector('[role="dialog"]').hidden = false;
  });
</script></body></html>`;

/** The floor's tap, as {@link tap} takes it. */
const FLOOR_TAP: TapCase = {
  label: 'floor',
  button: 'Open',
  result: { dialog: 'Floor' },
};

/**
 * One run of the floor ({@link FLOOR_PAGE}) in a fresh context of `browser` on the phone profile.
 * @param settleMs the wait between the page's load and the tap, in ms (the bench's {@link SETTLE_MS}).
 * @returns `wall` and `threadMs` as {@link tap} gives them (ms).
 */
export async function measureFloorOnce(
  browser: Browser,
  settleMs = SETTLE_MS,
): Promise<{ wall: number; threadMs: number | undefined }> {
  const context: BrowserContext = await browser.newContext({ viewport: null });
  try {
    const page = await context.newPage();
    await phone(page);
    await page.setContent(FLOOR_PAGE);
    await page.waitForTimeout(settleMs);
    return await tap(page, FLOOR_TAP);
  } finally {
    await context.close();
  }
}

/** The floor's runs: judged times and wall times, in ms ({@link FLOOR_PAGE}). */
export type FloorTimes = { judged: number[]; wall: number[] };

/** One language's page and its taps, for {@link measureTaps}. */
export type TapTarget = {
  lang: string;
  /** The page, served like a static host serves it (gzip). */
  url: string;
  /** The taps, named in the page's language (`tapCases` of pages.ts). */
  cases: readonly TapCase[];
};

/**
 * Measures each tap of each page `runs` times on the phone profile, in
 * rounds (every tap of every page once, then again), so a host that slows
 * down for a while slows every tap and language alike rather than one tap's
 * runs all.
 * @param runs measurements per tap and visit (the table shows their median).
 * @param log called with a line per measurement, which starts with the language.
 * @param judgedSlowdown the phone's slowdown of the host's thread time (×): {@link TAP_SLOWDOWN}
 *   in the bench.
 * @param loadTimeoutMs the time each visit's page has to load and listen, in ms: past it the
 *   visit is not made ({@link VisitNotMade}). {@link LOAD_TIMEOUT_MS} unless a test sets it.
 * @returns `pages`: per page, in `targets`' order, per tap label, the first-visit and
 *   next-visit judged and wall times in ms; `floor`: the judge's floor, once per round
 *   ({@link FLOOR_PAGE}).
 * @throws Error when a button is not on screen or a tap shows nothing within 30 s (a visit
 *   whose page never loads is not made instead: NaN, see {@link VisitNotMade}).
 */
export async function measureTaps(
  targets: readonly TapTarget[],
  runs: number,
  log: (line: string) => void,
  judgedSlowdown: number,
  loadTimeoutMs = LOAD_TIMEOUT_MS,
): Promise<{ pages: LanguageTaps[]; floor: FloorTimes }> {
  const browser = await chromium.launch(chromiumLaunchOptions());
  const measured: LanguageTaps[] = targets.map(({ lang, cases }) => ({
    lang,
    times: new Map(
      cases.map(({ label }) => [label, { first: [], next: [], firstWall: [], nextWall: [] }]),
    ),
  }));
  /** The judged time of a visit: the tap's thread time on the phone, and its frame's way to the screen. */
  const judged = (threadMs: number | undefined) =>
    threadMs === undefined ? Number.NaN : threadMs * judgedSlowdown + FRAME_MS;
  const floor: FloorTimes = { judged: [], wall: [] };
  try {
    for (let run = 1; run <= runs; run += 1) {
      const bare = await measureFloorOnce(browser);
      floor.judged.push(judged(bare.threadMs));
      floor.wall.push(bare.wall);
      log(
        `floor, ${run}/${runs}: ${msOrNone(judged(bare.threadMs))} judged ` +
          `(thread ${bare.threadMs?.toFixed(1) ?? '—'} ms; wall ${ms(bare.wall)})`,
      );
      for (const [position, { lang, url, cases }] of targets.entries())
        for (const tapCase of cases) {
          const { first, next } = await measureOnce(
            browser,
            url,
            tapCase,
            (line) => log(`${lang} tap ${line}`),
            loadTimeoutMs,
          );
          const entry = measured[position]?.times.get(tapCase.label);
          entry?.first.push(judged(first.threadMs));
          entry?.next.push(judged(next.threadMs));
          entry?.firstWall.push(first.wall);
          entry?.nextWall.push(next.wall);
          log(
            `${lang} tap ${tapCase.label}, ${run}/${runs}: first ${msOrNone(judged(first.threadMs))} judged ` +
              `(thread ${first.threadMs?.toFixed(1) ?? '—'} ms; wall ${msOrNone(first.wall)}), ` +
              `next ${msOrNone(judged(next.threadMs))} judged (thread ${next.threadMs?.toFixed(1) ?? '—'} ms; wall ${msOrNone(next.wall)})`,
          );
        }
    }
  } finally {
    await browser.close();
  }
  return { pages: measured, floor };
}

/**
 * The budget of each tap, first and next visit, in ms: RAIL's "instant" (docs/product.md
 * § Performance; 200 before the taps were judged at {@link TAP_SLOWDOWN}).
 */
export const TAP_BUDGET_MS = 100;

/**
 * The CPU slowdown a tap's thread time is judged at (×): 4, Lighthouse's mobile constant, the
 * same on every host, as the taps' goal states it (docs/product.md § Performance). Not decision
 * 0026's reference phone, which is that constant scaled to the host's speed (7–8× here, where
 * a bare page's tap alone reads 77–102 ms): the report shows the taps at that slowdown too,
 * for diagnosis (docs/decisions/0046-taps-judged-on-thread-time.md).
 */
export const TAP_SLOWDOWN = REFERENCE_SLOWDOWN;

/** Heading of the tap table in bench/RESULTS.md; the next bench reads its medians back. */
const TAP_HEADING = '## Tap to feedback (phone profile, medians)';

/** A time in ms, rounded, for the reports: `155 ms`. */
export const ms = (value: number): string => `${Math.round(value)} ms`;

/**
 * The median of the measures made, in ms: a run whose trace gave no thread time or whose visit
 * was not made ({@link VisitNotMade}; NaN) is left out, as it tells nothing. NaN when none is left.
 */
const madeMedian = (values: readonly number[]): number => median(values.filter(Number.isFinite));

/** The key of a tap in {@link previousTapMedians}: the page's language and the tap's label. */
export function tapKey(lang: string, label: string): string {
  return `${lang} ${label}`;
}

/** The taps measured on one language's page. */
export type LanguageTaps = { lang: string; times: Map<string, TapTimes> };

/**
 * A judged time at another slowdown: the same thread time (judged − one frame, ÷ the slowdown it
 * was judged at), × `to`, + one frame. A median moves with it, since the map keeps the order.
 */
export function atSlowdown(judged: number, from: number, to: number): number {
  return ((judged - FRAME_MS) / from) * to + FRAME_MS;
}

/**
 * The medians of the tap table of a previous bench/RESULTS.md (the table
 * {@link tapReport} writes: language, tap, first visit, its interval and verdict, next visit, …),
 * at `slowdown`: a table judged at another one (its sentence says `× N (`) is scaled to it
 * ({@link atSlowdown}; rounded to the ms, as the table shows them), so the two benches compare
 * the same thing. Rows of an older table (wall times, another column order) are not read.
 * @param text the file's text.
 * @param slowdown the slowdown this bench judges at (×).
 * @returns per {@link tapKey}, the first-visit and next-visit judged medians in ms (none if absent).
 */
export function previousTapMedians(
  text: string,
  slowdown: number,
): Map<string, { first: number; next: number }> {
  const medians = new Map<string, { first: number; next: number }>();
  const at = text.indexOf(TAP_HEADING);
  if (at === -1) return medians;
  const lines = text.slice(at).split('\n').slice(1);
  const end = lines.findIndex((line) => line.startsWith('## '));
  const table = end === -1 ? lines : lines.slice(0, end);
  const judgedAt = Number(/ × (\d+(?:\.\d+)?) \(/.exec(table.join('\n'))?.[1] ?? slowdown);
  const scaled = (value: string) => Math.round(atSlowdown(Number(value), judgedAt, slowdown));
  for (const line of table) {
    const cells = line.split('|').map((cell) => cell.trim());
    const first = /^(\d+) ms$/.exec(cells[3] ?? '');
    const next = /^(\d+) ms$/.exec(cells[6] ?? '');
    if (cells[1] && cells[2] && first && next && /^(PASS|FAIL|INCONCLUSIVE)/.test(cells[5] ?? ''))
      medians.set(tapKey(cells[1], cells[2]), {
        first: scaled(first[1] ?? ''),
        next: scaled(next[1] ?? ''),
      });
  }
  return medians;
}

/** A time or `—` for none. */
const msOrNone = (value: number) => (Number.isFinite(value) ? ms(value) : '—');

/**
 * The tap table for bench/RESULTS.md, a row per language and tap: each visit's judged median
 * (the tap's main-thread thread time × the phone's slowdown + one frame), the median's interval
 * and the three-answer verdict on {@link TAP_BUDGET_MS} (./verdict.ts: 9 runs, 15 where 9 decide
 * nothing), the wall-clock medians beside them for diagnosis, and the previous judged medians.
 * @param pages what {@link measureTaps} measured on each language's page, at least one run of one tap.
 * @param previous what {@link previousTapMedians} read from the last report.
 * @param floor the judge's floor ({@link FLOOR_PAGE}), a last row without a verdict; none: no row.
 * @param reference the slowdown of decision 0026's reference phone on this host (×): a column
 *   shows each median at it ({@link atSlowdown}), judging nothing; NaN or none: `—`.
 * @returns the Markdown lines and one line per FAIL, naming the language (empty when none).
 * @throws RangeError with no runs (`--no-taps`: the report says the taps were left out instead).
 */
export function tapReport(
  pages: readonly LanguageTaps[],
  previous: Map<string, { first: number; next: number }>,
  judgedSlowdown: number,
  floor?: FloorTimes,
  reference = Number.NaN,
): { lines: string[]; over: string[] } {
  const over: string[] = [];
  /** Medians (first / next) at the reference phone's slowdown. */
  const atReference = (...medians: number[]) =>
    Number.isFinite(reference)
      ? medians.map((value) => msOrNone(atSlowdown(value, judgedSlowdown, reference))).join(' / ')
      : '—';
  /** The floor's row: its medians, no verdict. */
  const floorRow = ({ judged, wall }: FloorTimes) => {
    const middle = madeMedian(judged);
    return `| — | the floor: a bare page's tap (FLOOR_PAGE, tools/bench/taps.ts) | ${msOrNone(middle)} | — | no budget: what any tap costs here | — | — | — | ${msOrNone(madeMedian(wall))} / — | ${atReference(middle)} | — | — |`;
  };
  const rows = pages.flatMap(({ lang, times }) =>
    [...times].map(([label, tap]) => {
      const cells = (['first', 'next'] as const).map((visit) => {
        const values = tap[visit];
        const judged = stagedVerdict(values, TAP_BUDGET_MS);
        if (judged.verdict === 'FAIL')
          over.push(
            `${lang}: tap ${label}, ${visit} visit: FAIL, median ${ms(judged.median)} (interval ${ms(judged.interval[0])}–${ms(judged.interval[1])}; budget ≤ ${TAP_BUDGET_MS} ms)`,
          );
        const interval = Number.isFinite(judged.interval[0])
          ? `${ms(judged.interval[0])}–${ms(judged.interval[1])}`
          : '—';
        const word =
          judged.verdict === 'INCONCLUSIVE' && judged.reason
            ? `INCONCLUSIVE (${judged.reason})`
            : judged.verdict;
        return `${msOrNone(judged.median)} | ${interval} | ${word}`;
      });
      const wall = `${msOrNone(madeMedian(tap.firstWall))} / ${msOrNone(madeMedian(tap.nextWall))}`;
      const before = previous.get(tapKey(lang, label));
      const onReference = atReference(madeMedian(tap.first), madeMedian(tap.next));
      return `| ${lang} | ${label} | ${cells[0]} | ${cells[1]} | ${wall} | ${onReference} | ${before ? `${ms(before.first)} / ${ms(before.next)}` : '—'} | ≤ ${TAP_BUDGET_MS} ms |`;
    }),
  );
  return {
    lines: [
      TAP_HEADING,
      '',
      "Judged: the tap's own work on the page's main thread, from the task that dispatched its " +
        '`pointerdown` through the first frame that shows the result (in the DOM, inside the window, ' +
        'neither transparent nor clipped away; that frame’s layout, paint and commit included), in thread time from a trace of the tap, ' +
        `× ${judgedSlowdown} (Lighthouse's mobile constant as it is, the same on every host, as the taps' goal is set), ` +
        `+ one frame (${FRAME_MS.toFixed(1)} ms, for that frame to reach the screen); the three-answer verdict on the median ` +
        "(docs/decisions/0046-taps-judged-on-thread-time.md). Wall: the page's own clock, unthrottled, to the frame after " +
        `that one, for diagnosis. ${SETTLE_MS / 1000} s after the page listens; Chromium as a phone (390×844, touch, ` +
        '150 ms round trip, 1.6 Mbps down; its CPU not throttled, since throttling counts into the thread time); ' +
        'taps sent with CDP `Input.dispatchTouchEvent`. First visit: a fresh ' +
        'browser profile; next visit: the same profile once the service worker controls the page. ' +
        "Each language's page is tapped with its own names (its catalogue, src/i18n/messages/). " +
        (Number.isFinite(reference)
          ? `Reference phone: the same medians at × ${reference}, decision 0026's phone on this host (Lighthouse's, as its page loads here simulate it), judging nothing. `
          : '') +
        'Previous bench: its medians, at this slowdown.' +
        (floor?.judged.length
          ? ' The last row, the floor, is judged the same way on a page whose only script is a click ' +
            'listener that unhides a small dialog: the browser’s and the probe’s own part of any tap on this host.'
          : ''),
      '',
      '| language | tap | first visit | interval | verdict | next visit | interval | verdict | wall (first / next) | reference phone (first / next) | previous bench (first / next) | budget |',
      '|---|---|---|---|---|---|---|---|---|---|---|---|',
      ...rows,
      ...(floor?.judged.length ? [floorRow(floor)] : []),
      '',
    ],
    over,
  };
}
