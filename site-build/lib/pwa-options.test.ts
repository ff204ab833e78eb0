import { readFileSync } from 'node:fs';
import { matchesGlob } from 'node:path';
import { describe, expect, it } from 'vitest';
import { site } from '#src/app/site.ts';
import { readBuildEnv } from '#src/config/build-env.ts';
import { translatorFor } from '#src/i18n/catalogues.ts';
import { DARK_BACKGROUND, fixedRevisions, pwaOptions, webManifest } from './pwa-options.ts';

/** Width × height of a PNG (IHDR) or baseline/progressive JPEG (SOF0/SOF2) file. */
function imageSize(path: string): string {
  const bytes = readFileSync(path);
  if (bytes.toString('ascii', 1, 4) === 'PNG')
    return `${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`;
  for (let offset = 2; offset < bytes.length; offset += 2 + bytes.readUInt16BE(offset + 2)) {
    const marker = bytes[offset + 1];
    if (marker === 0xc0 || marker === 0xc2) {
      return `${bytes.readUInt16BE(offset + 7)}x${bytes.readUInt16BE(offset + 5)}`;
    }
  }
  throw new Error(`${path}: no image size found`);
}

describe('pwaOptions (docs/product.md § Offline and install: manifest and precache)', () => {
  const env = readBuildEnv({
    BASE_PATH: '/portfolio/',
    VITE_PROJECTS_URL: 'https://api.example.com/projects',
  });
  const options = pwaOptions(env, site, false);
  const manifest = options.manifest || {};

  it('names the app from the content module and scopes it to the base path', () => {
    expect(manifest).toMatchObject({
      name: site.name,
      short_name: site.shortName,
      start_url: '/portfolio/',
      scope: '/portfolio/',
      id: '/portfolio/',
      display: 'standalone',
    });
    expect(manifest.description).toContain(site.headline);
    expect(options.scope).toBe('/portfolio/');
  });

  it('uses the dark mode background for the theme and splash colours', () => {
    const css = readFileSync('src/styles/theme.css', 'utf8');
    const dark = css.match(
      /--background-color:\s*light-dark\(#[0-9a-f]{6},\s*(#[0-9a-f]{6})\)/i,
    )?.[1];
    expect(dark).toBe(DARK_BACKGROUND);
    expect(manifest.theme_color).toBe(DARK_BACKGROUND);
    expect(manifest.background_color).toBe(DARK_BACKGROUND);
    expect(readFileSync('index.html', 'utf8')).toContain(
      `<meta name="theme-color" content="${DARK_BACKGROUND}"`,
    );
  });

  it('lists icons and screenshots that exist in public/ at their stated sizes', () => {
    const images = [...(manifest.icons ?? []), ...(manifest.screenshots ?? [])];
    expect(images.map((image) => image.src)).toHaveLength(5);
    for (const image of images) expect(imageSize(`public/${image.src}`)).toBe(image.sizes);
    expect(manifest.icons?.some((icon) => icon.purpose === 'maskable')).toBe(true);
    expect(manifest.screenshots?.map((shot) => shot.form_factor).sort()).toEqual([
      'narrow',
      'wide',
    ]);
    expect(imageSize('public/icons/apple-touch-icon.png')).toBe('180x180');
  });

  it('lists the two shortcuts, each opening a deep link under the base path with a 96 px icon that exists', () => {
    expect(manifest.shortcuts?.map((shortcut) => [shortcut.name, shortcut.url])).toEqual([
      ['Send a message', '/portfolio/?contact'],
      ['Watch the demo reel', '/portfolio/?reel'],
    ]);
    for (const icon of (manifest.shortcuts ?? []).flatMap((shortcut) => shortcut.icons ?? [])) {
      expect(icon).toMatchObject({ sizes: '96x96', type: 'image/png' });
      expect(imageSize(`public/${icon.src}`)).toBe('96x96');
    }
  });

  it('adds the PDF CV shortcut, with its 96 px icon, only when the build made the PDF, and precaches it', () => {
    const withPdf = pwaOptions(
      env,
      site,
      false,
      'jamie-santos.vcf',
      'en',
      'cv/jamie-santos-cv.pdf',
    );
    const manifestWithPdf = withPdf.manifest || {};
    const shortcuts = manifestWithPdf.shortcuts ?? [];
    expect(shortcuts.map((shortcut) => [shortcut.name, shortcut.short_name, shortcut.url])).toEqual(
      [
        ['Send a message', 'Message', '/portfolio/?contact'],
        ['Watch the demo reel', 'Demo reel', '/portfolio/?reel'],
        ['Download the CV (PDF)', 'CV (PDF)', '/portfolio/cv/jamie-santos-cv.pdf'],
      ],
    );
    const icon = shortcuts[2]?.icons?.[0];
    expect(icon).toMatchObject({ sizes: '96x96', type: 'image/png' });
    expect(imageSize(`public/${icon?.src}`)).toBe('96x96');
    expect(manifest.shortcuts).toHaveLength(2);
    expect(withPdf.injectManifest?.globPatterns).toContain('**/cv/*.pdf');
  });

  it('gives each PDF CV the revision of what was printed, not of its bytes (docs/decisions/0034-pdf-revision-follows-the-cv.md)', async () => {
    const revisions = [
      { fileName: 'cv/jamie-santos-cv.pdf', revision: 'a'.repeat(32) },
      { fileName: 'fil/cv/jamie-santos-cv-fil.pdf', revision: 'b'.repeat(32) },
    ];
    const withPdf = pwaOptions(
      env,
      site,
      false,
      'jamie-santos.vcf',
      'en',
      revisions[0]?.fileName,
      revisions,
    );
    const [transform] = withPdf.injectManifest?.manifestTransforms ?? [];
    const entries = [
      { url: 'index.html', revision: '1234', size: 10 },
      { url: 'cv/jamie-santos-cv.pdf', revision: 'bytes-of-one-printer', size: 20 },
      { url: 'fil/cv/jamie-santos-cv-fil.pdf', revision: 'bytes-of-one-printer', size: 20 },
    ];
    expect(await transform?.(entries)).toEqual({
      manifest: [
        { url: 'index.html', revision: '1234', size: 10 },
        { url: 'cv/jamie-santos-cv.pdf', revision: 'a'.repeat(32), size: 20 },
        { url: 'fil/cv/jamie-santos-cv-fil.pdf', revision: 'b'.repeat(32), size: 20 },
      ],
      warnings: [],
    });
    expect(await fixedRevisions([])(entries)).toEqual({ manifest: entries, warnings: [] });
  });

  it('reuses an open window for a launch and declares orientation, display fallbacks, direction and categories', () => {
    expect(manifest).toMatchObject({
      launch_handler: { client_mode: 'focus-existing' },
      orientation: 'any',
      display_override: expect.arrayContaining(['standalone']),
      dir: 'ltr',
      lang: 'en',
    });
    expect(manifest.categories?.length).toBeGreaterThan(0);
  });

  it('precaches the shell but never the demo reel video or the screenshots', () => {
    const { globPatterns = [], globIgnores = [] } = options.injectManifest ?? {};
    expect(globPatterns.join()).toMatch(/html.*js.*css.*woff2.*svg.*png/);
    expect(globIgnores).toEqual(expect.arrayContaining(['media/**', 'screenshots/**', '**/*.mp4']));
    // Every other language's manifest, one folder deep; never the root one, which the plugin
    // adds itself (a second entry for it would fail the build).
    expect(globPatterns.filter((pattern) => pattern.includes('webmanifest'))).toEqual([
      '*/manifest.webmanifest',
    ]);
  });

  it('precaches every language’s search index, so search works offline (docs/product.md § Search)', () => {
    const { globPatterns = [], globIgnores = [] } = options.injectManifest ?? {};
    for (const file of ['search-index.json', 'fil/search-index.json']) {
      expect(globPatterns.some((pattern) => matchesGlob(file, pattern))).toBe(true);
      expect(globIgnores.some((pattern) => matchesGlob(file, pattern))).toBe(false);
    }
  });

  it('lists each icon once in the precache: the globs find them, so the plugin adds none again', () => {
    const { globPatterns = [], globIgnores = [] } = options.injectManifest ?? {};
    const icons = [
      ...(manifest.icons ?? []),
      ...(manifest.shortcuts ?? []).flatMap((shortcut) => shortcut.icons ?? []),
    ].map((icon) => icon.src);
    expect(icons).toContain('icons/icon-512.png');
    for (const icon of icons) {
      expect(globPatterns.some((pattern) => matchesGlob(icon, pattern))).toBe(true);
      expect(globIgnores.some((pattern) => matchesGlob(icon, pattern))).toBe(false);
    }
    // vite-plugin-pwa adds the manifest's icons (and shortcuts') from public/ by default: a second entry each.
    expect(options.includeManifestIcons).toBe(false);
    expect(options.includeAssets).toEqual([]);
  });

  it('waits for the visitor before updating, with our own worker (its routes are tested in worker/)', () => {
    expect(options.registerType).toBe('prompt');
    expect(options.injectRegister).toBe(false);
    expect(options).toMatchObject({
      strategies: 'injectManifest',
      srcDir: 'src',
      filename: 'sw.ts',
    });
    expect(readFileSync('src/sw.ts', 'utf8')).toContain('self.__WB_MANIFEST');
  });

  it('emits no service worker in the SSR pass', () => {
    expect(pwaOptions(env, site, true).disable).toBe(true);
  });
});

describe('webManifest in another language (docs/product.md § Languages)', () => {
  const env = readBuildEnv({ BASE_PATH: '/' });
  const captions = (lang: 'en' | 'fil') =>
    (webManifest(env, site, translatorFor(lang), lang).screenshots ?? []).map((shot) => [
      shot.form_factor,
      shot.label,
    ]);

  it('captions the install dialog’s screenshots in the manifest’s language', () => {
    const title = `${site.name}: ${site.headline}`;
    expect(captions('en')).toEqual([
      ['wide', `${title} (desktop)`],
      ['narrow', `${title} (phone)`],
    ]);
    expect(captions('fil')).toEqual([
      ['wide', `${title} (desktop)`],
      ['narrow', `${title} (telepono)`],
    ]);
  });
});
