import { readFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { checkMailFields, type MailAnswer, mailEndpointOf } from './mail-contract.ts';
import { EMAILJS_LIB_VERSION } from './mail-request.ts';
import { sendWithin, timeoutFailure } from './mail-result.ts';
import type { MailSettings } from './mail-settings.ts';
import { sendMessage } from './send-message.ts';

const message = {
  name: 'Maria Clara',
  email: 'maria@example.com',
  subject: 'Project inquiry',
  message: 'Hello <b>there</b> & welcome',
};

/**
 * The mail API as the contract states it (`mail-contract.ts`): `send` at its
 * path takes a JSON body and answers the required-field checks, else 200
 * "OK"; any other path is 404. Records the last accepted body.
 */
async function mailApi(req: IncomingMessage, res: ServerResponse): Promise<void> {
  const endpoint = mailEndpointOf(new URL(req.url ?? '/', 'http://api.test').pathname);
  if (endpoint !== 'send') {
    res.writeHead(404).end();
    return;
  }
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const fields = JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>;
  const answer: MailAnswer = checkMailFields(fields, endpoint) ?? { status: 200, text: 'OK' };
  if (answer.status === 200) received.push(fields);
  res.writeHead(answer.status, { 'Content-Type': 'text/plain' }).end(answer.text);
}

/** Answers the mail endpoint with `reply` (a real HTTP server, like the API). */
let reply: { status: number; text: string } | 'api' = 'api';
let requests = 0;
/** The bodies {@link mailApi} accepted, oldest first. */
let received: Array<Record<string, unknown>> = [];
let server: Server;
let origin: string;

beforeAll(async () => {
  server = createServer((req, res) => {
    res.setHeader('Access-Control-Allow-Origin', '*');
    if (req.method === 'POST') requests += 1;
    if (reply === 'api') {
      void mailApi(req, res);
      return;
    }
    res.writeHead(reply.status, { 'Content-Type': 'text/plain' }).end(reply.text);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(() => {
  reply = 'api';
  requests = 0;
  received = [];
  localStorage.clear();
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

function settings(overrides: Partial<MailSettings> = {}): MailSettings {
  return {
    mode: 'emailjs',
    publicKey: 'pk-test',
    serviceId: 'svc',
    templateId: 'tpl',
    origin,
    ...overrides,
  };
}

describe('sendMessage (the mail request)', () => {
  it('posts lib_version, user_id, service_id, template_id and the four template params', async () => {
    expect(await sendMessage(message, { settings: settings() })).toEqual({ ok: true });
    expect(received.at(-1)).toEqual({
      lib_version: '4.4.1',
      user_id: 'pk-test',
      service_id: 'svc',
      template_id: 'tpl',
      template_params: message,
    });
  });

  it.each([
    [400, 'The template ID is invalid'],
    [422, 'Unprocessable'],
    [429, 'Too Many Requests'],
    [500, 'Internal Server Error'],
  ])('turns a %i answer into a failure with its status and text', async (status, text) => {
    reply = { status, text };
    expect(await sendMessage(message, { settings: settings() })).toEqual({
      ok: false,
      failure: { status, text },
    });
  });

  it('turns a network failure (the SDK’s raw TypeError) into status 0 "Network Error"', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    expect(
      await sendMessage(message, { settings: settings({ origin: `http://127.0.0.1:${port}` }) }),
    ).toEqual({
      ok: false,
      failure: { status: 0, text: 'Network Error' },
    });
  });

  it.each([
    [{ publicKey: '' }, 'The public key is required.'],
    [{ serviceId: '' }, 'The service ID is required.'],
    [{ templateId: '' }, 'The template ID is required.'],
  ])('refuses missing keys with EmailJS’s precondition message (%j)', async (missing, text) => {
    const result = await sendMessage(message, { settings: settings(missing) });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.failure.precondition).toBe(true);
    expect(result.failure.text.startsWith(text)).toBe(true);
    expect(requests).toBe(0);
  });

  it('refuses a repeat send within the rate limit locally with 429, without a request', async () => {
    expect(await sendMessage(message, { settings: settings(), rateLimitMs: 10_000 })).toEqual({
      ok: true,
    });
    expect(await sendMessage(message, { settings: settings(), rateLimitMs: 10_000 })).toEqual({
      ok: false,
      failure: { status: 429, text: 'Too Many Requests' },
    });
    expect(requests).toBe(1);
    // Sends without the limit (outbox flushes) are not held back.
    expect(await sendMessage(message, { settings: settings() })).toEqual({ ok: true });
    expect(requests).toBe(2);
  });

  it('gives a request without an answer up after the time-out, as a temporary 504, and aborts it', async () => {
    // The connections that carried a request. Counting every connection or
    // every close is not stable: after an abort Node's fetch may open a spare
    // connection and close it again (Node 24 closes it at once, Node 20 keeps it).
    const carried: Socket[] = [];
    const hung = createServer((request) => {
      // Accepts the request and never answers.
      carried.push(request.socket);
    });
    await new Promise<void>((resolve) => hung.listen(0, '127.0.0.1', resolve));
    const hungOrigin = `http://127.0.0.1:${(hung.address() as AddressInfo).port}`;
    try {
      const result = await sendWithin(
        (m, options) => sendMessage(m, { ...options, settings: settings({ origin: hungOrigin }) }),
        message,
        { rateLimitMs: 10_000, timeoutMs: 1_000 },
      );
      expect(result).toEqual({ ok: false, failure: timeoutFailure(1_000) });
      expect(carried).toHaveLength(1);
      expect(result.ok || result.failure.status).toBe(504);
      // The request was aborted: a late answer can no longer deliver it behind a retry.
      await vi.waitFor(() => expect(carried[0]?.destroyed).toBe(true), { timeout: 5_000 });
      // The given-up try does not hold back the next one.
      expect(await sendMessage(message, { settings: settings(), rateLimitMs: 10_000 })).toEqual({
        ok: true,
      });
    } finally {
      hung.closeAllConnections();
      await new Promise((resolve) => hung.close(resolve));
    }
  });

  it('counts the loading of the sending code in the time-out', async () => {
    // A chunk import that never settles must not hold the outbox's lock.
    const neverLoads = () => new Promise<never>(() => {});
    expect(await sendWithin(neverLoads, message, { timeoutMs: 50 })).toEqual({
      ok: false,
      failure: timeoutFailure(50),
    });
  });

  it('does not hold back the next try after a failed send', async () => {
    reply = { status: 500, text: 'Server Error' };
    await sendMessage(message, { settings: settings(), rateLimitMs: 10_000 });
    reply = 'api';
    expect(await sendMessage(message, { settings: settings(), rateLimitMs: 10_000 })).toEqual({
      ok: true,
    });
    expect(requests).toBe(2);
  });
});

describe('the request', () => {
  it('says it comes from the EmailJS SDK version installed', async () => {
    const sdk = JSON.parse(
      await readFile('node_modules/@emailjs/browser/package.json', 'utf8'),
    ) as { version: string };
    expect(EMAILJS_LIB_VERSION).toBe(sdk.version);
  });

  it('ships no SDK code: @emailjs/browser is a dev dependency only, in package.json and the lockfile', async () => {
    type Manifest = {
      dependencies?: Record<string, string>;
      devDependencies?: Record<string, string>;
    };
    const manifest = JSON.parse(await readFile('package.json', 'utf8')) as Manifest;
    expect(manifest.dependencies).not.toHaveProperty('@emailjs/browser');
    expect(manifest.devDependencies).toHaveProperty('@emailjs/browser');
    const lock = JSON.parse(await readFile('package-lock.json', 'utf8')) as {
      packages: Record<string, Manifest & { dev?: boolean }>;
    };
    expect(lock.packages[''].dependencies).not.toHaveProperty('@emailjs/browser');
    expect(lock.packages[''].devDependencies).toHaveProperty('@emailjs/browser');
    expect(lock.packages['node_modules/@emailjs/browser'].dev).toBe(true);
  });
});
