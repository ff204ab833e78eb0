import { describe, expect, it } from 'vitest';
import { missingFontLines } from './pdf-fonts.ts';

describe('missingFontLines (docs/product.md § CV and contact card)', () => {
  it('names each language the machine has no font for, with the package to install', () => {
    const asked: string[] = [];
    const lines = missingFontLines(['en', 'fil', 'ar', 'ja', 'ar-EG'], (lang) => {
      asked.push(lang);
      return false;
    });
    expect(asked).toEqual(['ar', 'ja', 'ar']);
    expect(lines).toEqual([
      'PDF CV (ar): no font on this machine has Arabic letters, so its PDF would show empty boxes; install one (Debian: fonts-noto-core).',
      'PDF CV (ja): no font on this machine has Japanese letters, so its PDF would show empty boxes; install one (Debian: fonts-noto-cjk).',
      'PDF CV (ar-EG): no font on this machine has Arabic letters, so its PDF would show empty boxes; install one (Debian: fonts-noto-core).',
    ]);
  });

  it('says nothing when the fonts are there, or when fontconfig cannot be asked', () => {
    expect(missingFontLines(['ar', 'ja'], () => true)).toEqual([]);
    expect(missingFontLines(['ar', 'ja'], () => undefined)).toEqual([]);
  });

  it('asks this machine through fc-list: the fonts .ci/run installs cover Arabic and Japanese', () => {
    expect(missingFontLines(['ar', 'ja'])).toEqual([]);
  });
});
