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

for (const way of ['a click', 'Enter'] as const) {
  test(`following Home in the drawer by ${way} closes it, scrolls to the top and focuses the main content`, async ({
    page,
  }) => {
    await page.goto('/');
    await page.evaluate(() => scrollTo({ top: document.body.scrollHeight, behavior: 'instant' }));
    await expect.poll(() => page.evaluate(() => scrollY)).toBeGreaterThan(0);
    await page.getByRole('button', { name: 'Open navigation' }).click();
    const home = page
      .getByRole('dialog', { name: 'Navigation' })
      .getByRole('link', { name: 'Home' });
    if (way === 'a click') await home.click();
    else {
      await home.focus();
      await page.keyboard.press('Enter');
    }
    await expect(page.getByRole('dialog', { name: 'Navigation' })).toHaveCount(0);
    await expect(page).toHaveURL('/');
    await expect(page.locator('main#main')).toBeFocused();
    await expect.poll(() => page.evaluate(() => scrollY)).toBe(0);
    // And stays there once the drawer has gone (the browser gives focus back as a dialog closes).
    await expect(page.locator('[data-modal-overlay]')).toHaveCount(0);
    await page.evaluate(
      () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
    );
    await expect(page.locator('main#main')).toBeFocused();
  });
}

// docs/product.md § Navigation: the full-size drawer, closed by a swipe towards its edge.

/** Opens Home and taps "Open navigation"; returns the drawer (the dialog "Navigation"). */
async function openDrawer(page: Page): Promise<Locator> {
  await page.goto('/');
  await page.getByRole('button', { name: 'Open navigation' }).click();
  return page.getByRole('dialog', { name: 'Navigation' });
}

for (const viewport of [
  { width: 390, height: 844 },
  { width: 320, height: 640 },
]) {
  test(`the drawer covers the whole viewport at ${viewport.width} × ${viewport.height}`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    const drawer = await openDrawer(page);
    await expect.poll(() => drawer.boundingBox()).toEqual({ x: 0, y: 0, ...viewport });
  });
}

type Point = { x: number; y: number };

/** The left edge of the drawer's box now (0 at rest, negative while dragged). */
const drawerX = (drawer: Locator) => drawer.evaluate((el) => el.getBoundingClientRect().x);

/**
 * Waits until a finger put down at `at` touches the drawer, as a visitor
 * would wait to see it: at rest at the left edge and on top there. It slides
 * in from the left (nav-drawer.module.css), which on a busy machine ends well
 * after Playwright finds the dialog visible; a touch before then can land on
 * the page beside it, and the swipe never reaches the drawer. (React-aria's
 * two hidden frames on a touch screen are undone for the site's modals:
 * docs/decisions/0028-modals-shown-at-once.md.)
 */
async function untilTouchable(drawer: Locator, at: Point) {
  await expect
    .poll(
      () =>
        drawer.evaluate((el, { x, y }) => {
          const hit = document.elementFromPoint(x, y);
          return el.getBoundingClientRect().x === 0 && hit?.closest('[role=dialog]') === el;
        }, at),
      { message: `the drawer is at rest and under a finger at (${at.x}, ${at.y})` },
    )
    .toBe(true);
}

/**
 * A one-finger swipe on the drawer through the DevTools protocol, from `from`
 * to `to` in 8 steps, once the drawer is there to touch; `beforeLift` runs
 * with the finger still down.
 */
async function swipe(drawer: Locator, from: Point, to: Point, beforeLift?: () => Promise<void>) {
  await untilTouchable(drawer, from);
  const cdp = await drawer.page().context().newCDPSession(drawer.page());
  const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', { x, y }: Point) =>
    cdp.send('Input.dispatchTouchEvent', {
      type,
      touchPoints: type === 'touchEnd' ? [] : [{ x, y, id: 1 }],
    });
  await touch('touchStart', from);
  const steps = 8;
  for (let step = 1; step <= steps; step++)
    await touch('touchMove', {
      x: from.x + ((to.x - from.x) * step) / steps,
      y: from.y + ((to.y - from.y) * step) / steps,
    });
  await beforeLift?.();
  await touch('touchEnd', to);
  await cdp.detach();
}

test.describe('swiping the drawer', () => {
  test.use({ hasTouch: true });

  test('it follows the finger; past a third of its width it closes, a short swipe springs back', async ({
    page,
  }) => {
    const drawer = await openDrawer(page);

    // 100 px of 390: under a third. While the finger is down the drawer has moved with it
    // (Chromium may hold back the last move or two until the finger lifts).
    await swipe(drawer, { x: 300, y: 400 }, { x: 200, y: 400 }, async () => {
      await expect.poll(() => drawerX(drawer)).toBeLessThan(-50);
    });
    await expect(drawer).toBeVisible();
    await expect.poll(() => drawerX(drawer)).toBe(0);

    // 180 px: past a third (130 px).
    await swipe(drawer, { x: 300, y: 400 }, { x: 120, y: 400 });
    await expect(drawer).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Open navigation' })).toBeVisible();
  });

  test('a vertical movement scrolls instead of closing', async ({ page }) => {
    const drawer = await openDrawer(page);
    // 152 px to the left (past a third of the width) but 400 px up: mostly vertical.
    // The drawer stays where it is while the finger moves, and after.
    await swipe(drawer, { x: 300, y: 600 }, { x: 148, y: 200 }, async () => {
      expect(await drawerX(drawer)).toBe(0);
    });
    await expect(drawer).toBeVisible();
    await expect.poll(() => drawerX(drawer)).toBe(0);
  });

  test('the swipe counts to where the finger lifts, past a move the page never saw', async ({
    page,
  }) => {
    const drawer = await openDrawer(page);
    // 140 px, past a third (130 px) only in the last step: Chromium holds that
    // move back and reports it only with the lift (touchend's changedTouches);
    // the page's last touchmove is at 122.5 px.
    await swipe(drawer, { x: 300, y: 400 }, { x: 160, y: 400 });
    await expect(drawer).toHaveCount(0);
  });

  test('with reduced motion it does not slide, and the swipe still closes it', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const drawer = await openDrawer(page);
    await swipe(drawer, { x: 300, y: 400 }, { x: 100, y: 400 }, async () => {
      expect(await drawerX(drawer)).toBe(0);
    });
    await expect(drawer).toHaveCount(0);
  });
});
