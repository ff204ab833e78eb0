import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { printerPath, withBuildChromium } from './chromium.ts';

describe('printerPath', () => {
  it('takes CHROMIUM_PATH when set, and only it: a wrong path is a reason, not a fallback', async () => {
    const exists = (path: string) => path === '/opt/chrome' || path === '/usr/bin/chromium';
    expect(await printerPath({ CHROMIUM_PATH: '/opt/chrome' }, exists)).toBe('/opt/chrome');
    expect(await printerPath({ CHROMIUM_PATH: '/missing/chromium' }, exists)).toEqual({
      reason: 'CHROMIUM_PATH is set to /missing/chromium, which is not there',
    });
  });

  it('else the system Chromium, else Playwright’s own, else a reason', async () => {
    expect(await printerPath({}, (path) => path === '/usr/bin/chromium')).toBe('/usr/bin/chromium');
    const none = await printerPath({}, () => false);
    expect(none).toEqual({ reason: expect.stringContaining('no Chromium found') });
  });
});

describe('withBuildChromium', () => {
  it('says why, and throws nothing, without a Chromium or when the work fails', async () => {
    const missing = { CHROMIUM_PATH: '/missing/chromium' };
    expect(await withBuildChromium(async () => 1, { doing: 'draw them', env: missing })).toEqual({
      reason: expect.stringContaining('/missing/chromium'),
    });
    const failing = async () => {
      throw new Error('out of paper\nat line 2');
    };
    expect(await withBuildChromium(failing, { doing: 'print it' })).toEqual({
      reason: 'Chromium could not print it (out of paper)',
    });
  });

  it('lets no request leave the machine but a data URL', async () => {
    // A server that would answer: the request must never reach it.
    let reached = 0;
    const server = createServer((_request, response) => {
      reached++;
      response.setHeader('Access-Control-Allow-Origin', '*');
      response.end('answered');
    });
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    const { port } = server.address() as AddressInfo;
    try {
      const answers = await withBuildChromium(
        async (context) => {
          const page = await context.newPage();
          await page.setContent('<p>A page</p>');
          return page.evaluate(
            (urls) =>
              Promise.all(
                urls.map((url) =>
                  fetch(url).then(
                    (r) => r.text(),
                    () => 'blocked',
                  ),
                ),
              ),
            [`http://127.0.0.1:${port}/picture.png`, 'data:text/plain,kept'],
          );
        },
        { doing: 'test' },
      );
      expect(answers).toEqual(['blocked', 'kept']);
      expect(reached).toBe(0);
    } finally {
      server.close();
    }
  });
});
