import { storeOutbox } from './support/background-sync.ts';
import {
  connect,
  expectNoFlushRunning,
  MESSAGE,
  openContact,
  sendOffline,
  TOASTS,
  toast,
  writeAndSend,
} from './support/contact.ts';
import { waitForServiceWorker } from './support/service-worker.ts';
import {
  deliveredMessages,
  deliveredSubjects,
  mailRequests,
  resetMail,
  setMailMode,
} from './support/stand-ins.ts';
import { expect, test } from './support/test.ts';

test.beforeEach(async () => {
  await resetMail();
});

test('sent offline, the message waits and is delivered exactly once when back online', async ({
  page,
  context,
}) => {
  await page.goto('/');
  await sendOffline(page, context);
  await expect(connect(page)).toContainText('1 message waiting to be sent.');
  expect(await mailRequests()).toEqual([]);

  await context.setOffline(false);
  await expect(toast(page, TOASTS.sent)).toBeVisible();
  await expect(connect(page)).not.toContainText('waiting');
  await expectNoFlushRunning(page);
  const delivered = await deliveredMessages();
  expect(delivered).toHaveLength(1);
  expect(delivered[0].body?.template_params).toEqual(MESSAGE);
});

test('sent offline, reloaded while offline, back online: delivered exactly once', async ({
  page,
  context,
}) => {
  await page.goto('/');
  // The service worker serves the page while offline.
  await waitForServiceWorker(page);
  await sendOffline(page, context);
  await page.reload();
  await expect(connect(page)).toContainText('1 message waiting to be sent.');
  await context.setOffline(false);
  await expect(connect(page)).not.toContainText('waiting');
  await expectNoFlushRunning(page);
  expect(await deliveredMessages()).toHaveLength(1);
});

test('no answer from the mail API, reloaded while it is still down, back up: delivered exactly once', async ({
  page,
}) => {
  // Without the service worker a page cannot reload offline; a mail API that
  // drops every connection gives the same status 0 with the page reloadable.
  await setMailMode({ kind: 'drop' });
  await page.goto('/');
  const dialog = await writeAndSend(page);
  await expect(toast(page, TOASTS.offline)).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await expect(connect(page)).toContainText('1 message waiting to be sent.');

  await page.reload();
  await expect(connect(page)).toContainText('1 message waiting to be sent.');
  // The page-start flush tried again and found the API still down (the
  // dropped requests are CORS preflights: the POST never got through).
  await expect.poll(async () => (await mailRequests()).length).toBeGreaterThanOrEqual(2);
  expect(await deliveredMessages()).toEqual([]);

  await setMailMode({ kind: 'ok' });
  // The back-off timer brings it out (the delay doubles per try, so allow a while).
  await expect(connect(page)).not.toContainText('waiting', { timeout: 20_000 });
  await expectNoFlushRunning(page);
  expect(await deliveredSubjects()).toEqual([MESSAGE.subject]);

  // Another reload sends nothing again.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Connect' })).toBeVisible();
  await expectNoFlushRunning(page);
  expect(await deliveredMessages()).toHaveLength(1);
});

test('two tabs open while coming back online: each message is delivered exactly once', async ({
  context,
}) => {
  const tabA = await context.newPage();
  const tabB = await context.newPage();
  await tabA.goto('/');
  await tabB.goto('/');
  await sendOffline(tabA, context, { ...MESSAGE, subject: 'From tab A one' });
  await writeAndSend(tabA, { ...MESSAGE, subject: 'From tab A two' });
  // The other tab sees them too.
  await expect(connect(tabB)).toContainText('2 messages waiting to be sent.');

  await context.setOffline(false);
  for (const tab of [tabA, tabB]) {
    await expect(connect(tab)).not.toContainText('waiting');
    await expectNoFlushRunning(tab);
  }
  expect(await deliveredSubjects()).toEqual(['From tab A one', 'From tab A two']);
});

test('the 21st waiting message is refused with a clear message; the 20 go out in order', async ({
  page,
  context,
}) => {
  await page.goto('/');
  await openContact(page);
  await page.keyboard.press('Escape');
  await context.setOffline(true);
  // 19 messages already waiting (stored as the outbox stores them; typing
  // them all would only make the test slow), then the 20th typed.
  await storeOutbox(
    page,
    Array.from({ length: 19 }, (_, i) => ({
      id: `seeded-${i + 1}`,
      message: { ...MESSAGE, subject: `Message ${i + 1}` },
      queuedAt: Date.now() - 60_000 + i,
      attempts: 0,
      status: 'waiting',
    })),
  );
  const twentieth = await writeAndSend(page, { ...MESSAGE, subject: 'Message 20' });
  await expect(twentieth).toHaveCount(0);
  await expect(connect(page)).toContainText('20 messages waiting to be sent.');

  const dialog = await writeAndSend(page, { ...MESSAGE, subject: 'Message 21' });
  const alert = dialog.getByRole('alert');
  await expect(alert).toContainText('Your message was not sent.');
  await expect(alert).toContainText('This browser already holds 20 unsent messages.');
  await expect(dialog.getByRole('textbox', { name: 'Subject' })).toHaveValue('Message 21');
  await page.keyboard.press('Escape');

  await context.setOffline(false);
  await expect(connect(page)).not.toContainText('waiting', { timeout: 15_000 });
  await expectNoFlushRunning(page);
  expect(await deliveredSubjects()).toEqual(
    Array.from({ length: 20 }, (_, i) => `Message ${i + 1}`),
  );
});

test('a waiting message can be discarded; it is never sent', async ({ page, context }) => {
  await page.goto('/');
  // The list's code loads while offline: from the service worker's precache.
  await waitForServiceWorker(page);
  await sendOffline(page, context, { ...MESSAGE, subject: 'Keep this one' });
  await writeAndSend(page, { ...MESSAGE, subject: 'Drop this one' });
  const waiting = connect(page)
    .getByRole('list', { name: 'Messages waiting to be sent' })
    .getByRole('listitem');
  await expect(waiting).toHaveCount(2);
  await expect(waiting.nth(1)).toContainText('“Drop this one” is waiting to be sent.');
  await waiting.nth(1).getByRole('button', { name: 'Discard' }).click();
  await expect(waiting).toHaveCount(1);
  // Focus stays in the list: on the Discard of the message before it, not dropped to the page.
  await expect(waiting.first().getByRole('button', { name: 'Discard' })).toBeFocused();
  await expect(connect(page)).toContainText('1 message waiting to be sent.');

  await context.setOffline(false);
  await expect(connect(page)).not.toContainText('waiting');
  await expectNoFlushRunning(page);
  expect(await deliveredSubjects()).toEqual(['Keep this one']);
});

test('after a day and many tries without an answer a message shows as failed, with Retry and Discard', async ({
  page,
}) => {
  await page.goto('/');
  await openContact(page);
  await page.keyboard.press('Escape');
  // A message that has had no answer for a day and 30 tries (a mail host an ad blocker blocks), stored as the outbox stores it.
  const day = 24 * 60 * 60 * 1000;
  await storeOutbox(page, [
    {
      id: 'no-answer-for-a-day',
      message: { ...MESSAGE, subject: 'Blocked for a day' },
      queuedAt: Date.now() - day - 60_000,
      attempts: 30,
      status: 'waiting',
      temporaryFailures: 30,
      serverErrors: 0,
      noAnswerSince: Date.now() - day,
      noAnswerTries: 30,
      lastTriedAt: Date.now() - 60_000,
      lastFailure: { status: 0, text: 'Network Error' },
    },
  ]);
  await setMailMode({ kind: 'drop' });
  await page.reload();
  const failed = connect(page)
    .getByRole('list', { name: 'Messages not sent' })
    .getByRole('listitem');
  await expect(failed).toHaveCount(1);
  await expect(failed).toContainText(
    '“Blocked for a day” was not sent. The mail service could not be reached.',
  );
  await expect(connect(page)).toContainText('1 message could not be sent.');
  await expect(connect(page)).not.toContainText('waiting');

  await setMailMode({ kind: 'ok' });
  await failed.getByRole('button', { name: 'Retry' }).click();
  await expect(failed).toHaveCount(0);
  await expectNoFlushRunning(page);
  expect(await deliveredSubjects()).toEqual(['Blocked for a day']);
});
