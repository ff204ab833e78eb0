import { expect, test } from '@playwright/test';

test.use({ viewport: { width: 390, height: 844 } });

test('narrow screens: the hamburger opens a drawer with Home, the courses and the switch', async ({ page }) => {
  await page.goto('/');
  // The wide layout's sidebar and header switch are hidden.
  await expect(page.getByRole('switch', { name: 'Dark mode' })).toHaveCount(0);
  await expect(page.getByRole('searchbox', { name: 'Search in Your Library' })).toHaveCount(0);

  const open = page.getByRole('button', { name: 'Open navigation' });
  await open.click();
  const drawer = page.getByRole('dialog', { name: 'Navigation' });
  await expect(drawer).toBeVisible();
  await expect(drawer.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(drawer.getByRole('heading', { name: 'Courses Taken' })).toBeVisible();
  await drawer.getByRole('searchbox', { name: 'Search in Your Library' }).fill('dummy');
  await expect(drawer.getByRole('list', { name: 'Courses' }).getByRole('listitem')).toHaveCount(3);

  // Full height, at the left edge once its slide-in (220 ms) has ended.
  await expect.poll(async () => (await drawer.boundingBox())?.x).toBe(0);
  expect((await drawer.boundingBox())?.height).toBeGreaterThanOrEqual(843);

  const toggle = drawer.getByRole('switch', { name: 'Dark mode' });
  await toggle.click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');

  await page.keyboard.press('Escape');
  await expect(drawer).toHaveCount(0);
  await expect(open).toBeFocused();

  await open.click();
  await page.getByRole('button', { name: 'Close navigation' }).click();
  await expect(page.getByRole('dialog', { name: 'Navigation' })).toHaveCount(0);
  await expect(open).toBeFocused();
});

test('following Home in the drawer closes it', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Open navigation' }).click();
  await page.getByRole('dialog', { name: 'Navigation' }).getByRole('link', { name: 'Home' }).click();
  await expect(page.getByRole('dialog', { name: 'Navigation' })).toHaveCount(0);
  await expect(page).toHaveURL('/');
});
