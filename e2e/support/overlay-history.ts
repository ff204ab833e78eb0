import type { Page } from '@playwright/test';

/**
 * The page's depth of overlay entries, as the page keeps it in `history.state`
 * (`portfolioOverlay`; 0 on the page's own entry). A test that presses Back waits for it before
 * it opens an overlay again: a popstate still on its way closes the topmost overlay.
 */
export const overlayDepth = (page: Page) =>
  page.evaluate(() => (history.state as Record<string, number> | null)?.portfolioOverlay ?? 0);
