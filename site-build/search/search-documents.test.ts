import { describe, expect, it } from 'vitest';
import type { Project } from '#src/features/projects/api/project-schema.ts';
import { SUMMARY_CHARS } from '#src/features/search/search-index.ts';
import { cvPage } from '../cv/cv-page.ts';
import { readOwnerContent } from '../lib/read-owner-content.ts';
import type { Post, PostFile, PostMeta } from '../posts/post-file.ts';
import {
  courseDocuments,
  experienceDocuments,
  markdownText,
  postDocuments,
  projectDocuments,
  type SearchPlace,
  skillDocuments,
  summaryOf,
  TEXT_CHARS,
  uniqueIds,
} from './search-documents.ts';

const { languages } = readOwnerContent();
const [en, fil] = languages;
if (!en || !fil) throw new Error('the sample content has English and Filipino');

const EN: SearchPlace = { basePath: '/portfolio/', lang: 'en', path: '', defaultLang: 'en' };
const FIL: SearchPlace = { ...EN, lang: 'fil', path: 'fil/' };
const pathOf = (lang: string) => (lang === 'en' ? '' : `${lang}/`);

function file(lang: string, meta: Partial<PostMeta>, markdown = 'Body text.'): PostFile {
  return {
    file: `content/posts/x.${lang}.md`,
    lang,
    meta: { title: `Title ${lang}`, date: '2026-03-14', ...meta },
    markdown,
  };
}

function post(slug: string, original: PostFile, ...translations: PostFile[]): Post {
  return {
    slug,
    original,
    files: new Map([original, ...translations].map((one) => [one.lang, one])),
  };
}

const PROJECT: Project = {
  id: 1,
  title: 'Flood Watch Dashboard',
  description: 'Live river levels on a map.',
  background_image: '/portfolio/images/projects/flood-watch.webp',
  stack: 'Next.js, Mapbox',
  language: 'TypeScript',
  alt: 'A map',
  url: 'https://github.com/jamie/flood-watch',
};

describe('summaryOf', () => {
  it('keeps a short text on one line and cuts a long one at a word, with "…"', () => {
    expect(summaryOf('  Two\n lines  ')).toBe('Two lines');
    const long = 'word '.repeat(100);
    const summary = summaryOf(long);
    expect(summary.length).toBeLessThanOrEqual(SUMMARY_CHARS);
    expect(summary).toMatch(/ word…$/);
  });

  it('never splits an emoji', () => {
    const summary = summaryOf('😀'.repeat(SUMMARY_CHARS));
    expect(summary.length).toBeLessThanOrEqual(SUMMARY_CHARS);
    expect(summary.slice(0, -1)).toBe('😀'.repeat((summary.length - 1) / 2));
  });
});

describe('markdownText', () => {
  it('is the words a reader sees: no tags, fences, link targets or entities', () => {
    const text = markdownText(
      [
        '# Offline & online',
        '',
        'A [link](https://example.com/secret-path) and ![a phone](images/x.webp) <b>bold</b> &amp; more.',
        '',
        '```ts',
        'const outbox = 1;',
        '```',
        '',
        '| Plan | Price |',
        '|---|---|',
        '| Basic | Free |',
      ].join('\n'),
      '/',
    );
    expect(text).toBe(
      'Offline & online A link and a phone bold & more. const outbox = 1; Plan Price Basic Free',
    );
  });

  it(`is cut to ${TEXT_CHARS} characters`, () => {
    const text = markdownText('lorem ipsum '.repeat(5000), '/');
    expect(text.length).toBeLessThanOrEqual(TEXT_CHARS);
    expect(text.length).toBeGreaterThan(TEXT_CHARS - 100);
    expect(text.endsWith('lorem') || text.endsWith('ipsum')).toBe(true);
  });
});

describe('postDocuments', () => {
  const posts = [
    post(
      'offline-first',
      file('en', { summary: 'English summary', tags: ['pwa'] }, 'English words.'),
      file('fil', { title: 'Pamagat', summary: 'Buod' }, 'Mga salitang Filipino.'),
    ),
    post('only-english', file('en', { tags: ['sql'] }, 'No summary, so the text starts it.')),
    post('a-draft', file('en', { draft: true }, 'Secret plans.')),
    post(
      'draft-translation',
      file('en', {}, 'Published in English.'),
      file('fil', { draft: true }, 'Hindi pa tapos.'),
    ),
  ];

  it('takes the translation in its language, else the original with its lang and page', () => {
    expect(postDocuments(posts, FIL, pathOf)).toEqual([
      {
        id: 'post:offline-first',
        kind: 'post',
        title: 'Pamagat',
        summary: 'Buod',
        keywords: 'pwa',
        text: 'Buod Mga salitang Filipino.',
        url: '/portfolio/fil/posts/offline-first/',
      },
      {
        id: 'post:only-english',
        kind: 'post',
        title: 'Title en',
        summary: 'No summary, so the text starts it.',
        keywords: 'sql',
        text: 'No summary, so the text starts it.',
        url: '/portfolio/posts/only-english/',
        lang: 'en',
      },
      expect.objectContaining({
        id: 'post:draft-translation',
        title: 'Title en',
        url: '/portfolio/posts/draft-translation/',
        lang: 'en',
      }),
    ]);
  });

  it('never indexes a draft, nor a draft translation’s text', () => {
    const all = [...postDocuments(posts, EN, pathOf), ...postDocuments(posts, FIL, pathOf)];
    expect(all.map((document) => document.id)).not.toContain('post:a-draft');
    expect(JSON.stringify(all)).not.toMatch(/Secret plans|Hindi pa tapos/);
  });

  it('gives the default language’s index no lang', () => {
    expect(postDocuments(posts, EN, pathOf).filter((document) => 'lang' in document)).toEqual([]);
  });
});

describe('projectDocuments', () => {
  const study = {
    markdown: '## Ang problema\n\nBaha sa **Marikina**.',
    facts: { topics: ['flood'] },
    translated: true,
  };

  it('leads to the project’s page in the language, with its case study’s text and topics', () => {
    const [document] = projectDocuments(
      [{ project: PROJECT, slug: 'flood-watch', paged: true, study, facts: { topics: ['maps'] } }],
      FIL,
    );
    expect(document).toEqual({
      id: 'project:flood-watch',
      kind: 'project',
      title: 'Flood Watch Dashboard',
      summary: 'Live river levels on a map.',
      keywords: 'TypeScript Next.js, Mapbox flood',
      text: 'Live river levels on a map. Ang problema Baha sa Marikina.',
      url: '/portfolio/fil/projects/flood-watch/',
      // The card's texts are the list's, in the default language.
      lang: 'en',
    });
  });

  it('leads to the project’s own URL when it has no page, in the default language without lang', () => {
    const [document] = projectDocuments(
      [{ project: PROJECT, slug: 'flood-watch', paged: false }],
      EN,
    );
    expect(document?.url).toBe('https://github.com/jamie/flood-watch');
    expect(document?.text).toBe('Live river levels on a map.');
    expect(document && 'lang' in document).toBe(false);
  });
});

describe('the résumé’s documents (sample content)', () => {
  it('gives each job an id that is not its place in the list, and a link to its heading on Home', () => {
    const documents = experienceDocuments(fil, FIL);
    expect(documents.map((document) => document.id)).toEqual([
      'experience:city-government-of-makati-2023-02',
      'experience:city-of-manila-records-office-2022-06',
      'experience:quezon-city-business-permits-and-licensing-department-2021-03',
    ]);
    expect(documents[0]).toMatchObject({
      kind: 'experience',
      title: fil.site.experience[0]?.title,
      url: '/portfolio/fil/#experience-1',
    });
    expect(documents[0]?.keywords).toContain('City Government of Makati');
    // The Filipino résumé's highlights.
    expect(documents[0]?.text).toContain('Pinabilis ang pag-load');
    expect(documents.every((document) => document.summary.length <= SUMMARY_CHARS)).toBe(true);
  });

  it('marks a skill whose name the translation left out with the default language', () => {
    const documents = skillDocuments(fil, FIL);
    expect(documents.map(({ id, title, lang }) => ({ id, title, lang }))).toEqual([
      { id: 'skill:front-end', title: 'Front end', lang: 'en' },
      { id: 'skill:back-end', title: 'Back end', lang: 'en' },
      { id: 'skill:offline-at-mobile', title: 'Offline at mobile', lang: undefined },
    ]);
    expect(documents[0]?.keywords).toBe('TypeScript React Vue CSS Accessibility');
    // No level in the sample: the keywords show what the skill was found by.
    expect(documents[0]?.summary).toBe('TypeScript, React, Vue, CSS, Accessibility');
  });

  it('leads a course to its certificate when the résumé links one, else to the CV', () => {
    const content = {
      ...en,
      resume: {
        ...en.resume,
        certificates: en.resume.certificates?.map((certificate, index) =>
          index === 0 ? { ...certificate, url: 'https://courses.example/react' } : certificate,
        ),
      },
    };
    const [first, second] = courseDocuments(content, EN);
    expect(first).toMatchObject({
      id: 'course:react-the-complete-guide',
      summary: 'Course - Marisol Reyes',
      keywords: 'Marisol Reyes',
      url: 'https://courses.example/react',
    });
    expect(second?.url).toBe('/portfolio/cv/#cv-certificates');
  });

  it('leads skills and courses to sections the CV page has', () => {
    const html = cvPage({
      resume: fil.resume,
      site: fil.site,
      fallbackProjects: [],
      basePath: '/portfolio/',
      siteUrl: '',
      vcardFile: 'jamie-santos.vcf',
      stylesheet: '/portfolio/assets/cv.css',
      colourScript: '/portfolio/assets/colour-mode.js',
    });
    const anchors = [...skillDocuments(fil, FIL), ...courseDocuments(fil, FIL)].map(
      (document) => document.url.split('#')[1],
    );
    expect(new Set(anchors)).toEqual(new Set(['cv-skills', 'cv-certificates']));
    for (const anchor of anchors) expect(html).toContain(`id="${anchor}"`);
  });
});

describe('uniqueIds', () => {
  it('numbers repeats in order (the sample’s three "Dummy Course" entries)', () => {
    const ids = uniqueIds(courseDocuments(en, EN)).map((document) => document.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.filter((id) => id.startsWith('course:dummy-course'))).toEqual([
      'course:dummy-course',
      'course:dummy-course#2',
      'course:dummy-course#3',
    ]);
  });
});
