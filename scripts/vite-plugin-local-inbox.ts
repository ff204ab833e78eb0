import { appendFile, mkdir, readFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { dirname, resolve } from 'node:path';
import type { Connect, Logger, Plugin } from 'vite';
import { escapeHtml } from '../src/seo/head-tags.ts';

/**
 * The local inbox (docs/product.md § Contact): so that `npm start` works end to end with no
 * account and no network, the preview server (and the dev server) answers
 * the two EmailJS endpoints itself, with the real API's required-field
 * checks and answers, appends each message as a JSON line to
 * `.inbox/messages.jsonl`, prints one line per message and lists them at
 * `/__inbox/`. Server-side only: nothing of it reaches `dist/`.
 */

/** The mail API's paths: JSON send and form send. */
export const MAIL_PATHS = {
  send: '/api/v1.0/email/send',
  sendForm: '/api/v1.0/email/send-form',
} as const;

/** Where the inbox lists what it received. */
export const INBOX_PATH = '/__inbox/';

/** Largest request body accepted, in bytes (the real API caps template variables at 50 KB). */
export const MAX_BODY_BYTES = 50 * 1024;

/** A status and the response text, as the mail API answers (`text/plain`). */
export type MailAnswer = { status: number; text: string };

/** A mail request's fields: the JSON body of `send`, or the form fields of `send-form`. */
export type MailFields = Record<string, unknown>;

/** One received message, as stored in the JSON lines file. */
export type InboxMessage = {
  receivedAt: string;
  endpoint: 'send' | 'send-form';
  lib_version?: unknown;
  user_id: string;
  service_id: string;
  template_id: string;
  template_params: Record<string, unknown>;
};

const REQUIRED: Array<[field: string, text: string]> = [
  [
    'user_id',
    'The Public Key is required. To find this ID, visit https://dashboard.emailjs.com/admin/account',
  ],
  [
    'service_id',
    'The service ID is required. To find this ID, visit https://dashboard.emailjs.com/admin',
  ],
  [
    'template_id',
    'The template ID is required. To find this ID, visit https://dashboard.emailjs.com/admin/templates',
  ],
];

/**
 * The real API's required-field checks: user_id (the public key),
 * service_id and template_id must be non-empty strings, and `send`'s
 * template_params, when present, an object.
 * @returns the 400 answer for the first failing check, or undefined.
 */
export function checkMailFields(
  fields: MailFields,
  endpoint: InboxMessage['endpoint'],
): MailAnswer | undefined {
  for (const [field, text] of REQUIRED) {
    const value = fields[field];
    if (typeof value !== 'string' || value.trim() === '') return { status: 400, text };
  }
  const params = fields.template_params;
  if (
    endpoint === 'send' &&
    params !== undefined &&
    (typeof params !== 'object' || params === null || Array.isArray(params))
  ) {
    return { status: 400, text: 'The template params have to be an object' };
  }
  return undefined;
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
  endpoint: InboxMessage['endpoint'],
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
  endpoint: InboxMessage['endpoint'],
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
  res.writeHead(status, {
    'Content-Type': 'text/plain; charset=utf-8',
    'Access-Control-Allow-Origin': '*',
    ...headers,
  });
  res.end(text);
}

export type LocalInboxOptions = {
  /** The JSON lines file, relative to the Vite root (default `.inbox/messages.jsonl`). */
  file?: string;
  /** Printed by the client build (e.g. "no EmailJS keys are set"); nothing when undefined. */
  buildWarning?: string;
};

/**
 * The middleware behind the plugin, for the preview and dev servers.
 * @param file absolute path of the JSON lines file.
 */
export function localInboxMiddleware(
  file: string,
  logger: Pick<Logger, 'info'>,
): Connect.NextHandleFunction {
  const endpoints: Record<string, InboxMessage['endpoint']> = {
    [MAIL_PATHS.send]: 'send',
    [MAIL_PATHS.sendForm]: 'send-form',
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
    const endpoint = endpoints[path];
    if (!endpoint) {
      next();
      return;
    }
    if (req.method === 'OPTIONS') {
      res.writeHead(204, {
        'Access-Control-Allow-Origin': '*',
        'Access-Control-Allow-Methods': 'POST',
        'Access-Control-Allow-Headers': 'Content-Type',
      });
      res.end();
      return;
    }
    if (req.method !== 'POST') {
      answer(res, { status: 405, text: 'Method Not Allowed' }, { Allow: 'POST, OPTIONS' });
      return;
    }
    void (async () => {
      const request = await readMailRequest(req, endpoint);
      if ('answer' in request) return answer(res, request.answer);
      const failed = checkMailFields(request.fields, endpoint);
      if (failed) return answer(res, failed);
      const message = toInboxMessage(request.fields, endpoint);
      await mkdir(dirname(file), { recursive: true });
      await appendFile(file, `${JSON.stringify(message)}\n`, 'utf8');
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
