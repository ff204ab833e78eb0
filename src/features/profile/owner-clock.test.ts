import { describe, expect, it } from 'vitest';
import { localTime, untilNextMinute, utcOffsetLabel } from './owner-clock.ts';

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
