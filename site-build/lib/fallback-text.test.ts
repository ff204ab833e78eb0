import { describe, expect, it } from 'vitest';
import {
  isTextField,
  MARK_END,
  MARK_START,
  markedHtml,
  markedPaths,
  markedRuns,
  markFallback,
  OWNER_TEXT_FIELDS,
  unmarked,
} from './fallback-text.ts';

const marked = (text: string) => `${MARK_START}${text}${MARK_END}`;

describe('fallen-back owner texts (docs/product.md § Languages)', () => {
  it('counts the texts written in a language, not names, dates nor URLs', () => {
    expect(isTextField('work.2.position', OWNER_TEXT_FIELDS.resume)).toBe(true);
    expect(isTextField('work.0.highlights.1', OWNER_TEXT_FIELDS.resume)).toBe(true);
    expect(isTextField('demoReel.title', OWNER_TEXT_FIELDS.portfolio)).toBe(true);
    for (const path of ['basics.name', 'work.0.name', 'work.0.startDate', 'work.0.url']) {
      expect(isTextField(path, OWNER_TEXT_FIELDS.resume), path).toBe(false);
    }
    expect(isTextField('work.x.position', OWNER_TEXT_FIELDS.resume)).toBe(false);
  });

  it('marks the texts at the paths, follows them through a mapping and takes the marks out', () => {
    const document = { work: [{ position: 'Developer', summary: 'Built.' }], label: 'Dev' };
    const marks = markFallback(document, ['work.0.position', 'label']);
    expect(document.work[0]?.position).toBe('Developer');
    const mapped = {
      headline: marks.label,
      jobs: marks.work.map((job) => ({ title: job.position, line: `${job.position} · 2023` })),
    };
    // A text only partly fallen back (`line`) is not named.
    expect(markedPaths(mapped)).toEqual(['headline', 'jobs.0.title']);
    expect(unmarked(mapped)).toEqual({
      headline: 'Dev',
      jobs: [{ title: 'Developer', line: 'Developer · 2023' }],
    });
  });

  it('writes a marked text of an HTML document as a span with lang, and strips marks in tags', () => {
    const html = `<title>${marked('CV')}</title><meta content="${marked('Dev')}"><h3>${marked('Developer')}<span>, Makati</span></h3>`;
    expect(markedHtml(html, 'en', { locale: 'fil', dir: 'ltr' })).toBe(
      '<title>CV</title><meta content="Dev"><h3><span lang="en">Developer</span><span>, Makati</span></h3>',
    );
    expect(markedHtml(`<p>${marked('Built.')}</p>`, 'en', { locale: 'ar', dir: 'rtl' })).toBe(
      '<p><span lang="en" dir="auto">Built.</span></p>',
    );
    // On a page in the text's own language: no attribute, no span.
    expect(markedHtml(`<p>${marked('Built.')}</p>`, 'en', { locale: 'en', dir: 'ltr' })).toBe(
      '<p>Built.</p>',
    );
  });

  it('cuts a partly fallen-back text into runs, the fallen-back ones odd; a whole or none as text', () => {
    const line = `مفتوح لعمل ${marked('contract')} و${marked('full-time')} من مارس 2027`;
    expect(markedRuns(line)).toEqual([
      'مفتوح لعمل ',
      'contract',
      ' و',
      'full-time',
      ' من مارس 2027',
    ]);
    // Marks at either end: the runs still alternate, empty at the ends.
    expect(markedRuns(`${marked('contract')} work`)).toEqual(['', 'contract', ' work']);
    expect(markedRuns('Open to contract work')).toBe('Open to contract work');
    expect(markedRuns(marked('Open to contract work'))).toBe('Open to contract work');
  });
});
