import type { Message } from '../support/contact.ts';
import type { EnginePage } from './driver.ts';
import { count, expect, UI } from './fixtures.ts';

/**
 * The message the flows type: valid (docs/product.md § Contact,
 * "Validation"), with an accented letter; without the emoji and the line
 * break of the Chromium specs' message, which the WebDriver key input of the
 * other engines types differently.
 */
export const ENGINE_MESSAGE: Message = {
  name: 'Maria Clara',
  email: 'maria@example.com',
  subject: 'Project inquiry 2026',
  message: 'Hello from another engine! Let us talk about a project, señor.',
};

/** Opens the dialog "Send me a message", fills the four fields and presses Send. */
export async function writeMessage(
  page: EnginePage,
  message: Message = ENGINE_MESSAGE,
): Promise<void> {
  await page.click(UI.emailButton);
  await expect.poll(() => count(page, UI.field('Name'))).toBe(1);
  await page.fill(UI.field('Name'), message.name);
  await page.fill(UI.field('Email'), message.email);
  await page.fill(UI.field('Subject'), message.subject);
  await page.fill(UI.field('Message'), message.message);
  await page.click(UI.send);
}
