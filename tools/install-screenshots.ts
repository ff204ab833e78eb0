/**
 * Takes the manifest's install screenshots (docs/product.md § Offline and
 * install), dev-only; commit what it writes: `public/screenshots/wide.jpg`
 * (1280×800) and `narrow.jpg` (390×844), for Chromium's richer install
 * dialog, from the built site in `dist/` in dark mode, once the projects
 * have replaced their skeletons.
 *
 * Usage: npm run build && npx tsx tools/install-screenshots.ts
 * @throws Error when `dist/` has not been built.
 */
import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { chromium } from '@playwright/test';
import { MANIFEST_SCREENSHOTS } from '../site-build/lib/pwa-options.ts';
import { chromiumLaunchOptions } from './lib/browser.ts';
import { startStaticServer } from './lib/static-server.ts';

async function writeScreenshots() {
  if (!existsSync('dist/index.html'))
    throw new Error('dist/ is missing: run `npm run build` first');
  const server = await startStaticServer({ root: 'dist', port: 0 });
  const { port } = server.address() as AddressInfo;
  const browser = await chromium.launch(chromiumLaunchOptions());
  try {
    await mkdir('public/screenshots', { recursive: true });
    for (const shot of MANIFEST_SCREENSHOTS) {
      const [width, height] = shot.sizes.split('x').map(Number);
      const page = await browser.newPage({
        viewport: { width, height },
        colorScheme: 'dark',
        reducedMotion: 'reduce',
        serviceWorkers: 'block',
      });
      await page.goto(`http://127.0.0.1:${port}/`, { waitUntil: 'networkidle' });
      await page.locator('[data-skeleton]').first().waitFor({ state: 'detached' });
      await page.screenshot({ path: `public/${shot.src}`, type: 'jpeg', quality: 78 });
      console.log(`wrote public/${shot.src}`);
      await page.close();
    }
  } finally {
    await browser.close();
    server.close();
  }
}

await writeScreenshots();
