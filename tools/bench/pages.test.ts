import { describe, expect, it } from 'vitest';
import { benchPages, catalogueText, tapCases } from './pages.ts';

const reel = (title: string) => ({ demoReel: { title } });

describe('benchPages (docs/product.md § Languages, § Performance)', () => {
  it('measures every language, the default at the base path and the others under their tag', () => {
    const pages = benchPages(
      [
        { lang: 'en', site: reel('Demo Reel') },
        { lang: 'fil', site: reel('Demo Reel') },
      ],
      '/',
    );
    expect(pages.map(({ lang, path, file }) => ({ lang, path, file }))).toEqual([
      { lang: 'en', path: '/', file: 'index.html' },
      { lang: 'fil', path: '/fil/', file: 'fil/index.html' },
    ]);
  });

  it('keeps the base path, and takes the default from the content, not from English', () => {
    const pages = benchPages(
      [
        { lang: 'fil', site: reel('Demo Reel') },
        { lang: 'en', site: reel('Demo Reel') },
      ],
      '/portfolio/',
    );
    expect(pages.map(({ path }) => path)).toEqual(['/portfolio/', '/portfolio/en/']);
    expect(pages[0]?.taps[1]?.button).toBe('Buksan ang nabigasyon');
  });

  it('refuses no language, and a language the interface has no texts in', () => {
    expect(() => benchPages([], '/')).toThrow(/names no language/);
    expect(() => benchPages([{ lang: 'de', site: reel('Demo') }], '/')).toThrow(
      /no texts in "de".*messages\/de\.ts/,
    );
  });
});

describe('tapCases: each language taps its own names', () => {
  it('names the English page’s buttons and answers as before', () => {
    expect(tapCases('en', 'Demo Reel')).toEqual([
      {
        label: 'Email → "Send me a message"',
        button: 'Email',
        result: { dialog: 'Send me a message' },
      },
      {
        label: 'Open navigation → "Navigation"',
        button: 'Open navigation',
        result: { dialog: 'Navigation' },
      },
      {
        label: 'Play demo reel → "Demo Reel"',
        button: 'Play demo reel',
        result: { dialog: 'Demo Reel' },
      },
      {
        label: 'Like → its toast',
        button: 'Like',
        result: { toast: ['Added to Favorites', 'Removed from Favorites'] },
      },
      {
        label: 'Open navigation, Search → "Search"',
        button: 'Search',
        result: { dialog: 'Search' },
        inside: { button: 'Open navigation', dialog: 'Navigation' },
      },
    ]);
  });

  it('takes the Filipino page’s names from the Filipino catalogue and the reel title from its content', () => {
    const taps = tapCases('fil', 'Ang Demo Reel');
    expect(taps.map(({ button }) => button)).toEqual([
      'Email',
      'Buksan ang nabigasyon',
      'I-play ang demo reel',
      'I-like',
      'Maghanap',
    ]);
    expect(taps.map(({ result }) => result)).toEqual([
      { dialog: 'Padalhan ako ng mensahe' },
      { dialog: 'Nabigasyon' },
      { dialog: 'Ang Demo Reel' },
      { toast: ['Idinagdag sa Mga Paborito', 'Inalis sa Mga Paborito'] },
      { dialog: 'Maghanap' },
    ]);
    expect(taps.at(-1)?.inside).toEqual({ button: 'Buksan ang nabigasyon', dialog: 'Nabigasyon' });
  });

  it('says which text is missing or is not plain text', () => {
    expect(catalogueText('fil', 'contact.title')).toBe('Padalhan ako ng mensahe');
    expect(() => catalogueText('fil', 'no.such.key')).toThrow(
      /"no\.such\.key" is not a plain text in the "fil" catalogue/,
    );
    expect(() => catalogueText('en', 'profile.portrait')).toThrow(/not a plain text/);
  });
});
