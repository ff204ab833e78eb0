import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { deriveAccent, PAGE_BACKGROUND } from '../site-build/lib/theme.ts';
import { expectNoAxeViolations, NARROW, openDrawer, setColourMode, WIDE } from './support/a11y.ts';
import { waitForHydration } from './support/hydration.ts';
import { copyRepository } from './support/repository-copy.ts';
import { storedState } from './support/stored-state.ts';
import { expect, type Page, test } from './support/test.ts';
import { buildVariantSite, type VariantSite } from './support/variant-site.ts';

/**
 * The owner's colours (docs/product.md § Colour mode): two copies of the
 * repository whose `portfolio.json` has a theme, built as `npm run build`
 * does and served like a static host, next to the sample's site (no theme:
 * dark first). The derivation itself, for five kinds of colour and every
 * pair of tokens, is unit-tested in site-build/lib/theme.test.ts; here the
 * built pages are measured as painted.
 */

const THEMES = {
  // A light yellow the light mode cannot use as it is, the visitor's system's mode first.
  system: { accent: '#fde047', colourMode: 'system' },
  // An oklch() colour, light first.
  light: { accent: 'oklch(70% 0.17 150)', colourMode: 'light' },
} as const;

type First = 'dark' | keyof typeof THEMES;

const variants: Partial<Record<keyof typeof THEMES, VariantSite>> = {};

/** The site whose first mode is `first`: the sample (dark) or a variant. */
function siteOf(first: First): string {
  return first === 'dark' ? '/' : (variants[first] as VariantSite).url;
}

test.use({ serviceWorkers: 'block' });

test.beforeAll(async () => {
  // Two builds, one after the other (each about a minute on a loaded machine).
  test.setTimeout(600_000);
  for (const [name, theme] of Object.entries(THEMES) as [keyof typeof THEMES, object][]) {
    const dir = copyRepository(`owner-colours-${name}-`);
    const portfolio = JSON.parse(readFileSync(join(dir, 'portfolio.json'), 'utf8'));
    writeFileSync(join(dir, 'portfolio.json'), JSON.stringify({ ...portfolio, theme }, null, 2));
    variants[name] = await buildVariantSite(dir);
  }
});

test.afterAll(async () => {
  for (const variant of Object.values(variants)) await variant?.close();
});

/**
 * Records which mode the page is painted in, from the first frame on (a
 * requestAnimationFrame callback runs just before it), then at every change
 * of `<html data-theme>`: the body's background, as the mode's name. A
 * flash of the wrong mode shows as a second value. Also records the status
 * bar's mode at the first frame ({@link firstStatusBar}).
 */
async function recordPaintedModes(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(
    ({ backgrounds, themeColours }) => {
      const seen: string[] = [];
      Object.assign(window, { __paintedModes: seen });
      requestAnimationFrame(() => {
        // The status bar's colour at the first paint: the first theme colour whose media matches.
        const themeColour = [
          ...document.querySelectorAll<HTMLMetaElement>('meta[name=theme-color]'),
        ]
          .find((meta) => !meta.media || matchMedia(meta.media).matches)
          ?.getAttribute('content');
        const statusBar = Object.entries(themeColours).find(([, hex]) => hex === themeColour)?.[0];
        Object.assign(window, { __firstStatusBar: statusBar ?? themeColour });
        const look = () => {
          const painted = getComputedStyle(document.body).backgroundColor;
          const mode =
            Object.entries(backgrounds).find(([, rgb]) => rgb === painted)?.[0] ?? painted;
          if (seen.at(-1) !== mode) seen.push(mode);
        };
        look();
        new MutationObserver(look).observe(document.documentElement, {
          attributes: true,
          attributeFilter: ['data-theme'],
        });
      });
    },
    { backgrounds: BACKGROUND_RGB, themeColours: PAGE_BACKGROUND },
  );
  return () =>
    page.evaluate(() => (window as unknown as { __paintedModes: string[] }).__paintedModes);
}

/** The mode of the status bar's colour at the first frame, recorded by {@link recordPaintedModes}. */
const firstStatusBar = (page: Page) =>
  page.evaluate(() => (window as unknown as { __firstStatusBar?: string }).__firstStatusBar);

/** Each mode's page background as `getComputedStyle` writes it. */
const BACKGROUND_RGB = Object.fromEntries(
  Object.entries(PAGE_BACKGROUND).map(([mode, hex]) => [
    mode,
    `rgb(${[1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)).join(', ')})`,
  ]),
);

const EXPECTED: Record<First, Record<'light' | 'dark', 'light' | 'dark'>> = {
  dark: { light: 'dark', dark: 'dark' },
  light: { light: 'light', dark: 'light' },
  system: { light: 'light', dark: 'dark' },
};

for (const first of ['dark', 'light', 'system'] as const) {
  for (const scheme of ['light', 'dark'] as const) {
    test(`first mode "${first}" on a system that prefers ${scheme}: ${EXPECTED[first][scheme]} from the first paint`, async ({
      page,
    }) => {
      // A first visit on a cold, shared machine: hydration alone took over 20 s there.
      test.setTimeout(90_000);
      const mode = EXPECTED[first][scheme];
      await page.emulateMedia({ colorScheme: scheme });
      const paintedModes = await recordPaintedModes(page);
      await page.goto(siteOf(first));
      await waitForHydration(page);
      await expect(page.getByRole('switch', { name: 'Dark mode' })).toBeChecked({
        checked: mode === 'dark',
      });
      expect(await paintedModes()).toEqual([mode]);
      // The phone's status bar matches the page from the first paint, and after hydration.
      expect(await firstStatusBar(page)).toBe(mode);
      for (const meta of await page.locator('meta[name="theme-color"]').all())
        await expect(meta).toHaveAttribute('content', PAGE_BACKGROUND[mode]);
      if (first === 'system') {
        // Nothing chosen, nothing remembered: the next visit asks the system again.
        expect(await page.evaluate(() => localStorage.getItem('portfolio:color-mode'))).toBeNull();
      }
    });
  }
}

test('first mode "system": the visitor\'s remembered choice wins over the system\'s', async ({
  page,
}) => {
  // Two visits on a cold, shared machine (see above).
  test.setTimeout(90_000);
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto(siteOf('system'));
  await waitForHydration(page);
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  await setColourMode(page, 'dark');
  await expect.poll(() => storedState(page, 'theme')).toEqual({ mode: 'dark' });

  const paintedModes = await recordPaintedModes(page);
  await page.reload();
  await waitForHydration(page);
  expect(await paintedModes()).toEqual(['dark']);
  await expect(page.getByRole('switch', { name: 'Dark mode' })).toBeChecked();
});

test('first mode "light": the manifest\'s theme colour is the light background', async ({
  request,
}) => {
  const manifest = await (await request.get(`${siteOf('light')}manifest.webmanifest`)).json();
  expect(manifest.theme_color).toBe(PAGE_BACKGROUND.light);
  const sample = await (await request.get('/manifest.webmanifest')).json();
  expect(sample.theme_color).toBe(PAGE_BACKGROUND.dark);
});

for (const first of ['system', 'light'] as const) {
  for (const mode of ['light', 'dark'] as const) {
    test(`accent ${THEMES[first].accent} in ${mode} mode: axe finds nothing on Home, the drawer and the CV`, async ({
      page,
    }) => {
      test.setTimeout(120_000);
      const { accent } = deriveAccent(THEMES[first].accent).tokens;
      await page.emulateMedia({ colorScheme: mode });
      await page.setViewportSize(WIDE);
      await page.goto(siteOf(first));
      await waitForHydration(page);
      await setColourMode(page, mode);
      // The accent the build derived is the one painted (the switch, pressed in dark mode, is accent-coloured).
      const link = await page.evaluate(() =>
        getComputedStyle(document.documentElement).getPropertyValue('--accent-color').trim(),
      );
      expect(link).toBe(accent[mode]);
      await expectNoAxeViolations(page, `Home, ${mode}`);

      await page.setViewportSize(NARROW);
      const drawer = await openDrawer(page);
      await expectNoAxeViolations(page, `navigation drawer, ${mode}`);
      await page.keyboard.press('Escape');
      await expect(drawer).toHaveCount(0);

      await page.setViewportSize(WIDE);
      await page.goto(`${siteOf(first)}cv/`);
      // Painted in the mode (a system first mode left unchosen keeps data-theme="system").
      await expect
        .poll(() => page.evaluate(() => getComputedStyle(document.body).backgroundColor))
        .toBe(BACKGROUND_RGB[mode]);
      await expectNoAxeViolations(page, `CV, ${mode}`);
    });
  }
}

/** How many pixels of the PDF's first page, drawn at 72 dpi, are within a small distance of `hex`. */
async function pixelsOf(pdf: Uint8Array, hex: string): Promise<number> {
  const dir = mkdtempSync(join(tmpdir(), 'owner-colours-pdf-'));
  try {
    writeFileSync(join(dir, 'cv.pdf'), pdf);
    execFileSync('pdftoppm', ['-r', '72', '-f', '1', '-l', '1', '-png', 'cv.pdf', 'page'], {
      cwd: dir,
    });
    const png = join(dir, 'page-1.png');
    const { data, info } = await sharp(png)
      .removeAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
    let count = 0;
    for (let i = 0; i < info.width * info.height * 3; i += 3) {
      if (Math.abs(data[i] - r) + Math.abs(data[i + 1] - g) + Math.abs(data[i + 2] - b) < 24) {
        count += 1;
      }
    }
    return count;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

test("the PDF CV's headings are in the light mode's accent; the sample's stay black", async ({
  request,
}) => {
  const pdf = 'cv/jamie-santos-cv.pdf';
  const accent = deriveAccent(THEMES.light.accent).tokens.accent.light;
  const themed = await (await request.get(`${siteOf('light')}${pdf}`)).body();
  const sample = await (await request.get(`/${pdf}`)).body();
  expect(await pixelsOf(themed, accent)).toBeGreaterThan(200);
  expect(await pixelsOf(sample, accent)).toBe(0);
});
