import { NARROW } from './support/a11y.ts';
import { IOS_SAFARI_UA } from './support/install.ts';
import { overlayDepth } from './support/overlay-history.ts';
import { setMediaMode, setProjectsMode } from './support/stand-ins.ts';
import { expect, type Locator, type Page, test } from './support/test.ts';

// docs/product.md § Navigation: each open overlay (drawer, contact dialog,
// video dialog, install help) owns one history entry. Back closes the
// topmost and nothing else; closing one any other way removes its entry, so
// Back is never needed twice; a reload opens nothing and leaves no entry.

test.use({ viewport: NARROW });

test.beforeEach(async () => {
  await setProjectsMode({ kind: 'ok' });
  // The media host never answers: the video dialog stays open, loading.
  await setMediaMode({ kind: 'stall' });
});
test.afterEach(async () => {
  await setMediaMode({ kind: 'ok' });
});

type Overlay = {
  name: string;
  open: (page: Page) => Promise<Locator>;
  /** Its own close button, inside the overlay. */
  closeButton: string;
};

const OVERLAYS: Overlay[] = [
  {
    name: 'the drawer',
    open: async (page) => {
      await page.getByRole('button', { name: 'Open navigation' }).click();
      return page.getByRole('dialog', { name: 'Navigation' });
    },
    closeButton: 'Close navigation',
  },
  {
    name: 'the contact dialog',
    open: async (page) => {
      await page.getByRole('button', { name: 'Email' }).click();
      return page.getByRole('dialog', { name: 'Send me a message' });
    },
    closeButton: 'Close',
  },
  {
    name: 'the video dialog',
    open: async (page) => {
      await page.getByRole('button', { name: 'Play demo reel' }).click();
      return page.getByRole('dialog', { name: 'Demo Reel' });
    },
    closeButton: 'Close',
  },
];

/** Opens the site after a blank page, so "leaving the site" is one Back away. */
async function openSite(page: Page): Promise<number> {
  await page.goto('about:blank');
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Jamie Santos' })).toBeVisible();
  return page.evaluate(() => history.length);
}

for (const overlay of OVERLAYS) {
  test(`${overlay.name}: Back closes it and the page stays`, async ({ page }) => {
    const before = await openSite(page);
    const opened = await overlay.open(page);
    await expect(opened).toBeVisible();
    await expect.poll(() => page.evaluate(() => history.length)).toBe(before + 1);

    await page.goBack();
    await expect(opened).toHaveCount(0);
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Jamie Santos' })).toBeVisible();
    expect(await overlayDepth(page)).toBe(0);
  });

  test(`${overlay.name}: closed by its button, one Back leaves the site (no entry left behind)`, async ({
    page,
  }) => {
    await openSite(page);
    const opened = await overlay.open(page);
    await expect(opened).toBeVisible();
    await expect.poll(() => overlayDepth(page)).toBe(1);
    await opened.getByRole('button', { name: overlay.closeButton, exact: true }).click();
    await expect(opened).toHaveCount(0);
    await expect.poll(() => overlayDepth(page)).toBe(0);

    await page.goBack();
    await expect(page).toHaveURL('about:blank');
  });
}

test('Escape and a click outside remove the entry too; opening again and again never piles entries up', async ({
  page,
}) => {
  const before = await openSite(page);
  const [, contact] = OVERLAYS;
  for (let round = 0; round < 3; round++) {
    const dialog = await contact.open(page);
    await expect(dialog).toBeVisible();
    await expect.poll(() => overlayDepth(page)).toBe(1);
    if (round === 1) await page.mouse.click(5, 5);
    else await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect.poll(() => overlayDepth(page)).toBe(0);
  }
  // One forward entry at most (the last closed one's), never one per opening.
  expect(await page.evaluate(() => history.length)).toBeLessThanOrEqual(before + 1);
  await page.goBack();
  await expect(page).toHaveURL('about:blank');
});

test('a reload with the drawer open opens nothing and leaves no entry to step back over', async ({
  page,
}) => {
  await openSite(page);
  const [drawer] = OVERLAYS;
  await expect(await drawer.open(page)).toBeVisible();
  await expect.poll(() => overlayDepth(page)).toBe(1);

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Jamie Santos' })).toBeVisible();
  await expect.poll(() => overlayDepth(page)).toBe(0);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.goBack();
  await expect(page).toHaveURL('about:blank');
});

test.describe('stacked overlays', () => {
  test.use({ userAgent: IOS_SAFARI_UA });

  test('Back closes the install help over the drawer, then the drawer', async ({ page }) => {
    await openSite(page);
    const [drawerOverlay] = OVERLAYS;
    const drawer = await drawerOverlay.open(page);
    await drawer.getByRole('button', { name: 'Install app' }).click();
    const help = page.getByRole('dialog', { name: 'Install app' });
    await expect(help).toBeVisible();
    await expect.poll(() => overlayDepth(page)).toBe(2);

    await page.goBack();
    await expect(help).toHaveCount(0);
    await expect(drawer).toBeVisible();
    await page.goBack();
    await expect(drawer).toHaveCount(0);
    await expect(page).toHaveURL('/');
    await page.goBack();
    await expect(page).toHaveURL('about:blank');
  });
});

test("the drawer's Home link scrolls to the top, and closing the drawer's entry does not scroll back", async ({
  page,
}) => {
  await openSite(page);
  await page.getByRole('button', { name: 'Play demo reel' }).scrollIntoViewIfNeeded();
  await expect.poll(() => page.evaluate(() => scrollY)).toBeGreaterThan(300);
  const [drawerOverlay] = OVERLAYS;
  const drawer = await drawerOverlay.open(page);
  await drawer.getByRole('link', { name: 'Home' }).click();
  await expect(drawer).toHaveCount(0);
  // The entry is gone (its popstate has run) and the page stays at the top.
  await expect.poll(() => overlayDepth(page)).toBe(0);
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
  expect(await page.evaluate(() => scrollY)).toBe(0);
});
