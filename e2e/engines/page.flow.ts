import { closeWithEscape, count, expect, openHome, test, UI, untilSettled } from './fixtures.ts';

// The page, the colour mode, the course search and the like in Firefox and
// WebKit (docs/product.md § Profile, § Projects, § Colour mode, § Courses,
// § Demo reel); the Chromium specs are e2e/page.spec.ts, theme.spec.ts,
// visitor-state.spec.ts, courses.spec.ts and demo-reel.spec.ts.

test('the page renders with the fetched projects and hydrates: a control responds', async ({
  site,
}) => {
  await openHome(site);
  expect(await count(site, { role: 'heading', name: 'Jamie Santos' })).toBe(1);
  await expect.poll(() => count(site, UI.projectCard)).toBe(1);
  // The first four cards come a frame before the rest (docs/product.md § Performance).
  await expect
    .poll(() =>
      count(site, { role: 'link', within: { role: 'region', name: 'Featured Projects Today' } }),
    )
    .toBe(6);
  expect(await count(site, UI.courses)).toBe(10);
  expect((await site.state(UI.like)).pressed).toBe('false');

  await site.click(UI.like);
  await expect.poll(async () => (await site.state(UI.like)).pressed).toBe('true');
});

test('the colour switch turns light, and light stays after a reload', async ({ site }) => {
  await openHome(site);
  const theme = () => site.evaluate(() => document.documentElement.dataset.theme);
  expect((await site.state(UI.switch)).checked).toBe(true);
  expect(await theme()).toBe('dark');

  await site.click(UI.switch);
  await expect.poll(async () => (await site.state(UI.switch)).checked).toBe(false);
  expect(await theme()).toBe('light');
  // Saved on the device (docs/product.md § Navigation, "What is remembered":
  // database `portfolio`, store `stores`, key `theme`) before the page is left.
  await expect
    .poll(() =>
      site.evaluate(async () => {
        // Never create the database here: the app creates its store when it does.
        if (!(await indexedDB.databases()).some(({ name }) => name === 'portfolio')) return '';
        return new Promise<string>((resolve) => {
          const open = indexedDB.open('portfolio');
          open.onerror = () => resolve('');
          open.onsuccess = () => {
            const db = open.result;
            if (!db.objectStoreNames.contains('stores')) {
              db.close();
              resolve('');
              return;
            }
            const get = db.transaction('stores').objectStore('stores').get('theme');
            get.onsuccess = () => {
              db.close();
              resolve(JSON.stringify(get.result ?? null));
            };
            get.onerror = () => resolve('');
          };
        });
      }),
    )
    .toContain('"light"');

  await site.reload();
  await untilSettled(site);
  expect(await theme()).toBe('light');
  await expect.poll(async () => (await site.state(UI.switch)).checked).toBe(false);
});

test('typing in the course search filters the list live, ignoring case', async ({ site }) => {
  await openHome(site);
  expect(await count(site, UI.courses)).toBe(10);

  await site.fill(UI.search, 'DUMMY');
  await expect.poll(() => count(site, UI.courses)).toBe(3);
  expect((await site.state(UI.courses)).text).toContain('Dummy Course');

  await site.fill(UI.search, 'script');
  await expect.poll(() => count(site, UI.courses)).toBe(1);
  expect((await site.state(UI.courses)).text).toContain('TypeScript Fundamentals');

  await site.fill(UI.search, 'zzz');
  await expect.poll(() => count(site, UI.courses)).toBe(0);
  expect(await count(site, { text: 'No courses match “zzz”.' })).toBe(1);
});

test('Like shows "Added to Favorites", then "Removed from Favorites"', async ({ site }) => {
  await openHome(site);
  await site.click(UI.like);
  await expect.poll(() => count(site, UI.toast('Added to Favorites'))).toBe(1);
  expect((await site.state(UI.like)).pressed).toBe('true');

  await site.click(UI.like);
  await expect.poll(() => count(site, UI.toast('Removed from Favorites'))).toBe(1);
  expect((await site.state(UI.like)).pressed).toBe('false');
  // Each toast goes by itself (2000 ms, docs/product.md § Toasts).
  await expect
    .poll(() => count(site, { role: 'alert', name: /Favorites/ }), { timeout: 15_000 })
    .toBe(0);
});

test('Search finds a post by a word of its title, marked, and Escape closes it', async ({
  site,
}) => {
  // docs/product.md § Search: the index is built at build time and loaded on first opening;
  // words split with Intl.Segmenter, which each engine has.
  await openHome(site);
  const dialog = { role: 'dialog', name: 'Search' };
  await site.click({ role: 'button', name: 'Search' });
  await expect.poll(() => count(site, dialog)).toBe(1);
  await site.fill({ role: 'searchbox', name: 'Search this site', within: dialog }, 'permit');
  const posts = { role: 'region', name: 'Posts', within: dialog };
  const post = { role: 'link', name: 'Permit forms that survive a dead signal', within: posts };
  await expect.poll(() => count(site, post)).toBe(1);
  expect((await site.state(post)).href).toBe('/posts/offline-permit-forms/');
  expect(
    await site.evaluate(() =>
      [...document.querySelectorAll('[role="dialog"] mark')].map((mark) => mark.textContent),
    ),
  ).toContain('Permit');
  await closeWithEscape(site, dialog);
});
