import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { sha256 } from './case-studies.ts';
import { planSamplePosts, SAMPLE_POSTS_FILE } from './sample-posts.ts';

const roots: string[] = [];
afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
});

/** A project folder with `files` (path → text) and a record of `recorded` (path → text as shipped). */
function project(files: Record<string, string>, recorded: Record<string, string> | string) {
  const root = mkdtempSync(join(tmpdir(), 'sample-posts-'));
  roots.push(root);
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  mkdirSync(join(root, 'content/posts'), { recursive: true });
  writeFileSync(
    join(root, SAMPLE_POSTS_FILE),
    typeof recorded === 'string'
      ? recorded
      : JSON.stringify(
          Object.fromEntries(
            Object.entries(recorded).map(([path, text]) => [path, sha256(text, path)]),
          ),
        ),
  );
  return root;
}

describe('planSamplePosts', () => {
  it('removes the sample posts and pictures as shipped, and the record; keeps an edited one, said', () => {
    const shipped = {
      'content/posts/a.md': '---\ntitle: A\n---\nThe sample.\n',
      'content/posts/b.md': '---\ntitle: B\n---\nThe sample.\n',
      'public/images/posts/a/p.svg': '<svg/>',
    };
    const root = project(
      {
        // A CRLF checkout of the same text is the same file.
        'content/posts/a.md': shipped['content/posts/a.md'].replace(/\n/g, '\r\n'),
        'content/posts/b.md': '---\ntitle: B\n---\nMy own words now.\n',
        'public/images/posts/a/p.svg': '<svg/>',
        'content/posts/mine.md': '---\ntitle: Mine\n---\n',
      },
      shipped,
    );
    const plan = planSamplePosts(root);
    expect(plan.remove.sort()).toEqual(
      [SAMPLE_POSTS_FILE, 'content/posts/a.md', 'public/images/posts/a/p.svg'].sort(),
    );
    expect(plan.lines).toEqual([expect.stringContaining('content/posts/b.md was the sample')]);
  });

  it('removes nothing without a record, and nothing from a broken one, saying so', () => {
    const root = mkdtempSync(join(tmpdir(), 'sample-posts-'));
    roots.push(root);
    expect(planSamplePosts(root)).toEqual({ remove: [], lines: [] });
    const broken = project({ 'content/posts/a.md': 'x' }, '{"content/posts/a.md": ');
    const plan = planSamplePosts(broken);
    expect(plan.remove).toEqual([]);
    expect(plan.lines).toEqual([expect.stringContaining(`${SAMPLE_POSTS_FILE} cannot be read`)]);
  });
});

describe('the sample’s record', () => {
  it('names every sample post with its current hash, so init removes them for a new owner', () => {
    const record = JSON.parse(readFileSync(SAMPLE_POSTS_FILE, 'utf8')) as Record<string, string>;
    expect(Object.keys(record)).toContain('content/posts/offline-permit-forms.md');
    for (const [file, hash] of Object.entries(record)) {
      expect(
        sha256(readFileSync(file), file),
        `${file}: update ${SAMPLE_POSTS_FILE} after editing it`,
      ).toBe(hash);
    }
  });
});
