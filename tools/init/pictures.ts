/**
 * Pictures `npm run init` draws, so every picture the site shows is served
 * by the site itself (docs/product.md § Make it yours: never hot-linked from
 * another host), as WebP at twice the size the page shows them
 * (docs/product.md § Performance). Drawn as SVG and encoded by sharp; the
 * same input gives the same bytes, so an unchanged repository's picture
 * never changes.
 */
import sharp from 'sharp';
import { escapeHtml } from '#src/lib/html-escape.ts';
import { initials } from '../icons.ts';

/** Sizes in px (twice the shown size, for sharp phones). */
export const PICTURE_SIZES = {
  avatar: { width: 224, height: 224 },
  project: { width: 640, height: 360 },
  job: { width: 640, height: 360 },
  course: { width: 80, height: 80 },
} as const;

/**
 * GitHub's colours of the most common languages (github-linguist's
 * languages.yml); others get {@link OTHER_LANGUAGE}.
 */
export const LANGUAGE_COLOURS: Record<string, string> = {
  TypeScript: '#3178c6',
  JavaScript: '#f1e05a',
  Python: '#3572A5',
  Java: '#b07219',
  Go: '#00ADD8',
  Rust: '#dea584',
  Ruby: '#701516',
  PHP: '#4F5D95',
  'C#': '#178600',
  'C++': '#f34b7d',
  C: '#555555',
  Swift: '#F05138',
  Kotlin: '#A97BFF',
  Dart: '#00B4AB',
  HTML: '#e34c26',
  CSS: '#663399',
  SCSS: '#c6538c',
  Vue: '#41b883',
  Svelte: '#ff3e00',
  Shell: '#89e051',
  Elixir: '#6e4a7e',
  Haskell: '#5e5086',
  Lua: '#000080',
  'Jupyter Notebook': '#DA5B0B',
  Astro: '#ff5a03',
  Zig: '#ec915c',
};
/** The colour of a repository without a language, or with one not listed. */
export const OTHER_LANGUAGE = '#4b3fd1';

/** WCAG relative luminance of `#rrggbb`. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((at) => {
    const channel = Number.parseInt(hex.slice(at, at + 2), 16) / 255;
    return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** White or near-black text, whichever contrasts more with `background` (`#rrggbb`). */
export function textColourOn(background: string): string {
  const l = luminance(background);
  return (l + 0.05) / 0.05 > 1.05 / (l + 0.05) ? '#111111' : '#ffffff';
}

/** `text` cut to `max` characters with an ellipsis. */
function cut(text: string, max: number): string {
  return [...text].length > max ? `${[...text].slice(0, max - 1).join('')}…` : text;
}

/** A font size (px) that fits `text` into `width` px: bold sans is about 0.6 em a character. */
function fontSizeFor(text: string, width: number, largest: number, smallest: number): number {
  return Math.max(smallest, Math.min(largest, Math.floor(width / (0.6 * [...text].length))));
}

const FONT = `font-family="DejaVu Sans, Liberation Sans, Arial, Helvetica, sans-serif" font-weight="700"`;

/**
 * Up to two letters for a name: the first letters of its first two words
 * (split at spaces, `-`, `_`, `.` and lower-to-upper case changes), upper case:
 * "tiny-lisp" → "TL", "notesPwa" → "NP", "dotfiles" → "D".
 */
export function monogram(name: string): string {
  const words = name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .split(/[\s\-_.]+/)
    .filter(Boolean);
  return words
    .slice(0, 2)
    .map((word) => [...word][0]?.toUpperCase() ?? '')
    .join('');
}

/**
 * A repository's picture: its monogram, centred, on its language's colour.
 * Centred, so it survives the card's crop on a phone (a square cut from the
 * middle); the card shows the full name beside it.
 */
export function projectPictureSvg(name: string, language: string | null): string {
  const { width, height } = PICTURE_SIZES.project;
  const background = (language && LANGUAGE_COLOURS[language]) || OTHER_LANGUAGE;
  const ink = textColourOn(background);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<rect width="${width}" height="${height}" fill="${background}"/>
<text x="${width / 2}" y="${height / 2 + 50}" text-anchor="middle" ${FONT} font-size="144" fill="${ink}">${escapeHtml(monogram(name) || '?')}</text>
</svg>`;
}

/** A job's picture: the position and employer, centred, on the site's hero gradient. */
export function jobPictureSvg(position: string, employer: string): string {
  const { width, height } = PICTURE_SIZES.job;
  const title = cut(position, 28);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#4b3fd1"/><stop offset="1" stop-color="#a8307c"/></linearGradient></defs>
<rect width="${width}" height="${height}" fill="url(#g)"/>
<text x="${width / 2}" y="${height / 2}" text-anchor="middle" ${FONT} font-size="${fontSizeFor(title, width - 96, 56, 26)}" fill="#ffffff">${escapeHtml(title)}</text>
<text x="${width / 2}" y="${height / 2 + 56}" text-anchor="middle" ${FONT} font-size="26" fill="#ffffff" opacity="0.9">${escapeHtml(cut(employer, 40))}</text>
</svg>`;
}

/** A course's thumbnail: the first letter of its name on the hero gradient. */
export function coursePictureSvg(name: string): string {
  const { width, height } = PICTURE_SIZES.course;
  const letter = [...name.trim()][0]?.toUpperCase() ?? '?';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#4b3fd1"/><stop offset="1" stop-color="#a8307c"/></linearGradient></defs>
<rect width="${width}" height="${height}" rx="12" fill="url(#g)"/>
<text x="40" y="54" text-anchor="middle" ${FONT} font-size="40" fill="#ffffff">${escapeHtml(letter)}</text>
</svg>`;
}

/**
 * Encodes an SVG drawing or a picture (PNG, JPEG, GIF, WebP, AVIF bytes) as
 * WebP of `width`×`height` px, scaled to cover and cropped to the centre.
 * @throws Error "… is not a picture …" when sharp cannot read `input`.
 */
export async function toWebp(
  input: string | Buffer,
  { width, height }: { width: number; height: number },
  what = 'the picture',
): Promise<Buffer> {
  try {
    return await sharp(typeof input === 'string' ? Buffer.from(input) : input)
      .resize(width, height, { fit: 'cover' })
      .webp({ quality: 80 })
      .toBuffer();
  } catch (error) {
    throw new Error(`${what} is not a picture sharp can read: ${(error as Error).message}`);
  }
}

/** A portrait for an owner without one: their initials on the hero gradient. */
export function avatarSvg(name: string): string {
  const { width, height } = PICTURE_SIZES.avatar;
  const letters = initials(name);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#4b3fd1"/><stop offset="1" stop-color="#a8307c"/></linearGradient></defs>
<rect width="${width}" height="${height}" fill="url(#g)"/>
<text x="${width / 2}" y="${height / 2 + 30}" text-anchor="middle" ${FONT} font-size="84" fill="#ffffff">${escapeHtml(letters)}</text>
</svg>`;
}

/** Where the drawn demo-reel poster lives in `public/` (portfolio.json's `demoReel.poster` in the sample). */
export const REEL_POSTER_PATH = 'images/demo-reel-poster.svg';

/**
 * The demo reel's poster (docs/product.md § Demo reel): the owner's name
 * over "Demo Reel" on the theme's dark hero gradient, 640×360, as the
 * sample's `public/images/demo-reel-poster.svg` is drawn (byte for byte, for
 * "Jamie Santos"). Kept as SVG: a few hundred bytes, sharp at every size.
 */
export function reelPosterSvg(name: string): string {
  const title = cut(name.trim(), 32);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 640 360"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#2a1f73"/><stop offset="1" stop-color="#6a1d5c"/></linearGradient></defs><rect width="640" height="360" fill="url(#g)"/><g font-family="DejaVu Sans,system-ui,Segoe UI,Arial,sans-serif" font-weight="700" fill="#fff" text-anchor="middle"><text x="320" y="168" font-size="${fontSizeFor(title, 560, 40, 20)}">${escapeHtml(title)}</text><text x="320" y="216" font-size="22" fill-opacity=".85">Demo Reel</text></g><rect y="354" width="640" height="6" fill="#a3b5ff" fill-opacity=".35"/></svg>\n`;
}
