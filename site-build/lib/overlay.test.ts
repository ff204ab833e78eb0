import { describe, expect, it } from 'vitest';
import {
  lineUpOverlay,
  mergeOverlay,
  mergeOverlayRecorded,
  portfolioLists,
  RESUME_LISTS,
} from './overlay.ts';

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

describe('lineUpOverlay: a translated item goes onto the item it names (docs/make-it-yours.md, "Another language")', () => {
  const files = { overlay: 'resume.fil.json', base: 'resume.json' };
  const makati = { name: 'City of Makati', position: 'Developer', startDate: '2023-02' };
  const manila = { name: 'City of Manila', position: 'Clerk', startDate: '2021-03' };
  const acme = { name: 'Acme', position: 'Senior Engineer', startDate: '2025-01' };
  const overlay = {
    work: [
      { name: 'City of Makati', startDate: '2023-02', summary: 'Sa Makati' },
      { name: 'City of Manila', startDate: '2021-03', summary: 'Sa Maynila' },
    ],
  };
  const summaries = (base: unknown, lists = RESUME_LISTS) =>
    (
      mergeOverlay(base, lineUpOverlay(base, overlay, lists, files)) as {
        work: { summary?: string }[];
      }
    ).work.map((job) => job.summary);

  it('keeps each job’s words on its job when a job is added at the top', () => {
    expect(summaries({ work: [makati, manila] })).toEqual(['Sa Makati', 'Sa Maynila']);
    expect(summaries({ work: [acme, makati, manila] })).toEqual([
      undefined,
      'Sa Makati',
      'Sa Maynila',
    ]);
  });

  it('refuses an item whose job is gone or changed, naming the file, list and item', () => {
    expect(() => summaries({ work: [acme, makati] })).toThrow(
      'resume.fil.json: work[1]: translates the job name "City of Manila", startDate "2021-03", which resume.json does not have',
    );
    expect(() =>
      lineUpOverlay({ work: [makati] }, { work: [{ summary: 'x' }] }, RESUME_LISTS, files),
    ).toThrow('resume.fil.json: work[0]: names no job: give the name and startDate');
  });

  it('keys lists whose naming field is the one translated (a skill’s name)', () => {
    const base = { skills: [{ name: 'Front end' }, { name: 'Offline' }] };
    const lined = lineUpOverlay(
      base,
      { skills: { Offline: { name: 'Offline (fil)' } } },
      RESUME_LISTS,
      files,
    );
    expect(mergeOverlay(base, lined)).toEqual({
      skills: [{ name: 'Front end' }, { name: 'Offline (fil)' }],
    });
    // As a list, an item names its skill by the default language's name: a translated one names none.
    expect(() =>
      lineUpOverlay(base, { skills: [{ name: 'Offline (fil)' }] }, RESUME_LISTS, files),
    ).toThrow(
      /^resume\.fil\.json: skills\[0\]: translates the skill name "Offline \(fil\)", which resume\.json does not have .*give the list as an object keyed by each skill's name as resume\.json has it, e\.g\. \{"Front end": …\}$/,
    );
    expect(() =>
      lineUpOverlay(base, { skills: { Backend: { name: 'x' } } }, RESUME_LISTS, files),
    ).toThrow('resume.fil.json: skills["Backend"]: translates the skill "Backend"');
  });

  it('names portfolio.json’s per-job entries by their jobs and leaves the names out', () => {
    const portfolio = {
      experience: [{ alt: 'Acme' }, { alt: 'Laptop' }],
      availability: { kinds: ['contract'] },
    };
    const lined = lineUpOverlay(
      portfolio,
      {
        experience: [{ name: 'City of Makati', startDate: '2023-02', alt: 'Laptop (fil)' }],
        availability: { kinds: { contract: 'kontrata' } },
      },
      portfolioLists({ work: [acme, makati] }),
      { overlay: 'portfolio.fil.json', base: 'portfolio.json' },
    );
    expect(mergeOverlay(portfolio, lined)).toEqual({
      experience: [{ alt: 'Acme' }, { alt: 'Laptop (fil)' }],
      availability: { kinds: ['kontrata'] },
    });
  });
});

describe('mergeOverlayRecorded (docs/product.md § Languages: fallback text carries lang)', () => {
  const base = {
    basics: { name: 'Jamie', label: 'Developer', summary: 'I build.' },
    work: [
      { position: 'Developer', highlights: ['a', 'b'], startDate: '2023-02' },
      { position: 'Clerk', summary: 'Encoded.' },
    ],
    demoReel: { title: 'Demo Reel', caption: 'A tour' },
  };

  it('merges as mergeOverlay does and names every string the overlay left out', () => {
    const overlay = {
      basics: { label: 'Tagabuo' },
      work: [{ highlights: ['x'] }, undefined],
      demoReel: { caption: 'Isang silip' },
    };
    const { merged, fallback } = mergeOverlayRecorded(base, overlay);
    expect(merged).toEqual(mergeOverlay(base, overlay));
    expect(fallback).toEqual([
      'basics.name',
      'basics.summary',
      'work.0.position',
      'work.0.highlights.1',
      'work.0.startDate',
      'work.1.position',
      'work.1.summary',
      'demoReel.title',
    ]);
  });

  it('names nothing the overlay gives, even when it gives the same text', () => {
    const { fallback } = mergeOverlayRecorded(
      { demoReel: { title: 'Demo Reel' } },
      { demoReel: { title: 'Demo Reel' } },
    );
    expect(fallback).toEqual([]);
  });

  it('names every string of the base without an overlay, and none of a replaced value', () => {
    expect(mergeOverlayRecorded({ a: ['x', 1, { b: 'y' }] }, undefined).fallback).toEqual([
      'a.0',
      'a.2.b',
    ]);
    expect(mergeOverlayRecorded({ a: { b: 'x' } }, { a: 'flat' }).fallback).toEqual([]);
  });

  it('records a translated list item by the place lineUpOverlay gives it', () => {
    const resume = {
      work: [
        { name: 'Acme', startDate: '2025-01', position: 'Engineer' },
        { name: 'Makati', startDate: '2023-02', position: 'Developer' },
      ],
    };
    const lined = lineUpOverlay(
      resume,
      { work: [{ name: 'Makati', startDate: '2023-02', position: 'Tagabuo' }] },
      RESUME_LISTS,
      { overlay: 'resume.fil.json', base: 'resume.json' },
    );
    const { fallback } = mergeOverlayRecorded(resume, lined);
    expect(fallback).toContain('work.0.position');
    expect(fallback).not.toContain('work.1.position');
  });
});
