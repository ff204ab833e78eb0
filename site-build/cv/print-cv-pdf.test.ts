import { PDFDocument, PDFName, PDFString } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { printPages } from './print-cv-pdf.ts';

const PAGE = {
  path: '/portfolio/cv/',
  html: '<!doctype html><html lang="fil"><head><title>CV · Jamie Santos</title><link rel="stylesheet" href="/portfolio/assets/cv.css"></head><body><h1>Jamie Santos</h1><p class="meta">Trabaho</p></body></html>',
  info: {
    title: 'CV · Jamie Santos',
    author: 'Jamie Santos',
    subject: 'Full-stack web developer',
    lang: 'fil',
    direction: 'ltr' as const,
  },
};

describe('printPages', () => {
  it('says why, and throws nothing, when there is no Chromium', async () => {
    const result = await printPages([{ ...PAGE, format: 'A4' }], () => undefined, {
      CHROMIUM_PATH: '/missing/chromium',
    });
    expect(result).toEqual({ reason: expect.stringContaining('/missing/chromium') });
  });

  it('prints each page on its paper, with the files it asks for and the document information', async () => {
    const asked: string[] = [];
    const result = await printPages(
      [
        { ...PAGE, format: 'Letter' },
        { ...PAGE, format: 'A4' },
      ],
      (path) => {
        asked.push(path);
        return path === '/portfolio/assets/cv.css'
          ? { body: 'h1 { font-size: 20pt }', type: 'text/css' }
          : undefined;
      },
    );
    if ('reason' in result) throw new Error(result.reason);
    expect(asked).toContain('/portfolio/assets/cv.css');
    const [letter, a4] = await Promise.all(
      result.pdfs.map((pdf) => PDFDocument.load(pdf, { updateMetadata: false })),
    );
    const size = (document?: PDFDocument) => {
      const { width, height } = document?.getPage(0).getSize() ?? { width: 0, height: 0 };
      return [Math.floor(width), Math.floor(height)];
    };
    expect(size(letter)).toEqual([612, 792]);
    expect(size(a4)).toEqual([595, 842]);
    expect(letter?.getAuthor()).toBe('Jamie Santos');
    expect(letter?.getTitle()).toBe('CV · Jamie Santos');
    expect(letter?.getCreator()).toMatch(/^Chromium \d+/);
    expect(letter?.catalog.get(PDFName.of('Lang'))).toEqual(PDFString.of('fil'));
    // Tagged (docs/decisions/0022-pdf-cv-printed-by-chromium.md).
    expect(letter?.catalog.get(PDFName.of('StructTreeRoot'))).toBeDefined();
    expect(letter?.catalog.get(PDFName.of('MarkInfo'))).toBeDefined();
  }, 60_000);
});
