/**
 * The owner's local time for the availability line (docs/product.md §
 * Availability), from the browser's own clock and time zone data through
 * `Intl.DateTimeFormat` with `timeZone`: no library, correct offline, and
 * right across daylight-saving changes (the offset is looked up for the instant given).
 */

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
