import { holdRequests } from './support/held-requests.ts';
import { setMediaMode, setProjectsMode } from './support/stand-ins.ts';
import { expect, type Locator, type Page, test } from './support/test.ts';

/**
 * Nothing a visitor does is lost (docs/product.md § Performance): on a slow
 * phone the page is painted from its HTML long before its script has
 * arrived and hydrated it, and a tap or key press on any control in that
 * time must take effect, exactly once, when the script is there.
 *
 * Each test loads the page as a slow phone would (the CPU 6× slower, a
 * 150 ms / 1.6 Mbps link, through the DevTools protocol), holds the entry
 * script back until the control has been used (so "before hydration" is
 * certain, not a race), lets it go, waits until React has hydrated the whole
 * page, and checks the one effect.
 */

test.use({ serviceWorkers: 'block' });
// Each test holds the entry script back, then waits for the whole page to hydrate: at most
// 20 s on a machine three times slower than the 2-core development machine.
test.describe.configure({ timeout: 60_000 });

test.beforeEach(async () => {
  await setProjectsMode({ kind: 'ok' });
  await setMediaMode({ kind: 'ok' });
});

test.afterEach(async () => {
  await setMediaMode({ kind: 'ok' });
});

const WIDE = { width: 1280, height: 800 };
const PHONE = { width: 412, height: 823 };

/** True when React has hydrated `element` (it carries React's fiber). */
function isHydrated(element: Locator): Promise<boolean> {
  return element.evaluate((node) =>
    Object.keys(node).some((key) => key.startsWith('__reactFiber$')),
  );
}

/**
 * Opens the page as a slow phone, with the entry script held back; resolves
 * once the HTML has been committed. Returns the function that lets the
 * script through.
 */
async function openBeforeHydration(
  page: Page,
  viewport: { width: number; height: number },
): Promise<() => void> {
  await page.setViewportSize(viewport);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
  const release = await holdRequests(page, /\/assets\/index-[\w-]+\.js$/);
  await page.goto('/', { waitUntil: 'commit' });
  return release;
}

/** Waits until React has claimed every element of the prerendered page. */
async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(
    () => {
      const elements = [...document.querySelectorAll('#root *')];
      return (
        elements.length > 100 &&
        elements.every((element) =>
          Object.keys(element).some((key) => key.startsWith('__reactFiber$')),
        )
      );
    },
    undefined,
    { timeout: 60_000, polling: 100 },
  );
}

/** Uses `control` as soon as it is painted, checks that was before hydration, then lets the script in. */
async function useBeforeHydration(
  control: Locator,
  release: () => void,
  use: (control: Locator) => Promise<void>,
) {
  await expect(control).toBeVisible({ timeout: 30_000 });
  await use(control);
  expect(await isHydrated(control), 'the control was used before the page hydrated').toBe(false);
  release();
  await waitForHydration(control.page());
}

/** Records every toast (role alert) shown since the page started, by its text, in order. */
function recordToasts(page: Page) {
  return page.addInitScript(() => {
    const log: string[] = [];
    const seen = new WeakSet<Element>();
    (window as unknown as { toastLog: string[] }).toastLog = log;
    new MutationObserver(() => {
      for (const toast of document.querySelectorAll('[role="alert"]')) {
        if (seen.has(toast)) continue;
        seen.add(toast);
        log.push(toast.textContent?.trim() ?? '');
      }
    }).observe(document, { childList: true, subtree: true, characterData: true });
  });
}

const toastLog = (page: Page) =>
  page.evaluate(() => (window as unknown as { toastLog: string[] }).toastLog);

test('a click on the colour switch before hydration switches to light, once', async ({ page }) => {
  const release = await openBeforeHydration(page, WIDE);
  const toggle = page.getByRole('switch', { name: 'Dark mode' });
  await useBeforeHydration(toggle, release, (control) => control.click());

  await expect(toggle).not.toBeChecked();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  expect(await page.evaluate(() => localStorage.getItem('portfolio:color-mode'))).toBe('light');
});

test('a click on Like before hydration likes the reel, once, with one toast', async ({ page }) => {
  await recordToasts(page);
  const release = await openBeforeHydration(page, PHONE);
  const like = page.getByRole('button', { name: 'Like' });
  await useBeforeHydration(like, release, (control) => control.click());

  await expect(like).toHaveAttribute('aria-pressed', 'true');
  await expect.poll(async () => (await toastLog(page)).join()).toContain('Added to Favorites');
  expect((await toastLog(page)).filter((text) => /Favorites/.test(text))).toEqual([
    expect.stringContaining('Added to Favorites'),
  ]);
});

test('Space on the focused Like button before hydration likes the reel, once', async ({ page }) => {
  await recordToasts(page);
  const release = await openBeforeHydration(page, PHONE);
  const like = page.getByRole('button', { name: 'Like' });
  await useBeforeHydration(like, release, async (control) => {
    await control.focus();
    await page.keyboard.press('Space');
  });

  await expect(like).toHaveAttribute('aria-pressed', 'true');
  await expect.poll(async () => (await toastLog(page)).join()).toContain('Added to Favorites');
  expect((await toastLog(page)).filter((text) => /Favorites/.test(text))).toEqual([
    expect.stringContaining('Added to Favorites'),
  ]);
});

test('a click on Play before hydration opens the demo reel, once', async ({ page }) => {
  // The media host never answers: the dialog stays open (loading) until closed, instead of
  // closing by itself when the short test video ends.
  await setMediaMode({ kind: 'stall' });
  const release = await openBeforeHydration(page, PHONE);
  await useBeforeHydration(
    page.getByRole('button', { name: 'Play demo reel' }),
    release,
    (control) => control.click(),
  );

  const dialog = page.getByRole('dialog', { name: 'Demo Reel' });
  await expect(dialog).toBeVisible({ timeout: 30_000 });
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('Enter on the focused Email button before hydration opens the contact form, once', async ({
  page,
}) => {
  const release = await openBeforeHydration(page, PHONE);
  await useBeforeHydration(
    page.getByRole('button', { name: 'Email' }),
    release,
    async (control) => {
      await control.focus();
      await page.keyboard.press('Enter');
    },
  );

  const dialog = page.getByRole('dialog', { name: 'Send me a message' });
  await expect(dialog.getByRole('textbox', { name: 'Name' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('dialog')).toHaveCount(1);
});

test('a click on the menu button before hydration opens the navigation, once', async ({ page }) => {
  const release = await openBeforeHydration(page, PHONE);
  await useBeforeHydration(
    page.getByRole('button', { name: 'Open navigation' }),
    release,
    (control) => control.click(),
  );

  const drawer = page.getByRole('dialog', { name: 'Navigation' });
  await expect(drawer).toBeVisible({ timeout: 30_000 });
  await drawer.getByRole('button', { name: 'Close navigation' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('typing in the course search before hydration filters the list once it hydrates', async ({
  page,
}) => {
  const release = await openBeforeHydration(page, WIDE);
  const search = page.getByRole('searchbox', { name: 'Search in Your Library' });
  await useBeforeHydration(search, release, (control) => control.pressSequentially('dummy'));

  await expect(page.getByRole('list', { name: 'Courses' }).getByRole('listitem')).toHaveCount(3);
  await expect(search).toHaveValue('dummy');
  await expect(page.getByText('3 of 10 courses shown')).toBeAttached();
  // …and the search goes on working: one more letter, one more filter.
  await search.press('Backspace');
  await search.press('Backspace');
  await search.press('Backspace');
  await search.press('Backspace');
  await search.press('Backspace');
  await expect(page.getByRole('list', { name: 'Courses' }).getByRole('listitem')).toHaveCount(10);
});
