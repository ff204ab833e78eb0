/**
 * The bench's A/B verdict (docs/decisions/0045-a-b-against-the-last-build.md):
 * is this build's page more work for the main thread than the build it is
 * compared with? Loads of the two builds alternate in ABBA order, and each
 * pair gives the ratio of their main-thread CPU time after first paint. The
 * ratios' centre and its 95 % interval are the Hodges–Lehmann estimate on
 * their logarithms with the interval of the Wilcoxon signed-rank test, whose
 * exact distribution comes from stdlib (`@stdlib/stats-base-dists-signrank-cdf`).
 * Pure functions, unit-tested in `ab.test.ts`.
 */
import signrankCdf from '@stdlib/stats-base-dists-signrank-cdf';

/** The ratio (candidate ÷ base) whose excess the A/B verdict fails: 10 % more main-thread time. */
export const AB_FAIL_RATIO = 1.1;
/** Pairs per page before the first look. */
export const AB_FIRST_PAIRS = 10;
/** Pairs per page at most: past this, no answer is UNKNOWN. */
export const AB_MAX_PAIRS = 20;
/** Two-sided: the interval holds the true centre 95 % of the time. */
const CONFIDENCE = 0.95;

/** Which build a load of a pair goes to first: ABBA, so neither always goes first. */
export function pairOrder(pair: number): readonly ['base', 'candidate'] | ['candidate', 'base'] {
  return pair % 2 === 0 ? (['base', 'candidate'] as const) : ['candidate', 'base'];
}

/** The paired ratio's centre and 95 % interval (candidate ÷ base; 1 = the same). */
export type RatioInterval = {
  /** Hodges–Lehmann estimate of the ratio. */
  ratio: number;
  low: number;
  high: number;
  /** The pairs it is made of. */
  pairs: number;
};

/**
 * The Hodges–Lehmann estimate of the paired ratio `candidate[i] / base[i]`
 * and its 95 % interval: on the logarithms `d = ln(candidate / base)`, the
 * median of the Walsh averages `(dᵢ + dⱼ) / 2` (i ≤ j), bounded by the k-th
 * smallest and k-th largest of them, k the largest count whose signed-rank
 * tail `P(T ≤ k − 1)` is at most 2.5 %. Back as ratios through `exp`.
 * @param base, candidate main-thread CPU times of each pair's two loads (ms), in pair order.
 * @returns undefined with fewer than 6 pairs (no 95 % interval exists below that) or a time ≤ 0.
 */
export function pairedRatio(
  base: readonly number[],
  candidate: readonly number[],
): RatioInterval | undefined {
  const n = Math.min(base.length, candidate.length);
  if (n < 6) return undefined;
  const logs: number[] = [];
  for (let index = 0; index < n; index += 1) {
    const a = base[index] ?? 0;
    const b = candidate[index] ?? 0;
    if (!(a > 0 && b > 0)) return undefined;
    logs.push(Math.log(b / a));
  }
  const walsh: number[] = [];
  for (let i = 0; i < n; i += 1)
    for (let j = i; j < n; j += 1) walsh.push(((logs[i] ?? 0) + (logs[j] ?? 0)) / 2);
  walsh.sort((x, y) => x - y);
  const count = walsh.length;
  const middle =
    ((walsh[Math.floor((count - 1) / 2)] ?? 0) + (walsh[Math.ceil((count - 1) / 2)] ?? 0)) / 2;
  let k = 0;
  while (signrankCdf(k, n) <= (1 - CONFIDENCE) / 2) k += 1;
  // k is now the first count whose tail is over 2.5 %: the bound is the k-th smallest (1-based).
  return {
    ratio: Math.exp(middle),
    low: Math.exp(walsh[k - 1] ?? Number.NEGATIVE_INFINITY),
    high: Math.exp(walsh[count - k] ?? Number.POSITIVE_INFINITY),
    pairs: n,
  };
}

/** The A/B verdict of a page: FAIL, PASS, UNKNOWN, or not yet (more pairs would decide). */
export type AbVerdict = {
  verdict: 'PASS' | 'FAIL' | 'UNKNOWN';
  /** Whether more pairs may still decide it (below {@link AB_MAX_PAIRS}). */
  needsMore: boolean;
  interval: RatioInterval | undefined;
};

/**
 * FAIL when the whole interval is above {@link AB_FAIL_RATIO} (surely more than 10 % more
 * work), PASS when the whole of it is below, else UNKNOWN, with `needsMore` while pairs
 * may be added (up to {@link AB_MAX_PAIRS}).
 */
export function abVerdict(base: readonly number[], candidate: readonly number[]): AbVerdict {
  const interval = pairedRatio(base, candidate);
  const pairs = Math.min(base.length, candidate.length);
  if (interval && interval.low > AB_FAIL_RATIO)
    return { verdict: 'FAIL', needsMore: false, interval };
  if (interval && interval.high < AB_FAIL_RATIO)
    return { verdict: 'PASS', needsMore: false, interval };
  return { verdict: 'UNKNOWN', needsMore: pairs < AB_MAX_PAIRS, interval };
}
