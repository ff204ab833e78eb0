import { existsSync, readFileSync } from 'node:fs';
import { is } from 'superstruct';
import { describe, expect, it } from 'vitest';
import { SiteContent } from '#src/app/site-content.ts';
import { site } from './site.ts';

describe('the sample content (docs/product.md § Experience, § Courses)', () => {
  it('passes the content schema the build checks', () => {
    expect(is(site, SiteContent)).toBe(true);
  });

  it('has the three sample experience entries', () => {
    expect(
      site.experience.map(({ title, status, year, tags }) => [
        title,
        status,
        year,
        tags.location,
        tags.role,
        tags.output,
      ]),
    ).toEqual([
      ['Developer', 'CONTRACTUAL', 2023, 'Makati', 'maintenance', 'web applications'],
      ['Technical Assistant', 'JOB ORDER', 2022, 'Manila', 'maintenance', 'web applications'],
      ['Clerk Processor', 'JOB ORDER', 2021, 'Quezon City', 'encode', 'documents'],
    ]);
  });

  it('has ten courses with ids 1 to 10, three of them "Dummy Course"', () => {
    expect(site.courses.map((course) => course.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    const dummies = site.courses.filter((course) => course.title === 'Dummy Course');
    expect(dummies).toHaveLength(3);
    expect(dummies.every((course) => course.description === 'Course - dummy')).toBe(true);
    expect(site.courses.every((course) => /^Course - .+/.test(course.description))).toBe(true);
  });

  it('points every image at a file in public/', () => {
    const paths = [
      site.avatar,
      site.demoReel.poster,
      ...site.experience.map((entry) => entry.thumbnail),
      ...site.courses.map((course) => course.thumbnail),
    ];
    for (const path of paths) expect(existsSync(`public/${path}`), path).toBe(true);
  });

  it('says in words what the silent sample reel shows (WCAG 1.2.1: its text alternative)', () => {
    // Each track of an mp4 names its kind in a handler box: "hdlr", 8 bytes, then "vide", "soun", "subt"…
    const mp4 = readFileSync('public/media/demo-reel.mp4');
    const kinds: string[] = [];
    for (let at = mp4.indexOf('hdlr'); at !== -1; at = mp4.indexOf('hdlr', at + 4)) {
      kinds.push(mp4.toString('latin1', at + 12, at + 16));
    }
    expect(kinds).toContain('vide');
    // No sound, so captions (WCAG 1.2.2) do not apply to the sample; an owner's reel with speech sets demoReel.captions.
    expect(kinds).not.toContain('soun');
    expect(site.demoReel).not.toHaveProperty('captions');
    for (const card of ['Jamie Santos', 'Featured projects', 'thanks for watching']) {
      expect(site.demoReel.description).toContain(card);
    }
  });
});
