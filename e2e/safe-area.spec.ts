import { NARROW, openDrawer, setColourMode, WIDE } from './support/a11y.ts';
import { setProjectsMode } from './support/stand-ins.ts';
import { expect, type Page, test } from './support/test.ts';

// docs/product.md § Offline and install: in the installed app on a notched
// phone (viewport-fit=cover) nothing sits under the notch, the rounded
// corners or the home indicator; the status bar takes the page's colour in
// the mode the visitor chose.

type Insets = { top: number; right: number; bottom: number; left: number };

/** Emulates a notched screen's safe-area insets (CSS px) through the DevTools protocol. */
async function emulateInsets(page: Page, insets: Insets): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setSafeAreaInsetsOverride', { insets });
}

/** The box of every visible link and control inside `selector` (the first match). */
function controlBoxes(page: Page, selector: string) {
  return page
    .locator(selector)
    .first()
    .evaluate((root) =>
      [...root.querySelectorAll<HTMLElement>('a[href], button, input, [role="switch"]')]
        .filter((el) => el.checkVisibility())
        .map((el) => {
          const rect = el.getBoundingClientRect();
          const name = el.getAttribute('aria-label') ?? el.textContent?.trim() ?? '';
          return { name, top: rect.top, right: rect.right, bottom: rect.bottom, left: rect.left };
        }),
    );
}

test.beforeEach(async () => {
  await setProjectsMode({ kind: 'ok' });
});

test('the viewport covers the notch area, so the page pads itself', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('meta[name="viewport"]')).toHaveAttribute(
    'content',
    /viewport-fit=cover/,
  );
});

test('portrait phone: the top bar and the drawer clear the notch and the home indicator', async ({
  page,
}) => {
  const insets = { top: 47, right: 0, bottom: 34, left: 0 };
  await page.setViewportSize(NARROW);
  await page.goto('/');
  await emulateInsets(page, insets);

  for (const box of await controlBoxes(page, '[class*="topbar"]')) {
    expect(box.top, `${box.name} is below the notch`).toBeGreaterThanOrEqual(insets.top);
  }
  const drawer = await openDrawer(page);
  await expect.poll(async () => (await drawer.boundingBox())?.x).toBe(0);
  const closeBox = await drawer.getByRole('button', { name: 'Close navigation' }).boundingBox();
  expect(closeBox!.y).toBeGreaterThanOrEqual(insets.top);
  const colourSwitch = drawer.getByRole('switch', { name: 'Dark mode' });
  await colourSwitch.scrollIntoViewIfNeeded();
  const switchBox = await colourSwitch.boundingBox();
  expect(switchBox!.y + switchBox!.height).toBeLessThanOrEqual(NARROW.height - insets.bottom);
});

test('landscape phone: content clears the notch at the side', async ({ page }) => {
  const insets = { top: 0, right: 47, bottom: 21, left: 47 };
  await page.setViewportSize({ width: 844, height: 390 });
  await page.goto('/');
  await emulateInsets(page, insets);
  for (const selector of ['main', 'footer']) {
    for (const box of await controlBoxes(page, selector)) {
      expect(box.left, `${box.name} clears the left notch`).toBeGreaterThanOrEqual(insets.left);
      expect(box.right, `${box.name} clears the right side`).toBeLessThanOrEqual(
        844 - insets.right,
      );
    }
  }
});

test('the pinned demo reel bar sits above the home indicator', async ({ page }) => {
  const insets = { top: 24, right: 0, bottom: 34, left: 0 };
  await page.setViewportSize(WIDE);
  await page.goto('/');
  await emulateInsets(page, insets);
  for (const name of ['Like', 'Play demo reel']) {
    const box = await page.getByRole('button', { name }).boundingBox();
    expect(box!.y + box!.height, `${name} above the home indicator`).toBeLessThanOrEqual(
      WIDE.height - insets.bottom,
    );
  }
});

test.describe('theme-color', () => {
  // Some of these stub the entry script with page.route, which a service worker would bypass.
  test.use({ serviceWorkers: 'block' });

  const themeColor = (page: Page) => page.locator('meta[name="theme-color"]');

  test('follows the colour mode the visitor chooses', async ({ page }) => {
    await page.goto('/');
    await expect(themeColor(page)).toHaveAttribute('content', '#0e1015');
    await setColourMode(page, 'light');
    await expect(themeColor(page)).toHaveAttribute('content', '#f4f5f9');
    await setColourMode(page, 'dark');
    await expect(themeColor(page)).toHaveAttribute('content', '#0e1015');
  });

  test('a light-mode visitor gets the light status bar before any script of the app runs', async ({
    page,
  }) => {
    await page.goto('/');
    await setColourMode(page, 'light');
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem('portfolio:color-mode')))
      .toBe('light');
    // Only the pre-paint script in the page runs now.
    await page.route(/\/assets\/.+\.js$/, (route) => route.abort());
    // 'load', not the default: with its script refused the page never hydrates.
    await page.reload({ waitUntil: 'load' });
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    await expect(themeColor(page)).toHaveAttribute('content', '#f4f5f9');
  });
});
