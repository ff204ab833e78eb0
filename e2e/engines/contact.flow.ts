import { deliveredMessages, mailRequests } from '../support/stand-ins.ts';
import { closeWithEscape, count, expect, openHome, test, UI } from './fixtures.ts';
import { ENGINE_MESSAGE, writeMessage } from './messages.ts';

// The contact form in Firefox and WebKit (docs/product.md § Contact); the
// Chromium specs are e2e/contact-form.spec.ts and e2e/contact-send.spec.ts.

const ERRORS = [
  'Name must be at least 3 characters',
  'Email must be at least 3 characters',
  'Subject must be at least 3 characters',
  'Message must be at least 3 characters',
];

test('Send with short fields shows each field’s message; fixing them clears it', async ({
  site,
}) => {
  await openHome(site);
  await site.click(UI.emailButton);
  await expect.poll(() => count(site, UI.field('Name'))).toBe(1);
  await site.fill(UI.field('Name'), 'Jo');
  await site.click(UI.send);
  for (const text of ERRORS)
    await expect.poll(() => count(site, { text, within: UI.contact }), text).toBe(1);
  // The first invalid field takes focus (docs/product.md § Contact, "Validation").
  expect((await site.state(UI.field('Name'))).focused).toBe(true);

  // Re-validated on change.
  await site.fill(UI.field('Name'), 'Jo3');
  await expect
    .poll(() =>
      count(site, { text: 'Name should contain only letters and spaces', within: UI.contact }),
    )
    .toBe(1);
  await site.fill(UI.field('Email'), 'not-an-email');
  await expect
    .poll(() => count(site, { text: 'Invalid email address', within: UI.contact }))
    .toBe(1);
  await site.fill(UI.field('Name'), 'José Rizal');
  await expect
    .poll(() => count(site, { text: 'Name should contain only letters and spaces' }))
    .toBe(0);
  expect(await mailRequests()).toEqual([]);

  await closeWithEscape(site, UI.contact);
});

test('a valid message reaches the mail API exactly once and the dialog closes', async ({
  site,
}) => {
  await openHome(site);
  await writeMessage(site);
  await expect.poll(() => count(site, UI.toast('Message sent'))).toBe(1);
  await expect.poll(() => count(site, UI.contact)).toBe(0);

  const delivered = await deliveredMessages();
  expect(delivered).toHaveLength(1);
  expect(delivered[0]?.body?.template_params).toEqual(ENGINE_MESSAGE);
  expect((await site.state(UI.connect)).text).not.toContain('waiting');
  // Nothing more goes out: no Web Lock is held or waited for (every flush is over).
  await expect
    .poll(() =>
      site.evaluate(async () => {
        const { held = [], pending = [] } = await navigator.locks.query();
        return held.length + pending.length;
      }),
    )
    .toBe(0);
  expect(await deliveredMessages()).toHaveLength(1);
});
