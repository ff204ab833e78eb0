import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import sharp from 'sharp';
import { startFeedServer } from './support/feed-server.ts';
import { git, runRepositoryCommand } from './support/repository-command.ts';
import { expect, test } from './support/test.ts';

/**
 * `npm run init -- --feed URL` and `npm run refresh` against a stand-in blog
 * host (docs/product.md § Writing): RSS, Atom and JSON Feed read into
 * `public/data/posts.json` with pictures of the site's own; hostile feeds
 * trimmed with a line each; a feed that cannot be read keeps the previous
 * list, warns or errs (annotations under GitHub Actions), and never fails
 * the refresh; init refuses it and changes nothing. No browser: each test
 * runs the command in a fresh git copy of the owner content.
 */

const REPO_ROOT = resolve('.');
const POSTS = 'public/data/posts.json';

type Post = { url: string; title: string; date: string; summary: string; image: string };

let blog: Awaited<ReturnType<typeof startFeedServer>>;
let dir: string;

test.beforeAll(async () => {
  blog = await startFeedServer();
});

test.afterAll(async () => {
  await blog?.close();
});

test.beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'feeds-spec-'));
  for (const file of ['resume.json', 'portfolio.json', 'public']) {
    cpSync(join(REPO_ROOT, file), join(dir, file), { recursive: true });
  }
  git(dir, 'init', '-q');
  git(dir, 'add', '-A');
  git(dir, 'commit', '-qm', 'owner content');
});

test.afterEach(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
});

/** Runs `npm run SCRIPT` in the copy, under GitHub Actions. */
const run = (script: 'init' | 'refresh-projects', args: string[] = []) =>
  runRepositoryCommand(dir, script, args, { GITHUB_ACTIONS: 'true' });

const init = (...feeds: string[]) =>
  run(
    'init',
    feeds.flatMap((feed) => ['--feed', feed]),
  );
const refresh = () => run('refresh-projects');
const posts = () => JSON.parse(readFileSync(join(dir, POSTS), 'utf8')) as Post[];
const status = () => git(dir, 'status', '--porcelain').trim();

/** Records `feeds` in the copy's portfolio.json and commits it, as a past init would have. */
function recordFeeds(...feeds: string[]) {
  const file = join(dir, 'portfolio.json');
  writeFileSync(
    file,
    `${JSON.stringify({ ...JSON.parse(readFileSync(file, 'utf8')), feeds }, null, 2)}\n`,
  );
  git(dir, 'commit', '-qam', 'feeds');
}

test('init --feed reads RSS: the posts, a converted picture, drawn ones, the feed recorded', async () => {
  const sample = posts().map((post) => post.image);
  const { code, out } = await init(`${blog.origin}/rss.xml`);
  expect(code, out).toBe(0);
  const list = posts();
  expect(list.map((post) => [post.title, post.url, post.summary])).toEqual([
    [
      'Shipping an offline-first PWA',
      `${blog.origin}/posts/offline-pwa`,
      'What a service worker keeps, and for how long.',
    ],
    [
      'Typed catalogues for two languages',
      `${blog.origin}/posts/typed-catalogues`,
      'Filipino and English texts, checked by the compiler.',
    ],
    [
      'Budgets that fail the build',
      `${blog.origin}/posts/budgets`,
      'Bytes, milliseconds and layout shifts as tests.',
    ],
  ]);
  for (const post of list) {
    const file = join(dir, 'public/data', post.image);
    const meta = await sharp(readFileSync(file)).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 640, 360]);
  }
  // The cover was downloaded once, for the one post that has it.
  expect(blog.requests.filter((path) => path === '/cover.png')).toHaveLength(1);
  // The sample's pictures went with its posts.
  for (const image of sample) expect(existsSync(join(dir, 'public/data', image))).toBe(false);
  expect(JSON.parse(readFileSync(join(dir, 'portfolio.json'), 'utf8')).feeds).toEqual([
    `${blog.origin}/rss.xml`,
  ]);
  // Idempotent: a second run changes nothing.
  git(dir, 'add', '-A');
  git(dir, 'commit', '-qm', 'init');
  const again = await init(`${blog.origin}/rss.xml`);
  expect(again.code, again.out).toBe(0);
  expect(status()).toBe('');
});

test('Atom and JSON Feed read the same posts, once each', async () => {
  const { code, out } = await init(`${blog.origin}/atom.xml`, `${blog.origin}/feed.json`);
  expect(code, out).toBe(0);
  expect(posts().map((post) => post.title)).toEqual([
    'Shipping an offline-first PWA',
    'Typed catalogues for two languages',
    'Budgets that fail the build',
  ]);
});

test('a hostile feed is trimmed: plain text, http(s) links, capped titles, six posts', async () => {
  recordFeeds(`${blog.origin}/hostile.xml`);
  const { code, out } = await refresh();
  expect(code, out).toBe(0);
  const list = posts();
  expect(list).toHaveLength(6);
  // An RSS title is plain text (docs/decisions/0032-feed-text-dates-and-empty-feeds.md): markup
  // in one is kept as its characters, which the page shows as text; the HTML summary is read.
  expect(list[0]).toMatchObject({
    title: '<script>alert("title")</script>Scripted <img src=x onerror=alert(1)>post',
    summary: 'Only these words',
  });
  for (const post of list) {
    expect(post.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/posts\//);
    expect([...post.title].length).toBeLessThanOrEqual(120);
  }
  expect(list[1]?.title).toMatch(/^A{100,}…$/);
  for (const post of list) {
    expect(`${post.url} ${post.summary}`).not.toMatch(/<script|javascript:|onerror|onclick/i);
  }
  expect(out).toContain('read the newest 200 of its 10003 items.');
  expect(out).toContain('left out 1 item(s) without an http(s) link.');
  expect(out).toContain('cut 1 title(s) to 120 characters.');
});

for (const { name, path, level, cause } of [
  { name: 'an outage (503)', path: '/down', level: 'warning', cause: /answered 503\./ },
  {
    name: 'a missing feed (404)',
    path: '/gone.xml',
    level: 'error',
    cause: /answered 404\. Check the URL/,
  },
  {
    name: 'a feed with no items',
    path: '/empty.xml',
    level: 'warning',
    cause: /gave no post with a title, an http\(s\) link and a date\./,
  },
  {
    name: 'a feed whose items have no date or no link',
    path: '/undated.xml',
    level: 'warning',
    cause:
      /gave no post with a title, an http\(s\) link and a date \(left out 1 item\(s\) without an http\(s\) link\. left out 1 item\(s\) without a date\.\)/,
  },
  {
    name: 'a JSON feed that quotes a workflow command',
    path: '/inject.json',
    level: 'error',
    cause: /is not an RSS, Atom or JSON feed \(Unexpected token .*"\[\\n::error::i/,
  },
  {
    name: 'a page that is not a feed',
    path: '/not-a-feed',
    level: 'error',
    cause: /is not an RSS, Atom or JSON feed/,
  },
  {
    name: 'a feed over the cap',
    path: '/oversize.xml',
    level: 'error',
    cause: /is larger than 5 MB, the most read from the network; refused\./,
  },
] as const) {
  test(`refresh keeps the list and exits 0 on ${name}, with ${level === 'error' ? 'an error' : 'a warning'} annotation`, async () => {
    recordFeeds(`${blog.origin}/rss.xml`, `${blog.origin}${path}`);
    const { code, out } = await refresh();
    expect(code, out).toBe(0);
    expect(out).toMatch(new RegExp(`^::${level} title=Posts not refreshed::`, 'm'));
    expect(out).toMatch(cause);
    expect(out).toContain('The committed posts list stays (nothing changed)');
    // What the feed said prints on its own line of the message: no line of input starts a command.
    expect(out).not.toMatch(/^\s*::error::/m);
    expect(status()).toBe('');
  });

  test(`init refuses ${name} and changes no file`, async () => {
    const { code, out } = await init(`${blog.origin}${path}`);
    expect(code, out).toBe(1);
    expect(out).toMatch(cause);
    expect(out).toContain('Nothing changed.');
    expect(out).not.toMatch(/^\s*::error::/m);
    expect(status()).toBe('');
  });
}

test('refresh keeps the posts and their pictures when the only feed answers with none', async () => {
  recordFeeds(`${blog.origin}/empty.xml`);
  const before = posts();
  const { code, out } = await refresh();
  expect(code, out).toBe(0);
  expect(out).toMatch(/^::warning title=Posts not refreshed::The feed at \S+ gave no post/m);
  expect(posts()).toEqual(before);
  for (const post of before) expect(existsSync(join(dir, 'public/data', post.image))).toBe(true);
  expect(status()).toBe('');
});

test('an Atom feed: its xml:lang (en_US), plain-text titles as written, no post from the future', async () => {
  const { code, out } = await init(`${blog.origin}/atom-text.xml`);
  expect(code, out).toBe(0);
  expect(posts()).toEqual([
    expect.objectContaining({
      title: 'Using <dialog> & popovers',
      summary: 'When <dialog> beats a div.',
      lang: 'en',
    }),
  ]);
  expect(out).toContain('left out 1 item(s) dated in the future');
});

test('init refuses a feed that is not an http(s) URL before reading anything', async () => {
  const before = blog.requests.length;
  const { code, out } = await init('javascript:alert(1)');
  expect(code, out).toBe(1);
  expect(out).toContain('--feed: The feed "javascript:alert(1)" is a javascript: URL');
  expect(blog.requests.length).toBe(before);
  expect(status()).toBe('');
});
