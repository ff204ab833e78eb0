import { appendFile, mkdir, readFile } from 'node:fs/promises';
import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http';
import { dirname, resolve } from 'node:path';
import type { TLSSocket } from 'node:tls';
import type { Connect, Logger, Plugin } from 'vite';
import {
  checkMailFields,
  MAX_BODY_BYTES,
  type MailAnswer,
  type MailEndpoint,
  type MailFields,
  mailEndpointOf,
} from '#src/features/contact/api/mail-contract.ts';
import { escapeHtml } from '#src/lib/html-escape.ts';

/**
 * The local inbox (docs/product.md § Contact): so that `npm start` works end to end with no
 * account and no network, the preview server (and the dev server) answers
 * the two EmailJS endpoints itself, with the real API's required-field
 * checks and answers (the contact feature's `mail-contract.ts`), appends each message as a JSON line to
 * `.inbox/messages.jsonl`, prints one line per message and lists them at
 * `/__inbox/`. Server-side only: nothing of it reaches `dist/`.
 *
 * Only the site's own pages may write to it: any web page open in the
 * developer's browser could otherwise post forged messages to it with a
 * request that needs no CORS preflight (`text/plain` or a form). So a write
 * from another origin is refused, `send` takes only `application/json`
 * (which a cross-site page cannot send without a preflight), no answer
 * grants CORS access, and the file is capped ({@link INBOX_LIMITS}).
 */

/** Where the inbox lists what it received. */
export const INBOX_PATH = '/__inbox/';

/**
 * The inbox file's caps (docs/product.md § Contact, "The local inbox"): at most
 * `messages` messages and `bytes` bytes; a send beyond either is refused with
 * 507 until the file is emptied.
 */
export const INBOX_LIMITS = { messages: 1000, bytes: 5 * 1024 * 1024 } as const;

/** The inbox file's caps; see {@link INBOX_LIMITS}. */
export type InboxLimits = { messages: number; bytes: number };

/** One received message, as stored in the JSON lines file. */
export type InboxMessage = {
  receivedAt: string;
  endpoint: MailEndpoint;
  lib_version?: unknown;
  user_id: string;
  service_id: string;
  template_id: string;
  template_params: Record<string, unknown>;
};

/** The origin a request was sent to, as a browser writes it in `Origin` (`http://localhost:4173`). */
function ownOrigin(req: IncomingMessage): string | undefined {
  const scheme = (req.socket as Partial<TLSSocket>).encrypted ? 'https' : 'http';
  try {
    return new URL(`${scheme}://${req.headers.host ?? ''}`).origin;
  } catch {
    return undefined;
  }
}

/**
 * Who may write to the inbox (docs/product.md § Contact, "The local inbox"): a
 * request whose `Origin` is the server's own origin (scheme, host and port,
 * taken from the request's `Host`), or one without `Origin` (curl, scripts).
 * `Sec-Fetch-Site`, when sent, must be `same-origin` (or `none`, a request the
 * user made). `Origin: null` (a sandboxed frame, a `data:` page) is refused.
 * @param own the server's own origin, e.g. `http://localhost:4173` (undefined: unknown, so
 *   only requests without `Origin` pass).
 * @returns the 403 answer for a request from elsewhere, or undefined.
 */
export function checkRequestSource(
  headers: IncomingHttpHeaders,
  own: string | undefined,
): MailAnswer | undefined {
  const refused = {
    status: 403,
    text: "Only this site's own pages can send to the local inbox",
  };
  const site = headers['sec-fetch-site'];
  if (site !== undefined && site !== 'same-origin' && site !== 'none') return refused;
  const origin = headers.origin;
  if (origin !== undefined && origin !== own) return refused;
  return undefined;
}

/**
 * `send` takes JSON only, as the mail API's SDK sends it: `application/json`
 * (parameters such as `charset` allowed). A cross-site page can send
 * `text/plain` or form data without a CORS preflight, but not JSON.
 * @returns the 415 answer for any other body type, or undefined.
 */
export function checkJsonType(contentType: string | undefined): MailAnswer | undefined {
  const type = (contentType ?? '').split(';')[0].trim().toLowerCase();
  if (type === 'application/json') return undefined;
  return { status: 415, text: 'The request body must be JSON (Content-Type: application/json)' };
}

/** How many messages and bytes the inbox file holds (none when it does not exist). */
async function inboxSize(file: string): Promise<InboxLimits> {
  let content: Buffer;
  try {
    content = await readFile(file);
  } catch {
    return { messages: 0, bytes: 0 };
  }
  let messages = 0;
  for (const byte of content) if (byte === 0x0a) messages += 1;
  return { messages, bytes: content.length };
}

/** Reads a request body up to `limit` bytes; undefined when it is larger. */
async function readBody(req: IncomingMessage, limit: number): Promise<Buffer | undefined> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > limit) return undefined;
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

/**
 * Parses a mail request: JSON for `send`, multipart or URL-encoded form
 * data for `send-form` (files are ignored).
 * @returns the fields, or the answer for a body that is too large or unreadable.
 */
export async function readMailRequest(
  req: IncomingMessage,
  endpoint: MailEndpoint,
): Promise<{ fields: MailFields } | { answer: MailAnswer }> {
  const body = await readBody(req, MAX_BODY_BYTES);
  if (!body) return { answer: { status: 413, text: 'The request is too large' } };
  if (endpoint === 'send') {
    try {
      const parsed: unknown = JSON.parse(body.toString('utf8'));
      if (typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)) {
        return { fields: parsed as MailFields };
      }
    } catch {
      // answered below
    }
    return { answer: { status: 400, text: 'The request body must be a JSON object' } };
  }
  try {
    const form = await new Request('http://inbox.local/', {
      method: 'POST',
      headers: { 'Content-Type': req.headers['content-type'] ?? '' },
      body: new Uint8Array(body),
    }).formData();
    const fields: MailFields = {};
    for (const [key, value] of form) if (typeof value === 'string') fields[key] = value;
    return { fields };
  } catch {
    return { answer: { status: 400, text: 'The request body must be form data' } };
  }
}

/** Turns checked fields into the stored message (form fields other than the ids become template params). */
export function toInboxMessage(
  fields: MailFields,
  endpoint: MailEndpoint,
  now = new Date(),
): InboxMessage {
  const { lib_version, user_id, service_id, template_id, template_params, ...rest } = fields;
  return {
    receivedAt: now.toISOString(),
    endpoint,
    lib_version,
    user_id: String(user_id),
    service_id: String(service_id),
    template_id: String(template_id),
    template_params:
      endpoint === 'send' ? ((template_params as Record<string, unknown> | undefined) ?? {}) : rest,
  };
}

/** Text for one terminal line: control characters (escape sequences) become spaces. */
function plain(value: unknown, max = 80): string {
  const text = typeof value === 'string' ? value : value === undefined ? '' : JSON.stringify(value);
  // eslint-disable-next-line no-control-regex
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are exactly what this strips from stored text
  const clean = text.replace(/[\u0000-\u001f\u007f-\u009f]+/g, ' ').trim();
  return clean.length > max ? `${clean.slice(0, max - 1)}…` : clean;
}

/** The one terminal line printed per received message. */
export function describeInboxMessage(message: InboxMessage): string {
  const p = message.template_params;
  return `[local inbox] ${message.receivedAt} from ${plain(p.name, 50)} <${plain(p.email, 100)}>: “${plain(p.subject, 60)}” — see ${INBOX_PATH}`;
}

/** Reads the stored messages, newest first; unreadable lines are skipped. */
export async function readInbox(file: string): Promise<InboxMessage[]> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch {
    return [];
  }
  const messages: InboxMessage[] = [];
  for (const line of text.split('\n')) {
    if (!line.trim()) continue;
    try {
      const value: unknown = JSON.parse(line);
      if (typeof value === 'object' && value !== null) messages.push(value as InboxMessage);
    } catch {
      // a torn or hand-edited line: skip it
    }
  }
  return messages.reverse();
}

function field(value: unknown): string {
  return escapeHtml(
    typeof value === 'string' ? value : value === undefined ? '' : JSON.stringify(value),
  );
}

/** The `/__inbox/` page: every stored message, newest first, every value escaped. */
export function renderInbox(messages: InboxMessage[], file: string): string {
  const items = messages
    .map((message) => {
      const p = message.template_params ?? {};
      return `<li><article>
<h2>${field(p.subject)}</h2>
<p class="meta">From <strong>${field(p.name)}</strong> &lt;${field(p.email)}&gt; · <time datetime="${field(message.receivedAt)}">${field(message.receivedAt)}</time></p>
<pre>${field(p.message)}</pre>
<p class="ids">${field(message.endpoint)} · service ${field(message.service_id)} · template ${field(message.template_id)} · key ${field(message.user_id)} · SDK ${field(message.lib_version)}</p>
</article></li>`;
    })
    .join('\n');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Local inbox (${messages.length})</title>
<style>
body { font-family: system-ui, sans-serif; max-width: 48rem; margin: 2rem auto; padding: 0 1rem; line-height: 1.5; color: #1a1d26; background: #f4f5f9; }
ol { list-style: none; padding: 0; display: grid; gap: 1rem; }
article { background: #fff; border: 1px solid #767d92; border-radius: 8px; padding: 1rem; }
h2 { margin: 0 0 .25rem; font-size: 1.15rem; }
pre { white-space: pre-wrap; overflow-wrap: anywhere; font: inherit; margin: .75rem 0; }
.meta, .ids { margin: 0; color: #4c5366; font-size: .9rem; overflow-wrap: anywhere; }
</style>
</head>
<body>
<h1>Local inbox</h1>
<p>${messages.length === 1 ? '1 message' : `${messages.length} messages`} received by this server, newest first, stored in <code>${escapeHtml(file)}</code>. The site sends here because no EmailJS keys are set.</p>
${messages.length ? `<ol>\n${items}\n</ol>` : '<p>No messages yet.</p>'}
</body>
</html>`;
}

function answer(
  res: ServerResponse,
  { status, text }: MailAnswer,
  headers: Record<string, string> = {},
) {
  // No Access-Control-Allow-Origin: no other origin may read the answers.
  res.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8', ...headers });
  res.end(text);
}

export type LocalInboxOptions = {
  /** The JSON lines file, relative to the Vite root (default `.inbox/messages.jsonl`). */
  file?: string;
  /** Printed by the client build (e.g. "no EmailJS keys are set"); nothing when undefined. */
  buildWarning?: string;
};

/**
 * The middleware behind the plugin, for the preview and dev servers
 * (docs/product.md § Contact, "The local inbox"). A write is answered 403 from
 * another origin ({@link checkRequestSource}), 415 when `send`'s body is not
 * JSON ({@link checkJsonType}), 413, 400 as the mail API would, 507 once the
 * file is at a cap of `limits`, else 200 "OK" with the message stored.
 * @param file absolute path of the JSON lines file.
 * @param limits the file's caps (default {@link INBOX_LIMITS}).
 */
export function localInboxMiddleware(
  file: string,
  logger: Pick<Logger, 'info'>,
  limits: InboxLimits = INBOX_LIMITS,
): Connect.NextHandleFunction {
  // One write at a time, so that requests at the same time cannot pass a cap together.
  let writing: Promise<unknown> = Promise.resolve();
  /** Appends the message unless a cap is reached; resolves to whether it was stored. */
  const store = (message: InboxMessage): Promise<boolean> => {
    const line = `${JSON.stringify(message)}\n`;
    const run = writing.then(async () => {
      const size = await inboxSize(file);
      if (
        size.messages + 1 > limits.messages ||
        size.bytes + Buffer.byteLength(line) > limits.bytes
      ) {
        return false;
      }
      await mkdir(dirname(file), { recursive: true });
      await appendFile(file, line, 'utf8');
      return true;
    });
    writing = run.catch(() => undefined);
    return run;
  };
  return (req, res, next) => {
    const path = new URL(req.url ?? '/', 'http://localhost').pathname;
    if (path === '/__inbox') {
      res.writeHead(301, { Location: INBOX_PATH }).end();
      return;
    }
    if (path === INBOX_PATH) {
      void readInbox(file).then((messages) => {
        res.writeHead(200, {
          'Content-Type': 'text/html; charset=utf-8',
          'Cache-Control': 'no-store',
          'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'",
        });
        res.end(renderInbox(messages, file));
      }, next);
      return;
    }
    const endpoint = mailEndpointOf(path);
    if (!endpoint) {
      next();
      return;
    }
    if (req.method === 'OPTIONS') {
      // Same-origin requests need no preflight; a cross-origin one gets no CORS grant.
      res.writeHead(204, { Allow: 'POST, OPTIONS' }).end();
      return;
    }
    if (req.method !== 'POST') {
      answer(res, { status: 405, text: 'Method Not Allowed' }, { Allow: 'POST, OPTIONS' });
      return;
    }
    const refused =
      checkRequestSource(req.headers, ownOrigin(req)) ??
      (endpoint === 'send' ? checkJsonType(req.headers['content-type']) : undefined);
    if (refused) {
      answer(res, refused);
      return;
    }
    void (async () => {
      const request = await readMailRequest(req, endpoint);
      if ('answer' in request) return answer(res, request.answer);
      const failed = checkMailFields(request.fields, endpoint);
      if (failed) return answer(res, failed);
      const message = toInboxMessage(request.fields, endpoint);
      if (!(await store(message))) {
        logger.info(
          `[local inbox] full (${limits.messages} messages or ${limits.bytes} bytes): a message was refused; empty ${file} to receive more`,
        );
        return answer(res, {
          status: 507,
          text: `The local inbox is full (at most ${limits.messages} messages or ${limits.bytes} bytes): empty its file to receive more`,
        });
      }
      logger.info(describeInboxMessage(message));
      answer(res, { status: 200, text: 'OK' });
    })().catch((error: unknown) =>
      answer(res, { status: 500, text: `Local inbox: ${String(error)}` }),
    );
  };
}

/**
 * The Vite plugin: mounts {@link localInboxMiddleware} on the preview server
 * and the dev server, and prints `buildWarning` once per client build.
 */
export function localInboxPlugin({
  file = '.inbox/messages.jsonl',
  buildWarning,
}: LocalInboxOptions = {}): Plugin {
  let path = resolve(file);
  return {
    name: 'portfolio:local-inbox',
    configResolved(config) {
      path = resolve(config.root, file);
      if (buildWarning && config.command === 'build' && !config.build.ssr) {
        config.logger.warn(`\n⚠ ${buildWarning.replaceAll('\n', '\n  ')}\n`);
      }
    },
    configureServer(server) {
      server.middlewares.use(localInboxMiddleware(path, server.config.logger));
    },
    configurePreviewServer(server) {
      server.middlewares.use(localInboxMiddleware(path, server.config.logger));
    },
  };
}
