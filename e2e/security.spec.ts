import { TOASTS, toast, writeAndSend } from './support/contact.ts';
import { directives, metaPolicy, recordViolations, violations } from './support/csp.ts';
import { expectPictureLoaded } from './support/pictures.ts';
import { CONTROL_URL, MAIL_ORIGIN, origin, PORTS } from './support/ports.ts';
import { entryScript, waitForServiceWorker } from './support/service-worker.ts';
import {
  deliveredMessages,
  resetMail,
  setMediaMode,
  setProjectsMode,
} from './support/stand-ins.ts';
import { expect, type Page, test } from './support/test.ts';

/**
 * docs/product.md § Security: the Content Security Policy is delivered as a `<meta>`
 * and (the app server applies the build's `_headers`, like Netlify and
 * Cloudflare Pages) as a header; everything the page does works under it and
 * no `securitypolicyviolation` event ever fires.
 */

const PROJECTS_ORIGIN = origin(PORTS.projects);
const MEDIA_ORIGIN = origin(PORTS.media);
/** Reachable, but in no directive of the policy. */
const OUTSIDE_URL = `${CONTROL_URL}/outside-the-policy`;
const FIRST_PROJECT = 'Weather Station Dashboard';

const projectsSection = (page: Page) =>
  page.locator('section', { has: page.getByRole('heading', { name: 'Featured Projects Today' }) });

/** Waits until the project image has loaded (a cross-origin image, allowed by img-src). */
async function expectProjectImage(page: Page) {
  const image = page.getByRole('img', { name: `Screenshot of ${FIRST_PROJECT}` });
  await expectPictureLoaded(image);
}

test.beforeEach(async () => {
  await setProjectsMode({ kind: 'ok' });
  // A video still playing when the test presses Close, however slow the machine.
  await setMediaMode({ kind: 'ok', video: 'ten-minutes' });
  await resetMail();
});

test.afterEach(async () => {
  await setMediaMode({ kind: 'ok' });
});

test('both pages carry one policy in a <meta> before any script: scripts by hash, origins as configured', async ({
  page,
}) => {
  await page.goto('/');
  const home = await metaPolicy(page);
  const firstScript = await page.evaluate(() => {
    const head = [...document.head.children];
    return {
      meta: head.findIndex((element) =>
        element.matches('meta[http-equiv="Content-Security-Policy"]'),
      ),
      script: head.findIndex((element) => element.tagName === 'SCRIPT'),
    };
  });
  expect(firstScript.meta).toBeGreaterThanOrEqual(0);
  expect(firstScript.meta).toBeLessThan(firstScript.script);

  expect((await page.goto('/no/such/page'))?.status()).toBe(404);
  expect(await metaPolicy(page)).toBe(home);

  const policy = directives(home ?? '');
  const [self, ...hashes] = policy.get('script-src') ?? [];
  expect(self).toBe("'self'");
  // One script in every page and language: the pre-paint script, which holds
  // the entry loader too (each page's language chunk is in its data-*).
  expect(hashes).toHaveLength(1);
  for (const hash of hashes) expect(hash).toMatch(/^'sha256-[A-Za-z0-9+/]{43}='$/);
  expect(home).not.toContain("'unsafe-inline'");
  expect(home).not.toContain("'unsafe-eval'");
  expect(policy.get('default-src')).toEqual(["'self'"]);
  expect(policy.get('connect-src')).toEqual(["'self'", PROJECTS_ORIGIN, MAIL_ORIGIN]);
  expect(policy.get('img-src')).toEqual(["'self'", PROJECTS_ORIGIN]);
  expect(policy.get('media-src')).toEqual(["'self'", MEDIA_ORIGIN]);
  // The service worker and the manifest: 'self', through default-src.
  expect(policy.has('worker-src')).toBe(false);
  expect(policy.has('manifest-src')).toBe(false);
  expect(policy.get('object-src')).toEqual(["'none'"]);
  expect(policy.get('base-uri')).toEqual(["'none'"]);
  expect(policy.get('form-action')).toEqual(["'none'"]);
});

test('the host sends the security and caching headers of _headers', async ({ page, request }) => {
  const response = await page.goto('/');
  const home = response?.headers() ?? {};
  const meta = await metaPolicy(page);
  expect(home['content-security-policy']).toBe(`${meta}; frame-ancestors 'none'`);
  expect(home['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(home['x-content-type-options']).toBe('nosniff');
  expect(home['permissions-policy']?.split(', ')).toEqual(
    expect.arrayContaining(['camera=()', 'microphone=()', 'geolocation=()', 'fullscreen=(self)']),
  );
  expect(home['strict-transport-security']).toBe('max-age=31536000');
  expect(home['cross-origin-opener-policy']).toBe('same-origin');
  expect(home['cache-control']).toBe('no-cache');

  await expect.poll(() => entryScript(page)).toMatch(/^\/assets\/index-[\w-]+\.js$/);
  const entry = await request.get((await entryScript(page)) ?? '');
  expect(entry.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(entry.headers()['content-security-policy']).toBe(home['content-security-policy']);

  // The worker (src/sw.ts) is one self-contained file: no runtime file
  // next to it that would need the same rule.
  const worker = await request.get('/sw.js');
  expect(await worker.text()).not.toMatch(/importScripts|workbox-[\w-]+\.js/);
  for (const path of ['/index.html', '/404.html', '/sw.js', '/manifest.webmanifest']) {
    const answer = await request.get(path);
    expect(answer.status(), path).toBe(200);
    expect(answer.headers()['cache-control'], path).toBe('no-cache');
    expect(answer.headers()['content-security-policy'], path).toBe(home['content-security-policy']);
    expect(answer.headers()['cross-origin-opener-policy'], path).toBe('same-origin');
  }
  const missing = await request.get('/no/such/page');
  expect(missing.status()).toBe(404);
  expect(missing.headers()['content-security-policy']).toBe(home['content-security-policy']);
  expect((await request.get('/_headers')).status()).toBe(404);
});

test('under the policy the page, projects, toasts, dialogs, mail and video all work, with no violation', async ({
  page,
}) => {
  await recordViolations(page);
  await page.goto('/');

  // Projects: a cross-origin fetch (connect-src) with cross-origin images (img-src).
  await expect(projectsSection(page).getByRole('link')).toHaveCount(6);
  await expectProjectImage(page);

  // A toast.
  await page.getByRole('button', { name: 'Like' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Added to Favorites' })).toBeVisible();

  // The contact dialog sends to the cross-origin mail API (connect-src).
  await writeAndSend(page);
  await expect(toast(page, TOASTS.sent)).toBeVisible();
  expect(await deliveredMessages()).toHaveLength(1);

  // The video dialog plays from the cross-origin media host (media-src).
  await page.getByRole('button', { name: 'Play demo reel' }).click();
  const video = page.getByRole('dialog', { name: 'Demo Reel' });
  await expect(video).toBeVisible();
  await expect
    .poll(() => video.locator('video').evaluate((element: HTMLVideoElement) => element.currentTime))
    .toBeGreaterThan(0.3);
  await video.getByRole('button', { name: 'Close' }).click();
  await expect(video).toHaveCount(0);

  expect(await violations(page)).toEqual([]);
});

test('at 390 px the navigation drawer and the colour switch work under the policy, with no violation', async ({
  page,
}) => {
  await recordViolations(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  await page.getByRole('button', { name: 'Open navigation' }).click();
  const drawer = page.getByRole('dialog', { name: 'Navigation' });
  await drawer.getByText('Dark mode').click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  await drawer.getByRole('button', { name: 'Close navigation' }).click();
  await expect(drawer).toHaveCount(0);

  // The pre-paint script (allowed by its hash) runs on the next load.
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  expect(await violations(page)).toEqual([]);
});

test('the service worker registers, works offline and fetches cross-origin under its own headers', async ({
  page,
  context,
}) => {
  await recordViolations(page);
  await page.goto('/');
  await expect(projectsSection(page).getByRole('link', { name: FIRST_PROJECT })).toBeVisible();
  await waitForServiceWorker(page);

  // Controlled: the worker fetches the projects and their images itself.
  await page.reload();
  await expectProjectImage(page);
  expect(await violations(page)).toEqual([]);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Jamie Santos' })).toBeVisible();
  await expect(projectsSection(page).getByRole('link')).toHaveCount(6);
  await expectProjectImage(page);
  expect(await violations(page)).toEqual([]);
  await context.setOffline(false);

  // The worker runs under the policy of its own response (sw.js gets _headers too):
  // an allowed origin answers, one outside connect-src is refused inside the worker.
  const [worker] = context.serviceWorkers();
  expect(worker).toBeTruthy();
  const fetchFromWorker = (url: string) =>
    worker!.evaluate(
      (target) =>
        fetch(target, { mode: 'no-cors' }).then(
          () => 'answered',
          (error: unknown) => String(error),
        ),
      url,
    );
  expect(await fetchFromWorker(`${PROJECTS_ORIGIN}/projects`)).toBe('answered');
  expect(await fetchFromWorker(OUTSIDE_URL)).toMatch(/TypeError/);
});

test('the "Page not found" page works under the policy, with no violation', async ({ page }) => {
  await recordViolations(page);
  expect((await page.goto('/no/such/page'))?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  // Hydrated: the entry script, inserted by the hashed loader, ran.
  await expect.poll(() => entryScript(page)).toBeTruthy();
  expect(await violations(page)).toEqual([]);

  await page.getByRole('link', { name: 'Home' }).click();
  await expect(page).toHaveURL('/');
  await expect(projectsSection(page).getByRole('link')).toHaveCount(6);
  expect(await violations(page)).toEqual([]);
});

test('the listener hears what the policy blocks, so "no violation" above means something', async ({
  page,
}) => {
  await recordViolations(page);
  await page.goto('/');
  await expect(projectsSection(page).getByRole('link')).toHaveCount(6);
  const outcome = await page.evaluate(async (url) => {
    const script = document.createElement('script');
    script.textContent = 'window.injected = true';
    document.body.append(script);
    const fetched = await fetch(url, { mode: 'no-cors' }).then(
      () => 'answered',
      () => 'refused',
    );
    return { injected: (window as unknown as { injected?: boolean }).injected ?? false, fetched };
  }, OUTSIDE_URL);
  expect(outcome).toEqual({ injected: false, fetched: 'refused' });
  // One report per policy: the <meta> and the header both enforce.
  await expect
    .poll(async () => (await violations(page)).map((violation) => violation.directive).sort())
    .toEqual(['connect-src', 'connect-src', 'script-src-elem', 'script-src-elem']);
});
