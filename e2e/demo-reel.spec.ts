import { mediaRequestCount, releaseMedia, setMediaMode } from './support/stand-ins.ts';
import { expect, type Page, test } from './support/test.ts';
import { pauseClock, showHoveredToast } from './support/toasts.ts';

// No service worker: its first-visit toast "Ready to work offline" can come at
// any moment, and under a paused clock it stays; once focus lands in the toast
// region (after Dismiss), every toast's timer waits, the like's included.
test.use({ serviceWorkers: 'block' });

/**
 * Records in the page when each toast (role alert) appears and disappears,
 * by performance.now(), and in which order.
 */
function recordToasts(page: Page) {
  return page.addInitScript(() => {
    type Entry = { text: string; shownAt: number; goneAt?: number };
    const log: Entry[] = [];
    const seen = new Map<Element, Entry>();
    (window as unknown as { toastLog: Entry[] }).toastLog = log;
    const alertsIn = (node: Node) =>
      node instanceof Element
        ? [
            ...(node.matches('[role="alert"]') ? [node] : []),
            ...node.querySelectorAll('[role="alert"]'),
          ]
        : [];
    new MutationObserver((records) => {
      const now = performance.now();
      for (const record of records) {
        for (const node of record.addedNodes) {
          for (const alert of alertsIn(node)) {
            const entry = { text: alert.textContent ?? '', shownAt: now };
            seen.set(alert, entry);
            log.push(entry);
          }
        }
        for (const node of record.removedNodes) {
          for (const alert of alertsIn(node)) {
            const entry = seen.get(alert);
            if (entry) entry.goneAt = now;
          }
        }
      }
    }).observe(document, { childList: true, subtree: true });
  });
}

type ToastEntry = { text: string; shownAt: number; goneAt?: number };
const toastLog = (page: Page) =>
  page.evaluate(() => (window as unknown as { toastLog: ToastEntry[] }).toastLog);

/** Records the largest `currentTime` any video reached and whether one ended. */
function recordPlayback(page: Page) {
  return page.addInitScript(() => {
    const state = { maxTime: 0, ended: false };
    (window as unknown as { playback: typeof state }).playback = state;
    document.addEventListener(
      'timeupdate',
      (event) => {
        state.maxTime = Math.max(state.maxTime, (event.target as HTMLVideoElement).currentTime);
      },
      true,
    );
    document.addEventListener('ended', () => (state.ended = true), true);
  });
}

const playback = (page: Page) =>
  page.evaluate(
    () => (window as unknown as { playback: { maxTime: number; ended: boolean } }).playback,
  );

test.afterEach(async () => {
  await setMediaMode({ kind: 'ok' });
});

test.describe('like toggle', () => {
  test('flips aria-pressed and shows the right toast, gone after 2 s', async ({ page }) => {
    await recordToasts(page);
    await page.clock.install();
    await page.goto('/');
    const like = page.getByRole('button', { name: 'Like' });
    await expect(like).toHaveAttribute('aria-pressed', 'false');

    // The first flip loads the toasts' code (React reveals it after a short
    // timer of its own, so the page's clock must run).
    await like.click();
    await expect(like).toHaveAttribute('aria-pressed', 'true');
    const added = page.getByRole('alert', { name: 'Added to Favorites' });
    await expect(added).toBeVisible();
    await expect(added).toHaveCount(0, { timeout: 5_000 });

    // Then the page's clock stands still while each toast shows and moves only
    // as the test says: 2000 ms exactly, however long the machine takes to
    // render the toast (timed by the wall clock, a long render made a toast
    // look shorter than it is, and the test failed on a busy machine).
    for (const [pressed, text] of [
      ['false', 'Removed from Favorites'],
      ['true', 'Added to Favorites'],
    ] as const) {
      await pauseClock(page);
      await like.click();
      await expect(like).toHaveAttribute('aria-pressed', pressed);
      const toast = page.getByRole('alert', { name: text });
      await expect(toast).toBeVisible();
      await page.clock.runFor(1_990);
      await expect(toast).toBeVisible();
      await page.clock.runFor(20);
      await expect(toast).toHaveCount(0);
      await page.clock.resume();
    }

    // The like's toasts only: a first visit may also say "Ready to work offline".
    const log = (await toastLog(page)).filter((entry) => /Favorites/.test(entry.text));
    expect(log.map((entry) => entry.text)).toEqual([
      'Added to Favorites',
      'Removed from Favorites',
      'Added to Favorites',
    ]);
  });

  for (const viewport of [
    { width: 1280, height: 800 },
    { width: 390, height: 844 },
  ]) {
    test(`two quick flips show both toasts in order (${viewport.width}px wide)`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      await page.goto('/');
      const like = page.getByRole('button', { name: 'Like' });
      await like.scrollIntoViewIfNeeded();
      // The toast must not cover the button: the second click lands while the first toast shows,
      // and no toast stays paused under the resting pointer.
      await like.click();
      await like.click();
      await expect(like).toHaveAttribute('aria-pressed', 'false');
      // The like's toasts only: a first visit may also say "Ready to work offline"
      // whenever the service worker finishes precaching.
      const likeToasts = page.getByRole('alert').filter({ hasText: /Favorites/ });
      await expect(likeToasts).toHaveText(['Added to Favorites', 'Removed from Favorites']);
      await expect(likeToasts).toHaveCount(0, { timeout: 5_000 });
    });
  }

  test('a toast can be dismissed, and waits while hovered', async ({ page }) => {
    await page.clock.install();
    await page.goto('/');
    const like = page.getByRole('button', { name: 'Like' });
    await like.click();
    const toast = page.getByRole('alertdialog').filter({ hasText: 'Added to Favorites' });
    await toast.getByRole('button', { name: 'Dismiss notification' }).click();
    await expect(toast).toHaveCount(0, { timeout: 500 });

    // Held under the pointer well past its 2000 ms, by the page's own clock,
    // which moves only when told to: no fixed wait, and no race between the
    // toast's timer and the pointer reaching it.
    const removed = await showHoveredToast(page, () => like.click(), 'Removed from Favorites');
    await page.clock.runFor(3_000);
    await expect(removed).toBeVisible();
    await page.mouse.move(0, 0);
    await page.clock.runFor(2_000);
    await page.clock.resume();
    await expect(removed).toHaveCount(0, { timeout: 3_000 });
  });
});

test.describe('video', () => {
  test('play shows the spinner, then the video plays and the dialog closes when it ends', async ({
    page,
  }) => {
    await recordPlayback(page);
    // The media host answers only once the spinner has been seen, however busy the machine.
    await setMediaMode({ kind: 'ok', hold: true });
    await page.goto('/');
    const play = page.getByRole('button', { name: 'Play demo reel' });
    await play.click();

    const dialog = page.getByRole('dialog', { name: 'Demo Reel' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('status', { name: 'Loading video' })).toBeVisible();
    await releaseMedia();

    await expect(dialog.getByRole('status')).toHaveCount(0);
    await expect(dialog).toHaveCount(0, { timeout: 10_000 });
    const { maxTime, ended } = await playback(page);
    expect(maxTime).toBeGreaterThan(0.5);
    expect(ended).toBe(true);
    await expect(play).toBeFocused();
    expect(await mediaRequestCount()).toBeGreaterThan(0);
  });

  test('Close closes the playing video and focus returns to the play button', async ({ page }) => {
    await recordPlayback(page);
    // Ten minutes: however slow the machine, the video is still playing when Close is pressed
    // (the 6 s reel could end by itself first, and close the dialog without Close).
    await setMediaMode({ kind: 'ok', video: 'ten-minutes' });
    await page.goto('/');
    const play = page.getByRole('button', { name: 'Play demo reel' });
    await play.click();
    const dialog = page.getByRole('dialog', { name: 'Demo Reel' });
    await expect(dialog.getByRole('status')).toHaveCount(0);
    // The video plays: its time advances.
    await expect.poll(async () => (await playback(page)).maxTime).toBeGreaterThan(0.3);

    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(play).toBeFocused();
    expect((await playback(page)).ended).toBe(false);
  });

  test('it opens full screen from the keyboard, and Escape closes it while loading', async ({
    page,
  }) => {
    await setMediaMode({ kind: 'stall' });
    await page.goto('/');
    const play = page.getByRole('button', { name: 'Play demo reel' });
    await play.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Demo Reel' });
    await expect(dialog.getByRole('status', { name: 'Loading video' })).toBeVisible();
    expect(await dialog.boundingBox()).toMatchObject({ x: 0, y: 0, width: 1280, height: 800 });
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(play).toBeFocused();
  });

  test('a 404 video shows the error message instead of the spinner, and Close still works', async ({
    page,
  }) => {
    await setMediaMode({ kind: 'not-found' });
    await page.goto('/');
    await page.getByRole('button', { name: 'Play demo reel' }).click();
    const dialog = page.getByRole('dialog', { name: 'Demo Reel' });
    // Well before the 10 s watchdog: the 404 itself ends the wait.
    await expect(dialog.getByRole('alert')).toContainText('The video could not be loaded', {
      timeout: 8_000,
    });
    await expect(dialog.getByRole('status')).toHaveCount(0);
    await expect(dialog.getByRole('alert')).not.toContainText("You're offline");

    // "Try again" after the host recovered plays the video.
    await setMediaMode({ kind: 'ok' });
    await dialog.getByRole('button', { name: 'Try again' }).click();
    await expect(dialog.getByRole('alert')).toHaveCount(0);
    await expect(dialog).toHaveCount(0, { timeout: 10_000 }); // it played to the end
  });

  test('a stalled video gives way to the error message within 10 s', async ({ page }) => {
    test.setTimeout(40_000);
    await setMediaMode({ kind: 'stall' });
    await page.goto('/');
    await page.getByRole('button', { name: 'Play demo reel' }).click();
    const dialog = page.getByRole('dialog', { name: 'Demo Reel' });
    const spinner = dialog.getByRole('status', { name: 'Loading video' });
    await expect(spinner).toBeVisible();
    const shownAt = Date.now();
    await expect(dialog.getByRole('alert')).toContainText('The video could not be loaded', {
      timeout: 12_000,
    });
    expect(Date.now() - shownAt).toBeGreaterThan(8_000);
    await expect(spinner).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toHaveCount(0);
  });

  test('offline with nothing cached, it says "You\'re offline"', async ({ page, context }) => {
    await setMediaMode({ kind: 'stall' });
    await page.goto('/');
    const play = page.getByRole('button', { name: 'Play demo reel' });
    // Open once online so the dialog's code is loaded (the service worker's job in production).
    await play.click();
    const dialog = page.getByRole('dialog', { name: 'Demo Reel' });
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toHaveCount(0);

    await context.setOffline(true);
    try {
      await play.click();
      const alert = dialog.getByRole('alert');
      // Well before the 10 s watchdog: being offline ends the wait.
      await expect(alert).toContainText('The video could not be loaded', { timeout: 8_000 });
      await expect(alert).toContainText("You're offline");
      await dialog.getByRole('button', { name: 'Close' }).click();
      await expect(dialog).toHaveCount(0);
    } finally {
      await context.setOffline(false);
    }
  });

  test('when the browser refuses to autoplay, native controls and a play button show instead of a spinner', async ({
    page,
  }) => {
    await recordPlayback(page);
    await page.addInitScript(() => {
      // Chromium's answer to play() without a user gesture under a strict autoplay policy.
      const play = HTMLMediaElement.prototype.play;
      let refused = false;
      HTMLMediaElement.prototype.play = function (this: HTMLMediaElement) {
        if (refused) return play.call(this);
        refused = true;
        return Promise.reject(
          new DOMException("play() failed because the user didn't interact", 'NotAllowedError'),
        );
      };
    });
    await page.goto('/');
    await page.getByRole('button', { name: 'Play demo reel' }).click();
    const dialog = page.getByRole('dialog', { name: 'Demo Reel' });
    const playVideo = dialog.getByRole('button', { name: 'Play video' });
    await expect(playVideo).toBeVisible();
    await expect(dialog.getByRole('status')).toHaveCount(0);
    await expect(dialog.locator('video')).toHaveAttribute('controls', '');

    await playVideo.click();
    await expect(playVideo).toHaveCount(0);
    await expect(dialog).toHaveCount(0, { timeout: 10_000 });
    expect((await playback(page)).ended).toBe(true);
  });

  test('with reduced motion the spinner stands still', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await setMediaMode({ kind: 'stall' });
    await page.goto('/');
    await page.getByRole('button', { name: 'Play demo reel' }).click();
    const status = page
      .getByRole('dialog', { name: 'Demo Reel' })
      .getByRole('status', { name: 'Loading video' });
    await expect(status).toBeVisible();
    const animation = await status
      .locator('span')
      .first()
      .evaluate((element) => getComputedStyle(element).animationName);
    expect(animation).toBe('none');
  });
});
