import { IOS_SAFARI_UA } from '../support/install.ts';
import { count, expect, NARROW, openHome, test, UI } from './fixtures.ts';

// Safari on an iPhone has no install prompt: "Install app" opens the help
// dialog instead (docs/product.md § Offline and install); the Chromium spec
// is e2e/install.spec.ts. WebKit only, with the iPhone's user agent (its own
// browser: MiniBrowser takes the user agent when it starts).
test.use({ engineOptions: { userAgent: IOS_SAFARI_UA } });

test('on an iPhone, "Install app" in the drawer opens the Add to Home Screen help', async ({
  site,
}) => {
  await site.resize(NARROW.width, NARROW.height);
  await openHome(site);
  // The first visit's notice "Ready to work offline" comes and goes at a moment of its own, and
  // the drawer ends above it (docs/product.md § Toasts): its footer moves up as the
  // notice comes and down as it goes, within about 300 ms of the click on "Install app" here.
  // A click as the button moves can miss it: the notice comes and goes first.
  const ready = UI.toast('Ready to work offline');
  await expect.poll(() => count(site, ready)).toBe(1);
  await expect.poll(() => count(site, ready)).toBe(0);
  await site.click(UI.openNavigation);
  const install = { role: 'button', name: 'Install app', within: UI.drawer };
  await expect.poll(() => count(site, install)).toBe(1);

  await site.click(install);
  const help = { role: 'dialog', name: 'Install app' };
  await expect
    .poll(() => count(site, help))
    .toBe(1)
    .catch(async (error: Error) => {
      // Say what the page was doing, for a next time.
      const page = await site.evaluate(() => ({
        expanded: [...document.querySelectorAll('[data-modal-overlay] button')]
          .find((button) => button.textContent?.includes('Install app'))
          ?.getAttribute('aria-expanded'),
        overlays: document.querySelectorAll('[data-modal-overlay]').length,
        dialogs: [...document.querySelectorAll('[role="dialog"]')].map((d) =>
          d.outerHTML.slice(0, 120),
        ),
        toasts: [...document.querySelectorAll('[role="alertdialog"], [role="alert"]')].map(
          (t) => t.textContent,
        ),
        visibility: document.visibilityState,
      }));
      throw new Error(`${error.message}\nThe page then: ${JSON.stringify(page)}`);
    });
  expect((await site.state(help)).text).toMatch(/Tap\s*Share.*Add to Home Screen.*Tap Add/);
  await site.click({ role: 'button', name: 'Close', within: help });
  await expect.poll(() => count(site, help)).toBe(0);
});
