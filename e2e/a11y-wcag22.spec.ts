import { NARROW, openDrawer, WIDE, waitForWholeHome } from './support/a11y.ts';
import { connect, openContact, writeAndSend } from './support/contact.ts';
import { expectWcag22Controls } from './support/controls.ts';
import { resetMail, setMailMode, setMediaMode, setProjectsMode } from './support/stand-ins.ts';
import { expect, test } from './support/test.ts';
import { hoverNewToast } from './support/toasts.ts';

// docs/product.md § Accessibility: WCAG 2.2 criteria axe covers only in part: every link and control
// is at least 24 × 24 px (2.5.8 Target Size) and its visible label is part of
// its accessible name (2.5.3 Label in Name), on the page, in every dialog, in
// toasts and in the outbox's failed messages. (Focus Not Obscured, 2.4.11, is
// checked on every Tab stop in a11y-keyboard.spec.ts.)

// No service worker: its first-visit toast ("Ready to work offline") would
// join the scenes at a moment of its own choosing (toasts are checked here
// with the like's).
test.use({ serviceWorkers: 'block' });

test.beforeEach(async () => {
  await setProjectsMode({ kind: 'ok' });
  await resetMail();
});
test.afterEach(async () => {
  await setMediaMode({ kind: 'ok' });
  await setMailMode({ kind: 'ok' });
});

for (const [layout, viewport] of [
  ['wide', WIDE],
  ['narrow', NARROW],
] as const) {
  test(`${layout} (${viewport.width} px): target size and label in name everywhere`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await page.goto('/');
    await waitForWholeHome(page);
    expect(await expectWcag22Controls(page, 'page')).toBeGreaterThanOrEqual(
      layout === 'wide' ? 19 : 16,
    );

    if (layout === 'narrow') {
      const drawer = await openDrawer(page);
      expect(await expectWcag22Controls(page, 'drawer')).toBeGreaterThanOrEqual(5);
      await page.keyboard.press('Escape');
      await expect(drawer).toHaveCount(0);
    }

    const contact = await openContact(page);
    await contact.getByRole('button', { name: 'Send' }).click();
    await expect(contact.getByText('Name must be at least 3 characters')).toBeVisible();
    // Close, four fields, Cancel and Send.
    expect(await expectWcag22Controls(page, 'contact form with errors')).toBe(7);
    await page.keyboard.press('Escape');
    await expect(contact).toHaveCount(0);

    await setMediaMode({ kind: 'not-found' });
    await page.getByRole('button', { name: 'Play demo reel' }).click();
    const video = page.getByRole('dialog', { name: 'Demo Reel' });
    await expect(video.getByRole('button', { name: 'Try again' })).toBeVisible();
    expect(await expectWcag22Controls(page, 'video dialog, failed')).toBe(2);
    await page.keyboard.press('Escape');
    await expect(video).toHaveCount(0);

    const like = page.getByRole('button', { name: 'Like' });
    const toast = await hoverNewToast(page, () => like.click());
    await expect(toast.getByRole('button', { name: 'Dismiss notification' })).toBeVisible();
    await expectWcag22Controls(page, 'toast');
    await toast.getByRole('button', { name: 'Dismiss notification' }).click();
    await expect(toast).toHaveCount(0);
  });
}

test('the failed messages of the outbox: Retry and Discard', async ({ page }) => {
  await page.setViewportSize(NARROW);
  await page.goto('/');
  await setMailMode({ kind: 'status', status: 400, text: 'The service ID is invalid' });
  const contact = await writeAndSend(page);
  await expect(contact.getByRole('alert')).toBeVisible();
  expect(await expectWcag22Controls(page, 'contact form with a rejection')).toBe(7);
  await page.keyboard.press('Escape');
  // The dialog's controls are out of the page only once its exit has ended.
  await expect(contact).toHaveCount(0);
  const failed = connect(page)
    .getByRole('list', { name: 'Messages not sent' })
    .getByRole('listitem');
  await expect(failed).toHaveCount(1);
  await expect(failed.getByRole('button', { name: 'Retry' })).toBeVisible();
  await expectWcag22Controls(page, 'failed messages');
});
