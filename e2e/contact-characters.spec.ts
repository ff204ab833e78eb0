import { MESSAGE, TOASTS, toast, writeAndSend } from './support/contact.ts';
import { deliveredMessages, resetMail } from './support/stand-ins.ts';
import { expect, test } from './support/test.ts';

test.beforeEach(async () => {
  await resetMail();
});

test('lengths count characters as the visitor sees them: 600 emoji and a 30-letter Deseret name are sent', async ({
  page,
}) => {
  // 600 emoji are 1200 UTF-16 units; 30 Deseret letters (U+10400…) are 60.
  const message = { ...MESSAGE, name: '𐐷𐐸𐐹𐐺𐐻𐐼𐐽𐐾𐐿𐑀'.repeat(3), message: '😀'.repeat(600) };
  await page.goto('/');
  const dialog = await writeAndSend(page, message);
  await expect(toast(page, TOASTS.sent)).toBeVisible();
  await expect(dialog).toHaveCount(0);
  const delivered = await deliveredMessages();
  expect(delivered.map((r) => r.body?.template_params)).toEqual([message]);
});

test('one character over the limit, counted the same way, is refused with the product’s message', async ({
  page,
}) => {
  await page.goto('/');
  const dialog = await writeAndSend(page, { ...MESSAGE, message: '😀'.repeat(1001) });
  await expect(
    dialog.getByText('Message must be 1000 characters only', { exact: true }),
  ).toBeVisible();
  expect(await deliveredMessages()).toEqual([]);
});
