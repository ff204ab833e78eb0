import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { BuildEnv } from '#src/config/build-env.ts';
import { postsPlugin } from './posts-plugin.ts';
import type { WritingEntry } from './writing-list.ts';

type Handler = (
  req: { url: string },
  res: { setHeader: (name: string, value: string) => void; end: (body: string) => void },
  next: (error?: unknown) => void,
) => Promise<void>;

describe('postsPlugin in npm run dev (docs/product.md § Writing)', () => {
  let root: string;
  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'posts-plugin-'));
    mkdirSync(join(root, 'public/data'), { recursive: true });
    mkdirSync(join(root, 'content/posts'), { recursive: true });
    writeFileSync(
      join(root, 'public/data/posts.json'),
      JSON.stringify([
        { url: 'https://blog.example/1', title: 'From the feed', date: '2026-01-01', summary: '' },
      ]),
    );
    writeFileSync(
      join(root, 'content/posts/own.md'),
      '---\ntitle: Own post\ndate: 2026-02-01\n---\nText.\n',
    );
    writeFileSync(
      join(root, 'content/posts/own.fil.md'),
      '---\ntitle: Sariling post\n---\nTeksto.\n',
    );
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  /** The lines the plugin logged. */
  let lines: string[] = [];

  /**
   * What the dev server answers for `url`: its type and body, or `next` when it passes it
   * on. @throws the error it passes on.
   */
  async function answer(url: string): Promise<{ type: string; body: string } | 'next'> {
    let handler: Handler | undefined;
    lines = [];
    const plugin = postsPlugin({
      warn: (line) => lines.push(line),
      env: { basePath: '/base/', siteUrl: '' } as BuildEnv,
      languages: [
        { lang: 'en', path: '', site: { name: 'Jamie' } },
        { lang: 'fil', path: 'fil/', site: { name: 'Jamie' } },
      ],
      root,
      sharePictures: false,
    });
    const server = {
      config: { base: '/base/' },
      middlewares: { use: (fn: Handler) => (handler = fn) },
    };
    (plugin.configureServer as (server: unknown) => void)(server);
    let sent: { type: string; body: string } | 'next' = 'next';
    let type = '';
    await handler?.(
      { url },
      { setHeader: (_name, value) => (type = value), end: (body) => (sent = { type, body }) },
      (error) => {
        if (error) throw error;
      },
    );
    return sent;
  }

  it('answers each language’s Writing list with the own posts and the feeds’, as the build writes it', async () => {
    for (const [url, own] of [
      ['/base/data/posts.json', { url: '/base/posts/own/', title: 'Own post' }],
      ['/base/fil/data/posts.json', { url: '/base/fil/posts/own/', title: 'Sariling post' }],
    ] as const) {
      const sent = await answer(url);
      if (sent === 'next') throw new Error(`${url} was passed on`);
      expect(sent.type).toMatch(/^application\/json/);
      const entries = JSON.parse(sent.body) as WritingEntry[];
      expect(entries.map(({ url, title }) => ({ url, title }))).toEqual([
        own,
        { url: 'https://blog.example/1', title: 'From the feed' },
      ]);
    }
  });

  it('passes on another language’s list and other files', async () => {
    expect(await answer('/base/de/data/posts.json')).toBe('next');
    expect(await answer('/base/data/projects.json')).toBe('next');
  });

  describe('a post’s cover (docs/product.md § Posts)', () => {
    const withCover = (bytes: Buffer | undefined) => {
      mkdirSync(join(root, 'public/images/posts/own'), { recursive: true });
      if (bytes) writeFileSync(join(root, 'public/images/posts/own/cover.png'), bytes);
      writeFileSync(
        join(root, 'content/posts/own.md'),
        '---\ntitle: Own post\ndate: 2026-02-01\ncover: { src: images/posts/own/cover.png, alt: A cover }\n---\nText.\n',
      );
    };

    it('leaves out a cover over the cap, in one line naming the post and the file', async () => {
      withCover(Buffer.alloc(2_000_001, 1));
      const sent = await answer('/base/posts/own/');
      if (sent === 'next') throw new Error('the post was passed on');
      expect(sent.body).toContain('<h1');
      expect(sent.body).not.toContain('class="cover"');
      expect(lines).toEqual([
        'content/posts/own.md: its cover, public/images/posts/own/cover.png, left out: not a picture of at most 2000000 bytes',
      ]);
      // Home's Writing shows its row without it.
      const list = await answer('/base/data/posts.json');
      if (list === 'next') throw new Error('the list was passed on');
      const [own] = JSON.parse(list.body) as WritingEntry[];
      expect(own).toMatchObject({ url: '/base/posts/own/' });
      expect(own?.image).toBeUndefined();
    });

    it('leaves out a small cover that is no picture, from the page and Home’s Writing alike', async () => {
      withCover(Buffer.from('not a picture'));
      const sent = await answer('/base/posts/own/');
      if (sent === 'next') throw new Error('the post was passed on');
      expect(sent.body).not.toContain('class="cover"');
      expect(lines).toHaveLength(1);
      const list = await answer('/base/data/posts.json');
      if (list === 'next') throw new Error('the list was passed on');
      const [own] = JSON.parse(list.body) as WritingEntry[];
      expect(own?.image).toBeUndefined();
    });

    it('stops on a cover that is not there, naming the post’s file and the field', async () => {
      withCover(undefined);
      await expect(answer('/base/posts/own/')).rejects.toThrow(
        'content/posts/own.md: field "cover" names public/images/posts/own/cover.png, which is not there',
      );
    });
  });
});
