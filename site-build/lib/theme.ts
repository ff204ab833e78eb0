/**
 * The owner's colours (docs/product.md § Colour mode, "The owner's accent"):
 * `portfolio.json` `theme.accent`, any CSS colour, turned at build time into
 * the light- and dark-mode values of the accent tokens of src/styles/theme.css,
 * each pair of text and background checked for WCAG 2.2 AA contrast. Node
 * only: the browser gets plain colours, never this code nor colorjs.io
 * (docs/decisions/0037-accent-derived-at-build-time.md).
 */

import Color from 'colorjs.io';
import type { PortfolioFields } from '#src/app/site-content.ts';
import { ContentError } from '#src/content/owner-content.ts';

/** `portfolio.json` `theme`, as checked by `PortfolioFields`. */
export type Theme = NonNullable<PortfolioFields['theme']>;

/** The first visit's colour mode (docs/product.md § Colour mode); `dark` when the owner names none. */
export type FirstColourMode = NonNullable<Theme['colourMode']>;

/** The backgrounds of each mode (theme.css) the accent is read on, text or focus ring. */
export const BACKGROUNDS = {
  light: ['#f4f5f9', '#ffffff', '#e6e9f1', '#fde8e7'],
  dark: ['#0e1015', '#171a21', '#242835', '#3d1513'],
} as const;

/** The text on an accent-coloured button or pressed switch (theme.css `--accent-text-color`). */
export const ON_ACCENT = { light: '#ffffff', dark: '#0e1015' } as const;

/** The hero's text colour (theme.css `--hero-text-color`), on both ends of the gradient. */
const HERO_TEXT = '#ffffff';

/** WCAG 2.2 1.4.3: body text needs 4.5:1 (links and button labels are body text). */
export const TEXT_CONTRAST = 4.5;

/** How far one lightness step moves, in OKLCH lightness (0–1). */
const STEP = 0.005;

type Mode = 'light' | 'dark';

/** The accent tokens of both modes, as `#rrggbb`. */
export type AccentTokens = {
  accent: Record<Mode, string>;
  heroFrom: Record<Mode, string>;
  heroTo: Record<Mode, string>;
  skeleton: Record<Mode, string>;
};

/** What {@link deriveAccent} made of the owner's colour. */
export type DerivedAccent = {
  tokens: AccentTokens;
  /** One line for the build's output when the owner's colour had to be moved; otherwise undefined. */
  notice?: string;
};

/** Lowest WCAG 2.x contrast ratio of `colour` against each of `others`. */
export function lowestContrast(colour: string, others: readonly string[]): number {
  const own = new Color(colour);
  return Math.min(...others.map((other) => own.contrast(new Color(other), 'WCAG21')));
}

/** An OKLCH colour mapped into sRGB, as `#rrggbb`. */
function hex(lightness: number, chroma: number, hue: number): string {
  const colour = new Color('oklch', [Math.min(1, Math.max(0, lightness)), chroma, hue]);
  return colour.to('srgb').toGamut().toString({ format: 'hex', collapse: false });
}

/**
 * Moves `lightness` by {@link STEP} towards `direction` (−1 darker, +1
 * lighter) until `passes` holds, keeping chroma and hue.
 * @returns the first colour that passes; pure black or white ends the walk,
 *   and both pass every check this module makes, so it always returns.
 */
function walk(
  start: [number, number, number],
  direction: -1 | 1,
  passes: (colour: string) => boolean,
): string {
  const [lightness, chroma, hue] = start;
  for (let step = 0; ; step += 1) {
    const next = lightness + direction * step * STEP;
    const colour = hex(next, chroma, hue);
    if (passes(colour) || next <= 0 || next >= 1) return colour;
  }
}

/**
 * Parses the owner's colour.
 * @returns its OKLCH coordinates (an achromatic colour's hue is 0).
 * @throws ContentError (`portfolio.json`, `theme.accent`) for what is no CSS
 *   colour, or one that is not fully opaque (its contrast would depend on
 *   what it is drawn over).
 */
export function parseAccent(accent: string): [number, number, number] {
  let colour: Color;
  try {
    colour = new Color(accent);
  } catch {
    throw new ContentError(
      'portfolio.json',
      'theme.accent',
      `${JSON.stringify(accent)} is not a CSS colour; write one such as "#0d9488", "rebeccapurple" or "oklch(55% 0.15 250)" (docs/make-it-yours.md)`,
    );
  }
  if (colour.alpha !== 1) {
    throw new ContentError(
      'portfolio.json',
      'theme.accent',
      `${JSON.stringify(accent)} is partly transparent, so its contrast depends on what is behind it; write it without transparency (docs/make-it-yours.md)`,
    );
  }
  const [lightness, chroma, hue] = colour.to('oklch').coords;
  return [lightness ?? 0, chroma ?? 0, Number.isFinite(hue) ? (hue as number) : 0];
}

/**
 * Derives the accent tokens of both colour modes from the owner's colour
 * (docs/product.md § Colour mode, "The owner's accent"):
 *
 * - light mode's accent (links, focus ring, buttons, the pressed switch and
 *   like toggle, the PDF's headings) is the owner's colour when it reaches
 *   4.5:1 against every light background and under white text; otherwise it
 *   is darkened, keeping its hue, until it does;
 * - dark mode's is a light tint of the same hue (OKLCH lightness 0.79 or the
 *   owner's, chroma at most 0.12), lightened further until it reaches 4.5:1
 *   against every dark background and under the dark text;
 * - the hero gradient runs from the accent's hue to 65° further round the
 *   wheel, dark enough in both modes for its white text (4.5:1);
 * - the skeleton shimmer is a faint grey of the accent's hue.
 * @param accent any CSS colour (`#0d9488`, `oklch(…)`).
 * @returns the tokens, and a notice naming the colour used when the owner's
 *   colour itself could not be used in light mode.
 * @throws ContentError when `accent` is no opaque CSS colour ({@link parseAccent}).
 */
export function deriveAccent(accent: string): DerivedAccent {
  const [lightness, chroma, hue] = parseAccent(accent);
  const own = hex(lightness, chroma, hue);
  const passes = (mode: Mode) => (colour: string) =>
    lowestContrast(colour, [...BACKGROUNDS[mode], ON_ACCENT[mode]]) >= TEXT_CONTRAST;
  const light = walk([lightness, chroma, hue], -1, passes('light'));
  const dark = walk([Math.max(lightness, 0.79), Math.min(chroma, 0.12), hue], 1, passes('dark'));
  const onHero = (colour: string) => lowestContrast(colour, [HERO_TEXT]) >= TEXT_CONTRAST;
  const heroHue = (hue + 65) % 360;
  const tokens: AccentTokens = {
    accent: { light, dark },
    heroFrom: {
      light: walk([Math.min(lightness, 0.48), chroma, hue], -1, onHero),
      dark: walk([0.31, Math.min(chroma, 0.14), hue], -1, onHero),
    },
    heroTo: {
      light: walk([Math.min(lightness, 0.52), chroma, heroHue], -1, onHero),
      dark: walk([0.38, Math.min(chroma, 0.13), heroHue], -1, onHero),
    },
    skeleton: {
      light: hex(0.91, Math.min(chroma, 0.013), hue),
      dark: hex(0.315, Math.min(chroma, 0.028), hue),
    },
  };
  const notice =
    light === own
      ? undefined
      : `theme.accent ${accent} is too light for text on the light background: the light mode uses ${light} instead (4.5:1).`;
  return notice ? { tokens, notice } : { tokens };
}

/** The theme.css tokens the accent sets, each with its token pair. */
function tokenValues(tokens: AccentTokens): Record<string, Record<Mode, string>> {
  return {
    '--nav-color': tokens.accent,
    '--accent-color': tokens.accent,
    '--focus-ring-color': tokens.accent,
    '--hero-from': tokens.heroFrom,
    '--hero-to': tokens.heroTo,
    '--skeleton-color': tokens.skeleton,
  };
}

/**
 * theme.css with the accent tokens' `light-dark()` values replaced by
 * `tokens`, plus `--print-accent-color`, the PDF CV's heading colour
 * (light mode's accent: the paper is white).
 * @throws Error when theme.css no longer declares a token as `light-dark(…)`.
 */
export function themedCss(css: string, tokens: AccentTokens): string {
  let out = css;
  for (const [name, value] of Object.entries(tokenValues(tokens))) {
    const declaration = new RegExp(`(${name}:\\s*)light-dark\\([^)]*\\)`);
    if (!declaration.test(out)) throw new Error(`theme.css: no "${name}: light-dark(…)" token`);
    out = out.replace(declaration, `$1light-dark(${value.light}, ${value.dark})`);
  }
  return out.replace(
    /(--accent-color:[^;]*;)/,
    `$1\n  --print-accent-color: ${tokens.accent.light};`,
  );
}

/**
 * The page background of each mode (theme.css `--background-color`): what
 * `<meta name="theme-color">` and the manifest's `theme_color` take.
 */
export const PAGE_BACKGROUND: Record<Mode, string> = { dark: '#0e1015', light: '#f4f5f9' };

/**
 * A page's HTML set up for the first colour mode: `light` starts the page
 * light (`data-theme` and the theme colour); `system` sets
 * `data-theme="system"`, whose colour scheme is `light dark`
 * ({@link SYSTEM_MODE_CSS}), so `light-dark()` follows `prefers-color-scheme`
 * from the first paint without a script, and puts a light theme colour for
 * a light system before the dark one, so the status bar follows it too;
 * `dark` changes nothing. The static
 * pre-paint script still applies a remembered choice over either
 * (docs/decisions/0011-colour-mode-mirror.md).
 * @throws Error when the page has no `<html … data-theme="dark">` or theme colour to set.
 */
export function firstModeHtml(html: string, mode: FirstColourMode): string {
  if (mode === 'dark') return html;
  const root = /<html([^>]*) data-theme="dark"/;
  if (!root.test(html)) throw new Error('theme: the page has no <html data-theme="dark">');
  const themeColour = `<meta name="theme-color" content="${PAGE_BACKGROUND.dark}"`;
  if (!html.includes(themeColour)) throw new Error('theme: the page has no dark theme colour');
  if (mode === 'system')
    // The first theme colour whose media matches wins: the light one on a light system, else
    // the dark one. (A remembered choice sets the first: right until hydration sets both.)
    return html
      .replace(root, '<html$1 data-theme="system"')
      .replace(
        themeColour,
        `<meta name="theme-color" content="${PAGE_BACKGROUND.light}" media="(prefers-color-scheme: light)">${themeColour}`,
      );
  return html
    .replace(root, '<html$1 data-theme="light"')
    .replace(themeColour, `<meta name="theme-color" content="${PAGE_BACKGROUND.light}"`);
}

/** What theme.css gets for a `system` first mode: the root before the visitor or the store picks a mode. */
export const SYSTEM_MODE_CSS = '\n[data-theme="system"] {\n  color-scheme: light dark;\n}\n';

/**
 * The dark colour mode's hero gradient, `from` and `to`, for the share pictures: the one derived
 * from the owner's `accent` ({@link deriveAccent}), else theme.css's `--hero-from` and `--hero-to`.
 * @param themeCss the text of src/styles/theme.css.
 * @throws Error when theme.css no longer defines a token as `light-dark(light, dark)`.
 */
export function darkHeroGradient(themeCss: string, accent?: string): { from: string; to: string } {
  if (accent !== undefined) {
    const { heroFrom, heroTo } = deriveAccent(accent).tokens;
    return { from: heroFrom.dark, to: heroTo.dark };
  }
  const dark = (name: string) => {
    const value = themeCss
      .match(new RegExp(`${name}:\\s*light-dark\\(\\s*([^,]+),\\s*([^)]+)\\)`))?.[2]
      ?.trim();
    if (!value)
      throw new Error(`src/styles/theme.css: no "${name}: light-dark(light, dark)" token`);
    return value;
  };
  return { from: dark('--hero-from'), to: dark('--hero-to') };
}
