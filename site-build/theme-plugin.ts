import type { Plugin, Rolldown } from 'vite';
import {
  deriveAccent,
  type FirstColourMode,
  firstModeHtml,
  PAGE_BACKGROUND,
  SYSTEM_MODE_CSS,
  type Theme,
  themedCss,
} from './lib/theme.ts';

/** The stylesheet that declares the theme tokens. */
const THEME_CSS = /\/src\/styles\/theme\.css$/;

/**
 * The owner's colours in the build (docs/product.md § Colour mode;
 * docs/decisions/0037-accent-derived-at-build-time.md), from `portfolio.json` `theme`:
 *
 * - `accent`: theme.css's accent tokens get both modes' derived values
 *   (site-build/lib/theme.ts, `deriveAccent`), so the page, the CV page and
 *   its PDF take them; when the owner's colour had to be darkened, one line
 *   on the build's output names the colour used;
 * - `colourMode`: `__FIRST_COLOUR_MODE__` for the colour-mode store, every
 *   page's `<html>` and theme colour set up for it (`firstModeHtml`), and
 *   for `system` the root's colour scheme (`SYSTEM_MODE_CSS`); with
 *   `light`, the manifests' `theme_color` and `background_color` are the
 *   light page's background.
 *
 * Without a theme nothing changes: the sample's colours, dark first.
 * `themed` restyles a theme.css text the same way, for what reads the
 * sources rather than the bundle (the PDF CV, site-build/cv-plugin.ts).
 * @param theme `portfolio.json` `theme`, already checked by `PortfolioFields`.
 * @param notice where the one line goes (the build's warning; nothing on the SSR pass).
 * @throws ContentError (`portfolio.json`, `theme.accent`) when the accent is no opaque CSS colour.
 */
export function themePlugin(
  theme: Theme = {},
  notice?: (line: string) => void,
): { plugins: Plugin[]; themed: (themeCss: string) => string } {
  const derived = theme.accent === undefined ? undefined : deriveAccent(theme.accent);
  const mode = theme.colourMode ?? 'dark';
  if (derived?.notice) notice?.(derived.notice);
  const themed = (css: string) =>
    (derived ? themedCss(css, derived.tokens) : css) + (mode === 'system' ? SYSTEM_MODE_CSS : '');
  const sources: Plugin = {
    name: 'portfolio:theme',
    enforce: 'pre',
    config: () => ({ define: { __FIRST_COLOUR_MODE__: JSON.stringify(mode) } }),
    transform(code, id) {
      if (!THEME_CSS.test(id.split('?')[0])) return null;
      if (!derived && mode !== 'system') return null;
      return { code: themed(code), map: null };
    },
    transformIndexHtml: (html) => firstModeHtml(html, mode),
  };
  // After every other plugin has emitted its pages and manifests (the prerenderer, the CV, the PWA).
  const pages: Plugin = {
    name: 'portfolio:theme-pages',
    apply: 'build',
    generateBundle: { order: 'post', handler: (_options, bundle) => firstModeFiles(bundle, mode) },
  };
  return { plugins: [sources, pages], themed };
}

/** Sets the pages and manifests of `bundle` up for the first mode `mode` (see {@link themePlugin}). */
function firstModeFiles(bundle: Rolldown.OutputBundle, mode: FirstColourMode): void {
  if (mode === 'dark') return;
  for (const file of Object.values(bundle)) {
    if (file.type !== 'asset' || typeof file.source !== 'string') continue;
    if (file.fileName.endsWith('.html') && /<html[^>]* data-theme="dark"/.test(file.source)) {
      // The CV page, and any page not made from index.html (those are set up already).
      file.source = firstModeHtml(file.source, mode);
    } else if (mode === 'light' && file.fileName.endsWith('.webmanifest')) {
      file.source = lightManifest(file.source);
    }
  }
}

/** A manifest's JSON with the light page's background as its theme and splash colour. */
export function lightManifest(json: string): string {
  const manifest = JSON.parse(json) as Record<string, unknown>;
  const light = {
    ...manifest,
    theme_color: PAGE_BACKGROUND.light,
    background_color: PAGE_BACKGROUND.light,
  };
  return `${JSON.stringify(light)}\n`;
}
