// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { site } from '#src/app/site.ts';
import type { SiteContent } from '#src/content/content-schema.ts';
import type { Resume } from '#src/content/owner-content.ts';
import { webUrl } from '#src/content/owner-content.ts';
import { translatorFor } from '#src/i18n/catalogues.ts';
import resume from '../../resume.json';
import { cvPage, cvParts, cvTitle, displayUrl } from './cv-page.ts';

const page = (resume: Parameters<typeof cvPage>[0]['resume'], content: SiteContent = site) =>
  cvPage({
    resume,
    site: content,
    fallbackProjects: [{ title: 'Fallback', description: 'From the list', url: 'https://x.dev/f' }],
    basePath: '/portfolio/',
    siteUrl: '',
    vcardFile: 'jamie-santos.vcf',
    stylesheet: '/portfolio/assets/cv-1.css',
    colourScript: '/portfolio/assets/colour-mode-1.js',
  });

describe('cvPage', () => {
  it('links every language’s CV as an hreflang alternate, plus x-default, with SITE_URL (docs/product.md § Languages)', () => {
    const input = {
      resume: {},
      site,
      fallbackProjects: [],
      basePath: '/portfolio/',
      siteUrl: 'https://jamie.example/portfolio/',
      vcardFile: 'jamie-santos.vcf',
      stylesheet: '/portfolio/assets/cv-1.css',
      colourScript: '/portfolio/assets/colour-mode-1.js',
      languages: ['en', 'fil'] as const,
    };
    const alternates = (html: string) =>
      [
        ...new DOMParser().parseFromString(html, 'text/html').querySelectorAll('link[hreflang]'),
      ].map((link) => `${link.getAttribute('hreflang')} ${link.getAttribute('href')}`);
    const expected = [
      'en https://jamie.example/portfolio/cv/',
      'fil https://jamie.example/portfolio/fil/cv/',
      'x-default https://jamie.example/portfolio/cv/',
    ];
    expect(alternates(cvPage(input))).toEqual(expected);
    expect(
      alternates(cvPage({ ...input, i18n: translatorFor('fil'), languagePath: 'fil/' })),
    ).toEqual(expected);
    // None without SITE_URL (they must be absolute) or with one language.
    expect(alternates(cvPage({ ...input, siteUrl: '' }))).toEqual([]);
    expect(alternates(cvPage({ ...input, languages: ['en'] }))).toEqual([]);
  });

  it('is titled "CV · name" and links home, the card and the JSON Resume under the base path', () => {
    const html = page({});
    expect(html).toContain(`<title>${cvTitle(site.name)}</title>`);
    expect(cvTitle('Jamie Santos')).toBe('CV · Jamie Santos');
    expect(html).toContain('<a href="/portfolio/">Back to home</a>');
    expect(html).toContain('<a href="/portfolio/jamie-santos.vcf" download>Add to contacts</a>');
    expect(html).toContain('<a href="/portfolio/resume.json">JSON Resume</a>');
    expect(html).not.toMatch(/<script>|<style|\sstyle=/);
  });

  it('links "Download PDF" after "Back to home" only when the build made the PDF, in the page’s language, a download of the file’s own name', () => {
    expect(page({})).not.toContain('.pdf');
    const input = {
      resume: {},
      site,
      fallbackProjects: [],
      basePath: '/portfolio/',
      siteUrl: '',
      vcardFile: 'jamie-santos.vcf',
      stylesheet: '/portfolio/assets/cv-1.css',
      colourScript: '/portfolio/assets/colour-mode-1.js',
      pdfFile: 'jamie-santos-cv.pdf',
    };
    expect(cvPage(input)).toContain(
      '<a href="/portfolio/">Back to home</a><a href="/portfolio/cv/jamie-santos-cv.pdf" type="application/pdf" download>Download PDF</a>',
    );
    // Each language's file has a name of its own (cvPdfName), which it saves under.
    const filipino = cvPage({
      ...input,
      i18n: translatorFor('fil'),
      languagePath: 'fil/',
      pdfFile: 'jamie-santos-cv-fil.pdf',
    });
    expect(filipino).toContain(
      '<a href="/portfolio/fil/cv/jamie-santos-cv-fil.pdf" type="application/pdf" download>I-download ang PDF</a>',
    );
  });

  it('escapes the résumé’s text and links only http(s) URLs', () => {
    const html = page({
      work: [
        {
          position: '<img src=x onerror=alert(1)>',
          name: 'Evil "Corp"',
          url: 'javascript:alert(1)',
          startDate: '2020-01',
          highlights: ['a & b'],
        },
      ],
    });
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(html).toContain('Evil &quot;Corp&quot;');
    expect(html).not.toContain('javascript:');
    expect(html).toContain('January 2020 to now');
    expect(html).toContain('<li>a &amp; b</li>');
  });

  it('lists the résumé’s projects, else the fallback; leaves out empty sections', () => {
    expect(page({})).toContain('Fallback');
    const own = page({ projects: [{ name: 'Own', url: 'https://own.dev/' }] });
    expect(own).toContain('<a href="https://own.dev/">Own</a>');
    expect(own).not.toContain('Fallback');
    expect(own).not.toContain('id="cv-work"');
    expect(own).not.toContain('id="cv-education"');
  });
});

describe('webUrl and displayUrl', () => {
  it('keeps http(s) only and shows a URL without scheme, www or trailing slash', () => {
    expect(webUrl('https://a.dev/x')).toBe('https://a.dev/x');
    expect(webUrl('mailto:a@b.c')).toBeUndefined();
    expect(webUrl('not a url')).toBeUndefined();
    expect(displayUrl('https://www.linkedin.com/in/jamie/')).toBe('linkedin.com/in/jamie');
  });
});

/** The CV page in Filipino (docs/decisions/0021-interface-texts-in-a-typed-catalogue.md). */
describe('the CV page in Filipino', () => {
  const fil = translatorFor('fil');

  it('writes the CV page in Filipino, dates through Intl', () => {
    const html = cvPage({
      resume: resume as Resume,
      site,
      fallbackProjects: [],
      basePath: '/',
      siteUrl: '',
      vcardFile: 'card.vcf',
      stylesheet: '/cv.css',
      colourScript: '/colour.js',
      i18n: fil,
    });
    expect(html).toContain('<html lang="fil"');
    const body = document.createElement('div');
    body.innerHTML = new DOMParser().parseFromString(html, 'text/html').body.innerHTML;
    document.body.append(body);
    expect(within(body).getByRole('heading', { name: 'Trabaho' })).toBeInTheDocument();
    expect(within(body).getByRole('link', { name: 'Bumalik sa home' })).toBeInTheDocument();
    expect(body.textContent).toMatch(
      /(Enero|Pebrero|Marso|Abril|Mayo|Hunyo|Hulyo|Agosto|Setyembre|Oktubre|Nobyembre|Disyembre) \d{4} hanggang/,
    );
    expect(body.textContent).not.toMatch(/ to now| to (January|February|March)/);
    body.remove();
  });
});

describe('the skip link’s style', () => {
  it('is written once, in the base styles Home and the CV page share (src/styles/global.css)', async () => {
    const { readFileSync, readdirSync } = await import('node:fs');
    const sheets = ['src', 'site-build'].flatMap((dir) =>
      readdirSync(dir, { recursive: true, encoding: 'utf8' })
        .filter((file) => file.endsWith('.css'))
        .map((file) => `${dir}/${file}`),
    );
    const styling = sheets.filter((file) =>
      /\.skip(?:-link)?\s*\{/.test(readFileSync(file, 'utf8')),
    );
    expect(styling).toEqual(['src/styles/global.css']);
    expect(page({})).toContain('<a class="skip-link" href="#cv">');
  });
});

describe('cvParts', () => {
  it("joins the parts in the CV's reading order, then the ones it does not name", () => {
    expect(
      cvParts([
        ['quotes', 'Q'],
        ['references', 'R'],
        ['work', 'W'],
        ['projects', ''],
        ['education', 'E'],
      ]),
    ).toBe('WERQ');
  });

  it('refuses two parts of one name', () => {
    expect(() =>
      cvParts([
        ['work', 'W'],
        ['work', 'W'],
      ]),
    ).toThrow('The CV has two parts named "work"');
  });
});
