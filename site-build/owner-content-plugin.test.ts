import { describe, expect, it } from 'vitest';
import { site } from '#src/app/site.ts';
import { onDemandSections } from '#src/app/site-content.ts';
import { browserContent } from './owner-content-plugin.ts';

describe('browserContent', () => {
  it('leaves out what no component renders and keeps the rest', () => {
    const shipped = browserContent(site) as unknown as typeof site;
    expect(shipped).not.toHaveProperty('shortName');
    for (const job of shipped.experience) {
      expect(Object.keys(job).sort()).toEqual(
        ['alt', 'id', 'thumbnail', 'title', 'url', 'year'].sort(),
      );
    }
    expect(shipped.profiles).toEqual(site.profiles);
    expect(shipped.courses).toEqual(site.courses);
    // The reel's description comes with the on-demand texts, which the video dialog waits for.
    const { description, ...reel } = site.demoReel;
    expect(shipped.demoReel).toEqual(reel);
    expect(onDemandSections(site)).toEqual({ demoReel: { description } });
    expect(site.experience[0]).toHaveProperty('date');
  });

  it('ships the availability line, its clock and link, not what only the build reads', () => {
    const shipped = browserContent(site) as unknown as typeof site;
    expect(site.availability).toMatchObject({
      status: 'open-to-work',
      kinds: ['contract', 'full-time'],
    });
    for (const key of ['status', 'kinds', 'from']) {
      expect(shipped.availability).not.toHaveProperty(key);
    }
    // The rest as the build wrote it (whether `from` is still to come depends on the day).
    const { status: _s, kinds: _k, from: _f, ...line } = site.availability ?? { kinds: [] };
    expect(shipped.availability).toEqual(line);
    expect(shipped.availability).toHaveProperty('clock');
  });

  it('keeps the fallen-back paths of shipped fields only, now or on demand', () => {
    const shipped = browserContent({
      ...site,
      fallback: {
        lang: 'en',
        paths: ['availability.kinds.0', 'availability.summary', 'demoReel.description'],
      },
    });
    expect(shipped.fallback).toEqual({
      lang: 'en',
      paths: ['availability.summary', 'demoReel.description'],
    });
  });
});
