/**
 * The owner's local time for the availability line (docs/product.md §
 * Availability), from the browser's own clock: no library, correct offline,
 * and right across daylight-saving changes (the offset is looked up for the
 * instant given). The build writes the owner's time zone's offsets for three
 * calendar years into the page's content ({@link OffsetTable}), so the page
 * reads the time from that table with plain arithmetic; outside it, and for a
 * language whose times are not written `HH:MM` in Latin digits, it asks
 * `Intl.DateTimeFormat` with `timeZone`. The table spares the page the first
 * `Intl` date formatter with a time zone, whose set-up takes 15–40 ms on a
 * slow phone during hydration (docs/decisions/0025-owner-clock-offset-table.md).
 */

/**
 * A time zone's UTC offsets over a span of time, written by the build
 * (`offsetTable` in src/features/profile/availability.ts): `offsets` holds
 * `[since, minutes]` pairs in time order, `since` in ms since the epoch (the
 * first is the span's start) and `minutes` east of UTC from then on
 * (`480` for UTC+8, `-210` for UTC-3:30); `until` (ms since the epoch) is
 * where the span ends, exclusive.
 */
export type OffsetTable = { offsets: [since: number, minutes: number][]; until: number };

/** The offset in minutes east of UTC that `table` gives at `ms` (ms since the epoch); undefined outside its span. */
export function tableOffset(table: OffsetTable, ms: number): number | undefined {
  const [first] = table.offsets;
  if (!first || ms < first[0] || ms >= table.until) return undefined;
  let minutes = first[1];
  for (const [since, offset] of table.offsets) {
    if (since > ms) break;
    minutes = offset;
  }
  return minutes;
}

const twoDigits = (value: number) => String(value).padStart(2, '0');

/**
 * An offset of `minutes` east of UTC as {@link utcOffsetLabel} writes it:
 * `480` → "UTC+8", `330` → "UTC+5:30", `-240` → "UTC-4", `0` → "UTC".
 */
export function offsetLabel(minutes: number): string {
  if (minutes === 0) return 'UTC';
  const whole = Math.abs(minutes);
  const rest = whole % 60;
  return `UTC${minutes < 0 ? '-' : '+'}${Math.floor(whole / 60)}${rest ? `:${twoDigits(rest)}` : ''}`;
}

/** The time of day, "HH:MM" 24-hour, at `ms` (ms since the epoch) `minutes` east of UTC. */
export function timeAtOffset(ms: number, minutes: number): string {
  const local = new Date(ms + minutes * 60_000);
  return `${twoDigits(local.getUTCHours())}:${twoDigits(local.getUTCMinutes())}`;
}

/**
 * The clock's two parts at `date` in `timeZone`: `offset` as "UTC+8" and
 * `time` as "14:05" in `locale`, from `table` when it covers `date`, else
 * through `Intl` ({@link utcOffsetLabel}, {@link localTime}).
 * @throws RangeError when `Intl` is asked and `timeZone` is no time zone the runtime knows.
 */
export function ownerClock(
  date: Date,
  timeZone: string,
  locale: string,
  table?: OffsetTable,
): { offset: string; time: string } {
  const minutes = table && tableOffset(table, date.getTime());
  if (minutes !== undefined) {
    return { offset: offsetLabel(minutes), time: timeAtOffset(date.getTime(), minutes) };
  }
  return { offset: utcOffsetLabel(date, timeZone), time: localTime(date, timeZone, locale) };
}

/**
 * The UTC offset of `timeZone` at `date`, as people write it: "UTC+8",
 * "UTC+5:30", "UTC-4", and "UTC" for no offset (from `timeZoneName: 'shortOffset'`).
 * @throws RangeError when `timeZone` is no time zone the runtime knows.
 */
export function utcOffsetLabel(date: Date, timeZone: string): string {
  const name = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'shortOffset' })
    .formatToParts(date)
    .find((part) => part.type === 'timeZoneName')?.value;
  // Some ICU versions say "GMT+0" where others say "GMT".
  return (name ?? 'GMT').replace('GMT', 'UTC').replace(/^UTC[+-]0$/, 'UTC');
}

/**
 * The time of day at `date` in `timeZone`, 24-hour with two-digit hours and
 * minutes ("14:05", "00:30"), with `locale`'s digits and separator.
 * @throws RangeError when `timeZone` is no time zone the runtime knows.
 */
export function localTime(date: Date, timeZone: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, {
    timeZone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(date);
}

/** Milliseconds from `now` (ms since the epoch) to the start of the next minute: when the clock next changes. */
export function untilNextMinute(now: number): number {
  return 60_000 - (now % 60_000);
}
