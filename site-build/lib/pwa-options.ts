import type { ManifestOptions, VitePWAOptions } from 'vite-plugin-pwa';
import type { BuildEnv } from '#src/config/build-env.ts';
import type { SiteContent } from '#src/content/content-schema.ts';
import { localeOf, translatorFor } from '#src/i18n/catalogues.ts';
import type { Translator } from '#src/i18n/translator.ts';

/**
 * Build-time options of vite-plugin-pwa (docs/product.md § Offline and install). Runs in Node (imported by
 * `vite.config.ts` only), never in the browser.
 */

/** The dark mode's background (theme.css `--background-color`): manifest theme and splash colour. */
export const DARK_BACKGROUND = '#0e1015';

/** The manifest's icons, written by `tools/icons.ts` into `public/icons/`. */
export const MANIFEST_ICONS = [
  { src: 'icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
  { src: 'icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
  { src: 'icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
];

/**
 * The installed app's shortcuts (docs/product.md § Offline and install), their
 * names as catalogue keys (the page language's texts): a
 * long press on the home-screen icon (Android) or a right click on the
 * taskbar icon (desktop) lists them; each opens a deep link of the home page
 * (`src/lib/deep-links.ts`). Icons written by `tools/icons.ts`.
 */
export const MANIFEST_SHORTCUTS = [
  {
    name: 'manifest.message',
    short_name: 'manifest.messageShort',
    query: 'contact',
    icon: 'icons/shortcut-contact-96.png',
  },
  {
    name: 'manifest.reel',
    short_name: 'manifest.reelShort',
    query: 'reel',
    icon: 'icons/shortcut-reel-96.png',
  },
] as const;

/**
 * The shortcut to the PDF CV (docs/product.md § CV and contact card), listed
 * after {@link MANIFEST_SHORTCUTS} only when the build made the PDF: it opens
 * (or, on a phone, downloads) that language's PDF (`cvPdfName`), offline
 * too. Icon written by `tools/icons.ts`.
 */
export const CV_PDF_SHORTCUT = {
  name: 'manifest.cvPdf',
  short_name: 'manifest.cvPdfShort',
  icon: 'icons/shortcut-cv-96.png',
} as const;

/** Screenshots for Chromium's richer install dialog, written by `tools/install-screenshots.ts`; never precached. */
export const MANIFEST_SCREENSHOTS = [
  {
    src: 'screenshots/wide.jpg',
    sizes: '1280x800',
    type: 'image/jpeg',
    form_factor: 'wide' as const,
  },
  {
    src: 'screenshots/narrow.jpg',
    sizes: '390x844',
    type: 'image/jpeg',
    form_factor: 'narrow' as const,
  },
];

/**
 * The web app manifest of one language (docs/product.md § Offline and
 * install, § Languages): name and short name from that language's content,
 * `lang`, `start_url` and the shortcuts on that language's home
 * (`{base}{path}`), and the same `id` in every language, so the site is one
 * app whichever language installed it. The default language's is
 * vite-plugin-pwa's `manifest.webmanifest`; another's is written to
 * `{path}manifest.webmanifest` (site-build/language-manifests-plugin.ts).
 * @param path the language's path under the base path: `''` for the default, `fil/`.
 * @param cvPdf that language's PDF CV under the base path (`fil/cv/jamie-santos-cv-fil.pdf`),
 *   when the build made it: a third shortcut ({@link CV_PDF_SHORTCUT}).
 */
export function webManifest(
  env: BuildEnv,
  content: SiteContent,
  i18n: Translator,
  lang: string,
  path = '',
  cvPdf?: string,
): Partial<ManifestOptions> {
  // A manifest's image paths resolve against the manifest's own URL: another language's sits
  // at `{base}{path}`, so its images are named from the base path.
  const image = (src: string) => (path ? `${env.basePath}${src}` : src);
  return {
    id: env.basePath,
    name: content.name,
    short_name: content.shortName,
    description: `${content.headline}. ${content.bio}`,
    lang,
    dir: 'ltr',
    start_url: `${env.basePath}${path}`,
    scope: env.basePath,
    display: 'standalone',
    display_override: ['window-controls-overlay', 'standalone', 'minimal-ui'],
    orientation: 'any',
    categories: ['business', 'productivity'],
    launch_handler: { client_mode: 'focus-existing' },
    shortcuts: [
      ...MANIFEST_SHORTCUTS.map((shortcut) => ({
        name: i18n.t(shortcut.name),
        short_name: i18n.t(shortcut.short_name),
        url: `${env.basePath}${path}?${shortcut.query}`,
        icons: [{ src: image(shortcut.icon), sizes: '96x96', type: 'image/png' }],
      })),
      ...(cvPdf
        ? [
            {
              name: i18n.t(CV_PDF_SHORTCUT.name),
              short_name: i18n.t(CV_PDF_SHORTCUT.short_name),
              url: `${env.basePath}${cvPdf}`,
              icons: [{ src: image(CV_PDF_SHORTCUT.icon), sizes: '96x96', type: 'image/png' }],
            },
          ]
        : []),
    ],
    theme_color: DARK_BACKGROUND,
    background_color: DARK_BACKGROUND,
    icons: MANIFEST_ICONS.map((icon) => ({ ...icon, src: image(icon.src) })),
    screenshots: MANIFEST_SCREENSHOTS.map((shot) => ({
      ...shot,
      src: image(shot.src),
      label: i18n.t(
        shot.form_factor === 'wide' ? 'manifest.screenshotWide' : 'manifest.screenshotNarrow',
        {
          title: `${content.name}: ${content.headline}`,
        },
      ),
    })),
  };
}

/** A precache entry as Workbox lists it: the URL under the base path, its revision (none for hashed names), its size. */
type PrecacheEntry = { url: string; revision: string | null; size: number };

/**
 * A Workbox `manifestTransforms` step that gives the files of `revisions`
 * their own revision instead of the hash of their bytes: the PDF CVs, whose
 * bytes change with the printer though the CV did not
 * (docs/decisions/0034-pdf-revision-follows-the-cv.md). Other entries pass unchanged.
 */
export function fixedRevisions(revisions: readonly { fileName: string; revision: string }[]) {
  const byUrl = new Map(revisions.map(({ fileName, revision }) => [fileName, revision]));
  return async (entries: PrecacheEntry[]) => ({
    manifest: entries.map((entry) =>
      byUrl.has(entry.url) ? { ...entry, revision: byUrl.get(entry.url) ?? null } : entry,
    ),
    warnings: [],
  });
}

/**
 * The whole VitePWA configuration.
 *
 * - Manifest (docs/product.md § Offline and install): name and short name
 *   from the content module, `start_url`, `scope` and `id` on the base path,
 *   standalone (`display_override` prefers the desktop app's window controls
 *   overlay, for which app-shell.module.css keeps the title bar area free),
 *   any orientation, left-to-right English, dark colours, 192/512/maskable
 *   icons, wide/narrow screenshots, categories, the two shortcuts of
 *   {@link MANIFEST_SHORTCUTS}, and `launch_handler` `focus-existing`, so a
 *   shortcut reuses an open window (which reads it from `launchQueue`).
 *   Complete by PWABuilder's validator (e2e/install.spec.ts).
 * - The worker is our own, `src/sw.ts` (`strategies: 'injectManifest'`),
 *   built by the plugin into `{basePath}sw.js` after the client build, so the
 *   precache revisions are those of the prerendered `index.html` and
 *   `404.html`. Its runtime caching, navigation fallback and update flow are
 *   written there (`src/pwa/worker/`).
 * - Precache: the app shell with revisioned URLs: HTML, JS, CSS, fonts and
 *   the images of `public/` (icons, content images), each once (the globs
 *   find the manifest's icons, so the plugin does not add them again); never
 *   `media/` (the demo reel video), the manifest screenshots nor the share
 *   images.
 * - Updates: `registerType: 'prompt'`, so the worker waits until the visitor
 *   presses Reload (`src/pwa/service-worker.ts` sends SKIP_WAITING).
 *
 * - The CV page, `resume.json`, the contact card and the PDF CV (when the
 *   build made it) are precached too (docs/product.md § CV and contact card:
 *   offline after one visit); the projects list is not (it has its own
 *   runtime route).
 *
 * @param disable true for the SSR pass of the build (it must not emit a worker).
 * @param vcardFile the contact card's file name, e.g. `jamie-santos.vcf`.
 * @param lang the default language's BCP 47 tag (the manifest's `lang`).
 * @param cvPdf the default language's PDF CV under the base path, when the build made it.
 * @param cvPdfRevisions each PDF CV's file under the base path and its precache revision
 *   ({@link fixedRevisions}).
 */
export function pwaOptions(
  env: BuildEnv,
  content: SiteContent,
  disable: boolean,
  vcardFile = 'contact.vcf',
  lang = 'en',
  cvPdf?: string,
  cvPdfRevisions: readonly { fileName: string; revision: string }[] = [],
): Partial<VitePWAOptions> {
  return {
    disable,
    registerType: 'prompt',
    injectRegister: false,
    base: env.basePath,
    scope: env.basePath,
    includeAssets: [],
    // The globs below find every icon of public/icons/: the plugin's own copy of the manifest's
    // icons would list each of them a second time in the precache.
    includeManifestIcons: false,
    manifest: webManifest(env, content, translatorFor(localeOf(lang)), lang, '', cvPdf),
    strategies: 'injectManifest',
    srcDir: 'src',
    filename: 'sw.ts',
    injectManifest: {
      globPatterns: [
        '**/*.{html,js,css,woff2,woff,svg,png,webp,avif,jpg,jpeg,gif,ico}',
        // Each language's (docs/product.md § Languages): `fil/resume.json` …
        '**/resume.json',
        `**/${vcardFile}`,
        // Each language's PDF CV, when the build made it.
        '**/cv/*.pdf',
        // Every other language's manifest (`fil/manifest.webmanifest`); the default's at the
        // root is the plugin's own entry, which this one-folder-deep pattern leaves to it.
        '*/manifest.webmanifest',
        // Each language's posts list changes only with a deploy (docs/product.md § Writing):
        // precached, so the first visit makes it readable offline without the page writing a cache.
        '**/data/posts.json',
        // Each language's search index: precached, so search works offline (docs/product.md § Search).
        '**/search-index.json',
      ],
      // Never the share images (link previews fetch them; the page never shows them, about 90 KB each).
      // and the project pages' (`projects/{slug}/share.png`).
      globIgnores: ['media/**', 'screenshots/**', '**/*.mp4', 'images/share*.png', '**/share.png'],
      manifestTransforms: [fixedRevisions(cvPdfRevisions)],
    },
  };
}
