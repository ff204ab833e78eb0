import { describe, expect, it } from 'vitest';
import { CATALOGUES, LOCALES, localeOf, translatorFor } from './catalogues.ts';
import { resumeDateInWords, resumeDateRange } from './dates.ts';
import { directionOf } from './locale.ts';
import { en } from './messages/en.ts';
import { enOnDemand } from './messages/en-on-demand.ts';
import {
  createTranslator,
  type Messages,
  type OnDemandMessages,
  type PageMessages,
} from './translator.ts';

describe('the catalogues (docs/decisions/0021-interface-texts-in-a-typed-catalogue.md)', () => {
  it('fail the type check without a key of the English catalogue', () => {
    const { 'nav.home': _home, ...missingOne } = en;
    // @ts-expect-error Property 'nav.home' is missing: `npm run typecheck` names it.
    const incomplete: PageMessages = missingOne;
    expect(Object.keys(incomplete)).not.toContain('nav.home');
    const { 'contact.send': _send, ...missingOnDemand } = enOnDemand;
    // @ts-expect-error Property 'contact.send' is missing.
    const incompleteOnDemand: OnDemandMessages = missingOnDemand;
    expect(Object.keys(incompleteOnDemand)).not.toContain('contact.send');
  });

  it('give every language every key, and no empty text for any arguments', () => {
    const args = new Proxy({}, { get: (_, name) => (name === 'count' ? 2 : `«${String(name)}»`) });
    for (const locale of LOCALES) {
      const { page, onDemand } = CATALOGUES[locale];
      expect(Object.keys(page).sort()).toEqual(Object.keys(en).sort());
      expect(Object.keys(onDemand).sort()).toEqual(Object.keys(enOnDemand).sort());
      const messages: Messages = { ...page, ...onDemand };
      const plural = {
        plural: (count: number, forms: { other: string }) => `${count}${forms.other}`,
      };
      for (const [key, message] of Object.entries(messages)) {
        const text =
          typeof message === 'function'
            ? [(message as (a: unknown, f: unknown) => unknown)(args, plural)].flat().join('')
            : String(message);
        expect(text.trim(), `${locale}: ${key}`).not.toBe('');
      }
    }
  });

  it('pick plural forms by the language’s rules', () => {
    const { t } = createTranslator('en', en, enOnDemand);
    expect(t('outbox.waiting', { count: 1 })).toBe('1 message waiting to be sent.');
    expect(t('outbox.waiting', { count: 3 })).toBe('3 messages waiting to be sent.');
    expect(t('contact.sent', { count: 1 })).toBe('Message sent');
    expect(t('contact.sent', { count: 2 })).toBe('2 messages sent');
    const fil = translatorFor('fil');
    expect(fil.t('contact.sent', { count: 2 })).toBe('Naipadala ang 2 mensahe');
  });

  it('say each count in words of its own: no two counts read alike, in any language', () => {
    // A plural form with a fixed number ("1 minutong basahin") is wrong wherever the
    // language's "one" covers more than 1: Filipino's covers 2, 3, 5, 7, 8, … too.
    const counted = [
      ['search.count', 'count'],
      ['contact.sent', 'count'],
      ['contact.sendFailed', 'count'],
      ['outbox.waiting', 'count'],
      ['outbox.failed', 'count'],
      ['posts.readingTime', 'minutes'],
    ] as const;
    for (const locale of LOCALES) {
      const { t } = translatorFor(locale);
      for (const [key, name] of counted) {
        const texts = Array.from({ length: 12 }, (_, index) =>
          t(key, { [name]: index + 1 } as never),
        );
        expect(new Set(texts).size, `${locale}: ${key}: ${texts.join(' | ')}`).toBe(texts.length);
      }
    }
  });

  it('write résumé dates through Intl in the language, "to now" from the catalogue', () => {
    const en_ = translatorFor('en');
    const fil = translatorFor('fil');
    expect(resumeDateInWords('2023-02', en_)).toBe('February 2023');
    expect(resumeDateInWords('2023-12-31', en_)).toBe('December 2023');
    expect(resumeDateInWords('2019', fil)).toBe('2019');
    expect(resumeDateRange('2023-02', undefined, fil)).toBe('Pebrero 2023 hanggang ngayon');
    expect(resumeDateRange('2021-03', '2022-05', en_)).toBe('March 2021 to May 2022');
  });

  it('read the page’s language from <html lang>, English when absent or unknown', () => {
    expect(localeOf('fil')).toBe('fil');
    expect(localeOf('fil-PH')).toBe('fil');
    expect(localeOf('en-US')).toBe('en');
    expect(localeOf('')).toBe('en');
    expect(localeOf(null)).toBe('en');
    expect(localeOf('de')).toBe('en');
  });
});

describe('on-demand texts', () => {
  it('are asked for by name before they are here, never shown empty', () => {
    const page = createTranslator('en', en);
    expect(page.t('projects.heading')).toBe('Featured Projects Today');
    expect(() => page.t('contact.send')).toThrow(/"contact.send"/);
    page.addOnDemand(enOnDemand);
    expect(page.hasOnDemand()).toBe(true);
    expect(page.t('contact.send')).toBe('Send');
  });
});

describe('loadOnDemandTexts', () => {
  it('adds the page language’s on-demand texts to the page’s translator, once', async () => {
    const { pageTranslator, setPageTranslator } = await import('./page-translator.ts');
    const { loadOnDemandTexts, setOnDemandLoader } = await import('./on-demand.ts');
    const before = pageTranslator();
    const { fil } = await import('./messages/fil.ts');
    const page = createTranslator('fil', fil);
    setPageTranslator(page);
    let loads = 0;
    setOnDemandLoader(() => {
      loads += 1;
      return import('./messages/fil-on-demand.ts').then((m) => m.filOnDemand);
    });
    try {
      expect(page.hasOnDemand()).toBe(false);
      await Promise.all([loadOnDemandTexts(), loadOnDemandTexts()]);
      expect(page.t('contact.send')).toBe('Ipadala');
      expect(loads).toBe(1);
    } finally {
      setPageTranslator(before);
    }
  });
});

describe('directionOf', () => {
  it.each([
    ['en', 'ltr'],
    ['fil', 'ltr'],
    ['ja', 'ltr'],
    ['ar', 'rtl'],
    ['he', 'rtl'],
    ['fa', 'rtl'],
    ['ur', 'rtl'],
    ['ar-EG', 'rtl'],
  ])('%s is written %s', (lang, dir) => {
    expect(directionOf(lang)).toBe(dir);
  });
});
