import {
  closeWithEscape,
  count,
  cspReports,
  expect,
  NARROW,
  openHome,
  test,
  UI,
  untilSettled,
} from './fixtures.ts';

// No Content-Security-Policy violation in Firefox and WebKit
// (docs/product.md § Security); the Chromium spec is e2e/security.spec.ts.
// Every flow ends with the same check (fixtures.ts); this one opens every
// part that loads on demand: the form, the toasts, the video dialog (the
// media host), the drawer with the courses, and the service worker.

test('the page and each part it loads on demand run without a policy violation', async ({
  site,
}) => {
  await openHome(site);
  await expect.poll(() => count(site, UI.projectCard)).toBe(1);
  await site.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });

  await site.click(UI.emailButton);
  await expect.poll(() => count(site, UI.field('Name'))).toBe(1);
  await closeWithEscape(site, UI.contact);

  await site.click(UI.like);
  await expect.poll(() => count(site, UI.toast('Added to Favorites'))).toBe(1);

  await site.click({ role: 'button', name: 'Play demo reel' });
  const video = { role: 'dialog', name: 'Demo Reel' };
  await expect.poll(() => count(site, video)).toBe(1);
  // The video element asked the media host for the reel (media-src).
  await expect
    .poll(() => site.evaluate(() => document.querySelector('video')?.currentSrc ?? ''))
    .toMatch(/demo-reel\.mp4/);
  await site.click({ role: 'button', name: 'Close', within: video });
  await expect.poll(() => count(site, video)).toBe(0);

  await site.resize(NARROW.width, NARROW.height);
  await site.click(UI.openNavigation);
  await expect.poll(() => count(site, UI.drawer)).toBe(1);
  // The drawer's Courses Taken panel follows its header a render later.
  await expect.poll(() => count(site, { ...UI.search, within: UI.drawer })).toBe(1);
  await site.fill({ ...UI.search, within: UI.drawer }, 'dummy');
  await expect
    .poll(() =>
      count(site, { role: 'listitem', within: { ...UI.courses.within, within: UI.drawer } }),
    )
    .toBe(3);
  await closeWithEscape(site, UI.drawer);

  // Reports are posted as the violation happens; a reload makes sure the
  // last ones have been sent before they are read.
  await site.reload();
  await untilSettled(site);
  expect(await cspReports()).toEqual([]);
});
