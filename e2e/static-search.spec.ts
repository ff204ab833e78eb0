import { readPosts } from '../site-build/posts/post-file.ts';
import { pagedProjects } from '../site-build/projects/project-pages-plugin.ts';
import {
  expectNoAxeViolations,
  loadInMode,
  NARROW,
  settleAnimations,
  WIDE,
} from './support/a11y.ts';
import { recordViolations, violations } from './support/csp.ts';
import { waitForHydration } from './support/hydration.ts';
import { overlayDepth } from './support/overlay-history.ts';
import { waitForServiceWorker } from './support/service-worker.ts';
import { setProjectsMode } from './support/stand-ins.ts';
import { storedState } from './support/stored-state.ts';
import { expect, type Page, test } from './support/test.ts';

/**
 * docs/product.md § Search, on the static pages (a project's page, the posts
 * list, a post's page): the same button "Search" in the top bar and the
 * same keys open the same dialog "Search" over the page's own script, with
 * the same index, results, keys and remembered search as Home's, offline
 * too; with scripts off there is no button.
 */

const PUBLISHED = readPosts('.', ['en', 'fil'], { drafts: false });
/** "Permit forms that survive a dead signal", translated into Filipino. */
const PERMIT_POST = PUBLISHED.find((post) => post.slug === 'offline-permit-forms');
const POST_PAGE = '/posts/offline-permit-forms/';
/** A project with a page of its own. */
const [PROJECT] = pagedProjects('.', '/');

const dialog = (page: Page) => page.getByRole('dialog', { name: 'Search' });
const searchbox = (page: Page) => dialog(page).getByRole('searchbox', { name: 'Search this site' });
const results = (page: Page) => dialog(page).getByRole('region').getByRole('link');

/** A static page, with its search script run (the button shows once it has). */
async function openStatic(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByRole('banner').getByRole('button', { name: 'Search' })).toBeVisible();
}

test.beforeEach(async () => {
  await setProjectsMode({ kind: 'ok' });
});

test('the sample has what these tests need', () => {
  expect(PERMIT_POST?.files.has('fil')).toBe(true);
  expect(PROJECT).toBeDefined();
});

test('a post page: the button opens the search; results grouped, marked and counted', async ({
  page,
}) => {
  await recordViolations(page);
  const indexRequests: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('search-index.json')) indexRequests.push(request.url());
  });
  await page.setViewportSize(WIDE);
  await openStatic(page, POST_PAGE);
  expect(indexRequests).toEqual([]);

  const button = page.getByRole('banner').getByRole('button', { name: 'Search' });
  await expect(button).toHaveAttribute('aria-keyshortcuts', '/ Control+K Meta+K');
  await button.click();
  await expect(searchbox(page)).toBeFocused();
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  await searchbox(page).fill('permit');

  const title = PERMIT_POST?.original.meta.title ?? '';
  const link = dialog(page)
    .getByRole('region', { name: 'Posts' })
    .getByRole('link', { name: title });
  await expect(link).toHaveAttribute('href', POST_PAGE);
  await expect(link.locator('mark')).toHaveText(['Permit']);
  await expect(
    dialog(page).getByRole('region', { name: 'Projects' }).getByRole('link'),
  ).not.toHaveCount(0);
  const count = await results(page).count();
  await expect(dialog(page).getByRole('status')).toHaveText(
    count === 1 ? '1 result' : `${count} results`,
  );
  expect(indexRequests).toEqual([expect.stringMatching(/^http:\/\/[^/]+\/search-index\.json$/)]);

  // A modal dialog: the page behind is inert while it is open.
  expect(await page.evaluate(() => document.querySelector('dialog:modal') !== null)).toBe(true);

  // Escape closes it, from the searchbox too, and focus goes back to the button.
  await page.keyboard.press('Escape');
  await expect(dialog(page)).toHaveCount(0);
  await expect(button).toBeFocused();
  await expect(button).toHaveAttribute('aria-expanded', 'false');

  // A search with no result says so.
  await page.keyboard.press('/');
  await searchbox(page).fill('zzzqqqxx');
  await expect(dialog(page).getByRole('status')).toHaveText('No results for “zzzqqqxx”');
  // Close and a click outside close it too.
  await dialog(page).getByRole('button', { name: 'Close' }).click();
  await expect(dialog(page)).toHaveCount(0);
  await page.keyboard.press('Control+k');
  await expect(searchbox(page)).toBeFocused();
  await page.mouse.click(5, 790);
  await expect(dialog(page)).toHaveCount(0);

  // `/` opens it again at once: pressed in the very task that closed it, before the dialog's
  // `close` event (which Chromium fires with the next frame). It opens with an entry of its own.
  await page.keyboard.press('/');
  await expect(searchbox(page)).toBeFocused();
  const depth = await page.evaluate(() => history.length);
  // Resolves on the first closing's `close` event, by which time the page has handled it too.
  await page.evaluate(
    () =>
      new Promise((resolve) => {
        const open = document.querySelector('dialog[open]');
        open?.addEventListener('close', resolve, { once: true });
        open?.querySelector<HTMLButtonElement>('button[aria-label="Close"]')?.click();
        document.body.dispatchEvent(
          new KeyboardEvent('keydown', { key: '/', bubbles: true, cancelable: true }),
        );
      }),
  );
  await expect(searchbox(page)).toBeFocused();
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  // The first opening's entry went back, the second's came: one entry above the page's.
  await expect.poll(() => overlayDepth(page)).toBe(1);
  expect(await page.evaluate(() => history.length)).toBe(depth);
  await page.goBack();
  await expect(dialog(page)).toHaveCount(0);
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  expect(await violations(page)).toEqual([]);
});

test('arrow keys and Enter open a result; Back closes the dialog and comes back to the page', async ({
  page,
}) => {
  await page.setViewportSize(WIDE);
  await openStatic(page, POST_PAGE);
  await page.keyboard.press('/');
  await searchbox(page).fill('postgres');
  await expect(results(page).nth(1)).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await expect(results(page).nth(0)).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(results(page).nth(1)).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('ArrowUp');
  await expect(searchbox(page)).toBeFocused();

  // Back closes the dialog and stays on the page.
  await page.goBack();
  await expect(dialog(page)).toHaveCount(0);
  await expect(page).toHaveURL(new RegExp(`${POST_PAGE}$`));
  // Back's step is done (its popstate has run) before the next opening: a popstate still on
  // its way would close the new opening as the topmost overlay.
  await expect.poll(() => overlayDepth(page)).toBe(0);

  await page.keyboard.press('/');
  const href = await results(page).first().getAttribute('href');
  expect(href).not.toBe(POST_PAGE);
  await page.keyboard.press('Enter');
  await expect.poll(() => new URL(page.url()).pathname).toBe(href);
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`${POST_PAGE}$`));
  await expect(dialog(page)).toHaveCount(0);
});

test('the search text is one: typed on Home, there on the posts list in Filipino, and back', async ({
  page,
}) => {
  await page.setViewportSize(WIDE);
  await page.goto('/');
  await waitForHydration(page);
  await page.keyboard.press('/');
  await page.getByRole('searchbox', { name: 'Search this site' }).fill('clinic');
  await expect.poll(() => storedState(page, 'search')).toEqual({ query: 'clinic' });

  await page.goto('/fil/posts/');
  await expect(page.getByRole('banner').getByRole('button', { name: 'Maghanap' })).toBeVisible();
  await page.keyboard.press('Control+k');
  const fil = page.getByRole('dialog');
  await expect(fil.getByRole('searchbox')).toHaveValue('clinic');
  await expect(fil.getByRole('region').getByRole('link').first()).toHaveAttribute(
    'href',
    /^\/fil\//,
  );
  await fil.getByRole('searchbox').fill('permit');
  await expect.poll(() => storedState(page, 'search')).toEqual({ query: 'permit' });

  await page.goto('/');
  await waitForHydration(page);
  await page.keyboard.press('/');
  await expect(page.getByRole('searchbox', { name: 'Search this site' })).toHaveValue('permit');
});

test('a project page on a narrow screen: the button in the bar, the dialog fits', async ({
  page,
}) => {
  await page.setViewportSize(NARROW);
  await openStatic(page, `/projects/${PROJECT?.slug}/`);
  // One row: the navigation, the button (its icon; its name still read) and the language link.
  const bar = page.getByRole('banner');
  const tops = await Promise.all(
    [
      bar.getByRole('navigation'),
      bar.getByRole('button', { name: 'Search' }),
      bar.getByRole('link', { name: 'Filipino' }),
    ].map(async (part) => (await part.boundingBox())?.y ?? -100),
  );
  expect(Math.max(...tops) - Math.min(...tops)).toBeLessThan(8);
  await bar.getByRole('button', { name: 'Search' }).click();
  await searchbox(page).fill('react');
  await expect(results(page).first()).toBeVisible();
  const box = await dialog(page).boundingBox();
  expect(box?.x).toBeGreaterThanOrEqual(0);
  expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(NARROW.width);
});

test('a dialog whose code cannot be loaded says so beside the button; the next try loads it', async ({
  page,
}) => {
  await page.setViewportSize(WIDE);
  let refused = 0;
  await page.route(/\/static-search-dialog-[\w-]+\.js$/, (route) => {
    refused += 1;
    return route.abort('internetdisconnected');
  });
  await openStatic(page, POST_PAGE);
  const button = page.getByRole('banner').getByRole('button', { name: 'Search' });
  await button.click();
  const problem = page.getByRole('banner').getByRole('status');
  await expect(problem.locator('strong')).toHaveText('Search could not be loaded');
  await expect(problem.locator('span')).toHaveText('Please try again.');
  expect(refused).toBeGreaterThan(0);
  await expect(dialog(page)).toHaveCount(0);

  await page.unroute(/\/static-search-dialog-[\w-]+\.js$/);
  await button.click();
  await expect(searchbox(page)).toBeFocused();
  // The line is emptied (the page behind the dialog is inert, so it is read by its place).
  await expect(page.locator('header.bar [role="status"]')).toHaveText('');
});

/**
 * Opens the dialog on a load that fails ("The search could not be loaded."), closes it, and
 * opens it again to find "postgres": the next opening tries again.
 */
async function failsThenFinds(page: Page) {
  await page.keyboard.press('/');
  await expect(dialog(page).getByRole('status')).toHaveText('The search could not be loaded.');
  await page.keyboard.press('Escape');
  await expect(dialog(page)).toHaveCount(0);
  await page.keyboard.press('/');
  await searchbox(page).fill('postgres');
  await expect(results(page).first()).toBeVisible();
}

test('an index that cannot be loaded says so; the next opening loads it', async ({ page }) => {
  await page.setViewportSize(WIDE);
  let answered = 0;
  await page.route(/\/search-index\.json$/, (route) => {
    answered += 1;
    return answered === 1 ? route.fulfill({ status: 503, body: 'busy' }) : route.fallback();
  });
  await openStatic(page, POST_PAGE);
  await failsThenFinds(page);
  expect(answered).toBe(2);
});

test('MiniSearch’s code, which comes with the index, failing says so; the next opening loads it', async ({
  page,
}) => {
  await page.setViewportSize(WIDE);
  let asked = 0;
  /** Requests for MiniSearch's chunk made before the dialog was first opened. */
  let early = 0;
  let opening = false;
  await page.route(/\/search-engine-[\w-]+\.js$/, (route) => {
    asked += 1;
    if (!opening) early += 1;
    return asked === 1 ? route.abort('internetdisconnected') : route.fallback();
  });
  const dialogCode = page.waitForResponse(/\/static-search-dialog-[\w-]+\.js$/);
  await openStatic(page, POST_PAGE);
  // Not loaded with the dialog's code, which comes when the page is idle: only once the
  // dialog opens, with the index (a quiet-network wait proves nothing on a page that was
  // quiet before, so each request says whether it came before the opening).
  await dialogCode;
  expect(asked).toBe(0);
  opening = true;
  await failsThenFinds(page);
  expect(asked).toBe(2);
  expect(early).toBe(0);
});

test('offline after one visit to Home: a post page searches', async ({ page, context }) => {
  await page.goto('/');
  await waitForServiceWorker(page);
  await context.setOffline(true);
  await openStatic(page, POST_PAGE);
  await page.keyboard.press('/');
  await searchbox(page).fill('postgres');
  await expect(results(page).first()).toBeVisible();
});

test('scripts off: no search button on a post page', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(POST_PAGE);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Search' })).toHaveCount(0);
  await context.close();
});

for (const mode of ['dark', 'light'] as const)
  test(`a post page's search passes axe in ${mode} mode`, async ({ page }) => {
    await page.setViewportSize(WIDE);
    await loadInMode(page, mode);
    await openStatic(page, POST_PAGE);
    await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
    await expectNoAxeViolations(page, `post page with its Search button, ${mode}`);
    await page.keyboard.press('/');
    await searchbox(page).fill('react');
    await expect(dialog(page).getByRole('region').first()).toBeVisible();
    await settleAnimations(page);
    await expectNoAxeViolations(page, `static search dialog, ${mode}`);
  });
