import type { Trace, TraceEvent } from 'lighthouse';
import { describe, expect, it } from 'vitest';
import {
  pageMainThreads,
  scaleToThreadTime,
  TAP_ANSWERED_MARK,
  TAP_SEEN_MARK,
  tapThreadTime,
  threadTimeFrom,
} from './thread-time.ts';

const PAGE = 10;
const MAIN = 1;
const OTHER_RENDERER = 20;

/** A trace event with only what the rewrite reads; `tdur` when given. */
function event(fields: Partial<TraceEvent> & { tdur?: number }): TraceEvent {
  return {
    name: 'X',
    cat: 'devtools.timeline',
    args: {},
    pid: PAGE,
    tid: MAIN,
    ts: 0,
    ph: 'X',
    ...fields,
  } as TraceEvent;
}

/** The metadata that names the page's main frame and its renderer's main thread. */
const metadata = [
  event({
    name: 'TracingStartedInBrowser',
    ph: 'I',
    pid: 1,
    tid: 1,
    args: { data: { frames: [{ frame: 'F', url: 'http://x/', processId: PAGE }] } },
  }),
  event({ name: 'thread_name', cat: '__metadata', ph: 'M', args: { name: 'CrRendererMain' } }),
  event({ name: 'thread_name', cat: '__metadata', ph: 'M', tid: 2, args: { name: 'Compositor' } }),
];

function trace(events: TraceEvent[]): Trace {
  return { traceEvents: [...metadata, ...events] };
}

function named(result: Trace, name: string): TraceEvent[] {
  return result.traceEvents.filter((one) => one.name === name);
}

describe('pageMainThreads', () => {
  it("finds the main frame's renderer and its CrRendererMain thread", () => {
    expect([...pageMainThreads(trace([]).traceEvents).entries()]).toEqual([[PAGE, MAIN]]);
  });
});

describe('scaleToThreadTime (docs/decisions/0039-blocking-time-from-thread-time.md)', () => {
  const threads = new Map([[PAGE, MAIN]]);

  it('shortens a top-level task to its thread time and everything inside it alike', () => {
    // 100 ms of wall time, 40 ms of thread time: the host took 60 ms.
    const input = trace([
      event({ name: 'RunTask', ts: 1_000_000, dur: 100_000, tdur: 40_000 }),
      event({ name: 'FunctionCall', ts: 1_010_000, dur: 50_000 }),
      event({ name: 'Layout', ph: 'B', ts: 1_070_000 }),
      event({ name: 'Layout', ph: 'E', ts: 1_090_000 }),
      event({ name: 'Paint', ph: 'I', ts: 1_095_000 }),
    ]);
    const result = scaleToThreadTime(input, threads);
    const [task] = named(result.trace, 'RunTask');
    expect(task?.ts).toBe(1_000_000);
    expect(task?.dur).toBeCloseTo(40_000);
    const [call] = named(result.trace, 'FunctionCall');
    expect(call?.ts).toBeCloseTo(1_004_000);
    expect(call?.dur).toBeCloseTo(20_000);
    expect(named(result.trace, 'Layout').map((one) => one.ts)).toEqual([1_028_000, 1_036_000]);
    expect(named(result.trace, 'Paint')[0]?.ts).toBeCloseTo(1_038_000);
    expect(result).toMatchObject({ tasks: 1, withoutThreadTime: 0, wallMs: 100, threadMs: 40 });
    // The input trace is left as it was (the wall-clock audit reads it too).
    expect(named(input, 'RunTask')[0]?.dur).toBe(100_000);
    expect(named(input, 'FunctionCall')[0]?.ts).toBe(1_010_000);
  });

  it('scales a nested ThreadControllerImpl::RunTask as part of its RunTask, not as a second task', () => {
    const result = scaleToThreadTime(
      trace([
        event({ name: 'RunTask', ts: 0, dur: 80_000, tdur: 20_000 }),
        event({ name: 'ThreadControllerImpl::RunTask', ts: 0, dur: 80_000, tdur: 20_000 }),
        event({ name: 'FunctionCall', ts: 40_000, dur: 40_000 }),
      ]),
      threads,
    );
    expect(result.tasks).toBe(1);
    expect(result.threadMs).toBe(20);
    expect(named(result.trace, 'ThreadControllerImpl::RunTask')[0]?.dur).toBeCloseTo(20_000);
    expect(named(result.trace, 'FunctionCall')[0]).toMatchObject({ ts: 10_000, dur: 10_000 });
  });

  it('scales each top-level task by its own ratio and leaves the time between tasks alone', () => {
    const result = scaleToThreadTime(
      trace([
        event({ name: 'RunTask', ts: 0, dur: 10_000, tdur: 5_000 }),
        event({ name: 'RunTask', ts: 20_000, dur: 30_000, tdur: 30_000 }),
        event({ name: 'FunctionCall', ts: 30_000, dur: 10_000 }),
      ]),
      threads,
    );
    expect(named(result.trace, 'RunTask').map(({ ts, dur }) => [ts, dur])).toEqual([
      [0, 5_000],
      [20_000, 30_000],
    ]);
    expect(named(result.trace, 'FunctionCall')[0]).toMatchObject({ ts: 30_000, dur: 10_000 });
    expect(result.threadMs).toBe(35);
  });

  it('never lengthens a task whose thread time is a clock tick above its wall time', () => {
    const result = scaleToThreadTime(
      trace([event({ name: 'RunTask', ts: 0, dur: 10_000, tdur: 10_001 })]),
      threads,
    );
    expect(named(result.trace, 'RunTask')[0]?.dur).toBe(10_000);
    expect(result.threadMs).toBe(10);
  });

  it("leaves other threads and other renderers' main threads alone", () => {
    const result = scaleToThreadTime(
      trace([
        event({ name: 'RunTask', ts: 0, dur: 10_000, tdur: 1_000, tid: 2 }),
        event({ name: 'RunTask', ts: 0, dur: 10_000, tdur: 1_000, pid: OTHER_RENDERER }),
      ]),
      threads,
    );
    expect(named(result.trace, 'RunTask').map((one) => one.dur)).toEqual([10_000, 10_000]);
    expect(result.tasks).toBe(0);
  });

  it('counts a task without thread time and leaves it at its wall time (no fall-back verdict)', () => {
    const result = scaleToThreadTime(
      trace([
        event({ name: 'RunTask', ts: 0, dur: 10_000 }),
        event({ name: 'FunctionCall', ts: 5_000, dur: 1_000 }),
      ]),
      threads,
    );
    expect(result.withoutThreadTime).toBe(1);
    expect(named(result.trace, 'FunctionCall')[0]).toMatchObject({ ts: 5_000, dur: 1_000 });
  });
});

describe('threadTimeFrom (the A/B measure, docs/decisions/0045-a-b-against-the-last-build.md)', () => {
  const threads = new Map([[PAGE, MAIN]]);

  it('sums the thread time of the main thread’s top-level tasks from the given time on', () => {
    const input = trace([
      // Before the paint: left out, though it ends after it.
      event({ name: 'RunTask', ts: 900_000, dur: 200_000, tdur: 150_000 }),
      event({ name: 'RunTask', ts: 1_200_000, dur: 100_000, tdur: 40_000 }),
      // The same task one level down, and work inside it: counted once, in the task.
      event({ name: 'ThreadControllerImpl::RunTask', ts: 1_200_000, dur: 100_000, tdur: 40_000 }),
      event({ name: 'FunctionCall', ts: 1_210_000, dur: 50_000, tdur: 30_000 }),
      // A thread time a clock tick over the wall time counts as the wall time.
      event({ name: 'RunTask', ts: 1_400_000, dur: 10_000, tdur: 10_001 }),
      // Another thread's task: not the page's main thread.
      event({ name: 'RunTask', tid: 2, ts: 1_500_000, dur: 80_000, tdur: 80_000 }),
    ]);
    expect(threadTimeFrom(input, threads, 1_000_000)).toBe(50);
    expect(threadTimeFrom(input, threads, 1_300_000)).toBe(10);
    expect(threadTimeFrom(input, threads, 2_000_000)).toBe(0);
  });

  it('gives no measure when a task of 1 ms or more in the span has no thread time', () => {
    const input = trace([
      event({ name: 'RunTask', ts: 900_000, dur: 200_000 }),
      event({ name: 'RunTask', ts: 1_200_000, dur: 100_000 }),
      // Tasks of a few µs come without thread time: their wall time counts.
      event({ name: 'RunTask', ts: 1_400_000, dur: 3 }),
      event({ name: 'RunTask', ts: 1_500_000, dur: 1_000, tdur: 500 }),
    ]);
    expect(threadTimeFrom(input, threads, 1_000_000)).toBeUndefined();
    // The one before the span does not matter.
    expect(threadTimeFrom(input, threads, 1_300_000)).toBe(0.503);
  });
});

describe('tapThreadTime (docs/decisions/0046-taps-judged-on-thread-time.md)', () => {
  const pointerdown = (ts: number) =>
    event({ name: 'EventDispatch', ts, dur: 2_000, args: { data: { type: 'pointerdown' } } });
  const mark = (ts: number, name = TAP_SEEN_MARK) =>
    event({ name, cat: 'blink.user_timing', ph: 'R', ts });

  it('sums the tasks from the one that dispatched the pointerdown through the answer’s frame', () => {
    const events = [
      // Before the tap, and an earlier tap's pointerdown: not its work.
      event({ name: 'RunTask', ts: 500_000, dur: 30_000, tdur: 30_000 }),
      pointerdown(501_000),
      event({ name: 'RunTask', ts: 1_000_000, dur: 20_000, tdur: 12_000 }),
      pointerdown(1_001_000),
      event({ name: 'RunTask', ts: 1_050_000, dur: 40_000, tdur: 25_000 }),
      // Another thread's work: not the page's main thread.
      event({ name: 'RunTask', tid: 2, ts: 1_060_000, dur: 40_000, tdur: 40_000 }),
      // The answer's frame: the probe's mark as it begins, then its layout, paint and commit.
      event({ name: 'RunTask', ts: 1_100_000, dur: 5_000, tdur: 5_000 }),
      mark(1_100_500),
      // After the answer's frame, up to the next frame's mark: it does not delay the answer.
      event({ name: 'RunTask', ts: 1_110_000, dur: 6_000, tdur: 6_000 }),
      mark(1_120_000, TAP_ANSWERED_MARK),
      // After the answer: not counted.
      event({ name: 'RunTask', ts: 1_200_000, dur: 50_000, tdur: 50_000 }),
    ];
    expect(tapThreadTime(events)).toBe(42);
  });

  it('gives no value without the pointerdown, the mark, or thread time', () => {
    expect(tapThreadTime([mark(1_000_000)])).toBeUndefined();
    expect(tapThreadTime([pointerdown(1_000_000)])).toBeUndefined();
    // A mark outside any task of the thread: the answer frame's layout and paint are not there.
    expect(
      tapThreadTime([
        event({ name: 'RunTask', ts: 1_000_000, dur: 20_000, tdur: 10_000 }),
        pointerdown(1_001_000),
        mark(1_050_000),
      ]),
    ).toBeUndefined();
    // The next frame's mark alone does not say where the answer's frame was.
    expect(
      tapThreadTime([pointerdown(1_000_000), mark(1_050_000, TAP_ANSWERED_MARK)]),
    ).toBeUndefined();
    expect(
      tapThreadTime([
        event({ name: 'RunTask', ts: 1_000_000, dur: 20_000 }),
        pointerdown(1_001_000),
        mark(1_050_000),
      ]),
    ).toBeUndefined();
  });
});
