import { LANGUAGES } from 'virtual:page-languages';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { site } from '#src/app/site.ts';
import { render as prerender } from '#src/entry-server.tsx';
import { ContactForm } from '#src/features/contact/contact-form.tsx';
import { describeFailure } from '#src/features/contact/outbox/mail-failure.ts';
import { ProjectCard } from '#src/features/projects/components/project-card.tsx';
import { catalogueLocale, type Locale, translatorFor } from '#src/i18n/catalogues.ts';
import { I18nProvider } from '#src/i18n/i18n-provider.tsx';
import { sampleProject } from '#src/testing/sample-project.ts';
import { HomePage } from './home-page.tsx';
import { NotFoundPage } from './not-found-page.tsx';

/**
 * What a reader of a language sees where the interface speaks it, written by a speaker of it
 * rather than copied from its catalogue, so a wrong or untranslated text fails here
 * (docs/decisions/0021-interface-texts-in-a-typed-catalogue.md). One row per language the
 * site is built in besides the default; a new language adds its row.
 */
type Expected = {
  headings: { projects: string; experience: string; connect: string; courses: string };
  openNavigation: string;
  mainNavigation: string;
  coursesSearch: string;
  /** jsdom joins "I-play" and the hidden " ang demo reel" without the space a browser keeps. */
  play: RegExp;
  like: string;
  skipLink: string;
  avatarAlt: (name: string) => string;
  loadingProjects: string;
  notFound: string;
  /** The link "Page not found" leads home with. */
  home: string;
  send: string;
  fields: { name: string; subject: string };
  tooShort: { name: string; subject: string };
  badEmail: string;
  unreachable: string;
  rejected: (quote: string) => string;
};

const EXPECTED: Partial<Record<Locale, Expected>> = {
  fil: {
    headings: {
      projects: 'Mga Tampok na Proyekto Ngayon',
      experience: 'Mga Nakaraang Karanasan',
      connect: 'Makipag-ugnayan',
      courses: 'Mga Kursong Natapos',
    },
    openNavigation: 'Buksan ang nabigasyon',
    mainNavigation: 'Pangunahin',
    coursesSearch: 'Maghanap sa inyong library',
    play: /^I-play ?ang demo reel$/,
    like: 'I-like',
    skipLink: 'Lumaktaw sa nilalaman',
    avatarAlt: (name) => `Larawan ni ${name}`,
    loadingProjects: 'Nilo-load ang mga proyekto…',
    notFound: 'Hindi makita ang page',
    home: 'Home',
    send: 'Ipadala',
    fields: { name: 'Pangalan', subject: 'Paksa' },
    tooShort: {
      name: 'Dapat hindi bababa sa 3 character ang pangalan',
      subject: 'Dapat hindi bababa sa 3 character ang paksa',
    },
    badEmail: 'Hindi wastong email address',
    unreachable: 'Hindi maabot ang mail service.',
    rejected: (quote) =>
      `Tinanggihan ng mail service ang mensahe (error 400). Ang sabi nito: “${quote}”`,
  },
};

/** The languages the site is built in besides the default (the build's language module). */
const BUILT = LANGUAGES.slice(1).map(({ lang }) => lang);

it('has a row of expectations for every language the site is built in', () => {
  const missing = BUILT.filter((lang) => !EXPECTED[catalogueLocale(lang) ?? ('' as Locale)]);
  expect(missing, 'add a row to EXPECTED in src/app/languages.test.tsx').toEqual([]);
});

for (const lang of BUILT) {
  const locale = catalogueLocale(lang);
  const expected = locale && EXPECTED[locale];
  if (!locale || !expected) continue;
  const i18n = translatorFor(locale);
  const inLanguage = (ui: React.ReactNode) =>
    render(<I18nProvider translator={i18n}>{ui}</I18nProvider>);

  // Role queries over the whole page are slow in jsdom on a busy machine.
  describe(`the interface in ${lang}`, { timeout: 30_000 }, () => {
    it('names the home page’s sections, controls and landmarks in the language', () => {
      // The projects stay loading: this test is about the page's own texts.
      vi.spyOn(globalThis, 'fetch').mockReturnValue(new Promise(() => {}));
      inLanguage(<HomePage />);
      const { projects, experience, connect, courses } = expected.headings;
      for (const heading of [projects, experience, connect]) {
        expect(screen.getByRole('heading', { name: heading })).toBeInTheDocument();
      }
      expect(screen.getAllByRole('heading', { name: courses })).not.toHaveLength(0);
      expect(screen.getByRole('button', { name: expected.openNavigation })).toBeInTheDocument();
      expect(screen.getByRole('navigation', { name: expected.mainNavigation })).toBeInTheDocument();
      expect(screen.getByRole('searchbox', { name: expected.coursesSearch })).toBeVisible();
      expect(screen.getByRole('button', { name: expected.play })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: expected.like })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: expected.skipLink })).toBeInTheDocument();
      expect(screen.getByAltText(expected.avatarAlt(site.name))).toBeInTheDocument();
      expect(screen.getByText(expected.loadingProjects)).toBeInTheDocument();
      expect(screen.queryByText('Featured Projects Today')).not.toBeInTheDocument();
    });

    it('prerenders a page per language in one process, English unchanged', () => {
      const translated = prerender('home', locale);
      const english = prerender('home');
      expect(translated).toContain(expected.headings.projects);
      expect(translated).not.toContain('Featured Projects Today');
      expect(english).toContain('Featured Projects Today');
      expect(english).not.toContain(expected.headings.projects);
      expect(prerender('not-found', locale)).toContain(expected.notFound);
      // The same process, English again: no language left behind by the last render.
      expect(prerender('home', 'en')).toBe(english);
    });

    it('"Page not found" in the language', () => {
      inLanguage(<NotFoundPage />);
      expect(screen.getByRole('heading', { name: expected.notFound })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: expected.home })).toBeInTheDocument();
    });

    it('labels the contact form and says its validation messages in the language', async () => {
      const user = userEvent.setup();
      inLanguage(<ContactForm onCancel={() => {}} />);
      await user.click(screen.getByRole('button', { name: expected.send }));
      expect(
        screen.getByRole('textbox', { name: expected.fields.name }),
      ).toHaveAccessibleDescription(expected.tooShort.name);
      expect(
        screen.getByRole('textbox', { name: expected.fields.subject }),
      ).toHaveAccessibleDescription(expected.tooShort.subject);
      await user.type(screen.getByRole('textbox', { name: 'Email' }), 'not an address');
      expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription(
        expected.badEmail,
      );
    });

    it('says why a send failed in the language, quoting the mail API as it answered', () => {
      expect(describeFailure({ status: 0, text: 'Network Error' }, i18n)).toBe(
        expected.unreachable,
      );
      expect(describeFailure({ status: 400, text: 'The template ID is invalid' }, i18n)).toBe(
        expected.rejected('The template ID is invalid'),
      );
    });

    it('marks text from the projects list as English on this language’s page only', () => {
      const { unmount } = inLanguage(<ProjectCard project={sampleProject} />);
      expect(screen.getByRole('link', { name: 'A' })).toHaveAttribute('lang', 'en');
      unmount();
      render(<ProjectCard project={sampleProject} />);
      expect(screen.getByRole('link', { name: 'A' })).not.toHaveAttribute('lang');
    });
  });
}
