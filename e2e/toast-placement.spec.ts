import { NARROW, openDrawer } from './support/a11y';
import { setMediaMode } from './support/control';
import { expect, test } from './support/test';
import { expectToastClearOf } from './support/toasts';

// docs/product.md § Toasts: a toast never covers an open modal dialog. The
// full-screen ones (the navigation drawer, the video dialog) give the toasts
// the band at the bottom edge while one shows. (The contact form's case is in
// contact-form.spec.ts.)

// No service worker: its "Ready to work offline" toast would come at a moment of its own.
test.use({ serviceWorkers: 'block', viewport: NARROW });

test.afterEach(async () => {
  await setMediaMode({ kind: 'ok' });
});

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
