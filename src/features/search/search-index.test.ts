import { describe, expect, it } from 'vitest';
import { segmentsOf, termOf, wordsOf } from './search-index.ts';

describe('wordsOf', () => {
  it('splits Latin text at spaces and punctuation', () => {
    expect(wordsOf('Offline-first: a PWA, in 2026.', 'en')).toEqual([
      'Offline',
      'first',
      'a',
      'PWA',
      'in',
      '2026',
    ]);
  });

  it('splits Japanese, written without spaces, into more than one word', () => {
    const words = wordsOf('オフラインで動くポートフォリオを作りました', 'ja');
    expect(words.length).toBeGreaterThan(2);
    expect(words.join('')).toBe('オフラインで動くポートフォリオを作りました');
    expect(words).toContain('オフライン');
  });
});

describe('segmentsOf', () => {
  it('keeps every character, so marked runs join back to the text', () => {
    const text = 'Why <div> soup hurts — “a11y”';
    expect(
      segmentsOf(text, 'en')
        .map(({ segment }) => segment)
        .join(''),
    ).toBe(text);
  });
});

describe('termOf', () => {
  it('lowers case and drops Latin accents', () => {
    expect(termOf('Café', 'fil')).toBe('cafe');
    expect(termOf('ÑANDÚ', 'en')).toBe('nandu');
  });

  it('drops Arabic vowel marks but keeps the Japanese voiced mark', () => {
    expect(termOf('مُبَرْمِج', 'ar')).toBe('مبرمج');
    expect(termOf('ガ', 'ja')).toBe('ガ');
    expect(termOf('ｶﾞ', 'ja')).toBe('ガ');
  });

  it('folds full-width Latin letters', () => {
    expect(termOf('ＲＥＡＣＴ', 'ja')).toBe('react');
  });
});
