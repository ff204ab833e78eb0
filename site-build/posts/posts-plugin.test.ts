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

  /** What the dev server answers for `url`: its type and body, or `next` when it passes it on. */
  async function answer(url: string): Promise<{ type: string; body: string } | 'next'> {
    let handler: Handler | undefined;
    const plugin = postsPlugin({
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
});
