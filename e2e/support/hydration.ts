import type { Page } from '@playwright/test';

/** What a hydration mismatch leaves behind, gathered from the start of a page's parsing. */
export type HydrationWatch = {
  /** Console errors and warnings and uncaught errors, as `type: text` lines. */
  messages: string[];
  /** The names of the nodes removed from `#root` so far (React drops the server's nodes on a mismatch). */
  removedNodes: () => Promise<string[]>;
};

/**
 * Watches `page` for a hydration mismatch (docs/decisions/0001-prerender-then-hydrate.md):
 * the console's errors and warnings, and every node removed from `#root`
 * from the start of parsing. Call it before `page.goto`.
 */
export async function watchHydration(page: Page): Promise<HydrationWatch> {
  const messages: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') {
      messages.push(`${message.type()}: ${message.text()}`);
    }
  });
  page.on('pageerror', (error) => messages.push(`pageerror: ${error.message}`));
  await page.addInitScript(() => {
    const removed: string[] = [];
    Object.assign(window, { __removedNodes: removed });
    new MutationObserver((records) => {
      for (const record of records) {
        if (!(record.target as Element).closest?.('#root')) continue;
        for (const node of record.removedNodes) removed.push(node.nodeName);
      }
    }).observe(document, { childList: true, subtree: true });
  });
  return {
    messages,
    removedNodes: () =>
      page.evaluate(() => (window as unknown as { __removedNodes: string[] }).__removedNodes),
  };
}

/** Waits until React has claimed every element of the prerendered `#root` (more than 100 of them). */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const elements = [...document.querySelectorAll('#root *')];
    return (
      elements.length > 100 &&
      elements.every((element) =>
        Object.keys(element).some((key) => key.startsWith('__reactFiber$')),
      )
    );
  });
}
