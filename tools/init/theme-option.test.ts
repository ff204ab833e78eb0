import { cpSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { main } from './init.ts';
import { parseInitArgs } from './options.ts';
import { planThemeOnly, themeOption } from './theme-option.ts';

describe('--accent and --colour-mode (docs/make-it-yours.md, "Colours")', () => {
  it('take any opaque CSS colour and the three first modes', () => {
    expect(parseInitArgs(['--accent', '#e11d48', '--colour-mode', 'system'])).toMatchObject({
      theme: { accent: '#e11d48', colourMode: 'system' },
    });
    expect(themeOption('oklch(55% 0.15 250)', 'light')).toEqual({
      accent: 'oklch(55% 0.15 250)',
      colourMode: 'light',
    });
    expect(themeOption(undefined, 'dark')).toEqual({ colourMode: 'dark' });
    expect(themeOption('', '')).toBeUndefined();
  });

  it('refuse a bad value with a message naming the flag', () => {
    expect(() => parseInitArgs(['--accent', 'bluish'])).toThrow(
      /^--accent "bluish" is not a CSS colour; write one such as "#0d9488"/,
    );
    expect(() => parseInitArgs(['--accent', '#ff000080'])).toThrow(
      /^--accent "#ff000080" is partly transparent/,
    );
    expect(() => parseInitArgs(['--colour-mode', 'auto'])).toThrow(
      '--colour-mode "auto" is not a colour mode: give dark, light or system.',
    );
  });

  it("alone change only portfolio.json's theme, keeping a mode not given", () => {
    const root = mkdtempSync(join(tmpdir(), 'theme-option-'));
    cpSync('portfolio.json', join(root, 'portfolio.json'));
    const before = JSON.parse(readFileSync('portfolio.json', 'utf8'));
    const first = planThemeOnly({ accent: '#e11d48', colourMode: 'system' }, root);
    expect([...first.write.keys()]).toEqual(['portfolio.json']);
    expect(JSON.parse(first.write.get('portfolio.json') as string)).toEqual({
      ...before,
      theme: { accent: '#e11d48', colourMode: 'system' },
    });
  });

  it('refused, change no file', async () => {
    const root = mkdtempSync(join(tmpdir(), 'theme-option-'));
    cpSync('portfolio.json', join(root, 'portfolio.json'));
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(await main(['--accent', 'not a colour', '--colour-mode', 'light'], root)).toBe(1);
    expect(error.mock.calls.join('\n')).toMatch(/--accent "not a colour" is not a CSS colour/);
    expect(readFileSync(join(root, 'portfolio.json'), 'utf8')).toBe(
      readFileSync('portfolio.json', 'utf8'),
    );
    vi.spyOn(console, 'log').mockImplementation(() => undefined);
    expect(await main(['--accent', '#e11d48', '--colour-mode', 'system'], root)).toBe(0);
    expect(JSON.parse(readFileSync(join(root, 'portfolio.json'), 'utf8')).theme).toEqual({
      accent: '#e11d48',
      colourMode: 'system',
    });
  });
});
