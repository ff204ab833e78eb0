import type { Page } from '@playwright/test';

/** The page's depth of overlay entries, as the page keeps it in `history.state`. */
export const overlayDepth = (page: Page) =>
  page.evaluate(() => (history.state as Record<string, number> | null)?.portfolioOverlay ?? 0);
