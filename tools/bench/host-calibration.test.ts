import { describe, expect, it } from 'vitest';
import {
  calibrationIsOff,
  calibrationSample,
  REFERENCE_CALIBRATION_MS,
  threadBenchmarkIndex,
  threadTimeSlowdown,
} from './host-calibration.ts';

describe('calibrationIsOff (docs/decisions/0039-blocking-time-from-thread-time.md)', () => {
  const samples = [20, 21, 22, 40, 19];

  it('accepts a sample within 25 % of the median of the samples so far', () => {
    // Median 21: 15.75–26.25 ms are within.
    expect(calibrationIsOff(26, samples)).toBe(false);
    expect(calibrationIsOff(16, samples)).toBe(false);
  });

  it('refuses a sample more than 25 % from it, either way', () => {
    expect(calibrationIsOff(26.5, samples)).toBe(true);
    expect(calibrationIsOff(15.5, samples)).toBe(true);
  });

  it('needs samples to compare with', () => {
    expect(() => calibrationIsOff(20, [])).toThrow(RangeError);
  });
});

describe('calibrationSample', () => {
  it("measures the loop's thread time: positive, and not the wall clock's idle time", () => {
    const sample = calibrationSample();
    expect(sample).toBeGreaterThan(0);
    expect(sample).toBeLessThan(10_000);
  });
});

describe('threadTimeSlowdown', () => {
  it("is Lighthouse's 4× on a host as fast as its reference, more on a faster one", () => {
    expect(threadTimeSlowdown(REFERENCE_CALIBRATION_MS)).toBe(4);
    expect(threadTimeSlowdown(48)).toBe(6.6);
    expect(threadTimeSlowdown(10_000)).toBe(1);
  });

  it('refuses a calibration that is no time', () => {
    expect(() => threadTimeSlowdown(0)).toThrow(RangeError);
    expect(() => threadTimeSlowdown(Number.NaN)).toThrow(RangeError);
  });
});

describe('threadBenchmarkIndex', () => {
  it("gives Lighthouse's benchmark a positive, finite index from thread time", () => {
    const index = threadBenchmarkIndex();
    expect(Number.isFinite(index)).toBe(true);
    expect(index).toBeGreaterThan(0);
  });
});
