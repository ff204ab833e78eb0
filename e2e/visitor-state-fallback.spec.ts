import { storedState } from './support/stored-state.ts';
import { expect, type Page, test } from './support/test.ts';

const MIRROR_KEY = 'portfolio:color-mode';

/**
 * Records every colour mode `<html data-theme>` shows, from the parser's
 * `dark` on, in `window.themesShown` (each change's old value, then the current one).
 */
async function recordThemes(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const olds: string[] = [];
    new MutationObserver((records) => {
      for (const record of records) {
        if (record.type === 'attributes' && record.target === document.documentElement)
          olds.push(record.oldValue ?? '');
      }
    }).observe(document, {
      subtree: true,
      attributes: true,
      attributeFilter: ['data-theme'],
      attributeOldValue: true,
    });
    Object.defineProperty(window, 'themesShown', {
      get: () =>
        [...olds, document.documentElement.dataset.theme ?? ''].filter(
          (mode, i, all) => mode !== all[i - 1],
        ),
    });
  });
}

const themesShown = (page: Page) =>
  page.evaluate(() => (window as unknown as { themesShown: string[] }).themesShown);

/** Switches to light mode and waits until both IndexedDB and the mirror hold it. */
async function chooseLight(page: Page): Promise<void> {
  await page.goto('/');
  await page.getByRole('switch', { name: 'Dark mode' }).click();
  await expect.poll(() => storedState(page, 'theme')).toEqual({ mode: 'light' });
  await expect
    .poll(() => page.evaluate((key) => localStorage.getItem(key), MIRROR_KEY))
    .toBe('light');
}

test('when IndexedDB fails but localStorage works, a light page stays light and the mirror is kept', async ({
  page,
}) => {
  await chooseLight(page);
  // From the next load on, every IndexedDB open fails as Chromium's does with a
  // broken profile ("Internal error opening backing store"): an error event, not a throw.
  await page.addInitScript(() => {
    IDBFactory.prototype.open = function open() {
      const request = {
        error: new DOMException(
          'Internal error opening backing store for indexedDB.open.',
          'UnknownError',
        ),
        result: undefined,
        onerror: null as null | ((event: Event) => void),
        onsuccess: null,
        onupgradeneeded: null,
        onblocked: null,
      };
      setTimeout(() => request.onerror?.(new Event('error')));
      return request as unknown as IDBOpenDBRequest;
    };
  });
  await recordThemes(page);
  await page.reload();

  const toggle = page.getByRole('switch', { name: 'Dark mode' });
  // The store settled on the mirror's mode (it starts checked: the prerendered default).
  await expect(toggle).not.toBeChecked();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  // The parser's dark, then the pre-paint script's light, and never dark again.
  expect(await themesShown(page)).toEqual(['dark', 'light']);
  expect(await page.evaluate((key) => localStorage.getItem(key), MIRROR_KEY)).toBe('light');

  // The switch still works, for this page and the mirror.
  await toggle.click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  expect(await page.evaluate((key) => localStorage.getItem(key), MIRROR_KEY)).toBe('dark');
});

test('a newer build’s colour mode is left in IndexedDB; this build shows the mirror’s mode', async ({
  page,
}) => {
  await chooseLight(page);
  const newer = { state: { mode: 'light', contrast: 'more' }, version: 99 };
  await page.evaluate(
    (record) =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open('portfolio');
        open.onsuccess = () => {
          const tx = open.result.transaction('stores', 'readwrite');
          tx.objectStore('stores').put(record, 'theme');
          tx.oncomplete = () => resolve();
          tx.onerror = () => reject(tx.error);
        };
      }),
    newer,
  );
  await recordThemes(page);
  await page.reload();
  await expect(page.getByRole('switch', { name: 'Dark mode' })).not.toBeChecked();
  expect(await themesShown(page)).toEqual(['dark', 'light']);
  // Still the newer build's record, even after the visitor flips the switch here.
  await page.getByRole('switch', { name: 'Dark mode' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect
    .poll(() => page.evaluate((key) => localStorage.getItem(key), MIRROR_KEY))
    .toBe('dark');
  expect(await storedState(page, 'theme')).toEqual(newer.state);
});
