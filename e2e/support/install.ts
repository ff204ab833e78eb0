import { expect, type Page } from '@playwright/test';

/** Safari on an iPhone (iOS 17), which has no install prompt: the page shows its own help instead. */
export const IOS_SAFARI_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

/**
 * Plays Chromium's part of installing: fires a synthetic
 * `beforeinstallprompt` whose `prompt()` counts its calls in
 * `window.installPromptCalls` and whose `userChoice` resolves with `outcome`.
 * It is fired until the page's "Install app" button shows; all of them share
 * one counter.
 * `where` is the part of the page the button shows in (the profile header on
 * wide screens, the drawer on narrow ones).
 */
export async function offerInstall(
  page: Page,
  outcome: 'accepted' | 'dismissed' = 'accepted',
  where = page.locator('main header'),
): Promise<void> {
  await page.evaluate(() => {
    (window as unknown as { installPromptCalls: number }).installPromptCalls = 0;
  });
  const button = where.getByRole('button', { name: 'Install app' });
  await expect
    .poll(async () => {
      await page.evaluate((choice) => {
        const win = window as unknown as { installPromptCalls: number };
        const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
          prompt: () => {
            win.installPromptCalls += 1;
            return Promise.resolve();
          },
          userChoice: Promise.resolve({ outcome: choice, platform: 'web' }),
        });
        window.dispatchEvent(event);
      }, outcome);
      return button.isVisible();
    })
    .toBe(true);
}

/** How often the page called `prompt()` on the events of {@link offerInstall}. */
export function installPromptCalls(page: Page): Promise<number> {
  return page.evaluate(
    () => (window as unknown as { installPromptCalls: number }).installPromptCalls,
  );
}

/**
 * Makes the page believe it runs as an installed app: `matchMedia('(display-mode: standalone)')`
 * matches (Chromium's media emulation has no display-mode feature). Call before navigating.
 */
export async function emulateStandalone(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const original = window.matchMedia.bind(window);
    window.matchMedia = (query: string) => {
      if (!/display-mode:\s*standalone/.test(query)) return original(query);
      const list = {
        matches: true,
        media: query,
        onchange: null,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
        addListener: () => undefined,
        removeListener: () => undefined,
        dispatchEvent: () => false,
      };
      return list as unknown as MediaQueryList;
    };
  });
}
