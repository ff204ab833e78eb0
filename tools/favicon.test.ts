import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/**
 * The page itself downloads and renders the favicon right after its first
 * paint; text in it would cost font look-ups on the main thread then
 * (docs/product.md § Performance), so `tools/icons.ts` draws the
 * initials as outlines.
 */
describe('public/favicon.svg', () => {
  const svg = readFileSync('public/favicon.svg', 'utf8');

  it('draws the initials as a path, with no text to lay out', () => {
    expect(svg).not.toMatch(/<text[\s>]/);
    expect(svg).toMatch(/<path fill="#fff" d="M[\d. MLQCZ-]+"\/>/);
  });

  it('keeps the 512 grid, the rounded square and the gradient', () => {
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 512 512">/);
    expect(svg).toContain('<rect width="512" height="512" rx="112" fill="url(#g)"/>');
  });
});
