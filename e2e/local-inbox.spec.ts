import { readFile, rm } from 'node:fs/promises';
import type { Server } from 'node:http';
import { type PreviewServer, preview } from 'vite';
import { localInboxPlugin } from '../site-build/local-inbox-plugin.ts';
import { previewNotFoundPlugin } from '../site-build/preview-not-found-plugin.ts';
import { startStaticServer } from '../tools/lib/static-server.ts';
import { INBOX_DIST as DIST } from './global-setup.ts';
import { MESSAGE, TOASTS, toast, writeAndSend } from './support/contact.ts';
import { HOST, origin, PORTS, WORKER } from './support/ports.ts';
import { expect, test } from './support/test.ts';

/** The build without EmailJS keys (global-setup.ts): the contact form posts to its own origin. */
const INBOX_FILE = `e2e/.dist/inbox-messages-${WORKER}.jsonl`;
const PREVIEW_URL = `${origin(PORTS.inbox)}/`;
const STATIC_URL = `${origin(PORTS.inboxStatic)}/`;

let server: PreviewServer;
let staticHost: Server;

test.beforeAll(async () => {
  await rm(INBOX_FILE, { force: true });
  // What `npm start` runs, with the inbox file moved out of the way.
  server = await preview({
    configFile: false,
    logLevel: 'silent',
    build: { outDir: DIST },
    preview: { port: PORTS.inbox, host: HOST, strictPort: true },
    plugins: [localInboxPlugin({ file: INBOX_FILE }), previewNotFoundPlugin()],
  });
  staticHost = await startStaticServer({ root: DIST, port: PORTS.inboxStatic });
});

test.afterAll(async () => {
  await server?.close();
  await new Promise((resolve) => staticHost?.close(resolve));
});

test('without EmailJS keys a message lands in the local inbox of the preview server', async ({
  page,
}) => {
  await page.goto(PREVIEW_URL);
  await writeAndSend(page);
  await expect(toast(page, TOASTS.sent)).toBeVisible();

  const lines = (await readFile(INBOX_FILE, 'utf8')).trim().split('\n');
  expect(lines).toHaveLength(1);
  expect(JSON.parse(lines[0])).toMatchObject({
    endpoint: 'send',
    lib_version: '4.4.1',
    user_id: 'local-inbox',
    service_id: 'local_inbox',
    template_id: 'local_inbox_template',
    template_params: MESSAGE,
  });

  await page.goto(`${PREVIEW_URL}__inbox/`);
  await expect(page.getByRole('heading', { name: 'Local inbox' })).toBeVisible();
  const message = page.getByRole('article');
  await expect(message.getByRole('heading', { name: MESSAGE.subject })).toBeVisible();
  await expect(message).toContainText(`From ${MESSAGE.name} <${MESSAGE.email}>`);
  // The message's markup is shown as text, not rendered.
  await expect(message).toContainText('<b>markup</b>');
  await expect(message.locator('b')).toHaveCount(0);
});

test('the preview server answers an unknown page like a static host: 404.html with status 404', async ({
  page,
  request,
}) => {
  const html = { headers: { accept: 'text/html' } };
  const missing = await request.get(`${PREVIEW_URL}no/such/page`, html);
  expect(missing.status()).toBe(404);
  expect(await missing.text()).toContain('data-route="not-found"');
  // Pages and files that exist, and the inbox, are served as before.
  expect((await request.get(PREVIEW_URL, html)).status()).toBe(200);
  expect((await request.get(`${PREVIEW_URL}index.html`, html)).status()).toBe(200);
  expect((await request.get(`${PREVIEW_URL}__inbox/`, html)).status()).toBe(200);
  expect((await request.get(`${PREVIEW_URL}manifest.webmanifest`)).status()).toBe(200);

  const response = await page.goto(`${PREVIEW_URL}no/such/page`);
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
});

test('on a static host without keys a send fails clearly and keeps the message', async ({
  page,
}) => {
  await page.goto(STATIC_URL);
  const dialog = await writeAndSend(page);
  const alert = dialog.getByRole('alert');
  await expect(alert).toContainText('Your message was not sent.');
  await expect(alert).toContainText('no mail service set up to receive messages (error 404)');
  await expect(dialog.getByRole('textbox', { name: 'Message' })).toHaveValue(MESSAGE.message);
  await expect(dialog.getByRole('button', { name: 'Send' })).toBeEnabled();
});
