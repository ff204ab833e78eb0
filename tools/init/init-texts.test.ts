import { describe, expect, it } from 'vitest';
import { repo } from './github-repo.fixture.ts';
import { initTextsFor } from './init-texts.ts';
import { mergePortfolio, mergeResume, projectsFromRepos, withDefaultTexts } from './plan.ts';

const demoReel = { title: 'Demo Reel', caption: 'c', poster: 'p.svg', description: 'd' };

/** A site whose default language is `language` (portfolio.json `language`), with no jobs yet. */
const siteIn = (language?: string) => ({
  resume: {},
  portfolio: {
    ...(language && { language }),
    shortName: 'J',
    avatar: 'a.webp',
    experience: [],
    courses: [],
    demoReel,
  },
});

describe('initTextsFor', () => {
  it('gives each language of core its own texts', () => {
    const headlines = ['en', 'fil', 'ar', 'ja'].map((lang) => initTextsFor(lang).headline);
    expect(new Set(headlines).size).toBe(4);
    expect(initTextsFor('fil')).toMatchObject({ lang: 'fil', translated: true });
  });

  it('takes a tag with a region as its language', () => {
    expect(initTextsFor('fil-PH').headline).toBe(initTextsFor('fil').headline);
  });

  it('stands in English for a language core has no texts for, and says so', () => {
    expect(initTextsFor('de')).toMatchObject({
      lang: 'en',
      translated: false,
      headline: 'Software developer',
    });
  });
});

describe("what init writes where the owner says nothing, in the site's default language", () => {
  const fil = initTextsFor('fil');

  it('the headline and summary of a Filipino site are Filipino', () => {
    const merged = mergeResume({ basics: { name: 'Ada Okafor' } }, undefined, fil);
    expect(merged.basics?.label).toBe('Developer ng software');
    expect(merged.basics?.summary).toBe('Mga proyekto at trabaho ni Ada Okafor.');
  });

  it("a new job's picture of a Filipino site is described in Filipino", () => {
    const { portfolio } = mergePortfolio(
      { work: [{ name: 'Lungsod', position: 'Developer', startDate: '2023' }] },
      siteIn('fil'),
      undefined,
    );
    expect(portfolio.experience[0]?.alt).toBe('Developer sa Lungsod');
  });

  it("a new job's picture of a Japanese site is described in Japanese, one without an employer by its position", () => {
    const { portfolio } = mergePortfolio(
      {
        work: [
          { name: '市役所', position: 'エンジニア', startDate: '2023' },
          { position: 'Developer', startDate: '2020' },
        ],
      },
      siteIn('ja'),
      undefined,
    );
    expect(portfolio.experience.map((job) => job.alt)).toEqual(['市役所のエンジニア', 'Developer']);
  });

  it("a project's drawn picture of a Japanese site is described in Japanese", () => {
    const { projects } = projectsFromRepos(
      [repo('tiny-lisp')],
      'ada',
      { count: 12 },
      initTextsFor('ja'),
    );
    expect(projects[0]?.alt).toBe('tiny-lispのタイトルカード');
  });

  it('an English site keeps the English texts', () => {
    expect(mergeResume({ basics: { name: 'Ada' } }).basics?.summary).toBe(
      'Projects and work of Ada.',
    );
    const { projects } = projectsFromRepos([repo('tiny-lisp')], 'ada', { count: 12 });
    expect(projects[0]?.alt).toBe('Title card of tiny-lisp');
  });
});

describe('withDefaultTexts', () => {
  const en = initTextsFor('en');
  const filled = mergeResume({ basics: { name: 'Ada' } }, undefined, en);

  it("adds the headline and summary init wrote, in the translation's own language", () => {
    const overlay = { basics: { name: 'Ada' }, work: [] };
    expect(withDefaultTexts(overlay, 'fil', filled, en)).toEqual({
      basics: {
        name: 'Ada',
        label: 'Developer ng software',
        summary: 'Mga proyekto at trabaho ni Ada.',
      },
      work: [],
    });
    expect(overlay.basics).toEqual({ name: 'Ada' });
  });

  it('keeps what the translation or the owner wrote', () => {
    const own = mergeResume(
      { basics: { name: 'Ada', label: 'Compiler engineer', summary: 'Builds compilers.' } },
      undefined,
      en,
    );
    const overlay = { basics: { label: 'Inhinyero' } };
    expect(withDefaultTexts(overlay, 'fil', own, en)).toBe(overlay);
    expect(withDefaultTexts(overlay, 'fil', filled, en)).toEqual({
      basics: { label: 'Inhinyero', summary: 'Mga proyekto at trabaho ni Ada.' },
    });
  });

  it('leaves a translation in a language core has no texts for as it is', () => {
    const overlay = { basics: {} };
    expect(withDefaultTexts(overlay, 'de', filled, en)).toBe(overlay);
  });
});
