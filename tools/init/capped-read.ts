/**
 * Network reads with a size cap and deadlines, for `npm run init` and `npm run
 * refresh-projects` (docs/product.md § Make it yours: every download is
 * capped). A body is read as it streams and given up the moment it passes
 * its cap (or at once when its `Content-Length` already says so), so a
 * wrong URL cannot fill the memory or the repository; a server that does not
 * connect, does not answer or stops sending is given up after a deadline
 * ({@link DownloadDeadlines}), one that sends slowly but steadily is read to the end.
 */

import { Agent } from 'undici';

/** One MB as the caps count it (2^20 bytes). */
const MB = 1024 * 1024;
/** A JSON Resume document, by URL. */
export const MAX_RESUME_BYTES = 5 * MB;
/** One answer of the GitHub API (a user, a page of 100 repositories, the social accounts). */
export const MAX_API_ANSWER_BYTES = 5 * MB;
/** A picture: the avatar or the résumé's `basics.image`. */
export const MAX_PICTURE_BYTES = 20 * MB;
/** The demo reel (`--reel`): Cloudflare Pages serves no file over 25 MiB (docs/make-it-yours.md, "Demo reel video"). */
export const MAX_REEL_BYTES = 25 * MB;

/**
 * How long a download may wait, in ms, at each step: for the connection, for the answer's
 * headers once connected, and between two pieces of its body (an idle gap). No deadline
 * covers the whole body, so a large file on a slow but steady line still arrives (a 10 MB reel
 * at 2 Mbit/s takes 40 s), while one that stops sending is given up (docs/product.md § Make it
 * yours: every download is capped and timed out).
 */
export type DownloadDeadlines = {
  connectMs: number;
  headersMs: number;
  idleMs: number;
};

/** The deadlines of every download of `npm run init` and the refresh commands. */
export const DOWNLOAD_DEADLINES: DownloadDeadlines = {
  connectMs: 10_000,
  headersMs: 30_000,
  idleMs: 30_000,
};

const dispatchers = new Map<string, Agent>();

/**
 * `init` for `fetch` with `deadlines` in force (undici's connect, headers and body timeouts:
 * its body timeout is the gap between two pieces, not the whole body). Keeps `init`'s own
 * fields; no `signal` is needed.
 */
export function withDeadlines(
  init: RequestInit = {},
  deadlines: DownloadDeadlines = DOWNLOAD_DEADLINES,
): RequestInit {
  const key = `${deadlines.connectMs}/${deadlines.headersMs}/${deadlines.idleMs}`;
  let dispatcher = dispatchers.get(key);
  if (!dispatcher) {
    dispatcher = new Agent({
      connect: { timeout: deadlines.connectMs },
      headersTimeout: deadlines.headersMs,
      bodyTimeout: deadlines.idleMs,
    });
    dispatchers.set(key, dispatcher);
  }
  // Node's fetch is undici: it takes the agent as `dispatcher` (not in the DOM's RequestInit).
  return { ...init, dispatcher } as RequestInit;
}

const seconds = (ms: number) => `${Math.round(ms / 100) / 10} s`;

/**
 * Why a `fetch` made {@link withDeadlines} failed (or its body broke off), in words: the
 * deadline that passed, or the network's own reason (`ECONNREFUSED`, `ENOTFOUND`, …).
 */
export function networkFailure(
  error: unknown,
  deadlines: DownloadDeadlines = DOWNLOAD_DEADLINES,
): string {
  const cause = (error as { cause?: { code?: string; message?: string } }).cause;
  switch (cause?.code) {
    case 'UND_ERR_CONNECT_TIMEOUT':
      return `no connection within ${seconds(deadlines.connectMs)}`;
    case 'UND_ERR_HEADERS_TIMEOUT':
      return `no answer within ${seconds(deadlines.headersMs)}`;
    case 'UND_ERR_BODY_TIMEOUT':
      return `nothing arrived for ${seconds(deadlines.idleMs)}`;
    default:
      return cause?.code ?? cause?.message ?? (error as Error).message;
  }
}

/** A download refused for its size or its URL; the message names both and is meant for the owner. */
export class DownloadRefusal extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'DownloadRefusal';
  }
}

/** `bytes` as the owner reads a cap: "5 MB". */
export const megabytes = (bytes: number) => `${Math.round((bytes / MB) * 10) / 10} MB`;

/**
 * Whether `source` is meant as a URL rather than a file path: it starts
 * with a scheme of two or more letters (`https:`, `file:`, `ftp:`), so a
 * Windows drive (`C:\resume.json`) stays a path.
 */
export const looksLikeUrl = (source: string) => /^[a-z][a-z0-9+.-]+:/i.test(source.trim());

/**
 * `text` as an http(s) URL.
 * @param hint what to do instead, added to the refusal of another scheme
 *   (a file that may be given as a path says so; a feed cannot be one).
 * @throws DownloadRefusal naming `what` when it is not a URL or has another scheme (`file:`, `ftp:`, `data:`).
 */
export function httpUrl(text: string, what: string, hint = ''): URL {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new DownloadRefusal(`${what} "${text}" is not a URL.`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new DownloadRefusal(
      `${what} "${text}" is a ${url.protocol} URL: only http: and https: URLs are read${hint && ` (${hint})`}.`,
    );
  }
  return url;
}

/**
 * The body of `response` as bytes, read as it streams, never more than `cap` bytes.
 * @param what the thing read, for the message ("The résumé", "GitHub's answer").
 * @throws DownloadRefusal "… at URL is larger than N MB …" when `Content-Length`
 *   or the bytes that arrived pass `cap` (the rest is not read); Error when the body breaks off.
 */
export async function readCapped(
  response: Response,
  { cap, what, url }: { cap: number; what: string; url: string },
): Promise<Buffer> {
  const tooLarge = () =>
    new DownloadRefusal(
      `${what} at ${url} is larger than ${megabytes(cap)}, the most read from the network; refused.`,
    );
  const declared = Number(response.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > cap) {
    await response.body?.cancel().catch(() => {});
    throw tooLarge();
  }
  if (!response.body) return Buffer.alloc(0);
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let received = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    received += value.byteLength;
    if (received > cap) {
      await reader.cancel().catch(() => {});
      throw tooLarge();
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}
