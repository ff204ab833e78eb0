import { describe, expect, it } from 'vitest';
import { languageModules, resolvedId } from './language-modules.ts';

describe('languageModules', () => {
  const modules = languageModules({
    loaderId: 'virtual:things',
    languagePrefix: 'virtual:things/',
    loaderName: 'loadThings',
    languages: [
      { lang: 'en', text: 'Hello' },
      { lang: 'fil', text: 'Kumusta' },
    ],
    loaderHead: ['export const LANGS = ["en","fil"];'],
    languageModule: ({ lang, text }, ssr) =>
      `export const text = ${JSON.stringify(`${lang}:${text}:${ssr}`)};\n`,
  });

  it('resolves the loader and each language behind \\0, and leaves every other id alone', () => {
    expect(modules.resolveId('virtual:things')).toBe('\0virtual:things');
    expect(modules.resolveId('virtual:things/fil')).toBe('\0virtual:things/fil');
    expect(resolvedId('virtual:things/fil')).toBe('\0virtual:things/fil');
    expect(modules.resolveId('virtual:thingsx')).toBeNull();
    expect(modules.resolveId('/src/main.tsx')).toBeNull();
  });

  it('writes a loader that imports each language, and the default for any other tag', () => {
    expect(modules.load('\0virtual:things')).toBe(
      [
        'export const LANGS = ["en","fil"];',
        'export function loadThings(lang) {',
        '  switch (lang) {',
        '    case "en": return import("virtual:things/en");',
        '    case "fil": return import("virtual:things/fil");',
        '    default: return import("virtual:things/en");',
        '  }',
        '}',
        '',
      ].join('\n'),
    );
  });

  it("writes a known language's module, for the client or the server build", () => {
    expect(modules.load('\0virtual:things/fil')).toBe('export const text = "fil:Kumusta:false";\n');
    expect(modules.load('\0virtual:things/en', true)).toBe(
      'export const text = "en:Hello:true";\n',
    );
  });

  it('loads nothing for a language the site does not have, nor for other ids', () => {
    expect(modules.load('\0virtual:things/de')).toBeNull();
    expect(modules.load('virtual:things/fil')).toBeNull();
    expect(modules.load('/src/main.tsx')).toBeNull();
  });

  it('refuses a site without a language', () => {
    expect(() =>
      languageModules({
        loaderId: 'virtual:things',
        languagePrefix: 'virtual:things/',
        loaderName: 'loadThings',
        languages: [],
        languageModule: () => '',
      }),
    ).toThrow('virtual:things: no language');
  });
});
