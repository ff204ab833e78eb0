import { PDFDict, PDFDocument, PDFName, PDFString } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { cvPdfName, finishPdf, LETTER_TERRITORIES, paperFormat } from './cv-pdf.ts';

describe('paperFormat (docs/product.md § CV and contact card: A4 or Letter by the language)', () => {
  it('takes the region of the language tag first', () => {
    expect(paperFormat('en-US', 'DE')).toBe('Letter');
    expect(paperFormat('en-GB', 'PH')).toBe('A4');
    expect(paperFormat('es-MX')).toBe('Letter');
  });

  it('then the owner’s country: the sample owner in the Philippines gets Letter in English and Filipino', () => {
    expect(paperFormat('en', 'PH')).toBe('Letter');
    expect(paperFormat('fil', 'PH')).toBe('Letter');
    expect(paperFormat('en', 'de')).toBe('A4');
    expect(paperFormat('fil', 'DE')).toBe('A4');
  });

  it('then the language’s likely region (CLDR): fil → PH → Letter, en → US → Letter, de → DE → A4', () => {
    expect(paperFormat('fil')).toBe('Letter');
    expect(paperFormat('en')).toBe('Letter');
    expect(paperFormat('de')).toBe('A4');
    expect(paperFormat('ja', 'not a country')).toBe('A4');
  });

  it('falls back to A4 for a tag Intl cannot read', () => {
    expect(paperFormat('not a tag!')).toBe('A4');
    expect(paperFormat('not a tag!', 'US')).toBe('Letter');
  });

  it('lists CLDR 48’s US-Letter territories, the Philippines among them', () => {
    expect([...LETTER_TERRITORIES].sort()).toEqual(
      ['BZ', 'CA', 'CL', 'CO', 'CR', 'GT', 'MX', 'NI', 'PA', 'PH', 'PR', 'SV', 'US', 'VE'].sort(),
    );
  });
});

describe('cvPdfName', () => {
  it('is the card’s slug with -cv.pdf in the default language', () => {
    expect(cvPdfName('Jamie Santos')).toBe('jamie-santos-cv.pdf');
    expect(cvPdfName('Jamie Santos', '')).toBe('jamie-santos-cv.pdf');
    expect(cvPdfName('José Núñez')).toBe('jose-nunez-cv.pdf');
    expect(cvPdfName('山田')).toBe('contact-cv.pdf');
  });

  it('has the language’s path before .pdf in another language, so two languages’ files never share a name', () => {
    expect(cvPdfName('Jamie Santos', 'fil/')).toBe('jamie-santos-cv-fil.pdf');
    expect(cvPdfName('山田', 'pt-br/')).toBe('contact-cv-pt-br.pdf');
    expect(cvPdfName('Jamie Santos', 'zh/hant/')).toBe('jamie-santos-cv-zh-hant.pdf');
  });
});

/** A one-page PDF as Chromium leaves it: a user agent as the creator, dates, no author. */
async function printedPdf(date = new Date('2026-11-27T06:00:00Z')): Promise<Uint8Array> {
  const document = await PDFDocument.create({ updateMetadata: false });
  document.addPage([612, 792]);
  document.setTitle('CV · Jamie Santos');
  document.setCreator('Mozilla/5.0 (X11; Linux x86_64) HeadlessChrome/156.0.0.0');
  document.setCreationDate(date);
  document.setModificationDate(date);
  return document.save();
}

const INFO = {
  title: 'CV · Jamie Santos',
  author: 'Jamie Santos',
  subject: 'Full-stack na web developer',
  lang: 'fil',
  direction: 'ltr',
  creator: 'Chromium 156.0.8078.108',
} as const;

describe('finishPdf', () => {
  it('sets title, author, subject, creator and /Lang, and shows the title in the window', async () => {
    const finished = await PDFDocument.load(await finishPdf(await printedPdf(), INFO), {
      updateMetadata: false,
    });
    expect(finished.getTitle()).toBe('CV · Jamie Santos');
    expect(finished.getAuthor()).toBe('Jamie Santos');
    expect(finished.getSubject()).toBe('Full-stack na web developer');
    expect(finished.getCreator()).toBe('Chromium 156.0.8078.108');
    expect(finished.catalog.get(PDFName.of('Lang'))).toEqual(PDFString.of('fil'));
    const preferences = finished.catalog.lookup(PDFName.of('ViewerPreferences'), PDFDict);
    expect(String(preferences.get(PDFName.of('DisplayDocTitle')))).toBe('true');
    expect(finished.getPageCount()).toBe(1);
  });

  it('sets /Direction /R2L for a right-to-left language, and no /Direction (L2R, the default) otherwise', async () => {
    const directionOf = async (info: Parameters<typeof finishPdf>[1]) => {
      const finished = await PDFDocument.load(await finishPdf(await printedPdf(), info), {
        updateMetadata: false,
      });
      const preferences = finished.catalog.lookup(PDFName.of('ViewerPreferences'), PDFDict);
      return preferences.get(PDFName.of('Direction'))?.toString();
    };
    expect(await directionOf({ ...INFO, lang: 'ar', direction: 'rtl' })).toBe('/R2L');
    expect(await directionOf(INFO)).toBeUndefined();
  });

  it('drops the dates, so the same content gives the same bytes on every build', async () => {
    const finished = await finishPdf(await printedPdf(), INFO);
    const again = await PDFDocument.load(finished, { updateMetadata: false });
    expect(again.getCreationDate()).toBeUndefined();
    expect(again.getModificationDate()).toBeUndefined();
    const printedLater = await printedPdf(new Date('2027-01-01T00:00:00Z'));
    expect(printedLater).not.toEqual(await printedPdf());
    expect(await finishPdf(printedLater, INFO)).toEqual(finished);
  });

  it('refuses what is not a PDF', async () => {
    await expect(finishPdf(new TextEncoder().encode('<html>'), INFO)).rejects.toThrow();
  });
});
