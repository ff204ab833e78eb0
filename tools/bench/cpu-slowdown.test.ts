import { describe, expect, it } from 'vitest';
import {
  BENCHMARK_INDEX_SCRIPT,
  calibratedSlowdown,
  fixedSlowdownFromArgs,
  REFERENCE_SLOWDOWN,
} from './cpu-slowdown.ts';

describe('calibratedSlowdown', () => {
  it('gives the calculator’s slowdown at each breakpoint', () => {
    expect(calibratedSlowdown(2000)).toBe(6);
    expect(calibratedSlowdown(1533)).toBe(REFERENCE_SLOWDOWN);
    expect(calibratedSlowdown(1300)).toBe(3);
    expect(calibratedSlowdown(800)).toBe(2);
    expect(calibratedSlowdown(150)).toBe(1);
  });

  it('is linear between breakpoints, rounded to 0.1', () => {
    expect(calibratedSlowdown(1050)).toBe(2.5);
    expect(calibratedSlowdown(1237)).toBe(2.9);
    expect(calibratedSlowdown(475)).toBe(1.5);
    expect(calibratedSlowdown(2300)).toBe(7.3);
  });

  it('never speeds a host up: a phone-class host runs as it is', () => {
    expect(calibratedSlowdown(100)).toBe(1);
    expect(calibratedSlowdown(1)).toBe(1);
  });

  it('refuses a benchmarkIndex Lighthouse could not measure', () => {
    for (const index of [0, -5, Number.NaN, Number.POSITIVE_INFINITY])
      expect(() => calibratedSlowdown(index)).toThrow(RangeError);
  });
});

describe('BENCHMARK_INDEX_SCRIPT', () => {
  it('is Lighthouse’s benchmark, called, so evaluating it gives a number', () => {
    expect(BENCHMARK_INDEX_SCRIPT).toMatch(
      /^\(function computeBenchmarkIndex\(\) \{[\s\S]*\}\)\(\)$/,
    );
  });
});

describe('fixedSlowdownFromArgs', () => {
  it('is undefined without the option: the bench calibrates', () => {
    expect(fixedSlowdownFromArgs(['node', 'index.ts', '--no-build'])).toBeUndefined();
  });

  it('reads --cpu-slowdown=N, the last one winning', () => {
    expect(fixedSlowdownFromArgs(['--cpu-slowdown=4'])).toBe(4);
    expect(fixedSlowdownFromArgs(['--cpu-slowdown=4', '--cpu-slowdown=2.5'])).toBe(2.5);
  });

  it('refuses a slowdown Chromium cannot apply or that was not given', () => {
    for (const option of [
      '--cpu-slowdown',
      '--cpu-slowdown=',
      '--cpu-slowdown=0.5',
      '--cpu-slowdown=fast',
      '--cpu-slowdown=40',
    ])
      expect(() => fixedSlowdownFromArgs([option])).toThrow(/--cpu-slowdown=N/);
  });
});
