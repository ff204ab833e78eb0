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
});
