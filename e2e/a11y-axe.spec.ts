import {
  expectNoAxeViolations,
  loadInMode,
  NARROW,
  openDrawer,
  setColourMode,
  WIDE,
  waitForProjects,
} from './support/a11y.ts';
import { connect, openContact, writeAndSend } from './support/contact.ts';
import { expectWcag22Controls } from './support/controls.ts';
import { IOS_SAFARI_UA, offerInstall } from './support/install.ts';
import { resetMail, setMailMode, setMediaMode, setProjectsMode } from './support/stand-ins.ts';
import { expect, test } from './support/test.ts';
import { hoverNewToast } from './support/toasts.ts';

// docs/product.md § Accessibility (WCAG 2.2 AA): axe reports nothing for the WCAG
// 2.0–2.2 A/AA rules, in both colour modes, wide and narrow, on the page and
// with each dialog open and a toast showing.

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
});

for (const [layout, viewport] of [
  ['wide', WIDE],
  ['narrow', NARROW],
] as const) {
  for (const mode of ['dark', 'light'] as const) {
    test.describe(`${layout} (${viewport.width} px), ${mode} mode`, () => {
      test.use({ viewport });

      // One scene per test: each opens the page in its mode with the projects shown, then
      // brings up its own state, so a slow machine never has to fit six scans in one test.
      test.beforeEach(async ({ page }) => {
        await page.goto('/');
        await setColourMode(page, mode);
        await waitForProjects(page);
      });

      test('the page', async ({ page }) => {
        await expectNoAxeViolations(page, 'page');
      });

      if (layout === 'narrow') {
        test('the navigation drawer', async ({ page }) => {
          const drawer = await openDrawer(page);
          await drawer.getByRole('searchbox', { name: 'Search in Your Library' }).fill('dummy');
          await expectNoAxeViolations(page, 'navigation drawer');
          await page.keyboard.press('Escape');
          await expect(drawer).toHaveCount(0);
        });
      }

      test('the contact form with its errors', async ({ page }) => {
        const contact = await openContact(page);
        await contact.getByRole('textbox', { name: 'Name' }).fill('Jo3');
        await contact.getByRole('button', { name: 'Send' }).click();
        await expect(
          contact.getByText('Name should contain only letters and spaces'),
        ).toBeVisible();
        await expect(contact.getByText('Email must be at least 3 characters')).toBeVisible();
        await expectNoAxeViolations(page, 'contact form with errors');
        await page.keyboard.press('Escape');
        await expect(contact).toHaveCount(0);
      });

      test('the video dialog while the video loads', async ({ page }) => {
        // The media host never answers: the dialog stays in its loading state (until its
        // 10 s watchdog; expectNoAxeViolations judges the elements as axe saw them).
        await setMediaMode({ kind: 'stall' });
        await page.getByRole('button', { name: 'Play demo reel' }).click();
        const video = page.getByRole('dialog', { name: 'Demo Reel' });
        await expect(video.getByRole('status', { name: 'Loading video' })).toBeVisible();
        // The reel's text alternative describes the dialog, on a line of its own under the title and Close.
        await expect(video).toHaveAccessibleDescription(/three title cards/);
        const [close, description] = await Promise.all([
          video.getByRole('button', { name: 'Close' }).boundingBox(),
          video.getByText(/three title cards/).boundingBox(),
        ]);
        expect(description!.y).toBeGreaterThanOrEqual(close!.y + close!.height - 1);
        await expectNoAxeViolations(page, 'video dialog, loading');
        await video.getByRole('button', { name: 'Close' }).click();
        await expect(video).toHaveCount(0);
      });

      test('the video dialog with the video playing', async ({ page }) => {
        // The dialog with the playing video and its controls; a ten-minute video, so it is still
        // playing when axe has finished, however long that takes.
        await setMediaMode({ kind: 'ok', video: 'ten-minutes' });
        await page.getByRole('button', { name: 'Play demo reel' }).click();
        const video = page.getByRole('dialog', { name: 'Demo Reel' });
        await expect(video.locator('video[controls]')).toBeVisible();
        await expectNoAxeViolations(page, 'video dialog, playing');
        await page.keyboard.press('Escape');
        await expect(video).toHaveCount(0);
      });

      test('a toast', async ({ page }) => {
        // A toast, held on screen by the pointer resting on it (its timer pauses).
        const like = page.getByRole('button', { name: 'Like' });
        const toast = await hoverNewToast(page, () => like.click());
        await expectNoAxeViolations(page, 'toast');
        await page.mouse.move(0, 0);
        await expect(toast).toHaveCount(0, { timeout: 5_000 });
      });

      test('a rejected message, the failed messages in the outbox and the offline notice', async ({
        page,
        context,
      }) => {
        await setMailMode({ kind: 'status', status: 400, text: 'The service ID is invalid' });
        const contact = await writeAndSend(page);
        await expect(contact.getByRole('alert')).toContainText('Your message was not sent.');
        await expectNoAxeViolations(page, 'contact form with a rejection');
        await page.keyboard.press('Escape');
        await expect(contact).toHaveCount(0);

        const failed = connect(page)
          .getByRole('list', { name: 'Messages not sent' })
          .getByRole('listitem');
        await expect(failed).toHaveCount(1);
        await context.setOffline(true);
        await expect(page.getByRole('status').filter({ hasText: 'You are offline' })).toBeVisible();
        await expectNoAxeViolations(page, 'offline, with a failed message');
        await context.setOffline(false);
      });
    });
  }
}

test('the projects skeleton and the projects error alert, in both colour modes', async ({
  page,
}) => {
  // Four axe runs and a reload: 14 s on a machine three times slower than the development one.
  await setProjectsMode({ kind: 'ok', hold: true });
  await page.goto('/');
  await expect(page.locator('[data-skeleton]')).toHaveCount(11);
  await expectNoAxeViolations(page, 'projects loading, dark');
  await setColourMode(page, 'light');
  await expectNoAxeViolations(page, 'projects loading, light');

  await setProjectsMode({ kind: 'error' });
  await page.reload();
  await expect(page.getByRole('alert')).toHaveText('There was an error processing your request');
  await expectNoAxeViolations(page, 'projects error, light');
  await setColourMode(page, 'dark');
  await expectNoAxeViolations(page, 'projects error, dark');
});

test('the "Page not found" page, wide and narrow, in both colour modes', async ({ page }) => {
  for (const mode of ['dark', 'light'] as const) {
    await loadInMode(page, mode);
    for (const viewport of [WIDE, NARROW]) {
      await page.setViewportSize(viewport);
      await page.goto('/no/such/page');
      await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
      await expectNoAxeViolations(page, `page not found, ${viewport.width} px, ${mode}`);
      await expectWcag22Controls(page, `page not found, ${viewport.width} px, ${mode}`);
    }
  }
});

// The "Install app" button (where the browser offers to install) and the
// "Add to Home Screen" help of Safari on iOS (docs/product.md § Offline and install).
for (const mode of ['dark', 'light'] as const) {
  test(`the "Install app" button in the header and in the drawer, ${mode} mode`, async ({
    page,
  }) => {
    await page.setViewportSize(WIDE);
    await loadInMode(page, mode);
    await waitForProjects(page);
    await offerInstall(page);
    await expectNoAxeViolations(page, `install button in the header, ${mode}`);
    await expectWcag22Controls(page, `install button in the header, ${mode}`);

    await page.setViewportSize(NARROW);
    const drawer = await openDrawer(page);
    await expect(drawer.getByRole('button', { name: 'Install app' })).toBeVisible();
    await expectNoAxeViolations(page, `install button in the drawer, ${mode}`);
  });
}

test.describe('Safari on iOS', () => {
  test.use({ userAgent: IOS_SAFARI_UA });

  for (const mode of ['dark', 'light'] as const) {
    test(`the "Add to Home Screen" help, wide and narrow, ${mode} mode`, async ({ page }) => {
      for (const viewport of [WIDE, NARROW]) {
        await page.setViewportSize(viewport);
        await loadInMode(page, mode);
        await waitForProjects(page);
        const where = viewport === WIDE ? page.locator('main header') : await openDrawer(page);
        await where.getByRole('button', { name: 'Install app' }).click();
        const help = page.getByRole('dialog', { name: 'Install app' });
        await expect(help).toBeVisible();
        await expectNoAxeViolations(page, `install help, ${viewport.width} px, ${mode}`);
        expect(
          await expectWcag22Controls(page, `install help, ${viewport.width} px, ${mode}`),
        ).toBe(1);
        await page.keyboard.press('Escape');
        await expect(help).toHaveCount(0);
      }
    });
  }
});
