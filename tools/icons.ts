/**
 * Draws the web app's icons (docs/product.md § Offline and install), dev-only; commit what it
 * writes (the install screenshots: `tools/install-screenshots.ts`):
 *
 * - `public/favicon.svg` and the PNG icons in `public/icons/` (192 and 512 px,
 *   maskable 512 px, Apple touch icon 180 px), all from one SVG design: the
 *   owner's initials (from `site.name`) on the hero gradient; and the 96 px
 *   icons of the manifest's shortcuts (a letter, a play sign and a page with
 *   a download arrow on the same gradient). The initials are drawn as outlines of a bold sans font
 *   ({@link INITIALS_FONTS}, or the font file in `ICON_FONT`), not as SVG
 *   text: the page itself downloads and renders the favicon, and text there
 *   costs font look-ups on the main thread right after the first paint
 *   (docs/product.md § Performance); the icon also looks the same on every
 *   system. Without any of those fonts the initials stay text, with a warning.
 *
 * The icons are rasterised by `@vite-pwa/assets-generator` (sharp) from
 * those SVGs, as 128-colour palette PNGs: they are precached, and a palette
 * is about a tenth of the full-colour size (see {@link writeIcons}).
 *
 * Usage: npx tsx tools/icons.ts
 */
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { pathToFileURL } from 'node:url';
import { generateMaskableAsset, generateTransparentAsset } from '@vite-pwa/assets-generator/api';
import opentype, { type Font } from 'opentype.js';
import { CV_PDF_SHORTCUT, MANIFEST_SHORTCUTS } from '../site-build/lib/pwa-options.ts';

/** The hero gradient's light-mode ends (theme.css `--hero-from`, `--hero-to`), as in the favicon. */
const GRADIENT = ['#4b3fd1', '#a8307c'];

/** Up to two initials of the owner's name: "Jamie Santos" → "JS". */
export function initials(name: string): string {
  const words = name.trim().split(/\s+/);
  const letters = words.length > 1 ? [words[0], words[words.length - 1]] : words;
  return letters.map((word) => [...word][0]?.toUpperCase() ?? '').join('');
}

/** Bold sans fonts whose outlines draw the initials; the first one found wins (Debian's, then macOS's). */
const INITIALS_FONTS = [
  '/usr/share/fonts/truetype/liberation/LiberationSans-Bold.ttf',
  '/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf',
  '/System/Library/Fonts/Supplemental/Arial Bold.ttf',
];

/** The initials' font size on the 512 grid: smaller on a maskable icon, inside its safe zone. */
const INITIALS_SIZE = { plain: 220, maskable: 168 };

/**
 * `text` as one SVG path `d` (user units) in `font`, `fontSize` units per
 * em, its bounding box centred on (`cx`, `cy`).
 */
export function textOutline(
  font: Font,
  text: string,
  { fontSize, cx, cy }: { fontSize: number; cx: number; cy: number },
): string {
  const box = font.getPath(text, 0, 0, fontSize).getBoundingBox();
  const x = cx - (box.x1 + box.x2) / 2;
  const y = cy - (box.y1 + box.y2) / 2;
  return font.getPath(text, x, y, fontSize).toPathData({ decimalPlaces: 1, flipY: false });
}

/**
 * The icon design on a 512 grid. `maskable`: full-bleed background with the
 * initials inside the central 80 % safe zone (launchers crop to any shape);
 * otherwise a rounded square like the favicon, transparent around it.
 * `outline`: the initials as a path `d` (see {@link textOutline}); without
 * it they are SVG text in the system's bold sans.
 */
export function iconSvg(text: string, { maskable = false, outline = '' } = {}): string {
  const radius = maskable ? 0 : 112;
  const fontSize = maskable ? INITIALS_SIZE.maskable : INITIALS_SIZE.plain;
  const initials = outline
    ? `<path fill="#fff" d="${outline}"/>`
    : `<text x="256" y="256" dy="0.35em" font-family="Liberation Sans,Arial,Helvetica,system-ui,sans-serif" font-size="${fontSize}" font-weight="700" fill="#fff" text-anchor="middle">${text}</text>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${GRADIENT[0]}"/><stop offset="1" stop-color="${GRADIENT[1]}"/></linearGradient></defs>
<rect width="512" height="512" rx="${radius}" fill="url(#g)"/>
${initials}
</svg>`;
}

/**
 * The initials' outlines for both icon sizes ({@link INITIALS_SIZE}), centred
 * on the icon; empty strings, with a warning, when neither `ICON_FONT` nor any
 * of {@link INITIALS_FONTS} is a file here. Throws when the file found is not
 * a TrueType or OpenType font.
 */
async function initialsOutlines(text: string): Promise<{ plain: string; maskable: string }> {
  const fontPath = [process.env.ICON_FONT, ...INITIALS_FONTS].find(
    (path): path is string => !!path && existsSync(path),
  );
  if (!fontPath) {
    console.warn(
      'no bold sans font file found (set ICON_FONT): the icons keep their initials as text',
    );
    return { plain: '', maskable: '' };
  }
  const file = await readFile(fontPath);
  const font = opentype.parse(
    file.buffer.slice(file.byteOffset, file.byteOffset + file.byteLength),
  );
  return {
    plain: textOutline(font, text, { fontSize: INITIALS_SIZE.plain, cx: 256, cy: 256 }),
    maskable: textOutline(font, text, { fontSize: INITIALS_SIZE.maskable, cx: 256, cy: 256 }),
  };
}

/** The shortcuts' glyphs, the app's own icons on a 24 grid (src/components/ui/icons.tsx: MailIcon, PlayIcon). */
const SHORTCUT_GLYPHS: Record<(typeof MANIFEST_SHORTCUTS)[number]['query'], string> = {
  contact: '<rect x="3" y="5" width="18" height="14" rx="2"/><path d="m3 7 9 6 9-6"/>',
  reel: '<path d="M7 4.5v15l13-7.5z" fill="#fff"/>',
};

/** The PDF CV shortcut's glyph: a page with a downward arrow (a download), on the same 24 grid. */
const CV_PDF_GLYPH =
  '<path d="M14 3H7a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V8z"/><path d="M14 3v5h5"/><path d="M12 11v7m-3-3 3 3 3-3"/>';

/** A shortcut icon on a 512 grid: full-bleed gradient (launchers crop it), the glyph in the central safe zone. */
export function shortcutIconSvg(glyph: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${GRADIENT[0]}"/><stop offset="1" stop-color="${GRADIENT[1]}"/></linearGradient></defs>
<rect width="512" height="512" fill="url(#g)"/>
<g transform="translate(136 136) scale(10)" fill="none" stroke="#fff" stroke-width="2" stroke-linecap="round" stroke-linejoin="round">${glyph}</g>
</svg>`;
}

/**
 * sharp's PNG options for the icons: a 128-colour palette (libimagequant,
 * dithered), transparency kept. About 30 % smaller than the ffmpeg palette of
 * a Chromium rendering that this replaced, and closer to the full-colour
 * image (docs/decisions/0020-libraries-for-build-tooling.md).
 */
const ICON_PNG = { palette: true, colours: 128, compressionLevel: 9 } as const;

/**
 * Draws the favicon and the app icons for `name`'s initials into
 * `publicDir` (`favicon.svg`, `icons/*.png`); `npm run init` draws them into
 * a scratch folder first, so a refusal writes nothing. Sizes and purposes are
 * the manifest's (`MANIFEST_ICONS`, `MANIFEST_SHORTCUTS` in
 * site-build/lib/pwa-options.ts) and index.html's Apple touch icon: 192 and 512 px
 * transparent around the rounded square, 512 px maskable, 180 px Apple touch
 * icon, 96 px shortcuts.
 *
 * `@vite-pwa/assets-generator` rasterises each with padding 0. Its own
 * padding puts one source image, shrunk, on a flat colour; our maskable and
 * Apple icons are a design of their own (the gradient to the edges, smaller
 * initials inside the safe zone, see {@link iconSvg}), so each gets its
 * finished SVG. Its presets, file names and HTML or manifest entries are
 * not used either: the names are fixed by pwa-options.ts and index.html,
 * and a `favicon.ico` is not wanted (the SVG favicon is enough,
 * docs/decisions/0004-inline-entry-css.md).
 */
export async function writeIcons(name: string, publicDir = 'public'): Promise<void> {
  const text = initials(name);
  const outlines = await initialsOutlines(text);
  const plain = iconSvg(text, { outline: outlines.plain });
  const maskable = iconSvg(text, { maskable: true, outline: outlines.maskable });
  await writeFile(`${publicDir}/favicon.svg`, `${plain.replaceAll('\n', '')}\n`);
  const jobs = [
    { svg: plain, size: 192, out: 'icons/icon-192.png', transparent: true },
    { svg: plain, size: 512, out: 'icons/icon-512.png', transparent: true },
    { svg: maskable, size: 512, out: 'icons/icon-maskable-512.png', transparent: false },
    // iOS rounds the corners itself and paints transparency black.
    { svg: maskable, size: 180, out: 'icons/apple-touch-icon.png', transparent: false },
    ...MANIFEST_SHORTCUTS.map((shortcut) => ({
      svg: shortcutIconSvg(SHORTCUT_GLYPHS[shortcut.query]),
      size: 96,
      out: shortcut.icon,
      transparent: false,
    })),
    { svg: shortcutIconSvg(CV_PDF_GLYPH), size: 96, out: CV_PDF_SHORTCUT.icon, transparent: false },
  ];
  await mkdir(`${publicDir}/icons`, { recursive: true });
  for (const { svg, size, out, transparent } of jobs) {
    const generate = transparent ? generateTransparentAsset : generateMaskableAsset;
    const image = await generate('png', Buffer.from(svg), size, {
      padding: 0,
      resizeOptions: { fit: 'contain', background: transparent ? 'transparent' : 'white' },
      outputOptions: ICON_PNG,
    });
    await image.toFile(`${publicDir}/${out}`);
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  // Loaded here, not at the top: npm run init imports writeIcons while the content files may not map yet.
  const { site } = await import('#src/app/site.ts');
  await writeIcons(site.name);
  console.log('wrote public/favicon.svg and public/icons/*.png');
}
