import { APP_URL, PROJECTS_URL } from '../support/ports.ts';
import { deliveredMessages, mailRequests, projectsRequestCount } from '../support/stand-ins.ts';
import type { EnginePage } from './driver.ts';
import {
  closeWithEscape,
  count,
  expect,
  openHome,
  setOnline,
  test,
  UI,
  untilSettled,
} from './fixtures.ts';
import { ENGINE_MESSAGE, writeMessage } from './messages.ts';
import {
  A_PDF,
  CV_PAGES,
  cvPdfAnswer,
  POSTS,
  scrollTo,
  untilWritingPicturesLoad,
} from './owner.ts';

// The service worker, offline and the outbox in Firefox and WebKit
// (docs/product.md § Offline and install, § Outbox); the Chromium specs are
// e2e/offline.spec.ts and e2e/contact-offline.spec.ts. Offline here means
// the stand-ins and the site's host are down (fixtures.ts, setOnline): these
// drivers have no offline switch, so the browser still thinks it is online.

/** Resolves once a service worker is active and controls the page (`ready` can come first). */
async function untilControlled(page: EnginePage): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null))
    .toBe(true);
}

/** Resolves once no Web Lock is held or waited for in the page's origin (every flush is over). */
async function untilNoFlush(page: EnginePage): Promise<void> {
  await expect
    .poll(() =>
      page.evaluate(async () => {
        const { held = [], pending = [] } = await navigator.locks.query();
        return held.length + pending.length;
      }),
    )
    .toBe(0);
}

test('the service worker controls the page after a reload', async ({ site }) => {
  await openHome(site);
  await untilControlled(site);
  await site.reload();
  await untilSettled(site);
  expect(await site.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null)).toMatch(
    /\/sw\.js$/,
  );
});

test('after one online visit, offline, a reload shows the page with the cached projects', async ({
  site,
}) => {
  await openHome(site);
  await expect.poll(() => count(site, UI.projectCard)).toBe(1);
  await untilControlled(site);
  // The page put its own answer into the worker's cache (no second request).
  await expect
    .poll(() => site.evaluate(async (url) => (await caches.match(url)) !== undefined, PROJECTS_URL))
    .toBe(true);
  expect(await projectsRequestCount()).toBe(1);

  await setOnline(false);
  await site.reload();
  await untilSettled(site);
  expect(await count(site, { role: 'heading', name: 'Jamie Santos' })).toBe(1);
  await expect.poll(() => count(site, UI.projectCard)).toBe(1);
  expect(await count(site, UI.courses)).toBe(10);
  expect(await count(site, { role: 'alert', name: /error processing your request/ })).toBe(0);
  expect(await projectsRequestCount()).toBe(1);
});

test('after one online visit, offline, Writing with its pictures and both CV PDFs are served', async ({
  site,
}) => {
  // docs/product.md § Writing ("Offline") and § CV and contact card: the
  // first visit's install precaches the posts, their pictures and the PDFs.
  await openHome(site);
  await untilControlled(site);

  await setOnline(false);
  await site.reload();
  await untilSettled(site);
  const writing = { role: 'region', name: 'Writing' };
  await scrollTo(site, '[data-writing-slot]');
  await expect.poll(() => count(site, { role: 'link', within: writing })).toBe(POSTS.length);
  await untilWritingPicturesLoad(site);
  for (const { path, link } of CV_PAGES) {
    await site.goto(new URL(path, APP_URL).href, { hydrate: false });
    expect(await cvPdfAnswer(site, link), path).toEqual(A_PDF);
  }
});

test('a message written offline waits, is listed, and goes out once when the site is next opened', async ({
  site,
}) => {
  await openHome(site);
  await untilControlled(site);
  // Its code loads now, while online.
  await site.click(UI.emailButton);
  await expect.poll(() => count(site, UI.field('Name'))).toBe(1);
  await closeWithEscape(site, UI.contact);

  await setOnline(false);
  await writeMessage(site);
  await expect
    .poll(async () => (await site.state(UI.connect)).text)
    .toContain('1 message waiting to be sent.');
  const waitingList = { role: 'list', name: 'Messages waiting to be sent' };
  await expect.poll(() => count(site, { role: 'listitem', within: waitingList })).toBe(1);
  await expect
    .poll(async () => (await site.state(waitingList)).text)
    .toContain(`“${ENGINE_MESSAGE.subject}” is waiting to be sent.`);
  await expect.poll(() => count(site, UI.contact)).toBe(0);

  // The visitor leaves; no page of the site is open when the network comes back.
  await site.goto('about:blank', { hydrate: false });
  await setOnline(true);
  expect(await mailRequests()).toEqual([]);

  await openHome(site);
  await expect.poll(() => count(site, UI.toast('Message sent'))).toBe(1);
  await expect.poll(async () => (await site.state(UI.connect)).text).not.toContain('waiting');
  await untilNoFlush(site);
  const delivered = await deliveredMessages();
  expect(delivered).toHaveLength(1);
  expect(delivered[0]?.body?.template_params).toEqual(ENGINE_MESSAGE);

  // The next visit sends nothing again.
  await site.reload();
  await untilSettled(site);
  await untilNoFlush(site);
  expect(await deliveredMessages()).toHaveLength(1);
});
