/**
 * The page's own CPU work in a Lighthouse trace, for the bench's judge
 * (docs/decisions/0039-blocking-time-from-thread-time.md).
 *
 * Lighthouse's simulation (Lantern) takes each main-thread task's *wall-clock*
 * duration, multiplies it by the phone's CPU slowdown and then applies the
 * 50 ms threshold of Total Blocking Time. On a shared host a task the host
 * pauses grows in wall time, not in thread time: Chrome's trace events carry
 * both (`dur` and `tdur`, µs). {@link scaleToThreadTime} rewrites a trace so
 * that each top-level task of the page's renderer main thread, and every event
 * inside it, lasts as long as its thread actually ran; Lantern then simulates
 * the page's own work, not the host's pauses.
 */
import type { Trace, TraceEvent } from 'lighthouse';
import { TraceProcessor } from 'lighthouse/core/lib/tracehouse/trace-processor.js';

/**
 * The names Lantern takes for a top-level task (`PageDependencyGraph.isScheduleableTask`
 * of Lighthouse's trace engine). `RunTask` and `ThreadControllerImpl::RunTask` are
 * the same task at two levels: only the outermost one is a top-level task here.
 */
const TASK_NAMES = new Set([
  'RunTask',
  'ThreadControllerImpl::RunTask',
  'ThreadControllerImpl::DoWork',
  'TaskQueueManager::ProcessTaskFromWorkQueue',
]);

/** What {@link scaleToThreadTime} did, in ms (the trace's µs / 1000). */
export type ThreadTimeScaling = {
  /** The rewritten trace: a new object; the input is left as it was. */
  trace: Trace;
  /** Top-level tasks on the page's renderer main thread(s). */
  tasks: number;
  /** Those without a thread time (`tdur`): any at all means no verdict. */
  withoutThreadTime: number;
  /** Their wall-clock time, in ms. */
  wallMs: number;
  /** Their thread time, in ms (each task at most its wall time). */
  threadMs: number;
};

/**
 * The page's renderer main thread(s), as Lighthouse finds them: the main
 * frame's process (each one, when a navigation changed it) and its
 * `CrRendererMain` thread.
 * @returns a map of process id to thread id.
 * @throws {Error} from Lighthouse when the trace names no main frame or no renderer thread.
 */
export function pageMainThreads(events: readonly TraceEvent[]): Map<number, number> {
  const keyEvents = TraceProcessor.filteredTraceSort(
    events as TraceEvent[],
    (event) =>
      event.cat.includes('loading') ||
      event.cat.includes('devtools.timeline') ||
      event.cat === '__metadata',
  );
  return TraceProcessor.findMainFramePidTids(TraceProcessor.findMainFrameIds(keyEvents), keyEvents);
}

/** A trace event with its thread time (µs), which Lighthouse's type leaves out. */
type TimedEvent = TraceEvent & { tdur?: number };

/** Whether `event` is a top-level task candidate: a complete event with a duration. */
function isTask(event: TraceEvent): boolean {
  return event.ph === 'X' && TASK_NAMES.has(event.name) && (event.dur ?? 0) > 0;
}

/**
 * Rewrites `trace` so that each top-level task of the page's renderer main
 * thread lasts its thread time: the task's `dur` becomes `dur × f` with
 * `f = min(1, tdur / dur)` (a thread never runs longer than the wall clock;
 * a `tdur` a clock tick above `dur` is rounding), and every event of that
 * thread inside it (complete events, begin/end pairs, instants) keeps its
 * place in the task in proportion: `ts' = start + (ts − start) × f`,
 * `dur' = dur × f`. So nesting stays intact (Lighthouse's main-thread task
 * tree is rebuilt from it) and each task still starts when it started; the
 * time the host took from it becomes idle time after it. Events of other
 * threads and processes are not touched, and the input is not changed.
 * A task without `tdur` is left as it was and counted in `withoutThreadTime`:
 * the caller must then give no verdict, never fall back to wall time.
 * @param threads process id → main thread id ({@link pageMainThreads}).
 */
export function scaleToThreadTime(trace: Trace, threads: Map<number, number>): ThreadTimeScaling {
  const events = trace.traceEvents;
  const onMain = (event: TraceEvent) => threads.get(event.pid) === event.tid;
  // Lighthouse's own order: by time, and events of equal time by nesting.
  const ordered = TraceProcessor.filteredTraceSort(events as TraceEvent[], onMain);
  const replaced = new Map<TraceEvent, TraceEvent>();
  let tasks = 0;
  let withoutThreadTime = 0;
  let wall = 0;
  let thread = 0;
  /** The top-level task being walked through, per process. */
  const current = new Map<number, { start: number; end: number; factor: number }>();
  for (const event of ordered) {
    const task = current.get(event.pid);
    if (task && event.ts < task.end) {
      if (task.factor === 1) continue;
      replaced.set(event, {
        ...event,
        ts: task.start + (event.ts - task.start) * task.factor,
        ...(typeof event.dur === 'number' ? { dur: event.dur * task.factor } : {}),
      });
      continue;
    }
    if (!isTask(event)) continue;
    const dur = event.dur ?? 0;
    tasks += 1;
    wall += dur;
    const tdur = (event as TimedEvent).tdur;
    if (typeof tdur !== 'number' || !Number.isFinite(tdur)) {
      withoutThreadTime += 1;
      current.set(event.pid, { start: event.ts, end: event.ts + dur, factor: 1 });
      continue;
    }
    const factor = Math.min(1, Math.max(0, tdur / dur));
    thread += dur * factor;
    current.set(event.pid, { start: event.ts, end: event.ts + dur, factor });
    if (factor !== 1) replaced.set(event, { ...event, dur: dur * factor });
  }
  return {
    trace: { ...trace, traceEvents: events.map((event) => replaced.get(event) ?? event) },
    tasks,
    withoutThreadTime,
    wallMs: wall / 1000,
    threadMs: thread / 1000,
  };
}

/**
 * The A/B measure (./ab.ts): the thread time of the page's renderer main-thread top-level
 * tasks that start at or after the first contentful paint, in ms, as Lighthouse's own
 * trace processor finds that paint ({@link threadTimeFrom}).
 * @returns as {@link threadTimeFrom}.
 * @throws {Error} from Lighthouse when the trace names no main frame or no navigation, or
 *   has no first contentful paint (`NO_FCP`).
 */
export function threadTimeAfterFirstPaint(trace: Trace): number | undefined {
  const processed = TraceProcessor.processTrace(trace);
  const paint = TraceProcessor.processNavigation(processed).timestamps.firstContentfulPaint;
  return threadTimeFrom(trace, pageMainThreads(trace.traceEvents), paint);
}

/**
 * The longest top-level task, in µs, whose missing thread time {@link threadTimeFrom} takes as
 * its wall time: Chrome leaves `tdur` out of some tasks of a few µs (seen in tap traces: 1–3 µs),
 * which cannot move a verdict; a longer one without it gives no measure.
 */
const UNTIMED_TASK_LIMIT_US = 1000;

/**
 * The thread time (`tdur`, each at most its `dur`) of the top-level tasks of the page's
 * renderer main thread(s) that start at or after `from`, in ms; a task that started
 * before `from` is left out whole, and what runs inside a task is in its time already.
 * @param threads process id → main thread id ({@link pageMainThreads}).
 * @param from a trace timestamp (µs), e.g. the first contentful paint's.
 * @returns undefined when a task of 1 ms or more in that span has no thread time: no measure
 *   then, never wall time instead (a shorter one counts its wall time, {@link UNTIMED_TASK_LIMIT_US}).
 */
export function threadTimeFrom(
  trace: Trace,
  threads: Map<number, number>,
  from: number,
): number | undefined {
  const ordered = TraceProcessor.filteredTraceSort(
    trace.traceEvents as TraceEvent[],
    (event) => threads.get(event.pid) === event.tid,
  );
  let total = 0;
  /** Where the top-level task being walked through ends, per process. */
  const ends = new Map<number, number>();
  for (const event of ordered) {
    if (event.ts < (ends.get(event.pid) ?? Number.NEGATIVE_INFINITY) || !isTask(event)) continue;
    ends.set(event.pid, event.ts + (event.dur ?? 0));
    if (event.ts < from) continue;
    const tdur = (event as TimedEvent).tdur;
    if (typeof tdur === 'number' && Number.isFinite(tdur)) total += Math.min(tdur, event.dur ?? 0);
    else if ((event.dur ?? 0) < UNTIMED_TASK_LIMIT_US) total += event.dur ?? 0;
    else return undefined;
  }
  return total / 1000;
}

/**
 * The User Timing mark the tap probe sets in the first frame that shows the result, as that
 * frame begins (its animation frame callbacks; ./tap-probe.ts): the task it is in goes on to
 * lay out, paint and commit that frame, the answer's frame.
 */
export const TAP_SEEN_MARK = 'bench-tap-seen';

/**
 * The User Timing mark the tap probe sets in the frame after the answer's frame, where the
 * page's own clock stops (the wall time, for diagnosis) and a trace of the tap ends.
 */
export const TAP_ANSWERED_MARK = 'bench-tap-answered';

/**
 * A tap's own main-thread work in a trace recorded around it (./taps.ts): the thread time,
 * in ms, of the top-level tasks of the thread that dispatched the `pointerdown`, from the
 * task that dispatched it through the answer's frame, the task holding the {@link TAP_SEEN_MARK}
 * mark ({@link threadTimeFrom}: tasks starting before the mark, each whole). Work that runs
 * after that frame (a deferred render, the next frame) does not delay the answer and is not
 * counted. The bench multiplies it by the phone's slowdown and adds one frame, the time the
 * answer's frame takes to reach the screen (docs/decisions/0046-taps-judged-on-thread-time.md).
 * @returns undefined when the trace has no mark, no `pointerdown` dispatch before it in the
 *   same page, no task on that thread holding the mark, or a task in the span without thread time.
 */
export function tapThreadTime(events: readonly TraceEvent[]): number | undefined {
  const seen = events.find((event) => event.name === TAP_SEEN_MARK);
  if (!seen) return undefined;
  // The tap's: the last pointerdown dispatched in the page before its answer was seen.
  const down = events.findLast(
    (event) =>
      event.name === 'EventDispatch' &&
      event.pid === seen.pid &&
      event.ts < seen.ts &&
      (event.args as { data?: { type?: string } }).data?.type === 'pointerdown',
  );
  if (!down) return undefined;
  const threads = new Map([[down.pid, down.tid]]);
  const onThread = events.filter((event) => event.pid === down.pid && event.tid === down.tid);
  const within = (at: number) => (event: TraceEvent) =>
    isTask(event) && event.ts <= at && at < event.ts + (event.dur ?? 0);
  // The answer's frame: the task the mark was set in. None, and the frame's layout and paint
  // would go uncounted: no value then.
  if (!onThread.some(within(seen.ts))) return undefined;
  const from = onThread.find(within(down.ts))?.ts ?? down.ts;
  const span = events.filter((event) => event.ts < seen.ts);
  return threadTimeFrom({ traceEvents: span as TraceEvent[] }, threads, from);
}
