import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { contrast, TEXT_PAIRS, token, UI_PAIRS } from '#src/styles/contrast-pairs.ts';
import {
  BACKGROUNDS,
  deriveAccent,
  firstModeHtml,
  ON_ACCENT,
  PAGE_BACKGROUND,
  parseAccent,
  SYSTEM_MODE_CSS,
  themedCss,
} from './theme.ts';

const themeCss = readFileSync('src/styles/theme.css', 'utf8');

/** Five kinds of owner colour (docs/product.md § Colour mode, "The owner's accent"). */
const OWNER_COLOURS = {
  'a light yellow': '#fde047',
  'a dark navy': '#1e3a8a',
  'a saturated red': '#ff0000',
  'a grey': '#808080',
  'an oklch() one': 'oklch(70% 0.17 150)',
};

describe.each(Object.entries(OWNER_COLOURS))('%s (%s)', (_kind, accent) => {
  const css = themedCss(themeCss, deriveAccent(accent).tokens);

  describe.each(['light', 'dark'] as const)('in %s mode', (mode) => {
    it.each(TEXT_PAIRS)('%s on %s reaches 4.5:1', (foreground, background) => {
      expect(
        contrast(token(css, foreground, mode), token(css, background, mode)),
      ).toBeGreaterThanOrEqual(4.5);
    });

    it.each(UI_PAIRS)('%s on %s reaches 3:1', (foreground, background) => {
      expect(
        contrast(token(css, foreground, mode), token(css, background, mode)),
      ).toBeGreaterThanOrEqual(3);
    });
  });

  it("prints the PDF CV's headings in the light accent, 4.5:1 on white paper", () => {
    const print = token(css, 'print-accent-color', 'light');
    expect(print).toBe(token(css, 'accent-color', 'light'));
    expect(contrast(print, '#ffffff')).toBeGreaterThanOrEqual(4.5);
  });
});

describe("the owner's colour", () => {
  it('is used as it is in light mode when it passes, with no notice', () => {
    const derived = deriveAccent('#1e3a8a');
    expect(derived.tokens.accent.light).toBe('#1e3a8a');
    expect(derived.notice).toBeUndefined();
  });

  it('keeps its hue but is darkened, and says so naming the colour used, when too light', () => {
    const derived = deriveAccent('#fde047');
    const used = derived.tokens.accent.light;
    expect(used).not.toBe('#fde047');
    expect(derived.notice).toBe(
      `theme.accent #fde047 is too light for text on the light background: the light mode uses ${used} instead (4.5:1).`,
    );
    const [, , hue] = parseAccent(used);
    expect(Math.abs(hue - parseAccent('#fde047')[2])).toBeLessThan(8);
  });

  it('is refused with a clear message when it is no CSS colour or partly transparent', () => {
    expect(() => deriveAccent('teal-ish')).toThrow(
      /^portfolio\.json: theme\.accent: "teal-ish" is not a CSS colour/,
    );
    expect(() => deriveAccent('rgb(255 0 0 / 50%)')).toThrow(
      /^portfolio\.json: theme\.accent: "rgb\(255 0 0 \/ 50%\)" is partly transparent/,
    );
  });

  it('changes only the accent tokens of theme.css', () => {
    const css = themedCss(themeCss, deriveAccent('#ff0000').tokens);
    for (const name of ['text-color', 'background-color', 'muted-text-color', 'border-color']) {
      for (const mode of ['light', 'dark'] as const) {
        expect(token(css, name, mode)).toBe(token(themeCss, name, mode));
      }
    }
    expect(token(css, 'accent-color', 'light')).not.toBe(token(themeCss, 'accent-color', 'light'));
  });
});

describe('the colours the accent is measured against', () => {
  it.each(['light', 'dark'] as const)("are theme.css's in %s mode", (mode) => {
    const of = (name: string) => token(themeCss, name, mode);
    expect(BACKGROUNDS[mode]).toEqual([
      of('background-color'),
      of('background-color-secondary'),
      of('background-color-tertiary'),
      of('danger-background'),
    ]);
    expect(ON_ACCENT[mode]).toBe(of('accent-text-color'));
    expect(PAGE_BACKGROUND[mode]).toBe(of('background-color'));
  });
});

describe('the first colour mode in the page', () => {
  const page =
    '<html lang="en" data-theme="dark"><head><meta name="theme-color" content="#0e1015" />';

  it('leaves a dark first mode as the page is', () => {
    expect(firstModeHtml(page, 'dark')).toBe(page);
  });

  it('starts a light first mode light, status bar included', () => {
    expect(firstModeHtml(page, 'light')).toBe(
      '<html lang="en" data-theme="light"><head><meta name="theme-color" content="#f4f5f9" />',
    );
  });

  it('lets a system first mode follow the system from the first paint, with no script', () => {
    expect(firstModeHtml(page, 'system')).toBe(
      '<html lang="en" data-theme="system"><head>' +
        '<meta name="theme-color" content="#f4f5f9" media="(prefers-color-scheme: light)">' +
        '<meta name="theme-color" content="#0e1015" />',
    );
    expect(SYSTEM_MODE_CSS).toContain('[data-theme="system"] {\n  color-scheme: light dark;');
  });
});
