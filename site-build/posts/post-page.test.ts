import { describe, expect, it } from 'vitest';
import { translatorFor } from '#src/i18n/catalogues.ts';
import type { SiteLanguages } from '#src/seo/language-paths.ts';
import { postsListPage, readingMinutes, tableOfContents } from './post-page.ts';

describe('posts pages', () => {
  it('reads a reading time from words, Japanese too, at least a minute', () => {
    expect(readingMinutes('word '.repeat(401), 'en')).toBe(3);
    expect(readingMinutes('', 'en')).toBe(1);
    expect(readingMinutes('日本語の文章です。'.repeat(200), 'ja')).toBeGreaterThan(1);
  });

  it('takes the anchored h2s, text only, for the table of contents', () => {
    expect(
      tableOfContents(
        '<h2 id="cs-a">A <code>x&amp;y</code></h2><h3 id="cs-b">B</h3><h2>Notes</h2>',
      ),
    ).toEqual([{ id: 'cs-a', text: 'A x&y' }]);
  });

  /** A Filipino posts list of one English post, by an owner whose name needs escaping. */
  const filipinoList = () =>
    postsListPage({
      i18n: translatorFor('fil'),
      ownerName: 'Jamie <Santos>',
      basePath: '/',
      languagePath: 'fil/',
      siteUrl: '',
      languages: ['en', 'fil'] as unknown as SiteLanguages,
      others: [],
      stylesheet: '/post.css',
      colourScript: '/colour.js',
      posts: [
        {
          title: 'Only <English>',
          lang: 'en',
          href: '/posts/only/',
          date: '2026-03-14',
          tags: [],
          draft: false,
        },
      ],
    });

  it('lists a post not in the page language with lang and its own page', () => {
    const html = filipinoList();
    expect(html).toContain('<h1>Mga Isinulat</h1>');
    expect(html).toContain(
      '<li lang="en"><article><h2><a href="/posts/only/" hreflang="en">Only &lt;English&gt;</a>',
    );
    expect(html).toMatch(/<time datetime="2026-03-14">Marso 14, 2026<\/time>/);
    expect(html).not.toMatch(/<script>|<style>| on\w+=/);
  });

  it('describes the list for search results in the page’s language, the name escaped', () => {
    expect(filipinoList()).toContain(
      '<meta name="description" content="Mga post ni Jamie &lt;Santos&gt;, pinakabago muna.">',
    );
  });
});
