import { sectionCvParts } from '#src/app/site-content.ts';
import type { SiteContent } from '#src/content/content-schema.ts';
import { cvSection, link, meta } from '#src/content/cv-html.ts';
import type { PublishChoices, Resume } from '#src/content/owner-content.ts';
import { resumeDates, webUrl } from '#src/content/owner-content.ts';
import { en } from '#src/i18n/messages/en.ts';
import { enOnDemand } from '#src/i18n/messages/en-on-demand.ts';
import { createTranslator, type Translator } from '#src/i18n/translator.ts';
import { escapeHtml } from '#src/lib/html-escape.ts';
import { openGraphTags, SHARE_IMAGE } from '#src/seo/head-tags.ts';
import type { SiteLanguages } from '#src/seo/language-paths.ts';
import { staticPageHead } from '../lib/static-page.ts';
import {
  awardsSection,
  interestsSection,
  publicationsSection,
  referencesSection,
  volunteerSection,
} from './cv-sections.ts';

/**
 * The CV page, `{basePath}cv/` (docs/product.md § CV and contact card): the
 * owner's résumé as one static HTML document, written at build time
 * (`cvPlugin`, site-build/cv-plugin.ts). No JavaScript of the app runs on
 * it: only the pre-paint colour-mode line of index.html (a file of its own,
 * so the page needs no new hash in the Content Security Policy), and its
 * styles are the site's theme tokens and base styles plus
 * `site-build/lib/static-page.css` and `site-build/cv/cv-page.css`, in one
 * stylesheet. Every value from the résumé is HTML-escaped here, and only
 * http(s) URLs become links.
 */

/** A project as the CV lists it. */
export type CvProject = { title: string; description?: string; url?: string };

/** Everything the CV page shows and links to. */
export type CvPageInput = {
  /** The owner's JSON Resume (checked against the schema). */
  resume: Resume;
  /** The page's content mapped from it (name, headline, bio, location, profiles). */
  site: SiteContent;
  /** The projects to list when the résumé has none: the first few of `public/data/projects.json`. */
  fallbackProjects: CvProject[];
  /** The base path, with leading and trailing slash. */
  basePath: string;
  /** The site's absolute URL with a trailing slash, or '' without `SITE_URL`. */
  siteUrl: string;
  /** The contact card's file name, e.g. `jamie-santos.vcf`, under the base path. */
  vcardFile: string;
  /** URL of the page's stylesheet. */
  stylesheet: string;
  /** URL of the pre-paint colour-mode script. */
  colourScript: string;
  /**
   * The page's language: `<html lang>`, headings, labels and dates
   * (docs/decisions/0021-interface-texts-in-a-typed-catalogue.md). Default: English.
   */
  i18n?: Translator;
  /** The page's language's path under the base path: `''` for the default, `fil/` (docs/product.md § Languages). */
  languagePath?: string;
  /** Every language of the site, the default first: the hreflang alternates (with `siteUrl`). Default: one. */
  languages?: SiteLanguages;
  /**
   * The PDF CV's file name in the page's folder (`cvPdfName`:
   * `jamie-santos-cv.pdf`, `jamie-santos-cv-fil.pdf` in Filipino), when the
   * build made it: the link "Download PDF", which saves it under that name.
   * Absent: no link (the build had no browser to print it; docs/product.md §
   * CV and contact card).
   */
  pdfFile?: string;
  /**
   * The language's share image under the base path (`images/share.fil.png`), for link previews
   * with `SITE_URL`; default the default language's (docs/product.md § SEO and sharing).
   */
  shareImage?: string;
  /** `portfolio.json`'s `publish`: references are shown only with `references: true` (docs/product.md § Privacy). */
  publish?: PublishChoices;
};

/** How many projects the CV lists at most. */
export const CV_PROJECTS = 6;

const english = createTranslator('en', en, enOnDemand);

/** The CV's `<title>`: "CV · {name}" (docs/product.md § CV and contact card), in `i18n`'s language. */
export function cvTitle(name: string, i18n: Translator = english): string {
  return i18n.t('cv.title', { name });
}

/** A URL as people read it: no scheme, no `www.`, no trailing slash (`github.com/jamie`). */
export function displayUrl(url: string): string {
  const { host, pathname, search } = new URL(url);
  return `${host.replace(/^www\./, '')}${pathname}${search}`.replace(/\/$/, '');
}

const e = escapeHtml;

function education(resume: Resume, i18n: Translator): string {
  return (resume.education ?? [])
    .map((school) => {
      const degree = [school.studyType, school.area].filter(Boolean).join(', ');
      return `<article class="entry"><h3>${e(degree || school.institution || '')}</h3>${meta(
        degree ? school.institution : undefined,
        resumeDates(i18n, school.startDate, school.endDate),
      )}</article>`;
    })
    .join('');
}

function skills(resume: Resume): string {
  const items = (resume.skills ?? []).map(
    (skill) =>
      `<li><strong>${e(skill.name ?? '')}</strong>${
        skill.keywords?.length ? `: ${e(skill.keywords.join(', '))}` : ''
      }</li>`,
  );
  return items.length ? `<ul class="plain">${items.join('')}</ul>` : '';
}

function languages(resume: Resume): string {
  const spoken = resume.languages ?? [];
  const text = spoken
    .filter((entry) => entry.language)
    .map((entry) => (entry.fluency ? `${entry.language} (${entry.fluency})` : entry.language))
    .join(', ');
  return text ? `<p>${e(text)}</p>` : '';
}

function projects(resume: Resume, fallback: CvProject[]): string {
  const own: CvProject[] = (resume.projects ?? []).map((project) => ({
    title: project.name ?? '',
    description: project.description,
    url: project.url,
  }));
  const shown = (own.length ? own : fallback).filter((project) => project.title);
  return shown
    .slice(0, CV_PROJECTS)
    .map((project) => {
      const href = webUrl(project.url);
      return `<article class="entry"><h3>${link(project.title, href)}</h3>${
        project.description ? `<p>${e(project.description)}</p>` : ''
      }${href ? `<p class="url">${e(displayUrl(href))}</p>` : ''}</article>`;
    })
    .join('');
}

/**
 * The CV's reading order (docs/product.md § CV and contact card): the names of its parts,
 * whether the CV page writes them (`projects`, `education`, …) or a section's face does
 * (`work` from Your Past Experiences, `certificates` from Courses Taken; their `cv`).
 */
export const CV_ORDER = [
  'work',
  'projects',
  'volunteer',
  'education',
  'certificates',
  'awards',
  'publications',
  'skills',
  'languages',
  'interests',
  'references',
] as const;

/**
 * The CV's parts joined in {@link CV_ORDER}, then any part it does not name (a new section's)
 * in the order given.
 * @throws Error when two parts have the same name: two writers of one part would print it twice.
 */
export function cvParts(parts: readonly (readonly [name: string, html: string])[]): string {
  const byName = new Map<string, string>();
  for (const [name, html] of parts) {
    if (byName.has(name)) throw new Error(`The CV has two parts named "${name}"`);
    byName.set(name, html);
  }
  const named: readonly string[] = CV_ORDER;
  return [
    ...CV_ORDER.map((name) => byName.get(name) ?? ''),
    ...[...byName].filter(([name]) => !named.includes(name)).map(([, html]) => html),
  ].join('');
}

/** The h-card at the top: name, headline, location, the site and each profile (rel=me), the bio. */
function card({ site, siteUrl }: CvPageInput, i18n: Translator): string {
  const contacts = [
    ...(siteUrl
      ? [`<li><a class="u-url u-uid" href="${e(siteUrl)}">${e(displayUrl(siteUrl))}</a></li>`]
      : []),
    ...site.profiles.map(
      (profile) =>
        `<li><a class="u-url" rel="me" href="${e(profile.url)}">${e(profile.site)}<span class="url">: ${e(displayUrl(profile.url))}</span></a></li>`,
    ),
  ];
  return `<header class="card h-card"><h1 class="p-name">${e(site.name)}</h1><p class="headline p-job-title">${e(site.headline)}</p>${
    site.location ? `<p class="p-locality">${e(site.location)}</p>` : ''
  }<ul class="contact" aria-label="${e(i18n.t('cv.contact'))}">${contacts.join('')}</ul><p class="p-note">${e(site.bio)}</p></header>`;
}

/**
 * The whole CV page (docs/product.md § CV and contact card): `<title>` "CV ·
 * {name}", a meta description, the skip link, the bar with "Back to home",
 * "Download PDF" (when the build made the PDF), "Add to contacts" (the
 * vCard) and "JSON Resume", then the h-card, Work, Projects, Volunteering,
 * Education, Certificates, Awards, Publications, Skills, Languages,
 * Interests and References (only with `publish.references`), in
 * {@link CV_ORDER}; the sections' faces write Work and Certificates (their
 * `cv`), site-build/cv/cv-sections.ts writes Volunteering, Awards,
 * Publications, Interests and References, and a new section's part comes
 * after them all. A section with nothing to show is left out. The CSP
 * `<meta>` is added by the build after this (`cspPlugin`).
 * @returns the HTML document.
 * @throws Error from {@link cvParts} when two parts have one name (a face's `cv` and the page's).
 */
export function cvPage(input: CvPageInput): string {
  const { resume, site, basePath, siteUrl, i18n = english, languagePath = '' } = input;
  const { t } = i18n;
  const description = t('cv.description', { name: site.name, headline: site.headline });
  // This language's home, JSON Resume and card (docs/product.md § Languages).
  const own = e(`${basePath}${languagePath}`);
  const body = cvParts([
    ...sectionCvParts(site, resume, i18n),
    [
      'projects',
      cvSection('cv-projects', t('cv.projects'), projects(resume, input.fallbackProjects)),
    ],
    ['volunteer', volunteerSection(resume, i18n)],
    ['education', cvSection('cv-education', t('cv.education'), education(resume, i18n))],
    ['awards', awardsSection(resume, i18n)],
    ['publications', publicationsSection(resume, i18n)],
    ['skills', cvSection('cv-skills', t('cv.skills'), skills(resume))],
    ['languages', cvSection('cv-languages', t('cv.languages'), languages(resume))],
    ['interests', interestsSection(resume, i18n)],
    ['references', referencesSection(resume, i18n, input.publish)],
  ]);
  return [
    // Every language's CV as alternates, as Home links every language's home (docs/product.md § Languages).
    staticPageHead({
      locale: i18n.locale,
      colourScript: input.colourScript,
      stylesheet: input.stylesheet,
      title: cvTitle(site.name, i18n),
      description,
      basePath,
      siteUrl,
      languagePath,
      page: 'cv/',
      languages: input.languages ?? [i18n.locale],
    }),
    // Link previews: the language's share image, as Home's (docs/product.md § SEO and sharing).
    ...(siteUrl
      ? [
          ...openGraphTags({
            type: 'profile',
            title: cvTitle(site.name, i18n),
            description,
            url: `${siteUrl}${languagePath}cv/`,
            image: `${siteUrl}${input.shareImage ?? SHARE_IMAGE.path}`,
            imageAlt: `${site.name}, ${site.headline}`,
          }),
        ]
      : []),
    `<link rel="alternate" type="application/json" href="${own}resume.json" title="JSON Resume">`,
    '</head>',
    '<body>',
    `<a class="skip-link" href="#cv">${e(t('layout.skipToContent'))}</a>`,
    `<nav class="bar" aria-label="${e(t('cv.nav'))}"><a href="${own}">${e(t('cv.home'))}</a>${
      input.pdfFile
        ? `<a href="${own}cv/${e(input.pdfFile)}" type="application/pdf" download>${e(t('cv.pdf'))}</a>`
        : ''
    }<a href="${own}${e(input.vcardFile)}" download>${e(t('cv.addContact'))}</a><a href="${own}resume.json">${e(t('cv.jsonResume'))}</a></nav>`,
    `<main id="cv" tabindex="-1" class="cv">${card(input, i18n)}${body}</main>`,
    '</body>',
    '</html>',
    '',
  ]
    .filter(Boolean)
    .join('\n');
}
