/**
 * The bench's verdict on a budget of a median, with three answers
 * (docs/decisions/0039-blocking-time-from-thread-time.md, docs/product.md
 * § Performance): PASS, FAIL or INCONCLUSIVE, from order statistics of the
 * loads, so that one outlier never decides and a noisy host gives
 * INCONCLUSIVE rather than a wrong answer.
 *
 * With n loads of a page, the k-th and (n+1−k)-th smallest values bound the
 * median with a probability that depends on n and k only (the sign test):
 * for 9 loads the 2nd and 8th smallest, 96.1 %; for 15 loads the 4th and
 * 12th, 96.5 %. A budget is met (PASS) when the whole interval is within it,
 * missed (FAIL) when the whole interval is over it; each is wrong at most
 * about 2 % of the time.
 */

/** Loads per page kind and language in the first stage. */
export const FIRST_LOADS = 9;
/** Loads added when the first stage decides nothing. */
export const MORE_LOADS = 6;

/** The order statistics (1-based ranks) bounding the median for each stage's load count. */
const RANKS: ReadonlyMap<number, readonly [number, number]> = new Map([
  [FIRST_LOADS, [2, 8]],
  [FIRST_LOADS + MORE_LOADS, [4, 12]],
]);

export type VerdictWord = 'PASS' | 'FAIL' | 'INCONCLUSIVE';

export type MedianVerdict = {
  verdict: VerdictWord;
  /** The median of the loads counted (NaN when there is none). */
  median: number;
  /** The interval of the median: the two order statistics the verdict read; NaN when none. */
  interval: [number, number];
  /** Loads counted (9 or 15, or fewer when loads were missing). */
  loads: number;
  /** True after the first stage when the verdict is open: 6 more loads decide it. */
  needsMore: boolean;
  /** Why there is no verdict, when the answer is INCONCLUSIVE for a reason other than the spread. */
  reason?: string;
};

/**
 * Judges a median budget on the loads' values.
 * - 9 values: PASS when the 8th smallest is within the limit, FAIL when the
 *   2nd smallest is over it, else open (`needsMore`; INCONCLUSIVE until then).
 * - 15 values: the same on the 12th and the 4th; else INCONCLUSIVE.
 * For a budget where higher is better (a score ≥ 100) the roles mirror: PASS
 * when the 2nd (4th) smallest reaches the limit, FAIL when the 8th (12th) does not.
 * More values than a stage's count use that stage's first values; fewer than
 * 9, or any value that is not a number (a load without thread time, a tap
 * visit not made: no verdict, never a fall-back), give INCONCLUSIVE with the reason.
 * @param values one value per load, in load order, in the budget's unit.
 * @param limit the budget (the worst acceptable median).
 */
export function medianVerdict(
  values: readonly number[],
  limit: number,
  higherIsBetter = false,
): MedianVerdict {
  const missing = values.filter((value) => !Number.isFinite(value)).length;
  const counted = values.filter((value) => Number.isFinite(value));
  const stage = counted.length >= FIRST_LOADS + MORE_LOADS ? FIRST_LOADS + MORE_LOADS : FIRST_LOADS;
  const used = counted.slice(0, stage).sort((a, b) => a - b);
  const median = used.length ? (used[Math.floor((used.length - 1) / 2)] ?? NaN) : NaN;
  const reason =
    missing > 0
      ? `${missing} of ${values.length} loads without a value (no thread time, or not made)`
      : used.length < FIRST_LOADS
        ? `${used.length} loads, ${FIRST_LOADS} needed for a verdict`
        : undefined;
  if (reason)
    return {
      verdict: 'INCONCLUSIVE',
      median,
      interval: [NaN, NaN],
      loads: used.length,
      needsMore: false,
      reason,
    };
  const [low, high] = RANKS.get(stage) ?? [1, stage];
  const interval: [number, number] = [used[low - 1] ?? NaN, used[high - 1] ?? NaN];
  const within = (value: number) => (higherIsBetter ? value >= limit : value <= limit);
  const [best, worst] = higherIsBetter ? [interval[1], interval[0]] : interval;
  const verdict: VerdictWord = within(worst) ? 'PASS' : within(best) ? 'INCONCLUSIVE' : 'FAIL';
  return {
    verdict,
    median,
    interval,
    loads: used.length,
    needsMore: verdict === 'INCONCLUSIVE' && stage === FIRST_LOADS,
  };
}

/**
 * The verdict of the two stages: the first {@link FIRST_LOADS} values decide
 * when they can; only an open first stage is judged again on all 15 (so a
 * budget decided after 9 keeps that verdict, whatever loads the other
 * budgets' second stage adds). See {@link medianVerdict}.
 * @param values one value per load, in load order.
 */
export function stagedVerdict(
  values: readonly number[],
  limit: number,
  higherIsBetter = false,
): MedianVerdict {
  const first = medianVerdict(values.slice(0, FIRST_LOADS), limit, higherIsBetter);
  return first.needsMore && values.length > FIRST_LOADS
    ? medianVerdict(values, limit, higherIsBetter)
    : first;
}
