import { waitForServiceWorker } from './support/service-worker.ts';
import { projectsRequestCount, setProjectsMode } from './support/stand-ins.ts';
import { expect, test } from './support/test.ts';

/**
 * Only a project list becomes the cached copy (docs/product.md § Offline and
 * install): a 200 that is not one, like a host's maintenance page, neither
 * replaces a good copy through the worker nor is seeded by the first visit.
 */

const ALERT = 'There was an error processing your request';
const MAINTENANCE = '<!doctype html><title>Maintenance</title><h1>Back soon</h1>';
const PROJECT = 'Weather Station Dashboard';

test.beforeEach(async () => {
  await setProjectsMode({ kind: 'ok' });
});

test.afterEach(async ({ context }) => {
  await context.setOffline(false);
  await setProjectsMode({ kind: 'ok' });
});

test('a maintenance page answered with 200 never replaces the cached list', async ({
  page,
  context,
}) => {
  await page.goto('/');
  await expect(page.getByRole('link', { name: PROJECT })).toBeVisible();
  await waitForServiceWorker(page);

  await setProjectsMode({ kind: 'body', body: MAINTENANCE });
  await page.reload();
  // The worker answers with the cached list and revalidates against the maintenance page.
  await expect(page.getByRole('link', { name: PROJECT })).toBeVisible();
  await expect.poll(projectsRequestCount).toBe(1);

  await page.reload();
  await expect(page.getByRole('link', { name: PROJECT })).toBeVisible();
  await expect(page.getByRole('alert', { name: ALERT })).toHaveCount(0);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('link', { name: PROJECT })).toBeVisible();
  await expect(page.getByRole('alert', { name: ALERT })).toHaveCount(0);
});

test('a first visit that met a maintenance page seeds nothing: the next visit shows the list', async ({
  page,
}) => {
  await setProjectsMode({ kind: 'body', body: MAINTENANCE });
  await page.goto('/');
  await expect(page.getByRole('alert', { name: ALERT })).toHaveText(ALERT);
  await waitForServiceWorker(page);

  await setProjectsMode({ kind: 'ok' });
  await page.reload();
  await expect(page.getByRole('link', { name: PROJECT })).toBeVisible();
  await expect(page.getByRole('alert', { name: ALERT })).toHaveCount(0);
});
