/**
 * A file-name-safe form of `text`: lowercase ASCII letters and digits joined
 * by hyphens, accents dropped ("José Núñez" → `jose-nunez`), at most 60
 * characters; `fallback` when nothing is left (a name in another script).
 */
export function slug(text: string, fallback: string): string {
  return (
    text
      .normalize('NFKD')
      .replace(/\p{M}+/gu, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .slice(0, 60)
      .replace(/^-+|-+$/g, '') || fallback
  );
}
