import MiniSearch from 'minisearch';
import { describe, expect, it } from 'vitest';
import { findResults, RESULTS_PER_GROUP } from './find-results.ts';
import { loadIndex } from './search-engine.ts';
import { indexOptions, type SearchDocument } from './search-index.ts';

function doc(
  id: string,
  kind: SearchDocument['kind'],
  title: string,
  more: Partial<SearchDocument> = {},
) {
  return { id, kind, title, summary: '', keywords: '', text: '', url: `/${id}/`, ...more };
}

const DOCS: SearchDocument[] = [
  doc('course:react', 'course', 'React Fundamentals', { summary: 'Course - Meta' }),
  doc('post:offline', 'post', 'Offline first, for real', {
    text: 'A service worker that keeps the outbox',
    lang: 'en',
  }),
  doc('project:portfolio', 'project', 'Portfolio', { keywords: 'react pwa', text: 'offline' }),
  doc('skill:frontend', 'skill', 'Front end', { keywords: 'React TypeScript' }),
  doc('experience:acme', 'experience', 'Senior Engineer', {
    keywords: 'Acme',
    text: 'Led React work',
  }),
];

/** The index as the build writes it, read back as the page reads it. */
function builtIndex(docs: SearchDocument[], locale = 'en') {
  const index = new MiniSearch(indexOptions(locale));
  index.addAll(docs);
  return loadIndex(JSON.stringify(index), indexOptions(locale));
}

describe('findResults', () => {
  it('groups the results in the dialog order: projects, posts, experience and skills, courses', () => {
    const groups = findResults(builtIndex(DOCS), 'react');
    expect(groups.map(({ group }) => group)).toEqual(['projects', 'experience', 'courses']);
    expect(groups[1].results.map(({ id }) => id).sort()).toEqual([
      'experience:acme',
      'skill:frontend',
    ]);
  });

  it('keeps what the dialog shows, and the matched indexed words', () => {
    // The project has "offline" but not "first": every word must match.
    expect(findResults(builtIndex(DOCS), 'Offline first').map(({ group }) => group)).toEqual([
      'posts',
    ]);
    const all = findResults(builtIndex(DOCS), 'outbox');
    expect(all).toEqual([
      {
        group: 'posts',
        results: [
          {
            id: 'post:offline',
            kind: 'post',
            title: 'Offline first, for real',
            summary: '',
            url: '/post:offline/',
            lang: 'en',
            terms: ['outbox'],
          },
        ],
      },
    ]);
  });

  it('needs every word, and takes a word as the start of a longer one', () => {
    expect(
      findResults(builtIndex(DOCS), 'react acme').flatMap(({ results }) =>
        results.map(({ id }) => id),
      ),
    ).toEqual(['experience:acme']);
    expect(findResults(builtIndex(DOCS), 'typescr')[0].results[0].id).toBe('skill:frontend');
  });

  it('forgives a typo', () => {
    expect(findResults(builtIndex(DOCS), 'ofline')[0].results.length).toBeGreaterThan(0);
  });

  it('finds nothing for a blank search', () => {
    expect(findResults(builtIndex(DOCS), '   ')).toEqual([]);
  });

  it(`shows at most ${RESULTS_PER_GROUP} results a group`, () => {
    const many = Array.from({ length: RESULTS_PER_GROUP + 3 }, (_, n) =>
      doc(`post:${n}`, 'post', `Post ${n} about testing`),
    );
    const [posts] = findResults(builtIndex(many), 'testing');
    expect(posts.results).toHaveLength(RESULTS_PER_GROUP);
  });

  it('finds a Japanese word inside a sentence', () => {
    const index = builtIndex([doc('post:ja', 'post', 'オフラインで動くポートフォリオ')], 'ja');
    expect(findResults(index, 'ポートフォリオ')[0].results[0].id).toBe('post:ja');
  });
});

describe('loadIndex', () => {
  it('refuses a text that is no index', () => {
    expect(() => loadIndex('{"nope":1}', indexOptions('en'))).toThrow();
    expect(() => loadIndex('<!doctype html>', indexOptions('en'))).toThrow();
  });
});
