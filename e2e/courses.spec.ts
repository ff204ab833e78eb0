import { expect, test } from './support/test.ts';

test('typing filters the courses live by title, ignoring case', async ({ page }) => {
  await page.goto('/');
  const search = page.getByRole('searchbox', { name: 'Search in Your Library' });
  const rows = page.getByRole('list', { name: 'Courses' }).getByRole('listitem');
  await expect(search).toHaveAttribute('placeholder', 'Search in Your Library');
  await expect(rows).toHaveCount(10);

  await search.pressSequentially('DUMMY');
  await expect(rows).toHaveCount(3);
  await expect(rows.first()).toContainText('Dummy Course');
  await expect(rows.first()).toContainText('Course - dummy');

  await search.fill('script');
  await expect(rows).toHaveCount(1);
  await expect(rows).toContainText('TypeScript Fundamentals');

  await search.fill('zzz');
  await expect(rows).toHaveCount(0);
  await expect(page.getByText('No courses match “zzz”.')).toBeVisible();

  await search.fill('');
  await expect(rows).toHaveCount(10);
});

test('rows show a thumbnail and truncate long titles with an ellipsis', async ({ page }) => {
  await page.goto('/');
  // The sample's longest title, which no sidebar font fits on one line.
  const row = page
    .getByRole('list', { name: 'Courses' })
    .getByRole('listitem')
    .filter({ hasText: 'Responsive Layouts with CSS Grid and Flexbox' });
  await expect(row.locator('img')).toHaveAttribute('src', /images\/courses\//);
  const title = row.getByText('Responsive Layouts with CSS Grid and Flexbox');
  const style = await title.evaluate((element) => {
    const computed = getComputedStyle(element);
    return {
      overflow: computed.textOverflow,
      wrap: computed.whiteSpace,
      clipped: element.scrollWidth > element.clientWidth,
    };
  });
  expect(style).toEqual({ overflow: 'ellipsis', wrap: 'nowrap', clipped: true });
});

test('the list animates when filtered, and not when reduced motion is preferred', async ({
  browser,
}) => {
  for (const reducedMotion of ['no-preference', 'reduce'] as const) {
    const page = await browser.newPage({ reducedMotion });
    await page.goto('/');
    await page.getByRole('searchbox', { name: 'Search in Your Library' }).fill('course');
    const rows = page.getByRole('list', { name: 'Courses' }).getByRole('listitem');
    // The filter has applied once the three "Dummy Course" rows are left.
    await expect(rows).toHaveCount(3);
    const row = rows.first();
    const animation = await row.evaluate((element) => {
      const computed = getComputedStyle(element);
      return { name: computed.animationName, duration: parseFloat(computed.animationDuration) };
    });
    // Reduced motion removes the animation altogether (docs/product.md § Accessibility).
    if (reducedMotion === 'reduce') expect(animation).toEqual({ name: 'none', duration: 0 });
    else expect(animation.name).not.toBe('none');
    if (reducedMotion !== 'reduce') expect(animation.duration).toBeGreaterThan(0.1);
    await page.close();
  }
});
