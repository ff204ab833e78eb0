import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type DownloadDeadlines,
  MAX_API_ANSWER_BYTES,
  MAX_RESUME_BYTES,
  readCapped,
} from './capped-read.ts';
import { createGitHubClient, GitHubError } from './github.ts';
import { planInit } from './init-plan.ts';
import { InitRefusal } from './plan.ts';
import { loadReel } from './sources.ts';

/** Bytes past the 5 MB caps: 6 MiB. */
const OVERSIZE = 6 * 1024 * 1024;

/** Streams `bytes` bytes of a JSON string in 64 KiB chunks as the socket drains; `declared`: with `Content-Length`. */
function stream(response: ServerResponse, bytes: number, declared: boolean) {
  response.writeHead(200, {
    'content-type': 'application/json',
    ...(declared && { 'content-length': String(bytes) }),
  });
  response.on('error', () => {});
  let sent = 0;
  const more = () => {
    while (sent < bytes) {
      const part = Buffer.alloc(Math.min(64 * 1024, bytes - sent), 'a');
      sent += part.length;
      if (!response.write(part)) {
        response.once('drain', more);
        return;
      }
    }
    response.end();
  };
  more();
}

/** The first bytes of an mp4: an `ftyp` box of brand `isom`. */
const MP4_START = Buffer.concat([
  Buffer.from([0, 0, 0, 16]),
  Buffer.from('ftypisom', 'latin1'),
  Buffer.alloc(4),
]);
/** A test's deadlines, short so that a slow download is slow in a few seconds. */
const SHORT: DownloadDeadlines = { connectMs: 1000, headersMs: 1000, idleMs: 1000 };
/** How long the slow reel takes: longer than all of {@link SHORT} together. */
const SLOW_MS = 3500;

/** An mp4 sent in 8 KiB pieces every 100 ms for {@link SLOW_MS}: slow but steady. */
function trickle(response: ServerResponse) {
  response.writeHead(200, { 'content-type': 'video/mp4' });
  response.write(MP4_START);
  const started = Date.now();
  const timer = setInterval(() => {
    if (Date.now() - started >= SLOW_MS) {
      clearInterval(timer);
      response.end();
    } else response.write(Buffer.alloc(8 * 1024));
  }, 100);
  response.on('close', () => clearInterval(timer));
}

let server: Server;
let origin: string;

beforeAll(async () => {
  server = createServer((request, response) => {
    const path = request.url ?? '/';
    if (path.startsWith('/declared')) return stream(response, OVERSIZE, true);
    if (path.startsWith('/chunked')) return stream(response, OVERSIZE, false);
    if (path.startsWith('/huge')) return stream(response, 26 * 1024 * 1024, false);
    if (path === '/small') return stream(response, 1024, false);
    if (path === '/slow/reel.mp4') return trickle(response);
    // The headers and the first piece, then nothing: the connection stays open.
    if (path === '/stalls/reel.mp4') {
      response.writeHead(200, { 'content-type': 'video/mp4' });
      return void response.write(MP4_START);
    }
    // No answer at all.
    if (path === '/silent/reel.mp4') return;
    response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

describe('readCapped: a network read stops at its cap', () => {
  for (const [kind, path] of [
    ['with a Content-Length', '/declared'],
    ['streamed without one', '/chunked'],
  ]) {
    it(`refuses a body over the cap ${kind}, naming the URL and the cap`, async () => {
      const url = `${origin}${path}`;
      const response = await fetch(url);
      await expect(
        readCapped(response, { cap: MAX_RESUME_BYTES, what: 'The résumé', url }),
      ).rejects.toThrow(`The résumé at ${url} is larger than 5 MB`);
    });
  }

  it('reads a body under the cap whole', async () => {
    const url = `${origin}/small`;
    const bytes = await readCapped(await fetch(url), { cap: 2048, what: 'x', url });
    expect(bytes.length).toBe(1024);
  });
});

describe('GitHub answers are capped at 5 MB', () => {
  for (const path of ['/declared', '/chunked']) {
    it(`refuses an over-size answer (${path.slice(1)})`, async () => {
      const client = createGitHubClient({ apiUrl: `${origin}${path}` });
      const error = await client.user('ada').catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(GitHubError);
      expect((error as GitHubError).message).toMatch(
        new RegExp(
          `GitHub's answer to the user "ada" at ${origin}${path}/users/ada is larger than 5 MB`,
        ),
      );
      expect(MAX_API_ANSWER_BYTES).toBe(5 * 1024 * 1024);
    });
  }
});

describe('init reads a résumé from http(s) URLs or files only, capped', () => {
  const refusalOf = (resume: string) =>
    planInit({ resume, projects: 12 }, { progress: (_label, step) => step() }).then(
      () => undefined,
      (error: unknown) => error,
    );

  it('refuses a file: or ftp: URL, naming it', async () => {
    for (const resume of ['file:///etc/passwd', 'ftp://example.com/resume.json']) {
      const error = await refusalOf(resume);
      expect(error).toBeInstanceOf(InitRefusal);
      expect((error as Error).message).toContain(`The résumé "${resume}" is a`);
      expect((error as Error).message).toContain(
        'only http: and https: URLs are read (give a file as a path, e.g. ./resume.json).',
      );
    }
  });

  it('refuses an over-size résumé with and without a Content-Length', async () => {
    for (const path of ['/declared/resume.json', '/chunked/resume.json']) {
      const error = await refusalOf(`${origin}${path}`);
      expect(error).toBeInstanceOf(InitRefusal);
      expect((error as Error).message).toBe(
        `The résumé at ${origin}${path} is larger than 5 MB, the most read from the network; refused.`,
      );
    }
  });
});

describe('init --reel takes an mp4 of at most 25 MB by http(s) or from a file', () => {
  it('refuses an over-size reel streamed without a Content-Length, and another scheme', async () => {
    await expect(loadReel(`${origin}/huge/reel.mp4`)).rejects.toThrow(
      `The demo reel at ${origin}/huge/reel.mp4 is larger than 25 MB`,
    );
    await expect(loadReel('ftp://example.com/reel.mp4')).rejects.toThrow(
      'The demo reel "ftp://example.com/reel.mp4" is a ftp: URL',
    );
    await expect(loadReel('package.json')).rejects.toThrow(/is not an mp4 video/);
  });
});

describe('a download is timed out while it waits, never while it arrives', () => {
  it('reads a reel that arrives slowly but steadily for longer than all the deadlines together', async () => {
    const started = Date.now();
    const bytes = await loadReel(`${origin}/slow/reel.mp4`, SHORT);
    expect(Date.now() - started).toBeGreaterThan(SHORT.connectMs + SHORT.headersMs + SHORT.idleMs);
    expect(bytes.subarray(4, 8).toString('latin1')).toBe('ftyp');
    expect(bytes.length).toBeGreaterThan(MP4_START.length + 8 * 1024);
  }, 15_000);

  it('refuses a reel that stops arriving, naming the URL and the idle deadline', async () => {
    const url = `${origin}/stalls/reel.mp4`;
    await expect(loadReel(url, SHORT)).rejects.toThrow(
      `The demo reel at ${url} broke off: nothing arrived for 1 s.`,
    );
  }, 15_000);

  it('refuses a server that never answers, naming the URL and the headers deadline', async () => {
    const url = `${origin}/silent/reel.mp4`;
    await expect(loadReel(url, SHORT)).rejects.toThrow(
      `Could not fetch the demo reel at ${url}: no answer within 1 s.`,
    );
  }, 15_000);
});
