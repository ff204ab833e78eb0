import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Shows a toast with `show` and rests the pointer on it before its 2000 ms
 * (docs/product.md § Toasts) can run out, however busy the machine: the
 * page's clock stands still from just before `show` until the pointer is on
 * the toast, whose timer stays paused from then on while it is hovered. Call
 * `page.clock.install()` before the page loads.
 * @param text the toast's title.
 * @returns the hovered toast (role alertdialog while hovered, with its
 *   Dismiss button); the page's clock is still paused: `page.clock.resume()`
 *   lets it run, `page.clock.runFor(ms)` moves it on.
 */
export async function showHoveredToast(page: Page, show: () => Promise<void>, text: string): Promise<Locator> {
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1);
  await show();
  const toast = page.getByRole('alertdialog').filter({ hasText: text });
  await toast.hover();
  await expect(toast).toBeVisible();
  return toast;
}
