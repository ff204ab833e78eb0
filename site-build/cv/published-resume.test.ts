import jsonResume from '@jsonresume/schema';
import { describe, expect, it } from 'vitest';
import type { PublishChoices, Resume } from '#src/content/owner-content.ts';
import resume from '../../resume.json';
import { publishedResume } from './published-resume.ts';

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
    // The sample's reference is not published by default: nothing else changes.
    const { references: _notPublished, ...sample } = resume;
    expect(
      JSON.parse(publishedResume(resume as Resume, { siteUrl: '', avatar: 'x.webp' })),
    ).toEqual(sample);
  });

  /** The sample résumé with every private field filled in. */
  const withPrivate = (): Resume => {
    const full = structuredClone(resume) as Resume;
    full.basics = {
      ...full.basics,
      image: '/home/jamie/Pictures/me.jpg',
      phone: '+63 912 555 0100',
      location: {
        address: '12 Mabini Street',
        postalCode: '1000',
        city: 'Metro Manila',
        countryCode: 'PH',
      },
    };
    full.references = [{ name: 'Ana Cruz', reference: 'Jamie shipped on time.' }];
    return full;
  };
  const SITE = { siteUrl: 'https://jamie.dev/', avatar: 'images/avatar.webp' };

  it('publishes the avatar’s site URL instead of a local picture, or none without SITE_URL', () => {
    for (const image of [
      'me.jpg',
      '/home/jamie/Pictures/me.jpg',
      'file:///C:/Users/jamie/me.jpg',
    ]) {
      const local = { basics: { name: 'A', image } };
      expect(JSON.parse(publishedResume(local, SITE)).basics.image).toBe(
        'https://jamie.dev/images/avatar.webp',
      );
      expect(JSON.parse(publishedResume(local, { ...SITE, siteUrl: '' })).basics).toEqual({
        name: 'A',
      });
    }
    const remote = { basics: { name: 'A', image: 'https://avatars.example/u/1.png' } };
    expect(JSON.parse(publishedResume(remote, { ...SITE, siteUrl: '' })).basics.image).toBe(
      'https://avatars.example/u/1.png',
    );
  });

  it('leaves out the phone, the street address and the references unless the owner publishes them', () => {
    const published = JSON.parse(publishedResume(withPrivate(), SITE));
    expect(published.basics).not.toHaveProperty('phone');
    expect(published.basics.location).toEqual({ city: 'Metro Manila', countryCode: 'PH' });
    expect(published).not.toHaveProperty('references');
    expect(JSON.stringify(published)).not.toMatch(/Mabini|1000|555|Ana Cruz|home\/jamie/);
    expect(schemaErrors(published)).toEqual([]);
    // An empty choice is none.
    expect(publishedResume(withPrivate(), { ...SITE, publish: {} })).toBe(
      publishedResume(withPrivate(), SITE),
    );
  });

  it('publishes each of them when the owner opts in, and only that one', () => {
    const full = withPrivate();
    const only = (publish: PublishChoices) =>
      JSON.parse(publishedResume(full, { ...SITE, publish }));

    const phone = only({ phone: true });
    expect(phone.basics.phone).toBe('+63 912 555 0100');
    expect(phone.basics.location).not.toHaveProperty('address');
    expect(phone).not.toHaveProperty('references');

    const address = only({ address: true });
    expect(address.basics.location).toEqual(full.basics?.location);
    expect(address.basics).not.toHaveProperty('phone');

    const references = only({ references: true });
    expect(references.references).toEqual(full.references);
    expect(references.basics).not.toHaveProperty('phone');

    const all = only({ phone: true, address: true, references: true });
    expect(all).toEqual({
      ...full,
      basics: {
        ...full.basics,
        url: 'https://jamie.dev/',
        image: 'https://jamie.dev/images/avatar.webp',
      },
    });
    expect(schemaErrors(all)).toEqual([]);
  });

  it('does not change its input', () => {
    const input = structuredClone(resume) as Resume;
    publishedResume(input, { siteUrl: 'https://jamie.dev/', avatar: 'images/avatar.webp' });
    expect(input).toEqual(resume);
    const full = withPrivate();
    publishedResume(full, SITE);
    expect(full).toEqual(withPrivate());
  });
});
