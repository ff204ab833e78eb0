import { describe, expect, it } from 'vitest';
import { kindSamples, pageFiles, pageKinds, sitemapPages, staticPageKinds } from './page-kinds.ts';

describe('the page kinds (docs/decisions/0044-one-list-of-page-kinds.md)', () => {
  const kinds = pageKinds(['en', 'fil'], {
    projects: ['projects/flood-watch/'],
    posts: [
      { page: 'posts/', languages: ['en', 'fil'] },
      { page: 'posts/offline-first/', languages: ['en'] },
    ],
  });

  it('lists Home, the CV page, the 404, the project pages and the posts, in that order', () => {
    expect(kinds.map(({ name }) => name)).toEqual(['home', 'cv', 'not-found', 'project', 'posts']);
  });

  it('gives every page file in each language it exists in, under that language’s path', () => {
    expect(pageFiles(kinds, ['en', 'fil'])).toEqual([
      'index.html',
      'fil/index.html',
      'cv/index.html',
      'fil/cv/index.html',
      '404.html',
      'fil/404.html',
      'projects/flood-watch/index.html',
      'fil/projects/flood-watch/index.html',
      'posts/index.html',
      'fil/posts/index.html',
      'posts/offline-first/index.html',
    ]);
  });

  it('names the static page kinds, held to the static pages’ budget, with their files', () => {
    expect(staticPageKinds(kinds, ['en', 'fil'])).toEqual([
      {
        name: 'Project page',
        files: ['projects/flood-watch/index.html', 'fil/projects/flood-watch/index.html'],
      },
      {
        name: 'Posts page',
        files: ['posts/index.html', 'fil/posts/index.html', 'posts/offline-first/index.html'],
      },
    ]);
    // A kind without pages (no posts yet) has none.
    expect(staticPageKinds(pageKinds(['en']), ['en'])).toEqual([]);
  });

  it('tells crawlers of every page but the 404, with the languages each exists in', () => {
    expect(sitemapPages(kinds)).toEqual([
      { page: '', languages: ['en', 'fil'] },
      { page: 'cv/', languages: ['en', 'fil'] },
      { page: 'projects/flood-watch/', languages: ['en', 'fil'] },
      { page: 'posts/', languages: ['en', 'fil'] },
      { page: 'posts/offline-first/', languages: ['en'] },
    ]);
  });

  it('has Home, the CV page and the 404 alone when there are no projects’ pages nor posts', () => {
    expect(pageFiles(pageKinds(['en']), ['en'])).toEqual([
      'index.html',
      'cv/index.html',
      '404.html',
    ]);
  });

  it('samples each kind’s first page in each language for the bench, the 404 as its file', () => {
    expect(kindSamples(kinds, ['en', 'fil'], '/portfolio/')).toEqual([
      { label: 'en home', path: '/portfolio/' },
      { label: 'fil home', path: '/portfolio/fil/' },
      { label: 'en cv', path: '/portfolio/cv/' },
      { label: 'fil cv', path: '/portfolio/fil/cv/' },
      { label: 'en not-found', path: '/portfolio/404.html' },
      { label: 'fil not-found', path: '/portfolio/fil/404.html' },
      { label: 'en project', path: '/portfolio/projects/flood-watch/' },
      { label: 'fil project', path: '/portfolio/fil/projects/flood-watch/' },
      { label: 'en posts', path: '/portfolio/posts/' },
      { label: 'fil posts', path: '/portfolio/fil/posts/' },
    ]);
    // A kind with no page (no projects) has no sample.
    expect(kindSamples(pageKinds(['en']), ['en'], '/').map(({ label }) => label)).toEqual([
      'en home',
      'en cv',
      'en not-found',
    ]);
  });
});
