import { expect, type Locator, type Page, test } from './support/test.ts';

test.use({ viewport: { width: 390, height: 844 } });

test('narrow screens: the hamburger opens a drawer with Home, the courses and the switch', async ({
  page,
}) => {
  await page.goto('/');
  // The wide layout's sidebar and header switch are hidden.
  await expect(page.getByRole('switch', { name: 'Dark mode' })).toHaveCount(0);
  await expect(page.getByRole('searchbox', { name: 'Search in Your Library' })).toHaveCount(0);

  const open = page.getByRole('button', { name: 'Open navigation' });
  await open.click();
  const drawer = page.getByRole('dialog', { name: 'Navigation' });
  await expect(drawer).toBeVisible();
  await expect(
    drawer.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' }),
  ).toHaveAttribute('aria-current', 'page');
  await expect(drawer.getByRole('heading', { name: 'Courses Taken' })).toBeVisible();
  await drawer.getByRole('searchbox', { name: 'Search in Your Library' }).fill('dummy');
  await expect(drawer.getByRole('list', { name: 'Courses' }).getByRole('listitem')).toHaveCount(3);

  // The whole viewport, at the left edge once its slide-in (220 ms) has ended, whether or not a
  // toast shows ("Ready to work offline" comes when it comes; docs/product.md § Toasts).
  await expect
    .poll(async () => {
      const box = await drawer.boundingBox();
      return box && [box.x, box.y, box.width, box.height].map(Math.round);
    })
    .toEqual([0, 0, 390, 844]);

  const toggle = drawer.getByRole('switch', { name: 'Dark mode' });
  await toggle.click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');

  await page.keyboard.press('Escape');
  await expect(drawer).toHaveCount(0);
  await expect(open).toBeFocused();

  await open.click();
  await page.getByRole('button', { name: 'Close navigation' }).click();
  await expect(page.getByRole('dialog', { name: 'Navigation' })).toHaveCount(0);
  await expect(open).toBeFocused();
});

test('following Home in the drawer closes it', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Open navigation' }).click();
  await page
    .getByRole('dialog', { name: 'Navigation' })
    .getByRole('link', { name: 'Home' })
    .click();
  await expect(page.getByRole('dialog', { name: 'Navigation' })).toHaveCount(0);
  await expect(page).toHaveURL('/');
});

// docs/product.md § Navigation: the full-size drawer, closed by a swipe towards its edge.

for (const viewport of [
  { width: 390, height: 844 },
  { width: 320, height: 640 },
]) {
  test(`the drawer covers the whole viewport at ${viewport.width} × ${viewport.height}`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await page.goto('/');
    await page.getByRole('button', { name: 'Open navigation' }).click();
    const drawer = page.getByRole('dialog', { name: 'Navigation' });
    await expect.poll(() => drawer.boundingBox()).toEqual({ x: 0, y: 0, ...viewport });
  });
}

/**
 * A one-finger horizontal swipe on the drawer through the DevTools protocol,
 * from x0 to x1 at height y in steps; `beforeLift` runs with the finger still down.
 */
async function swipe(
  page: Page,
  x0: number,
  x1: number,
  y: number,
  beforeLift?: () => Promise<void>,
) {
  const cdp = await page.context().newCDPSession(page);
  const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', x: number) =>
    cdp.send('Input.dispatchTouchEvent', {
      type,
      touchPoints: type === 'touchEnd' ? [] : [{ x, y, id: 1 }],
    });
  await touch('touchStart', x0);
  const steps = 8;
  for (let step = 1; step <= steps; step++)
    await touch('touchMove', x0 + ((x1 - x0) * step) / steps);
  await beforeLift?.();
  await touch('touchEnd', x1);
  await cdp.detach();
}

/** The left edge of the drawer's box now (0 at rest, negative while dragged). */
const drawerX = (drawer: Locator) => drawer.evaluate((el) => el.getBoundingClientRect().x);

test.describe('swiping the drawer', () => {
  test.use({ hasTouch: true });

  test('it follows the finger; past a third of its width it closes, a short swipe springs back', async ({
    page,
  }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Open navigation' }).click();
    const drawer = page.getByRole('dialog', { name: 'Navigation' });
    await expect.poll(() => drawerX(drawer)).toBe(0);

    // 100 px of 390: under a third. While the finger is down the drawer has moved with it
    // (Chromium may hold back the last move or two until the finger lifts).
    await swipe(page, 300, 200, 400, async () => {
      await expect.poll(() => drawerX(drawer)).toBeLessThan(-50);
    });
    await expect(drawer).toBeVisible();
    await expect.poll(() => drawerX(drawer)).toBe(0);

    // 180 px: past a third (130 px).
    await swipe(page, 300, 120, 400);
    await expect(drawer).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Open navigation' })).toBeVisible();
  });

  test('a vertical movement scrolls instead of closing', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Open navigation' }).click();
    const drawer = page.getByRole('dialog', { name: 'Navigation' });
    const cdp = await page.context().newCDPSession(page);
    const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', x: number, y: number) =>
      cdp.send('Input.dispatchTouchEvent', {
        type,
        touchPoints: type === 'touchEnd' ? [] : [{ x, y, id: 1 }],
      });
    // 152 px to the left (past a third of the width) but 400 px up: mostly vertical.
    await touch('touchStart', 300, 600);
    for (let step = 1; step <= 8; step++)
      await touch('touchMove', 300 - step * 19, 600 - step * 50);
    await touch('touchEnd', 148, 200);
    await expect(drawer).toBeVisible();
    await expect.poll(() => drawerX(drawer)).toBe(0);
  });

  test('with reduced motion it does not slide, and the swipe still closes it', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/');
    await page.getByRole('button', { name: 'Open navigation' }).click();
    const drawer = page.getByRole('dialog', { name: 'Navigation' });
    await expect(drawer).toBeVisible();
    await swipe(page, 300, 100, 400, async () => {
      expect(await drawerX(drawer)).toBe(0);
    });
    await expect(drawer).toHaveCount(0);
  });
});
