/**
 * The theme's pairs of colours that must contrast (docs/product.md § Colour
 * mode), read from a theme.css text: text pairs need 4.5:1 (WCAG 2.2 1.4.3),
 * focus rings and control borders 3:1 (1.4.11). For the tests only: the
 * sample's theme (src/styles/theme.test.ts) and every accent the build
 * derives (site-build/lib/theme.test.ts) are checked against the same list.
 */

/** A colour mode's value of token `name` in `css`, as `#rrggbb`, following `var(--…)`. */
export function token(css: string, name: string, mode: 'light' | 'dark'): string {
  if (name.startsWith('#')) return name;
  const match = css.match(new RegExp(`--${name}:\\s*([^;]+);`));
  if (!match) throw new Error(`no token --${name}`);
  const value = match[1].trim();
  const pair = value.match(/^light-dark\((#[0-9a-f]{6}),\s*(#[0-9a-f]{6})\)$/i);
  if (pair) return mode === 'light' ? pair[1] : pair[2];
  if (/^#[0-9a-f]{6}$/i.test(value)) return value;
  const reference = value.match(/^var\(--([\w-]+)\)$/);
  if (reference) return token(css, reference[1], mode);
  throw new Error(`--${name} is not a colour: ${value}`);
}

/** Relative luminance of `#rrggbb` (WCAG 2.2, "relative luminance"). */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG 2.2 contrast ratio of two `#rrggbb` colours (1–21). */
export function contrast(a: string, b: string): number {
  const [high, low] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (high + 0.05) / (low + 0.05);
}

/** Text on background: 4.5:1. */
export const TEXT_PAIRS: Array<[foreground: string, background: string]> = [
  ['text-color', 'background-color'],
  ['text-color', 'background-color-secondary'],
  ['text-color', 'background-color-tertiary'],
  ['muted-text-color', 'background-color'],
  ['muted-text-color', 'background-color-secondary'],
  ['muted-text-color', 'background-color-tertiary'],
  ['nav-color', 'background-color-secondary'],
  ['nav-color', 'background-color-tertiary'],
  ['nav-color', 'background-color'],
  ['accent-text-color', 'accent-color'],
  ['danger-color', 'danger-background'],
  ['text-color', 'danger-background'],
  ['danger-color', 'background-color-secondary'],
  ['hero-text-color', 'hero-from'],
  ['hero-text-color', 'hero-to'],
];

/** Focus rings and control borders on background: 3:1. */
export const UI_PAIRS: Array<[foreground: string, background: string]> = [
  ['focus-ring-color', 'background-color'],
  ['focus-ring-color', 'background-color-secondary'],
  ['border-color', 'background-color-secondary'],
  ['border-color', 'background-color'],
  ['accent-color', 'background-color-secondary'],
  ['danger-color', 'background-color-tertiary'],
  // The outbox indicator's failed messages: buttons on the danger background.
  ['border-color', 'danger-background'],
  ['focus-ring-color', 'danger-background'],
];
