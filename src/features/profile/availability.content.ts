// Build only: the availability line is written at build time in each language; the page gets it (docs/decisions/0048-a-section-is-a-folder-and-a-row.md).
import { array, enums, type Infer, number, object, optional, tuple } from 'superstruct';
import { HttpUrl, Text, TextRuns } from '#src/content/content-schema.ts';
import { defineSection } from '#src/content/section-face.ts';
import { availabilityInitOptions } from './availability.init.ts';
import {
  AVAILABILITY_STATUSES,
  Availability,
  availabilitySummary,
  fromStartsAt,
  offsetTable,
} from './availability.ts';

/** The owner's availability as the page's content holds it (docs/product.md § Availability). */
export const AvailabilityContent = object({
  status: enums(AVAILABILITY_STATUSES),
  /**
   * The line in the page's language, e.g. "Open to contract work from March 2027"; as runs
   * when kinds of work in it fell back to the default language (odd runs: those kinds, which
   * the page marks with `fallback.lang`; site-build/lib/fallback-text.ts `markedRuns`). As
   * plain text: `joinedRuns` (src/content/fallback-lang.ts).
   */
  summary: TextRuns,
  /** The kinds of work as the owner wrote them; empty: any. */
  kinds: array(Text),
  /** `YYYY-MM` or `YYYY-MM-DD`, only while it is still to come at build time. */
  from: optional(Text),
  /** When `from` begins in the owner's zone (ms since the epoch); with `from`. */
  startsAt: optional(number()),
  /** The line from `startsAt` on, saying nothing about "from": the page shows it then. */
  summaryFromThen: optional(TextRuns),
  /** An IANA time zone name, e.g. `Asia/Manila`: the clock after the line. */
  timeZone: Text,
  /** An https URL: the line's "Book a call" link (not when `not-looking`). */
  bookingUrl: optional(HttpUrl),
  /**
   * `timeZone`'s UTC offsets for three calendar years from the build's
   * (`OffsetTable`, src/features/profile/owner-clock.ts), so the page
   * tells the time without `Intl`; absent when the page's language does not
   * write times `HH:MM` in Latin digits.
   */
  clock: optional(object({ offsets: array(tuple([number(), number()])), until: number() })),
});
export type AvailabilityContent = Infer<typeof AvailabilityContent>;

declare module '#src/content/content-schema.ts' {
  interface SectionContents {
    /**
     * The owner's availability (docs/product.md § Availability), mapped from
     * `portfolio.json` `availability`; absent: no line, no `seeks`, nothing in the card.
     */
    availability?: AvailabilityContent;
  }
}

/**
 * The profile's availability line's build face (docs/product.md § Availability),
 * from `portfolio.json` `availability`: the line in the page's language, the
 * clock's offset table for the build's year and two more, and a `from` only
 * while it is still to come at the build's date (nothing says "from" a past
 * date); the booking link only when the owner is looking. Absent field: no line.
 */
export const availabilitySection = defineSection({
  key: 'availability',
  portfolio: optional(Availability),
  content: optional(AvailabilityContent),
  toContent: ({ own, i18n, now }) => {
    if (!own) return undefined;
    const clock = offsetTable(own.timeZone, i18n.locale, now.getUTCFullYear());
    // A `from` still to come, and when it comes; a past one is dropped.
    const from = own.from;
    const startsAt = from && fromStartsAt(from, own.timeZone);
    const comingFrom = startsAt && startsAt > now.getTime() ? { from, startsAt } : undefined;
    return {
      status: own.status,
      summary: availabilitySummary({ ...own, from: comingFrom?.from }, i18n),
      kinds: own.kinds ?? [],
      ...(comingFrom && {
        ...comingFrom,
        summaryFromThen: availabilitySummary({ ...own, from: undefined }, i18n),
      }),
      timeZone: own.timeZone,
      ...(own.bookingUrl && own.status !== 'not-looking' && { bookingUrl: own.bookingUrl }),
      ...(clock && { clock }),
    };
  },
  // The line shows the sentence, the clock and the link; status, kinds and `from` are the
  // build's (the JSON-LD `seeks`, the card, the CV's note), about 70 bytes of the first view.
  shipped: ({ status: _status, kinds: _kinds, from: _from, ...line }) => line,
  textFields: ['kinds.*'],
  lists: [{ path: ['kinds'], item: 'kind of work', fields: [], keyed: true }],
  // The same person's is kept; another person's goes with its booking page (docs/make-it-yours.md,
  // "Availability"). `npm run init`'s availability flags then set it anew (./availability.init.ts).
  init: ({ previous, samePerson }) => ({ own: samePerson ? previous.own : undefined }),
  initOptions: availabilityInitOptions,
  // Kinds of work that fell back sit inside the catalogue's sentence: the line goes in runs.
  withMarked: (availability, marked, markedRuns) => {
    if (!availability || !marked || typeof marked.summary !== 'string') return availability;
    const fromThen = marked.summaryFromThen;
    return {
      ...availability,
      summary: markedRuns(marked.summary),
      ...(typeof fromThen === 'string' && { summaryFromThen: markedRuns(fromThen) }),
    };
  },
});
