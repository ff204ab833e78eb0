import { NARROW, openDrawer } from './support/a11y';
import { setMediaMode } from './support/control';
import { expect, type Locator, type Page, test } from './support/test';
import { showHoveredToast } from './support/toasts';

// docs/product.md § Toasts: a toast never covers an open modal dialog. The
// full-screen ones (the navigation drawer, the video dialog) give the toasts
// the band at the bottom edge while one shows. (The contact form's case is in
// contact-form.spec.ts.)

// No service worker: its "Ready to work offline" toast would come at a moment of its own.
test.use({ serviceWorkers: 'block', viewport: NARROW });

test.afterEach(async () => {
  await setMediaMode({ kind: 'ok' });
});

/**
 * Shows the toast "Installed" (the browser reports the app installed from
 * its own menu), held on screen by the paused clock and the pointer on it,
 * and checks that it lies wholly outside `frame` and that `control`
 * still takes a tap at its centre.
 */
async function expectToastClearOf(page: Page, frame: Locator, control: Locator): Promise<void> {
  const toast = await showHoveredToast(
    page,
    async () => {
      await page.evaluate(() => window.dispatchEvent(new Event('appinstalled')));
    },
    'Installed',
  );
  await expect(toast).toBeInViewport({ ratio: 1 });
  // The frame gives way to the toast's band (a layout change, not an animation).
  await expect
    .poll(async () => {
      const [box, shown] = await Promise.all([frame.boundingBox(), toast.boundingBox()]);
      return shown!.y >= box!.y + box!.height || shown!.y + shown!.height <= box!.y;
    })
    .toBe(true);
  await control.scrollIntoViewIfNeeded(); // as a visitor would, when the frame scrolls
  expect(
    await control.evaluate((element) => {
      const box = element.getBoundingClientRect();
      const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
      return element.contains(hit);
    }),
  ).toBe(true);
  await page.clock.resume();
}

test('on a phone, a toast shown while the navigation drawer is open covers none of it', async ({
  page,
}) => {
  await page.clock.install();
  await page.goto('/');
  const drawer = await openDrawer(page);
  // The drawer's last control, at the bottom edge where the toasts come.
  const colourSwitch = drawer.getByRole('switch', { name: 'Dark mode' });
  await expectToastClearOf(page, drawer.locator('..'), colourSwitch);
});

test('on a phone, a toast shown while the video dialog is open covers none of it', async ({
  page,
}) => {
  // The media host never answers: the dialog stays as it opened, with its spinner.
  await setMediaMode({ kind: 'stall' });
  await page.clock.install();
  await page.goto('/');
  await page.getByRole('button', { name: 'Play demo reel' }).click();
  const video = page.getByRole('dialog', { name: 'Demo Reel' });
  await expect(video.getByRole('status', { name: 'Loading video' })).toBeVisible();
  await expectToastClearOf(page, video.locator('..'), video.getByRole('button', { name: 'Close' }));
});
