import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MAX_BODY_BYTES } from '#src/features/contact/api/mail-contract.ts';
import {
  describeInboxMessage,
  INBOX_LIMITS,
  localInboxMiddleware,
  readInbox,
  renderInbox,
  toInboxMessage,
} from './local-inbox-plugin.ts';

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

/** Serves the middleware on a free local port; returns the server and its origin. */
async function serve(
  middleware: ReturnType<typeof localInboxMiddleware>,
): Promise<{ server: Server; base: string }> {
  const server = createServer((req, res) =>
    middleware(req, res, () => res.writeHead(404).end('next')),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, base: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

const close = (server: Server) => new Promise((resolve) => server.close(resolve));

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'local-inbox-'));
  file = join(dir, 'nested', 'messages.jsonl');
  ({ server, base } = await serve(
    localInboxMiddleware(file, { info: (line: string) => void printed.push(line) }),
  ));
});

afterAll(async () => {
  await close(server);
  await rm(dir, { recursive: true, force: true });
});

beforeEach(async () => {
  printed.length = 0;
  await rm(join(dir, 'nested'), { recursive: true, force: true });
});

const post = (path: string, body: BodyInit, headers: Record<string, string> = {}) =>
  fetch(`${base}${path}`, { method: 'POST', body, headers });

const JSON_TYPE = { 'Content-Type': 'application/json' };
/** A `send` request's body, as the site's pages make it. */
const sendBody = (template_params: Record<string, unknown> = params) =>
  JSON.stringify({ lib_version: '4.4.1', ...ids, template_params });

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
    const response = await post('/api/v1.0/email/send', JSON.stringify(body), JSON_TYPE);
    expect(response.status).toBe(400);
    expect(await response.text()).toMatch(new RegExp(`^${text.replaceAll('.', '\\.')}`));
    expect(await readInbox(file)).toEqual([]);
  });

  it('answers 400 to a body that is not a JSON object, 413 to a huge one, 405 to GET', async () => {
    expect((await post('/api/v1.0/email/send', '[1, 2', JSON_TYPE)).status).toBe(400);
    expect(
      (await post('/api/v1.0/email/send', 'x'.repeat(MAX_BODY_BYTES + 1), JSON_TYPE)).status,
    ).toBe(413);
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
    await post('/api/v1.0/email/send', sendBody(params), JSON_TYPE);
    await post('/api/v1.0/email/send', sendBody(hostile), JSON_TYPE);
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

describe('who may write to the local inbox (docs/product.md § Contact, "The local inbox")', () => {
  const send = '/api/v1.0/email/send';
  const sendForm = '/api/v1.0/email/send-form';

  it("accepts the site's own pages (same Origin, Sec-Fetch-Site same-origin) and requests without Origin", async () => {
    const own = await post(send, sendBody(), {
      ...JSON_TYPE,
      Origin: base,
      'Sec-Fetch-Site': 'same-origin',
    });
    expect(own.status).toBe(200);
    const curl = await post(send, sendBody(), JSON_TYPE);
    expect(curl.status).toBe(200);
    expect(await readInbox(file)).toHaveLength(2);
  });

  it.each([
    ['another site (Origin)', { Origin: 'https://attacker.example' }],
    ['another port of this host (Origin)', { Origin: 'http://127.0.0.1:1' }],
    ['an opaque origin (Origin: null)', { Origin: 'null' }],
    ['another site (Sec-Fetch-Site)', { 'Sec-Fetch-Site': 'cross-site' }],
    ['a sibling site (Sec-Fetch-Site)', { 'Sec-Fetch-Site': 'same-site' }],
  ])('refuses a send from %s with 403 and stores nothing', async (_from, headers) => {
    const response = await post(send, sendBody(), { ...JSON_TYPE, ...headers });
    expect(response.status).toBe(403);
    expect(await response.text()).toMatch(/only this site's own pages/i);
    expect(await readInbox(file)).toEqual([]);
    expect(printed).toEqual([]);
  });

  it("refuses a cross-site page's simple request (text/plain JSON, no preflight) to send", async () => {
    const response = await post(send, sendBody(), {
      'Content-Type': 'text/plain;charset=UTF-8',
      Origin: 'https://attacker.example',
      'Sec-Fetch-Site': 'cross-site',
    });
    expect(response.status).toBe(403);
    expect(await readInbox(file)).toEqual([]);
  });

  it("refuses a cross-site page's auto-submitted form to send-form", async () => {
    const form = new URLSearchParams({ ...ids, ...params });
    const response = await post(sendForm, form, {
      Origin: 'https://attacker.example',
      'Sec-Fetch-Site': 'cross-site',
    });
    expect(response.status).toBe(403);
    expect(await readInbox(file)).toEqual([]);
  });

  it.each([
    ['text/plain', 'text/plain;charset=UTF-8'],
    ['form data', 'application/x-www-form-urlencoded'],
  ])('answers 415 to a send whose body is %s, even from its own origin', async (_kind, type) => {
    const response = await post(send, sendBody(), { 'Content-Type': type, Origin: base });
    expect(response.status).toBe(415);
    expect(await response.text()).toContain('application/json');
    expect(await readInbox(file)).toEqual([]);
  });

  it('accepts application/json with parameters', async () => {
    const response = await post(send, sendBody(), {
      'Content-Type': 'Application/JSON; charset=utf-8',
    });
    expect(response.status).toBe(200);
  });

  it('gives no other origin CORS access: no Access-Control-Allow-Origin on any answer', async () => {
    const answers = [
      await post(send, sendBody(), JSON_TYPE),
      await post(send, sendBody(), { ...JSON_TYPE, Origin: 'https://attacker.example' }),
      await post(send, sendBody(), { 'Content-Type': 'text/plain' }),
      await fetch(`${base}${send}`),
      await fetch(`${base}${send}`, {
        method: 'OPTIONS',
        headers: {
          Origin: 'https://attacker.example',
          'Access-Control-Request-Method': 'POST',
          'Access-Control-Request-Headers': 'content-type',
        },
      }),
    ];
    for (const response of answers) {
      expect(response.headers.get('access-control-allow-origin')).toBeNull();
    }
  });
});

describe('the inbox is capped (docs/product.md § Contact, "The local inbox")', () => {
  /** The bytes one stored message of the test takes in the file. */
  const lineBytes =
    JSON.stringify(toInboxMessage(JSON.parse(sendBody({ ...params, subject: 'Number 0' })), 'send'))
      .length + 1;

  it('has default caps on the count and the bytes', () => {
    expect(INBOX_LIMITS.messages).toBeGreaterThan(0);
    expect(INBOX_LIMITS.bytes).toBeGreaterThanOrEqual(MAX_BODY_BYTES);
  });

  it.each([
    ['messages', { messages: 2, bytes: 1_000_000 }],
    ['bytes', { messages: 1_000, bytes: Math.floor(2.5 * lineBytes) }],
  ])(
    'refuses with 507 and a clear text once full (%s), and stores nothing more',
    async (cap, limits) => {
      const lines: string[] = [];
      const capped = join(dir, `capped-${cap}.jsonl`);
      const { server: small, base: smallBase } = await serve(
        localInboxMiddleware(capped, { info: (line: string) => void lines.push(line) }, limits),
      );
      try {
        const statuses: number[] = [];
        let refusal = '';
        for (let i = 0; i < 4; i += 1) {
          const response = await fetch(`${smallBase}/api/v1.0/email/send`, {
            method: 'POST',
            headers: JSON_TYPE,
            body: sendBody({ ...params, subject: `Number ${i}` }),
          });
          statuses.push(response.status);
          const text = await response.text();
          if (response.status !== 200) refusal = text;
        }
        expect(statuses).toEqual([200, 200, 507, 507]);
        expect(refusal).toMatch(/^The local inbox is full/);
        expect(await readInbox(capped)).toHaveLength(2);
        expect(lines.filter((line) => line.includes('full'))).toHaveLength(2);
      } finally {
        await close(small);
      }
    },
  );

  it('never goes over the count, with requests at the same time', async () => {
    const capped = join(dir, 'capped-parallel.jsonl');
    const { server: small, base: smallBase } = await serve(
      localInboxMiddleware(capped, { info: () => {} }, { messages: 3, bytes: 1_000_000 }),
    );
    try {
      const statuses = await Promise.all(
        Array.from({ length: 8 }, () =>
          fetch(`${smallBase}/api/v1.0/email/send`, {
            method: 'POST',
            headers: JSON_TYPE,
            body: sendBody(),
          }).then((response) => response.status),
        ),
      );
      expect(statuses.filter((status) => status === 200)).toHaveLength(3);
      expect(statuses.filter((status) => status === 507)).toHaveLength(5);
      expect(await readInbox(capped)).toHaveLength(3);
    } finally {
      await close(small);
    }
  });
});

describe('helpers', () => {
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
