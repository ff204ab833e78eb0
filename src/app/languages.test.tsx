import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { site } from '#src/content/site.ts';
import { render as prerender } from '#src/entry-server.tsx';
import { ContactForm } from '#src/features/contact/contact-form.tsx';
import { describeFailure } from '#src/features/contact/outbox/mail-failure.ts';
import { ProjectCard } from '#src/features/projects/components/project-card.tsx';
import { translatorFor } from '#src/i18n/catalogues.ts';
import { I18nProvider } from '#src/i18n/i18n-provider.tsx';
import { sampleProject } from '#src/testing/sample-project.ts';
import { HomePage } from './home-page.tsx';
import { NotFoundPage } from './not-found-page.tsx';

/**
 * The Filipino page (docs/decisions/0021-interface-texts-in-a-typed-catalogue.md):
 * the main components rendered in `fil` say the Filipino catalogue's texts,
 * and the English page stays as it is. Copy this file for a new language.
 */
const fil = translatorFor('fil');
const inFilipino = (ui: React.ReactNode) =>
  render(<I18nProvider translator={fil}>{ui}</I18nProvider>);

// Role queries over the whole page are slow in jsdom on a busy machine.
describe('the interface in Filipino', { timeout: 30_000 }, () => {
  it('names the home page’s sections, controls and landmarks in Filipino', () => {
    // The projects stay loading: this test is about the page's own texts.
    vi.spyOn(globalThis, 'fetch').mockReturnValue(new Promise(() => {}));
    inFilipino(<HomePage />);
    for (const heading of [
      'Mga Tampok na Proyekto Ngayon',
      'Mga Nakaraang Karanasan',
      'Makipag-ugnayan',
    ]) {
      expect(screen.getByRole('heading', { name: heading })).toBeInTheDocument();
    }
    expect(screen.getAllByRole('heading', { name: 'Mga Kursong Natapos' })).not.toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Buksan ang nabigasyon' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Pangunahin' })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Maghanap sa inyong library' })).toBeVisible();
    // jsdom joins "I-play" and the hidden " ang demo reel" without the space a browser keeps.
    expect(screen.getByRole('button', { name: /^I-play ?ang demo reel$/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'I-like' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Lumaktaw sa nilalaman' })).toBeInTheDocument();
    expect(screen.getByAltText(`Larawan ni ${site.name}`)).toBeInTheDocument();
    expect(screen.getByText('Nilo-load ang mga proyekto…')).toBeInTheDocument();
    expect(screen.queryByText('Featured Projects Today')).not.toBeInTheDocument();
  });

  it('prerenders a page per language in one process, English unchanged', () => {
    const filipino = prerender('home', 'fil');
    const english = prerender('home');
    expect(filipino).toContain('Mga Tampok na Proyekto Ngayon');
    expect(filipino).not.toContain('Featured Projects Today');
    expect(english).toContain('Featured Projects Today');
    expect(english).not.toContain('Mga Tampok');
    expect(prerender('not-found', 'fil')).toContain('Hindi makita ang page');
    // The same process, English again: no language left behind by the last render.
    expect(prerender('home', 'en')).toBe(english);
  });

  it('"Page not found" in Filipino', () => {
    inFilipino(<NotFoundPage />);
    expect(screen.getByRole('heading', { name: 'Hindi makita ang page' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Home' })).toBeInTheDocument();
  });

  it('labels the contact form and says its validation messages in Filipino', async () => {
    const user = userEvent.setup();
    inFilipino(<ContactForm onCancel={() => {}} />);
    await user.click(screen.getByRole('button', { name: 'Ipadala' }));
    expect(screen.getByRole('textbox', { name: 'Pangalan' })).toHaveAccessibleDescription(
      'Dapat hindi bababa sa 3 character ang pangalan',
    );
    expect(screen.getByRole('textbox', { name: 'Paksa' })).toHaveAccessibleDescription(
      'Dapat hindi bababa sa 3 character ang paksa',
    );
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'not an address');
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription(
      'Hindi wastong email address',
    );
  });

  it('says why a send failed in Filipino, quoting the mail API as it answered', () => {
    expect(describeFailure({ status: 0, text: 'Network Error' }, fil)).toBe(
      'Hindi maabot ang mail service.',
    );
    expect(describeFailure({ status: 400, text: 'The template ID is invalid' }, fil)).toBe(
      'Tinanggihan ng mail service ang mensahe (error 400). Ang sabi nito: “The template ID is invalid”',
    );
  });

  it('marks text from the projects list as English on a Filipino page only', () => {
    const { unmount } = inFilipino(<ProjectCard project={sampleProject} />);
    expect(screen.getByRole('link', { name: 'A' })).toHaveAttribute('lang', 'en');
    unmount();
    render(<ProjectCard project={sampleProject} />);
    expect(screen.getByRole('link', { name: 'A' })).not.toHaveAttribute('lang');
  });
});
