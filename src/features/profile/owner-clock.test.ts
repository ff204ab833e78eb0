import { describe, expect, it } from 'vitest';
import { offsetTable } from './availability.ts';
import {
  localTime,
  offsetLabel,
  ownerClock,
  tableOffset,
  untilNextMinute,
  utcOffsetLabel,
} from './owner-clock.ts';

/** An instant, written in UTC. */
const at = (iso: string) => new Date(`${iso}Z`);

describe('the owner’s clock (docs/product.md § Availability)', () => {
  it('labels the offset as people write it, whole and half hours, and zero', () => {
    expect(utcOffsetLabel(at('2027-01-15T06:05:00'), 'Asia/Manila')).toBe('UTC+8');
    expect(utcOffsetLabel(at('2027-01-15T06:05:00'), 'Asia/Kolkata')).toBe('UTC+5:30');
    expect(utcOffsetLabel(at('2027-01-15T06:05:00'), 'Asia/Kathmandu')).toBe('UTC+5:45');
    expect(utcOffsetLabel(at('2027-01-15T06:05:00'), 'UTC')).toBe('UTC');
    expect(utcOffsetLabel(at('2027-01-15T06:05:00'), 'America/New_York')).toBe('UTC-5');
  });

  it('gives the local time across midnight, forward and back', () => {
    // 16:30 UTC is 00:30 the next day in Manila; 03:30 UTC is 23:30 the day before in New York.
    expect(localTime(at('2027-01-15T16:30:00'), 'Asia/Manila', 'en')).toBe('00:30');
    expect(localTime(at('2027-01-15T15:59:00'), 'Asia/Manila', 'en')).toBe('23:59');
    expect(localTime(at('2027-01-16T04:30:00'), 'America/New_York', 'en')).toBe('23:30');
    expect(localTime(at('2027-01-15T18:45:00'), 'Asia/Kolkata', 'fil')).toBe('00:15');
  });

  it('follows daylight saving time: New York on 14 March 2027, Berlin on 28 March 2027', () => {
    // New York springs forward at 02:00 local (07:00 UTC): one minute before is 01:59 EST.
    expect(localTime(at('2027-03-14T06:59:00'), 'America/New_York', 'en')).toBe('01:59');
    expect(utcOffsetLabel(at('2027-03-14T06:59:00'), 'America/New_York')).toBe('UTC-5');
    expect(localTime(at('2027-03-14T07:00:00'), 'America/New_York', 'en')).toBe('03:00');
    expect(utcOffsetLabel(at('2027-03-14T07:00:00'), 'America/New_York')).toBe('UTC-4');
    // Berlin at 01:00 UTC: 02:59 CET before, 03:00 CEST → 03:00 after; and back on 31 October.
    expect(localTime(at('2027-03-28T00:59:00'), 'Europe/Berlin', 'en')).toBe('01:59');
    expect(localTime(at('2027-03-28T01:00:00'), 'Europe/Berlin', 'en')).toBe('03:00');
    expect(utcOffsetLabel(at('2027-03-28T01:00:00'), 'Europe/Berlin')).toBe('UTC+2');
    expect(localTime(at('2027-10-31T00:59:00'), 'Europe/Berlin', 'en')).toBe('02:59');
    expect(localTime(at('2027-10-31T01:00:00'), 'Europe/Berlin', 'en')).toBe('02:00');
    expect(utcOffsetLabel(at('2027-10-31T01:00:00'), 'Europe/Berlin')).toBe('UTC+1');
  });

  it('waits until the next minute starts', () => {
    expect(untilNextMinute(at('2027-01-15T06:05:00').getTime())).toBe(60_000);
    expect(untilNextMinute(at('2027-01-15T06:05:59.250').getTime())).toBe(750);
  });

  it('throws on a time zone the runtime does not know', () => {
    expect(() => localTime(new Date(), 'Mars/Olympus', 'en')).toThrow(RangeError);
  });
});

describe('the owner’s clock from the build’s offset table (docs/decisions/0025-owner-clock-offset-table.md)', () => {
  /** What `Intl` says at `ms`: the clock's parts with no table. */
  const throughIntl = (ms: number, zone: string) => ({
    offset: utcOffsetLabel(new Date(ms), zone),
    time: localTime(new Date(ms), zone, 'en'),
  });
  // Whole, half and three-quarter hours; daylight saving north and south, of 30 min (Lord
  // Howe), over a half-hour offset (St John's, Chatham), and zones with none.
  const zones = [
    'Asia/Manila',
    'UTC',
    'America/New_York',
    'Europe/Berlin',
    'Asia/Kolkata',
    'Asia/Kathmandu',
    'Australia/Lord_Howe',
    'America/St_Johns',
    'Pacific/Chatham',
    'America/Santiago',
    'Pacific/Kiritimati',
    'Pacific/Pago_Pago',
  ];

  it.each(zones)('%s: says what Intl says, at every change of offset and between them', (zone) => {
    const table = offsetTable(zone, 'en', 2027);
    if (!table) throw new Error('English times are HH:MM: a table is expected');
    const [start] = table.offsets[0];
    expect(start).toBe(Date.UTC(2027, 0, 1));
    expect(table.until).toBe(Date.UTC(2030, 0, 1));
    const instants = [start, table.until - 60_000];
    for (const [since] of table.offsets.slice(1))
      instants.push(since - 60_000, since, since + 60_000);
    // Every 7 days and 13 minutes, so the instants walk through all hours of the day.
    for (let ms = start; ms < table.until; ms += 7 * 86_400_000 + 13 * 60_000) instants.push(ms);
    for (const ms of instants) {
      expect(ownerClock(new Date(ms), zone, 'en', table), new Date(ms).toISOString()).toEqual(
        throughIntl(ms, zone),
      );
    }
  });

  it('finds each change to the minute: New York springs forward at 07:00 UTC on 14 March 2027', () => {
    const table = offsetTable('America/New_York', 'fil', 2027);
    expect(table?.offsets.slice(0, 3)).toEqual([
      [Date.UTC(2027, 0, 1), -300],
      [Date.UTC(2027, 2, 14, 7), -240],
      [Date.UTC(2027, 10, 7, 6), -300],
    ]);
    expect(offsetTable('Asia/Manila', 'en', 2027)?.offsets).toEqual([[Date.UTC(2027, 0, 1), 480]]);
  });

  it('writes no table for a language whose times are not HH:MM in Latin digits', () => {
    // Persian writes its digits as ۰–۹.
    expect(offsetTable('Asia/Tehran', 'fa', 2027)).toBeUndefined();
  });

  it('asks Intl outside the table’s years', () => {
    const table = offsetTable('America/New_York', 'en', 2027);
    if (!table) throw new Error('a table is expected');
    const before = Date.UTC(2026, 6, 1, 12);
    const after = Date.UTC(2030, 6, 1, 12);
    expect(tableOffset(table, before)).toBeUndefined();
    expect(tableOffset(table, after)).toBeUndefined();
    expect(ownerClock(new Date(before), 'America/New_York', 'en', table)).toEqual({
      offset: 'UTC-4',
      time: '08:00',
    });
    expect(ownerClock(new Date(after), 'America/New_York', 'en', table)).toEqual(
      throughIntl(after, 'America/New_York'),
    );
  });

  it('labels offsets as Intl does', () => {
    expect([480, 330, 345, -240, -210, 0, 765, -660].map(offsetLabel)).toEqual([
      'UTC+8',
      'UTC+5:30',
      'UTC+5:45',
      'UTC-4',
      'UTC-3:30',
      'UTC',
      'UTC+12:45',
      'UTC-11',
    ]);
  });
});
