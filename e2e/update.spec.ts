import { expectNoAxeViolations, setColourMode } from './support/a11y.ts';
import { expectWcag22Controls } from './support/controls.ts';
import { UPDATE_APP_URL } from './support/ports.ts';
import { entryScript, waitForServiceWorker } from './support/service-worker.ts';
import { control } from './support/stand-ins.ts';
import { expect, test } from './support/test.ts';

// These specs redeploy the update site, a second copy of the build on its own origin.
test.use({ baseURL: UPDATE_APP_URL });
// Redeploys and worker switches: at most 17 s on a machine three times slower than the
// 2-core development machine (CONTRIBUTING.md, "How long the suite takes").
test.describe.configure({ timeout: 60_000 });

test.beforeEach(async () => {
  await control('update/reset');
});
test.afterAll(async () => {
  await control('update/reset');
});

test('a rebuilt site shows "A new version is available"; Reload switches to it, never mixing versions', async ({
  page,
}) => {
  await page.goto('/');
  await waitForServiceWorker(page);
  const oldEntry = await entryScript(page);
  const prompt = page.getByRole('status').filter({ hasText: 'A new version is available' });

  const { entry: newEntry } = await control<{ entry: string }>('update/deploy');
  expect(newEntry).toMatch(/^\/assets\/index-.+\.js$/);
  expect(newEntry).not.toBe(oldEntry);

  // The next visit finds the new worker, which waits: the page still runs
  // the old version, whole, and offers the new one.
  await page.reload();
  await expect(prompt).toBeVisible({ timeout: 20_000 });
  expect(await entryScript(page)).toBe(oldEntry);
  await expect(page.getByRole('heading', { name: 'Featured Projects Today' })).toBeVisible();
  // The prompt is accessible in both colour modes (docs/product.md § Accessibility).
  for (const mode of ['dark', 'light'] as const) {
    await setColourMode(page, mode);
    await expectNoAxeViolations(page, `update prompt, ${mode}`);
  }
  await expectWcag22Controls(page, 'update prompt');

  await Promise.all([
    page.waitForEvent('framenavigated'),
    prompt.getByRole('button', { name: 'Reload' }).click(),
  ]);
  await expect.poll(() => entryScript(page)).toBe(newEntry);
  await expect(page.getByRole('heading', { name: 'Featured Projects Today' })).toBeVisible();
  await expect(prompt).toHaveCount(0);
  await page.reload();
  expect(await entryScript(page)).toBe(newEntry);
  await expect(prompt).toHaveCount(0);
});

test("a new version deletes the caches older versions made, no other app's", async ({ page }) => {
  await page.goto('/');
  await waitForServiceWorker(page);
  // What a visitor of an older version has on disk: its posts cache
  // (src/pwa/cache-names.ts, RETIRED_CACHE_NAMES), beside another app's of the same name.
  const retired = 'portfolio-posts';
  const otherApp = 'portfolio-posts@/other-app/';
  await page.evaluate(
    async (names) => {
      for (const name of names) await (await caches.open(name)).put('/x', new Response('old'));
    },
    [retired, otherApp],
  );
  const prompt = page.getByRole('status').filter({ hasText: 'A new version is available' });

  const { entry: newEntry } = await control<{ entry: string }>('update/deploy');
  await page.reload();
  await expect(prompt).toBeVisible({ timeout: 20_000 });
  await Promise.all([
    page.waitForEvent('framenavigated'),
    prompt.getByRole('button', { name: 'Reload' }).click(),
  ]);
  await expect.poll(() => entryScript(page)).toBe(newEntry);
  // The new worker deletes it as it activates (a read during the reload is retried).
  const left = () =>
    page
      .evaluate(() => caches.keys())
      .then((names) => ({ retired: names.includes(retired), otherApp: names.includes(otherApp) }))
      .catch(() => null);
  await expect.poll(left).toEqual({ retired: false, otherApp: true });
  await expect(page.getByRole('heading', { name: 'Writing' })).toBeVisible();
});

test('after Dismiss, the next deploy is offered again in the same page', async ({ page }) => {
  await page.goto('/');
  await waitForServiceWorker(page);
  const prompt = page.getByRole('status').filter({ hasText: 'A new version is available' });
  // The page's own update check (hourly, src/pwa/service-worker.ts), run now.
  const checkForUpdate = () =>
    page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());

  await control('update/deploy', { version: 2 });
  await checkForUpdate();
  await expect(prompt).toBeVisible({ timeout: 20_000 });
  await prompt.getByRole('button', { name: 'Dismiss' }).click();
  await expect(prompt).toHaveCount(0);

  const { entry: third } = await control<{ entry: string }>('update/deploy', { version: 3 });
  await checkForUpdate();
  await expect(prompt).toBeVisible({ timeout: 20_000 });
  await Promise.all([
    page.waitForEvent('framenavigated'),
    prompt.getByRole('button', { name: 'Reload' }).click(),
  ]);
  await expect.poll(() => entryScript(page)).toBe(third);
  await expect(page.getByRole('heading', { name: 'Featured Projects Today' })).toBeVisible();
});

test('Reload in one tab reloads that tab only; another keeps its version and its typing', async ({
  context,
}) => {
  const tabA = await context.newPage();
  await tabA.goto('/');
  await waitForServiceWorker(tabA);
  const tabB = await context.newPage();
  await tabB.goto('/');
  await waitForServiceWorker(tabB);
  const oldEntry = await entryScript(tabB);
  const promptOf = (tab: typeof tabA) =>
    tab.getByRole('status').filter({ hasText: 'A new version is available' });

  const { entry: newEntry } = await control<{ entry: string }>('update/deploy');
  await tabA.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());
  await expect(promptOf(tabA)).toBeVisible({ timeout: 20_000 });
  await expect(promptOf(tabB)).toBeVisible({ timeout: 20_000 });

  // Tab B's visitor says no to this version and starts a message.
  await promptOf(tabB).getByRole('button', { name: 'Dismiss' }).click();
  await expect(promptOf(tabB)).toHaveCount(0);
  await tabB.getByRole('button', { name: 'Email' }).click();
  const dialog = tabB.getByRole('dialog', { name: 'Send me a message' });
  await dialog.getByRole('textbox', { name: 'Message' }).fill('Half a thought');
  await tabB.evaluate(() => {
    const marks = window as unknown as Record<string, unknown>;
    marks.__sameDocument = true;
    navigator.serviceWorker.addEventListener('controllerchange', () => {
      marks.__controllerChanged = true;
    });
  });

  await Promise.all([
    tabA.waitForEvent('framenavigated'),
    promptOf(tabA).getByRole('button', { name: 'Reload' }).click(),
  ]);
  await expect.poll(() => entryScript(tabA)).toBe(newEntry);

  // Tab B now has the new worker as its controller, and is the same document still.
  const stateOfB = () =>
    tabB
      .evaluate(() => {
        const marks = window as unknown as Record<string, unknown>;
        if (!marks.__sameDocument) return 'reloaded';
        return marks.__controllerChanged ? 'controlled by the new worker' : 'old worker';
      })
      .catch(() => 'navigating');
  await expect.poll(stateOfB, { timeout: 20_000 }).toBe('controlled by the new worker');
  expect(await entryScript(tabB)).toBe(oldEntry);
  await expect(dialog.getByRole('textbox', { name: 'Message' })).toHaveValue('Half a thought');
  await expect(promptOf(tabB)).toHaveCount(0);

  // A part of the old version not loaded yet is gone from the new worker's
  // cache and from the host, and here from the browser's HTTP cache too
  // (which may still hold it). The dialogs' code came when the page was idle;
  // the sending code loads only with the first send: sending needs it, and
  // tab B offers the new version instead of breaking. The message is kept.
  await (await context.newCDPSession(tabB)).send('Network.clearBrowserCache');
  expect(
    await tabB.evaluate(() =>
      performance.getEntriesByType('resource').some((entry) => /\/send-message-/.test(entry.name)),
    ),
  ).toBe(false);
  await dialog.getByRole('textbox', { name: 'Name' }).fill('Ana Cruz');
  await dialog.getByRole('textbox', { name: 'Email' }).fill('ana@example.com');
  await dialog.getByRole('textbox', { name: 'Subject' }).fill('Half a thought');
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(
    tabB
      .getByRole('alert')
      .filter({ hasText: 'Your message is saved and will be sent automatically' }),
  ).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await expect(promptOf(tabB)).toBeVisible();
  await Promise.all([
    tabB.waitForEvent('framenavigated'),
    promptOf(tabB).getByRole('button', { name: 'Reload' }).click(),
  ]);
  await expect.poll(() => entryScript(tabB)).toBe(newEntry);
  await expect(tabB.getByRole('heading', { name: 'Featured Projects Today' })).toBeVisible();
});

test("the kill switch of docs/deploy.md removes the service worker and its caches, no other app's", async ({
  page,
}) => {
  await page.goto('/');
  await waitForServiceWorker(page);
  expect(await page.evaluate(async () => (await caches.keys()).length)).toBeGreaterThan(0);
  // Caches of other apps on the same host, under another path (GitHub Pages project sites).
  const otherApps = await page.evaluate(async () => {
    const names = [
      `workbox-precache-v2-${location.origin}/other-app/`,
      'portfolio-images@/other-app/',
      'other-app-data',
    ];
    for (const name of names) await (await caches.open(name)).put('/x', new Response('kept'));
    return names;
  });
  // And one an older version of this site made, which goes too (src/pwa/cache-names.ts).
  await page.evaluate(async () =>
    (await caches.open('portfolio-posts')).put('/x', new Response('')),
  );

  await control('update/kill-switch');
  await page.reload();
  // The worker reloads the page itself: a count read during that navigation is retried.
  const count = (what: () => Promise<number>) => () => page.evaluate(what).catch(() => -1);
  await expect
    .poll(
      count(async () => (await navigator.serviceWorker.getRegistrations()).length),
      { timeout: 20_000 },
    )
    .toBe(0);
  await expect
    .poll(() => page.evaluate(async () => (await caches.keys()).sort()).catch(() => null))
    .toEqual([...otherApps].sort());
  // The page reloaded by itself and now comes from the server, and stays up.
  await expect(page.getByRole('heading', { name: 'Featured Projects Today' })).toBeVisible();
  expect(await page.evaluate(() => navigator.serviceWorker.controller)).toBeNull();
});
