import { directionOf } from '#src/i18n/locale.ts';
import type { Translator } from '#src/i18n/translator.ts';
import { escapeHtml } from '#src/lib/html-escape.ts';
import { SHARE_IMAGE } from '#src/seo/head-tags.ts';
import { withBuildChromium } from '../lib/chromium.ts';
import { paletted } from '../lib/paletted.ts';

/**
 * A project page's share picture (docs/product.md § Project pages): 1200×630
 * PNG, the site's dark hero gradient (in the owner's accent), the project's
 * picture, its title and "A project by {owner}" in the page's language,
 * drawn by Chromium at build time next to the page
 * (`{lang}projects/{slug}/share.png`). Link previews fetch it; the page
 * never shows it, so it is not precached.
 */

/** The share picture's file name in the page's folder. */
export const PROJECT_SHARE_FILE = 'share.png';

/** What one share picture shows. */
export type ProjectShare = {
  title: string;
  /** The language the title is written in. */
  titleLang: string;
  /** The project's picture as a data URL, or undefined (a picture elsewhere: the gradient alone). */
  picture?: string;
  ownerName: string;
  /** The line under the title; default "A project by {owner}" (another page kind says its own). */
  byline?: string;
  /** The page's language. */
  i18n: Translator;
  /** The dark hero gradient (`darkHeroGradient`, site-build/lib/theme.ts). */
  gradient: { from: string; to: string };
};

/** The share picture's page: every text escaped; no request leaves it (the picture is a data URL). */
export function projectShareHtml(share: ProjectShare): string {
  const e = escapeHtml;
  const { locale } = share.i18n;
  return `<!doctype html>
<html lang="${e(locale)}" dir="${directionOf(locale)}"><head><meta charset="utf-8"><style>
  * { box-sizing: border-box; margin: 0; padding: 0; }
  body {
    width: ${SHARE_IMAGE.width}px; height: ${SHARE_IMAGE.height}px; overflow: hidden;
    display: flex; align-items: center; gap: 64px; padding: 72px 80px;
    background: linear-gradient(135deg, ${share.gradient.from}, ${share.gradient.to}); color: #fff;
    font-family: system-ui, -apple-system, 'Segoe UI', Roboto, Ubuntu, 'Noto Sans', 'Noto Sans CJK JP', 'Noto Sans Arabic', Arial, sans-serif;
  }
  img { flex: none; width: 448px; height: 252px; object-fit: cover; border-radius: 24px; border: 6px solid rgb(255 255 255 / 85%); }
  .text { display: grid; gap: 24px; min-width: 0; }
  h1 { font-size: 72px; line-height: 1.08; letter-spacing: -0.02em; overflow-wrap: anywhere; display: -webkit-box; -webkit-line-clamp: 4; -webkit-box-orient: vertical; overflow: hidden; }
  p { font-size: 32px; font-weight: 600; opacity: 0.95; }
</style></head><body>
  ${share.picture ? `<img src="${e(share.picture)}" alt="">` : ''}
  <div class="text">
    <h1 lang="${e(share.titleLang)}" dir="auto">${e(share.title)}</h1>
    <p>${e(share.byline ?? share.i18n.t('project.by', { name: share.ownerName }))}</p>
  </div>
</body></html>`;
}

/** One picture to draw: its file in the build and its page. */
export type ShareJob = { fileName: string; html: string };

/**
 * Draws each job with Chromium (the build's, as for the PDF CV) and cuts
 * it to a 256-colour palette.
 * @returns each job's PNG by file name, or `{ reason }` in a few words when there is no
 *   Chromium or it fails (never throws: the pages then go without a share picture).
 */
export async function drawSharePictures(
  jobs: readonly ShareJob[],
  env: Record<string, string | undefined> = process.env,
): Promise<{ files: Map<string, Buffer> } | { reason: string }> {
  if (!jobs.length) return { files: new Map() };
  // Nothing leaves the machine: the pages hold all they show (data URLs).
  return withBuildChromium(
    async (context) => {
      const page = await context.newPage();
      const files = new Map<string, Buffer>();
      for (const job of jobs) {
        await page.setContent(job.html, { waitUntil: 'load' });
        files.set(job.fileName, await paletted(await page.screenshot({ type: 'png' })));
      }
      return { files };
    },
    {
      doing: 'draw them',
      context: { viewport: { width: SHARE_IMAGE.width, height: SHARE_IMAGE.height } },
      env,
    },
  );
}
