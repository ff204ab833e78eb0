import { describe, expect, it } from 'vitest';
import { folderIndex, IGNORED_URL_PARAMETERS } from './precache.ts';

describe('IGNORED_URL_PARAMETERS', () => {
  it('answers the deep links (?contact, ?reel) and campaign tags with the precached page itself', () => {
    for (const parameter of ['contact', 'reel', 'utm_source', 'fbclid']) {
      expect(
        IGNORED_URL_PARAMETERS.some((pattern) => pattern.test(parameter)),
        parameter,
      ).toBe(true);
    }
  });

  it('keeps any other query: such a page is not Home', () => {
    for (const parameter of ['page', 'contacts', 'reels', 'ref']) {
      expect(
        IGNORED_URL_PARAMETERS.some((pattern) => pattern.test(parameter)),
        parameter,
      ).toBe(false);
    }
  });
});

describe('folderIndex', () => {
  const variations = (href: string) => folderIndex({ url: new URL(href) }).map((url) => url.href);

  it('answers a folder named without its slash with its index.html (the CV page)', () => {
    expect(variations('https://jamie.dev/cv')).toEqual(['https://jamie.dev/cv/index.html']);
    expect(variations('https://x.github.io/portfolio/cv?ref=a')).toEqual([
      'https://x.github.io/portfolio/cv/index.html',
    ]);
  });

  it('leaves files and folders with their slash alone', () => {
    expect(variations('https://jamie.dev/')).toEqual([]);
    expect(variations('https://jamie.dev/cv/')).toEqual([]);
    expect(variations('https://jamie.dev/resume.json')).toEqual([]);
  });
});
