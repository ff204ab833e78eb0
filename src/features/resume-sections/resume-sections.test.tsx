import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Resume } from '#src/content/owner-content.ts';
import { translatorFor } from '#src/i18n/catalogues.ts';
import { I18nProvider } from '#src/i18n/i18n-provider.tsx';
import type { Translator } from '#src/i18n/translator.ts';
import filOverlay from '../../../resume.fil.json';
import resume from '../../../resume.json';
import { homeResumeSections } from './resume-sections.content.ts';
import { ResumeSections } from './resume-sections.tsx';

const en = translatorFor('en');
const fil = translatorFor('fil');
// The Filipino résumé as the build reads it: each overlay item onto the item it names (site-build/lib/overlay.ts).
const sampleFil: Resume = {
  ...resume,
  publications: [{ ...resume.publications[0], ...filOverlay.publications[0] }],
  awards: [{ ...resume.awards[0], ...filOverlay.awards[0] }],
  volunteer: [{ ...resume.volunteer[0], ...filOverlay.volunteer[0] }],
};

const show = (content: Resume, i18n: Translator) =>
  render(
    <I18nProvider translator={i18n}>
      <ResumeSections sections={homeResumeSections(content, i18n)} />
    </I18nProvider>,
  );

describe('Home’s résumé sections', () => {
  it('shows publications, awards and volunteer work, each an h2 region, publications linked', () => {
    show(resume as Resume, en);
    const publications = screen.getByRole('region', { name: 'Publications' });
    expect(within(publications).getByRole('heading', { level: 2 })).toHaveTextContent(
      'Publications',
    );
    expect(
      within(publications).getByRole('link', {
        name: 'Making a permit form fast on a ₱3,000 phone',
      }),
    ).toHaveAttribute(
      'href',
      'https://dev.to/jamie-santos-dev/making-a-permit-form-fast-on-a-3000-phone',
    );
    expect(publications).toHaveTextContent('DEV Community · March 2024');
    const awards = screen.getByRole('region', { name: 'Awards' });
    expect(within(awards).getByRole('heading', { level: 3 })).toHaveTextContent('Best Civic App');
    expect(awards).toHaveTextContent('Manila Civic Tech Hackathon · November 2022');
    const volunteer = screen.getByRole('region', { name: 'Volunteering' });
    expect(volunteer).toHaveTextContent('Volunteer developer');
    expect(volunteer).toHaveTextContent('Code for the Philippines · September 2021 to now');
  });

  it('links no volunteer entry: its URL is the organisation’s, not the position’s', () => {
    // The sample's volunteer work has the organisation's site as its url; a link named
    // "Volunteer developer" leading to it would say where it goes wrongly (WCAG 2.4.4).
    expect(resume.volunteer[0].url).toMatch(/^https:/);
    show(resume as Resume, en);
    const volunteer = screen.getByRole('region', { name: 'Volunteering' });
    expect(within(volunteer).getByRole('heading', { level: 3 })).toHaveTextContent(
      'Volunteer developer',
    );
    expect(within(volunteer).queryByRole('link')).toBeNull();
  });

  it('speaks Filipino on the Filipino page', () => {
    show(sampleFil, fil);
    expect(screen.getByRole('region', { name: 'Mga Publikasyon' })).toHaveTextContent(
      'DEV Community · Marso 2024',
    );
    expect(screen.getByRole('region', { name: 'Mga Parangal' })).toHaveTextContent(
      'offline-first na queue system',
    );
    expect(screen.getByRole('region', { name: 'Pagvo-volunteer' })).toHaveTextContent(
      'Code for the Philippines · Setyembre 2021 hanggang ngayon',
    );
  });

  it('leaves out an empty section, and renders nothing when all are empty', () => {
    show({ publications: [], awards: [{ title: 'Only an award' }] }, en);
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Awards',
    ]);
    const { container } = render(<ResumeSections sections={homeResumeSections({}, en)} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('links only http(s) URLs and shows hostile text as text', () => {
    const hostile = '<img src=x onerror=alert(1)>';
    show({ publications: [{ name: hostile, url: 'javascript:alert(1)', summary: hostile }] }, en);
    const region = screen.getByRole('region', { name: 'Publications' });
    expect(within(region).queryByRole('link')).toBeNull();
    expect(region.querySelector('img')).toBeNull();
    expect(within(region).getByRole('heading', { level: 3 })).toHaveTextContent(hostile);
  });
});
