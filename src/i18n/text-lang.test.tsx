import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { type Locale, translatorFor } from './catalogues.ts';
import { I18nProvider, useTextLangProps } from './i18n-provider.tsx';
import type { Direction } from './locale.ts';

/** A sentence in `lang` as a page in `locale` (of direction `dir`) shows it. */
function Sentence({ lang }: { lang?: string }) {
  return <p {...useTextLangProps(lang)}>Files permit requests online.</p>;
}

const attributesOn = (locale: Locale, dir?: Direction, lang = 'en') => {
  const p = render(
    <I18nProvider translator={translatorFor(locale)} dir={dir}>
      <Sentence lang={lang} />
    </I18nProvider>,
  ).container.querySelector('p') as HTMLParagraphElement;
  return { lang: p.getAttribute('lang'), dir: p.getAttribute('dir') };
};

describe('useTextLangProps', () => {
  it('adds nothing to text in the page’s own language', () => {
    expect(attributesOn('en', 'ltr')).toEqual({ lang: null, dir: null });
    expect(attributesOn('fil', 'ltr', 'fil')).toEqual({ lang: null, dir: null });
    expect(attributesOn('ar', 'rtl', '')).toEqual({ lang: null, dir: null });
  });

  it('marks English text on a Filipino page with lang alone', () => {
    expect(attributesOn('fil', 'ltr')).toEqual({ lang: 'en', dir: null });
  });

  it('lets English text on an Arabic page run left to right (dir="auto")', () => {
    expect(attributesOn('ar', 'rtl')).toEqual({ lang: 'en', dir: 'auto' });
  });

  it('reads the direction from <html dir> when the provider gives none (the browser)', () => {
    document.documentElement.dir = 'rtl';
    try {
      expect(attributesOn('ar')).toEqual({ lang: 'en', dir: 'auto' });
    } finally {
      document.documentElement.removeAttribute('dir');
    }
    expect(attributesOn('ja')).toEqual({ lang: 'en', dir: null });
  });
});
