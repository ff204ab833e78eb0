import { type BrowserContext, expect, type Locator, type Page } from '@playwright/test';

/** A valid message (docs/product.md § Contact, "Validation"). */
export type Message = { name: string; email: string; subject: string; message: string };

export const MESSAGE: Message = {
  name: 'Maria Clara',
  email: 'maria@example.com',
  subject: 'Project inquiry 2026',
  message:
    'Hello! I would like to talk about a project.\nSecond line, with <b>markup</b> & ünïcode 🎉',
};

/** The toast texts of a send (docs/product.md § Contact). */
export const TOASTS = {
  sent: 'Message sent',
  offline: "You're offline — your message will be sent when you're back online",
  queued: 'Your message is saved and will be sent automatically',
};

/** Opens the dialog "Send me a message" (its code loads now, so it also works offline afterwards). */
export async function openContact(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: 'Email' }).click();
  const dialog = page.getByRole('dialog', { name: 'Send me a message' });
  await expect(dialog.getByRole('textbox', { name: 'Name' })).toBeVisible();
  return dialog;
}

/** Fills the four fields. */
export async function fillMessage(dialog: Locator, message: Message = MESSAGE): Promise<void> {
  await dialog.getByRole('textbox', { name: 'Name' }).fill(message.name);
  await dialog.getByRole('textbox', { name: 'Email' }).fill(message.email);
  await dialog.getByRole('textbox', { name: 'Subject' }).fill(message.subject);
  await dialog.getByRole('textbox', { name: 'Message' }).fill(message.message);
}

/** Opens the dialog, fills it and presses Send; returns the dialog. */
export async function writeAndSend(page: Page, message: Message = MESSAGE): Promise<Locator> {
  const dialog = await openContact(page);
  await fillMessage(dialog, message);
  await dialog.getByRole('button', { name: 'Send' }).click();
  return dialog;
}

/**
 * Opens the dialog while online (its code loads now, so the test does not
 * depend on the service worker having it yet), goes offline, writes and sends.
 * Checks the offline toast and that the dialog closed.
 */
export async function sendOffline(
  page: Page,
  context: BrowserContext,
  message: Message = MESSAGE,
): Promise<void> {
  const dialog = await openContact(page);
  await context.setOffline(true);
  await fillMessage(dialog, message);
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(toast(page, TOASTS.offline)).toBeVisible();
  await expect(dialog).toHaveCount(0);
}

/** A toast with exactly this title. */
export function toast(page: Page, title: string): Locator {
  return page.getByRole('region', { name: /notification/i }).getByText(title, { exact: true });
}

/** The Connect section, where the outbox indicator lives. */
export function connect(page: Page): Locator {
  return page.getByRole('region', { name: 'Connect' });
}

/** Resolves once no Web Lock is held or waited for in the page's origin (every flush is over). */
export async function expectNoFlushRunning(page: Page): Promise<void> {
  await expect
    .poll(async () =>
      page.evaluate(async () => {
        const { held = [], pending = [] } = await navigator.locks.query();
        return held.length + pending.length;
      }),
    )
    .toBe(0);
}
