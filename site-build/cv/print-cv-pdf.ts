import type { Route } from '@playwright/test';
import { withBuildChromium } from '../lib/chromium.ts';
import { finishPdf, type PaperFormat, type PdfDocumentInfo } from './cv-pdf.ts';

/**
 * Prints pages to PDF with headless Chromium through Playwright's
 * `page.pdf` (docs/decisions/0022-pdf-cv-printed-by-chromium.md): text that
 * can be selected and searched, tagged (`/MarkInfo`, `/StructTreeRoot`),
 * with an outline from the headings and the links kept. Build time only.
 */

/** A file the printed page loads, as the site will serve it. */
export type PrintedFile = { body: string | Uint8Array; type: string };

/** One page to print. */
export type PrintJob = {
  /** The page's path on the site (`/cv/`, `/portfolio/fil/cv/`): its URL while printing. */
  path: string;
  /** The page's HTML. */
  html: string;
  format: PaperFormat;
  info: Omit<PdfDocumentInfo, 'creator'>;
};

/** What printing gave: one PDF per job, in order, or why there is none. */
export type PrintResult = { pdfs: Uint8Array[] } | { reason: string };

/** The origin the pages are printed under; every request is answered by `files`, none leaves the machine. */
const PRINT_ORIGIN = 'http://cv-print.invalid';

/**
 * Prints each job's HTML to a PDF with its document information
 * ({@link finishPdf}). The page's requests (stylesheet, script, icon) are
 * answered by `files` (a path on the site, e.g. `/assets/cv.css`, to its
 * body, or undefined for a 404); nothing goes to the network.
 * @returns the PDFs, or `{ reason }` when no Chromium is found or it fails
 *   to launch or print (never throws).
 */
export async function printPages(
  jobs: readonly PrintJob[],
  files: (path: string) => PrintedFile | undefined,
  env: Record<string, string | undefined> = process.env,
): Promise<PrintResult> {
  return withBuildChromium(
    async (context, browser) => {
      const creator = `Chromium ${browser.version()}`;
      const pdfs: Uint8Array[] = [];
      for (const job of jobs) {
        const answer = async (route: Route) => {
          const url = new URL(route.request().url());
          if (url.origin !== PRINT_ORIGIN) return route.abort('blockedbyclient');
          const file =
            url.pathname === job.path ? { body: job.html, type: 'text/html' } : files(url.pathname);
          if (!file) return route.fulfill({ status: 404, body: '' });
          return route.fulfill({
            status: 200,
            contentType: file.type,
            body: Buffer.from(file.body),
          });
        };
        await context.route('**/*', answer);
        const page = await context.newPage();
        await page.goto(`${PRINT_ORIGIN}${job.path}`, { waitUntil: 'load' });
        const printed = await page.pdf({ format: job.format, tagged: true, outline: true });
        pdfs.push(await finishPdf(printed, { ...job.info, creator }));
        await page.close();
        await context.unroute('**/*', answer);
      }
      return { pdfs };
    },
    { doing: 'print it', env },
  );
}
