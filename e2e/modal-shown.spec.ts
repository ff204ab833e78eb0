import { expect, test } from './support/test.ts';

/**
 * A modal shows from the frame after the tap that opens it
 * (docs/decisions/0051-native-modal-dialogs.md): in the commit that adds it
 * to the page its overlay is already open on the top layer (`:modal`) and
 * nothing hides it or the modal in it (react-aria's modals were hidden for
 * two frames on a touch screen, docs/decisions/0028-modals-shown-at-once.md).
 * The overlay's fade-in, like a toast's, starts visible: at half opacity (the
 * modal in it fades with it), ends at 1 and holds it, and the drawer slides in
 * from a fifth of the way into the window, not from outside it
 * (docs/decisions/0029-entry-animations-start-visible.md).
 */

type Mounted = {
  /** Whether it is open as a modal `<dialog>` (on the top layer, the rest of the page inert). */
  modal: boolean;
  clipPath: string;
  maskImage: string;
  heldOpaque: boolean;
  /** The opacity it is seen at as it mounts: its own (its entry animation's first value) times every ancestor's. */
  opacity: number;
  /** Whether some of its box (transform included) is inside the window. */
  inWindow: boolean;
};

/** How a toast is seen as it mounts (the same two fields as `Mounted`). */
type Shown = Pick<Mounted, 'opacity' | 'inWindow'>;

test.use({ hasTouch: true, isMobile: true, viewport: { width: 390, height: 844 } });

const modals = [
  { button: 'Email', dialog: 'Send me a message' },
  { button: 'Open navigation', dialog: 'Navigation' },
  { button: 'Play demo reel', dialog: 'Demo Reel' },
];

for (const { button, dialog } of modals) {
  test(`on a touch screen "${dialog}" is neither clipped nor left transparent when it mounts`, async ({
    page,
  }) => {
    await page.goto('/');
    // Hydrated. The modal's code may still be on its way (it loads when the
    // page is idle); the observer waits for the dialog either way.
    await page.waitForFunction(() => !('__earlyClicks' in window));
    const opener = page.getByRole('button', { name: button, exact: true });
    // Recorded in the commit that mounts the dialog, after its layout effects (which open it).
    await page.evaluate((name) => {
      const nameOf = (element: Element) =>
        element.getAttribute('aria-label') ??
        (element.getAttribute('aria-labelledby') ?? '')
          .split(/\s+/)
          .map((id) => document.getElementById(id)?.textContent ?? '')
          .join(' ')
          .trim();
      (window as unknown as { __mounted: Promise<Mounted[]> }).__mounted = new Promise(
        (resolve) => {
          const observer = new MutationObserver(() => {
            const found = [...document.querySelectorAll('[role="dialog"]')].find(
              (element) => nameOf(element) === name,
            );
            const overlay = found?.closest('[data-modal-overlay]');
            const modal = overlay && [...overlay.children].find((child) => child.contains(found!));
            if (!(overlay instanceof HTMLElement) || !(modal instanceof HTMLElement)) return;
            observer.disconnect();
            resolve(
              [overlay, modal].map((element) => {
                const style = getComputedStyle(element);
                const box = element.getBoundingClientRect();
                let opacity = 1;
                for (let node: Element | null = element; node; node = node.parentElement) {
                  opacity *= Number(getComputedStyle(node).opacity);
                }
                return {
                  modal: element.matches(':modal'),
                  opacity,
                  inWindow:
                    box.right > 0 &&
                    box.left < innerWidth &&
                    box.bottom > 0 &&
                    box.top < innerHeight,
                  clipPath: style.clipPath,
                  maskImage: style.maskImage,
                  heldOpaque: element.getAnimations().some((animation) => {
                    const effect = animation.effect as KeyframeEffect;
                    const fill = effect.getComputedTiming().fill;
                    return (
                      (fill === 'both' || fill === 'forwards') &&
                      effect.getKeyframes().at(-1)?.opacity === '1'
                    );
                  }),
                };
              }),
            );
          });
          observer.observe(document.body, { childList: true, subtree: true });
        },
      );
    }, dialog);
    await opener.tap();
    const [overlay, modal] = await page.evaluate(
      () => (window as unknown as { __mounted: Promise<Mounted[]> }).__mounted,
    );
    expect(overlay?.modal).toBe(true);
    // Its fade-in ends at opacity 1 and holds it.
    expect(overlay?.heldOpaque).toBe(true);
    for (const [which, mounted] of [
      ['overlay', overlay],
      ['modal', modal],
    ] as const) {
      expect(mounted?.clipPath, which).toBe('none');
      expect(mounted?.maskImage, which).toBe('none');
      // Visible in the first frame that has it, not only from the second.
      expect(mounted?.opacity, which).toBeGreaterThanOrEqual(0.5);
      expect(mounted?.inWindow, which).toBe(true);
    }
    await expect(page.getByRole('dialog', { name: dialog })).toBeVisible();
  });
}

test('on a touch screen the Like toast is visible in the frame that mounts it', async ({
  page,
}) => {
  await page.goto('/');
  await page.waitForFunction(() => !('__earlyClicks' in window));
  await page.evaluate(() => {
    (window as unknown as { __toast: Promise<Shown> }).__toast = new Promise((resolve) => {
      const observer = new MutationObserver(() => {
        const toast = [...document.querySelectorAll('[role="alert"],[role="status"]')].find(
          (element) => element.textContent?.includes('Added to Favorites'),
        );
        if (!toast) return;
        observer.disconnect();
        let opacity = 1;
        for (let node: Element | null = toast; node; node = node.parentElement) {
          opacity *= Number(getComputedStyle(node).opacity);
        }
        const box = toast.getBoundingClientRect();
        resolve({
          opacity,
          inWindow:
            box.right > 0 && box.left < innerWidth && box.bottom > 0 && box.top < innerHeight,
        });
      });
      observer.observe(document.body, { childList: true, subtree: true });
    });
  });
  await page.getByRole('button', { name: 'Like', exact: true }).tap();
  const toast = await page.evaluate(
    () => (window as unknown as { __toast: Promise<Shown> }).__toast,
  );
  expect(toast.opacity).toBeGreaterThanOrEqual(0.5);
  expect(toast.inWindow).toBe(true);
});

test.describe('with reduced motion', () => {
  test.use({ reducedMotion: 'reduce' });

  test('"Send me a message" is opaque when it mounts, with no animation to hold it', async ({
    page,
  }) => {
    await page.goto('/');
    await page.waitForFunction(() => !('__earlyClicks' in window));
    await page.evaluate(() => {
      (window as unknown as { __opacity: Promise<string[]> }).__opacity = new Promise((resolve) => {
        const observer = new MutationObserver(() => {
          const overlay = document.querySelector('[data-modal-overlay]');
          const modal = overlay?.firstElementChild;
          if (!overlay || !modal?.querySelector('[role="dialog"]')) return;
          observer.disconnect();
          resolve([overlay, modal].map((element) => getComputedStyle(element).opacity));
        });
        observer.observe(document.body, { childList: true, subtree: true });
      });
    });
    await page.getByRole('button', { name: 'Email', exact: true }).tap();
    expect(
      await page.evaluate(() => (window as unknown as { __opacity: Promise<string[]> }).__opacity),
    ).toEqual(['1', '1']);
  });
});
