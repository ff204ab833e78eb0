import { readFileSync } from 'node:fs';
import { createServer, type Server, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { heldAnswers } from './held-answers.ts';
import { listen } from './listen.ts';

/**
 * How the stand-in media host answers `GET /demo-reel.mp4`:
 * - `ok`: an mp4 with byte ranges (with `hold`, not before `release()`):
 *   the one-second fixture, with `video: 'reel'` the 6 s sample reel, or
 *   with `video: 'ten-minutes'` a video no test plays to its end (for a
 *   check of the playing video that must not race the video's end)
 * - `not-found`: status 404
 * - `stall`: accepts the request and never answers (until the mode changes)
 */
export type MediaMode = {
  kind: 'ok' | 'not-found' | 'stall';
  hold?: boolean;
  video?: 'one-second' | 'reel' | 'ten-minutes';
};

export type MediaServer = {
  server: Server;
  setMode: (mode: MediaMode) => void;
  /** How many requests for the video arrived since the last `setMode`. */
  requestCount: () => number;
  /** Sends the answers a `hold` mode kept back; later requests are answered at once. */
  release: () => void;
};

/** The videos (made by tools/make-demo-reel.sh): 1 s and 10 min at 320×180, and the 6 s sample reel. */
const VIDEOS = {
  'one-second': new URL('../fixtures/one-second.mp4', import.meta.url),
  reel: new URL('../../public/media/demo-reel.mp4', import.meta.url),
  'ten-minutes': new URL('../fixtures/ten-minutes.mp4', import.meta.url),
};
export const MEDIA_PATH = '/demo-reel.mp4';

/**
 * Parses a single `Range: bytes=…` header against a body of `size` bytes.
 * @returns the inclusive byte range, `undefined` for no (or an ignorable)
 *   header, or `'unsatisfiable'` (→ 416).
 */
export function parseRange(
  header: string | undefined,
  size: number,
): [number, number] | 'unsatisfiable' | undefined {
  const match = /^bytes=(\d*)-(\d*)$/.exec(header ?? '');
  if (!match) return undefined;
  const [, from, to] = match;
  if (from === '' && to === '') return undefined;
  let start: number;
  let end: number;
  if (from === '') {
    start = Math.max(0, size - Number(to));
    end = size - 1;
  } else {
    start = Number(from);
    end = to === '' ? size - 1 : Math.min(Number(to), size - 1);
  }
  if (start >= size || start > end) return 'unsatisfiable';
  return [start, end];
}

function sendVideo(res: ServerResponse, body: Buffer, rangeHeader: string | undefined) {
  const headers = {
    'Content-Type': 'video/mp4',
    'Accept-Ranges': 'bytes',
    // Each test starts from the network, not from Chromium's media cache.
    'Cache-Control': 'no-store',
  };
  const range = parseRange(rangeHeader, body.length);
  if (range === 'unsatisfiable') {
    res.writeHead(416, { ...headers, 'Content-Range': `bytes */${body.length}` }).end();
    return;
  }
  if (!range) {
    res.writeHead(200, { ...headers, 'Content-Length': body.length }).end(body);
    return;
  }
  const [start, end] = range;
  res
    .writeHead(206, {
      ...headers,
      'Content-Range': `bytes ${start}-${end}/${body.length}`,
      'Content-Length': end - start + 1,
    })
    .end(body.subarray(start, end + 1));
}

/**
 * Starts the stand-in for the demo reel's media host, cross-origin to the app. Video elements fetch with byte ranges, so it
 * answers `Range` requests with 206 like a real static host or CDN.
 * @param listenNow false to leave the server unbound: a worker router
 *   (worker-router.ts) on `port` hands it the requests of one worker.
 */
export async function startMediaServer(
  port: number,
  host = '127.0.0.1',
  listenNow = true,
): Promise<MediaServer> {
  const videos = {
    'one-second': readFileSync(VIDEOS['one-second']),
    reel: readFileSync(VIDEOS.reel),
    'ten-minutes': readFileSync(VIDEOS['ten-minutes']),
  };
  let mode: MediaMode = { kind: 'ok' };
  let count = 0;
  const stalled = new Set<Socket>();
  const held = heldAnswers();
  const release = () => {
    mode = { ...mode, hold: false };
    held.releaseAll();
  };

  const server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', `http://${host}:${port}`).pathname;
    if (path !== MEDIA_PATH) {
      res.writeHead(404).end();
      return;
    }
    count += 1;
    const current = mode;
    if (current.kind === 'stall') {
      stalled.add(req.socket);
      req.socket.once('close', () => stalled.delete(req.socket));
      return;
    }
    const answer = () => {
      if (current.kind === 'not-found')
        res.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found');
      else sendVideo(res, videos[current.video ?? 'one-second'], req.headers.range);
    };
    if (current.hold) held.keep(answer);
    else answer();
  });
  if (listenNow) await listen(server, port, host);
  return {
    server,
    setMode: (next) => {
      release();
      mode = next;
      count = 0;
      for (const socket of stalled) socket.destroy();
      stalled.clear();
    },
    requestCount: () => count,
    release,
  };
}
