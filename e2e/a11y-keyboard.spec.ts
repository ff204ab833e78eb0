import { loadInMode, NARROW, WIDE, waitForProjects, waitForWholeHome } from './support/a11y.ts';
import { contrastRatio } from './support/colour.ts';
import { IOS_SAFARI_UA, offerInstall } from './support/install.ts';
import {
  expectFocusTrapped,
  installFocusProbe,
  isInFullView,
  markTabStops,
  type Region,
  readingOrder,
  walkWithTab,
} from './support/keyboard.ts';
import { setMediaMode, setProjectsMode } from './support/stand-ins.ts';
import { expect, test } from './support/test.ts';

// docs/product.md § Accessibility, "Keyboard": Tab alone reaches every link and control in visual
// order, each with a visible focus ring that nothing hides (WCAG 2.4.3,
// 2.4.7, 2.4.11); "Skip to content" comes first; every dialog traps focus,
// closes on Escape and gives focus back to its trigger (2.1.2).

// No service worker: its first-visit toast ("Ready to work offline") would
// join the walk, or cover a control, at a moment of its own choosing.
test.use({ serviceWorkers: 'block' });

test.beforeEach(async ({ page }) => {
  await setProjectsMode({ kind: 'ok' });
  await installFocusProbe(page);
});

const LAYOUTS = [
  { layout: 'wide', viewport: WIDE, regions: ['skip', 'sidebar', 'main', 'footer'] as Region[] },
  { layout: 'narrow', viewport: NARROW, regions: ['skip', 'topbar', 'main', 'footer'] as Region[] },
];

for (const { layout, viewport, regions } of LAYOUTS) {
  for (const mode of ['dark', 'light'] as const) {
    test(`${layout} (${viewport.width} px), ${mode}: Tab reaches every control in visual order, each with a visible ring`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      await loadInMode(page, mode);
      await waitForWholeHome(page);
      // The browser offers to install: "Install app" joins the header's Tab stops (on narrow
      // screens it is in the drawer, whose focus handling is checked below).
      if (layout === 'wide') await offerInstall(page);

      const stops = await markTabStops(page);
      const unfocused = new Map(
        await Promise.all(
          stops.map(async (stop) => {
            const el = page.locator(`[data-tab-key="${stop.key}"]`);
            const look = await el.evaluate((node) => {
              const style = getComputedStyle(node);
              return `${style.outlineStyle} ${style.outlineWidth} ${style.boxShadow}`;
            });
            return [stop.key, look] as const;
          }),
        ),
      );
      const walk = await walkWithTab(page);

      // Every reachable element, once each, in reading order; the skip link first.
      expect(walk.map((look) => look.label)).toEqual(
        readingOrder(stops, regions).map((stop) => stop.label),
      );
      expect(walk[0].label).toBe('a "Skip to content"');
      expect(new Set(walk.map((look) => look.region))).toEqual(new Set(regions));

      for (const look of walk) {
        // A visible ring: an outline of 2 px or more (or a changed shadow) that was not there before.
        const before = unfocused.get(look.key);
        const now = `${look.outline.style} ${look.outline.width}px ${look.boxShadow}`;
        expect(now, `${look.label} looks different when focused`).not.toBe(before);
        expect(look.outline.style, `${look.label} has a focus outline`).not.toBe('none');
        expect(look.outline.width, `${look.label}'s ring is at least 2 px`).toBeGreaterThanOrEqual(
          2,
        );
        expect(
          look.backdrop !== null || look.inHero,
          `${look.label}'s ring is drawn on a plain colour`,
        ).toBe(true);
        if (look.backdrop !== null) {
          const ratio = contrastRatio(look.outline.color, look.backdrop);
          expect(
            ratio,
            `${look.label}'s ring against its surroundings (WCAG 1.4.11)`,
          ).toBeGreaterThanOrEqual(3);
        }
        // Over the hero gradient: against both of its stops.
        for (const stop of look.heroStops) {
          expect(
            contrastRatio(look.outline.color, stop),
            `${look.label}'s ring against the hero gradient's ${stop} (WCAG 1.4.11)`,
          ).toBeGreaterThanOrEqual(3);
        }
        // Not hidden under the sticky top bar, the sticky demo reel strip or anything else (2.4.11).
        expect(isInFullView(look), `${look.label} is in full view when focused`).toBe(true);
      }
    });
  }
}

for (const { layout, viewport } of LAYOUTS) {
  test(`${layout}: "Skip to content" comes first, shows itself, and moves focus to the main content`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await page.goto('/');
    await waitForProjects(page);
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to content' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport({ ratio: 1 });
    await page.keyboard.press('Enter');
    await expect(page.getByRole('main')).toBeFocused();
    // The next Tab continues inside the main content, past the navigation.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => Boolean(document.activeElement?.closest('main')))).toBe(true);
  });
}

test('the drawer traps focus, closes on Escape and returns focus to "Open navigation"', async ({
  page,
}) => {
  await page.setViewportSize(NARROW);
  await page.goto('/');
  await expectFocusTrapped(
    page,
    page.getByRole('button', { name: 'Open navigation' }),
    page.getByRole('dialog', { name: 'Navigation' }),
  );
});

for (const { layout, viewport } of LAYOUTS) {
  test(`${layout}: the contact and video dialogs trap focus, close on Escape and return focus`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await page.goto('/');
    await expectFocusTrapped(
      page,
      page.getByRole('button', { name: 'Email' }),
      page.getByRole('dialog', { name: 'Send me a message' }),
    );
    // The media host never answers, so the dialog stays open in its loading state.
    await setMediaMode({ kind: 'stall' });
    try {
      await expectFocusTrapped(
        page,
        page.getByRole('button', { name: 'Play demo reel' }),
        page.getByRole('dialog', { name: 'Demo Reel' }),
      );
    } finally {
      await setMediaMode({ kind: 'ok' });
    }
  });
}

test.describe('Safari on iOS', () => {
  test.use({ userAgent: IOS_SAFARI_UA });

  for (const { layout, viewport } of LAYOUTS) {
    for (const mode of ['dark', 'light'] as const) {
      test(`${layout}, ${mode}: the install help traps focus, closes on Escape and returns focus`, async ({
        page,
      }) => {
        await page.setViewportSize(viewport);
        await loadInMode(page, mode);
        let scope = page.locator('main header');
        if (layout === 'narrow') {
          await page.getByRole('button', { name: 'Open navigation' }).click();
          scope = page.getByRole('dialog', { name: 'Navigation' });
        }
        await expectFocusTrapped(
          page,
          scope.getByRole('button', { name: 'Install app' }),
          page.getByRole('dialog', { name: 'Install app' }),
        );
      });
    }
  }

  test('narrow: closing the install help gives focus back to "Install app" before it is removed', async ({
    page,
  }) => {
    // The help is over the drawer, and the trigger inside it. Focus must be on the trigger by
    // the time the help is removed, not given back later (react-aria's dialogs did it a frame
    // after, and only if focus was still on the body then).
    await page.setViewportSize(NARROW);
    await page.goto('/');
    await page.getByRole('button', { name: 'Open navigation' }).click();
    const trigger = page
      .getByRole('dialog', { name: 'Navigation' })
      .getByRole('button', { name: 'Install app' });
    await trigger.focus();
    await page.keyboard.press('Enter');
    const help = page.getByRole('dialog', { name: 'Install app' });
    await expect.poll(() => help.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    // In place before Escape: the help is inert from the moment it starts to close, out of
    // reach of the locator then.
    await help.evaluate((dialog) => {
      (window as unknown as { __focusedAtRemoval: Promise<string> }).__focusedAtRemoval =
        new Promise<string>((resolve) => {
          new MutationObserver((_, observer) => {
            if (dialog.isConnected) return;
            observer.disconnect();
            resolve(document.activeElement?.textContent ?? 'nothing');
          }).observe(document.body, { childList: true, subtree: true });
        });
    });
    await page.keyboard.press('Escape');
    const focusedAtRemoval = page.evaluate(
      () => (window as unknown as { __focusedAtRemoval: Promise<string> }).__focusedAtRemoval,
    );
    expect(await focusedAtRemoval).toBe('Install app');
    await expect(trigger).toBeFocused();
  });
});
