import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import { checkMailFields, mailEndpointOf } from '#src/features/contact/api/mail-contract.ts';
import { readMailRequest } from '../../site-build/local-inbox-plugin.ts';
import { heldAnswers } from './held-answers.ts';
import { listen } from './listen.ts';

/**
 * How the stand-in for the EmailJS API answers the mail endpoints:
 * - `ok`: the real API's required-field checks (`mail-contract.ts` of the
 *   contact feature), then 200 "OK"
 * - `status`: `status` with the response text `text` (400, 422, 429, 500, …)
 * - `drop`: the connection is destroyed without an answer (a network error)
 * `hold` keeps every answer back until `release()` (a send that is certainly
 * still in progress, however busy the machine); `delayMs` holds it back for
 * that long; `times` applies the mode to that many requests only, then the
 * server answers `ok` again.
 */
export type MailMode = {
  kind: 'ok' | 'status' | 'drop';
  status?: number;
  text?: string;
  hold?: boolean;
  delayMs?: number;
  times?: number;
};

/** One request as the server saw it. `answered` is the status sent back, 0 when dropped. */
export type RecordedMailRequest = {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  /** The parsed JSON or form fields; undefined for dropped or body-less requests. */
  body?: Record<string, unknown>;
  answered: number;
  at: number;
};

export type MailServer = {
  server: Server;
  setMode: (mode: MailMode) => void;
  /** Every request since the last reset, oldest first (preflights included). */
  requests: () => RecordedMailRequest[];
  /** Sends the answers a `hold` mode kept back; later requests are answered at once. */
  release: () => void;
  /** Forgets the recorded requests, answers what is held and answers `ok` again. */
  reset: () => void;
};

/**
 * Starts the fake mail API on its own origin (cross-origin to the app, as
 * api.emailjs.com is), with CORS like the real one, recording every request.
 * @param listenNow false to leave the server unbound: a worker router
 *   (worker-router.ts) on `port` hands it the requests of one worker.
 */
export async function startMailServer(
  port: number,
  host = '127.0.0.1',
  listenNow = true,
): Promise<MailServer> {
  let mode: MailMode = { kind: 'ok' };
  let recorded: RecordedMailRequest[] = [];
  const held = heldAnswers();
  const release = () => {
    mode = { ...mode, hold: false };
    held.releaseAll();
  };

  const server = createServer(async (req, res) => {
    const path = new URL(req.url ?? '/', `http://${host}`).pathname;
    const entry: RecordedMailRequest = {
      method: req.method ?? '',
      path,
      headers: req.headers,
      answered: 0,
      at: Date.now(),
    };
    recorded.push(entry);
    const current = mode;
    if (current.kind === 'drop') {
      if (current.times !== undefined && --current.times <= 0) mode = { kind: 'ok' };
      req.socket.destroy();
      return;
    }
    const cors = {
      'Access-Control-Allow-Origin': '*',
      'Access-Control-Allow-Methods': 'POST',
      'Access-Control-Allow-Headers': 'Content-Type',
    };
    if (req.method === 'OPTIONS') {
      entry.answered = 204;
      res.writeHead(204, cors).end();
      return;
    }
    const endpoint = mailEndpointOf(path);
    if (!endpoint || req.method !== 'POST') {
      entry.answered = 404;
      res.writeHead(404, cors).end('Not Found');
      return;
    }
    const request = await readMailRequest(req, endpoint);
    if ('fields' in request) entry.body = request.fields;
    if (current.times !== undefined && --current.times <= 0) mode = { kind: 'ok' };
    let status = 200;
    let text = 'OK';
    if ('answer' in request) ({ status, text } = request.answer);
    else if (current.kind === 'status') ({ status = 500, text = '' } = current);
    else ({ status, text } = checkMailFields(request.fields, endpoint) ?? { status, text });
    const send = () => {
      entry.answered = status;
      res.writeHead(status, { ...cors, 'Content-Type': 'text/plain; charset=utf-8' }).end(text);
    };
    if (current.hold) held.keep(send);
    else if (current.delayMs) setTimeout(send, current.delayMs);
    else send();
  });
  if (listenNow) await listen(server, port, host);
  return {
    server,
    setMode: (next) => {
      mode = { ...next };
    },
    requests: () => recorded,
    release,
    reset: () => {
      release();
      recorded = [];
      mode = { kind: 'ok' };
    },
  };
}
