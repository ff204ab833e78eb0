import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { postsShown } from './posts-at-build.ts';

describe('postsShown (docs/product.md § Writing)', () => {
  let root: string;
  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'posts-at-build-'));
    mkdirSync(join(root, 'public/data'), { recursive: true });
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  const list = (value: unknown) =>
    writeFileSync(join(root, 'public/data/posts.json'), JSON.stringify(value));
  const post = (n: number) => ({
    url: `https://blog.example/${n}`,
    title: `Post ${n}`,
    date: '2025-06-10T04:00:00.000Z',
    summary: '',
    image: `../images/posts/${n}.webp`,
  });

  it('counts the posts the page shows, not the entries the list holds', () => {
    list([
      post(1),
      {},
      post(2),
      { ...post(3), url: 'javascript:alert(1)' },
      { ...post(4), date: 'soon' },
    ]);
    expect(postsShown(root)).toBe(2);
    list(Array.from({ length: 9 }, (_, n) => post(n)));
    expect(postsShown(root)).toBe(6);
  });

  it("counts the owner's own published posts with the feeds', at most 6", () => {
    list([post(1), post(2)]);
    mkdirSync(join(root, 'content/posts'), { recursive: true });
    const own = (slug: string, extra = '') =>
      writeFileSync(
        join(root, `content/posts/${slug}.md`),
        `---\ntitle: ${slug}\ndate: 2026-01-02\n${extra}---\nText.\n`,
      );
    own('first');
    own('second');
    own('draft', 'draft: true\n');
    expect(postsShown(root)).toBe(4);
    list(Array.from({ length: 9 }, (_, n) => post(n)));
    expect(postsShown(root)).toBe(6);
  });

  it('counts 0 for no list, a broken one, or one that is not a list', () => {
    expect(postsShown(root)).toBe(0);
    writeFileSync(join(root, 'public/data/posts.json'), '[{');
    expect(postsShown(root)).toBe(0);
    list({ posts: [post(1)] });
    expect(postsShown(root)).toBe(0);
  });
});
