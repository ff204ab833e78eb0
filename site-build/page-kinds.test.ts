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

  it('samples each kind’s first page in each language for the bench, the 404 as its file and unindexed', () => {
    expect(kindSamples(kinds, ['en', 'fil'], '/portfolio/')).toEqual([
      {
        label: 'en home',
        kind: 'home',
        lang: 'en',
        path: '/portfolio/',
        file: 'index.html',
        inSitemap: true,
        linksItsStyles: false,
      },
      {
        label: 'fil home',
        kind: 'home',
        lang: 'fil',
        path: '/portfolio/fil/',
        file: 'fil/index.html',
        inSitemap: true,
        linksItsStyles: false,
      },
      {
        label: 'en cv',
        kind: 'cv',
        lang: 'en',
        path: '/portfolio/cv/',
        file: 'cv/index.html',
        inSitemap: true,
        linksItsStyles: true,
      },
      {
        label: 'fil cv',
        kind: 'cv',
        lang: 'fil',
        path: '/portfolio/fil/cv/',
        file: 'fil/cv/index.html',
        inSitemap: true,
        linksItsStyles: true,
      },
      {
        label: 'en not-found',
        kind: 'not-found',
        lang: 'en',
        path: '/portfolio/404.html',
        file: '404.html',
        inSitemap: false,
        linksItsStyles: false,
      },
      {
        label: 'fil not-found',
        kind: 'not-found',
        lang: 'fil',
        path: '/portfolio/fil/404.html',
        file: 'fil/404.html',
        inSitemap: false,
        linksItsStyles: false,
      },
      {
        label: 'en project',
        kind: 'project',
        lang: 'en',
        path: '/portfolio/projects/flood-watch/',
        file: 'projects/flood-watch/index.html',
        inSitemap: true,
        linksItsStyles: true,
      },
      {
        label: 'fil project',
        kind: 'project',
        lang: 'fil',
        path: '/portfolio/fil/projects/flood-watch/',
        file: 'fil/projects/flood-watch/index.html',
        inSitemap: true,
        linksItsStyles: true,
      },
      {
        label: 'en posts',
        kind: 'posts',
        lang: 'en',
        path: '/portfolio/posts/',
        file: 'posts/index.html',
        inSitemap: true,
        linksItsStyles: true,
      },
      {
        label: 'fil posts',
        kind: 'posts',
        lang: 'fil',
        path: '/portfolio/fil/posts/',
        file: 'fil/posts/index.html',
        inSitemap: true,
        linksItsStyles: true,
      },
    ]);
    // A kind with no page (no projects) has no sample.
    expect(kindSamples(pageKinds(['en']), ['en'], '/').map(({ label }) => label)).toEqual([
      'en home',
      'en cv',
      'en not-found',
    ]);
  });
});
