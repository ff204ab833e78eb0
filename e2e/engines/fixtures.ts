import { APP_URL, PORT_BASE, PROJECTS_URL } from '../support/ports.ts';
import {
  control,
  resetMail,
  setMailServerUp,
  setProjectsMode,
  setProjectsServerUp,
} from '../support/stand-ins.ts';
import { test as base, expect } from '../support/test.ts';
import { BLANK_PATH, type CspReport } from './app-host.ts';
import type { EngineBrowser, EngineName, EnginePage, Query } from './driver.ts';
import { launchFirefox } from './firefox.ts';
import { launchWebKit } from './webkit.ts';

export { expect };

/**
 * The port WebKitWebDriver listens on: worker 0's spare port of
 * `E2E_PORT_BASE` (e2e/support/ports.ts leaves `base + 8` free).
 */
export const WEBKIT_DRIVER_PORT = PORT_BASE + 8;

/** What the worker's browser is started with (a flow file sets it with `test.use`). */
export type EngineOptions = {
  /** The browser's user agent (WebKit only: MiniBrowser takes it at start). */
  userAgent?: string;
};

/** The site's wide layout, as the Chromium suite's default viewport. */
export const WIDE = { width: 1280, height: 800 } as const;
/** A phone's width: the narrow layout (below the 48em breakpoint, docs/product.md § Navigation). */
export const NARROW = { width: 390, height: 844 } as const;

/** Takes the app host, the projects server and the mail API down (the visitor is offline) or up. */
export async function setOnline(online: boolean): Promise<void> {
  await control('app/up', { up: online });
  await setProjectsServerUp(online);
  await setMailServerUp(online);
  await control('media/up', { up: online });
}

/** The CSP violation reports the app host received since the test began (./app-host.ts). */
export const cspReports = () => control<CspReport[]>('csp/reports');

/** How long the site fixture waits for the service workers to be at rest, in ms. */
const WORKER_AT_REST_TIMEOUT_MS = 45_000;

/**
 * How long a WebKit page may see every unsettled registration's worker as
 * `activating` before {@link untilWorkersAtRest} asks a new document, in ms.
 * Our worker's `activate` work takes tens of ms.
 */
const STALE_VIEW_MS = 5_000;

/** What a registration whose active worker is still activating reads as in {@link workerStates}. */
const ACTIVATING = 'installing undefined, waiting undefined, active activating';

/**
 * The page's view of its origin's registrations that are not at rest, one
 * `installing …, waiting …, active …` per registration joined by "; ", or
 * '' when all are: nothing installing or waiting, and an active worker that
 * has activated (a registration with no worker yet is still fetching its
 * script).
 */
function workerStates(page: EnginePage): Promise<string> {
  return page.evaluate(async () =>
    (await navigator.serviceWorker.getRegistrations())
      .map((r) =>
        r.installing || r.waiting || r.active?.state !== 'activated'
          ? `installing ${r.installing?.state}, waiting ${r.waiting?.state}, active ${r.active?.state}`
          : '',
      )
      .filter(Boolean)
      .join('; '),
  );
}

/**
 * Resolves once every service-worker registration of the page's origin is at
 * rest ({@link workerStates}). Installing means precaching the whole site,
 * which on a busy 2-core machine can outlast the 10 s expect time-out:
 * WORKER_AT_REST_TIMEOUT_MS. A failure names the states the registrations
 * were in.
 *
 * WebKit (WebKitGTK 2.50) can show a page a stale worker: in a page loaded
 * while the worker was activating (a reload right after the first visit's
 * install), the `ServiceWorker` object can say `activating` for good, though
 * the worker itself has activated and controls that page, and a page loaded
 * later sees `activated`. Measured here: 4 and 7 in two sets of 40 runs of the colour switch's
 * reload flow, with the worker's own `statechange` logged as `activated`
 * within 30 ms. So in WebKit, once every unsettled registration's worker has
 * read `activating` for STALE_VIEW_MS, the check reads on from a new
 * document, once: the host's bare page, with the app host up (the flow is
 * over, or not begun; with it down the worker would answer the app). A
 * worker that really never activates still fails the flow that registered
 * it. Firefox keeps one page for the whole run and has no such view, so it
 * never leaves the page here.
 */
async function untilWorkersAtRest(page: EnginePage): Promise<void> {
  let activatingSince: number | undefined;
  let readAgain = false;
  await expect
    .poll(
      async () => {
        const states = await workerStates(page);
        const onlyActivating =
          page.engine === 'webkit' &&
          states !== '' &&
          states.split('; ').every((s) => s === ACTIVATING);
        if (!onlyActivating) activatingSince = undefined;
        else activatingSince ??= Date.now();
        if (
          readAgain ||
          activatingSince === undefined ||
          Date.now() - activatingSince < STALE_VIEW_MS
        )
          return states;
        readAgain = true;
        await control('app/up', { up: true });
        await page.goto(new URL(BLANK_PATH, APP_URL).href, { hydrate: false });
        return workerStates(page);
      },
      { message: 'service workers at rest', timeout: WORKER_AT_REST_TIMEOUT_MS },
    )
    .toBe('');
}

/**
 * Clears everything the site keeps in the browser (service workers, caches,
 * IndexedDB, localStorage), from a bare page of the site's origin where the
 * app does not run, so each flow starts as a first visit. Firefox keeps one
 * page for the whole run (starting it takes seconds), so this is what empties
 * it; WebKit's session is new for each flow and has nothing to clear, which
 * the check at the end confirms.
 */
async function clearSite(page: EnginePage): Promise<void> {
  await page.goto(new URL(BLANK_PATH, APP_URL).href, { hydrate: false });
  // The last flow's teardown waited for its worker to be at rest; one the
  // app registered after that check would still be installing. An
  // unregistered worker runs to the end of that work, and its `activate`
  // handler opens the precache again (Workbox's PrecacheController), which
  // would recreate that cache after the deletion below. So check again.
  await untilWorkersAtRest(page);
  await page.evaluate(async () => {
    for (const registration of await navigator.serviceWorker.getRegistrations())
      await registration.unregister();
    for (const name of await caches.keys()) await caches.delete(name);
    localStorage.clear();
    sessionStorage.clear();
    // Emptied rather than deleted: a page of the last flow kept in the
    // back/forward cache may still hold a database open, which would hold
    // its deletion up until the browser drops that page.
    for (const { name } of await indexedDB.databases()) {
      if (!name) continue;
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const request = indexedDB.open(name);
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error);
      });
      const stores = [...db.objectStoreNames];
      if (stores.length > 0) {
        const transaction = db.transaction(stores, 'readwrite');
        for (const store of stores) transaction.objectStore(store).clear();
        await new Promise<void>((resolve, reject) => {
          transaction.oncomplete = () => resolve();
          transaction.onerror = () => reject(transaction.error);
        });
      }
      db.close();
    }
  });
  const left = await page.evaluate(async () => {
    let records = 0;
    for (const { name } of await indexedDB.databases()) {
      if (!name) continue;
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const request = indexedDB.open(name);
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error);
      });
      for (const store of db.objectStoreNames) {
        records += await new Promise<number>((resolve, reject) => {
          const request = db.transaction(store).objectStore(store).count();
          request.onsuccess = () => resolve(request.result);
          request.onerror = () => reject(request.error);
        });
      }
      db.close();
    }
    return {
      workers: (await navigator.serviceWorker.getRegistrations()).length,
      caches: (await caches.keys()).length,
      records,
      localStorage: localStorage.length,
    };
  });
  expect(left, 'the site left nothing behind in the browser').toEqual({
    workers: 0,
    caches: 0,
    records: 0,
    localStorage: 0,
  });
}

/** The number of the last `ok` projects answer the stand-in sent (e2e/support/projects-server.ts). */
const lastProjectsAnswer = () => control<number>('projects/last-answer');

/**
 * Resolves once the site's projects cache holds the last projects answer the
 * stand-in sent after answer `since`. A controlled page's projects request is
 * answered stale-while-revalidate (docs/decisions/0009-projects-stale-while-revalidate.md):
 * the worker refetches in the background and writes the fresh answer after
 * the page has its cards, so a flow can end with that write still to come;
 * the worker finishes it even after it is unregistered, and it would
 * recreate the cache the next flow's {@link clearSite} deleted. An
 * uncontrolled page stores its own answer the same way
 * (`src/features/projects/api/seed-runtime-cache.ts`).
 */
async function untilProjectsStored(page: EnginePage, since: number): Promise<void> {
  const last = await lastProjectsAnswer();
  if (last === since) return;
  await expect
    .poll(
      () =>
        page.evaluate(
          async (url) => (await caches.match(url))?.headers.get('X-Answer') ?? null,
          PROJECTS_URL,
        ),
      { message: 'the last projects answer has reached the cache' },
    )
    .toBe(String(last));
}

/**
 * The other engines' `test`: the worker fixture `engine` is the project's
 * browser (Firefox through puppeteer-core, WebKit through selenium-webdriver,
 * see ./driver.ts), started once per worker; the test fixture `site` is its
 * page for the flow (`pageForFlow`: in WebKit, a new session with no website
 * data), with the site's storage cleared, the stand-ins up and answering
 * `ok`, at the wide layout. After each flow the site must have caused no
 * CSP violation (docs/product.md § Security).
 */
export const test = base.extend<
  { site: EnginePage },
  { engine: EngineBrowser; engineOptions: EngineOptions }
>({
  engineOptions: [{}, { scope: 'worker', option: true }],
  engine: [
    async ({ engineOptions }, use, workerInfo) => {
      const name = workerInfo.project.name as EngineName;
      const browser =
        name === 'firefox'
          ? await launchFirefox(WIDE)
          : await launchWebKit({
              ...WIDE,
              driverPort: WEBKIT_DRIVER_PORT,
              userAgent: engineOptions.userAgent,
            });
      try {
        await use(browser);
      } finally {
        await browser.close();
      }
    },
    { scope: 'worker', timeout: 60_000 },
  ],
  // Its own time-out, for setup and teardown together: each may wait up to
  // WORKER_AT_REST_TIMEOUT_MS for a worker to install, and the teardown for
  // the projects cache too.
  site: [
    async ({ engine }, use) => {
      await setOnline(true);
      await setProjectsMode({ kind: 'ok' });
      await resetMail();
      const page = await engine.pageForFlow();
      await page.resize(WIDE.width, WIDE.height);
      await clearSite(page);
      await control('csp/reset');
      const since = await lastProjectsAnswer();
      await use(page);
      // The app registers its worker once the page is idle after hydration,
      // and a short flow can end before the worker has installed. Its flow
      // waits for it here, while its last page of the site is still open
      // (a new page only if WebKit's view there is stale: untilWorkersAtRest),
      // so a worker that never activates fails the flow that registered it.
      // (A flow that ends before the app has registered leaves nothing to
      // wait for.)
      await untilWorkersAtRest(page);
      await untilProjectsStored(page, since);
      expect(await cspReports(), 'Content-Security-Policy violations').toEqual([]);
    },
    { timeout: 120_000 },
  ],
});

/** Roles and names of the page (docs/product.md § Accessibility, the accessible names). */
export const UI = {
  switch: { role: 'switch', name: 'Dark mode' },
  like: { role: 'button', name: 'Like' },
  search: { role: 'searchbox', name: 'Search in Your Library' },
  courses: { role: 'listitem', within: { role: 'list', name: 'Courses' } },
  emailButton: { role: 'button', name: 'Email' },
  contact: { role: 'dialog', name: 'Send me a message' },
  field: (name: 'Name' | 'Email' | 'Subject' | 'Message'): Query => ({
    role: 'textbox',
    name,
    within: { role: 'dialog', name: 'Send me a message' },
  }),
  send: { role: 'button', name: 'Send', within: { role: 'dialog', name: 'Send me a message' } },
  connect: { role: 'region', name: 'Connect' },
  openNavigation: { role: 'button', name: 'Open navigation' },
  drawer: { role: 'dialog', name: 'Navigation' },
  projectCard: { role: 'link', name: 'Weather Station Dashboard' },
  toast: (text: string): Query => ({ role: 'alert', name: text }),
} satisfies Record<string, Query | ((arg: never) => Query)>;

/** How many visible elements match `query` now. */
export async function count(page: EnginePage, query: Query): Promise<number> {
  return (await page.state(query)).count;
}

/**
 * Resolves once the projects have arrived and every card is committed (no
 * skeleton, nothing `aria-busy`, docs/product.md § Projects, § Performance).
 * Their arrival moves everything below them; a WebDriver click is aimed at
 * where an element was a moment before, so flows let the page settle first.
 */
export async function untilSettled(page: EnginePage): Promise<void> {
  await expect
    .poll(() =>
      page.evaluate(() => document.querySelector('[data-skeleton], [aria-busy="true"]') === null),
    )
    .toBe(true);
}

/**
 * Presses Escape and resolves once `dialog` is gone (docs/product.md §
 * Accessibility: every dialog closes on Escape). A failure also says, as
 * they are when the wait gives up, which element has focus and, on each
 * open dialog and its ancestors, `data-entering` and `data-exiting` and the
 * animations (a modal is removed once its exit animations finish), which a
 * count alone does not tell.
 */
export async function closeWithEscape(page: EnginePage, dialog: Query): Promise<void> {
  await page.press('Escape');
  try {
    await expect.poll(() => count(page, dialog)).toBe(0);
  } catch (error) {
    // The diagnosis must not hide the failure: if it fails, the failure stands alone.
    const state = await page
      .evaluate(() => {
        const name = (element: Element) =>
          `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}` +
          `${element.getAttribute('role') ? `[role=${element.getAttribute('role')}]` : ''}` +
          `${element.className && typeof element.className === 'string' ? `.${element.className.split(' ').join('.')}` : ''}`;
        const active = document.activeElement;
        const modals = [...document.querySelectorAll('[role="dialog"]')].map((open) => {
          const chain: string[] = [];
          for (
            let element: Element | null = open;
            element && element !== document.body;
            element = element.parentElement
          ) {
            const flags = ['data-entering', 'data-exiting'].filter((flag) =>
              element?.hasAttribute(flag),
            );
            const animations = element
              .getAnimations()
              .map(
                (animation) =>
                  `${'animationName' in animation ? animation.animationName : animation.constructor.name} ${animation.playState}`,
              );
            if (flags.length || animations.length)
              chain.push(`${name(element)} ${[...flags, ...animations].join(', ')}`);
          }
          return `${name(open)}: ${chain.join(' < ') || 'no entering, exiting or animation'}`;
        });
        return `focus on ${active ? name(active) : 'nothing'}; ${modals.join('; ')}`;
      })
      .catch(() => undefined);
    if (state === undefined) throw error;
    throw new Error(`still open after Escape: ${state}`, { cause: error });
  }
}

/** Opens the site's home page and waits until it listens and its projects are in place. */
export async function openHome(page: EnginePage): Promise<void> {
  await page.goto(APP_URL);
  await untilSettled(page);
}
