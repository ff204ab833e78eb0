import { readFileSync } from 'node:fs';
import jsonResume from '@jsonresume/schema';
import { describe, expect, it, vi } from 'vitest';
import { type PortfolioFields, toSiteContent } from '#src/app/site-content.ts';
import type { BuildEnv } from '#src/config/build-env.ts';
import { fromStartsAt, isTimeZone } from '#src/features/profile/availability.ts';
import { translatorFor } from '#src/i18n/catalogues.ts';
import { personJsonLd } from '#src/seo/head-tags.ts';
import { publishedResume } from './cv/published-resume.ts';
import { contactCard } from './cv-plugin.ts';
import { checkPortfolio, readOwnerContent, siteContentOf } from './lib/read-owner-content.ts';

/** docs/product.md § Availability: the block, the line in each language, and where else it goes. */
// The build's clock, before the sample's "from March 2027": what these tests expect does not move with the date.
vi.useFakeTimers({ toFake: ['Date'] });
vi.setSystemTime(new Date('2026-11-28T12:00:00Z'));
const samplePortfolio = (): PortfolioFields =>
  JSON.parse(readFileSync('portfolio.json', 'utf8')) as PortfolioFields;
const { languages } = readOwnerContent();
const [english, filipino] = languages;
const year = new Date().getUTCFullYear();
const withBlock = (availability: unknown) => ({ ...samplePortfolio(), availability });

describe('portfolio.json availability', () => {
  it('writes the line in each language, the month through Intl', () => {
    expect(english.site.availability).toEqual({
      status: 'open-to-work',
      summary: 'Open to contract and full-time work from March 2027',
      kinds: ['contract', 'full-time'],
      from: '2027-03',
      // March 2027 begins at midnight in Manila, 16:00 UTC the day before; the line from then on.
      startsAt: Date.UTC(2027, 1, 28, 16),
      summaryFromThen: 'Open to contract and full-time work',
      timeZone: 'Asia/Manila',
      bookingUrl: 'https://booking.example.com/jamie-santos',
      // Manila keeps UTC+8 all year: one offset, for the build's year and the two after it.
      clock: { offsets: [[Date.UTC(year, 0, 1), 480]], until: Date.UTC(year + 3, 0, 1) },
    });
    expect(filipino.site.availability?.summary).toBe(
      'Bukas sa kontrata at full-time na trabaho simula Marso 2027',
    );
  });

  it('says each status, with and without kinds and date; not looking has no booking link', () => {
    const summary = (availability: Record<string, unknown>) =>
      siteContentOf(english.resume, checkPortfolio(withBlock(availability))).availability;
    expect(summary({ status: 'open-to-offers', timeZone: 'UTC' })?.summary).toBe('Open to offers');
    expect(
      summary({
        status: 'open-to-offers',
        kinds: ['freelance'],
        from: '2027-11-02',
        timeZone: 'UTC',
      })?.summary,
    ).toBe('Open to offers for freelance work from November 2, 2027');
    expect(summary({ status: 'open-to-work', timeZone: 'Europe/Berlin' })?.summary).toBe(
      'Open to work',
    );
    const notLooking = summary({
      status: 'not-looking',
      timeZone: 'Asia/Manila',
      bookingUrl: 'https://booking.example.com/x',
    });
    expect(notLooking?.summary).toBe('Not looking for work right now');
    expect(notLooking?.bookingUrl).toBeUndefined();
  });

  it('is left out entirely when the owner sets none', () => {
    const { availability: _, ...none } = samplePortfolio();
    const site = siteContentOf(english.resume, checkPortfolio(none));
    expect(site.availability).toBeUndefined();
    expect(personJsonLd(site, { siteUrl: '', basePath: '/' })).not.toHaveProperty('seeks');
    expect(
      contactCard({
        resume: english.resume,
        site,
        env: { basePath: '/', siteUrl: '' } as BuildEnv,
      }),
    ).not.toContain('Asia/Manila');
    expect(
      JSON.parse(publishedResume(english.resume, { siteUrl: '', avatar: site.avatar })),
    ).not.toHaveProperty('meta');
  });

  it('refuses a bad status, time zone, date or booking URL, naming the file and field', () => {
    const good = { status: 'open-to-work', timeZone: 'Asia/Manila' };
    for (const [field, value, message] of [
      ['status', 'looking', /availability\.status/],
      ['timeZone', 'Mars/Olympus', /availability\.timeZone: .*IANA time zone name/],
      ['timeZone', '+08:00', /availability\.timeZone/],
      ['timeZone', 'PST', /availability\.timeZone/],
      ['from', '2027-13', /availability\.from: .*YYYY-MM/],
      ['from', '2027-02-30', /availability\.from/],
      ['from', 'March', /availability\.from/],
      ['bookingUrl', 'http://booking.example.com/x', /availability\.bookingUrl: .*https/],
      ['bookingUrl', 'javascript:alert(1)', /availability\.bookingUrl/],
      ['kinds', [''], /availability\.kinds\.0/],
    ] as const) {
      expect(() => checkPortfolio(withBlock({ ...good, [field]: value }))).toThrow(
        new RegExp(`^portfolio\\.json: ${message.source}`),
      );
    }
    expect(isTimeZone('America/Argentina/Buenos_Aires')).toBe(true);
    expect(isTimeZone('UTC')).toBe(true);
  });

  it('goes into the JSON-LD as seeks, a schema.org Demand, in each language', () => {
    const address = { siteUrl: 'https://jamie.dev/', basePath: '/' };
    expect(personJsonLd(english.site, address).seeks).toEqual({
      '@type': 'Demand',
      name: 'Open to contract and full-time work from March 2027',
      availabilityStarts: '2027-03',
    });
    expect(personJsonLd(filipino.site, address).seeks).toMatchObject({
      name: 'Bukas sa kontrata at full-time na trabaho simula Marso 2027',
    });
    const notLooking = siteContentOf(
      english.resume,
      checkPortfolio(withBlock({ status: 'not-looking', timeZone: 'UTC' })),
    );
    expect(personJsonLd(notLooking, address)).not.toHaveProperty('seeks');
  });

  it('goes into the vCard NOTE after the bio, in each language', () => {
    const env = { basePath: '/', siteUrl: 'https://jamie.dev/' } as BuildEnv;
    const unfold = (card: string) => card.replace(/\r\n /g, '');
    expect(unfold(contactCard({ resume: english.resume, site: english.site, env }))).toContain(
      '\\nOpen to contract and full-time work from March 2027 · Asia/Manila · https://booking.example.com/jamie-santos\r\n',
    );
    expect(unfold(contactCard({ resume: filipino.resume, site: filipino.site, env }))).toContain(
      '\\nBukas sa kontrata at full-time na trabaho simula Marso 2027 · Asia/Manila',
    );
  });

  it('goes into /resume.json meta in each language, which stays valid JSON Resume', () => {
    for (const { resume, site } of [english, filipino]) {
      const published = JSON.parse(
        publishedResume(resume, {
          siteUrl: '',
          avatar: site.avatar,
          availability: site.availability,
        }),
      );
      // The owner's words, not the page's clock table nor its line once `from` has come.
      const {
        clock: _clock,
        startsAt: _at,
        summaryFromThen: _then,
        ...words
      } = site.availability ?? {};
      expect(published.meta.availability).toEqual(words);
      expect(words).toHaveProperty('summary');
      let errors: unknown[] | null = null;
      jsonResume.validate(published, (found: unknown[] | null) => {
        errors = found;
      });
      expect(errors ?? []).toEqual([]);
    }
  });
});

describe('a `from` that has come (docs/product.md § Availability)', () => {
  const portfolio = checkPortfolio(samplePortfolio());
  const at = (iso: string) =>
    toSiteContent(english.resume, portfolio, translatorFor('en'), new Date(iso)).availability;

  it('begins at midnight of that day, or of the month’s first day, in the owner’s zone', () => {
    expect(fromStartsAt('2027-03', 'Asia/Manila')).toBe(Date.UTC(2027, 1, 28, 16));
    // New York is on summer time (UTC-4) from 14 March 2027; Kathmandu is UTC+5:45.
    expect(fromStartsAt('2027-03-15', 'America/New_York')).toBe(Date.UTC(2027, 2, 15, 4));
    expect(fromStartsAt('2027-01-10', 'America/New_York')).toBe(Date.UTC(2027, 0, 10, 5));
    expect(fromStartsAt('2027-06-01', 'Asia/Kathmandu')).toBe(Date.UTC(2027, 4, 31, 18, 15));
    expect(fromStartsAt('2027-06', 'UTC')).toBe(Date.UTC(2027, 5, 1));
  });

  it('is said up to the minute before, and no more from then: not in the line, JSON-LD, card nor resume.json', () => {
    expect(at('2027-02-28T15:59:59Z')?.summary).toBe(
      'Open to contract and full-time work from March 2027',
    );
    const past = at('2027-02-28T16:00:00Z');
    expect(past?.summary).toBe('Open to contract and full-time work');
    expect(past).not.toHaveProperty('from');
    expect(past).not.toHaveProperty('startsAt');
    expect(past).not.toHaveProperty('summaryFromThen');
    expect(at('2027-04-02T00:00:00Z')?.summary).toBe('Open to contract and full-time work');
    const site = { ...english.site, availability: past };
    expect(personJsonLd(site, { siteUrl: '', basePath: '/' }).seeks).toEqual({
      '@type': 'Demand',
      name: 'Open to contract and full-time work',
    });
    const env = { basePath: '/', siteUrl: '' } as BuildEnv;
    expect(contactCard({ resume: english.resume, site, env })).not.toContain('March');
    const published = JSON.parse(
      publishedResume(english.resume, { siteUrl: '', avatar: site.avatar, availability: past }),
    );
    expect(published.meta.availability).not.toHaveProperty('from');
    expect(JSON.stringify(published.meta.availability)).not.toContain('March');
  });
});
