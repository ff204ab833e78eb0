import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MAX_POSTS, parsePosts } from '#src/features/writing/api/post-schema.ts';
import { mergeEntries, type WritingEntry, writingLists } from './writing-list.ts';

const feedPost = (n: number, date: string) => ({
  url: `https://blog.example/${n}`,
  title: `Feed ${n}`,
  date,
  summary: '',
  lang: 'en',
  image: `../images/posts/${n}.webp`,
});

describe('writingLists (docs/product.md § Writing)', () => {
  let root: string;
  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'writing-list-'));
    mkdirSync(join(root, 'public/data'), { recursive: true });
    mkdirSync(join(root, 'content/posts'), { recursive: true });
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  const feed = (value: unknown) =>
    writeFileSync(join(root, 'public/data/posts.json'), JSON.stringify(value));
  const post = (name: string, front: string) =>
    writeFileSync(join(root, `content/posts/${name}.md`), `---\n${front}---\nText.\n`);
  const LANGUAGES = [
    { lang: 'en', path: '' },
    { lang: 'fil', path: 'fil/' },
  ];

  it("merges own posts with the feeds', newest first, each language its own", () => {
    feed([feedPost(1, '2026-10-14T02:00:00.000Z'), feedPost(2, '2026-06-21T01:00:00.000Z')]);
    post('permits', 'title: Permits\ndate: 2026-10-08\nsummary: Forms offline.\n');
    post('permits.fil', 'title: Mga permit\nsummary: Mga form.\n');
    post(
      'reports',
      'title: Reports\ndate: 2026-08-19\ncover: { src: images/posts/r.webp, alt: A chart }\n',
    );
    mkdirSync(join(root, 'public/images/posts'), { recursive: true });
    writeFileSync(join(root, 'public/images/posts/r.webp'), 'a picture');
    post('later', 'title: Later\ndate: 2026-11-20\ndraft: true\n');
    const [en, fil] = writingLists(root, '/portfolio/', LANGUAGES);
    expect(en?.fileName).toBe('data/posts.json');
    expect(en?.entries.map(({ url }) => url)).toEqual([
      'https://blog.example/1',
      '/portfolio/posts/permits/',
      '/portfolio/posts/reports/',
      'https://blog.example/2',
    ]);
    expect(en?.entries[2]).toEqual({
      url: '/portfolio/posts/reports/',
      title: 'Reports',
      date: '2026-08-19T00:00:00.000Z',
      summary: '',
      lang: 'en',
      image: '/portfolio/images/posts/r.webp',
    });
    expect(fil?.fileName).toBe('fil/data/posts.json');
    // The translation leads to its own page; the untranslated post keeps its language and page.
    expect(fil?.entries.slice(1, 3)).toMatchObject([
      { url: '/portfolio/fil/posts/permits/', title: 'Mga permit', lang: 'fil' },
      { url: '/portfolio/posts/reports/', title: 'Reports', lang: 'en' },
    ]);
    // A feed's picture, relative to the feeds' file, is made absolute: it would miss from fil/data/.
    expect(fil?.entries[0]?.image).toBe('/portfolio/images/posts/1.webp');
  });

  it('writes what the page keeps: every entry passes its check, relative links resolved', () => {
    feed([feedPost(1, '2026-10-14T02:00:00.000Z')]);
    post('long', `title: ${'Long title '.repeat(15)}\ndate: 2026-01-02\n`);
    const [, fil] = writingLists(root, '/', LANGUAGES);
    const kept = parsePosts(fil?.entries, 'https://site.example/fil/data/posts.json');
    expect(kept).toHaveLength(2);
    expect(kept[1]?.url).toBe('https://site.example/posts/long/');
    expect(kept[1]?.title.endsWith('…')).toBe(true);
  });

  it('keeps the own posts when the feeds’ list is missing or broken', () => {
    post('only', 'title: Only\ndate: 2026-01-02\n');
    expect(writingLists(root, '/', LANGUAGES)[0]?.entries).toHaveLength(1);
    writeFileSync(join(root, 'public/data/posts.json'), '[{');
    expect(writingLists(root, '/', LANGUAGES)[0]?.entries).toHaveLength(1);
  });

  it('names the file of a broken post', () => {
    post('broken', 'title: Broken\ndate: someday\n');
    expect(() => writingLists(root, '/', LANGUAGES)).toThrow('content/posts/broken.md');
  });
});

describe('mergeEntries', () => {
  const entry = (url: string, date: string): WritingEntry => ({
    url,
    title: url,
    date,
    summary: '',
  });

  it(`keeps the newest ${MAX_POSTS}, an own post first on the same day`, () => {
    const own = [entry('/own', '2026-05-01T00:00:00.000Z')];
    const feed = Array.from({ length: 8 }, (_, n) =>
      entry(`https://b/${n}`, `2026-05-0${8 - n}T00:00:00.000Z`),
    );
    const merged = mergeEntries(own, feed);
    expect(merged).toHaveLength(MAX_POSTS);
    expect(merged.map(({ url }) => url)).toEqual([
      'https://b/0',
      'https://b/1',
      'https://b/2',
      'https://b/3',
      'https://b/4',
      'https://b/5',
    ]);
    expect(mergeEntries(own, [entry('https://b/x', '2026-05-01T00:00:00.000Z')])[0]?.url).toBe(
      '/own',
    );
  });
});
