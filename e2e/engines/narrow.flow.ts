import { closeWithEscape, count, expect, NARROW, openHome, test, UI } from './fixtures.ts';

// The narrow layout's drawer in Firefox and WebKit (docs/product.md
// § Navigation); the Chromium spec is e2e/navigation.spec.ts.

test('on a phone, "Open navigation" opens the drawer and Escape closes it', async ({ site }) => {
  await site.resize(NARROW.width, NARROW.height);
  await openHome(site);
  await expect.poll(() => count(site, UI.openNavigation)).toBe(1);
  // The wide layout's switch is not shown.
  expect(await count(site, UI.switch)).toBe(0);

  await site.click(UI.openNavigation);
  await expect.poll(() => count(site, UI.drawer)).toBe(1);
  // The drawer's footer follows its header a render later (docs/product.md § Performance).
  await expect.poll(() => count(site, { ...UI.switch, within: UI.drawer })).toBe(1);
  expect(
    await count(site, { role: 'link', name: 'Home', within: { role: 'navigation', name: 'Main' } }),
  ).toBe(1);

  await closeWithEscape(site, UI.drawer);
  await expect.poll(async () => (await site.state(UI.openNavigation)).focused).toBe(true);
});
