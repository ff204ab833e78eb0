import { connect, MESSAGE, TOASTS, toast, writeAndSend } from './support/contact.ts';
import { deliveredMessages, resetMail, setMailMode, subjectOf } from './support/stand-ins.ts';
import { expect, type Page, test } from './support/test.ts';

test.beforeEach(async () => {
  await resetMail();
});

/** Sends a message the mail API rejects for good, then closes the dialog: it is listed as failed. */
async function sendRejected(page: Page, subject: string): Promise<void> {
  const dialog = await writeAndSend(page, { ...MESSAGE, subject });
  await expect(dialog.getByRole('alert')).toContainText('Your message was not sent.');
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
}

test('after Discard or Retry, focus moves to the next failed message, then to the Connect heading; each result is announced', async ({
  page,
}) => {
  await setMailMode({ kind: 'status', status: 400, text: 'The service ID is invalid' });
  await page.goto('/');
  for (const subject of ['First try', 'Second try', 'Third try']) await sendRejected(page, subject);
  const failed = connect(page)
    .getByRole('list', { name: 'Messages not sent' })
    .getByRole('listitem');
  await expect(failed).toHaveCount(3);
  const status = connect(page).getByRole('status');

  // Discard the first with the keyboard: focus goes to the message that took its place.
  await failed.first().getByRole('button', { name: 'Discard' }).focus();
  await page.keyboard.press('Enter');
  await expect(failed).toHaveCount(2);
  await expect(failed.first()).toContainText('“Second try”');
  await expect(failed.first().getByRole('button', { name: 'Retry' })).toBeFocused();
  await expect(status).toHaveText('“First try” discarded.');

  // Retry the last one once the API accepts it: focus goes to the one before it.
  await setMailMode({ kind: 'ok' });
  await failed.last().getByRole('button', { name: 'Retry' }).focus();
  await page.keyboard.press('Enter');
  await expect(failed).toHaveCount(1);
  await expect(failed.first().getByRole('button', { name: 'Retry' })).toBeFocused();
  await expect(status).toHaveText('Sending “Third try” again.');
  await expect(toast(page, TOASTS.sent)).toBeVisible();

  // Discard the last failed message: focus goes to the Connect heading.
  await failed.first().getByRole('button', { name: 'Discard' }).focus();
  await page.keyboard.press('Enter');
  await expect(failed).toHaveCount(0);
  await expect(connect(page).getByRole('heading', { name: 'Connect' })).toBeFocused();
  await expect(status).toHaveText('“Second try” discarded.');
  await expect(connect(page)).not.toContainText('could not be sent');

  // Tab goes on from there to the Email button, not from the top of the page.
  await page.keyboard.press('Tab');
  await expect(connect(page).getByRole('button', { name: 'Email' })).toBeFocused();

  const delivered = await deliveredMessages();
  expect(delivered.map(subjectOf)).toEqual(['Third try']);
});
