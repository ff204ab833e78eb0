import type { VitePWAOptions } from 'vite-plugin-pwa';
import type { BuildEnv } from '../config/build-env';
import type { SiteContent } from '../content/content-schema';
import { CACHE_NAMES } from './cache-names.ts';

/**
 * Build-time options of vite-plugin-pwa (issue 5). Runs in Node (imported by
 * `vite.config.ts` only), never in the browser.
 */

/** The dark mode's background (theme.css `--background-color`): manifest theme and splash colour. */
export const DARK_BACKGROUND = '#0e1015';

/** Bounds of the runtime image cache: at most this many images, each for at most this many seconds. */
export const IMAGE_CACHE_LIMITS = { maxEntries: 60, maxAgeSeconds: 30 * 24 * 60 * 60 } as const;

/** The manifest's icons, written by `scripts/pwa-assets.ts` into `public/icons/`. */
export const MANIFEST_ICONS = [
  { src: 'icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
  { src: 'icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
  { src: 'icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
];

/**
 * The installed app's shortcuts (docs/product.md § Offline and install): a
 * long press on the home-screen icon (Android) or a right click on the
 * taskbar icon (desktop) lists them; each opens a deep link of the home page
 * (`src/lib/deep-links.ts`). Icons written by `scripts/pwa-assets.ts`.
 */
export const MANIFEST_SHORTCUTS = [
  { name: 'Send a message', short_name: 'Message', query: 'contact', icon: 'icons/shortcut-contact-96.png' },
  { name: 'Watch the demo reel', short_name: 'Demo reel', query: 'reel', icon: 'icons/shortcut-reel-96.png' },
] as const;

/** Screenshots for Chromium's richer install dialog, written by `scripts/pwa-assets.ts`; never precached. */
export const MANIFEST_SCREENSHOTS = [
  { src: 'screenshots/wide.jpg', sizes: '1280x800', type: 'image/jpeg', form_factor: 'wide' as const },
  { src: 'screenshots/narrow.jpg', sizes: '390x844', type: 'image/jpeg', form_factor: 'narrow' as const },
];

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
}

/**
 * The runtime-caching pattern of the projects request. Workbox copies a
 * `urlPattern` function into sw.js as source text, without the constants it
 * closes over (STACK-NOTES), so the configured URL is baked into a RegExp
 * here, which is copied by value.
 *
 * @param projectsUrl `VITE_PROJECTS_URL` as checked by `readBuildEnv`: an
 *   absolute http(s) URL (matched exactly, from the start as Workbox requires
 *   for cross-origin URLs), a path on the site's origin, or empty for the
 *   bundled `{basePath}data/projects.json`.
 * @param basePath the site's base path with both slashes, e.g. `/portfolio/`.
 * @returns a RegExp for the request's full URL.
 */
export function projectsUrlPattern(projectsUrl: string, basePath: string): RegExp {
  if (/^https?:\/\//i.test(projectsUrl)) {
    return new RegExp(`^${escapeRegExp(new URL(projectsUrl).href)}$`);
  }
  const path = new URL(projectsUrl || `${basePath}data/projects.json`, 'http://site.invalid');
  return new RegExp(`^https?://[^/]+${escapeRegExp(path.pathname + path.search)}$`);
}

/**
 * The whole VitePWA configuration.
 *
 * - Manifest (docs/product.md § Offline and install): name and short name
 *   from the content module, `start_url`, `scope` and `id` on the base path,
 *   standalone (`display_override` prefers the desktop app's window controls
 *   overlay, for which app-shell.module.css keeps the title bar area free),
 *   any orientation,
 *   left-to-right English, dark colours, 192/512/maskable icons,
 *   wide/narrow screenshots, categories, the two shortcuts of
 *   {@link MANIFEST_SHORTCUTS}, and `launch_handler` `focus-existing`, so a
 *   shortcut reuses an open window (which reads it from `launchQueue`).
 *   Complete by PWABuilder's validator (e2e/install.spec.ts).
 * - Precache: the app shell with revisioned URLs: HTML, JS, CSS, fonts and
 *   the images of `public/` (icons, content images); never `media/` (the demo
 *   reel video) nor the manifest screenshots.
 * - Runtime: projects JSON stale-while-revalidate (only 200 answers are kept,
 *   so an outage never replaces good data); other images cache-first within
 *   {@link IMAGE_CACHE_LIMITS}; navigations to anything not precached go to
 *   the network and fall back offline to the precached `404.html`, the
 *   prerendered "Page not found" shell, exactly what the host answers online.
 * - Updates: `registerType: 'prompt'`, so the worker waits until the visitor
 *   presses Reload (`src/pwa/service-worker.ts` sends SKIP_WAITING); it claims
 *   open pages only on the very first install.
 *
 * @param disable true for the SSR pass of the build (STACK-NOTES), which must not emit a worker.
 */
export function pwaOptions(env: BuildEnv, content: SiteContent, disable: boolean): Partial<VitePWAOptions> {
  return {
    disable,
    registerType: 'prompt',
    injectRegister: false,
    base: env.basePath,
    scope: env.basePath,
    includeAssets: [],
    manifest: {
      id: env.basePath,
      name: content.name,
      short_name: content.shortName,
      description: `${content.headline}. ${content.bio}`,
      lang: 'en',
      dir: 'ltr',
      start_url: env.basePath,
      scope: env.basePath,
      display: 'standalone',
      display_override: ['window-controls-overlay', 'standalone', 'minimal-ui'],
      orientation: 'any',
      categories: ['business', 'productivity'],
      launch_handler: { client_mode: 'focus-existing' },
      shortcuts: MANIFEST_SHORTCUTS.map((shortcut) => ({
        name: shortcut.name,
        short_name: shortcut.short_name,
        url: `${env.basePath}?${shortcut.query}`,
        icons: [{ src: shortcut.icon, sizes: '96x96', type: 'image/png' }],
      })),
      theme_color: DARK_BACKGROUND,
      background_color: DARK_BACKGROUND,
      icons: MANIFEST_ICONS,
      screenshots: MANIFEST_SCREENSHOTS.map((shot) => ({
        ...shot,
        label: `${content.name}: ${content.headline} (${shot.form_factor === 'wide' ? 'desktop' : 'phone'})`,
      })),
    },
    workbox: {
      globPatterns: ['**/*.{html,js,css,woff2,woff,svg,png,webp,avif,jpg,jpeg,gif,ico}'],
      globIgnores: ['media/**', 'screenshots/**', '**/*.mp4'],
      cleanupOutdatedCaches: true,
      clientsClaim: true,
      skipWaiting: false,
      navigateFallback: null,
      // The deep links (`?contact`, `?reel`) are Home: serve the precached page for them offline too.
      ignoreURLParametersMatching: [/^utm_/, /^fbclid$/, /^contact$/, /^reel$/],
      runtimeCaching: [
        {
          urlPattern: projectsUrlPattern(env.projectsUrl, env.basePath),
          handler: 'StaleWhileRevalidate',
          options: {
            cacheName: CACHE_NAMES.projects,
            cacheableResponse: { statuses: [200] },
            matchOptions: { ignoreVary: true },
          },
        },
        {
          urlPattern: ({ request }) => request.destination === 'image',
          handler: 'CacheFirst',
          options: {
            cacheName: CACHE_NAMES.images,
            cacheableResponse: { statuses: [0, 200] },
            expiration: { ...IMAGE_CACHE_LIMITS, purgeOnQuotaError: true },
          },
        },
        {
          urlPattern: ({ request }) => request.mode === 'navigate',
          handler: 'NetworkOnly',
          options: { precacheFallback: { fallbackURL: '404.html' } },
        },
      ],
    },
  };
}
