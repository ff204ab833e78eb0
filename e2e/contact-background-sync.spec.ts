import {
  OUTBOX_SYNC_TAG,
  storedOutbox,
  syncDispatcher,
  syncTags,
  takePageOffline,
} from './support/background-sync.ts';
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
  releaseMail,
  resetMail,
  setMailMode,
} from './support/stand-ins.ts';
import { type BrowserContext, expect, type Page, test } from './support/test.ts';
import { recordToastTexts, shownToastTexts } from './support/toasts.ts';

/**
 * Background Sync (docs/product.md § Outbox): the service worker sends the
 * outbox by itself, with no page of the site open, when the device is
 * online again. Every test here fails without the worker's `sync` listener.
 */

const posts = async () => (await mailRequests()).filter((r) => r.method === 'POST');

/**
 * Opens the site in `context` once its service worker controls it, then cuts
 * that page (not the worker) off the network: only the worker can send.
 * @returns the page and the function that brings it back online.
 */
async function offlinePageUnderWorker(
  context: BrowserContext,
): Promise<{ page: Page; backOnline: () => Promise<void> }> {
  const page = await context.newPage();
  await page.goto('/');
  await waitForServiceWorker(page);
  return { page, backOnline: await takePageOffline(page) };
}

test.beforeEach(async () => {
  // Every test here waits on real time it cannot shorten (the worker's sync, delayed
  // answers, retries up to 15 s): on a loaded 2-core machine 30 s is too little.
  test.slow();
  await resetMail();
});

/** Opens the site, waits for its worker, sends `subject` while offline (a sync is registered), and closes the page. */
async function queueOfflineAndClose(
  context: BrowserContext,
  subject = MESSAGE.subject,
): Promise<void> {
  const page = await context.newPage();
  await page.goto('/');
  await waitForServiceWorker(page);
  await sendOffline(page, context, { ...MESSAGE, subject });
  expect(await syncTags(page)).toEqual([OUTBOX_SYNC_TAG]);
  await page.close();
}

/** Opens a page of the site while the browser is offline (its own flush cannot run) and reads the outbox. */
async function peekWhileOffline(
  context: BrowserContext,
): Promise<{ page: Page; items: Awaited<ReturnType<typeof storedOutbox>> }> {
  await context.setOffline(true);
  const page = await context.newPage();
  await page.goto('/');
  return { page, items: await storedOutbox(page) };
}

test('with no page open, a message queued offline is delivered exactly once when the device is online', async ({
  context,
}) => {
  await queueOfflineAndClose(context);
  expect(context.pages()).toEqual([]);
  expect(await mailRequests()).toEqual([]);

  // Online again: the browser fires the sync and the worker sends.
  await context.setOffline(false);
  await expect.poll(deliveredSubjects).toEqual([MESSAGE.subject]);

  // A visit afterwards finds nothing waiting and sends nothing again.
  const page = await context.newPage();
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Connect' })).toBeVisible();
  await expectNoFlushRunning(page);
  await expect(connect(page)).not.toContainText('waiting');
  expect(await storedOutbox(page)).toEqual([]);
  expect(await deliveredMessages()).toHaveLength(1);
});

test('a 500 during the background send keeps the message waiting; the browser’s retry delivers it once', async ({
  context,
}) => {
  await queueOfflineAndClose(context);
  await setMailMode({ kind: 'status', status: 500, text: 'Internal Server Error', times: 1 });
  await context.setOffline(false);
  await expect.poll(async () => (await posts()).map((r) => r.answered)).toEqual([500]);

  // The browser retries the rejected sync (minutes later in real life); once
  // the outbox's own back-off is over, the retry sends it.
  const sync = await syncDispatcher(context);
  await expect
    .poll(async () => {
      await sync.dispatch();
      return (await posts()).map((r) => r.answered);
    })
    .toEqual([500, 200]);
  await sync.close();
  expect(await deliveredSubjects()).toEqual([MESSAGE.subject]);

  const { items } = await peekWhileOffline(context);
  expect(items).toEqual([]);
});

test('on the browser’s last try a failing message stays waiting, and the next visit sends it', async ({
  context,
}) => {
  await queueOfflineAndClose(context);
  await setMailMode({ kind: 'status', status: 503, text: 'Service Unavailable' });
  await context.setOffline(false);
  await expect.poll(async () => (await posts()).length).toBe(1);

  const sync = await syncDispatcher(context);
  await expect
    .poll(async () => {
      await sync.dispatch({ lastChance: true });
      return (await posts()).length;
    })
    .toBe(2);
  await sync.close();

  // Not dropped, not failed: it waits for the pages' own triggers.
  const { page, items } = await peekWhileOffline(context);
  expect(items).toEqual([
    expect.objectContaining({
      status: 'waiting',
      message: expect.objectContaining({ subject: MESSAGE.subject }),
    }),
  ]);
  await expect(connect(page)).toContainText('1 message waiting to be sent.');
  await expect(connect(page)).not.toContainText('could not be sent');

  await setMailMode({ kind: 'ok' });
  await context.setOffline(false);
  await expect(connect(page)).not.toContainText('waiting', { timeout: 15_000 });
  await expectNoFlushRunning(page);
  expect(await deliveredSubjects()).toEqual([MESSAGE.subject]);
});

test('a 400 during the background send marks it failed; an open page shows it under Connect with Retry and Discard', async ({
  context,
}) => {
  // The toast comes with the outcome and stays 2 s: recorded, so the checks before it cannot outlast it.
  await recordToastTexts(context);
  // The page cannot send; the worker can.
  const { page, backOnline } = await offlinePageUnderWorker(context);
  await setMailMode({ kind: 'status', status: 400, text: 'The template ID is invalid' });
  const dialog = await writeAndSend(page);
  await expect(toast(page, TOASTS.offline)).toBeVisible();
  await expect(dialog).toHaveCount(0);

  // The worker sent it at once (the browser is online) and the page hears the outcome.
  await expect.poll(async () => (await posts()).map((r) => r.answered)).toEqual([400]);
  const failed = connect(page)
    .getByRole('list', { name: 'Messages not sent' })
    .getByRole('listitem');
  await expect(failed).toHaveCount(1, { timeout: 1_000 });
  await expect(failed).toContainText(`“${MESSAGE.subject}” was not sent.`);
  await expect(failed).toContainText('It said: “The template ID is invalid”');
  await expect(failed.getByRole('button', { name: 'Retry' })).toBeVisible();
  await expect(failed.getByRole('button', { name: 'Discard' })).toBeVisible();
  await expect(connect(page)).toContainText('1 message could not be sent.');
  await expect(connect(page)).not.toContainText('waiting');
  await expect
    .poll(() => shownToastTexts(page))
    .toContainEqual(expect.stringContaining('A saved message could not be sent'));

  // Retry sends it once the API accepts it.
  await setMailMode({ kind: 'ok' });
  await backOnline();
  await failed.getByRole('button', { name: 'Retry' }).click();
  await expect(failed).toHaveCount(0);
  await expectNoFlushRunning(page);
  expect(await deliveredSubjects()).toEqual([MESSAGE.subject]);
});

test('a message the worker sends while a page is open leaves that page’s waiting line within a second', async ({
  context,
}) => {
  const { page, backOnline } = await offlinePageUnderWorker(context);
  // Held back at the mail API until released, so the page shows it waiting first.
  await setMailMode({ kind: 'ok', hold: true });
  await writeAndSend(page);
  await expect(toast(page, TOASTS.offline)).toBeVisible();
  await expect(connect(page)).toContainText('1 message waiting to be sent.');

  await releaseMail();
  await expect.poll(deliveredSubjects).toEqual([MESSAGE.subject]);
  await expect(connect(page)).not.toContainText('waiting', { timeout: 1_000 });
  await expect(toast(page, TOASTS.sent)).toBeVisible();

  // Back online, the page's own flush finds nothing to send again.
  await backOnline();
  await expectNoFlushRunning(page);
  await expect(connect(page)).not.toContainText('waiting');
  expect(await deliveredMessages()).toHaveLength(1);
});

test('one page sending, the worker’s sync and a second tab: each message is delivered exactly once', async ({
  context,
}) => {
  const tabA = await context.newPage();
  const tabB = await context.newPage();
  await tabA.goto('/');
  await tabB.goto('/');
  await waitForServiceWorker(tabA);
  await openContact(tabB);
  await tabB.keyboard.press('Escape');
  // Each answer takes a while, so the three senders overlap.
  await setMailMode({ kind: 'ok', delayMs: 1_000 });
  const onlineA = await takePageOffline(tabA);
  const onlineB = await takePageOffline(tabB);
  // Tab A queues two messages; the worker starts sending them at once.
  await writeAndSend(tabA, { ...MESSAGE, subject: 'First from tab A' });
  await expect(toast(tabA, TOASTS.offline)).toBeVisible();
  await writeAndSend(tabA, { ...MESSAGE, subject: 'Second from tab A' });
  await expect.poll(async () => (await posts()).length).toBeGreaterThanOrEqual(1);
  // While the worker sends, tab A comes online (its own flush and the
  // dialog's send of a third message) and tab B too (its flush).
  await onlineA();
  await writeAndSend(tabA, { ...MESSAGE, subject: 'Third from tab A' });
  await onlineB();

  for (const tab of [tabA, tabB]) {
    await expect(connect(tab)).not.toContainText('waiting', { timeout: 15_000 });
    await expectNoFlushRunning(tab);
  }
  expect((await deliveredSubjects()).sort()).toEqual([
    'First from tab A',
    'Second from tab A',
    'Third from tab A',
  ]);
  expect(await posts()).toHaveLength(3);
});
