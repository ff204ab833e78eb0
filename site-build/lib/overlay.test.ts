import { describe, expect, it } from 'vitest';
import { mergeOverlay } from './overlay.ts';

describe('mergeOverlay (docs/make-it-yours.md, "Another language")', () => {
  const base = {
    basics: { name: 'Jamie', label: 'Developer', profiles: [{ network: 'GitHub', url: 'u' }] },
    work: [
      { position: 'Developer', highlights: ['a', 'b'] },
      { position: 'Clerk', location: 'Manila' },
    ],
  };

  it('merges objects by key and arrays by position, keeping what the overlay leaves out', () => {
    expect(
      mergeOverlay(base, { basics: { label: 'Tagabuo' }, work: [{}, { position: 'Klerk' }] }),
    ).toEqual({
      basics: { name: 'Jamie', label: 'Tagabuo', profiles: [{ network: 'GitHub', url: 'u' }] },
      work: [
        { position: 'Developer', highlights: ['a', 'b'] },
        { position: 'Klerk', location: 'Manila' },
      ],
    });
  });

  it('replaces scalars and values of another type, and adds items past the end', () => {
    expect(
      mergeOverlay({ a: [1, 2], b: { c: 1 }, d: 'x' }, { a: [3, 4, 5], b: 'flat', d: null }),
    ).toEqual({
      a: [3, 4, 5],
      b: 'flat',
      d: null,
    });
  });

  it('changes neither input and shares no object with them', () => {
    const before = structuredClone(base);
    const overlay = { work: [{ highlights: ['z'] }] };
    const merged = mergeOverlay(base, overlay) as typeof base;
    expect(base).toEqual(before);
    expect(overlay).toEqual({ work: [{ highlights: ['z'] }] });
    expect(merged.basics).not.toBe(base.basics);
    expect(merged.work[1]).not.toBe(base.work[1]);
    expect(merged.work[0]?.highlights).toEqual(['z', 'b']);
  });

  it('keeps a "__proto__" key of parsed JSON a plain key', () => {
    const merged = mergeOverlay(
      { a: 1 },
      JSON.parse('{"__proto__": {"polluted": true}}'),
    ) as Record<string, unknown>;
    expect(Object.getPrototypeOf(merged)).toBe(Object.prototype);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.hasOwn(merged, '__proto__')).toBe(true);
  });
});
