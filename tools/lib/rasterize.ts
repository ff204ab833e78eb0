/**
 * Renders SVG or HTML to PNG with Chromium, for raster images drawn as a
 * page (the Open Graph share image, SVG sources of WebP pictures). The app
 * icons are rasterised by sharp instead (tools/icons.ts). Dev-only: run
 * it, commit the PNGs it writes.
 *
 * import { rasterize } from './lib/rasterize.ts';
 * await rasterize({ html: '<!doctype html>…', width: 1200, height: 630, out: 'public/images/share.png' });
 */
import { mkdir } from 'node:fs/promises';
import { dirname } from 'node:path';
import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from './browser.ts';

export type RasterizeJob = {
  /** Markup to render: an SVG document, or a full HTML page. */
  svg?: string;
  html?: string;
  /** Output size in CSS px (device scale factor 1). */
  width: number;
  height: number;
  /** Where to write the PNG. */
  out: string;
  /** Keep transparency (default false: the page background is painted). */
  transparent?: boolean;
};

/**
 * Renders each job in one Chromium session and writes the PNGs.
 * @throws Error when a job has neither `svg` nor `html`.
 */
export async function rasterize(...jobs: RasterizeJob[]): Promise<void> {
  const browser = await chromium.launch(chromiumLaunchOptions());
  try {
    for (const job of jobs) {
      const body =
        job.html ??
        (job.svg
          ? `<!doctype html><html><body style="margin:0">${job.svg.replace('<svg ', `<svg width="${job.width}" height="${job.height}" `)}</body></html>`
          : undefined);
      if (!body) throw new Error(`rasterize ${job.out}: give svg or html`);
      const page = await browser.newPage({ viewport: { width: job.width, height: job.height } });
      await page.setContent(body, { waitUntil: 'load' });
      await mkdir(dirname(job.out), { recursive: true });
      await page.screenshot({ path: job.out, omitBackground: job.transparent ?? false });
      await page.close();
    }
  } finally {
    await browser.close();
  }
}
