import { expect, test } from './support/test.ts';

const background = (page: import('./support/test.ts').Page) =>
  page.evaluate(() => getComputedStyle(document.body).backgroundColor);

test('starts dark; the switch toggles light and dark colours', async ({ page }) => {
  await page.goto('/');
  const toggle = page.getByRole('switch', { name: 'Dark mode' });
  await expect(toggle).toBeChecked();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  const dark = await background(page);

  await toggle.click();
  await expect(toggle).not.toBeChecked();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  const light = await background(page);
  expect(light).not.toBe(dark);
  // Light background is light, dark background is dark.
  const luminance = (rgb: string) => {
    const [r, g, b] = rgb.match(/\d+/g)!.map(Number);
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  expect(luminance(light)).toBeGreaterThan(200);
  expect(luminance(dark)).toBeLessThan(40);

  await page.keyboard.press('Space');
  await expect(toggle).toBeChecked();
  expect(await background(page)).toBe(dark);
});
