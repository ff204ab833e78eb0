import { describe, expect, it } from 'vitest';
import { deepLinksIn } from './deep-links.ts';

describe('deepLinksIn', () => {
  it('reads ?contact and ?reel, with or without a value, among other parameters', () => {
    expect(deepLinksIn('?contact')).toEqual(['contact']);
    expect(deepLinksIn('?reel=1')).toEqual(['reel']);
    expect(deepLinksIn('?utm_source=app&contact&reel')).toEqual(['contact', 'reel']);
  });

  it('ignores everything else', () => {
    expect(deepLinksIn('')).toEqual([]);
    expect(deepLinksIn('?contacts&reels=1&ref=contact')).toEqual([]);
  });
});
