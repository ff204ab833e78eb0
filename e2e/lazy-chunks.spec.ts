import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { E2E_DIST } from './global-setup.ts';
import { expect, test } from './support/test.ts';

// page.route cannot see requests a service worker answers: no worker here.
test.use({ serviceWorkers: 'block' });

test('a dialog whose code cannot be fetched leaves the page alone and says so', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.route(/\/assets\/contact-dialog-[^/]+\.js$/, (route) =>
    route.abort('internetdisconnected'),
  );
  await page.goto('/');

  await page.getByRole('button', { name: 'Email' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'The contact form could not be loaded' }),
  ).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Send me a message' })).toHaveCount(0);
  // The page is still there, not the error screen.
  await expect(page.getByRole('heading', { name: 'Unexpected Application Error!' })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Connect' })).toBeVisible();

  // Once the network answers again, the next press opens the dialog.
  await page.unroute(/\/assets\/contact-dialog-[^/]+\.js$/);
  await page.getByRole('button', { name: 'Email' }).click();
  await expect(page.getByRole('dialog', { name: 'Send me a message' })).toBeVisible();
  expect(errors).toEqual([]);
});

test('toasts whose code cannot be fetched are logged, and the page keeps working', async ({
  page,
}) => {
  const logged: string[] = [];
  page.on('console', (message) => message.type() === 'error' && logged.push(message.text()));
  await page.route(/\/assets\/toast-region-[^/]+\.js$/, (route) =>
    route.abort('internetdisconnected'),
  );
  await page.goto('/');

  const like = page.getByRole('button', { name: 'Like' });
  await like.click();
  await expect(like).toHaveAttribute('aria-pressed', 'true');
  await expect.poll(() => logged.some((text) => text.includes('Added to Favorites'))).toBe(true);
  await expect(page.getByRole('heading', { name: 'Unexpected Application Error!' })).toHaveCount(0);

  await page.unroute(/\/assets\/toast-region-[^/]+\.js$/);
  await like.click();
  await expect(page.getByRole('alert').filter({ hasText: 'Removed from Favorites' })).toBeVisible();
});

test('the inlined entry stylesheet is never fetched, not even by the dialogs', async ({ page }) => {
  const stylesheets: string[] = [];
  page.on('request', (request) => {
    if (/\/assets\/index-[^/]+\.css$/.test(request.url())) stylesheets.push(request.url());
  });
  await page.goto('/');
  await page.getByRole('button', { name: 'Email' }).click();
  await expect(page.getByRole('dialog', { name: 'Send me a message' })).toBeVisible();
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Like' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Added to Favorites' })).toBeVisible();
  expect(stylesheets).toEqual([]);
});

test('the dialogs, the toasts and the service worker code are not in the first view; they load once the page is idle', async ({
  page,
}) => {
  // The page's idle callbacks wait for this test's word, so "before idle" is
  // a state the test holds, not a race (docs/product.md § Performance).
  await page.addInitScript(() => {
    const held: (() => void)[] = [];
    const marks = window as unknown as { __heldIdle: (() => void)[]; __idle: boolean };
    marks.__heldIdle = held;
    marks.__idle = false;
    window.requestIdleCallback = (callback) => {
      const run = () => callback({ didTimeout: false, timeRemaining: () => 50 });
      if (marks.__idle) setTimeout(run, 0);
      else held.push(run);
      return 0;
    };
  });
  const chunks =
    /\/assets\/(contact-dialog|nav-drawer|video-dialog|toast-region|service-worker|search-dialog)-[^/]+\.js$/;
  const requested = new Set<string>();
  /** MiniSearch's chunk's requests: whether the search dialog had been asked for by then. */
  const engine: ('before opening' | 'on opening')[] = [];
  let opening = false;
  page.on('request', (request) => {
    const match = chunks.exec(request.url());
    if (match?.[1]) requested.add(match[1]);
    if (/\/assets\/search-engine-[^/]+\.js$/.test(request.url()))
      engine.push(opening ? 'on opening' : 'before opening');
  });
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Featured Projects Today' })).toBeVisible();
  // Past the `load` event, where the service worker's registration code used to load.
  await page.evaluate(
    () =>
      new Promise((resolve) =>
        document.readyState === 'complete'
          ? setTimeout(resolve, 0)
          : addEventListener('load', () => setTimeout(resolve, 0), { once: true }),
      ),
  );
  expect([...requested]).toEqual([]);

  // Idle now: every on-demand part of the page loads, with no hover, touch or focus.
  await page.evaluate(() => {
    const marks = window as unknown as { __heldIdle: (() => void)[]; __idle: boolean };
    marks.__idle = true;
    for (const run of marks.__heldIdle.splice(0)) run();
  });
  await expect
    .poll(() => [...requested].sort())
    .toEqual([
      'contact-dialog',
      'nav-drawer',
      'search-dialog',
      'service-worker',
      'toast-region',
      'video-dialog',
    ]);
  // MiniSearch is not among them: it comes with the search index, when the dialog first opens.
  opening = true;
  await page.keyboard.press('/');
  await expect(page.getByRole('searchbox', { name: 'Search this site' })).toBeFocused();
  await expect.poll(() => engine).toEqual(['on opening']);
});

test('react-aria’s own texts ship in the site’s languages and English only, not its 34', () => {
  const assets = join(E2E_DIST, 'assets');
  const script = readdirSync(assets)
    .filter((name) => name.endsWith('.js'))
    .map((name) => readFileSync(join(assets, name), 'utf8'))
    .join('\n');
  // The toasts' texts (react-aria's only ones the site ships, its modals having gone:
  // docs/decisions/0051-native-modal-dialogs.md): English is react-aria's fallback for
  // Filipino, which it has no texts for.
  expect(script).toContain('close:`Close`');
  for (const other of ['Schließen', 'Fermer', 'Cerrar', 'Zavřít', 'إغلاق'])
    expect(script, other).not.toContain(`close:\`${other}\``);
});

test('react-aria’s buttons keep their touch rule, and react-aria adds no <style> to the page', async ({
  page,
}) => {
  // react-aria would add its pressables' rule at the top of <head> as its first button mounts,
  // and the browser would restyle and lay out the whole page in that tap.
  await page.goto('/');
  await page.getByRole('button', { name: 'Email' }).click();
  const dialog = page.getByRole('dialog', { name: 'Send me a message' });
  await expect(dialog).toBeVisible();
  await expect(page.locator('[data-react-aria-pressable]').first()).toBeVisible();
  // Its rule for them came with the dialog's own stylesheet (dismissable-overlay.module.css).
  const rules = await page.evaluate(() =>
    [...document.styleSheets]
      .filter((sheet) => sheet.href)
      .flatMap((sheet) => [...sheet.cssRules].map((rule) => rule.cssText))
      .filter((text) => text.includes('[data-react-aria-pressable]')),
  );
  expect(rules.join()).toMatch(/touch-action: pan-x pan-y pinch-zoom/);
  // The one <style> of that id is the page's own first-screen CSS, where it was from the start.
  const styles = await page.evaluate(() =>
    [...document.querySelectorAll('style')].map((style) => ({
      id: style.id,
      first: style === document.head.querySelector('style'),
      long: style.textContent.length > 1000,
    })),
  );
  expect(styles.filter(({ id }) => id === 'react-aria-pressable-style')).toEqual([
    { id: 'react-aria-pressable-style', first: true, long: true },
  ]);
});
