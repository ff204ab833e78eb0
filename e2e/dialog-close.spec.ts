import { setMediaMode } from './support/stand-ins.ts';
import { expect, type Locator, type Page, test } from './support/test.ts';

/**
 * The dialogs show their frame in the tap's own render and the rest one
 * render later (docs/product.md § Performance, "Every tap answered"). On
 * closing, the rest must stay until the dialog itself is gone: it slides or
 * fades out for 150–220 ms, and a dialog that empties while it leaves
 * flickers.
 */

/**
 * Closes the open dialog `dialog` with Escape and reports whether `content`
 * left the page while the dialog was still there, watched on every DOM change
 * from before the key press until the dialog is gone.
 */
async function contentLeftBeforeDialog(
  page: Page,
  dialog: Locator,
  content: Locator,
): Promise<boolean> {
  await expect(content).toBeVisible();
  const dialogElement = await dialog.elementHandle();
  const contentElement = await content.elementHandle();
  await page.evaluate(
    ([frame, rest]) => {
      const marks = window as unknown as { __contentLeftFirst?: boolean };
      marks.__contentLeftFirst = false;
      const observer = new MutationObserver(() => {
        if (frame?.isConnected && !rest?.isConnected) marks.__contentLeftFirst = true;
        if (!frame?.isConnected) observer.disconnect();
      });
      observer.observe(document.body, { childList: true, subtree: true });
    },
    [dialogElement, contentElement] as const,
  );
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  return page.evaluate(
    () => (window as unknown as { __contentLeftFirst?: boolean }).__contentLeftFirst === true,
  );
}

test('the drawer keeps its courses and switch while it slides out', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  await page.getByRole('button', { name: 'Open navigation' }).click();
  const drawer = page.getByRole('dialog', { name: 'Navigation' });
  expect(
    await contentLeftBeforeDialog(page, drawer, drawer.getByRole('switch', { name: 'Dark mode' })),
  ).toBe(false);
});

test('"Send me a message" keeps its form while it fades out', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Email' }).click();
  const dialog = page.getByRole('dialog', { name: 'Send me a message' });
  expect(
    await contentLeftBeforeDialog(page, dialog, dialog.getByRole('button', { name: 'Send' })),
  ).toBe(false);
});

test('"Demo Reel" keeps its player while it fades out', async ({ page }) => {
  // A ten-minute video: the six-second sample can end, and close the reel by itself, before the
  // check begins on a busy machine.
  await setMediaMode({ kind: 'ok', video: 'ten-minutes' });
  await page.goto('/');
  await page.getByRole('button', { name: 'Play demo reel' }).click();
  const dialog = page.getByRole('dialog', { name: 'Demo Reel' });
  expect(await contentLeftBeforeDialog(page, dialog, dialog.locator('video'))).toBe(false);
});

/**
 * Closing a modal plays its exit animation (every overlay fades out; the
 * drawer also slides out): checked in the commit that marks it `data-exiting`
 * (docs/decisions/0051-native-modal-dialogs.md). The overlay's fade-in is held once it
 * ends; an exit animation of the same name would only update that finished
 * animation, and the modal would vanish at once.
 */
test.afterEach(async () => {
  await setMediaMode({ kind: 'ok' });
});

for (const { button, dialog, width } of [
  { button: 'Email', dialog: 'Send me a message', width: 1280 },
  { button: 'Open navigation', dialog: 'Navigation', width: 390 },
  { button: 'Play demo reel', dialog: 'Demo Reel', width: 1280 },
]) {
  test(`closing "${dialog}" fades its overlay out`, async ({ page }) => {
    // A ten-minute video: the short sample would end, and close the reel by itself, while a
    // busy machine is still loading it.
    if (dialog === 'Demo Reel') await setMediaMode({ kind: 'ok', video: 'ten-minutes' });
    await page.setViewportSize({ width, height: 844 });
    await page.goto('/');
    await page.getByRole('button', { name: button, exact: true }).click();
    const modal = page.getByRole('dialog', { name: dialog });
    await expect(modal).toBeVisible();
    // The entry animations have ended (a spinner's endless one, while the video loads, is none).
    await expect
      .poll(() =>
        page.evaluate(() =>
          document
            .querySelector('[data-modal-overlay]')
            ?.getAnimations({ subtree: true })
            .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
            .every((animation) => animation.playState !== 'running'),
        ),
      )
      .toBe(true);
    await page.evaluate(() => {
      const overlay = document.querySelector('[data-modal-overlay]');
      (window as unknown as { __exit: Promise<number> }).__exit = new Promise((resolve) => {
        const observer = new MutationObserver(() => {
          if (!overlay?.hasAttribute('data-exiting')) return;
          observer.disconnect();
          // The overlay's own fade-out (the drawer's slide-out is on the modal in it).
          resolve(
            overlay.getAnimations().filter((animation) => animation.playState === 'running').length,
          );
        });
        observer.observe(overlay!, { attributes: true, subtree: true });
      });
    });
    await page.keyboard.press('Escape');
    expect(
      await page.evaluate(() => (window as unknown as { __exit: Promise<number> }).__exit),
    ).toBeGreaterThan(0);
    await expect(modal).toHaveCount(0);
  });
}
