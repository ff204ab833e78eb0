import { describe, expect, it } from 'vitest';
import { AB_FAIL_RATIO, AB_MAX_PAIRS, abVerdict, pairedRatio, pairOrder } from './ab.ts';

/** Base times and candidates `factor` × them, each pair off by a fixed pattern of ±`noise`. */
function pairs(count: number, factor: number, noise = 0): [number[], number[]] {
  const base = Array.from({ length: count }, (_, index) => 100 + (index % 3) * 20);
  const candidate = base.map(
    (time, index) => time * factor * (1 + (index % 2 === 0 ? noise : -noise) * ((index % 4) / 3)),
  );
  return [base, candidate];
}

describe('the A/B verdict (docs/decisions/0045-a-b-against-the-last-build.md)', () => {
  it('alternates which build loads first: ABBA', () => {
    expect([0, 1, 2, 3].map(pairOrder)).toEqual([
      ['base', 'candidate'],
      ['candidate', 'base'],
      ['base', 'candidate'],
      ['candidate', 'base'],
    ]);
  });

  it('gives the Hodges–Lehmann ratio and the signed-rank interval of the textbook', () => {
    // ln-ratios 0.1 … 1.0: the Walsh averages' median is 0.55; with 10 pairs the 95 % bounds
    // are the 9th smallest and 9th largest of the 55 averages, 0.3 and 0.8.
    const base = Array.from({ length: 10 }, () => 1);
    const candidate = base.map((_, index) => Math.exp((index + 1) / 10));
    const interval = pairedRatio(base, candidate);
    expect(interval?.ratio).toBeCloseTo(Math.exp(0.55), 10);
    expect(interval?.low).toBeCloseTo(Math.exp(0.3), 10);
    expect(interval?.high).toBeCloseTo(Math.exp(0.8), 10);
    expect(interval?.pairs).toBe(10);
  });

  it('gives no interval below 6 pairs, nor for a time of 0', () => {
    expect(pairedRatio([1, 2, 3, 4, 5], [1, 2, 3, 4, 5])).toBeUndefined();
    expect(pairedRatio([1, 2, 3, 4, 5, 0], [1, 2, 3, 4, 5, 6])).toBeUndefined();
  });

  it('passes the same build, fails one with surely more than 10 % more work', () => {
    const [same, again] = pairs(10, 1);
    expect(abVerdict(same, again)).toMatchObject({
      verdict: 'PASS',
      interval: { ratio: 1, low: 1, high: 1 },
    });
    const [base, slower] = pairs(10, 1.3, 0.05);
    const fail = abVerdict(base, slower);
    expect(fail.verdict).toBe('FAIL');
    expect(fail.interval?.low).toBeGreaterThan(AB_FAIL_RATIO);
  });

  it('asks for more pairs while the interval straddles 1.10, then answers UNKNOWN', () => {
    const [base, near] = pairs(10, AB_FAIL_RATIO, 0.2);
    expect(abVerdict(base, near)).toMatchObject({ verdict: 'UNKNOWN', needsMore: true });
    const [more, nearMore] = pairs(AB_MAX_PAIRS, AB_FAIL_RATIO, 0.2);
    expect(abVerdict(more, nearMore)).toMatchObject({ verdict: 'UNKNOWN', needsMore: false });
  });
});
