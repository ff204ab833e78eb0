import { type BrowserContext, test as base, type Page } from '@playwright/test';

/**
 * Playwright's `test` and `expect`, with one change every spec relies on:
 * `page.goto()` and `page.reload()` with the default `waitUntil` resolve
 * only once the page listens for input, not at the `load` event.
 *
 * Why: the page starts its entry script after the first paint
 * (docs/product.md § Performance), so `load` can fire before React has
 * hydrated. A visitor loses nothing by that (clicks are kept and replayed,
 * src/app/early-input.ts), but a test that hovers, reads a store or watches an
 * animation right after `load` would race hydration. "Listens" is the moment
 * `src/main.tsx` takes over from the pre-paint script: `window.__earlyClicks`
 * is gone (it is never there when scripts are off or the response is not the
 * page). A call with an explicit `waitUntil` gets exactly that, nothing more:
 * the early-input tests use it to act before hydration.
 *
 * Pages from `context.newPage()` and `browser.newPage()` get the same.
 */
export const test = base.extend<object, object>({
  context: async ({ context }, use) => {
    await use(withHydrationWait(context));
  },
  page: async ({ page }, use) => {
    await use(waitsForHydration(page));
  },
  browser: [
    async ({ browser }, use) => {
      const { newContext, newPage } = browser;
      browser.newContext = async (...args) =>
        withHydrationWait(await newContext.apply(browser, args));
      browser.newPage = async (...args) => waitsForHydration(await newPage.apply(browser, args));
      await use(browser);
      browser.newContext = newContext;
      browser.newPage = newPage;
    },
    { scope: 'worker' },
  ],
});

// Everything else as Playwright has it (the local `test` above shadows its own).
export * from '@playwright/test';

/** How long a page may take from `load` to listening, in ms (a busy 2-core machine). */
const HYDRATION_TIMEOUT_MS = 30_000;

const wrapped = new WeakSet<object>();

function withHydrationWait(context: BrowserContext): BrowserContext {
  if (wrapped.has(context)) return context;
  wrapped.add(context);
  const { newPage } = context;
  context.newPage = async () => waitsForHydration(await newPage.call(context));
  for (const page of context.pages()) waitsForHydration(page);
  return context;
}

/**
 * Makes `goto` and `reload` of `page` (without `waitUntil`) wait for the page
 * to listen. Returns the same page.
 */
function waitsForHydration(page: Page): Page {
  if (wrapped.has(page)) return page;
  wrapped.add(page);
  const { goto, reload } = page;
  page.goto = async (url, options) => {
    const response = await goto.call(page, url, options);
    if (!options?.waitUntil) await untilListening(page);
    return response;
  };
  page.reload = async (options) => {
    const response = await reload.call(page, options);
    if (!options?.waitUntil) await untilListening(page);
    return response;
  };
  return page;
}

/**
 * Resolves once `src/main.tsx` has taken input over from the pre-paint
 * script. @throws Error after {@link HYDRATION_TIMEOUT_MS} when it never does
 * (the entry script failed to load or threw).
 */
async function untilListening(page: Page): Promise<void> {
  try {
    await page.waitForFunction(() => !('__earlyClicks' in window), undefined, {
      timeout: HYDRATION_TIMEOUT_MS,
    });
  } catch (error) {
    throw new Error(
      `The page at ${page.url()} did not start its script within ${HYDRATION_TIMEOUT_MS} ms of load`,
      { cause: error },
    );
  }
}
