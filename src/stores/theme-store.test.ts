import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { describePersistedStore } from '#src/testing/persisted-store.ts';
import { applyColorMode, THEME_COLORS, type ThemeStore } from './theme-store.ts';

describePersistedStore<ThemeStore>({
  name: 'theme',
  load: async () => (await import('./theme-store.ts')).useThemeStore,
  defaults: { mode: 'dark' },
  change: (state) => state.toggle(),
  saved: { mode: 'light' },
  restored: { mode: 'light' },
  corrupt: [{ mode: 'blue' }, { mode: null }, { theme: 'light' }, 'light', []],
});

describe('theme-color', () => {
  it("takes each mode's page background from theme.css", () => {
    const css = readFileSync('src/styles/theme.css', 'utf8');
    const [, light, dark] =
      css.match(/--background-color:\s*light-dark\((#[0-9a-f]{6}),\s*(#[0-9a-f]{6})\)/i) ?? [];
    expect(THEME_COLORS).toEqual({ light, dark });
    // index.html's pre-paint script sets the stored (or system's) one before the app runs.
    expect(readFileSync('index.html', 'utf8')).toContain(
      `.content=m=='light'?'${light}':'${dark}'`,
    );
  });

  it('is set on <meta name="theme-color"> with the mode', () => {
    const meta = document.createElement('meta');
    meta.name = 'theme-color';
    meta.content = THEME_COLORS.dark;
    document.head.append(meta);
    applyColorMode('light');
    expect(meta.content).toBe(THEME_COLORS.light);
    applyColorMode('dark');
    expect(meta.content).toBe(THEME_COLORS.dark);
    meta.remove();
  });

  it("is set on both of a system first mode's, whatever their media", () => {
    const metas = (['light', 'dark'] as const).map((scheme) => {
      const meta = document.createElement('meta');
      meta.name = 'theme-color';
      meta.media = `(prefers-color-scheme: ${scheme})`;
      meta.content = THEME_COLORS[scheme];
      document.head.append(meta);
      return meta;
    });
    applyColorMode('dark');
    expect(metas.map((meta) => meta.content)).toEqual([THEME_COLORS.dark, THEME_COLORS.dark]);
    applyColorMode('light');
    expect(metas.map((meta) => meta.content)).toEqual([THEME_COLORS.light, THEME_COLORS.light]);
    for (const meta of metas) meta.remove();
  });
});
