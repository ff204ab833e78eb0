import { readPosts } from '../site-build/posts/post-file.ts';
import {
  expectNoAxeViolations,
  loadInMode,
  NARROW,
  openDrawer,
  settleAnimations,
  WIDE,
} from './support/a11y.ts';
import { waitForHydration } from './support/hydration.ts';
import { waitForServiceWorker } from './support/service-worker.ts';
import { setProjectsMode } from './support/stand-ins.ts';
import { storedState } from './support/stored-state.ts';
import { expect, type Page, test } from './support/test.ts';

/**
 * docs/product.md § Search: the button "Search" and the keys `/` and
 * Ctrl/⌘+K open the dialog "Search"; the page's language's index, built at
 * build time and precached, is fetched when it first opens; results are
 * grouped links with the matched words marked, moved through with the arrow
 * keys, opened with Enter, counted for screen readers; the search text is
 * remembered; it works offline. Titles are read from the files the build reads.
 */

const PUBLISHED = readPosts('.', ['en', 'fil'], { drafts: false });
const DRAFTS = readPosts('.', ['en', 'fil'], { drafts: true }).filter(
  (post) => !PUBLISHED.some(({ slug }) => slug === post.slug),
);
/** "Permit forms that survive a dead signal", translated into Filipino. */
const PERMIT_POST = PUBLISHED.find((post) => post.slug === 'offline-permit-forms');
/** A post with no Filipino file, listed in Filipino search in its own language. */
const UNTRANSLATED = PUBLISHED.find((post) => !post.files.has('fil'));

const dialog = (page: Page) => page.getByRole('dialog', { name: 'Search' });
const searchbox = (page: Page) => dialog(page).getByRole('searchbox', { name: 'Search this site' });

/** Home, hydrated (the button and the keys come with the page's script). */
async function openHome(page: Page, path = '/') {
  await page.goto(path);
  await waitForHydration(page);
}

test.beforeEach(async () => {
  await setProjectsMode({ kind: 'ok' });
});

test('the sample has what these tests need', () => {
  expect(PERMIT_POST?.files.has('fil')).toBe(true);
  expect(UNTRANSLATED).toBeDefined();
  expect(DRAFTS.length).toBeGreaterThan(0);
});

test('"/" opens the search; results are grouped links with the matched words marked', async ({
  page,
}) => {
  const indexRequests: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('search-index.json')) indexRequests.push(request.url());
  });
  await page.setViewportSize(WIDE);
  await openHome(page);
  // The index is not part of the first view.
  expect(indexRequests).toEqual([]);

  await page.keyboard.press('/');
  await expect(searchbox(page)).toBeFocused();
  await searchbox(page).fill('permit');

  const posts = dialog(page).getByRole('region', { name: 'Posts' });
  const title = PERMIT_POST?.original.meta.title ?? '';
  const link = posts.getByRole('link', { name: title });
  await expect(link).toHaveAttribute('href', '/posts/offline-permit-forms/');
  await expect(link.locator('mark')).toHaveText(['Permit']);
  await expect(
    dialog(page).getByRole('region', { name: 'Projects' }).getByRole('link'),
  ).not.toHaveCount(0);
  expect(indexRequests).toEqual([expect.stringMatching(/\/search-index\.json$/)]);

  // The count, announced: as many results as links.
  const count = await dialog(page).getByRole('region').getByRole('link').count();
  await expect(dialog(page).getByRole('status')).toHaveText(
    count === 1 ? '1 result' : `${count} results`,
  );

  // Groups in their order: projects, posts, experience and skills, courses.
  const groups = await dialog(page).getByRole('region').getByRole('heading').allTextContents();
  expect(groups.slice(0, 2)).toEqual(['Projects', 'Posts']);
});

test('arrow keys move through the results, Enter opens one, the search is remembered', async ({
  page,
}) => {
  await page.setViewportSize(WIDE);
  await openHome(page);
  await page.keyboard.press('/');
  await searchbox(page).fill('permit');
  const links = dialog(page).getByRole('region').getByRole('link');
  await expect(links.first()).toBeVisible();

  // "permit" finds a project and posts: more than one result, so Down has somewhere to go.
  await expect(links.nth(1)).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await expect(links.nth(0)).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(links.nth(1)).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await expect(links.nth(0)).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await expect(searchbox(page)).toBeFocused();

  // Enter in the searchbox opens the first result.
  const href = await links.first().getAttribute('href');
  await expect.poll(() => storedState(page, 'search')).toEqual({ query: 'permit' });
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`${href}$`));

  // Back on Home, the dialog opens on the last search.
  await openHome(page);
  await page.keyboard.press('Control+k');
  await expect(searchbox(page)).toHaveValue('permit');
  await expect(links.first()).toBeVisible();
});

test('Ctrl+K and ⌘K open it, Escape closes it, and focus goes back', async ({ page }) => {
  await page.setViewportSize(WIDE);
  await openHome(page);
  const button = page.getByRole('button', { name: 'Search' });
  await button.focus();
  await page.keyboard.press('Enter');
  await expect(searchbox(page)).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog(page)).toHaveCount(0);
  await expect(button).toBeFocused();

  await page.keyboard.press('Control+K');
  await expect(searchbox(page)).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog(page)).toHaveCount(0);
  await page.keyboard.press('Meta+k');
  await expect(searchbox(page)).toBeFocused();
  await page.keyboard.press('Escape');

  // "/" typed in a text field is a slash.
  const courses = page.getByRole('searchbox', { name: 'Search in Your Library' });
  await courses.fill('');
  await courses.press('/');
  await expect(courses).toHaveValue('/');
  await expect(dialog(page)).toHaveCount(0);
});

test('no result says so; a draft is never found', async ({ page }) => {
  await openHome(page);
  await page.keyboard.press('/');
  await searchbox(page).fill('zzqxv');
  await expect(dialog(page).getByRole('status')).toHaveText('No results for “zzqxv”');
  await expect(dialog(page).getByRole('link')).toHaveCount(0);
  for (const draft of DRAFTS) {
    await searchbox(page).fill(draft.original.meta.title);
    await expect(dialog(page).getByRole('status')).not.toHaveText('Loading the search…');
    await expect(dialog(page).getByRole('link', { name: draft.original.meta.title })).toHaveCount(
      0,
    );
  }
});

test('in Filipino, with an untranslated post in its own language', async ({ page }) => {
  await openHome(page, '/fil/');
  await page.getByRole('button', { name: 'Maghanap' }).click();
  const filDialog = page.getByRole('dialog', { name: 'Maghanap' });
  const box = filDialog.getByRole('searchbox', { name: 'Maghanap sa site na ito' });
  await box.fill('permit');
  const filTitle = PERMIT_POST?.files.get('fil')?.meta.title ?? '';
  await expect(filDialog.getByRole('link', { name: filTitle })).toHaveAttribute(
    'href',
    '/fil/posts/offline-permit-forms/',
  );
  const english = UNTRANSLATED?.original.meta.title ?? '';
  await box.fill(english);
  const untranslated = filDialog.getByRole('link', { name: english });
  // Its row, title and summary, is marked English.
  const row = filDialog.getByRole('listitem').filter({
    has: page.getByRole('link', { name: english }),
  });
  await expect(row).toHaveAttribute('lang', 'en');
  await expect(untranslated).toHaveAttribute('href', `/posts/${UNTRANSLATED?.slug}/`);
});

test('on a narrow screen the drawer has "Search"; a job on Home scrolls there and closes both', async ({
  page,
}) => {
  await page.setViewportSize(NARROW);
  await openHome(page);
  const drawer = await openDrawer(page);
  await drawer.getByRole('button', { name: 'Search' }).click();
  await searchbox(page).fill('Technical Assistant');
  const job = dialog(page)
    .getByRole('region', { name: 'Experience and skills' })
    .getByRole('link', {
      name: 'Technical Assistant',
    });
  // Where focus goes from here: straight back to the menu button, not through the drawer's
  // "Search" as the drawer slides out (docs/product.md § Accessibility).
  await drawer.getByRole('button', { name: 'Search' }).evaluate((button) => {
    button.addEventListener('focus', () => Object.assign(window, { __drawerSearchFocused: true }));
  });
  await job.click();
  await expect(dialog(page)).toHaveCount(0);
  await expect(drawer).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Technical Assistant' })).toBeInViewport();
  await expect(page.getByRole('button', { name: 'Open navigation' })).toBeFocused();
  expect(await page.evaluate(() => '__drawerSearchFocused' in window)).toBe(false);
});

test('search works offline after one online visit', async ({ page, context }) => {
  await openHome(page);
  await waitForServiceWorker(page);
  await context.setOffline(true);
  await page.reload();
  await waitForHydration(page);
  await page.keyboard.press('/');
  await searchbox(page).fill('postgres');
  await expect(
    dialog(page).getByRole('region', { name: 'Posts' }).getByRole('link').first(),
  ).toBeVisible();
});

test('scripts off: no search button, which could not work', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Search' })).toHaveCount(0);
  await context.close();
});

for (const mode of ['dark', 'light'] as const)
  test(`the dialog with results passes axe in ${mode} mode`, async ({ page }) => {
    await page.setViewportSize(WIDE);
    await loadInMode(page, mode);
    await waitForHydration(page);
    await page.keyboard.press('/');
    await searchbox(page).fill('react');
    await expect(dialog(page).getByRole('region').first()).toBeVisible();
    await settleAnimations(page);
    await expectNoAxeViolations(page, `search dialog, ${mode}`);
  });
