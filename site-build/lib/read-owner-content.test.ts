import { mkdtempSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { dateRangeInWords, locationInWords } from '#src/content/owner-content.ts';
import { translatorFor } from '#src/i18n/catalogues.ts';
import {
  checkPortfolio,
  checkResume,
  languageContentOf,
  readOwnerContent,
  siteContentOf,
} from './read-owner-content.ts';

const sampleResume = () => JSON.parse(readFileSync('resume.json', 'utf8'));
const samplePortfolio = () => JSON.parse(readFileSync('portfolio.json', 'utf8'));

describe('the owner content files (docs/product.md § Configuration)', () => {
  it('maps the sample résumé onto the page: profile, work and certificates', () => {
    const { site } = readOwnerContent();
    expect(site.name).toBe('Jamie Santos');
    expect(site.headline).toBe('Full-stack web developer');
    expect(site.location).toBe('Metro Manila, Philippines');
    expect(site.profiles.map((link) => link.site)).toEqual(['LinkedIn', 'GitHub']);
    expect(site.experience[0]).toMatchObject({
      id: 1,
      title: 'Developer',
      year: 2023,
      date: 'February 2023 to December 2023',
      url: 'https://www.makati.gov.ph/',
      tags: { location: 'Makati', role: 'maintenance', output: 'web applications' },
    });
    expect(site.courses[1]).toMatchObject({
      id: 2,
      title: 'TypeScript Fundamentals',
      description: 'Course - Daniel Cruz',
    });
  });

  it('names the failing résumé field, as the JSON Resume schema sees it', () => {
    const resume = sampleResume();
    resume.work[0].startDate = 'February 2023';
    expect(() => checkResume(resume)).toThrow(/^resume\.json: work\[0\]\.startDate: /);
    resume.work[0].startDate = '2023-02';
    resume.basics.profiles[1].url = 42;
    expect(() => checkResume(resume)).toThrow(/^resume\.json: basics\.profiles\[1\]\.url: /);
    expect(() => checkResume([])).toThrow('resume.json: (root): is not a JSON object');
  });

  it('leaves the location out when the résumé gives none', () => {
    const resume = sampleResume();
    delete resume.basics.location;
    expect(siteContentOf(checkResume(resume), samplePortfolio())).not.toHaveProperty('location');
  });

  it('names a field the page needs that the schema leaves optional', () => {
    const resume = sampleResume();
    delete resume.work[2].position;
    expect(() => siteContentOf(checkResume(resume), samplePortfolio())).toThrow(
      'resume.json: work[2].position: missing: the job title',
    );
  });

  it('refuses portfolio.json with a field of the wrong shape, or a job short', () => {
    const portfolio = samplePortfolio();
    portfolio.shortName = 'Jamie the developer';
    expect(() => checkPortfolio(portfolio)).toThrow(/^portfolio\.json: shortName: /);
    const short = samplePortfolio();
    short.experience.pop();
    expect(() => siteContentOf(sampleResume(), short)).toThrow(
      /^portfolio\.json: experience: has 2 entries but resume\.json has 3 in work/,
    );
  });

  it('takes the publish choices, and refuses anything else there with what it takes', () => {
    const portfolio = { ...samplePortfolio(), publish: { phone: true, address: false } };
    expect(checkPortfolio(portfolio).publish).toEqual({ phone: true, address: false });
    const takes = /"publish" takes only "phone", "address" and "references", each true or false/;
    for (const [publish, path] of [
      [{ phon: true }, 'publish.phon'],
      [{ references: 'yes' }, 'publish.references'],
      [true, 'publish'],
    ] as const) {
      expect(() => checkPortfolio({ ...samplePortfolio(), publish })).toThrow(
        `portfolio.json: ${path}: got `,
      );
      expect(() => checkPortfolio({ ...samplePortfolio(), publish })).toThrow(takes);
    }
  });

  it('refuses a picture that is not in public/', () => {
    const portfolio = samplePortfolio();
    portfolio.courses[0].thumbnail = 'images/courses/missing.webp';
    expect(() => siteContentOf(sampleResume(), portfolio)).toThrow(
      'portfolio.json: courses[0].thumbnail: no such file: public/images/courses/missing.webp',
    );
  });

  it('says which file is not JSON', () => {
    const root = mkdtempSync(join(tmpdir(), 'owner-content-'));
    writeFileSync(join(root, 'resume.json'), '{ "basics": ');
    writeFileSync(join(root, 'portfolio.json'), JSON.stringify(samplePortfolio()));
    expect(() => readOwnerContent(root)).toThrow(/^resume\.json: \(root\): is not valid JSON/);
  });

  it('puts dates and places in words', () => {
    expect(dateRangeInWords('2021-03', '2022-05')).toBe('March 2021 to May 2022');
    expect(dateRangeInWords('2024-11-04')).toBe('November 2024 to now');
    expect(dateRangeInWords('2019', '2020')).toBe('2019 to 2020');
    expect(locationInWords({ city: 'Berlin', countryCode: 'de' })).toBe('Berlin, Germany');
    expect(locationInWords({ region: 'Ontario' })).toBe('Ontario');
    // Each language's own comma: Arabic's, and Japanese's ideographic one.
    const manila = { city: 'Metro Manila', countryCode: 'PH' };
    expect(locationInWords(manila, translatorFor('ar'))).toBe('Metro Manila، الفلبين');
    expect(locationInWords(manila, translatorFor('ja'))).toBe('Metro Manila、フィリピン');
    expect(locationInWords(manila, translatorFor('fil'))).toBe('Metro Manila, Pilipinas');
  });
});

describe('other languages: resume.{lang}.json and portfolio.{lang}.json overlays', () => {
  /** A scratch root with the sample's files, its public/ pictures linked, plus `files`. */
  function scratchRoot(files: Record<string, unknown>): string {
    const root = mkdtempSync(join(tmpdir(), 'languages-'));
    writeFileSync(join(root, 'resume.json'), JSON.stringify(sampleResume()));
    writeFileSync(join(root, 'portfolio.json'), JSON.stringify(samplePortfolio()));
    symlinkSync(resolve('public'), join(root, 'public'));
    for (const [file, document] of Object.entries(files)) {
      writeFileSync(
        join(root, file),
        typeof document === 'string' ? document : JSON.stringify(document),
      );
    }
    return root;
  }

  const makati = { name: 'City Government of Makati', startDate: '2023-02' };
  const manila = { name: 'City of Manila Records Office', startDate: '2022-06' };

  it('names the texts an overlay leaves out, in the default language (docs/product.md § Languages)', () => {
    const root = scratchRoot({
      'resume.ar.json': { basics: { label: 'مطور ويب' } },
      'portfolio.ar.json': { demoReel: { caption: 'جولة قصيرة' } },
    });
    const [, ar] = readOwnerContent(root).languages;
    const paths = ar?.site.fallback?.paths ?? [];
    expect(ar?.site.fallback?.lang).toBe('en');
    expect(paths).toEqual(
      expect.arrayContaining([
        'bio',
        'experience.0.title',
        'demoReel.title',
        'demoReel.description',
      ]),
    );
    // Translated, or not text (names, pictures, dates in the page's words).
    for (const path of ['headline', 'demoReel.caption', 'name', 'avatar', 'experience.0.date']) {
      expect(paths, path).not.toContain(path);
    }
    // The site itself is unmarked; the marked résumé is for the pages the build writes.
    expect(ar?.site.demoReel.title).toBe('Demo Reel');
    expect(ar?.marked?.resume.basics?.summary?.startsWith('\uE000')).toBe(true);
    expect(ar?.marked?.resume.basics?.label).toBe('مطور ويب');
  });

  it("names nothing on the sample's Filipino Home, which translates every text it shows", () => {
    const fil = readOwnerContent('.').languages[1];
    expect(fil?.lang).toBe('fil');
    expect(fil?.site.fallback).toBeUndefined();
    // The CV's education is left in English: the CV page marks it.
    expect(fil?.marked?.resume.education?.[0]?.area).toBe('\uE000Information Technology\uE001');
  });

  it('keeps each translated job on its job when resume.json gains a job at the top', () => {
    const resume = sampleResume();
    resume.work.unshift({
      name: 'Acme',
      position: 'Senior Engineer',
      url: 'https://acme.example/',
      startDate: '2025-01',
      summary: 'Leads the web team.',
      location: 'Taguig',
    });
    const portfolio = samplePortfolio();
    portfolio.experience.unshift({ ...portfolio.experience[0], alt: 'Acme office' });
    const root = scratchRoot({
      'resume.fil.json': JSON.parse(readFileSync('resume.fil.json', 'utf8')),
      'portfolio.fil.json': JSON.parse(readFileSync('portfolio.fil.json', 'utf8')),
    });
    writeFileSync(join(root, 'resume.json'), JSON.stringify(resume));
    writeFileSync(join(root, 'portfolio.json'), JSON.stringify(portfolio));
    const [, fil] = readOwnerContent(root).languages;
    expect(fil?.site.experience.map((job) => [job.title, job.description.slice(0, 14)])).toEqual([
      ['Senior Engineer', 'Leads the web '],
      ['Developer', 'Nag-maintain a'],
      ['Technical Assistant', 'Pinanatiling t'],
      ['Clerk Processor', 'Nag-encode at '],
    ]);
    expect(fil?.site.experience.map((job) => job.alt)).toEqual([
      'Acme office',
      'Laptop na may nakabukas na code editor',
      'Liyabe sa ibabaw ng isang browser window',
      'Patong-patong na dokumento na may tsek',
    ]);
  });

  it('refuses a translated job whose job resume.json no longer has, naming file, list and item', () => {
    const resume = sampleResume();
    resume.work.splice(1, 1);
    const portfolio = samplePortfolio();
    portfolio.experience.splice(1, 1);
    const root = scratchRoot({
      'resume.fil.json': JSON.parse(readFileSync('resume.fil.json', 'utf8')),
    });
    writeFileSync(join(root, 'resume.json'), JSON.stringify(resume));
    writeFileSync(join(root, 'portfolio.json'), JSON.stringify(portfolio));
    expect(() => readOwnerContent(root)).toThrow(
      'resume.fil.json: work[1]: translates the job name "City of Manila Records Office", startDate "2022-06", which resume.json does not have',
    );
  });

  it('refuses the whole site’s choices in a language’s portfolio file, rather than ignoring them', () => {
    for (const field of ['publish', 'github', 'feeds', 'language']) {
      const root = scratchRoot({
        'portfolio.fil.json': { [field]: field === 'publish' ? { phone: false } : 'x' },
      });
      expect(() => readOwnerContent(root)).toThrow(
        `portfolio.fil.json: ${field}: is the whole site's choice, the same in every language: set it in portfolio.json and remove it here`,
      );
    }
  });

  it('reads the sample: English at the base, then Filipino merged onto it', () => {
    const { languages } = readOwnerContent();
    expect(languages.map((language) => language.lang)).toEqual(['en', 'fil']);
    const [en, fil] = languages;
    expect(fil?.site.name).toBe(en?.site.name);
    expect(fil?.site.bio).toMatch(/^Gumagawa ako ng/);
    expect(fil?.site.bio).not.toBe(en?.site.bio);
    // Left out of the overlay: as the default language has it.
    expect(fil?.site.experience.map((job) => job.title)).toEqual([
      'Developer',
      'Technical Assistant',
      'Clerk Processor',
    ]);
    expect(fil?.site.experience[2]?.alt).toBe('Patong-patong na dokumento na may tsek');
    expect(fil?.site.experience[2]?.thumbnail).toBe(en?.site.experience[2]?.thumbnail);
    expect(fil?.resume.skills?.[2]?.name).toBe('Offline at mobile');
    expect(fil?.resume.skills?.[0]?.keywords).toEqual(en?.resume.skills?.[0]?.keywords);
  });

  it('takes a whole résumé as well as an overlay', () => {
    const whole = sampleResume();
    whole.basics.label = 'Buong-stack na developer';
    const root = scratchRoot({ 'resume.fil.json': whole });
    const [, fil] = readOwnerContent(root).languages;
    expect(fil?.site.headline).toBe('Buong-stack na developer');
    expect(fil?.site.experience).toHaveLength(3);
  });

  it('names the language file and field when the merged document breaks a schema', () => {
    const badDate = scratchRoot({
      'resume.fil.json': { work: [{ ...makati, endDate: 'Disyembre 2023' }] },
    });
    expect(() => readOwnerContent(badDate)).toThrow(
      /^resume\.fil\.json: work\[0\]\.endDate: .*\(merged onto resume\.json\)$/,
    );
    const emptyTitle = scratchRoot({ 'resume.fil.json': { work: [{ ...manila, position: '' }] } });
    expect(() => readOwnerContent(emptyTitle)).toThrow(
      'resume.fil.json: work[1].position: missing: the job title (merged onto resume.json)',
    );
    const longName = scratchRoot({ 'portfolio.fil.json': { shortName: 'Si Jamie na developer' } });
    expect(() => readOwnerContent(longName)).toThrow(/^portfolio\.fil\.json: shortName: /);
    const extraJob = scratchRoot({
      'portfolio.fil.json': { experience: [{ name: 'Acme', startDate: '2025-01', alt: 'x' }] },
    });
    expect(() => readOwnerContent(extraJob)).toThrow(
      /^portfolio\.fil\.json: experience\[0\]: translates the job name "Acme", startDate "2025-01", which resume\.json does not have/,
    );
  });

  it('refuses a language file that is not JSON, not an object, or not named by a language tag', () => {
    expect(() => readOwnerContent(scratchRoot({ 'resume.fil.json': '{"basics": ' }))).toThrow(
      /^resume\.fil\.json: \(root\): is not valid JSON/,
    );
    expect(() => readOwnerContent(scratchRoot({ 'portfolio.fil.json': [] }))).toThrow(
      'portfolio.fil.json: (root): is not a JSON object',
    );
    expect(() => readOwnerContent(scratchRoot({ 'resume.old_copy.json': {} }))).toThrow(
      /^resume\.old_copy\.json: \(file name\): "old_copy" is not a language tag/,
    );
    expect(() => readOwnerContent(scratchRoot({ 'resume.en.json': {} }))).toThrow(
      /^resume\.en\.json: \(file name\): "en" is the default language/,
    );
  });

  it('checks overlays not yet written (npm run init), with the pictures it is about to draw', () => {
    const root = scratchRoot({ 'resume.fil.json': { basics: { label: 'Nasa disk' } } });
    const defaults = { resume: sampleResume(), portfolio: samplePortfolio() };
    const given = languageContentOf('fil', defaults, root, {
      overlays: { resume: { basics: { label: 'Bago' } } },
    });
    // The given overlay, not the file on disk; no portfolio overlay given: none.
    expect(given.site.headline).toBe('Bago');
    expect(given.site.experience[0]?.alt).toBe(defaults.portfolio.experience[0].alt);
    expect(() =>
      languageContentOf('fil', defaults, root, {
        overlays: { resume: { work: [{ ...makati, endDate: 'Abril 2022' }] } },
      }),
    ).toThrow(/^resume\.fil\.json: work\[0\]\.endDate: .*\(merged onto resume\.json\)$/);
    const drawn = { overlays: {}, isPicture: (path: string) => path !== 'images/avatar.webp' };
    expect(() => languageContentOf('fil', defaults, root, drawn)).toThrow(
      'portfolio.fil.json: avatar: no such file: public/images/avatar.webp (merged onto portfolio.json)',
    );
  });

  it("refuses a theme in a language overlay: the colours are the whole site's", () => {
    const root = scratchRoot({ 'portfolio.fil.json': { theme: { accent: '#e11d48' } } });
    const defaults = { resume: sampleResume(), portfolio: samplePortfolio() };
    expect(() => languageContentOf('fil', defaults, root)).toThrow(
      /^portfolio\.fil\.json: theme: the colours and first colour mode are the same in every language/,
    );
  });

  it('takes the default language from portfolio.json', () => {
    const portfolio = samplePortfolio();
    portfolio.language = 'fil';
    const root = scratchRoot({ 'resume.en.json': { basics: { label: 'Web developer' } } });
    writeFileSync(join(root, 'portfolio.json'), JSON.stringify(portfolio));
    const { languages } = readOwnerContent(root);
    expect(languages.map((language) => language.lang)).toEqual(['fil', 'en']);
    expect(languages[1]?.site.headline).toBe('Web developer');
    expect(languages[1]?.portfolio).not.toHaveProperty('language');
  });
});
