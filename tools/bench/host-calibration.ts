/**
 * The host's calibration before each load of the bench
 * (docs/decisions/0039-blocking-time-from-thread-time.md): a fixed loop's
 * thread time. Thread time leaves out the time the host gave other
 * programs, so it stays put on a busy machine unless the CPU itself runs
 * slower for this thread (a shared core, a slower clock, a hypervisor taking
 * cycles): exactly when the page's own thread time would grow too. A load
 * whose calibration is more than 25 % from the bench's median is not counted
 * and is made again.
 */
import { execFileSync } from 'node:child_process';
import { median } from './budget.ts';
import { calibratedSlowdown, REFERENCE_BENCHMARK_INDEX } from './cpu-slowdown.ts';

/** How far (as a fraction) a load's calibration may be from the bench's median. */
export const CALIBRATION_TOLERANCE = 0.25;

/** Calibration samples taken when the bench starts, so the first load has a median to meet. */
export const CALIBRATION_SEED = 5;

/**
 * The fixed loop's thread time on a host of Lighthouse's reference speed
 * (benchmarkIndex 1,533), in ms. Measured on the bench's machine, 15 pairs
 * under load (2026-11-28): the loop's thread time (median 48.2 ms) beside
 * Lighthouse's own benchmark run in the same thread, its index corrected from
 * wall to thread time (median 2,513): 48.2 × 2,513 / 1,533 ≈ 79 ms.
 */
export const REFERENCE_CALIBRATION_MS = 79;

/** Tries per load before the load is given up (counted as missing: no verdict). */
export const CALIBRATION_TRIES = 5;

/** Iterations of the fixed loop: about 50 ms of one core on this machine. */
const LOOP = 10_000_000;

/**
 * Runs the fixed loop and returns the thread time it took, in ms
 * (`process.threadCpuUsage`: user and system time of this thread only).
 */
export function calibrationSample(): number {
  const before = process.threadCpuUsage();
  let value = 0;
  for (let index = 0; index < LOOP; index += 1) value = (value * 31 + index) % 1_000_003;
  const after = process.threadCpuUsage(before);
  // Keeps the loop from being optimised away.
  if (value < 0) throw new Error('unreachable');
  return (after.user + after.system) / 1000;
}

/**
 * Whether a load's calibration is too far from the bench's: more than
 * {@link CALIBRATION_TOLERANCE} from the median of every sample so far
 * (the seed, and each load's, taken or not).
 * @param sample the load's calibration, in ms.
 * @param samples the bench's samples before it (at least one).
 * @throws {RangeError} without samples: nothing to compare with.
 */
export function calibrationIsOff(sample: number, samples: readonly number[]): boolean {
  if (samples.length === 0) throw new RangeError('calibrationIsOff needs the bench’s samples');
  const middle = median([...samples]);
  return Math.abs(sample - middle) > CALIBRATION_TOLERANCE * middle;
}

/**
 * The CPU slowdown of the judged audit: the host's speed in thread time
 * (the calibration loop), made as slow as Lighthouse's reference phone:
 * 4× × {@link REFERENCE_CALIBRATION_MS} / `calibrationMs` (4× at 79 ms, 6.6× at
 * 48 ms), rounded to 0.1, at least 1×. The same rule as decision 0026's
 * (`calibratedSlowdown`), with a speed the host's load does not move.
 * @param calibrationMs the bench's calibration (median of its samples), in ms.
 * @throws {RangeError} when `calibrationMs` is not a positive finite number.
 */
export function threadTimeSlowdown(calibrationMs: number): number {
  if (!Number.isFinite(calibrationMs) || calibrationMs <= 0)
    throw new RangeError(`bench: no CPU slowdown for a calibration of ${calibrationMs} ms`);
  return calibratedSlowdown((REFERENCE_BENCHMARK_INDEX * REFERENCE_CALIBRATION_MS) / calibrationMs);
}

/**
 * Lighthouse's two benchmark loops (`computeBenchmarkIndex` in
 * lighthouse/core/lib/page-functions.js), for a fixed 1,500 iterations each, timed on the
 * thread's CPU time; run once to warm the compiler, then measured. Prints the index.
 */
const BENCHMARK_SCRIPT = `
const N = 1500;
const rate = (work) => {
  const before = process.threadCpuUsage();
  work();
  const used = process.threadCpuUsage(before);
  const seconds = (used.user + used.system) / 1e6;
  return seconds > 0 ? N / 10 / seconds : NaN;
};
const first = [], second = [];
for (let i = 0; i < 100000; i++) first[i] = second[i] = i;
const strings = () => {
  for (let n = 0; n < N; n++) {
    let text = '';
    for (let j = 0; j < 10000; j++) text += 'a';
    if (text.length === 1) throw new Error('unreachable');
  }
};
const copies = () => {
  for (let n = 0; n < N; n++) {
    const from = n % 2 === 0 ? first : second, to = n % 2 === 0 ? second : first;
    for (let j = 0; j < from.length; j++) to[j] = from[j];
  }
};
rate(strings); rate(copies);
console.log((rate(strings) + rate(copies)) / 2);
`;

/**
 * Lighthouse's benchmarkIndex (the mean of two rates: strings of 10,000 characters built and
 * dropped, and arrays of 100,000 integers copied, each in iterations per second ÷ 10) with
 * its rates taken on thread time instead of the wall clock, in a Node process of its own, warmed
 * first (in the bench's own process, cold and beside Lighthouse's heap, it read about half). A diagnosis beside
 * the fixed loop, not yet a judge: on 2026-12-01 the page's main-thread thread time moved about
 * 1.6× between runs where the fixed loop moved 1.1× and Lighthouse's wall-clock index followed
 * the page (bench/RESULTS.md § Notes), so the bench records this index in every run until a day
 * of runs tells whether it should set the judged slowdown. Takes about 0.7 s.
 * @returns the index (higher is faster; about 2,100–2,300 on the bench's machine), or `NaN`
 *   when the process failed or printed no number.
 */
export function threadBenchmarkIndex(): number {
  try {
    const output = execFileSync(process.execPath, ['-e', BENCHMARK_SCRIPT], { encoding: 'utf8' });
    return Number.parseFloat(output);
  } catch {
    return Number.NaN;
  }
}
