import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parsePost, readPosts, slugOf } from './post-file.ts';

const LANGUAGES = ['en', 'fil'];

function posts(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), 'posts-'));
  mkdirSync(join(root, 'content/posts'), { recursive: true });
  for (const [name, text] of Object.entries(files))
    writeFileSync(join(root, 'content/posts', name), text);
  return root;
}

const post = (front: string, body = 'Text.') => `---\n${front}\n---\n${body}\n`;

describe('parsePost', () => {
  it('reads the front matter and the Markdown after it', () => {
    const file = parsePost(
      post('title: Hi\ndate: 2026-03-14\ntags: [pwa]\ncover: { src: images/a.webp, alt: A }'),
      'content/posts/hi.md',
      'en',
    );
    expect(file.meta).toEqual({
      title: 'Hi',
      date: '2026-03-14',
      tags: ['pwa'],
      cover: { src: 'images/a.webp', alt: 'A' },
    });
    expect(file.markdown).toBe('Text.\n');
  });

  it.each([
    ['title: Hi\ndate: 2026-02-30', ':3: field "date" expected a real day'],
    ['title: Hi\ndate: 2026-03-14\nupdated: soon', ':4: field "updated" expected a real day'],
    ['title: Hi', ': field "date" is missing'],
    ['date: 2026-03-14\ntitle: 42', ':3: field "title" expected a text'],
    ['title: Hi\ndate: 2026-03-14\ndraft: maybe', ':4: field "draft" expected true or false'],
    ['title: Hi\ndate: 2026-03-14\nauthor: me', ':4: field "author" is not a known field'],
    [
      'title: Hi\ndate: 2026-03-14\ncover: { src: "https://x.example/a.png", alt: A }',
      ':4: field "cover" expected a picture under public/',
    ],
    ['title: [Hi', ':2: the front matter is not valid YAML'],
  ])('names the file, line and field: %j', (front, message) => {
    expect(() => parsePost(post(front), 'content/posts/hi.md', 'en')).toThrow(
      `content/posts/hi.md${message}`,
    );
  });
});

describe('readPosts', () => {
  it('lists posts newest first with their translations, drafts only when asked', () => {
    const root = posts({
      'old.md': post('title: Old\ndate: 2025-01-01'),
      'new.md': post('title: New\ndate: 2026-01-01'),
      'new.fil.md': post('title: Bago'),
      'wip.md': post('title: Wip\ndate: 2027-01-01\ndraft: true'),
      'wip.fil.md': post('title: Wip'),
    });
    const built = readPosts(root, LANGUAGES, { drafts: false });
    expect(built.map(({ slug }) => slug)).toEqual(['new', 'old']);
    expect(built[0]?.files.get('fil')?.meta).toMatchObject({ title: 'Bago', date: '2026-01-01' });
    expect(readPosts(root, LANGUAGES, { drafts: true }).map(({ slug }) => slug)).toEqual([
      'wip',
      'new',
      'old',
    ]);
  });

  it.each([false, true])('stops on a duplicate slug, naming both files (a draft: %s)', (draft) => {
    // A draft that takes a published post's slug would clash in `npm run dev` and once published.
    const root = posts({
      'a.md': post(`title: A\ndate: 2026-01-01\nslug: same${draft ? '\ndraft: true' : ''}`),
      'same.md': post('title: B\ndate: 2026-01-02'),
    });
    expect(() => readPosts(root, LANGUAGES, { drafts: false })).toThrow(
      'content/posts/a.md and content/posts/same.md: both are the post "same"',
    );
  });

  it.each([
    [{ 'Hello.md': post('title: A\ndate: 2026-01-01') }, 'content/posts/Hello.md: a post'],
    [{ 'a.de.md': post('title: A') }, 'content/posts/a.de.md: "de" is not one of'],
    [{ 'a.fil.md': post('title: A') }, 'content/posts/a.fil.md: a translation of a post that'],
  ])('stops on a misnamed file: %j', (files, message) => {
    expect(() => readPosts(posts(files), LANGUAGES, { drafts: true })).toThrow(message);
  });
});

describe('slugOf', () => {
  it.each([
    ['Hello, World!', 'hello-world'],
    ['  Ñandú café  ', 'nandu-cafe'],
    ['日本語', ''],
    [`${'a'.repeat(40)} ${'b'.repeat(40)}`, 'a'.repeat(40)],
  ])('%j → %j', (title, slug) => {
    expect(slugOf(title)).toBe(slug);
  });
});
