import { describe, expect, it } from 'vitest';
import { MAX_POSTS, POST_TEXT_LIMITS, parsePosts } from './post-schema.ts';

const LIST = 'https://site.example/data/posts.json';
const post = (extra: Record<string, unknown> = {}) => ({
  url: 'https://blog.example/a',
  title: 'A post',
  date: '2025-06-10T04:00:00.000Z',
  summary: 'One line.',
  image: '../images/posts/a.webp',
  lang: 'en',
  ...extra,
});

describe('parsePosts (docs/product.md § Writing)', () => {
  it('keeps a valid post, its picture resolved on the site', () => {
    expect(parsePosts([post()], LIST)).toEqual([
      { ...post(), image: 'https://site.example/images/posts/a.webp' },
    ]);
  });

  it('leaves out links that are not http(s), titles that are not text, bad dates', () => {
    expect(
      parsePosts(
        [
          post({ url: 'javascript:alert(1)' }),
          post({ url: 'data:text/html,x' }),
          post({ title: { __html: '<b>x</b>' } }),
          post({ title: '  ' }),
          post({ date: 'soon' }),
          null,
          'text',
        ],
        LIST,
      ),
    ).toEqual([]);
  });

  it("resolves a link on the site against the list's URL (an own post's page)", () => {
    const [own] = parsePosts([post({ url: '/fil/posts/offline-first/' })], LIST);
    expect(own?.url).toBe('https://site.example/fil/posts/offline-first/');
  });

  it('drops a hot-linked picture but keeps the post', () => {
    const [kept] = parsePosts([post({ image: 'https://cdn.example/x.png' })], LIST);
    expect(kept?.image).toBeUndefined();
    expect(kept?.title).toBe('A post');
  });

  it('drops a picture that is no URL at all but keeps the post and the rest of the list', () => {
    const posts = parsePosts(
      [post({ image: 'http://[' }), post({ url: 'https://blog.example/b' })],
      LIST,
    );
    expect(posts.map((kept) => [kept.url, kept.image])).toEqual([
      ['https://blog.example/a', undefined],
      ['https://blog.example/b', 'https://site.example/images/posts/a.webp'],
    ]);
  });

  it(`shows at most ${MAX_POSTS}, and nothing for what is not a list`, () => {
    expect(
      parsePosts(
        Array.from({ length: 10 }, () => post()),
        LIST,
      ),
    ).toHaveLength(MAX_POSTS);
    expect(parsePosts({ posts: [post()] }, LIST)).toEqual([]);
  });

  it('counts the caps in characters (code points), as the build cuts them', () => {
    const emoji = '\u{1F600}';
    const title = emoji.repeat(POST_TEXT_LIMITS.title);
    const summary = emoji.repeat(POST_TEXT_LIMITS.summary);
    // 240 and 320 UTF-16 units: the build wrote them, so the page shows them.
    expect(parsePosts([post({ title, summary })], LIST)).toEqual([
      expect.objectContaining({ title, summary }),
    ]);
    expect(parsePosts([post({ title: `${title}x` })], LIST)).toEqual([]);
    expect(parsePosts([post({ summary: `${summary}x` })], LIST)[0]?.summary).toBe('');
  });
});
