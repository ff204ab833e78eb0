import { describe, expect, it } from 'vitest';
import { site } from '#src/app/site.ts';
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
    expect(shipped.demoReel).toEqual(site.demoReel);
    expect(site.experience[0]).toHaveProperty('date');
  });

  it('ships the availability line, its clock and link, not what only the build reads', () => {
    const shipped = browserContent(site) as unknown as typeof site;
    expect(site.availability).toMatchObject({
      status: 'open-to-work',
      kinds: ['contract', 'full-time'],
    });
    expect(Object.keys(shipped.availability ?? {}).sort()).toEqual(
      ['bookingUrl', 'clock', 'startsAt', 'summary', 'summaryFromThen', 'timeZone'].sort(),
    );
    expect(shipped.availability?.summary).toBe(site.availability?.summary);
  });

  it('keeps the fallen-back paths of shipped fields only', () => {
    const shipped = browserContent({
      ...site,
      fallback: { lang: 'en', paths: ['availability.kinds.0', 'availability.summary'] },
    });
    expect(shipped.fallback).toEqual({ lang: 'en', paths: ['availability.summary'] });
  });
});
