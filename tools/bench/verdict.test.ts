import { describe, expect, it } from 'vitest';
import { medianVerdict, stagedVerdict } from './verdict.ts';

/** Nine loads: seven at `typical`, one low and one high outlier, in a shuffled order. */
function nine(low: number, typical: number, high: number): number[] {
  return [typical, high, typical, typical, low, typical, typical, typical, typical];
}

describe('medianVerdict (docs/decisions/0039-blocking-time-from-thread-time.md)', () => {
  it('passes 9 loads whose 8th smallest is within the budget, one outlier over it tolerated', () => {
    const result = medianVerdict(nine(0, 10, 400), 30);
    expect(result).toMatchObject({ verdict: 'PASS', median: 10, interval: [10, 10], loads: 9 });
    expect(result.needsMore).toBe(false);
  });

  it('reads the 8th smallest, not the largest: two loads over the budget leave it open', () => {
    const values = [5, 5, 5, 5, 5, 5, 5, 31, 400];
    expect(medianVerdict(values, 30)).toMatchObject({
      verdict: 'INCONCLUSIVE',
      interval: [5, 31],
      needsMore: true,
    });
    // The limit itself is within the budget (≤).
    expect(medianVerdict([5, 5, 5, 5, 5, 5, 5, 30, 400], 30).verdict).toBe('PASS');
  });

  it('fails 9 loads whose 2nd smallest is over the budget, one outlier under it tolerated', () => {
    expect(medianVerdict(nine(0, 60, 70), 30)).toMatchObject({
      verdict: 'FAIL',
      interval: [60, 60],
      needsMore: false,
    });
    expect(medianVerdict([0, 30, 60, 60, 60, 60, 60, 60, 60], 30).verdict).toBe('INCONCLUSIVE');
  });

  it('decides 15 loads on the 12th and the 4th smallest', () => {
    const pass = [...Array(12).fill(10), 31, 40, 50];
    expect(medianVerdict(pass, 30)).toMatchObject({ verdict: 'PASS', interval: [10, 10] });
    // One more load over the budget: the 12th smallest is over it.
    expect(medianVerdict([...Array(11).fill(10), 31, 40, 50, 60], 30).verdict).toBe('INCONCLUSIVE');
    const fail = [0, 1, 2, 31, ...Array(11).fill(40)];
    expect(medianVerdict(fail, 30)).toMatchObject({ verdict: 'FAIL', interval: [31, 40] });
    const open = [...Array(7).fill(10), ...Array(8).fill(50)];
    expect(medianVerdict(open, 30)).toMatchObject({
      verdict: 'INCONCLUSIVE',
      median: 50,
      interval: [10, 50],
      loads: 15,
      needsMore: false,
    });
  });

  it('mirrors the ranks for a budget where higher is better (a score ≥ 100)', () => {
    expect(medianVerdict([100, 100, 100, 100, 100, 100, 100, 100, 90], 100, true).verdict).toBe(
      'PASS',
    );
    expect(medianVerdict([100, 90, 90, 90, 90, 90, 90, 90, 90], 100, true).verdict).toBe('FAIL');
    expect(medianVerdict([90, 90, 100, 100, 100, 100, 100, 100, 100], 100, true).needsMore).toBe(
      true,
    );
  });

  it('gives no verdict without a value for every load, nor with fewer than 9 loads', () => {
    expect(medianVerdict([...Array(8).fill(1), NaN], 30)).toMatchObject({
      verdict: 'INCONCLUSIVE',
      needsMore: false,
      reason: '1 of 9 loads without a value (no thread time, or not made)',
    });
    expect(medianVerdict([1, 1, 1], 30)).toMatchObject({
      verdict: 'INCONCLUSIVE',
      median: 1,
      reason: '3 loads, 9 needed for a verdict',
    });
  });
});

describe('stagedVerdict', () => {
  it('keeps the verdict of the first 9 loads when they decide, whatever the next 6 say', () => {
    const values = [...nine(0, 60, 70), 1, 1, 1, 1, 1, 1];
    expect(stagedVerdict(values, 30)).toMatchObject({ verdict: 'FAIL', loads: 9 });
  });

  it('judges an open first stage again on all 15 loads', () => {
    const open = [5, 5, 5, 5, 5, 5, 5, 31, 400];
    expect(stagedVerdict(open, 30)).toMatchObject({ verdict: 'INCONCLUSIVE', needsMore: true });
    expect(stagedVerdict([...open, 5, 5, 5, 5, 5, 5], 30)).toMatchObject({
      verdict: 'PASS',
      loads: 15,
    });
  });
});
