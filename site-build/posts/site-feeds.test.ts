import { parseFeed } from '@rowanmanning/feed-parser';
import { describe, expect, it } from 'vitest';
import {
  absoluteUrls,
  atomFeed,
  type FeedEntry,
  feedLinkTags,
  jsonFeed,
  type SiteFeed,
  withFeedLinks,
} from './site-feeds.ts';

const entry = (slug: string, lang: string, date: string, updated?: string): FeedEntry => ({
  url: `https://owner.example/${lang === 'en' ? '' : `${lang}/`}posts/${slug}/`,
  title: `${slug} <b>&</b>`,
  lang,
  date,
  ...(updated ? { updated } : {}),
  tags: ['pwa'],
  html: '<p>Body &amp; <a href="https://owner.example/">more</a></p>',
});

const FEED: SiteFeed = {
  title: 'Mga Isinulat · Ada',
  lang: 'fil',
  listUrl: 'https://owner.example/fil/posts/',
  languageUrl: 'https://owner.example/fil/',
  author: { name: 'Ada', url: 'https://owner.example/fil/' },
  entries: [entry('newer', 'fil', '2026-10-01'), entry('older', 'en', '2026-01-02', '2026-11-03')],
};

describe('absoluteUrls', () => {
  it('resolves src, href and each srcset candidate against the page, keeping the rest', () => {
    const html =
      '<p><a href="#fn-1">1</a> <a href="https://x.example/a">x</a></p>' +
      '<img src="/images/a.webp" srcset="/images/a.webp 1x, b.webp 2x" alt="a">';
    expect(absoluteUrls(html, 'https://owner.example/posts/one/')).toBe(
      '<p><a href="https://owner.example/posts/one/#fn-1">1</a> <a href="https://x.example/a">x</a></p>' +
        '<img src="https://owner.example/images/a.webp" srcset="https://owner.example/images/a.webp 1x, https://owner.example/posts/one/b.webp 2x" alt="a">',
    );
  });
});

describe('atomFeed', () => {
  it('writes the required elements, the newest change as updated, and an entry’s own language', () => {
    const xml = atomFeed(FEED);
    const feed = parseFeed(xml);
    expect(feed.title).toBe('Mga Isinulat · Ada');
    expect(feed.updated?.toISOString()).toBe('2026-11-03T00:00:00.000Z');
    expect(feed.self).toBe('https://owner.example/fil/feed.xml');
    expect(feed.items.map((item) => [item.id, item.title])).toEqual([
      ['https://owner.example/fil/posts/newer/', 'newer <b>&</b>'],
      ['https://owner.example/posts/older/', 'older <b>&</b>'],
    ]);
    expect(feed.items[0]?.content).toContain('<a href="https://owner.example/">more</a>');
    expect(xml).toMatch(/<feed [^>]*xml:lang="fil"/);
    expect(xml.match(/<entry[^>]*>/g)).toEqual(['<entry>', '<entry xml:lang="en">']);
  });
});

describe('jsonFeed', () => {
  it('is JSON Feed 1.1 with each item’s id, content, dates and language', () => {
    const feed = JSON.parse(jsonFeed(FEED));
    expect(feed.version).toBe('https://jsonfeed.org/version/1.1');
    expect(feed.feed_url).toBe('https://owner.example/fil/feed.json');
    expect(feed.items[1]).toMatchObject({
      id: 'https://owner.example/posts/older/',
      content_html: FEED.entries[1]?.html,
      date_published: '2026-01-02T00:00:00.000Z',
      date_modified: '2026-11-03T00:00:00.000Z',
      tags: ['pwa'],
      language: 'en',
    });
  });
});

describe('withFeedLinks', () => {
  const links = new Map([['fil', feedLinkTags('/fil/', 'Mga "Isinulat"')]]);

  it('adds the page’s language’s links at the end of its head', () => {
    expect(withFeedLinks('<html lang="fil"><head><title>t</title></head></html>', links)).toBe(
      '<html lang="fil"><head><title>t</title>' +
        '<link rel="alternate" type="application/atom+xml" href="/fil/feed.xml" title="Mga &quot;Isinulat&quot;">' +
        '<link rel="alternate" type="application/feed+json" href="/fil/feed.json" title="Mga &quot;Isinulat&quot;">' +
        '</head></html>',
    );
  });

  it('leaves a page of another language, without a head, or linked already, as it is', () => {
    const linked = withFeedLinks('<html lang="fil"><head></head></html>', links);
    for (const html of [
      '<html lang="en"><head></head></html>',
      '<html lang="fil"><body>',
      linked,
    ]) {
      expect(withFeedLinks(html, links)).toBe(html);
    }
  });
});
