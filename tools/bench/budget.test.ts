import { describe, expect, it } from 'vitest';
import { type Budget, type Format, judgeBudget, median } from './budget.ts';

const KIB = 1024;
const kib: Format = (value, extra = 0) => `${(value / KIB).toFixed(1 + extra)} KiB`;
const javascript: Budget = {
  label: 'JavaScript, first view (gzip)',
  limit: 90 * KIB,
  format: kib,
  value: () => 0,
};

describe('judgeBudget (docs/product.md § Performance)', () => {
  it('shows a miss the usual display would round away, with enough digits to see it', () => {
    // 92,180 bytes: 90.02 KiB, printed "90.0 KiB" with one decimal.
    const verdict = judgeBudget(javascript, [92_180, 92_180, 92_180]);
    expect(verdict.ok).toBe(false);
    expect(verdict.overLine).toBe(
      'JavaScript, first view (gzip): 90.02 KiB (budget ≤ 90.00 KiB, off by 0.02 KiB)',
    );
    expect(verdict.verdict).toBe('**over budget by 0.02 KiB**');
    expect(verdict.overLine).not.toMatch(/off by 0\.0 KiB/);
  });

  it('keeps the usual digits for a miss they show', () => {
    expect(judgeBudget(javascript, [95 * KIB]).overLine).toBe(
      'JavaScript, first view (gzip): 95.0 KiB (budget ≤ 90.0 KiB, off by 5.0 KiB)',
    );
  });

  it('meets a budget exactly at its limit', () => {
    expect(judgeBudget(javascript, [90 * KIB, 80 * KIB, 90 * KIB])).toEqual({
      ok: true,
      limitText: '≤ 90.0 KiB',
      verdict: 'ok',
    });
  });

  it('judges the median, or every run, and the higher-is-better side', () => {
    const score: Budget = {
      label: 'Performance',
      limit: 100,
      higherIsBetter: true,
      everyRun: true,
      format: (value, extra = 0) => value.toFixed(extra),
      value: () => 0,
    };
    const verdict = judgeBudget(score, [100, 99, 100]);
    expect(verdict.ok).toBe(false);
    expect(verdict.verdict).toBe('**over budget in 1 of 3 runs, by up to 1**');
    expect(verdict.overLine).toBe('Performance: 99 (budget ≥ 100, every run, off by 1)');
    expect(judgeBudget({ ...score, everyRun: false }, [100, 99, 100]).ok).toBe(true);
  });

  it('neither meets nor misses a budget nothing measured (--no-lighthouse)', () => {
    const verdict = judgeBudget(javascript, []);
    expect(verdict).toEqual({ ok: true, limitText: '≤ 90.0 KiB', verdict: 'not measured' });
    expect(JSON.stringify(verdict)).not.toContain('NaN');
    expect(judgeBudget({ ...javascript, limit: Infinity }, []).verdict).toBe('not measured');
  });

  it('has no verdict for a line without a budget', () => {
    expect(judgeBudget({ ...javascript, limit: Infinity }, [1e9])).toEqual({
      ok: true,
      limitText: '—',
      verdict: '—',
    });
  });
});

describe('median', () => {
  it('takes the middle value, or the mean of the middle two', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([])).toBeNaN();
  });
});
