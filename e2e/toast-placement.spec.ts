import { NARROW, openDrawer, WIDE } from './support/a11y.ts';
import { setMediaMode } from './support/stand-ins.ts';
import { expect, type Locator, type Page, test } from './support/test.ts';
import { expectFullScreenUnderToast, showHoveredToast } from './support/toasts.ts';

// docs/product.md § Navigation and § Toasts: the full-screen dialogs (the
// navigation drawer, the video dialog) cover the whole viewport whether or not
// a toast shows; the toast lies on top, and the dialog's content makes room
// for the toasts' band, so nothing is covered. A toast either shows before the
// dialog opens (a like, "Ready to work offline") or comes while it is open
// (the browser reports the app installed from its own menu). The centred
// contact dialog's case is in contact-form.spec.ts.

// No service worker: its "Ready to work offline" toast would come at a moment of its own.
test.use({ serviceWorkers: 'block', viewport: NARROW });

test.beforeEach(async ({ page }) => {
  // The toasts' 2000 ms run on the page's clock, paused while a check needs a toast.
  await page.clock.install();
});

test.afterEach(async () => {
  await setMediaMode({ kind: 'ok' });
});

/** Shows "Added to Favorites" with the footer's Like and holds it on screen (the clock stays paused). */
function showLikeToast(page: Page) {
  const like = page.getByRole('button', { name: 'Like' });
  return showHoveredToast(page, () => like.click(), 'Added to Favorites');
}

/** Shows "Installed" and holds it on screen (the clock stays paused). */
function showInstalledToast(page: Page) {
  return showHoveredToast(
    page,
    async () => {
      await page.evaluate(() => window.dispatchEvent(new Event('appinstalled')));
    },
    'Installed',
  );
}

/** The drawer's parts: its last control is the colour-mode switch. */
function drawerParts(drawer: Locator) {
  return {
    frame: drawer.locator('..'),
    scroller: drawer,
    last: drawer.getByRole('switch', { name: 'Dark mode' }),
  };
}

/** Opens the video dialog with the media host stalled: it stays as it opened, with its spinner. */
async function openStalledVideo(page: Page) {
  await page.getByRole('button', { name: 'Play demo reel' }).click();
  const video = page.getByRole('dialog', { name: 'Demo Reel' });
  await expect(video.getByRole('status', { name: 'Loading video' })).toBeVisible();
  // The player's own controls run along its bottom edge, nearest the toasts.
  return { frame: video.locator('..'), last: video.locator('video') };
}

test('on a phone, the drawer opened while a toast shows covers the whole screen', async ({
  page,
}) => {
  await page.goto('/');
  const toast = await showLikeToast(page);
  const drawer = await openDrawer(page);
  await expectFullScreenUnderToast(page, toast, drawerParts(drawer));
});

test('a toast gives its band to the open dialogs alone, never to the whole page', async ({
  page,
}) => {
  await page.goto('/');
  await showLikeToast(page);
  // A variable on the root element would restyle every element of the page with each toast.
  const rootStyle = () => page.evaluate(() => document.documentElement.getAttribute('style') ?? '');
  expect(await rootStyle()).not.toContain('--toast');
  // The drawer opened while it shows gets the band as it is added to the page.
  await openDrawer(page);
  const band = () =>
    page
      .locator('[data-modal-overlay]')
      .evaluate((overlay) => getComputedStyle(overlay).getPropertyValue('--toast-band'));
  expect(await band()).toMatch(/^calc\(\d+px \+ 0\.5rem \+ max\(/);
  expect(await rootStyle()).not.toContain('--toast');
});

test('on a phone, a toast coming while the drawer is open leaves it full size', async ({
  page,
}) => {
  await page.goto('/');
  const drawer = await openDrawer(page);
  const toast = await showInstalledToast(page);
  await expectFullScreenUnderToast(page, toast, drawerParts(drawer));
});

test('on a phone, the video dialog opened while a toast shows covers the whole screen', async ({
  page,
}) => {
  await setMediaMode({ kind: 'stall' });
  await page.goto('/');
  const toast = await showLikeToast(page);
  const video = await openStalledVideo(page);
  await expectFullScreenUnderToast(page, toast, video);
});

test('on a phone, a toast coming while the video dialog is open leaves it full size', async ({
  page,
}) => {
  await setMediaMode({ kind: 'stall' });
  await page.goto('/');
  const video = await openStalledVideo(page);
  const toast = await showInstalledToast(page);
  await expectFullScreenUnderToast(page, toast, video);
});

test('on a wide screen, the video dialog keeps all of a wide video above a toast', async ({
  page,
}) => {
  // A 16:9 video is as tall as the screen at 1280 × 800: it shrinks to fit above the toasts.
  await page.setViewportSize(WIDE);
  await setMediaMode({ kind: 'stall' });
  await page.goto('/');
  const video = await openStalledVideo(page);
  const toast = await showInstalledToast(page);
  await expectFullScreenUnderToast(page, toast, video);
});

/** Opens the contact dialog, then shows "Installed" over it, held on screen. */
async function contactUnderToast(page: Page) {
  await page.goto('/');
  await page.getByRole('button', { name: 'Email', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Send me a message' });
  await expect(dialog).toBeVisible();
  return { dialog, toast: await showInstalledToast(page) };
}

test('a toast over an open dialog lies beside it in its overlay, and back in the page as it closes', async ({
  page,
}) => {
  const { dialog, toast } = await contactUnderToast(page);
  // A modal dialog makes the rest of the page inert (no pointer, no screen reader): the toast is
  // in the open overlay, beside the dialog, not in its content
  // (docs/decisions/0051-native-modal-dialogs.md).
  const where = () =>
    toast.evaluate((element) => ({
      inOverlay: element.closest('dialog')?.matches(':modal') ?? false,
      inDialog: element.closest('[role="dialog"]') !== null,
    }));
  expect(await where()).toEqual({ inOverlay: true, inDialog: false });
  await expect(dialog.getByRole('alertdialog')).toHaveCount(0);
  // Escape closes the dialog; the toast stays, in the page again.
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(toast).toBeVisible();
  expect(await where()).toEqual({ inOverlay: false, inDialog: false });
  await toast.getByRole('button', { name: 'Dismiss notification' }).click();
  await expect(toast).toHaveCount(0);
});

test('over an open dialog a toast takes a click: its Dismiss closes it, the dialog stays', async ({
  page,
}) => {
  await page.goto('/');
  const drawer = await openDrawer(page);
  const toast = await showInstalledToast(page);
  await toast.getByRole('button', { name: 'Dismiss notification' }).click();
  await expect(toast).toHaveCount(0);
  await expect(drawer).toBeVisible();
});

test('Tab from a toast over an open dialog stays in its overlay, and comes round to the dialog', async ({
  page,
}) => {
  const { dialog, toast } = await contactUnderToast(page);
  // The toast's Dismiss is the overlay's last Tab stop: the browser's own Tab would leave the page.
  await toast.getByRole('button', { name: 'Dismiss notification' }).focus();
  await page.keyboard.press('Tab');
  await expect
    .poll(() =>
      page.evaluate(() => document.activeElement?.closest('dialog')?.matches(':modal') ?? false),
    )
    .toBe(true);
  expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
});
