import jsonResume from '@jsonresume/schema';
import { describe, expect, it } from 'vitest';
import type { Resume } from '#/content/owner-content';
import resume from '../../resume.json';
import { publishedResume } from './published-resume';

function schemaErrors(document: unknown): unknown[] {
  let errors: unknown[] | null = null;
  jsonResume.validate(document, (found: unknown[] | null) => {
    errors = found;
  });
  return errors ?? [];
}

describe('publishedResume', () => {
  it('adds the site and the avatar as absolute URLs when SITE_URL is set, and stays valid', () => {
    const text = publishedResume(resume as Resume, {
      siteUrl: 'https://jamie.github.io/portfolio/',
      avatar: 'images/avatar.webp',
    });
    const published = JSON.parse(text);
    expect(published.basics.name).toBe('Jamie Santos');
    expect(published.basics.url).toBe('https://jamie.github.io/portfolio/');
    expect(published.basics.image).toBe('https://jamie.github.io/portfolio/images/avatar.webp');
    expect(published.work).toEqual(resume.work);
    expect(schemaErrors(published)).toEqual([]);
    expect(text.endsWith('}\n')).toBe(true);
  });

  it('keeps the résumé’s own url and image, and adds nothing without SITE_URL', () => {
    const own = {
      basics: { name: 'A', url: 'https://a.example/', image: 'https://a.example/me.jpg' },
    };
    const published = JSON.parse(
      publishedResume(own, { siteUrl: 'https://b.example/', avatar: 'x.webp' }),
    );
    expect(published.basics).toEqual(own.basics);
    expect(
      JSON.parse(publishedResume(resume as Resume, { siteUrl: '', avatar: 'x.webp' })),
    ).toEqual(resume);
  });

  it('does not change its input', () => {
    const input = structuredClone(resume) as Resume;
    publishedResume(input, { siteUrl: 'https://jamie.dev/', avatar: 'images/avatar.webp' });
    expect(input).toEqual(resume);
  });
});
