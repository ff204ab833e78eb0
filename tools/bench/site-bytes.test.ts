import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { precacheUrls, SITE_BYTES_BUDGETS, siteBytes, siteBytesSection } from './site-bytes.ts';

function dist(files: Record<string, string | Buffer>): string {
  const root = mkdtempSync(join(tmpdir(), 'site-bytes-'));
  for (const [path, body] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), body);
  }
  return root;
}

const page = (scripts: number, filler = '') =>
  `<!doctype html><html><head>${'<script src="/a.js"></script>'.repeat(scripts)}<script type="application/ld+json">{}</script></head><body>${filler}<script type="application/json" id="t">{}</script></body></html>`;

describe('site-bytes (docs/product.md § Performance)', () => {
  it('reads the precache list as the build injects it (minified or not), each URL once', () => {
    expect(
      precacheUrls(
        'x;precacheAndRoute([{url:"index.html",revision:"1"},{revision:null,url:"assets/a.js"},{url:"index.html",revision:"1"}])',
      ),
    ).toEqual(['index.html', 'assets/a.js']);
    expect(precacheUrls('e([{"revision":"2","url":"fil/index.html"}])')).toEqual([
      'fil/index.html',
    ]);
    expect(() => precacheUrls('no list here')).toThrow(/no injected precache list/);
  });

  it('sums the precached files gzipped, and finds each static page kind’s largest page and its scripts', () => {
    const big = page(1, 'case study '.repeat(50));
    const root = dist({
      'sw.js': 'p([{url:"index.html",revision:"1"},{url:"projects/a/index.html",revision:"2"}])',
      'index.html': 'home',
      'projects/a/index.html': big,
      'projects/b/index.html': page(2),
      'fil/projects/a/index.html': page(3),
      'posts/index.html': page(2),
      'fil/posts/hello/index.html': page(2, 'post '.repeat(20)),
    });
    // The kinds as site-build/page-kinds.ts lists them: each with its pages' files.
    const kinds = [
      {
        name: 'Project page',
        files: ['projects/a/index.html', 'projects/b/index.html', 'fil/projects/a/index.html'],
      },
      { name: 'Posts page', files: ['posts/index.html', 'fil/posts/hello/index.html'] },
      { name: 'No pages yet', files: [] },
    ];
    const [precache, largest, scripts, posts, postScripts, ...none] = siteBytes(root, kinds);
    const expected = gzipSync('home').length + gzipSync(big).length;
    expect(precache).toMatchObject({ value: `${(expected / 1000).toFixed(1)} KB`, ok: true });
    expect(precache?.label).toMatch(/^Precache \(2 files, /);
    expect(largest).toMatchObject({ value: `${gzipSync(big).length} B`, ok: true });
    expect(largest?.label).toContain('projects/a/index.html');
    // The Filipino page loads three scripts: over the budget of two. Data (JSON) is no script.
    expect(scripts).toMatchObject({ value: '3', ok: false });
    // The posts list and a post page are a kind of their own.
    expect(posts?.label).toBe('Posts page, largest of 2 (fil/posts/hello/index.html; gzip)');
    expect(postScripts).toMatchObject({ value: '2', ok: true });
    // A kind without pages has no line.
    expect(none).toEqual([]);
    expect(siteBytesSection(root, kinds).over).toEqual([
      `Project page, scripts loaded (most of any): 3 (budget ≤ ${SITE_BYTES_BUDGETS.staticPageScripts})`,
    ]);
  });

  it('misses the precache budget when the files are bigger, naming the line', () => {
    // Random bytes do not compress: gzip keeps them at their size.
    const noise = randomBytes(SITE_BYTES_BUDGETS.precacheGzip + 10_000);
    const root = dist({ 'sw.js': 'p([{url:"big.bin",revision:"1"}])', 'big.bin': noise });
    const { over } = siteBytesSection(root, []);
    expect(over).toHaveLength(1);
    expect(over[0]).toMatch(/^Precache \(1 files, .*\): [\d.]+ KB \(budget ≤ 1000\.0 KB\)$/);
  });

  it('fails loudly on a precache entry that is not in the build', () => {
    const root = dist({ 'sw.js': 'p([{url:"gone.html",revision:"1"}])' });
    expect(() => siteBytes(root, [])).toThrow(/gone\.html/);
    // And on a page of a kind that is not there.
    const built = dist({ 'sw.js': 'p([{url:"index.html",revision:"1"}])', 'index.html': 'home' });
    expect(() => siteBytes(built, [{ name: 'Post', files: ['posts/x/index.html'] }])).toThrow(
      /posts\/x\/index\.html/,
    );
  });
});
