import { describe, expect, it } from 'vitest';
import { runCount } from './run-counts.ts';

describe('runCount: how many runs a part of the bench makes', () => {
  it('takes the fallback when the variable is unset or empty', () => {
    expect(runCount({}, 'BENCH_RUNS', 5)).toBe(5);
    expect(runCount({ BENCH_RUNS: ' ' }, 'BENCH_RUNS', 5)).toBe(5);
  });

  it('takes a whole number, 0 included (the part is left out)', () => {
    expect(runCount({ BENCH_TAP_RUNS: '7' }, 'BENCH_TAP_RUNS', 5)).toBe(7);
    expect(runCount({ BENCH_TAP_RUNS: '0' }, 'BENCH_TAP_RUNS', 5)).toBe(0);
  });

  it.each(['-1', '2.5', 'five', '-0.5', 'Infinity'])('refuses %s, naming the variable', (value) => {
    expect(() => runCount({ BENCH_TAP_RUNS: value }, 'BENCH_TAP_RUNS', 5)).toThrow(
      new RangeError(`bench: BENCH_TAP_RUNS=${value}: give a whole number of runs, 0 or more`),
    );
  });
});
