import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { contrast, TEXT_PAIRS, token, UI_PAIRS } from './contrast-pairs.ts';

/**
 * WCAG 2.2 contrast of the theme tokens (theme.css), in both colour modes:
 * text pairs need 4.5:1 (1.4.3), focus rings and control borders 3:1 (1.4.11).
 */
const css = readFileSync('src/styles/theme.css', 'utf8');

describe.each(['light', 'dark'] as const)('%s mode', (mode) => {
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
