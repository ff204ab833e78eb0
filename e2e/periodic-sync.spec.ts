import { readFileSync } from 'node:fs';
import { dispatchPeriodicSync, grantPeriodicSync } from './support/periodic-sync.ts';
import { APP_URL, origin, PORTS, PROJECTS_URL } from './support/ports.ts';
import { waitForServiceWorker } from './support/service-worker.ts';
import { projectsRequestCount, setProjectsMode } from './support/stand-ins.ts';
import { expect, test } from './support/test.ts';

/**
 * Installed app, fresh projects (docs/product.md § Offline and install):
 * where Chromium grants periodic background sync, the page registers the
 * refresh and the worker's `periodicsync` handler replaces the cached
 * projects list with a newer valid one, which an offline visit then shows.
 */

const SITE = new URL(APP_URL).origin;
const TAG = 'refresh-projects';
/** The fixture list as the projects server sends it, with the first title changed (a newer list). */
const NEWER = JSON.parse(
  readFileSync('e2e/fixtures/projects.json', 'utf8').replaceAll('{origin}', origin(PORTS.projects)),
) as Array<Record<string, unknown>>;
NEWER[0] = { ...NEWER[0], title: 'Refreshed While You Were Away' };

/** The projects list in the worker's runtime cache, as JSON, or null. */
const cachedTitles = (page: import('./support/test.ts').Page) =>
  page.evaluate(async (url) => {
    const cache = await caches.open('portfolio-projects');
    const answer = await cache.match(url, { ignoreVary: true });
    return answer
      ? ((await answer.json()) as Array<{ title: string }>).map((project) => project.title)
      : null;
  }, PROJECTS_URL);

test.beforeEach(async () => {
  await setProjectsMode({ kind: 'ok' });
});

test('with the permission, the worker refreshes the cached projects, and an offline visit shows the newer list', async ({
  page,
  context,
}) => {
  const grant = await grantPeriodicSync(context, page, SITE);
  await page.goto('/');
  await waitForServiceWorker(page);
  await expect
    .poll(() =>
      page.evaluate(async () => {
        const registration = (await navigator.serviceWorker.ready) as ServiceWorkerRegistration & {
          periodicSync: { getTags: () => Promise<string[]> };
        };
        return registration.periodicSync.getTags();
      }),
    )
    .toEqual([TAG]);
  await expect.poll(() => cachedTitles(page)).toContain('Weather Station Dashboard');

  await setProjectsMode({ kind: 'body', body: JSON.stringify(NEWER) });
  await dispatchPeriodicSync(page, SITE, TAG);
  await expect.poll(() => cachedTitles(page)).toContain('Refreshed While You Were Away');
  expect(await projectsRequestCount()).toBe(1);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('link', { name: 'Refreshed While You Were Away' })).toBeVisible();
  await context.setOffline(false);
  await grant.detach();
});
