import { describe, expect, it } from 'vitest';
import {
  calibratedSlowdown,
  fixedSlowdownFromArgs,
  lighthouseSettingsText,
  REFERENCE_BENCHMARK_INDEX,
  REFERENCE_SLOWDOWN,
  slowdownText,
} from './cpu-slowdown.ts';

describe('calibratedSlowdown', () => {
  it('slows the reference host down by Lighthouse’s constant', () => {
    expect(calibratedSlowdown(REFERENCE_BENCHMARK_INDEX)).toBe(REFERENCE_SLOWDOWN);
  });

  it('slows a host down in proportion to its speed, rounded to 0.1', () => {
    expect(calibratedSlowdown(1000)).toBe(2.6);
    expect(calibratedSlowdown(1224)).toBe(3.2);
    expect(calibratedSlowdown(2300)).toBe(6);
    expect(calibratedSlowdown(3066)).toBe(8);
  });

  it('never speeds a host up: one as slow as the phone runs as it is', () => {
    expect(calibratedSlowdown(383)).toBe(1);
    expect(calibratedSlowdown(100)).toBe(1);
  });

  it('refuses a benchmarkIndex Lighthouse could not measure', () => {
    for (const index of [0, -5, Number.NaN, Number.POSITIVE_INFINITY])
      expect(() => calibratedSlowdown(index)).toThrow(RangeError);
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

describe('slowdownText: how much slower the CPU was', () => {
  it('names one slowdown when every run had it (--cpu-slowdown=N)', () => {
    expect(slowdownText([4, 4, 4])).toBe('4×');
  });

  it('gives the median and range of calibrated runs', () => {
    expect(slowdownText([2.9, 3.1, 2.4, 3.6, 2.9, 2.9])).toBe(
      '2.9× (2.4–3.6×, calibrated per run)',
    );
  });

  it('refuses to name a slowdown no run measured', () => {
    expect(() => slowdownText([])).toThrow(RangeError);
  });
});

describe('lighthouseSettingsText: what the report says of Lighthouse', () => {
  it('gives the preset, the network and the runs’ CPU slowdown', () => {
    const text = lighthouseSettingsText([3, 2.6, 4.6]);
    expect(text).toContain('mobile preset');
    expect(text).toContain('150 ms RTT, 1.6 Mbps down');
    expect(text).toContain('CPU 3.0× (2.6–4.6×, calibrated per run) slower');
  });

  it('says nothing when no run measured a slowdown (--no-lighthouse: the report says so where its table would be)', () => {
    expect(lighthouseSettingsText([])).toBe('');
  });
});
