import sharp from 'sharp';

/**
 * A PNG with a palette of at most 256 colours, undithered (a share picture's gradient spans
 * fewer, so nothing bands), through sharp (libimagequant), as the icons are
 * (docs/decisions/0020-libraries-for-build-tooling.md): about 90 KB instead of 340 KB.
 * @param png a file's path or the picture's bytes.
 * @throws Error from sharp when `png` is not an image it reads.
 */
export function paletted(png: string | Buffer): Promise<Buffer> {
  return sharp(png)
    .png({ palette: true, colours: 256, dither: 0, compressionLevel: 9, effort: 10 })
    .toBuffer();
}
