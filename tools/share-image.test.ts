import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { site } from '#src/app/site.ts';
import { translatorFor } from '#src/i18n/catalogues.ts';
import { deriveAccent } from '../site-build/lib/theme.ts';
import { quantize, shareImageHtml } from './share-image.ts';

let dir = '';
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** The PNG's colour type from its IHDR chunk: 2 truecolour, 3 palette, 6 truecolour with alpha. */
const colourType = (png: Buffer) => png[25];

describe('quantize, the share image’s palette (docs/product.md § SEO and sharing)', () => {
  it('cuts a full-colour PNG down to a palette with the libraries npm ci installs, saying nothing', async () => {
    dir = mkdtempSync(join(tmpdir(), 'share-image-'));
    const png = join(dir, 'share.png');
    // A diagonal gradient like the share image's, 1200 × 630, in full colour.
    const width = 1200;
    const height = 630;
    const pixels = Buffer.alloc(width * height * 3);
    for (let y = 0; y < height; y++) {
      for (let x = 0; x < width; x++) {
        const t = (x + y) / (width + height);
        pixels.set(
          [Math.round(40 + 60 * t), Math.round(20 + 120 * t), Math.round(90 + 150 * t)],
          (y * width + x) * 3,
        );
      }
    }
    await sharp(pixels, { raw: { width, height, channels: 3 } })
      .png()
      .toFile(png);
    const before = readFileSync(png);
    expect(colourType(before)).toBe(2);
    const said = vi.spyOn(console, 'warn');
    const logged = vi.spyOn(console, 'error');

    await quantize(png);

    const after = readFileSync(png);
    expect(colourType(after)).toBe(3);
    expect(after.length).toBeLessThan(before.length);
    expect(await sharp(after).metadata()).toMatchObject({ width, height });
    expect(said).not.toHaveBeenCalled();
    expect(logged).not.toHaveBeenCalled();
  });
});

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
