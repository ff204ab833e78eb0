import { expectPictureLoaded, pictureLoaded } from './support/pictures.ts';
import { PROJECTS_URL } from './support/ports.ts';
import { waitForServiceWorker } from './support/service-worker.ts';
import { projectsRequestCount, setProjectsMode } from './support/stand-ins.ts';
import { expect, type Page, test } from './support/test.ts';

/** Everything the page shows offline after one online visit (docs/product.md § Offline and install). */
async function expectWholePage(page: Page) {
  await expect(page.getByRole('heading', { level: 1, name: 'Jamie Santos' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Weather Station Dashboard' })).toBeVisible();
  const experience = page.locator('section', {
    has: page.getByRole('heading', { name: 'Your Past Experiences' }),
  });
  await expect(experience.getByRole('listitem')).toHaveCount(3);
  await expect(page.getByRole('list', { name: 'Courses' }).getByRole('listitem')).toHaveCount(10);
  await expect(page.getByRole('button', { name: 'Like' })).toBeVisible();
}

test.beforeEach(async () => {
  await setProjectsMode({ kind: 'ok' });
});

test('the service worker controls the page after one reload', async ({ page }) => {
  await page.goto('/');
  expect(await page.evaluate(() => navigator.serviceWorker.controller)).toBeNull();
  await waitForServiceWorker(page);
  await page.reload();
  expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toMatch(
    /\/sw\.js$/,
  );
});

test('one online visit is enough: offline, a reload shows the whole page with the projects', async ({
  page,
  context,
}) => {
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Weather Station Dashboard' })).toBeVisible();
  await waitForServiceWorker(page);
  // The first visit's projects reached the runtime cache without a second request.
  expect(await projectsRequestCount()).toBe(1);

  await context.setOffline(true);
  await page.reload();
  await expectWholePage(page);
  await expect(page.getByRole('status').filter({ hasText: 'You are offline' })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
  expect(await projectsRequestCount()).toBe(1);

  await context.setOffline(false);
  await expect(page.getByText('You are offline')).toHaveCount(0);
});

test('project images are kept for offline use once the worker controls the page', async ({
  page,
  context,
}) => {
  await page.goto('/');
  await waitForServiceWorker(page);
  await page.reload();
  const image = page.getByRole('img', { name: 'Screenshot of Weather Station Dashboard' });
  await expectPictureLoaded(image);

  await context.setOffline(true);
  await page.reload();
  await expectPictureLoaded(image);
});

test('a picture that failed while its host was down loads again as soon as the host is back', async ({
  page,
}) => {
  await page.goto('/');
  await waitForServiceWorker(page);
  const image = page.getByRole('img', { name: 'Screenshot of Weather Station Dashboard' });
  const loaded = () => pictureLoaded(image);

  // Through the worker, the host answers 503: an opaque answer, whose status
  // the worker cannot read.
  await setProjectsMode({ kind: 'ok', images: 'unavailable' });
  await page.reload();
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete)).toBe(true);
  expect(await loaded()).toBe(false);

  await setProjectsMode({ kind: 'ok' });
  await page.reload();
  await expect.poll(loaded).toBe(true);
});

test('online, the cached projects show at once and the update arrives on the next visit', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Weather Station Dashboard' })).toBeVisible();
  await waitForServiceWorker(page);
  const changed = [
    {
      id: 99,
      title: 'Updated Project',
      description: 'The owner changed the list.',
      background_image: 'https://example.com/u.svg',
      stack: 'React',
      language: 'TypeScript',
      alt: 'Screenshot of Updated Project',
      url: 'https://example.com/u',
    },
  ];
  await setProjectsMode({ kind: 'body', body: JSON.stringify(changed) });

  // Stale: the cached list is shown while the worker fetches the new one.
  await page.reload();
  await expect(page.getByRole('link', { name: 'Weather Station Dashboard' })).toBeVisible();
  await expect.poll(projectsRequestCount).toBe(1);
  await expect
    .poll(() =>
      page.evaluate(async (url) => (await (await caches.match(url))?.text()) ?? '', PROJECTS_URL),
    )
    .toContain('Updated Project');

  // Revalidated: the next visit shows the owner's update.
  await page.reload();
  await expect(page.getByRole('link', { name: 'Updated Project' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Weather Station Dashboard' })).toHaveCount(0);
});

test('offline, any path under the base shows the cached "Page not found" shell, with a way Home', async ({
  page,
  context,
}) => {
  await page.goto('/');
  await waitForServiceWorker(page);
  // Online the host still answers unknown paths itself, with its 404 status.
  expect((await page.goto('/no/such/page'))?.status()).toBe(404);

  await context.setOffline(true);
  await page.goto('/projects/old-link?ref=mail');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Home' }).click();
  await expect(page).toHaveURL('/');
  await expectWholePage(page);
});

test('offline, Home with an unknown query string shows Home with Home’s title, though it comes from the 404 shell', async ({
  page,
  context,
}) => {
  await page.goto('/');
  const homeTitle = await page.title();
  expect(homeTitle).toBe('Jamie Santos · Full-stack web developer');
  await waitForServiceWorker(page);

  await context.setOffline(true);
  await page.goto('/?ref=share');
  await expectWholePage(page);
  await expect(page).toHaveTitle(homeTitle);
  // The other way round, the "Page not found" view keeps its own title.
  await page.goto('/projects/old-link?ref=share');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await expect(page).toHaveTitle('Page not found · Jamie Santos');
});

test('the precache holds the shell but never the demo reel video or the manifest screenshots', async ({
  page,
}) => {
  await page.goto('/');
  await waitForServiceWorker(page);
  const cached = await page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      if (!name.includes('precache')) continue;
      const cache = await caches.open(name);
      urls.push(...(await cache.keys()).map((request) => new URL(request.url).pathname));
    }
    return urls;
  });
  expect(cached).toEqual(
    expect.arrayContaining(['/index.html', '/404.html', '/favicon.svg', '/icons/icon-192.png']),
  );
  expect(cached.some((path) => /^\/assets\/index-.+\.js$/.test(path))).toBe(true);
  expect(cached.some((path) => /^\/assets\/index-.+\.css$/.test(path))).toBe(true);
  expect(cached.some((path) => path.startsWith('/images/'))).toBe(true);
  expect(
    cached.filter(
      (path) =>
        path.endsWith('.mp4') || path.startsWith('/media/') || path.startsWith('/screenshots/'),
    ),
  ).toEqual([]);
});

test('"Ready to work offline" once the first worker has precached the site, and not on the next visit', async ({
  page,
}) => {
  await page.goto('/');
  const ready = page.getByRole('alertdialog').filter({ hasText: 'Ready to work offline' });
  await expect(ready).toBeVisible();
  // Said once the precache is complete: the worker is installed by then.
  const installed = await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.getRegistration();
    return Boolean(registration?.waiting ?? registration?.active);
  });
  expect(installed).toBe(true);
  await waitForServiceWorker(page);

  // The next visit: the registration code runs again (its chunk is loaded), then another toast shows alone.
  const registrationCode = page.waitForResponse((response) =>
    /\/assets\/service-worker-[^/]+\.js$/.test(response.url()),
  );
  await page.reload();
  await registrationCode;
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.getByRole('button', { name: 'Like' }).click();
  await expect(
    page.getByRole('alertdialog').filter({ hasText: 'Added to Favorites' }),
  ).toBeVisible();
  await expect(ready).toHaveCount(0);
});
