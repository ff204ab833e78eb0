/**
 * How much slower the bench makes the CPU, from how fast the host is
 * (docs/decisions/0026-cpu-slowdown-calibrated-to-the-host.md).
 *
 * Lighthouse's mobile preset slows the CPU down a constant 4×, which turns a
 * host of benchmarkIndex about 1,533 into the phone it stands for. On a slower
 * host 4× simulates a slower phone, on a faster one a faster phone; this
 * machine's benchmarkIndex moves between about 1,000 and 2,300 from one minute
 * to the next. Lighthouse's documentation (docs/throttling.md, "Calibrating the
 * CPU slowdown") asks for a multiplier that fits the host. The bench keeps
 * Lighthouse's reference point and scales in proportion, as Chrome DevTools'
 * CPU calibration does (it slows the host until its benchmark score is the
 * target phone's): the reference phone scores 1,533 / 4 ≈ 383.
 */
import { median } from './budget.ts';

/** The slowdown a host of Lighthouse's reference speed gets: the mobile preset's constant. */
export const REFERENCE_SLOWDOWN = 4;

/** The benchmarkIndex of Lighthouse's reference host, the one its constant 4× is made for. */
export const REFERENCE_BENCHMARK_INDEX = 1533;

/**
 * The CPU slowdown that makes a host of `benchmarkIndex` as fast as
 * Lighthouse's reference phone: 4× × benchmarkIndex / 1,533 (so 4× at 1,533,
 * 2.6× at 1,000, 6× at 2,300), at least 1× (a host as slow as the phone runs
 * as it is). Rounded to 0.1.
 * @param benchmarkIndex Lighthouse's benchmarkIndex of the host (a positive number).
 * @throws {RangeError} when `benchmarkIndex` is not a positive finite number
 *   (Lighthouse could not measure the host): the bench must not guess.
 */
export function calibratedSlowdown(benchmarkIndex: number): number {
  if (!Number.isFinite(benchmarkIndex) || benchmarkIndex <= 0)
    throw new RangeError(`bench: no CPU slowdown for a benchmarkIndex of ${benchmarkIndex}`);
  const slowdown = (REFERENCE_SLOWDOWN * benchmarkIndex) / REFERENCE_BENCHMARK_INDEX;
  return Math.max(1, Math.round(slowdown * 10) / 10);
}

/**
 * The slowdown `--cpu-slowdown=N` pins for every run (e.g. 4, Lighthouse's
 * constant, to compare with a report made before the calibration), or
 * undefined when the command line has none.
 * @param argv The command line (`process.argv`).
 * @throws {RangeError} when N is not a number from 1 to 20 (Chromium's range
 *   for a CPU slowdown starts at 1; 20 is Lighthouse's low-end phone on a fast desktop).
 */
export function fixedSlowdownFromArgs(argv: readonly string[]): number | undefined {
  const option = argv.findLast((argument) => argument.startsWith('--cpu-slowdown'));
  if (option === undefined) return undefined;
  const value = Number(option.split('=')[1]);
  if (!option.includes('=') || !Number.isFinite(value) || value < 1 || value > 20)
    throw new RangeError(`bench: ${option}: give the slowdown as --cpu-slowdown=N, N from 1 to 20`);
  return value;
}

/**
 * What the report says of Lighthouse's settings: the mobile preset, its
 * simulated network and the CPU slowdown of the runs ({@link slowdownText});
 * nothing with no runs (`npm run bench -- --no-lighthouse`, which the report
 * says where Lighthouse's table would be): never a slowdown no run measured.
 * @param slowdowns each Lighthouse run's CPU slowdown (×).
 * @returns one sentence, or `''`.
 */
export function lighthouseSettingsText(slowdowns: readonly number[]): string {
  if (slowdowns.length === 0) return '';
  return (
    'Lighthouse, mobile preset (Moto G Power, 412×823), simulated throttling (150 ms RTT, ' +
    `1.6 Mbps down, CPU ${slowdownText(slowdowns)} slower: as slow as Lighthouse's reference ` +
    'phone, 4× on a host of benchmarkIndex 1,533; docs/decisions/0026).'
  );
}

/**
 * How much slower the CPU was, for the reports: `4×` when every run had the
 * same slowdown, else the median and range (`2.9× (2.4–3.6×, calibrated per run)`).
 * @param slowdowns each run's CPU slowdown (×); at least one.
 * @throws RangeError with no runs: a report never states a slowdown no run
 *   measured (Lighthouse's line goes through {@link lighthouseSettingsText}).
 */
export function slowdownText(slowdowns: readonly number[]): string {
  if (slowdowns.length === 0) throw new RangeError('slowdownText needs at least one run');
  const low = Math.min(...slowdowns);
  const high = Math.max(...slowdowns);
  return low === high
    ? `${low}×`
    : `${median([...slowdowns]).toFixed(1)}× (${low}–${high}×, calibrated per run)`;
}
