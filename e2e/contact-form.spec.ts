import { NARROW } from './support/a11y.ts';
import { openContact } from './support/contact.ts';
import { expect, test } from './support/test.ts';
import { expectToastClearOf } from './support/toasts.ts';

test('the contact form validates on submit, then re-validates on change', async ({ page }) => {
  await page.goto('/');
  const email = page.getByRole('button', { name: 'Email' });
  await email.click();
  const dialog = page.getByRole('dialog', { name: 'Send me a message' });
  await expect(dialog).toBeVisible();

  // Nothing shows before the first submit.
  await dialog.getByRole('textbox', { name: 'Name' }).fill('Jo');
  await expect(dialog.getByText('Name must be at least 3 characters')).toHaveCount(0);

  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(dialog.getByText('Name must be at least 3 characters')).toBeVisible();
  await expect(dialog.getByText('Email must be at least 3 characters')).toBeVisible();
  await expect(dialog.getByText('Subject must be at least 3 characters')).toBeVisible();
  await expect(dialog.getByText('Message must be at least 3 characters')).toBeVisible();
  // The first invalid field takes focus and describes its error.
  const name = dialog.getByRole('textbox', { name: 'Name' });
  await expect(name).toBeFocused();
  await expect(name).toHaveAttribute('aria-invalid', 'true');
  await expect(name).toHaveAccessibleDescription('Name must be at least 3 characters');

  // Re-validation on change.
  await name.fill('Jo3');
  await expect(dialog.getByText('Name should contain only letters and spaces')).toBeVisible();
  await name.fill('José Rizal');
  await expect(name).not.toHaveAttribute('aria-invalid', 'true');
  await dialog.getByRole('textbox', { name: 'Email' }).fill('not-an-email');
  await expect(dialog.getByText('Invalid email address')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Subject' }).fill('Hello!');
  await expect(
    dialog.getByText('Subject should contain only letters, numbers, and spaces'),
  ).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Message' }).fill('x'.repeat(1001));
  await expect(dialog.getByText('Message must be 1000 characters only')).toBeVisible();

  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(email).toBeFocused();
});

test('on a phone, a toast shown while the dialog is open covers none of it, Send included', async ({
  page,
}) => {
  // docs/product.md § Toasts: a toast never covers an open modal dialog.
  await page.setViewportSize(NARROW);
  await page.clock.install();
  await page.goto('/');
  const dialog = await openContact(page);
  // A toast that comes while the dialog is open (the browser reports the app installed from its
  // own menu) lies outside the dialog's frame (it scrolls when taller than the screen allows),
  // and Send still takes a tap.
  await expectToastClearOf(
    page,
    dialog.locator('..'),
    dialog.getByRole('button', { name: 'Send' }),
  );
});
