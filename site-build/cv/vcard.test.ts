import { describe, expect, it } from 'vitest';
import { addressOf, cardSlug, escapeText, FOLD_OCTETS, foldLine, vCard } from './vcard.ts';

const jamie = {
  name: 'Jamie Santos',
  title: 'Full-stack web developer',
  note: 'I build fast, accessible apps; from the database\\to the pixel.',
  siteUrl: 'https://jamie.dev/',
  photoUrl: 'https://jamie.dev/images/avatar.webp',
  photoType: 'image/webp',
  profiles: [
    { site: 'LinkedIn', url: 'https://www.linkedin.com/in/jamie-santos-dev' },
    { site: 'GitHub', url: 'https://github.com/jamie-santos-dev' },
  ],
  address: { locality: 'Metro Manila', country: 'Philippines' },
};

/** vCard's line break (RFC 6350 § 3.2), written out: the test must not trust the module's constant. */
const CRLF = '\r\n';

/** Unfolds a vCard (RFC 6350 § 3.2) into its content lines. */
const unfold = (text: string) => text.replace(/\r\n /g, '').split(CRLF).slice(0, -1);

describe('vCard', () => {
  it('is a vCard 4.0 with name, title, photo, site, profiles and locality, in CRLF lines', () => {
    const card = vCard(jamie);
    expect(card.endsWith(CRLF)).toBe(true);
    expect(card.replaceAll(CRLF, '')).not.toMatch(/[\r\n]/);
    expect(unfold(card)).toEqual([
      'BEGIN:VCARD',
      'VERSION:4.0',
      'FN:Jamie Santos',
      'N:Santos;Jamie;;;',
      'TITLE:Full-stack web developer',
      'NOTE:I build fast\\, accessible apps\\; from the database\\\\to the pixel.',
      'PHOTO;MEDIATYPE=image/webp:https://jamie.dev/images/avatar.webp',
      'URL:https://jamie.dev/',
      'URL:https://www.linkedin.com/in/jamie-santos-dev',
      'URL:https://github.com/jamie-santos-dev',
      'ADR;TYPE=home:;;;Metro Manila;;;Philippines',
      'END:VCARD',
    ]);
  });

  it('writes the phone (TEL) and the street and postal code (ADR) when given', () => {
    const lines = unfold(
      vCard({
        ...jamie,
        phone: '+63 912 555 0100',
        address: { ...jamie.address, street: '12 Mabini St., Ermita', postalCode: '1000' },
      }),
    );
    expect(lines).toContain('TEL:+63 912 555 0100');
    expect(lines).toContain(
      'ADR;TYPE=home:;;12 Mabini St.\\, Ermita;Metro Manila;;1000;Philippines',
    );
  });

  it('leaves out the photo and the site without SITE_URL (a saved card cannot resolve a relative URL)', () => {
    const card = vCard({ ...jamie, siteUrl: undefined, photoUrl: undefined, address: undefined });
    expect(card).not.toMatch(/PHOTO|ADR/);
    expect(unfold(card).filter((line) => line.startsWith('URL:'))).toHaveLength(2);
  });

  it('folds every line at 75 octets, never inside a character', () => {
    const card = vCard({ ...jamie, note: 'Ñandú café ☕ '.repeat(20) });
    for (const line of card.split(CRLF)) {
      expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(FOLD_OCTETS);
    }
    expect(unfold(card)).toContain(`NOTE:${'Ñandú café ☕ '.repeat(20)}`);
  });
});

describe('escapeText', () => {
  it('escapes backslash, comma, semicolon and line breaks', () => {
    expect(escapeText('a\\b,c;d\ne')).toBe('a\\\\b\\,c\\;d\\ne');
  });
});

describe('foldLine', () => {
  it('keeps a short line as it is and starts each continuation with a space', () => {
    expect(foldLine('FN:Jamie')).toBe('FN:Jamie');
    const folded = foldLine(`NOTE:${'x'.repeat(200)}`);
    const [first, ...rest] = folded.split(CRLF);
    expect(first).toHaveLength(75);
    for (const line of rest) expect(line.startsWith(' ')).toBe(true);
  });
});

describe('cardSlug', () => {
  it('is the name in lowercase ASCII with hyphens, or "contact"', () => {
    expect(cardSlug('Jamie Santos')).toBe('jamie-santos');
    expect(cardSlug('José Núñez-Ávila')).toBe('jose-nunez-avila');
    expect(cardSlug('山田 太郎')).toBe('contact');
  });
});

describe('addressOf', () => {
  it('names the country from its ISO code', () => {
    expect(addressOf({ city: 'Metro Manila', countryCode: 'PH' })).toEqual({
      locality: 'Metro Manila',
      region: undefined,
      country: 'Philippines',
    });
    expect(addressOf(undefined)).toBeUndefined();
  });

  it('gives the street and postal code only when the owner publishes them', () => {
    const location = { address: '12 Mabini Street', postalCode: '1000', city: 'Manila' };
    expect(addressOf(location)).not.toHaveProperty('street');
    expect(addressOf(location, { street: false })).not.toHaveProperty('postalCode');
    expect(addressOf(location, { street: true })).toMatchObject({
      street: '12 Mabini Street',
      postalCode: '1000',
      locality: 'Manila',
    });
  });
});
