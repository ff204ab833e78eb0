import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { site } from '#src/content/site.ts';
import { translatorFor } from '#src/i18n/catalogues.ts';
import { deriveAccent } from '../site-build/lib/theme.ts';
import { shareImageHtml } from './share-image.ts';

describe('the share image (docs/product.md § SEO and sharing)', () => {
  it("draws the dark hero gradient of theme.css, or of the owner's accent", () => {
    const i18n = translatorFor('en');
    const css = readFileSync('src/styles/theme.css', 'utf8');
    const sample = shareImageHtml(site, 'data:,', i18n);
    expect(css).toContain('--hero-from: light-dark(#4b3fd1, #2a1f73)');
    expect(sample).toContain('linear-gradient(135deg, #2a1f73, #6a1d5c)');
    const { heroFrom, heroTo } = deriveAccent('#e11d48').tokens;
    expect(shareImageHtml(site, 'data:,', i18n, '#e11d48')).toContain(
      `linear-gradient(135deg, ${heroFrom.dark}, ${heroTo.dark})`,
    );
  });
});
