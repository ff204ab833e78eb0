import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { readPosts } from '../site-build/posts/post-file.ts';
import { E2E_DIST } from './global-setup.ts';
import { expectNoAxeViolations, NARROW, WIDE } from './support/a11y.ts';
import { recordViolations, violations } from './support/csp.ts';
import { SITE_URL } from './support/ports.ts';
import { waitForServiceWorker } from './support/service-worker.ts';
import { expect, type Page, test } from './support/test.ts';

/**
 * docs/product.md § Posts: the owner's own posts, a list and a page per
 * post in each language it is written in, static, readable with scripts off
 * and offline; drafts never built. What the pages must show is read from
 * the same files the build reads.
 */

const LANGUAGES = ['en', 'fil'];
/** The colour mode's mirror for the pre-paint line (src/stores/theme-store.ts, docs/decisions/0011-colour-mode-mirror.md). */
const COLOR_MODE_MIRROR_KEY = 'portfolio:color-mode';
const PUBLISHED = readPosts('.', LANGUAGES, { drafts: false });
const DRAFTS = readPosts('.', LANGUAGES, { drafts: true }).filter(
  (post) => !PUBLISHED.some(({ slug }) => slug === post.slug),
);
/** The sample's post with a Filipino translation: code, a footnote, a table and a picture. */
const TRANSLATED = PUBLISHED.find((post) => post.files.has('fil'));
const UNTRANSLATED = PUBLISHED.find((post) => !post.files.has('fil'));

const body = (page: Page) => page.locator('main .case-study');

test('the sample has what these tests need', () => {
  expect(PUBLISHED.length).toBeGreaterThanOrEqual(3);
  expect(DRAFTS.length, 'a draft').toBeGreaterThan(0);
  for (const part of [/^```ts$/m, /^\[\^[\w-]+\]: /m, /^!\[.+\]\(images\/posts\//m, /^\| /m])
    expect(TRANSLATED?.original.markdown).toMatch(part);
  expect(UNTRANSLATED).toBeDefined();
});

test('posts/ lists the posts newest first, in English and in Filipino', async ({ page }) => {
  await page.goto('/posts/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Writing');
  const titles = page.getByRole('main').getByRole('heading', { level: 2 });
  await expect(titles).toHaveText(PUBLISHED.map((post) => post.original.meta.title));
  await expect(page.locator('.post-list > li').first().locator('time')).toHaveAttribute(
    'datetime',
    PUBLISHED[0]?.original.meta.date ?? '',
  );
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Writing' }),
  ).toHaveAttribute('aria-current', 'page');

  await page.goto('/fil/posts/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fil');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mga Isinulat');
  // The translation in Filipino, at its Filipino page; a post in English only marked and linked as English.
  const translated = page.getByRole('link', { name: TRANSLATED?.files.get('fil')?.meta.title });
  await expect(translated).toHaveAttribute('href', `/fil/posts/${TRANSLATED?.slug}/`);
  const english = page.getByRole('listitem').filter({
    has: page.getByRole('link', { name: UNTRANSLATED?.original.meta.title }),
  });
  await expect(english).toHaveAttribute('lang', 'en');
  await expect(english.getByRole('link').first()).toHaveAttribute(
    'href',
    `/posts/${UNTRANSLATED?.slug}/`,
  );
  // The date in Filipino words.
  await expect(english.locator('time')).toHaveText(
    new Intl.DateTimeFormat('fil', { dateStyle: 'long', timeZone: 'UTC' }).format(
      new Date(`${UNTRANSLATED?.original.meta.date}T00:00:00Z`),
    ),
  );
});

test('a post: title, date, contents, highlighted code, footnote, table, picture, JSON-LD, no CSP violation', async ({
  page,
}) => {
  const post = TRANSLATED;
  await recordViolations(page);
  await page.goto(`/posts/${post?.slug}/`);
  await expect(page).toHaveTitle(`${post?.original.meta.title} · Jamie Santos`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(post?.original.meta.title ?? '');
  await expect(page.locator('article time').first()).toHaveAttribute(
    'datetime',
    post?.original.meta.date ?? '',
  );
  await expect(page.getByText(/\d+ min read/)).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Contents' }).getByRole('link')).toHaveText(
    [...(post?.original.markdown.matchAll(/^## (.+)$/gm) ?? [])].map((match) => match[1] ?? ''),
  );
  await expect(body(page).locator('pre code.hljs span[class^="hljs-"]').first()).toBeVisible();
  await expect(body(page).getByRole('table')).toBeVisible();

  // A heading links to its own place, for a reader to copy or share.
  const heading = body(page).getByRole('heading', { level: 2 }).nth(1);
  const anchor = await heading.getAttribute('id');
  expect(anchor).toMatch(/^cs-[\w-]+$/);
  await heading.getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`#${anchor}$`));
  await expect(heading).toBeInViewport();

  // The footnote: a numbered link to the note, which links back.
  await body(page).locator('sup a').first().click();
  await expect(page).toHaveURL(/#cs-fn-[\w-]+$/);
  await expect(page.getByRole('link', { name: 'Back to reference 1' })).toBeInViewport();

  const picture = body(page).getByRole('img').first();
  await picture.scrollIntoViewIfNeeded();
  expect(await picture.getAttribute('src')).toMatch(/^\/images\/posts\//);
  expect(Number(await picture.getAttribute('width'))).toBeGreaterThan(0);
  await expect
    .poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);

  const jsonLd = JSON.parse(
    (await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}',
  );
  expect(jsonLd).toMatchObject({
    '@type': 'BlogPosting',
    headline: post?.original.meta.title,
    datePublished: post?.original.meta.date,
    inLanguage: 'en',
    author: { '@type': 'Person', name: 'Jamie Santos' },
  });
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
    'content',
    `${SITE_URL}posts/${post?.slug}/share.png`,
  );
  expect(await violations(page)).toEqual([]);

  // Previous (older) leads on; its page leads back with "Next post".
  await page.getByRole('link', { name: /^Previous post/ }).click();
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(
    post?.original.meta.title ?? '',
  );
  await expect(page.getByRole('link', { name: /^Next post/ })).toHaveAttribute(
    'href',
    `/posts/${post?.slug}/`,
  );
});

test('with scripts off, a post in Filipino reads the same', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: WIDE });
  const page = await context.newPage();
  await page.goto(`/fil/posts/${TRANSLATED?.slug}/`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fil');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    TRANSLATED?.files.get('fil')?.meta.title ?? '',
  );
  await expect(page.locator('article time').first()).toBeVisible();
  await expect(body(page).locator('pre code.hljs')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Bumalik sa sanggunian 1' })).toBeAttached();
  await context.close();
});

test('the posts pages’ top bar is the static pages’ bar: one row, with its border', async ({
  page,
}) => {
  for (const path of ['/posts/', `/posts/${TRANSLATED?.slug}/`]) {
    await page.setViewportSize(WIDE);
    await page.goto(path);
    const bar = page.locator('header.bar');
    await expect(bar, path).toHaveCSS('display', 'flex');
    await expect(bar, path).toHaveCSS('border-bottom-style', 'solid');
    // The language link on the same row as the navigation, not under it.
    const nav = await bar.getByRole('navigation').boundingBox();
    const language = await bar.locator('a.language').boundingBox();
    expect(Math.abs((nav?.y ?? 0) - (language?.y ?? 100)), path).toBeLessThan(16);
  }
});

test('drafts never reach the build: no file, no link, no sitemap or precache entry', async ({
  request,
}) => {
  const files = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) =>
      statSync(join(dir, name)).isDirectory() ? files(join(dir, name)) : [join(dir, name)],
    );
  const built = files(E2E_DIST);
  const texts = built
    .filter((file) => /\.(html|xml|js|json|webmanifest)$/.test(file))
    .map((file) => readFileSync(file, 'utf8'));
  for (const draft of DRAFTS) {
    expect(built.filter((file) => file.includes(draft.slug))).toEqual([]);
    expect(texts.filter((text) => text.includes(`posts/${draft.slug}/`))).toEqual([]);
    expect((await request.get(`/posts/${draft.slug}/`)).status()).toBe(404);
  }
  // The published ones are in the sitemap, a translation with its alternate, and precached.
  const sitemap = await (await request.get('/sitemap.xml')).text();
  const worker = await (await request.get('/sw.js')).text();
  for (const post of PUBLISHED) {
    expect(sitemap).toContain(`<loc>${SITE_URL}posts/${post.slug}/</loc>`);
    expect(worker).toContain(`posts/${post.slug}/index.html`);
  }
  expect(sitemap).toContain(
    `<xhtml:link rel="alternate" hreflang="fil" href="${SITE_URL}fil/posts/${TRANSLATED?.slug}/"/>`,
  );
  expect(sitemap).not.toContain(`fil/posts/${UNTRANSLATED?.slug}/`);
});

test('offline after one visit to Home: the list and a post open, with the post’s picture', async ({
  page,
  context,
}) => {
  await page.goto('/');
  await waitForServiceWorker(page);
  await context.setOffline(true);
  await page.goto('/fil/posts/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mga Isinulat');
  await page.goto(`/fil/posts/${TRANSLATED?.slug}/`);
  const picture = body(page).getByRole('img').first();
  await picture.scrollIntoViewIfNeeded();
  await expect
    .poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
});

for (const mode of ['dark', 'light'] as const) {
  test(`the posts pages pass axe in ${mode} mode`, async ({ page }) => {
    // The mode a visitor chose, as the pages' pre-paint line reads it (Home's switch writes it;
    // e2e/project-pages.spec.ts checks that it carries over).
    await page.addInitScript(([key, value]) => localStorage.setItem(key, value), [
      COLOR_MODE_MIRROR_KEY,
      mode,
    ] as const);
    for (const [path, viewport] of [
      ['posts/', WIDE],
      [`fil/posts/${TRANSLATED?.slug}/`, NARROW],
    ] as const) {
      await page.setViewportSize(viewport);
      await page.goto(`/${path}`);
      await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
      await expectNoAxeViolations(page, `${path} ${mode} ${viewport.width}px`);
    }
  });
}

test('Home’s navigation has "Writing" after Home, to the language’s list, in the sidebar and the drawer', async ({
  page,
}) => {
  await page.setViewportSize(WIDE);
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link')).toHaveText(['Home', 'Writing']);
  await nav.getByRole('link', { name: 'Writing' }).click();
  await expect(page).toHaveURL(/\/posts\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Writing');
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Writing' }),
  ).toHaveAttribute('aria-current', 'page');

  await page.setViewportSize(NARROW);
  await page.goto('/fil/');
  await page.getByRole('button', { name: 'Buksan ang nabigasyon' }).click();
  const drawerNav = page.getByRole('dialog').getByRole('navigation', { name: 'Pangunahin' });
  await expect(drawerNav.getByRole('link', { name: 'Mga Isinulat' })).toHaveAttribute(
    'href',
    '/fil/posts/',
  );

  // A project's page leads there too.
  const sitemap = await (await page.request.get('/sitemap.xml')).text();
  const project = /<loc>[^<]*\/(projects\/[^/<]+\/)<\/loc>/.exec(sitemap)?.[1];
  expect(project).toBeDefined();
  await page.goto(`/${project}`);
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link')).toHaveText([
    'Home',
    'Writing',
  ]);
});
