/**
 * The owner's contact card, `{basePath}{slug}.vcf` (docs/product.md § CV and
 * contact card): a vCard 4.0 (RFC 6350) built at build time from the owner's
 * content. Pure, so it runs in Node (the build) and in unit tests alike.
 */

import { countryName, type Resume } from '#src/content/owner-content.ts';
import { slug } from '#src/lib/slug.ts';

/** What the card says about the owner. */
export type VCardInput = {
  /** The full name, e.g. "Jamie Santos" (FN, and N split at the last space). */
  name: string;
  /** The headline, e.g. "Full-stack web developer" (TITLE). */
  title: string;
  /** A sentence or two about the owner (NOTE); left out when empty. */
  note?: string;
  /** The site's absolute URL (URL); left out when `SITE_URL` is unset. */
  siteUrl?: string;
  /** The avatar's absolute URL (PHOTO); left out when there is none (see {@link vCard}). */
  photoUrl?: string;
  /** The MIME type of the photo, e.g. `image/webp`. */
  photoType?: string;
  /** The profile links, one URL line each, in order. */
  profiles: { site: string; url: string }[];
  /**
   * Where the owner lives (ADR): locality, region and country in words; the
   * street and postal code only when the owner publishes them (see {@link addressOf}).
   */
  address?: {
    street?: string;
    locality?: string;
    region?: string;
    postalCode?: string;
    country?: string;
  };
  /** E-mail address (EMAIL), when the résumé gives one. */
  email?: string;
  /** Telephone number as written (TEL), only when the owner publishes it (`publish.phone`). */
  phone?: string;
};

/** The line break of a vCard: CRLF (RFC 6350 § 3.2). */
export const CRLF = '\r\n';

/** Longest line in octets before folding (RFC 6350 § 3.2: "SHOULD NOT be longer than 75 octets"). */
export const FOLD_OCTETS = 75;

/**
 * Escapes a TEXT value (RFC 6350 § 3.4): backslash, comma, semicolon and
 * line breaks become `\\`, `\,`, `\;` and `\n`.
 */
export function escapeText(value: string): string {
  return value
    .replaceAll('\\', '\\\\')
    .replaceAll(',', '\\,')
    .replaceAll(';', '\\;')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/**
 * Folds one content line into lines of at most {@link FOLD_OCTETS} octets
 * of UTF-8 (the CRLF not counted), each continuation starting with one
 * space (RFC 6350 § 3.2). Never splits a character's octets.
 */
export function foldLine(line: string): string {
  const encoder = new TextEncoder();
  const lines: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    // A continuation line's leading space counts against its 75 octets.
    const limit = lines.length === 0 ? FOLD_OCTETS : FOLD_OCTETS - 1;
    if (octets + size > limit) {
      lines.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  lines.push(current);
  return lines.join(`${CRLF} `);
}

/** `Jamie Santos` → family `Santos`, given `Jamie`; a single word is the family name. */
function nameParts(name: string): [family: string, given: string] {
  const words = name.trim().split(/\s+/);
  const family = words.pop() ?? '';
  return [family, words.join(' ')];
}

/**
 * The vCard 4.0 text of the owner's card: BEGIN, VERSION, FN, N, TITLE,
 * NOTE, PHOTO, URL (the site, then each profile), EMAIL, TEL, ADR, END, each
 * line folded and ended with CRLF.
 *
 * - TEXT values are escaped ({@link escapeText}); URIs are written as they are.
 * - N: the family name is the last word of the name, the given names the rest
 *   (a guess that fits most Western names; FN always holds the name as written).
 * - PHOTO and the site's URL need absolute URLs: a card saved to a phone has
 *   no page to resolve a relative one against, so without `SITE_URL` they are
 *   left out rather than written relative.
 * - Each profile is a plain URL line with no TYPE (RFC 6350 registers no type
 *   for a social network; `X-SOCIALPROFILE` is read by Apple's apps only).
 */
export function vCard(input: VCardInput): string {
  const [family, given] = nameParts(input.name);
  const {
    street = '',
    locality = '',
    region = '',
    postalCode = '',
    country = '',
  } = input.address ?? {};
  const adr = [street, locality, region, postalCode, country].map(escapeText);
  const lines = [
    'BEGIN:VCARD',
    'VERSION:4.0',
    `FN:${escapeText(input.name)}`,
    `N:${escapeText(family)};${escapeText(given)};;;`,
    `TITLE:${escapeText(input.title)}`,
    input.note && `NOTE:${escapeText(input.note)}`,
    input.photoUrl &&
      `PHOTO${input.photoType ? `;MEDIATYPE=${input.photoType}` : ''}:${input.photoUrl}`,
    input.siteUrl && `URL:${input.siteUrl}`,
    ...input.profiles.map((profile) => `URL:${profile.url}`),
    input.email && `EMAIL:${input.email}`,
    // Free-form text, TEL's default value type (RFC 6350 § 6.4.1): written as the résumé has it.
    input.phone && `TEL:${escapeText(input.phone)}`,
    adr.some(Boolean) && `ADR;TYPE=home:;;${adr.join(';')}`,
    'END:VCARD',
  ];
  return lines
    .filter((line): line is string => Boolean(line))
    .map((line) => `${foldLine(line)}${CRLF}`)
    .join('');
}

/**
 * The card's file name (without `.vcf`) from the owner's name: lowercase
 * ASCII letters and digits joined by hyphens, accents dropped
 * ("José Núñez" → `jose-nunez`); `contact` when nothing is left (a name in
 * another script).
 */
export function cardSlug(name: string): string {
  return slug(name, 'contact');
}

/**
 * The card's address from the résumé's `basics.location`: locality = `city`,
 * region = `region`, country = the name of `countryCode` in `locale`, the
 * card's language, as its pages say it (ISO 3166-1, e.g. `PH` → "Philippines",
 * in `fil` "Pilipinas"; English by default); street = `address` and postal
 * code = `postalCode` only when `street` is true (`publish.address` in
 * `portfolio.json`, docs/product.md § Privacy). Undefined without a location.
 */
export function addressOf(
  location: NonNullable<Resume['basics']>['location'],
  { street = false, locale = 'en' }: { street?: boolean; locale?: string } = {},
): VCardInput['address'] {
  if (!location) return undefined;
  const country = location.countryCode ? countryName(location.countryCode, locale) : undefined;
  return {
    ...(street && { street: location.address, postalCode: location.postalCode }),
    locality: location.city,
    region: location.region,
    country,
  };
}
