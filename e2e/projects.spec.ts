import {
  projectsRequestCount,
  releaseProjects,
  setProjectsMode,
  setProjectsServerUp,
} from './support/stand-ins.ts';
import { expect, test } from './support/test.ts';

const ALERT = 'There was an error processing your request';

test.afterEach(async () => {
  await setProjectsServerUp(true);
  await setProjectsMode({ kind: 'ok' });
});

test('shows 11 skeleton cards while the projects server is slow, then the projects', async ({
  page,
}) => {
  await setProjectsMode({ kind: 'ok', hold: true });
  await page.goto('/');
  const skeletons = page.locator('[data-skeleton]');
  await expect(skeletons).toHaveCount(11);
  await expect(page.getByRole('heading', { name: 'Featured Projects Today' })).toBeVisible();
  const skeletonBox = await skeletons.first().boundingBox();

  await releaseProjects();
  await expect(skeletons).toHaveCount(0);
  const card = page.getByRole('link', { name: 'Weather Station Dashboard' });
  await expect(card).toBeVisible();
  // The skeletons have the cards' size, so nothing shifts when projects arrive.
  const cardBox = await card.boundingBox();
  expect(cardBox?.height).toBeCloseTo(skeletonBox?.height ?? 0, 0);
  expect(cardBox?.width).toBeCloseTo(skeletonBox?.width ?? 0, 0);
});

for (const [name, mode] of [
  ['a 500 answer', { kind: 'error' }],
  ['malformed JSON', { kind: 'malformed' }],
  ['JSON that is not a list', { kind: 'not-list' }],
  ['a dropped connection', { kind: 'reset' }],
] as const) {
  test(`replaces the whole section with the alert on ${name}`, async ({ page }) => {
    await setProjectsMode(mode);
    await page.goto('/');
    await expect(page.getByRole('alert', { name: ALERT })).toHaveText(ALERT);
    await expect(page.getByRole('heading', { name: 'Featured Projects Today' })).toHaveCount(0);
    await expect(page.locator('[data-skeleton]')).toHaveCount(0);
    // The rest of the page is unaffected.
    await expect(page.getByRole('heading', { name: 'Your Past Experiences' })).toBeVisible();
  });
}

test('shows the alert when the projects server is down', async ({ page }) => {
  await setProjectsServerUp(false);
  await page.goto('/');
  await expect(page.getByRole('alert', { name: ALERT })).toHaveText(ALERT);
});

test('fetches the projects once per page load, whatever the page does next', async ({ page }) => {
  await setProjectsMode({ kind: 'ok' });
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Weather Station Dashboard' })).toBeVisible();
  // Re-renders, focus changes and a narrow layout with the drawer do not refetch.
  await page.getByRole('switch', { name: 'Dark mode' }).click();
  await page.getByRole('searchbox', { name: 'Search in Your Library' }).fill('react');
  await page.evaluate(() => window.dispatchEvent(new Event('focus')));
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('button', { name: 'Open navigation' }).click();
  await page.keyboard.press('Escape');
  expect(await projectsRequestCount()).toBe(1);
});

test('the first four cards come in one commit and the rest in a later one, busy until then', async ({
  page,
}) => {
  await setProjectsMode({ kind: 'ok', hold: true });
  await page.goto('/');
  // Each MutationObserver callback sees one commit's changes: count the cards each one adds.
  await page.evaluate(() => {
    const section = document.querySelector('#projects-heading')!.closest('section')!;
    const commits: { cards: number; busy: string | null }[] = [];
    (window as unknown as { commits: typeof commits }).commits = commits;
    new MutationObserver((records) => {
      let cards = 0;
      for (const record of records)
        for (const node of record.addedNodes)
          if (node instanceof Element)
            cards +=
              (node.matches('li:has(a)') ? 1 : 0) +
              node.querySelectorAll(':scope li:has(a)').length;
      if (cards > 0) commits.push({ cards, busy: section.getAttribute('aria-busy') });
    }).observe(section, { childList: true, subtree: true });
  });

  await releaseProjects();
  const projects = page.getByRole('region', { name: 'Featured Projects Today' });
  await expect(projects.getByRole('link')).toHaveCount(6);
  await expect(projects).toHaveAttribute('aria-busy', 'false');
  expect(await page.evaluate(() => (window as unknown as { commits: unknown[] }).commits)).toEqual([
    { cards: 4, busy: 'true' },
    { cards: 2, busy: 'false' },
  ]);
});
