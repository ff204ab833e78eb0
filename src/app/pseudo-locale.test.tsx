import { LANGUAGES } from 'virtual:page-languages';
import { render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { site } from '#src/app/site.ts';
import { I18nProvider } from '#src/i18n/i18n-provider.tsx';
import { en } from '#src/i18n/messages/en.ts';
import { enOnDemand } from '#src/i18n/messages/en-on-demand.ts';
import { createTranslator, type Messages } from '#src/i18n/translator.ts';
import { PwaNotices } from '#src/pwa/pwa-notices.tsx';
import { HomePage } from './home-page.tsx';

/**
 * A pseudo-locale made from the English catalogue
 * (docs/decisions/0021-interface-texts-in-a-typed-catalogue.md): every
 * text accented, bracketed and about 35 % longer (`Send` → `[Šéñð ·]`),
 * so a text that did not come through the catalogue stands out, and
 * layouts meet longer words.
 */
const ACCENTS: Record<string, string> = Object.fromEntries(
  [...'abcdeghiklmnorstuyzABCDEGHIKLNORSTUYZ'].map((c, i) => [
    c,
    [...'åƀçðéĝĥîķļɱñöŕšţûýžÅƁÇÐÉĜĤÎĶĻÑÖŔŠŢÛÝŽ'][i],
  ]),
);
const accent = (text: string) => [...text].map((c) => ACCENTS[c] ?? c).join('');
const PSEUDO = /\[[^\]]*·+\]/g;
const pseudo = (text: string) =>
  text.trim() === ''
    ? text
    : // Brackets, space and dots: 35 % more characters than the English (at least 4).
      `[${accent(text)} ${'·'.repeat(Math.max(1, Math.round(text.length * 0.35) - 3))}]`;

/** Arguments pass through untouched: only the catalogue's own words are made pseudo. */
function pseudoMessages(messages: Messages): Messages {
  const SLOT = /\uE000(\d+)\uE001/g;
  return Object.fromEntries(
    Object.entries(messages).map(([key, message]) => {
      if (typeof message === 'string') return [key, pseudo(message)];
      const wrapped = (args: Record<string, unknown>, formatters: unknown) => {
        const values: unknown[] = [];
        const slots = Object.fromEntries(
          Object.entries(args).map(([name, value]) => {
            values.push(value);
            return [name, typeof value === 'string' ? `\uE000${values.length - 1}\uE001` : value];
          }),
        );
        const out = (message as (a: unknown, f: unknown) => unknown)(slots, formatters);
        const fill = (text: string) =>
          pseudo(text).replace(SLOT, (_, index) => String(values[Number(index)]));
        return Array.isArray(out)
          ? out.map((part) => (typeof part === 'string' ? fill(part) : part))
          : fill(String(out));
      };
      return [key, wrapped];
    }),
  ) as Messages;
}

/** Every string of the owner's content (names, résumé text, alt texts): not interface text. */
function ownerTexts(value: unknown, into: string[] = []): string[] {
  if (typeof value === 'string') into.push(value);
  else if (value && typeof value === 'object')
    for (const v of Object.values(value)) ownerTexts(v, into);
  return into;
}

/**
 * The texts a visitor meets that did not come from the catalogue: every text
 * node and every `aria-label`, `alt`, `placeholder` and `title`, less the
 * pseudo texts, the owner's content and the language links' names (each
 * language named in its own words, never translated: docs/product.md §
 * Languages); what is left must be spaces, punctuation or digits.
 */
function hardCodedTexts(root: HTMLElement): string[] {
  const owner = [...ownerTexts(site), ...LANGUAGES.map(({ name }) => name)].sort(
    (a, b) => b.length - a.length,
  );
  const texts: string[] = [];
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    texts.push(node.textContent ?? '');
  }
  for (const element of root.querySelectorAll('*')) {
    for (const name of ['aria-label', 'alt', 'placeholder', 'title']) {
      const value = element.getAttribute(name);
      if (value) texts.push(value);
    }
  }
  return texts.filter((text) => {
    let rest = text.replace(PSEUDO, '');
    for (const own of owner) rest = rest.replaceAll(own, '');
    return !/^[\s\p{P}\p{N}·]*$/u.test(rest);
  });
}

const pseudoTexts = pseudoMessages({ ...en, ...enOnDemand });
const pseudoTranslator = createTranslator('en-XA', pseudoTexts, pseudoTexts);

describe('the pseudo-locale', { timeout: 30_000 }, () => {
  it('makes every text of the catalogue 30–40 % longer, arguments untouched', () => {
    const { t } = pseudoTranslator;
    expect(t('contact.send')).toBe('[Šéñð ·]');
    expect(t('profile.portrait', { name: 'Jamie Santos' })).toMatch(
      /^\[Pöŕţŕåîţ öf Jamie Santos ·+\]$/,
    );
    for (const key of ['projects.heading', 'contact.lead', 'pwa.update'] as const) {
      const ratio = t(key).length / en[key].length;
      expect(ratio).toBeGreaterThanOrEqual(1.3);
      expect(ratio).toBeLessThanOrEqual(1.45);
    }
  });

  it('leaves no interface text of the home page outside the catalogue', () => {
    vi.spyOn(globalThis, 'fetch').mockReturnValue(new Promise(() => {}));
    const { container } = render(
      <I18nProvider translator={pseudoTranslator}>
        <HomePage />
        <PwaNotices />
      </I18nProvider>,
    );
    // The scan finds something to check: the pseudo texts are there.
    expect(container.textContent).toMatch(PSEUDO);
    expect(hardCodedTexts(container)).toEqual([]);
  });

  it('catches a text that does not come from the catalogue', () => {
    const { container } = render(
      <I18nProvider translator={pseudoTranslator}>
        <p>{pseudoTranslator.t('contact.heading')}</p>
        <button type="button">Send now</button>
        <img alt="Portrait" src="/x.webp" />
      </I18nProvider>,
    );
    expect(hardCodedTexts(container)).toEqual(['Send now', 'Portrait']);
  });
});
