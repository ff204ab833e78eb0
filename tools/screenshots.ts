/**
 * Takes the screenshots of docs/screenshots/README.md (the README shows
 * the first) of a running site (default
 * http://localhost:4173/, e.g. `npm start` in another terminal):
 * wide (1280×800) and narrow (390×844), dark and light, plus extra states
 * registered in `SCENES`. Writes PNGs to docs/screenshots/. Every scene
 * plays Chromium's install offer (a `beforeinstallprompt` event), so the
 * "Install app" button shows where a phone or desktop browser would show it.
 *
 * Usage: node tools/screenshots.ts [url]
 */
import { mkdir } from 'node:fs/promises';
import { chromium, type Page } from '@playwright/test';
import { chromiumLaunchOptions } from './lib/browser.ts';

const url = process.argv[2] ?? 'http://localhost:4173/';
const outDir = 'docs/screenshots';

type Scene = {
  name: string;
  viewport: { width: number; height: number };
  mode: 'dark' | 'light';
  fullPage?: boolean;
  /** The page under the site's URL: `''` for Home, `fil/` for the Filipino one (docs/product.md § Languages). */
  path?: string;
  /** Brings the page into the state to capture. */
  act?: (page: Page) => Promise<void>;
};

const WIDE = { width: 1280, height: 800 };
const NARROW = { width: 390, height: 844 };

const SCENES: Scene[] = [
  { name: 'wide-dark', viewport: WIDE, mode: 'dark' },
  { name: 'wide-light', viewport: WIDE, mode: 'light' },
  { name: 'narrow-dark', viewport: NARROW, mode: 'dark' },
  { name: 'narrow-light', viewport: NARROW, mode: 'light' },
  {
    name: 'narrow-drawer',
    viewport: NARROW,
    mode: 'dark',
    act: async (page) => {
      await page.getByRole('button', { name: 'Open navigation' }).click();
      await page.getByRole('dialog', { name: 'Navigation' }).waitFor();
    },
  },
  {
    name: 'wide-contact-errors',
    viewport: WIDE,
    mode: 'light',
    act: async (page) => {
      await page.getByRole('button', { name: 'Email' }).click();
      const dialog = page.getByRole('dialog', { name: 'Send me a message' });
      await dialog.getByRole('button', { name: 'Send' }).click();
      await dialog.getByText('Name must be at least 3 characters').waitFor();
    },
  },
  {
    name: 'wide-video',
    viewport: WIDE,
    mode: 'dark',
    act: async (page) => {
      await page.getByRole('button', { name: 'Play demo reel' }).click();
      const dialog = page.getByRole('dialog', { name: 'Demo Reel' });
      await dialog.getByRole('status', { name: 'Loading video' }).waitFor({ state: 'detached' });
      // Hold the reel on its second title card.
      await dialog.locator('video').evaluate(async (video: HTMLVideoElement) => {
        video.pause();
        const seeked = new Promise((resolve) =>
          video.addEventListener('seeked', resolve, { once: true }),
        );
        video.currentTime = 3;
        await seeked;
      });
    },
  },
  { name: 'fil-wide-dark', viewport: WIDE, mode: 'dark', path: 'fil/' },
  {
    name: 'fil-narrow-drawer',
    viewport: NARROW,
    mode: 'dark',
    path: 'fil/',
    act: async (page) => {
      await page.getByRole('button', { name: 'Buksan ang nabigasyon' }).click();
      await page.getByRole('dialog', { name: 'Nabigasyon' }).waitFor();
    },
  },
  {
    name: 'fil-wide-contact-errors',
    viewport: WIDE,
    mode: 'light',
    path: 'fil/',
    act: async (page) => {
      await page.getByRole('button', { name: 'Email' }).click();
      const dialog = page.getByRole('dialog', { name: 'Padalhan ako ng mensahe' });
      await dialog.getByRole('button', { name: 'Ipadala' }).click();
      await dialog.getByText('Dapat hindi bababa sa 3 character ang pangalan').waitFor();
    },
  },
];

/** Fires a stand-in `beforeinstallprompt` until the page's "Install app" button exists (the app may not listen yet). */
async function offerInstall(page: Page): Promise<void> {
  const button = page.getByRole('button', { name: 'Install app', includeHidden: true });
  for (let attempt = 0; attempt < 50 && (await button.count()) === 0; attempt++) {
    // A string, not a function: tsx would wrap a function's inner functions in a helper the page lacks.
    await page.evaluate(`window.dispatchEvent(Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
      prompt: () => Promise.resolve(),
      userChoice: new Promise(() => undefined),
    }))`);
    await page.waitForTimeout(100);
  }
}

await mkdir(outDir, { recursive: true });
const browser = await chromium.launch(chromiumLaunchOptions());
try {
  for (const scene of SCENES) {
    const page = await browser.newPage({
      viewport: scene.viewport,
      colorScheme: scene.mode,
      reducedMotion: 'reduce',
      // No service worker: its first-visit toast ("Ready to work offline") would land in the shots.
      serviceWorkers: 'block',
    });
    await page.goto(new URL(scene.path ?? '', url).href);
    await page.locator('[data-skeleton]').first().waitFor({ state: 'detached' });
    await offerInstall(page);
    if (scene.mode === 'light') {
      const isDark = await page.evaluate(() => document.documentElement.dataset.theme === 'dark');
      if (isDark) {
        // The switch is in the header on wide screens and in the drawer on narrow ones.
        const header = page.getByRole('switch', { name: 'Dark mode' });
        if (await header.isVisible()) {
          await header.click();
        } else {
          await page.getByRole('button', { name: 'Open navigation' }).click();
          await page
            .getByRole('dialog', { name: 'Navigation' })
            .getByRole('switch', { name: 'Dark mode' })
            .click();
          await page.keyboard.press('Escape');
          await page.getByRole('dialog', { name: 'Navigation' }).waitFor({ state: 'detached' });
          await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
        }
        await page.locator('html[data-theme="light"]').waitFor({ state: 'attached' });
      }
    }
    await scene.act?.(page);
    await page.waitForTimeout(300);
    const path = `${outDir}/${scene.name}.png`;
    await page.screenshot({ path, fullPage: scene.fullPage ?? false });
    console.log(`wrote ${path}`);
    await page.close();
  }
} finally {
  await browser.close();
}
