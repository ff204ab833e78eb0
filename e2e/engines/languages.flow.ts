import { APP_URL } from '../support/ports.ts';
import { count, expect, test, untilSettled } from './fixtures.ts';

// The Filipino page in Firefox and WebKit (docs/product.md § Languages): it
// is prerendered in Filipino, hydrates with its own texts (a control
// answers in Filipino) and links the English page in English's own words.
// The Chromium specs are in e2e/languages.spec.ts.

test('the Filipino page hydrates in Filipino and links English', async ({ site }) => {
  await site.goto(new URL('fil/', APP_URL).href);
  await untilSettled(site);
  expect(await site.evaluate(() => document.documentElement.lang)).toBe('fil');
  expect(await count(site, { role: 'heading', name: 'Mga Tampok na Proyekto Ngayon' })).toBe(1);
  expect(await count(site, { role: 'link', name: 'English' })).toBe(1);
  expect(
    await site.evaluate(() => document.querySelector('a[hreflang="en"]')?.getAttribute('lang')),
  ).toBe('en');

  await site.click({ role: 'button', name: 'I-like' });
  await expect
    .poll(() => count(site, { role: 'alert', name: 'Idinagdag sa Mga Paborito' }))
    .toBe(1);
});
