import { extractFromJson } from '@extractus/feed-extractor';
import { parseFeed } from '@rowanmanning/feed-parser';
import { parseJsonFeed } from 'feedsmith';
import { readPosts } from '../site-build/posts/post-file.ts';
import { SITE_URL } from './support/ports.ts';
import { expect, test } from './support/test.ts';

/**
 * docs/product.md § Posts, "The site's feeds": an Atom 1.0 and a JSON Feed 1.1 per language, with
 * every published post's whole body (absolute URLs), ids that are the posts' pages (never their
 * titles), and links to both from every page. Parsed here with outside parsers:
 * @rowanmanning/feed-parser for Atom; feedsmith's JSON Feed parser (the build writes with
 * feedsmith's generators, a different path) and @extractus/feed-extractor, a reader apart
 * from the library the build writes with, for JSON Feed; then each required element is checked.
 */

const LANGUAGES = [
  { lang: 'en', path: '' },
  { lang: 'fil', path: 'fil/' },
] as const;
const PUBLISHED = readPosts('.', ['en', 'fil'], { drafts: false });
const DRAFTS = readPosts('.', ['en', 'fil'], { drafts: true }).filter(
  (post) => !PUBLISHED.some(({ slug }) => slug === post.slug),
);

/** The post page a feed in `lang` links `slug` to: its translation's, else its own language's. */
function postUrl(slug: string, lang: string): string {
  const post = PUBLISHED.find((one) => one.slug === slug);
  const written = post?.files.has(lang) ? lang : post?.original.lang;
  return `${SITE_URL}${written === 'en' ? '' : `${written}/`}posts/${slug}/`;
}

/** Every URL an HTML fragment points to (`src`, `href`). */
const urlsIn = (html: string) =>
  [...html.matchAll(/\s(?:src|href)="([^"]*)"/g)].map((match) => match[1] as string);

test('the sample has posts, a translated one and a draft', () => {
  expect(PUBLISHED.length).toBeGreaterThanOrEqual(3);
  expect(PUBLISHED.some((post) => post.files.has('fil'))).toBe(true);
  expect(DRAFTS.length).toBeGreaterThan(0);
});

for (const { lang, path } of LANGUAGES) {
  test(`/${path}feed.xml is an Atom feed of every published post in ${lang}, with whole bodies and stable ids`, async ({
    request,
  }) => {
    const response = await request.get(`/${path}feed.xml`);
    expect(response.status()).toBe(200);
    const xml = await response.text();
    const feed = parseFeed(xml);
    // Required by RFC 4287: the feed's id, title, updated and author; each entry's id, title, updated.
    expect(feed.element.findElementWithName('id')?.textContentNormalized).toBe(
      `${SITE_URL}${path}posts/`,
    );
    expect(feed.title).toBe(
      lang === 'en' ? 'Writing · Jamie Santos' : 'Mga Isinulat · Jamie Santos',
    );
    expect(feed.updated).toBeInstanceOf(Date);
    expect(feed.authors.map((author) => author.name)).toEqual(['Jamie Santos']);
    expect(feed.language).toBe(lang);
    expect(feed.self).toBe(`${SITE_URL}${path}feed.xml`);
    expect(feed.url).toBe(`${SITE_URL}${path}posts/`);

    expect(feed.items.map((item) => item.id)).toEqual(
      PUBLISHED.map((post) => postUrl(post.slug, lang)),
    );
    for (const [index, item] of feed.items.entries()) {
      const post = PUBLISHED[index];
      const file = post?.files.get(lang) ?? post?.original;
      expect(item.title).toBe(file?.meta.title);
      expect(item.url).toBe(item.id);
      expect(item.published?.toISOString().slice(0, 10)).toBe(post?.original.meta.date);
      expect(item.updated).toBeInstanceOf(Date);
      // The whole body, every URL in it absolute: a reader shows it away from the site.
      expect(item.content?.length ?? 0).toBeGreaterThan(200);
      for (const url of urlsIn(item.content ?? '')) expect(url).toMatch(/^https?:\/\//);
      expect(item.content).not.toMatch(/<script|javascript:/i);
    }
    // A post left in English in the Filipino feed says its language.
    if (lang === 'fil') expect(xml).toMatch(/<entry[^>]*xml:lang="en"/);
    for (const draft of DRAFTS) expect(xml).not.toContain(`posts/${draft.slug}/`);
  });

  test(`/${path}feed.json is a JSON Feed 1.1 of the same posts in ${lang}`, async ({ request }) => {
    const response = await request.get(`/${path}feed.json`);
    expect(response.status()).toBe(200);
    const text = await response.text();
    const feed = parseJsonFeed(text);
    const raw = JSON.parse(text);
    // Required by JSON Feed 1.1: version, title, items; each item's id and a content.
    expect(raw.version).toBe('https://jsonfeed.org/version/1.1');
    expect(feed.title).toMatch(/ · Jamie Santos$/);
    expect(feed.home_page_url).toBe(`${SITE_URL}${path}posts/`);
    expect(feed.feed_url).toBe(`${SITE_URL}${path}feed.json`);
    expect(feed.language).toBe(lang);
    expect((feed.items ?? []).map((item) => item.id)).toEqual(
      PUBLISHED.map((post) => postUrl(post.slug, lang)),
    );
    for (const item of feed.items ?? []) {
      expect(item.url).toBe(item.id);
      expect(item.content_html?.length ?? 0).toBeGreaterThan(200);
      for (const url of urlsIn(item.content_html ?? '')) expect(url).toMatch(/^https?:\/\//);
      expect(item.date_published).toMatch(/^\d{4}-\d{2}-\d{2}T/);
      expect(item.language).toMatch(/^(en|fil)$/);
    }
    for (const draft of DRAFTS) expect(text).not.toContain(`posts/${draft.slug}/`);

    // A second reader, apart from the library the build writes with, reads the same posts.
    const read = extractFromJson(text, { descriptionMaxLen: 0 });
    expect(read.title).toBe(feed.title);
    expect(read.link).toBe(`${SITE_URL}${path}posts/`);
    const expected = PUBLISHED.map((post) => postUrl(post.slug, lang));
    expect((read.entries ?? []).map((entry) => entry.id)).toEqual(expected);
    expect((read.entries ?? []).map((entry) => entry.link)).toEqual(expected);
    for (const entry of read.entries ?? []) {
      expect(entry.title?.length ?? 0).toBeGreaterThan(0);
      expect(Number.isNaN(Date.parse(entry.published ?? ''))).toBe(false);
    }
  });
}

test('every page kind links its language’s two feeds in its head', async ({ page, request }) => {
  const translated = PUBLISHED.find((post) => post.files.has('fil'));
  const pages = [
    ['/', ''],
    ['/fil/', 'fil/'],
    ['/cv/', ''],
    ['/fil/cv/', 'fil/'],
    ['/posts/', ''],
    [`/fil/posts/${translated?.slug}/`, 'fil/'],
    ['/no/such/page', ''],
  ] as const;
  for (const [address, path] of pages) {
    await page.goto(address);
    for (const [type, file] of [
      ['application/atom+xml', 'feed.xml'],
      ['application/feed+json', 'feed.json'],
    ]) {
      const link = page.locator(`head link[rel="alternate"][type="${type}"]`);
      await expect(link, `${address} ${type}`).toHaveCount(1);
      const href = (await link.getAttribute('href')) ?? '';
      expect(href, address).toBe(`/${path}${file}`);
      expect(await link.getAttribute('title')).toMatch(/ · Jamie Santos$/);
      expect((await request.get(href)).status()).toBe(200);
    }
  }
  // A project's page too, found from its card.
  const projectPage = await request.get('/sitemap.xml');
  const project = /<loc>[^<]*\/(projects\/[^/<]+\/)<\/loc>/.exec(await projectPage.text())?.[1];
  expect(project).toBeDefined();
  await page.goto(`/${project}`);
  await expect(
    page.locator('head link[rel="alternate"][type="application/atom+xml"]'),
  ).toHaveAttribute('href', '/feed.xml');
});
