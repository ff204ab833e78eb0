import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  checkFeedUrls,
  cutText,
  type FeedError,
  type Fetcher,
  firstImage,
  MAX_FEED_BYTES,
  newestPosts,
  PICTURE_FALLBACK_NOTE,
  POST_LIMITS,
  POSTS_FILE,
  parseFeedBytes,
  plainText,
  planPosts,
  postPicturePath,
  readFeed,
} from './feeds.ts';
import { refreshPosts } from './refresh-posts.ts';
import { annotation } from './refresh-projects.ts';

const FEED = 'https://blog.example/feed.xml';

const rss = (items: string, extra = '') =>
  `<?xml version="1.0"?><rss version="2.0" xmlns:content="http://purl.org/rss/1.0/modules/content/"><channel><title>Blog</title><link>https://blog.example/</link><language>en-us</language>${extra}${items}</channel></rss>`;
const rssItem = (title: string, link: string, date: string, description = '') =>
  `<item><title>${title}</title><link>${link}</link><pubDate>${date}</pubDate><description>${description}</description></item>`;

describe('parseFeedBytes (docs/product.md § Writing)', () => {
  it('reads RSS 2.0: plain-text summary, picture from the enclosure, newest first', () => {
    const { posts } = parseFeedBytes(
      rss(
        rssItem('Older', 'https://blog.example/older', 'Mon, 02 Jun 2025 10:00:00 GMT') +
          `<item><title>Newer &amp; better</title><link>/newer</link><pubDate>Tue, 10 Jun 2025 04:00:00 GMT</pubDate><description>&lt;p&gt;Hello &lt;b&gt;there&lt;/b&gt;&lt;/p&gt;</description><enclosure url="https://cdn.example/p.png" type="image/png" length="1"/></item>`,
      ),
      FEED,
    );
    expect(posts).toEqual([
      {
        url: 'https://blog.example/newer',
        title: 'Newer & better',
        date: '2025-06-10T04:00:00.000Z',
        summary: 'Hello there',
        lang: 'en',
        imageUrl: 'https://cdn.example/p.png',
      },
      expect.objectContaining({ title: 'Older', summary: '' }),
    ]);
  });

  it('reads Atom 1.0 (HTML titles and summaries, the alternate link, a picture in the content)', () => {
    const atom = `<?xml version="1.0"?><feed xmlns="http://www.w3.org/2005/Atom"><title>T</title>
<entry><title type="html">&lt;em&gt;Atom&lt;/em&gt; post</title><link rel="alternate" href="https://a.example/p"/>
<published>2025-03-01T00:00:00Z</published><updated>2025-04-01T00:00:00Z</updated>
<summary type="html">&lt;p&gt;Sum&lt;/p&gt;</summary><content type="html">&lt;img src="https://a.example/i.jpg"&gt;Body</content></entry></feed>`;
    expect(parseFeedBytes(atom, 'https://a.example/atom').posts).toEqual([
      {
        url: 'https://a.example/p',
        title: 'Atom post',
        date: '2025-03-01T00:00:00.000Z',
        summary: 'Sum',
        imageUrl: 'https://a.example/i.jpg',
      },
    ]);
  });

  it('reads JSON Feed 1.1, falling back to content_html for the summary', () => {
    const json = JSON.stringify({
      version: 'https://jsonfeed.org/version/1.1',
      title: 'J',
      language: 'fil',
      items: [
        {
          id: '1',
          url: 'https://j.example/1',
          title: 'Unang post',
          date_published: '2025-01-02T03:04:05+08:00',
          content_html: '<p>Kumusta <a href="javascript:alert(1)">dito</a></p>',
          image: '/cover.webp',
        },
      ],
    });
    expect(parseFeedBytes(json, 'https://j.example/feed.json').posts).toEqual([
      {
        url: 'https://j.example/1',
        title: 'Unang post',
        date: '2025-01-01T19:04:05.000Z',
        summary: 'Kumusta dito',
        lang: 'fil',
        imageUrl: 'https://j.example/cover.webp',
      },
    ]);
  });

  it('drops scripts and markup from HTML (summaries, Atom type="html" titles): plain text only', () => {
    const { posts } = parseFeedBytes(
      `<?xml version="1.0"?><feed xmlns="http://www.w3.org/2005/Atom"><title>T</title><entry><title type="html">&lt;script&gt;alert(1)&lt;/script&gt;Safe &lt;img src=x onerror=alert(2)&gt;title</title><link href="https://a.example/p"/><published>2025-06-10T04:00:00Z</published><summary type="html">&lt;style&gt;p{}&lt;/style&gt;&lt;script&gt;steal()&lt;/script&gt;&lt;p onclick="x()"&gt;Words&lt;/p&gt;</summary></entry></feed>`,
      FEED,
    );
    expect(posts[0]?.title).toBe('Safe title');
    expect(posts[0]?.summary).toBe('Words');
  });

  it('reads plain-text titles and summaries as the characters they are, decoded once', () => {
    const date = '2025-06-10T04:00:00Z';
    const rssTitle = parseFeedBytes(
      rss(rssItem('Why &lt;div&gt; soup hurts a11y &amp;amp;lt;', 'https://blog.example/a', date)),
      FEED,
    );
    expect(rssTitle.posts[0]?.title).toBe('Why <div> soup hurts a11y &amp;lt;');
    const atom = parseFeedBytes(
      `<?xml version="1.0"?><feed xmlns="http://www.w3.org/2005/Atom"><title>T</title><entry><title type="text">Using &lt;dialog&gt; &amp; &lt;popover&gt; &amp;lt;</title><link href="https://a.example/p"/><published>${date}</published><summary>a &lt;b&gt; b</summary></entry></feed>`,
      FEED,
    );
    expect(atom.posts[0]).toMatchObject({
      title: 'Using <dialog> & <popover> &lt;',
      summary: 'a <b> b',
    });
    const json = parseFeedBytes(
      JSON.stringify({
        version: 'https://jsonfeed.org/version/1.1',
        title: 'J',
        items: [
          {
            id: '1',
            url: 'https://j.example/1',
            title: 'Generics <T> in TS &amp; more',
            date_published: date,
            content_text: 'Write <T> once, <b>not</b> twice.',
          },
          {
            id: '2',
            url: 'https://j.example/2',
            title: 'Summaries',
            date_published: date,
            summary: 'Why <main> matters',
            content_html: '<p>ignored</p>',
          },
        ],
      }),
      FEED,
    );
    expect(json.posts.map((post) => [post.title, post.summary])).toEqual([
      ['Generics <T> in TS &amp; more', 'Write <T> once, <b>not</b> twice.'],
      ['Summaries', 'Why <main> matters'],
    ]);
  });

  it('leaves out items whose link is not http(s), and says so', () => {
    const { posts, notes } = parseFeedBytes(
      rss(
        rssItem('Bad', 'javascript:alert(1)', 'Tue, 10 Jun 2025 04:00:00 GMT') +
          rssItem('Data', 'data:text/html,hi', 'Tue, 10 Jun 2025 04:00:00 GMT') +
          rssItem('Good', 'https://blog.example/good', 'Tue, 10 Jun 2025 04:00:00 GMT'),
      ),
      FEED,
    );
    expect(posts.map((post) => post.title)).toEqual(['Good']);
    expect(notes).toContain(`${FEED}: left out 2 item(s) without an http(s) link.`);
  });

  it('cuts a 1 MB title to its cap, and says so', () => {
    const { posts, notes } = parseFeedBytes(
      rss(
        rssItem('word '.repeat(200_000), 'https://blog.example/a', 'Tue, 10 Jun 2025 04:00:00 GMT'),
      ),
      FEED,
    );
    expect([...(posts[0]?.title ?? '')].length).toBeLessThanOrEqual(POST_LIMITS.title);
    expect(posts[0]?.title.endsWith('…')).toBe(true);
    expect(notes).toContain(`${FEED}: cut 1 title(s) to ${POST_LIMITS.title} characters.`);
  });

  it('reads only the newest items of a feed of 10,000, and says so', () => {
    const items = Array.from({ length: 10_000 }, (_, index) =>
      rssItem(`Post ${index}`, `https://blog.example/${index}`, 'Tue, 10 Jun 2025 04:00:00 GMT'),
    ).join('');
    const { posts, notes } = parseFeedBytes(rss(items), FEED);
    expect(posts).toHaveLength(POST_LIMITS.itemsPerFeed);
    expect(notes[0]).toBe(
      `${FEED}: read the newest ${POST_LIMITS.itemsPerFeed} of its 10000 items.`,
    );
    // Parsing 10,000 items takes seconds on a busy 2-core machine.
  }, 30_000);

  it("reads the language of Atom's xml:lang, and en_US as en", () => {
    const atom = (lang: string) =>
      `<?xml version="1.0"?><feed xmlns="http://www.w3.org/2005/Atom" xml:lang="${lang}"><title>T</title><entry><title>Hello</title><link href="https://a.example/p"/><published>2025-06-10T04:00:00Z</published></entry></feed>`;
    expect(parseFeedBytes(atom('en_US'), FEED).posts[0]?.lang).toBe('en');
    expect(parseFeedBytes(atom('fil-PH'), FEED).posts[0]?.lang).toBe('fil');
    expect(parseFeedBytes(atom('not a language'), FEED).posts[0]).not.toHaveProperty('lang');
    const rssFeed = rss(rssItem('Hi', 'https://blog.example/a', 'Tue, 10 Jun 2025 04:00:00 GMT'));
    expect(
      parseFeedBytes(
        rssFeed.replace('<language>en-us</language>', '<language>en_US</language>'),
        FEED,
      ).posts[0]?.lang,
    ).toBe('en');
  });

  // The regular expression this replaced backtracked over crafted markup: 14 s for one
  // 1.28 MB feed, about 10 s for each shape below. One pass over it takes milliseconds, so
  // this bound is for a machine a hundred times slower than today's, not a speed test.
  it('finds the first picture of crafted markup in one pass', { timeout: 5_000 }, () => {
    for (const crafted of [
      '<img '.repeat(40_000),
      '<img src='.repeat(22_000),
      `<img ${Array.from({ length: 25_000 }, (_, index) => `a${index}`).join(' ')}`,
    ]) {
      const feed = rss(
        `<item><title>Crafted</title><link>https://blog.example/c</link><pubDate>Tue, 10 Jun 2025 04:00:00 GMT</pubDate><description>Words</description><content:encoded><![CDATA[${crafted}<img src="https://cdn.example/late.png">]]></content:encoded></item>`,
      );
      expect(parseFeedBytes(feed, FEED).posts).toHaveLength(1);
    }
    expect(firstImage('<p>Hi <img alt="" src="/a.png?x=1&amp;y=2"><img src="/b.png">')).toBe(
      '/a.png?x=1&y=2',
    );
    expect(firstImage('<img src=""><img data-src="x"><div><img src=" /c.png "></div>')).toBe(
      '/c.png',
    );
  });

  it('takes a guid for the link only when it is a permalink', () => {
    const date = 'Tue, 10 Jun 2025 04:00:00 GMT';
    const { posts, notes } = parseFeedBytes(
      rss(
        `<item><title>Guid only</title><guid isPermaLink="false">tag:blog.example,2025:1</guid><pubDate>${date}</pubDate></item>` +
          `<item><title>Relative guid</title><guid isPermaLink="false">post-2</guid><pubDate>${date}</pubDate></item>` +
          `<item><title>Link and guid</title><link>https://blog.example/3</link><guid isPermaLink="false">3</guid><pubDate>${date}</pubDate></item>` +
          `<item><title>Permalink</title><guid>https://blog.example/4</guid><pubDate>${date}</pubDate></item>`,
      ),
      FEED,
    );
    expect(posts.map((post) => post.url)).toEqual([
      'https://blog.example/3',
      'https://blog.example/4',
    ]);
    expect(notes).toContain(`${FEED}: left out 2 item(s) without an http(s) link.`);
  });

  it('reads a date without a zone as UTC, whatever the machine’s zone', () => {
    const zone = process.env.TZ;
    process.env.TZ = 'Asia/Manila';
    try {
      const { posts } = parseFeedBytes(
        rss(
          rssItem('RSS', 'https://blog.example/1', 'Tue, 10 Jun 2025 04:00:00') +
            rssItem('ISO', 'https://blog.example/2', '2025-06-09T04:00:00') +
            rssItem('Day', 'https://blog.example/3', '8 Jun 2025') +
            rssItem('Zoned', 'https://blog.example/4', 'Sat, 07 Jun 2025 04:00:00 +0800') +
            rssItem('ISO zoned', 'https://blog.example/5', '2025-06-06T04:00:00-05:00'),
        ),
        FEED,
      );
      expect(posts.map((post) => [post.title, post.date])).toEqual([
        ['RSS', '2025-06-10T04:00:00.000Z'],
        ['ISO', '2025-06-09T04:00:00.000Z'],
        ['Day', '2025-06-08T00:00:00.000Z'],
        ['Zoned', '2025-06-06T20:00:00.000Z'],
        ['ISO zoned', '2025-06-06T09:00:00.000Z'],
      ]);
    } finally {
      if (zone === undefined) delete process.env.TZ;
      else process.env.TZ = zone;
    }
  });

  it('leaves out a post dated after now, and says so', () => {
    const now = Date.parse('2025-06-10T12:00:00Z');
    const { posts, notes } = parseFeedBytes(
      rss(
        rssItem('Scheduled', 'https://blog.example/next', 'Wed, 11 Jun 2025 04:00:00 GMT') +
          rssItem('Out', 'https://blog.example/out', 'Tue, 10 Jun 2025 04:00:00 GMT'),
      ),
      FEED,
      now,
    );
    expect(posts.map((post) => post.title)).toEqual(['Out']);
    expect(notes).toContain(
      `${FEED}: left out 1 item(s) dated in the future (read once that date has passed).`,
    );
  });

  it('sorts by date before the cap: a feed listed oldest first keeps its newest posts', () => {
    const items = Array.from({ length: 250 }, (_, index) =>
      rssItem(
        `Post ${index}`,
        `https://blog.example/${index}`,
        new Date(Date.UTC(2025, 0, 1) + index * 86_400_000).toUTCString(),
      ),
    ).join('');
    const { posts } = parseFeedBytes(rss(items), FEED);
    expect(posts).toHaveLength(POST_LIMITS.itemsPerFeed);
    expect(posts[0]?.title).toBe('Post 249');
    expect(posts.at(-1)?.title).toBe('Post 50');
  });

  it('refuses what is not a feed, naming the URL', () => {
    for (const body of ['<html><body>Blog</body></html>', '{"not": "a feed"}', 'garbage']) {
      expect(() => parseFeedBytes(body, FEED)).toThrow(
        expect.objectContaining({
          kind: 'lasting',
          message: expect.stringContaining(`The feed at ${FEED} is not an RSS, Atom or JSON feed`),
        }),
      );
    }
  });

  it('leaves out items without a title or a date', () => {
    const { posts, notes } = parseFeedBytes(
      rss(
        rssItem('', 'https://blog.example/a', 'Tue, 10 Jun 2025 04:00:00 GMT') +
          rssItem('No date', 'https://blog.example/b', 'not a date'),
      ),
      FEED,
    );
    expect(posts).toEqual([]);
    expect(notes).toEqual([
      `${FEED}: left out 1 item(s) without a title.`,
      `${FEED}: left out 1 item(s) without a date.`,
    ]);
  });
});

describe('text helpers', () => {
  it('cutText collapses whitespace and cuts with an ellipsis', () => {
    expect(cutText('  a \n b  ', 10)).toBe('a b');
    expect(cutText('abcdefghij', 5)).toBe('abcd…');
  });

  it('plainText keeps words of links, not their targets', () => {
    expect(plainText('<a href="javascript:x">read</a> <img src="x">more')).toBe('read more');
  });
});

describe('newestPosts', () => {
  it('keeps the newest six of several feeds, one per link', () => {
    const post = (n: number, url = `https://b.example/${n}`) => ({
      url,
      title: `P${n}`,
      date: new Date(Date.UTC(2025, 0, n)).toISOString(),
      summary: '',
    });
    const picked = newestPosts([
      [post(1), post(3), post(5), post(7)],
      [post(2), post(4), post(6), post(8), post(9, 'https://b.example/7')],
    ]);
    expect(picked.map((p) => p.title)).toEqual(['P9', 'P8', 'P6', 'P5', 'P4', 'P3']);
  });
});

describe('checkFeedUrls', () => {
  it('takes http(s) URLs and refuses others, repeats and too many', () => {
    expect(checkFeedUrls(['https://dev.to/feed/jamie'])).toEqual(['https://dev.to/feed/jamie']);
    expect(() => checkFeedUrls(['javascript:alert(1)'])).toThrow(/only http: and https:/);
    // A feed is never a file: no hint to give one as a path.
    expect(() => checkFeedUrls(['file:///etc/passwd'])).toThrow(
      /is a file: URL: only http: and https: URLs are read\.$/,
    );
    expect(() => checkFeedUrls(['https://a.example/f', 'https://a.example/f'])).toThrow(
      /given twice/,
    );
    expect(() =>
      checkFeedUrls(Array.from({ length: 11 }, (_, i) => `https://a.example/${i}`)),
    ).toThrow(/At most 10 feeds/);
  });
});

/** A fetcher answering each URL from `routes` (a Response maker), 404 otherwise. */
const fetcherOf =
  (routes: Record<string, () => Response | Promise<Response>>): Fetcher =>
  async (url) =>
    routes[url.href]?.() ?? new Response('missing', { status: 404 });

describe('readFeed', () => {
  it('tells a failure that may pass from one that will not', async () => {
    const kindOf = (response: () => Response) =>
      readFeed(FEED, fetcherOf({ [FEED]: response })).catch((error: FeedError) => error.kind);
    expect(await kindOf(() => new Response('', { status: 503 }))).toBe('passing');
    expect(await kindOf(() => new Response('', { status: 429 }))).toBe('passing');
    expect(await kindOf(() => new Response('', { status: 404 }))).toBe('lasting');
    expect(
      await readFeed(FEED, async () => {
        throw new TypeError('fetch failed');
      }).catch((error: FeedError) => error.kind),
    ).toBe('passing');
  });

  it('refuses a feed over the cap without reading all of it', async () => {
    let sent = 0;
    const huge = new ReadableStream<Uint8Array>({
      pull(controller) {
        sent += 65_536;
        controller.enqueue(new Uint8Array(65_536).fill(32));
        if (sent > 3 * MAX_FEED_BYTES) controller.close();
      },
    });
    await expect(readFeed(FEED, fetcherOf({ [FEED]: () => new Response(huge) }))).rejects.toThrow(
      `The feed at ${FEED} is larger than 5 MB, the most read from the network; refused.`,
    );
    expect(sent).toBeLessThan(2 * MAX_FEED_BYTES);
  });

  it('refuses a URL that is not http(s) without fetching', async () => {
    await expect(
      readFeed('ftp://blog.example/feed', async () => {
        throw new Error('fetched');
      }),
    ).rejects.toThrow(/only http: and https:/);
  });
});

describe('planPosts and refreshPosts', () => {
  let root: string;
  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'feeds-test-'));
    mkdirSync(join(root, 'public/data'), { recursive: true });
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  const png = () =>
    sharp({ create: { width: 40, height: 20, channels: 3, background: '#336699' } })
      .png()
      .toBuffer();

  it('converts the feed picture to WebP, draws one when there is none or it fails', async () => {
    const feed = rss(
      `<item><title>With picture</title><link>https://blog.example/1</link><pubDate>Tue, 10 Jun 2025 04:00:00 GMT</pubDate><enclosure url="https://cdn.example/1.png" type="image/png" length="1"/></item>` +
        `<item><title>Broken picture</title><link>https://blog.example/2</link><pubDate>Mon, 09 Jun 2025 04:00:00 GMT</pubDate><enclosure url="https://cdn.example/2.png" type="image/png" length="1"/></item>` +
        rssItem('No picture', 'https://blog.example/3', 'Sun, 08 Jun 2025 04:00:00 GMT'),
    );
    const picture = await png();
    const { changes, notes, posts } = await planPosts([FEED], {
      root,
      site: 'Jamie Santos',
      progress: (_label, step) => step(),
      fetcher: fetcherOf({
        [FEED]: () => new Response(feed),
        'https://cdn.example/1.png': () => new Response(picture),
        'https://cdn.example/2.png': () => new Response('<html>not a picture</html>'),
      }),
    });
    expect(posts.map((post) => post.image)).toEqual(
      posts.map((post) => `../${postPicturePath(post)}`),
    );
    for (const post of posts) {
      const bytes = changes.write.get(`public/${postPicturePath(post)}`) as Buffer;
      const meta = await sharp(bytes).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['webp', 640, 360]);
    }
    expect(notes).toEqual([
      expect.stringContaining(
        `"Broken picture" (https://cdn.example/2.png) ${PICTURE_FALLBACK_NOTE}`,
      ),
    ]);
    expect(JSON.parse(changes.write.get(POSTS_FILE) as string)).toEqual(posts);
  });

  /** The sample's portfolio.json with `FEED` recorded, a committed list and a picture, in `root`. */
  const recordFeed = () => {
    writeFileSync(join(root, POSTS_FILE), '["kept"]\n');
    mkdirSync(join(root, 'public/images/posts'), { recursive: true });
    writeFileSync(join(root, 'public/images/posts/kept.webp'), 'a picture');
    writeFileSync(
      join(root, 'portfolio.json'),
      readFileSync('portfolio.json', 'utf8').replace(/^\{/, `{"feeds": ["${FEED}"],`),
    );
  };
  const unchanged = () => {
    expect(readFileSync(join(root, POSTS_FILE), 'utf8')).toBe('["kept"]\n');
    expect(readFileSync(join(root, 'public/images/posts/kept.webp'), 'utf8')).toBe('a picture');
  };

  it('keeps the list and its pictures when a feed gives no post to show, with a warning', async () => {
    recordFeed();
    const date = 'Tue, 10 Jun 2025 04:00:00 GMT';
    for (const body of [
      rss(''),
      rss(
        rssItem('No date', 'https://blog.example/a', 'soon') +
          `<item><title>No link</title><pubDate>${date}</pubDate></item>`,
      ),
      JSON.stringify({ version: 'https://jsonfeed.org/version/1.1', title: 'J', items: [] }),
    ]) {
      const lines: string[] = [];
      const code = await refreshPosts(root, {
        annotation: (kind, title, message) => `::${kind} title=${title}::${message}`,
        fetcher: fetcherOf({ [FEED]: () => new Response(body) }),
        print: (line) => lines.push(line),
      });
      expect(code).toBe(0);
      unchanged();
      expect(lines).toContainEqual(
        expect.stringMatching(
          /^::warning title=Posts not refreshed::The feed at \S+ gave no post with a title, an http\(s\) link and a date/,
        ),
      );
      expect(lines).toContainEqual(expect.stringContaining('The committed posts list stays'));
    }
  });

  it('prints no line that a CI log would read as a workflow command, whatever a feed says', async () => {
    recordFeed();
    const lines: string[] = [];
    await refreshPosts(root, {
      annotation,
      fetcher: fetcherOf({ [FEED]: () => new Response('[\n::error::injected') }),
      print: (line) => lines.push(line),
    });
    unchanged();
    const printed = lines.join('\n').split(/\r\n|\r|\n/);
    for (const line of printed.filter((line) => /^\s*::/.test(line))) {
      expect(line).toMatch(/^::error title=Posts not refreshed::[^\r\n]+$/);
    }
    expect(printed.filter((line) => line.startsWith('refresh:'))).toEqual([
      // The parser's error quotes the feed: its line break shows as \n, on the same line.
      expect.stringContaining(`(Unexpected token ':', "[\\n::error::injected"`),
    ]);
  });

  it('keeps the committed list when a feed fails, and never fails the run', async () => {
    recordFeed();
    const lines: string[] = [];
    for (const [status, level] of [
      [503, 'warning'],
      [404, 'error'],
    ] as const) {
      lines.length = 0;
      const code = await refreshPosts(root, {
        annotation: (kind, title, message) => `::${kind} title=${title}::${message}`,
        fetcher: fetcherOf({ [FEED]: () => new Response('', { status }) }),
        print: (line) => lines.push(line),
      });
      expect(code).toBe(0);
      unchanged();
      expect(lines).toContainEqual(
        `::${level} title=Posts not refreshed::The feed at ${FEED} answered ${status}.${status === 404 ? ' Check the URL, or remove it from "feeds" in portfolio.json.' : ''}`,
      );
    }
  });
});
