import { existsSync } from 'node:fs';
import type { Browser, BrowserContext, BrowserContextOptions } from '@playwright/test';

/**
 * Flags for Chromium on machines without a sandbox, a GPU or outside network
 * (CI and the development machines run as root, with no GPU and no network
 * beyond the package registries); without the background-networking flags
 * Chromium floods the closed network with connection attempts. Shared by the
 * build ({@link withBuildChromium}) and the tools and tests (`tools/lib/browser.ts`).
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

/** How {@link withBuildChromium} runs. */
export type BuildChromiumOptions = {
  /** What the work does, for the reason it failed: "print it", "draw them". */
  doing: string;
  /** The context's options besides `serviceWorkers: 'block'` (a viewport). */
  context?: BrowserContextOptions;
  /** Where `CHROMIUM_PATH` is read ({@link printerPath}). */
  env?: Record<string, string | undefined>;
};

/**
 * Runs `use` in the build's Chromium ({@link printerPath}, {@link CHROMIUM_ARGS}):
 * one browser context, service workers blocked, where nothing leaves the
 * machine: every request but a `data:` URL is aborted unless a route that
 * `use` adds answers it first (Playwright asks the newest route first; one
 * that calls `route.fallback()` leaves the request to this guard). The
 * browser is closed after, whatever happened. Shared by the PDF CV
 * (docs/decisions/0022-pdf-cv-printed-by-chromium.md) and the project pages'
 * share pictures (docs/product.md § Project pages).
 * @returns what `use` gives, or `{ reason }` in a few words when there is no
 *   Chromium, or it fails to launch, or `use` throws (never throws).
 */
export async function withBuildChromium<T>(
  use: (context: BrowserContext, browser: Browser) => Promise<T>,
  { doing, context: contextOptions, env = process.env }: BuildChromiumOptions,
): Promise<T | { reason: string }> {
  const executablePath = await printerPath(env);
  if (typeof executablePath !== 'string') return executablePath;
  const { chromium } = await import('@playwright/test');
  let browser: Browser | undefined;
  try {
    browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS });
    const context = await browser.newContext({ ...contextOptions, serviceWorkers: 'block' });
    await context.route('**/*', (route) =>
      route.request().url().startsWith('data:') ? route.continue() : route.abort('blockedbyclient'),
    );
    return await use(context, browser);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return { reason: `Chromium could not ${doing} (${message.split('\n')[0]})` };
  } finally {
    await browser?.close().catch(() => undefined);
  }
}
