/**
 * Turns an image into a WebP of a given size, for `public/images/`
 * (docs/product.md § Performance: pictures are WebP). An SVG is drawn by Chromium (tools/lib/rasterize.ts)
 * at that size; a PNG or JPEG is scaled and cropped to fill it. ffmpeg
 * encodes the WebP. Dev-only: run it, commit the WebP.
 *
 * Give twice the size the page shows the image at, so it stays sharp on
 * phones (avatar 224x224, experience and project pictures 640x360, course
 * thumbnails 80x80).
 *
 * Usage: npm run to-webp -- <source.svg|png|jpg> <out.webp> <width>x<height> [quality 0-100, default 80]
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { rasterize } from './lib/rasterize.ts';

const [source, out, size, quality = '80'] = process.argv.slice(2);
const [width, height] = (size ?? '').split('x').map(Number);
if (!source || !out?.endsWith('.webp') || !width || !height || !/^\d{1,3}$/.test(quality)) {
  console.error(
    'Usage: npm run to-webp -- <source.svg|png|jpg> <out.webp> <width>x<height> [quality]',
  );
  process.exit(2);
}

const tmp = mkdtempSync(join(tmpdir(), 'to-webp-'));
try {
  let input = source;
  if (source.endsWith('.svg')) {
    input = join(tmp, 'drawn.png');
    await rasterize({
      svg: readFileSync(source, 'utf8'),
      width,
      height,
      out: input,
      transparent: true,
    });
  }
  execFileSync('ffmpeg', [
    '-v',
    'error',
    '-y',
    '-i',
    input,
    '-vf',
    `scale=${width}:${height}:force_original_aspect_ratio=increase,crop=${width}:${height}`,
    '-c:v',
    'libwebp',
    '-quality',
    quality,
    out,
  ]);
  console.log(
    `${out}: ${width}x${height}, ${statSync(out).size} bytes (from ${statSync(source).size})`,
  );
} finally {
  rmSync(tmp, { recursive: true, force: true });
}
