import { existsSync } from 'node:fs';

/**
 * Flags for Chromium on machines without a sandbox, a GPU or outside network
 * (CI and the development machines run as root, with no GPU and no network
 * beyond the package registries); without the background-networking flags
 * Chromium floods the closed network with connection attempts. Shared by the
 * build (the PDF CV) and the tools and tests (`tools/lib/browser.ts`).
 */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * The Chromium the build prints with: `CHROMIUM_PATH` when set (and then
 * only that one: a wrong path is a reason, not a fallback), else the system
 * `/usr/bin/chromium`, else Playwright's own (`npx playwright install
 * chromium`), whichever is a file.
 * @returns the executable's path, or `{ reason }` in a few words.
 */
export async function printerPath(
  env: Record<string, string | undefined> = process.env,
  exists: (path: string) => boolean = existsSync,
): Promise<string | { reason: string }> {
  if (env.CHROMIUM_PATH) {
    return exists(env.CHROMIUM_PATH)
      ? env.CHROMIUM_PATH
      : { reason: `CHROMIUM_PATH is set to ${env.CHROMIUM_PATH}, which is not there` };
  }
  if (exists('/usr/bin/chromium')) return '/usr/bin/chromium';
  const { chromium } = await import('@playwright/test');
  const own = chromium.executablePath();
  return own && exists(own)
    ? own
    : {
        reason:
          'no Chromium found (install one, set CHROMIUM_PATH, or npx playwright install chromium)',
      };
}
