import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { checkPortfolio } from '../../site-build/lib/read-owner-content.ts';
import { feedsAfter, withFeeds } from './init-feeds.ts';
import { parseInitArgs } from './options.ts';

const sample = checkPortfolio(JSON.parse(readFileSync('portfolio.json', 'utf8')));

describe('init --feed (docs/product.md § Writing)', () => {
  it('takes --feed again for each feed, alone or with the other flags', () => {
    expect(
      parseInitArgs(['--feed', 'https://dev.to/feed/ada', '--feed', 'https://ada.example/rss']),
    ).toMatchObject({ feeds: ['https://dev.to/feed/ada', 'https://ada.example/rss'] });
    expect(parseInitArgs(['--github', 'ada', '--feed', 'https://dev.to/feed/ada'])).toMatchObject({
      github: 'ada',
      feeds: ['https://dev.to/feed/ada'],
    });
  });

  it('refuses a feed that is not an http(s) URL, naming the flag', () => {
    expect(() => parseInitArgs(['--feed', 'javascript:alert(1)'])).toThrow(
      /^--feed: The feed "javascript:alert\(1\)" is a javascript: URL/,
    );
    expect(() => parseInitArgs(['--feed', 'feed.xml'])).toThrow(/is not a URL/);
  });

  it('keeps the same person’s feeds, drops another person’s, and records the given ones', () => {
    const current = { ...sample, feeds: ['https://old.example/feed'] };
    expect(feedsAfter(undefined, current, true)).toEqual(['https://old.example/feed']);
    expect(feedsAfter(undefined, current, false)).toEqual([]);
    expect(feedsAfter(['https://new.example/feed'], current, true)).toEqual([
      'https://new.example/feed',
    ]);
    expect(withFeeds(current, [])).not.toHaveProperty('feeds');
    expect(checkPortfolio(withFeeds(sample, ['https://new.example/feed'])).feeds).toEqual([
      'https://new.example/feed',
    ]);
  });
});
