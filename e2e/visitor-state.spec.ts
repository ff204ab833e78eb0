import { storedState } from './support/stored-state.ts';
import { expect, type Page, test } from './support/test.ts';

/** Mean luminance (0–255) of a PNG screenshot, decoded by the browser. */
async function meanLuminance(page: Page, png: Buffer): Promise<number> {
  const probe = await page.context().newPage();
  try {
    return await probe.evaluate(async (base64) => {
      const image = new Image();
      image.src = `data:image/png;base64,${base64}`;
      await image.decode();
      const canvas = new OffscreenCanvas(image.width, image.height);
      const context = canvas.getContext('2d')!;
      context.drawImage(image, 0, 0);
      const { data } = context.getImageData(0, 0, image.width, image.height);
      let sum = 0;
      for (let i = 0; i < data.length; i += 4)
        sum += 0.2126 * data[i] + 0.7152 * data[i + 1] + 0.0722 * data[i + 2];
      return sum / (data.length / 4);
    }, png.toString('base64'));
  } finally {
    await probe.close();
  }
}

test('colour mode, like and course search survive a reload', async ({ page }) => {
  await page.goto('/');
  const toggle = page.getByRole('switch', { name: 'Dark mode' });
  const like = page.getByRole('button', { name: 'Like' });
  const search = page.getByRole('searchbox', { name: 'Search in Your Library' });
  const rows = page.getByRole('list', { name: 'Courses' }).getByRole('listitem');

  await toggle.click();
  await like.click();
  await search.fill('dummy');
  await expect(rows).toHaveCount(3);
  await expect.poll(() => storedState(page, 'theme')).toEqual({ mode: 'light' });
  await expect.poll(() => storedState(page, 'like')).toEqual({ isLiked: true });
  await expect.poll(() => storedState(page, 'courses-search')).toEqual({ query: 'dummy' });

  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  await expect(toggle).not.toBeChecked();
  await expect(like).toHaveAttribute('aria-pressed', 'true');
  await expect(search).toHaveValue('dummy');
  await expect(rows).toHaveCount(3);

  // And back: the defaults are remembered as well.
  await toggle.click();
  await like.click();
  await search.fill('');
  await expect.poll(() => storedState(page, 'courses-search')).toEqual({ query: '' });
  await page.reload();
  await expect(toggle).toBeChecked();
  await expect(like).toHaveAttribute('aria-pressed', 'false');
  await expect(rows).toHaveCount(10);
});

test('the drawer never reopens by itself after a reload', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  await page.getByRole('button', { name: 'Open navigation' }).click();
  await expect(page.getByRole('dialog', { name: 'Navigation' })).toBeVisible();
  await expect.poll(() => storedState(page, 'nav')).toEqual({ active: 'home' });
  await page.reload();
  await expect(page.getByRole('button', { name: 'Open navigation' })).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Navigation' })).toHaveCount(0);
});

test('a corrupt stored value falls back to the defaults without breaking the page', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto('/');
  await page.getByRole('switch', { name: 'Dark mode' }).click();
  await expect.poll(() => storedState(page, 'theme')).toEqual({ mode: 'light' });
  await page.evaluate(
    () =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open('portfolio');
        open.onsuccess = () => {
          const tx = open.result.transaction('stores', 'readwrite');
          tx.objectStore('stores').put({ state: { mode: 'purple' }, version: 1 }, 'theme');
          tx.objectStore('stores').put('garbage', 'like');
          tx.oncomplete = () => resolve();
          tx.onerror = () => reject(tx.error);
        };
      }),
  );
  await page.reload();
  await expect(page.getByRole('switch', { name: 'Dark mode' })).toBeChecked();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect(page.getByRole('button', { name: 'Like' })).toHaveAttribute('aria-pressed', 'false');
  await expect(page.getByRole('heading', { name: 'Featured Projects Today' })).toBeVisible();
  expect(errors).toEqual([]);
});

test.describe('no flash of the wrong colour mode', () => {
  // page.route must see the script requests, so no service worker here.
  test.use({ serviceWorkers: 'block' });

  test('the first paint after a reload in light mode is already light', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('switch', { name: 'Dark mode' }).click();
    await expect.poll(() => storedState(page, 'theme')).toEqual({ mode: 'light' });

    // Hold the app's scripts back: what paints now is the HTML and CSS
    // alone, as on a slow phone before the JavaScript arrives.
    let releaseScripts = () => {};
    const scriptsHeld = new Promise<void>((resolve) => (releaseScripts = resolve));
    let scriptsServed = false;
    await page.route('**/assets/*.js', async (route) => {
      await scriptsHeld;
      scriptsServed = true;
      await route.continue();
    });

    await page.reload({ waitUntil: 'commit' });
    await page.locator('h1').waitFor();
    const firstPaint = await page.screenshot();
    expect(scriptsServed).toBe(false);
    expect(await meanLuminance(page, firstPaint)).toBeGreaterThan(170);

    releaseScripts();
    await expect(page.getByRole('switch', { name: 'Dark mode' })).not.toBeChecked();
    // Still light once scripted: the owner's coloured pictures (projects, posts) now fill more of
    // the screen than the first paint's skeletons did, so the bar sits lower, far above dark's 80.
    expect(await meanLuminance(page, await page.screenshot())).toBeGreaterThan(150);
  });

  test('without a stored choice the first paint is dark', async ({ page }) => {
    await page.route('**/assets/*.js', () => {}); // never answered: HTML and CSS only
    await page.goto('/', { waitUntil: 'commit' });
    await page.locator('h1').waitFor();
    expect(await meanLuminance(page, await page.screenshot())).toBeLessThan(80);
  });
});
