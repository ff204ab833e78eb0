import { existsSync } from 'node:fs';
import type { LaunchOptions } from '@playwright/test';
import { CHROMIUM_ARGS } from '../../site-build/lib/chromium.ts';

export { CHROMIUM_ARGS } from '../../site-build/lib/chromium.ts';

/**
 * The Chromium to drive (CONTRIBUTING.md, "Set up"): `CHROMIUM_PATH`, else the system
 * `/usr/bin/chromium`, else Playwright's own browser (`npx playwright install chromium`).
 * @returns the executable path, or undefined to let Playwright pick its own.
 */
export function chromiumPath(): string | undefined {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium'];
  return candidates.find((path): path is string => Boolean(path) && existsSync(path as string));
}

/** Launch options for Playwright's `chromium.launch` and `use.launchOptions`. */
export function chromiumLaunchOptions(): LaunchOptions {
  return { executablePath: chromiumPath(), args: CHROMIUM_ARGS };
}
