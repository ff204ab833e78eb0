/**
 * What `npm run init` reads of the owner's sources: a JSON Resume document
 * and its picture from a file or an http(s) URL, and the demo reel, each
 * capped and timed out (docs/product.md § Make it yours: every download is
 * capped and timed out).
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { ContentError, type Resume } from '#src/content/owner-content.ts';
import { checkResume } from '../../site-build/lib/read-owner-content.ts';
import {
  DOWNLOAD_DEADLINES,
  type DownloadDeadlines,
  DownloadRefusal,
  httpUrl,
  looksLikeUrl,
  MAX_PICTURE_BYTES,
  MAX_REEL_BYTES,
  MAX_RESUME_BYTES,
  megabytes,
  networkFailure,
  readCapped,
  withDeadlines,
} from './capped-read.ts';
import { logText } from './log-text.ts';
import { InitRefusal } from './plan.ts';

/** Progress of one network step: a spinner on a terminal, a line otherwise. */
export type Progress = <T>(label: string, step: () => Promise<T>) => Promise<T>;

export const plainProgress: Progress = async (label, step) => {
  console.log(logText(`… ${label}`));
  return step();
};

/** `text` with its first letter in upper case, for a message that starts with it. */
const sentence = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * The bytes at an http(s) URL, read as they stream, at most `cap`, within `deadlines`
 * (docs/product.md § Make it yours: every download is capped and timed out).
 * @param what the thing fetched, for messages ("the résumé").
 * @throws InitRefusal naming the URL: another scheme (`file:`, `ftp:`), no connection or
 *   answer in time, an error status, over `cap`, nothing arriving for `deadlines.idleMs`.
 */
async function download(
  source: string,
  what: string,
  cap: number,
  headers: Record<string, string> = {},
  deadlines: DownloadDeadlines = DOWNLOAD_DEADLINES,
): Promise<Buffer> {
  let url: URL;
  try {
    url = httpUrl(source, sentence(what), 'give a file as a path, e.g. ./resume.json');
  } catch (error) {
    throw new InitRefusal((error as Error).message);
  }
  let response: Response;
  try {
    response = await fetch(url, withDeadlines({ headers }, deadlines));
  } catch (error) {
    throw new InitRefusal(
      `Could not fetch ${what} at ${url.href}: ${networkFailure(error, deadlines)}.`,
    );
  }
  if (!response.ok) {
    await response.body?.cancel().catch(() => {});
    throw new InitRefusal(`${sentence(what)} at ${url.href} answered ${response.status}.`);
  }
  try {
    return await readCapped(response, { cap, what: sentence(what), url: url.href });
  } catch (error) {
    if (error instanceof DownloadRefusal) throw new InitRefusal(error.message);
    throw new InitRefusal(
      `${sentence(what)} at ${url.href} broke off: ${networkFailure(error, deadlines)}.`,
    );
  }
}

/**
 * Reads a JSON object from a file or an http(s) URL (at most
 * {@link MAX_RESUME_BYTES}); a source with another scheme (`file:`, `ftp:`) is refused.
 * @param what the document, for messages ("the résumé", "the fil résumé").
 * @throws InitRefusal saying what is wrong: no such file, no answer, not JSON, not a JSON object.
 */
export async function loadJsonObject(
  source: string,
  what: string,
): Promise<{ document: Record<string, unknown>; base: string }> {
  let text: string;
  let base: string;
  if (looksLikeUrl(source)) {
    text = (
      await download(source, what, MAX_RESUME_BYTES, { Accept: 'application/json' })
    ).toString('utf8');
    base = source;
  } else {
    const path = resolve(source);
    if (!existsSync(path) || !statSync(path).isFile()) {
      throw new InitRefusal(`No ${what.replace(/^the /, '')} file at ${path}.`);
    }
    if (statSync(path).size > MAX_RESUME_BYTES) {
      throw new InitRefusal(
        `${sentence(what)} ${path} is larger than ${megabytes(MAX_RESUME_BYTES)}.`,
      );
    }
    text = readFileSync(path, 'utf8');
    base = path;
  }
  let document: unknown;
  try {
    document = JSON.parse(text);
  } catch (error) {
    throw new InitRefusal(`${sentence(what)} ${source} is not JSON: ${(error as Error).message}`);
  }
  if (typeof document !== 'object' || document === null || Array.isArray(document)) {
    throw new InitRefusal(`${sentence(what)} ${source} is not a JSON object.`);
  }
  return { document: document as Record<string, unknown>, base };
}

/**
 * Reads a JSON Resume document from a file or an http(s) URL ({@link loadJsonObject}) and checks its schema.
 * @throws InitRefusal saying what is wrong.
 */
export async function loadResume(source: string): Promise<{ resume: Resume; base: string }> {
  const { document, base } = await loadJsonObject(source, 'the résumé');
  try {
    return { resume: checkResume(document), base };
  } catch (error) {
    if (error instanceof ContentError) {
      throw new InitRefusal(
        `The résumé ${source} breaks the JSON Resume schema at ${error.path}: ${error.message.replace(/^[^:]+: [^:]+: /, '')}`,
      );
    }
    throw error;
  }
}

/**
 * The portrait's bytes from the résumé's `basics.image`: an http(s) URL, or
 * a path next to the résumé (a URL when the résumé came by URL); at most
 * {@link MAX_PICTURE_BYTES} from the network.
 * @throws InitRefusal naming the picture.
 */
export async function resumeImage(image: string, base: string): Promise<Buffer> {
  if (looksLikeUrl(image) || looksLikeUrl(base)) {
    let url = image;
    try {
      url = new URL(image, base).href;
    } catch {
      throw new InitRefusal(`The résumé's basics.image "${image}" is not a URL.`);
    }
    return download(url, "the résumé's basics.image", MAX_PICTURE_BYTES);
  }
  const path = resolve(dirname(base), image);
  if (!existsSync(path) || !statSync(path).isFile()) {
    throw new InitRefusal(`The résumé's basics.image ${path} is not a file.`);
  }
  return readFileSync(path);
}

/** The SHA-256 (hex) of the sample's `public/media/demo-reel.mp4` (made by tools/make-demo-reel.sh). */
export const SAMPLE_REEL_SHA256 =
  '1ae9c7f049c918a50f8ba4ebc07fe67b757b30b98529f4feb39b2c886c69da06';
/** Where the page plays the demo reel from unless `VITE_DEMO_REEL_URL` says otherwise (src/config/env.ts). */
export const REEL_FILE = 'public/media/demo-reel.mp4';

/**
 * Whether `bytes` are an MP4 video: an ISO base media file (an `ftyp` box
 * first) whose brand is not QuickTime's (`qt  `) or an audio-only one (`M4A `, `M4B `).
 */
export function isMp4(bytes: Buffer): boolean {
  if (bytes.length < 12 || bytes.subarray(4, 8).toString('latin1') !== 'ftyp') return false;
  return !['qt  ', 'M4A ', 'M4B '].includes(bytes.subarray(8, 12).toString('latin1'));
}

/**
 * The owner's demo reel from `--reel`: an mp4 file or http(s) URL of at most {@link MAX_REEL_BYTES}.
 * @param deadlines of the download (a test's shorter ones); a slow reel that keeps arriving is read whole.
 * @throws InitRefusal naming the file or URL: missing, too large, not an mp4, a download that stalls.
 */
export async function loadReel(
  source: string,
  deadlines: DownloadDeadlines = DOWNLOAD_DEADLINES,
): Promise<Buffer> {
  let bytes: Buffer;
  if (looksLikeUrl(source)) {
    bytes = await download(source, 'the demo reel', MAX_REEL_BYTES, {}, deadlines);
  } else {
    const path = resolve(source);
    if (!existsSync(path) || !statSync(path).isFile()) {
      throw new InitRefusal(`No demo reel file at ${path}.`);
    }
    if (statSync(path).size > MAX_REEL_BYTES) {
      throw new InitRefusal(
        `The demo reel ${path} is larger than ${megabytes(MAX_REEL_BYTES)} (the most a host such as Cloudflare Pages serves): make it shorter or smaller.`,
      );
    }
    bytes = readFileSync(path);
  }
  if (!isMp4(bytes)) {
    throw new InitRefusal(
      `The demo reel ${source} is not an mp4 video: give an H.264 mp4 (e.g. ffmpeg -i reel.mov -c:v libx264 -movflags +faststart reel.mp4).`,
    );
  }
  return bytes;
}
