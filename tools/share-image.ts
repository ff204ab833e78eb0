/**
 * Makes the share image of link previews (docs/product.md § SEO and sharing):
 * `public/images/share.png`, 1200×630, in the site's design: the hero
 * gradient of the dark colour mode (in the owner's accent when `portfolio.json` has one), the avatar, the owner's name,
 * headline, location and bio from the content module. Dev-only (it drives
 * Chromium through tools/lib/rasterize.ts): run it after editing
 * `src/app/site.ts` or the theme, and commit the PNG. The PNG is cut
 * down to a 256-colour palette by sharp ({@link quantize}; about 90 KB
 * instead of 340 KB; the gradient spans fewer colours than that, so nothing
 * bands), with no program outside `npm ci`.
 *
 * Usage: npm run share-image
 */
import { readFileSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { pathToFileURL } from 'node:url';
import type { SiteContent } from '#src/content/content-schema.ts';
import { localeOf, translatorFor } from '#src/i18n/catalogues.ts';
import type { Translator } from '#src/i18n/translator.ts';
import { escapeHtml } from '#src/lib/html-escape.ts';
import { SHARE_IMAGE, shareImagePath } from '#src/seo/head-tags.ts';
import type { SiteLanguages } from '#src/seo/language-paths.ts';
import { pictureType } from '../site-build/lib/media-types.ts';
import { paletted } from '../site-build/lib/paletted.ts';
import { darkHeroGradient } from '../site-build/lib/theme.ts';
import { rasterize } from './lib/rasterize.ts';

const THEME = 'src/styles/theme.css';

/** A picture as a data URL, so the page needs no server; its type from `path`'s extension. */
function dataUrl(path: string, bytes: Buffer): string {
  const type = pictureType(path);
  if (!type) throw new Error(`share image: unsupported avatar type ${path}`);
  return `data:${type};base64,${bytes.toString('base64')}`;
}

/**
 * The share image's page: every text from `site`, escaped, in `i18n`'s language; `avatar` is a data URL.
 * The gradient is the dark mode's hero: theme.css's, or the one the build derives from the
 * owner's `accent` (`portfolio.json` `theme.accent`, site-build/lib/theme.ts).
 */
export function shareImageHtml(
  site: SiteContent,
  avatar: string,
  i18n: Translator,
  accent?: string,
): string {
  const { from, to } = darkHeroGradient(readFileSync(THEME, 'utf8'), accent);
  const links = site.profiles
    .map((profile) => profile.site)
    .map((name) => `<li>${escapeHtml(name)}</li>`)
    .join('');
  return `<!doctype html>
<html lang="${escapeHtml(i18n.locale)}"><head><meta charset="utf-8"><style>
  * { box-sizing: border-box; margin: 0; padding: 0; }
  body {
    width: ${SHARE_IMAGE.width}px; height: ${SHARE_IMAGE.height}px; overflow: hidden;
    display: flex; align-items: center; gap: 64px; padding: 72px 88px;
    background: linear-gradient(135deg, ${from}, ${to}); color: #fff;
    font-family: system-ui, -apple-system, 'Segoe UI', Roboto, Ubuntu, 'Noto Sans', Arial, sans-serif;
  }
  img { flex: none; width: 260px; height: 260px; border-radius: 50%; border: 6px solid rgb(255 255 255 / 85%); }
  .text { display: grid; gap: 18px; min-width: 0; }
  .greeting { font-size: 30px; font-weight: 600; opacity: 0.95; }
  h1 { font-size: 76px; line-height: 1.05; letter-spacing: -0.02em; overflow-wrap: anywhere; }
  .headline { font-size: 34px; font-weight: 600; }
  .bio { font-size: 26px; line-height: 1.4; opacity: 0.92; display: -webkit-box; -webkit-line-clamp: 3; -webkit-box-orient: vertical; overflow: hidden; }
  ul { display: flex; gap: 16px; list-style: none; margin-top: 8px; }
  li { padding: 8px 24px; border: 3px solid rgb(255 255 255 / 85%); border-radius: 999px; font-size: 24px; font-weight: 600; }
</style></head><body>
  <img src="${avatar}" alt="">
  <div class="text">
    <p class="greeting">${escapeHtml(i18n.t('profile.greeting'))}</p>
    <h1>${escapeHtml(site.name)}</h1>
    <p class="headline">${escapeHtml(site.location ? `${site.headline} · ${site.location}` : site.headline)}</p>
    <p class="bio">${escapeHtml(site.bio)}</p>
    <ul>${links}</ul>
  </div>
</body></html>`;
}

/**
 * Rewrites a PNG with a palette of at most 256 colours, undithered (the
 * share image's gradient spans fewer), through sharp (libimagequant), as the
 * icons are (docs/decisions/0020-libraries-for-build-tooling.md).
 * @throws Error from sharp when `png` is not an image it reads.
 */
export async function quantize(png: string): Promise<void> {
  await writeFile(png, await paletted(png));
}

/**
 * Draws the share image for `content` into `publicDir` (`images/share.png`).
 * `avatar`: the portrait's bytes, when it is not yet in `publicDir` (`npm run init`
 * draws into a scratch folder first, so a refusal writes nothing).
 */
export async function writeShareImage(
  content: SiteContent,
  {
    publicDir = 'public',
    avatar,
    lang = 'en',
    path = SHARE_IMAGE.path,
    accent,
  }: { publicDir?: string; avatar?: Buffer; lang?: string; path?: string; accent?: string } = {},
): Promise<void> {
  const out = `${publicDir}/${path}`;
  const portrait = dataUrl(content.avatar, avatar ?? readFileSync(`public/${content.avatar}`));
  await rasterize({
    html: shareImageHtml(content, portrait, translatorFor(localeOf(lang)), accent),
    width: SHARE_IMAGE.width,
    height: SHARE_IMAGE.height,
    out,
  });
  await quantize(out);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  // Loaded here, not at the top: npm run init imports writeShareImage while the content files may not map yet.
  const { readOwnerContent } = await import('../site-build/lib/read-owner-content.ts');
  // One image per language (docs/product.md § Languages): `images/share.png`, `images/share.fil.png` …
  const { languages, portfolio } = readOwnerContent();
  const tags = languages.map(({ lang }) => lang) as unknown as SiteLanguages;
  for (const { lang, site } of languages) {
    await writeShareImage(site, {
      lang,
      path: shareImagePath(lang, tags),
      accent: portfolio.theme?.accent,
    });
  }
}
