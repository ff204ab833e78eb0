import { describe, expect, it } from 'vitest';
import { site } from '#src/app/site.ts';
import type { Resume } from '#src/content/owner-content.ts';
import { translatorFor } from '#src/i18n/catalogues.ts';
import filOverlay from '../../resume.fil.json';
import resume from '../../resume.json';
import { lineUpOverlay, mergeOverlay, RESUME_LISTS } from '../lib/overlay.ts';
import { cvPage } from './cv-page.ts';
import {
  awardsSection,
  interestsSection,
  publicationsSection,
  referencesSection,
  volunteerSection,
} from './cv-sections.ts';

const en = translatorFor('en');
const fil = translatorFor('fil');
const sample = resume as Resume;
const sampleFil = mergeOverlay(
  resume,
  lineUpOverlay(resume, filOverlay, RESUME_LISTS, {
    overlay: 'resume.fil.json',
    base: 'resume.json',
  }),
) as Resume;

const page = (content: Resume, publish?: { references?: boolean }) =>
  cvPage({
    resume: content,
    site,
    fallbackProjects: [],
    basePath: '/',
    siteUrl: '',
    vcardFile: 'jamie-santos.vcf',
    stylesheet: '/assets/cv-1.css',
    colourScript: '/assets/colour-mode-1.js',
    publish,
  });

/** The text of the section headed `id`, tags dropped; undefined when the page has no such section. */
function sectionText(html: string, id: string): string | undefined {
  const match = new RegExp(`<section aria-labelledby="${id}">(.*?)</section>`).exec(html);
  return match?.[1]?.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');
}

describe('the CV page’s résumé sections', () => {
  it('shows the sample’s volunteer work, awards, publications, interests, projects and languages', () => {
    const html = page(sample);
    expect(sectionText(html, 'cv-volunteer')).toContain(
      'Volunteering Volunteer developer , Code for the Philippines September 2021 to now',
    );
    expect(html).toContain(
      '<a href="https://codeforphilippines.org/">Code for the Philippines</a>',
    );
    expect(sectionText(html, 'cv-awards')).toContain(
      'Awards Best Civic App Manila Civic Tech Hackathon · November 2022',
    );
    expect(sectionText(html, 'cv-publications')).toContain('DEV Community · March 2024');
    expect(html).toContain(
      '<a href="https://dev.to/jamie-santos-dev/making-a-permit-form-fast-on-a-3000-phone">Making a permit form fast on a ₱3,000 phone</a>',
    );
    expect(sectionText(html, 'cv-interests')).toContain(
      'Civic tech : open data, public services, accessibility',
    );
    expect(sectionText(html, 'cv-projects')).toContain('Barangay Permit Tracker');
    expect(sectionText(html, 'cv-languages')).toContain('Filipino (Native speaker)');
    // In the page's order: after the work and projects, before education; awards and publications after certificates.
    const order = ['cv-work', 'cv-projects', 'cv-volunteer', 'cv-education', 'cv-certificates']
      .concat(['cv-awards', 'cv-publications', 'cv-skills', 'cv-languages', 'cv-interests'])
      .map((id) => html.indexOf(`id="${id}"`));
    expect(order).toEqual([...order].sort((a, b) => a - b));
    expect(order).not.toContain(-1);
  });

  it('writes them in Filipino on the Filipino page, names of real things kept', () => {
    const html = cvPage({
      resume: sampleFil,
      site,
      fallbackProjects: [],
      basePath: '/',
      siteUrl: '',
      vcardFile: 'jamie-santos.vcf',
      stylesheet: '/a.css',
      colourScript: '/a.js',
      i18n: fil,
      languagePath: 'fil/',
    });
    expect(sectionText(html, 'cv-volunteer')).toContain(
      'Pagvo-volunteer Volunteer na developer , Code for the Philippines Setyembre 2021 hanggang ngayon',
    );
    expect(sectionText(html, 'cv-awards')).toContain('Mga Parangal Best Civic App');
    expect(sectionText(html, 'cv-awards')).toContain('Nobyembre 2022');
    expect(sectionText(html, 'cv-publications')).toContain('Mga Publikasyon');
    expect(sectionText(html, 'cv-interests')).toContain('serbisyo publiko');
  });

  it('leaves out each section that is empty or whose entries lack their main text', () => {
    const html = page({
      volunteer: [],
      awards: [{ awarder: 'No title' }],
      publications: [{ publisher: 'No name' }],
      interests: [{ keywords: ['no name'] }],
      references: [{ name: 'No quote' }],
    });
    for (const id of [
      'cv-volunteer',
      'cv-awards',
      'cv-publications',
      'cv-interests',
      'cv-references',
    ]) {
      expect(html).not.toContain(`id="${id}"`);
    }
    expect(volunteerSection({}, en)).toBe('');
    expect(awardsSection({}, en)).toBe('');
    expect(publicationsSection({}, en)).toBe('');
    expect(interestsSection({}, en)).toBe('');
    expect(referencesSection({}, en, { references: true })).toBe('');
  });

  it('shows the references only when portfolio.json publishes them', () => {
    expect(page(sample)).not.toContain('Maria Dela Cruz');
    expect(page(sample, { references: false })).not.toContain('id="cv-references"');
    const html = page(sample, { references: true });
    expect(sectionText(html, 'cv-references')).toContain(
      'References Jamie took our slowest form and made it the fastest one we have',
    );
    expect(html).toContain(
      '<figcaption>Maria Dela Cruz, IT Head, City Government of Makati</figcaption>',
    );
  });

  it('escapes hostile text and links only http(s) URLs', () => {
    const hostile = '<script>alert(1)</script>"&';
    const html = page(
      {
        volunteer: [{ organization: hostile, position: hostile, url: 'javascript:alert(1)' }],
        awards: [{ title: hostile, awarder: hostile, summary: hostile }],
        publications: [
          { name: hostile, publisher: hostile, url: 'data:text/html,x', summary: hostile },
        ],
        interests: [{ name: hostile, keywords: [hostile] }],
        references: [{ name: hostile, reference: hostile }],
      },
      { references: true },
    );
    expect(html).not.toContain('<script>alert');
    expect(html).not.toContain('javascript:');
    expect(html).not.toContain('data:text');
    expect(html.match(/&lt;script&gt;alert\(1\)&lt;\/script&gt;&quot;&amp;/g)).toHaveLength(12);
  });
});
