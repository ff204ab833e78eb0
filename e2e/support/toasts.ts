import { type BrowserContext, expect, type Locator, type Page } from '@playwright/test';

/**
 * Stops the page's clock (timers, `Date`, `performance.now`) a moment from
 * now, for `page.clock.runFor` to move it. Call `page.clock.install()` before
 * the page loads.
 */
export async function pauseClock(page: Page): Promise<void> {
  // A second ahead: pausing at a time the running clock has already passed is an error. The
  // clock runs on between reading it and pausing, and while the page's main thread is busy
  // (hydrating, on a loaded machine) that gap can pass a second: then the time is read again,
  // from a page that is less busy each time. Any other error is thrown at once.
  for (let attempt = 1; ; attempt += 1) {
    const now = await page.evaluate(() => Date.now());
    try {
      await page.clock.pauseAt(now + 1_000);
      return;
    } catch (error) {
      if (attempt >= 5 || !/to the past/.test(String(error))) throw error;
    }
  }
}

/**
 * Shows a toast with `show` and rests the pointer on it, for checks that
 * need a toast on screen (axe, target sizes), with the page's clock running.
 * A toast closes 2000 ms after it renders unless hovered, and on a busy
 * machine the pointer can arrive too late: then the toast is gone, and the
 * next `show` makes a new one, up to `tries` times. Hovered, its timer
 * stays paused until the pointer leaves.
 * @param show makes one toast (e.g. a click on Like, whose toast text then
 *   alternates between "Added to Favorites" and "Removed from Favorites").
 * @returns the hovered toast (role alertdialog while hovered).
 * @throws the last hover's error when no try reached a toast in time.
 */
export async function hoverNewToast(
  page: Page,
  show: () => Promise<void>,
  tries = 5,
): Promise<Locator> {
  let lastError: unknown;
  for (let attempt = 0; attempt < tries; attempt += 1) {
    await show();
    const toast = page
      .getByRole('alertdialog')
      .filter({ hasText: /Favorites/ })
      .last();
    try {
      await toast.hover({ timeout: 5_000 });
      if (await toast.isVisible()) return toast;
    } catch (error) {
      lastError = error;
    }
  }
  throw lastError ?? new Error('No toast could be hovered');
}

/**
 * Shows a toast with `show` and rests the pointer on it before its 2000 ms
 * (docs/product.md § Toasts) can run out, however busy the machine: the
 * page's clock stands still from just before `show` until the pointer is on
 * the toast (moving only to let the first toast of a page render), whose
 * timer stays paused from then on while it is hovered. Call
 * `page.clock.install()` before the page loads.
 * @param text the toast's title.
 * @returns the hovered toast (role alertdialog while hovered, with its
 *   Dismiss button); the page's clock is still paused: `page.clock.resume()`
 *   lets it run, `page.clock.runFor(ms)` moves it on.
 */
export async function showHoveredToast(
  page: Page,
  show: () => Promise<void>,
  text: string,
): Promise<Locator> {
  await pauseClock(page);
  await show();
  const toast = page.getByRole('alertdialog').filter({ hasText: text });
  // The first toast of a page loads the toasts' code, which React reveals
  // after a short timer of its own: move the clock on in small steps until
  // the toast shows. Its own 2000 ms start only then, so at most one step
  // (50 ms) of them passes before the pointer rests on it.
  await expect
    .poll(async () => {
      if (await toast.isVisible()) return true;
      await page.clock.runFor(50);
      return false;
    })
    .toBe(true);
  await toast.hover();
  await expect(toast).toBeVisible();
  return toast;
}

/**
 * Records the text of every toast (role alert) that appears in the pages
 * of `context` from now on, in order, with a MutationObserver set up before
 * any script of the page runs. For a check that a toast was shown, without
 * racing its 2000 ms on screen (docs/product.md § Toasts).
 */
export async function recordToastTexts(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const texts: string[] = [];
    (window as unknown as { toastTexts: string[] }).toastTexts = texts;
    new MutationObserver((records) => {
      for (const record of records) {
        for (const node of record.addedNodes) {
          if (!(node instanceof Element)) continue;
          const alerts = [
            ...(node.matches('[role="alert"]') ? [node] : []),
            ...node.querySelectorAll('[role="alert"]'),
          ];
          for (const alert of alerts) texts.push(alert.textContent ?? '');
        }
      }
    }).observe(document, { childList: true, subtree: true });
  });
}

/** The toast texts {@link recordToastTexts} saw in `page` so far. */
export function shownToastTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { toastTexts?: string[] }).toastTexts ?? []);
}

/**
 * Shows the toast "Installed" (the browser reports the app installed from
 * its own menu), held on screen by the paused clock and the pointer on it,
 * and checks that it lies wholly outside `frame` (a modal dialog's box) and
 * that `control` still takes a tap at its centre (docs/product.md § Toasts:
 * a toast never covers an open modal dialog). Call `page.clock.install()`
 * before the page loads; the clock runs again afterwards.
 */
export async function expectToastClearOf(
  page: Page,
  frame: Locator,
  control: Locator,
): Promise<void> {
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

/** The parts of a full-screen modal dialog {@link expectFullScreenUnderToast} checks. */
export type FullScreenDialog = {
  /** The dialog's outer box (its modal box in the overlay). */
  frame: Locator;
  /** The element whose content scrolls inside it, when it scrolls. */
  scroller?: Locator;
  /** Its last control, nearest the bottom edge where the toasts come. */
  last: Locator;
};

/**
 * Checks a full-screen modal dialog (the navigation drawer, the video dialog)
 * while `toast` shows (docs/product.md § Navigation and § Toasts): the
 * dialog's box covers the whole viewport, the toast lies on top of it (the
 * point at the toast's centre hits the toast), and the dialog's last control,
 * once its content is scrolled to the end, lies wholly above the toasts'
 * stack and takes a tap at the middle of its bottom edge (the part nearest the
 * toasts). Call it while the toast is held on screen ({@link showHoveredToast}).
 */
export async function expectFullScreenUnderToast(
  page: Page,
  toast: Locator,
  { frame, scroller, last }: FullScreenDialog,
): Promise<void> {
  const viewport = page.viewportSize()!;
  // Full size once its slide-in (220 ms) has ended.
  await expect
    .poll(async () => {
      const box = await frame.boundingBox();
      return box && [box.x, box.y, box.width, box.height].map(Math.round);
    })
    .toEqual([0, 0, viewport.width, viewport.height]);

  /** In the page: whether the point at the middle of `element` (or of its bottom edge) hits it. */
  const hitsItself = (element: Element, atBottom: boolean) => {
    const box = element.getBoundingClientRect();
    const y = atBottom ? box.bottom - 1 : box.y + box.height / 2;
    return element.contains(document.elementFromPoint(box.x + box.width / 2, y));
  };
  expect(await toast.evaluate(hitsItself, false), 'the toast lies on top of the dialog').toBe(true);

  await scroller?.evaluate((element) => {
    element.scrollTop = element.scrollHeight;
  });
  const stack = page.getByRole('region', { name: /notification/i });
  const [lastBox, stackBox] = await Promise.all([last.boundingBox(), stack.boundingBox()]);
  expect(
    lastBox!.y + lastBox!.height,
    'the last control ends above the toasts',
  ).toBeLessThanOrEqual(stackBox!.y);
  expect(await last.evaluate(hitsItself, true), 'the last control takes a tap').toBe(true);
}
