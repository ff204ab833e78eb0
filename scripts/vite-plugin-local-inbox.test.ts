// @vitest-environment node
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  checkMailFields,
  describeInboxMessage,
  localInboxMiddleware,
  MAX_BODY_BYTES,
  readInbox,
  renderInbox,
  toInboxMessage,
} from './vite-plugin-local-inbox';

const ids = {
  user_id: 'local-inbox',
  service_id: 'local_inbox',
  template_id: 'local_inbox_template',
};
const params = {
  name: 'Maria Clara',
  email: 'maria@example.com',
  subject: 'Hello',
  message: 'Hi!',
};

let dir: string;
let file: string;
let server: Server;
let base: string;
const printed: string[] = [];

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'local-inbox-'));
  file = join(dir, 'nested', 'messages.jsonl');
  const middleware = localInboxMiddleware(file, {
    info: (line: string) => void printed.push(line),
  });
  server = createServer((req, res) => middleware(req, res, () => res.writeHead(404).end('next')));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await rm(dir, { recursive: true, force: true });
});

beforeEach(async () => {
  printed.length = 0;
  await rm(join(dir, 'nested'), { recursive: true, force: true });
});

const post = (path: string, body: BodyInit, headers: Record<string, string> = {}) =>
  fetch(`${base}${path}`, { method: 'POST', body, headers });

describe('the local inbox endpoints (docs/product.md § Contact, "The local inbox")', () => {
  it('accepts a JSON send with "OK", stores it as a JSON line and prints one line', async () => {
    const response = await post(
      '/api/v1.0/email/send',
      JSON.stringify({ lib_version: '4.4.1', ...ids, template_params: params }),
      { 'Content-Type': 'application/json' },
    );
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('OK');
    const [line, ...rest] = (await readFile(file, 'utf8')).trim().split('\n');
    expect(rest).toEqual([]);
    expect(JSON.parse(line)).toMatchObject({
      endpoint: 'send',
      lib_version: '4.4.1',
      ...ids,
      template_params: params,
    });
    expect(printed).toHaveLength(1);
    expect(printed[0]).toContain('from Maria Clara <maria@example.com>: “Hello”');
  });

  it('accepts send-form with form data; the other fields become template params', async () => {
    const form = new FormData();
    for (const [key, value] of Object.entries({ lib_version: '4.4.1', ...ids, ...params }))
      form.append(key, value);
    const response = await post('/api/v1.0/email/send-form', form);
    expect(response.status).toBe(200);
    const [message] = await readInbox(file);
    expect(message).toMatchObject({ endpoint: 'send-form', ...ids, template_params: params });
  });

  it.each([
    ['user_id', 'The Public Key is required.'],
    ['service_id', 'The service ID is required.'],
    ['template_id', 'The template ID is required.'],
  ])('answers 400 without %s, like the real API, and stores nothing', async (missing, text) => {
    const body: Record<string, unknown> = { ...ids, template_params: params };
    delete body[missing];
    const response = await post('/api/v1.0/email/send', JSON.stringify(body));
    expect(response.status).toBe(400);
    expect(await response.text()).toMatch(new RegExp(`^${text.replaceAll('.', '\\.')}`));
    expect(await readInbox(file)).toEqual([]);
  });

  it('answers 400 to a body that is not a JSON object, 413 to a huge one, 405 to GET', async () => {
    expect((await post('/api/v1.0/email/send', '[1, 2')).status).toBe(400);
    expect((await post('/api/v1.0/email/send', 'x'.repeat(MAX_BODY_BYTES + 1))).status).toBe(413);
    const get = await fetch(`${base}/api/v1.0/email/send`);
    expect(get.status).toBe(405);
    expect(get.headers.get('allow')).toBe('POST, OPTIONS');
  });

  it('passes every other path on', async () => {
    expect(await (await fetch(`${base}/index.html`)).text()).toBe('next');
  });

  it('lists messages at /__inbox/, newest first, with everything escaped', async () => {
    const hostile = {
      ...params,
      name: '<script>alert(1)</script>',
      subject: 'Second',
      message: '"><img src=x onerror=alert(1)>',
    };
    await post('/api/v1.0/email/send', JSON.stringify({ ...ids, template_params: params }));
    await post('/api/v1.0/email/send', JSON.stringify({ ...ids, template_params: hostile }));
    const response = await fetch(`${base}/__inbox/`);
    expect(response.headers.get('content-type')).toContain('text/html');
    expect(response.headers.get('content-security-policy')).toContain("default-src 'none'");
    const html = await response.text();
    expect(html).toContain('2 messages received');
    expect(html).not.toContain('<script>alert');
    expect(html).not.toContain('<img');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html.indexOf('Second')).toBeLessThan(html.indexOf('<h2>Hello</h2>'));
    expect((await fetch(`${base}/__inbox`, { redirect: 'manual' })).headers.get('location')).toBe(
      '/__inbox/',
    );
  });
});

describe('helpers', () => {
  it('checkMailFields wants template_params to be an object', () => {
    expect(checkMailFields({ ...ids, template_params: 'x' }, 'send')?.status).toBe(400);
    expect(checkMailFields({ ...ids, template_params: params }, 'send')).toBeUndefined();
    expect(checkMailFields({ ...ids, user_id: '  ' }, 'send')?.status).toBe(400);
  });

  it('prints no terminal escape sequences from a message', () => {
    const line = describeInboxMessage(
      toInboxMessage(
        { ...ids, template_params: { ...params, subject: 'Hi\u001b[2J\u001b[31mthere\r\nX' } },
        'send',
      ),
    );
    // biome-ignore lint/suspicious/noControlCharactersInRegex: the test looks for the control characters the inbox must strip
    expect(line).not.toMatch(/[\u0000-\u001f]/);
    expect(line).toContain('“Hi [2J [31mthere X”');
  });

  it('readInbox skips torn lines', async () => {
    const torn = join(dir, 'torn.jsonl');
    const good = toInboxMessage({ ...ids, template_params: params }, 'send', new Date(0));
    await writeFile(torn, `${JSON.stringify(good)}\n{"receivedAt": \n`);
    expect(await readInbox(torn)).toEqual([good]);
    expect(renderInbox([], torn)).toContain('No messages yet.');
  });
});
