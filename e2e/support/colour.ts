/**
 * WCAG 2.2 contrast ratio (1 to 21) of two opaque CSS colours as
 * `getComputedStyle` reports them (`rgb(r, g, b)` or `rgba(…, 1)`).
 * @throws Error for a colour it cannot read, or one that is not opaque.
 */
export function contrastRatio(a: string, b: string): number {
  const [high, low] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (high + 0.05) / (low + 0.05);
}

/** The colour's channels 0–255 and alpha 0–1, or null when it is not an rgb()/rgba() colour. */
export function parseRgb(colour: string): { r: number; g: number; b: number; a: number } | null {
  const match = /^rgba?\(([^)]+)\)$/.exec(colour.trim());
  if (!match) return null;
  const [r, g, b, a = 1] = match[1]
    .split(/[\s,/]+/)
    .filter(Boolean)
    .map(Number);
  return { r, g, b, a };
}

function luminance(colour: string): number {
  const rgb = parseRgb(colour);
  if (rgb?.a !== 1) throw new Error(`not an opaque rgb colour: ${colour}`);
  const channel = (value: number) => {
    const c = value / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(rgb.r) + 0.7152 * channel(rgb.g) + 0.0722 * channel(rgb.b);
}
