import { createHash } from 'node:crypto';
import { PDFDict, PDFDocument, PDFName, ReadingDirection } from 'pdf-lib';
import type { Direction } from '#src/i18n/locale.ts';
import { cardSlug } from './vcard.ts';

/**
 * The pure parts of the PDF CV (docs/product.md § CV and contact card,
 * docs/decisions/0022-pdf-cv-printed-by-chromium.md): its file name, its
 * paper and the document information the build writes into what Chromium
 * prints (`site-build/cv/print-cv-pdf.ts`).
 */

/** Paper sizes the PDF CV comes in: Playwright's `page.pdf({ format })` names. */
export type PaperFormat = 'A4' | 'Letter';

/**
 * The territories whose paper is US Letter, from the Unicode CLDR 48
 * supplemental data (`measurementData.json`, `paperSize`: `US-Letter`); every
 * other territory (`001`, the world) uses A4. The Philippines (`PH`) is one:
 * its offices print on "short bond", Letter.
 */
export const LETTER_TERRITORIES: ReadonlySet<string> = new Set([
  'BZ',
  'CA',
  'CL',
  'CO',
  'CR',
  'GT',
  'MX',
  'NI',
  'PA',
  'PH',
  'PR',
  'SV',
  'US',
  'VE',
]);

/**
 * The paper of a language's PDF CV: Letter where that language's readers
 * print on Letter, else A4. The territory is, in order: the region of the
 * language tag (`en-US`, `en-GB`); else the owner's country (the résumé's
 * `basics.location.countryCode`: a CV is mostly read where its owner works,
 * so an English CV of an owner in Manila is Letter and one in Berlin is A4);
 * else the language's most likely region (CLDR likely subtags through
 * `Intl.Locale#maximize`: `fil` → PH, `de` → DE); else A4.
 * @param lang a BCP 47 tag (`en`, `fil`, `en-GB`).
 * @param countryCode ISO 3166-1 alpha-2, any case; ignored when not two letters.
 */
export function paperFormat(lang: string, countryCode?: string): PaperFormat {
  let locale: Intl.Locale | undefined;
  try {
    locale = new Intl.Locale(lang);
  } catch {
    locale = undefined;
  }
  const owner = /^[a-z]{2}$/i.test(countryCode ?? '') ? countryCode?.toUpperCase() : undefined;
  const territory = locale?.region ?? owner ?? locale?.maximize().region;
  return territory && LETTER_TERRITORIES.has(territory) ? 'Letter' : 'A4';
}

/**
 * A language's PDF CV's file name in its CV page's folder (`{base}{path}cv/`,
 * docs/product.md § CV and contact card): the owner's name as in the contact
 * card's, then `-cv`, then, in a language other than the default, `-` and
 * that language's path with its slashes as `-`, then `.pdf`
 * (`jamie-santos-cv.pdf`, `jamie-santos-cv-fil.pdf`, `…-cv-zh-hant.pdf`;
 * `contact-cv.pdf` when nothing of the name is left). A file saves under its
 * own name (the app's shortcut opens the URL itself), so a visitor who
 * downloads two languages' CVs gets two files, each named for its language.
 * @param name the owner's name.
 * @param languagePath the language's path under the base path: `''` (default), `fil/`, `pt-br/`.
 */
export function cvPdfName(name: string, languagePath = ''): string {
  const lang = languagePath.replace(/\/+$/, '').replaceAll('/', '-');
  return `${cardSlug(name)}-cv${lang ? `-${lang}` : ''}.pdf`;
}

/** The document information of a PDF CV (what a PDF reader shows in Properties). */
export type PdfDocumentInfo = {
  /** The CV page's `<title>`, "CV · {name}". */
  title: string;
  /** The owner's name. */
  author: string;
  /** The owner's headline. */
  subject: string;
  /** The page's BCP 47 language tag (the catalogue's `/Lang`). */
  lang: string;
  /**
   * The language's direction (`directionOf`, src/i18n/locale.ts): `rtl`
   * gives the PDF's `/ViewerPreferences /Direction /R2L`.
   */
  direction: Direction;
  /** What made it, e.g. "Chromium 156.0.7000.0". */
  creator: string;
};

/**
 * Writes `info` into a PDF that Chromium printed and returns the new file:
 * `/Title`, `/Author`, `/Subject`, `/Creator` (Chromium writes its user
 * agent there), the catalogue's `/Lang` and `DisplayDocTitle` (a reader's
 * window shows the title, not the file name: PDF/UA-1 § 7.1), and, for a
 * right-to-left language, `/Direction /R2L`: the predominant reading order,
 * by which readers lay out pages side by side and two-page spreads (PDF 1.7
 * § 12.2; docs/product.md § Languages). A left-to-right language gets no
 * `/Direction`, since `/L2R` is its default: the same bytes as before. The creation
 * and modification dates are removed, so the same content gives the same
 * bytes on every build and the service worker's precache revision changes
 * only when the CV does. Everything else (the tags, the outline, the links)
 * is kept as it was.
 * @throws Error from pdf-lib when `pdf` is not a PDF.
 */
export async function finishPdf(pdf: Uint8Array, info: PdfDocumentInfo): Promise<Uint8Array> {
  const document = await PDFDocument.load(pdf, { updateMetadata: false });
  document.setTitle(info.title, { showInWindowTitleBar: true });
  document.setAuthor(info.author);
  document.setSubject(info.subject);
  document.setCreator(info.creator);
  document.setLanguage(info.lang);
  if (info.direction === 'rtl') {
    document.catalog.getOrCreateViewerPreferences().setReadingDirection(ReadingDirection.R2L);
  }
  const infoDict = document.context.lookup(document.context.trailerInfo.Info);
  if (infoDict instanceof PDFDict) {
    for (const key of ['CreationDate', 'ModDate']) infoDict.delete(PDFName.of(key));
  }
  return document.save({ updateFieldAppearances: false });
}

/**
 * A PDF CV's precache revision: a hash of what was printed (the page's
 * HTML, its stylesheet and script, the paper and the document information
 * without `creator`), not of the printed bytes, which also depend on the
 * printer (its version, the machine's fonts). So a deploy whose CV did not
 * change leaves `sw.js` as it was even when the printer did, and visitors
 * are not told of "a new version" for it
 * (docs/decisions/0034-pdf-revision-follows-the-cv.md).
 * @param parts the printed inputs, in a fixed order; each is length-prefixed, so no two lists hash alike.
 * @returns 32 hex digits, like Workbox's own revisions.
 */
export function pdfRevision(parts: readonly (string | Uint8Array)[]): string {
  const hash = createHash('sha256');
  for (const part of parts) {
    const bytes = typeof part === 'string' ? Buffer.from(part) : part;
    hash.update(`${bytes.length}:`);
    hash.update(bytes);
  }
  return hash.digest('hex').slice(0, 32);
}
