// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { printerPath } from './chromium.ts';

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
