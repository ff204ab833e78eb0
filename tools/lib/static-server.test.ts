import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { get, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStaticServer } from './static-server.ts';

let root = '';
let server: Server;
const script = `export const words = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `word${i * 7919}`))};\n`;

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'static-server-'));
  writeFileSync(join(root, 'index.html'), '<!doctype html><title>x</title>');
  writeFileSync(join(root, 'chunk.js'), script);
  server = await startStaticServer({ root, port: 0, gzip: true });
});

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  rmSync(root, { recursive: true, force: true });
});

/** GETs `path` with Chromium's Accept-Encoding; resolves with the encoding and the body's bytes as sent. */
function fetchRaw(path: string): Promise<{ encoding?: string; bytes: number }> {
  const { port } = server.address() as AddressInfo;
  return new Promise((resolve, reject) => {
    get(
      { host: '127.0.0.1', port, path, headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } },
      (response) => {
        let bytes = 0;
        response.on('data', (chunk: Buffer) => {
          bytes += chunk.length;
        });
        response.on('end', () =>
          resolve({ encoding: response.headers['content-encoding'], bytes }),
        );
      },
    ).on('error', reject);
  });
}

describe('startStaticServer with gzip (the bench, docs/product.md § Performance)', () => {
  it('answers a browser that also accepts Brotli with gzip, the encoding the budgets are in', async () => {
    const answer = await fetchRaw('/chunk.js');
    expect(answer.encoding).toBe('gzip');
    // Within a few bytes of gzip's own size of the file (streaming flushes differ slightly).
    expect(Math.abs(answer.bytes - gzipSync(script).length)).toBeLessThan(64);
  });
});
