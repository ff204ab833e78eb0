import { otherLanguageTags } from '../../site-build/lib/read-owner-content.ts';
import { APP_URL } from '../support/ports.ts';
import { count, expect, test, untilSettled } from './fixtures.ts';

// Each built language's page in Firefox and WebKit (docs/product.md § Languages): it is
// prerendered in its language, hydrates with its own texts (a control answers in it) and links
// the English page in English's own words. A row per built language besides the default,
// written by a speaker of it. The Chromium specs are in e2e/languages.spec.ts.

const OTHER_LANGUAGES: Record<string, { projects: string; like: string; liked: string }> = {
  fil: {
    projects: 'Mga Tampok na Proyekto Ngayon',
    like: 'I-like',
    liked: 'Idinagdag sa Mga Paborito',
  },
};

const OTHERS = otherLanguageTags('.');

test('every built language has its row', () => {
  expect(
    OTHERS.filter((lang) => !OTHER_LANGUAGES[lang]),
    'add a row to OTHER_LANGUAGES in e2e/engines/languages.flow.ts',
  ).toEqual([]);
});

for (const lang of OTHERS) {
  const expected = OTHER_LANGUAGES[lang];
  if (!expected) continue;

  test(`the ${lang} page hydrates in its language and links English`, async ({ site }) => {
    await site.goto(new URL(`${lang}/`, APP_URL).href);
    await untilSettled(site);
    expect(await site.evaluate(() => document.documentElement.lang)).toBe(lang);
    expect(await count(site, { role: 'heading', name: expected.projects })).toBe(1);
    expect(await count(site, { role: 'link', name: 'English' })).toBe(1);
    expect(
      await site.evaluate(() => document.querySelector('a[hreflang="en"]')?.getAttribute('lang')),
    ).toBe('en');

    await site.click({ role: 'button', name: expected.like });
    await expect.poll(() => count(site, { role: 'alert', name: expected.liked })).toBe(1);
  });
}
