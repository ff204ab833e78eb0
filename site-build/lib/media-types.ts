import { extname } from 'node:path';

/**
 * The MIME types of the picture files the build and its tools read from
 * `public/` or the owner's content: to inline one as a data URL (a share
 * picture's background or avatar) or to serve one to the Chromium that
 * prints a page (the CV's PDF). Keys are lower-case extensions, dot
 * included.
 */
export const PICTURE_TYPES: ReadonlyMap<string, string> = new Map([
  ['.svg', 'image/svg+xml'],
  ['.webp', 'image/webp'],
  ['.png', 'image/png'],
  ['.jpg', 'image/jpeg'],
  ['.jpeg', 'image/jpeg'],
  ['.avif', 'image/avif'],
]);

/**
 * The MIME type of the picture at `path` (a file path or a URL's path),
 * by its extension in any case (`.PNG` as `.png`), or undefined when the
 * file is none of {@link PICTURE_TYPES}.
 */
export function pictureType(path: string): string | undefined {
  return PICTURE_TYPES.get(extname(path).toLowerCase());
}
