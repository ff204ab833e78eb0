import { mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { readPosts } from '../site-build/posts/post-file.ts';
import { main, NewPostError, newPost } from './new-post.ts';

function project(files: Record<string, string> = {}): string {
  const root = mkdtempSync(join(tmpdir(), 'new-post-'));
  mkdirSync(join(root, 'content/posts'), { recursive: true });
  for (const [name, text] of Object.entries(files))
    writeFileSync(join(root, 'content/posts', name), text);
  return root;
}

describe('new-post', () => {
  it('writes a post the build reads, with the title, slug and day, and prints its path', () => {
    const root = project();
    const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    expect(main(['Héllo:', 'World!'], root, new Date('2026-11-29T23:00:00Z'))).toBe(0);
    expect(log).toHaveBeenCalledWith('content/posts/hello-world.md');
    const [post] = readPosts(root, ['en'], { drafts: false });
    expect(post?.slug).toBe('hello-world');
    expect(post?.original.meta).toMatchObject({ title: 'Héllo: World!', date: '2026-11-29' });
  });

  it.each([
    ['an empty title', '   ', /Give the post a title/],
    ['a title with nothing to slug', '日本語', /no letter or digit/],
  ])('refuses %s and writes nothing', (_case, title, message) => {
    const root = project();
    expect(() => newPost(title, root, '2026-11-29')).toThrow(message);
    expect(readdirSync(join(root, 'content/posts'))).toEqual([]);
  });

  it('refuses a slug a post has, by file name or front matter, and changes no file', () => {
    const mine = '---\ntitle: Mine\nslug: hello\ndate: 2026-01-02\n---\nMine.\n';
    const cases: Record<string, string>[] = [{ 'hello.md': mine }, { 'other.md': mine }];
    for (const files of cases) {
      const root = project(files);
      const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
      expect(main(['Hello'], root)).toBe(1);
      expect(error.mock.calls[0]?.[0]).toMatch(/already has the slug "hello"/);
      expect(readdirSync(join(root, 'content/posts'))).toEqual(Object.keys(files));
      const [name] = Object.keys(files);
      expect(readFileSync(join(root, 'content/posts', name ?? ''), 'utf8')).toBe(mine);
    }
    expect(() => newPost('Hello', project({ 'hello.md': mine }), '2026-11-29')).toThrow(
      NewPostError,
    );
  });
});
