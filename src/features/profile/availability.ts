import { array, enums, type Infer, object, optional, refine, string } from 'superstruct';
import { Text } from '#src/content/content-schema.ts';
import type { Translator } from '#src/i18n/translator.ts';

/**
 * The owner's availability (docs/product.md § Availability): the `availability`
 * block of `portfolio.json`, translated through `portfolio.{lang}.json`, and
 * the line the page, the JSON-LD, the contact card and `/resume.json` say.
 */

/** What the owner is open to: looking for work, open to offers while employed, or neither. */
export const AVAILABILITY_STATUSES = ['open-to-work', 'open-to-offers', 'not-looking'] as const;
export type AvailabilityStatus = (typeof AVAILABILITY_STATUSES)[number];

/** `YYYY-MM` or `YYYY-MM-DD`, a real calendar date (JSON Resume's date form). */
const FROM = /^(\d{4})-(0[1-9]|1[0-2])(?:-(\d{2}))?$/;

/**
 * Whether `zone` is an IANA time zone name the runtime knows (`Asia/Manila`,
 * `America/New_York`, `UTC`); offsets such as `+08:00` and abbreviations
 * such as `PST` are not names.
 */
export function isTimeZone(zone: string): boolean {
  if (!/^[A-Za-z][A-Za-z0-9_+-]*(?:\/[A-Za-z0-9_+-]+)*$/.test(zone)) return false;
  if (/^[A-Z]{3,4}$/.test(zone) && zone !== 'UTC') return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** Whether `date` is `YYYY-MM` or `YYYY-MM-DD` naming a day that exists. */
export function isFromDate(date: string): boolean {
  const match = FROM.exec(date);
  if (!match) return false;
  if (match[3] === undefined) return true;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const parsed = new Date(Date.UTC(year, month - 1, day));
  return parsed.getUTCMonth() === month - 1 && parsed.getUTCDate() === day;
}

/** Whether `url` is an absolute `https:` URL (a booking page; docs/product.md § Availability). */
export function isHttpsUrl(url: string): boolean {
  try {
    return new URL(url).protocol === 'https:';
  } catch {
    return false;
  }
}

/** `portfolio.json` `availability` (docs/make-it-yours.md, "Availability"). */
export const Availability = object({
  /** `open-to-work`, `open-to-offers` or `not-looking`. */
  status: enums(AVAILABILITY_STATUSES),
  /** The kinds of work in the page's language, e.g. `["contract", "full-time"]`; absent or empty: any. */
  kinds: optional(array(Text)),
  /** From when: `YYYY-MM` or `YYYY-MM-DD`. */
  from: optional(
    refine(string(), 'Date', (value) =>
      isFromDate(value) ? true : `expected a date as YYYY-MM or YYYY-MM-DD, got "${value}"`,
    ),
  ),
  /** The owner's time zone, an IANA name such as `Asia/Manila`. */
  timeZone: refine(string(), 'TimeZone', (value) =>
    isTimeZone(value)
      ? true
      : `expected an IANA time zone name such as "Asia/Manila" or "Europe/Berlin", got "${value}"`,
  ),
  /** A page where a visitor books a call (Cal.com, Calendly, …): `https:` only; absent: no link. */
  bookingUrl: optional(
    refine(string(), 'HttpsUrl', (value) =>
      isHttpsUrl(value) ? true : `expected an https:// URL, got "${value}"`,
    ),
  ),
});
export type Availability = Infer<typeof Availability>;

/**
 * `from` in words in `locale`, through `Intl.DateTimeFormat`: `2027-03` →
 * "March 2027" (`fil`: "Marso 2027"), `2027-03-15` → "March 15, 2027".
 */
export function fromInWords(from: string, locale: string): string {
  const [year, month, day] = from.split('-').map(Number);
  return new Intl.DateTimeFormat(locale, {
    timeZone: 'UTC',
    year: 'numeric',
    month: 'long',
    ...(day && { day: 'numeric' }),
  }).format(Date.UTC(year, month - 1, day || 1));
}

/**
 * The instant `from` begins in `timeZone`: midnight of that day, or of the
 * month's first day for `YYYY-MM`, in the owner's zone, as milliseconds since
 * the epoch. From then on the owner is available now, and the line says
 * nothing about "from" (docs/product.md § Availability).
 * @param from `YYYY-MM` or `YYYY-MM-DD` (checked by {@link Availability}).
 * @param timeZone an IANA name the runtime knows.
 */
export function fromStartsAt(from: string, timeZone: string): number {
  const [year, month, day] = from.split('-').map(Number);
  const midnightUtc = Date.UTC(year, month - 1, day || 1);
  const format = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' });
  // The zone's offset at local midnight: first guessed at UTC midnight, then taken where that guess lands.
  const guess = midnightUtc - offsetMinutes(format, midnightUtc) * 60_000;
  return midnightUtc - offsetMinutes(format, guess) * 60_000;
}

/**
 * The availability line in `i18n`'s language (docs/product.md § Availability), e.g.
 * "Open to contract and full-time work from March 2027", "Not looking for work right now".
 * The kinds are joined with `Intl.ListFormat` ("contract and full-time", "kontrata at full-time").
 */
export function availabilitySummary(availability: Availability, i18n: Translator): string {
  if (availability.status === 'not-looking') return i18n.t('availability.notLooking');
  const kinds = new Intl.ListFormat(i18n.locale, { type: 'conjunction' }).format(
    availability.kinds ?? [],
  );
  const from = availability.from ? fromInWords(availability.from, i18n.locale) : '';
  return i18n.t(
    availability.status === 'open-to-work'
      ? 'availability.openToWork'
      : 'availability.openToOffers',
    { kinds, from },
  );
}

const DAY_MS = 86_400_000;

/** Minutes east of UTC that `format` (`timeZoneName: 'longOffset'`) gives at `ms`: "GMT+08:00" → 480, "GMT" → 0. */
function offsetMinutes(format: Intl.DateTimeFormat, ms: number): number {
  const name = format.formatToParts(ms).find((part) => part.type === 'timeZoneName')?.value ?? '';
  const match = /([+-])(\d{2}):(\d{2})/.exec(name);
  if (!match) return 0;
  const minutes = Number(match[2]) * 60 + Number(match[3]);
  return match[1] === '-' ? -minutes : minutes;
}

/**
 * `timeZone`'s UTC offsets from 1 January of `year` to 1 January three years
 * later (UTC), for the page's clock to read without `Intl`
 * (docs/decisions/0025-owner-clock-offset-table.md; the shape is
 * `OffsetTable` in src/features/profile/owner-clock.ts). Calendar years, so
 * every build of one year writes the same table. Looked up once a day, and to
 * the minute where the offset changed (no zone changes twice in a day).
 * @returns undefined when `locale` does not write a time as `HH:MM` in Latin
 *   digits (the page then asks `Intl`, which knows that language's digits).
 * @throws RangeError when `timeZone` is no time zone the runtime knows.
 */
export function offsetTable(
  timeZone: string,
  locale: string,
  year: number,
): { offsets: [since: number, minutes: number][]; until: number } | undefined {
  const sample = new Intl.DateTimeFormat(locale, {
    timeZone: 'UTC',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  if (sample.format(Date.UTC(2000, 0, 1, 13, 5)) !== '13:05') return undefined;
  const format = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' });
  const start = Date.UTC(year, 0, 1);
  const until = Date.UTC(year + 3, 0, 1);
  const offsets: [number, number][] = [[start, offsetMinutes(format, start)]];
  for (let day = start + DAY_MS; day < until + DAY_MS; day += DAY_MS) {
    const at = Math.min(day, until - 60_000);
    const minutes = offsetMinutes(format, at);
    if (minutes === offsets[offsets.length - 1][1]) continue;
    // The change lies in (at - 1 day, at]: halve the span down to the minute.
    let [before, after] = [at - DAY_MS, at];
    while (after - before > 60_000) {
      const middle = before + Math.floor((after - before) / 120_000) * 60_000;
      if (offsetMinutes(format, middle) === minutes) after = middle;
      else before = middle;
    }
    offsets.push([after, minutes]);
  }
  return { offsets, until };
}
