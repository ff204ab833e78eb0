import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/** What a reader sees of a PDF: pages, their size, text, document information and tags. */
export type PdfFacts = {
  pages: number;
  /** The first page's width × height in points (Letter 612 × 792, A4 595 × 842). */
  pageSize: [number, number];
  /** Every page's text, as a reader selects it, with each run of white space as one space. */
  text: string;
  title?: string;
  author?: string;
  /** The catalogue's `/Lang`. */
  lang?: string;
  /** `/MarkInfo /Marked true` (a tagged PDF). */
  tagged: boolean;
  /** The roles at the top of the first page's structure tree (`Document`, …). */
  structure: string[];
  /** The titles of the outline's top entries (bookmarks). */
  outline: string[];
};

/**
 * Reads a PDF with Mozilla's PDF.js (what Firefox shows PDFs with), in Node:
 * the text a reader can select or search, the document information and the
 * tags (docs/product.md § CV and contact card).
 */
export async function readPdf(bytes: Uint8Array): Promise<PdfFacts> {
  const document = await getDocument({
    data: new Uint8Array(bytes),
    isEvalSupported: false,
    useSystemFonts: false,
  }).promise;
  try {
    const info = (await document.getMetadata()).info as Record<string, unknown>;
    const texts: string[] = [];
    for (let number = 1; number <= document.numPages; number += 1) {
      const content = await (await document.getPage(number)).getTextContent();
      // Runs of one line follow each other (a bold title, then its plain rest); a line ends with hasEOL.
      texts.push(
        content.items
          .map((item) => ('str' in item ? `${item.str}${item.hasEOL ? '\n' : ''}` : ''))
          .join(''),
      );
    }
    const first = await document.getPage(1);
    const [, , width, height] = first.view;
    const tree = (await first.getStructTree()) as { children?: { role?: string }[] } | null;
    const outline = (await document.getOutline()) ?? [];
    return {
      pages: document.numPages,
      pageSize: [Math.floor(width ?? 0), Math.floor(height ?? 0)],
      text: texts.join('\n').replace(/\s+/g, ' '),
      title: info.Title as string | undefined,
      author: info.Author as string | undefined,
      lang: info.Language as string | undefined,
      tagged: Boolean((await document.getMarkInfo())?.Marked),
      structure: (tree?.children ?? []).map((child) => child.role ?? ''),
      outline: outline.map((entry) => entry.title),
    };
  } finally {
    await document.destroy();
  }
}
