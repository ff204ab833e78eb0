import { describe, expect, it } from 'vitest';
import { IGNORED_URL_PARAMETERS } from './precache';

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
