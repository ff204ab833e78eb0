import { setProjectsMode } from './support/stand-ins.ts';
import { expect, test } from './support/test.ts';

test.beforeEach(async () => {
  await setProjectsMode({ kind: 'ok' });
});

test('renders every section of the page with the fetched projects', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));

  await page.goto('/');

  // Profile header.
  await expect(page.getByRole('heading', { level: 1, name: 'Jamie Santos' })).toBeVisible();
  for (const site of ['LinkedIn', 'GitHub']) {
    const link = page.getByRole('link', { name: site, exact: true });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', /noopener/);
  }
  await expect(page.getByRole('switch', { name: 'Dark mode' })).toBeChecked();

  // Navigation.
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');

  // Projects: the six valid fixture items, each card a link named by its title;
  // the item with a javascript: URL and the one without a title are left out.
  const projects = page.locator('section', {
    has: page.getByRole('heading', { name: 'Featured Projects Today' }),
  });
  await expect(projects.getByRole('link')).toHaveCount(6);
  const card = projects.getByRole('link', { name: 'Weather Station Dashboard', exact: true });
  await expect(card).toHaveAttribute('href', 'https://example.com/projects/1');
  await expect(
    card.getByRole('img', { name: 'Screenshot of Weather Station Dashboard' }),
  ).toBeVisible();
  await expect(projects.getByText('Script Link Project')).toHaveCount(0);
  await expect(page.locator('a[href^="javascript:"]')).toHaveCount(0);

  // Experience: three cards of title, year, thumbnail and link.
  const experience = page.locator('section', {
    has: page.getByRole('heading', { name: 'Your Past Experiences' }),
  });
  await expect(experience.getByRole('listitem')).toHaveCount(3);
  const developer = experience.getByRole('listitem').filter({ hasText: 'Developer' }).first();
  await expect(developer.getByRole('heading', { name: 'Developer' })).toBeVisible();
  await expect(developer.getByText('2023')).toBeVisible();
  await expect(developer.getByRole('img')).toHaveAttribute('alt', /.+/);
  await expect(developer.getByRole('link')).toHaveAttribute('href', /^https:\/\//);

  // Courses panel on the wide layout.
  await expect(page.getByRole('heading', { name: 'Courses Taken' })).toBeVisible();
  await expect(page.getByRole('searchbox', { name: 'Search in Your Library' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Courses' }).getByRole('listitem')).toHaveCount(10);

  // Connect and the demo reel strip.
  await expect(page.getByRole('button', { name: 'Email' })).toBeVisible();
  await expect(page.getByText('Demo Reel', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Like' })).toHaveAttribute('aria-pressed', 'false');
  await expect(page.getByRole('button', { name: 'Play demo reel' })).toBeVisible();

  expect(errors).toEqual([]);
});

test('the prerendered HTML already holds the page before any script runs', async ({ request }) => {
  const html = await (await request.get('/')).text();
  expect(html).toContain('data-route="home"');
  expect(html).toContain('Featured Projects Today');
  expect(html).toContain('Your Past Experiences');
  expect(html).toContain('Courses Taken');
  expect(html.match(/data-skeleton/g)).toHaveLength(11);
});

test('an unknown path shows "Page not found" with a link Home', async ({ page }) => {
  const response = await page.goto('/no/such/page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Home' }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('heading', { name: 'Featured Projects Today' })).toBeVisible();
});
