import type { Project } from '#src/features/projects/api/project-schema.ts';
import { directionOf } from '#src/i18n/locale.ts';
import type { Translator } from '#src/i18n/translator.ts';
import { escapeHtml, jsonForScript } from '#src/lib/html-escape.ts';
import { openGraphTags } from '#src/seo/head-tags.ts';
import type { SiteLanguages } from '#src/seo/language-paths.ts';
import { staticPageHead } from '../lib/static-page.ts';
import { staticSearchTags } from '../search/static-search-plugin.ts';
import type { CaseStudyFacts } from './case-study-file.ts';

/**
 * A project's page, `{base}{lang}projects/{slug}/` (docs/product.md §
 * Project pages): one static HTML document written at build time, like the
 * CV page (docs/decisions/0018-static-cv-page.md), so it reads the same
 * with scripts off and offline from the precache. No script of the app runs
 * on it: only the pre-paint colour-mode line, as a file. Every value is
 * HTML-escaped here; the case study arrives sanitised
 * (`site-build/projects/case-study-html.ts`).
 */

/** Another language's page of the same project: the header's language link. */
export type OtherLanguage = {
  lang: string;
  /** Its own name ("Filipino"). */
  name: string;
  /** Its page, under the base path (`/fil/projects/flood-watch/`). */
  href: string;
};

/** Everything a project page shows. */
export type ProjectPageInput = {
  project: Project;
  /** The page's path segment (`flood-watch`). */
  slug: string;
  facts: CaseStudyFacts;
  /** The case study's sanitised HTML, or undefined when the project has none. */
  caseStudy?: { html: string; lang: string };
  /** The owner's name: the title's second half and the JSON-LD's author. */
  ownerName: string;
  /** The page's language (texts, dates, numbers). */
  i18n: Translator;
  /** The language the project's title and description are written in (the projects list's: the default). */
  projectLang: string;
  /** The base path, with both slashes. */
  basePath: string;
  /** The page's language's path under it: `''`, `fil/`. */
  languagePath: string;
  /** The site's absolute URL with a trailing slash, or '' without `SITE_URL`. */
  siteUrl: string;
  /** Every language of the site, the default first (hreflang alternates). */
  languages: SiteLanguages;
  others: readonly OtherLanguage[];
  /**
   * The page's share picture under the base path (`fil/projects/flood-watch/share.png`), when
   * the build drew it: `og:image` (with `SITE_URL`, which absolute URLs need).
   */
  shareImage?: string;
  /** URL of the page's stylesheet and of the pre-paint colour-mode script. */
  stylesheet: string;
  colourScript: string;
  /** URL of the static pages' search script (site-build/search/static-search-plugin.ts); no search without. */
  searchScript?: string;
  /** Whether the owner has posts: the navigation then leads to them after Home (docs/product.md § Posts). */
  posts?: boolean;
};

const e = escapeHtml;

/** The page's `<title>`: "{project} · {owner}". */
export function projectTitle(project: Project, ownerName: string, i18n: Translator): string {
  return i18n.t('project.title', { title: project.title, name: ownerName });
}

/** `lang` (and, on a page of the other direction, `dir`) for text in `lang` on a page in `pageLang`. */
export function langAttributes(lang: string, pageLang: string): string {
  if (lang === pageLang) return '';
  const dir = directionOf(lang) === directionOf(pageLang) ? '' : ` dir="${directionOf(lang)}"`;
  return ` lang="${e(lang)}"${dir}`;
}

function facts(input: ProjectPageInput): string {
  const { project, facts, i18n } = input;
  const { t, locale } = i18n;
  const rows: [string, string][] = [];
  if (project.language) rows.push([t('project.language'), `<bdi>${e(project.language)}</bdi>`]);
  if (project.stack) rows.push([t('project.stack'), `<bdi>${e(project.stack)}</bdi>`]);
  if (facts.topics?.length)
    rows.push([t('project.topics'), `<bdi>${e(facts.topics.join(', '))}</bdi>`]);
  if (facts.stars !== undefined)
    rows.push([t('project.stars'), e(new Intl.NumberFormat(locale).format(facts.stars))]);
  if (facts.updated) {
    const date = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(
      new Date(`${facts.updated}T00:00:00Z`),
    );
    rows.push([t('project.updated'), `<time datetime="${e(facts.updated)}">${e(date)}</time>`]);
  }
  if (facts.licence) rows.push([t('project.licence'), `<bdi>${e(facts.licence)}</bdi>`]);
  if (!rows.length) return '';
  return `<dl class="facts">${rows
    .map(([term, value]) => `<div><dt>${e(term)}</dt><dd>${value}</dd></div>`)
    .join('')}</dl>`;
}

/**
 * The link preview's tags (Open Graph, and X's card): title, description, the page's URL and
 * its share picture, each only with `SITE_URL` where it needs an absolute URL.
 */
function shareTags(input: ProjectPageInput): string {
  const { siteUrl, project, i18n } = input;
  const title = projectTitle(project, input.ownerName, i18n);
  return openGraphTags({
    type: 'website',
    title,
    description: project.description,
    url: siteUrl && `${siteUrl}${input.languagePath}projects/${input.slug}/`,
    image: siteUrl && input.shareImage ? `${siteUrl}${input.shareImage}` : '',
    imageAlt: title,
  }).join('\n');
}

/** JSON-LD `SoftwareSourceCode` (schema.org) for the page. */
export function softwareSourceCode(input: ProjectPageInput): Record<string, unknown> {
  const { project, facts } = input;
  return {
    '@context': 'https://schema.org',
    '@type': 'SoftwareSourceCode',
    name: project.title,
    description: project.description,
    codeRepository: facts.repository ?? project.url,
    ...(project.language ? { programmingLanguage: project.language } : {}),
    ...(facts.licence ? { license: facts.licence } : {}),
    ...(facts.homepage ? { url: facts.homepage } : {}),
    ...(facts.updated ? { dateModified: facts.updated } : {}),
    ...(facts.topics?.length ? { keywords: facts.topics.join(', ') } : {}),
    inLanguage: input.projectLang,
    author: {
      '@type': 'Person',
      name: input.ownerName,
      ...(input.siteUrl ? { url: input.siteUrl } : {}),
    },
  };
}

/**
 * The whole project page (docs/product.md § Project pages): the skip link;
 * a header with navigation "Main" (its one link "Home" leads back to the
 * language's home) and the link to each other language's page of the
 * project; then the project's picture, title (the one `h1`), description,
 * facts (main language, stack, topics, stars, last updated, licence, each
 * when known), the links "Source" and, with a homepage, "Live site", and
 * the case study. Text in another language than the page's carries `lang`.
 * The CSP `<meta>` is added by the build after this (`cspPlugin`).
 * @returns the HTML document.
 */
export function projectPage(input: ProjectPageInput): string {
  const { project, facts: known, i18n, basePath, languagePath, siteUrl, slug } = input;
  const { t, locale } = i18n;
  const page = `projects/${slug}/`;
  const home = e(`${basePath}${languagePath}`);
  const textLang = langAttributes(input.projectLang, locale);
  const source = known.repository ?? project.url;
  const links = [
    `<a href="${e(source)}" rel="noopener noreferrer">${e(t('project.source'))}</a>`,
    known.homepage
      ? `<a href="${e(known.homepage)}" rel="noopener noreferrer">${e(t('project.liveSite'))}</a>`
      : '',
  ].join('');
  const caseStudy = input.caseStudy
    ? `<section class="case-study" aria-label="${e(t('project.caseStudy'))}"${langAttributes(input.caseStudy.lang, locale)}>${input.caseStudy.html}</section>`
    : '';
  const others = input.others
    .map(
      (other) =>
        `<a class="language" href="${e(other.href)}" lang="${e(other.lang)}" dir="${directionOf(other.lang)}" hreflang="${e(other.lang)}">${e(other.name)}</a>`,
    )
    .join('');
  const search = input.searchScript
    ? staticSearchTags(i18n, `${basePath}${languagePath}`, input.searchScript)
    : undefined;
  return [
    staticPageHead({
      locale,
      colourScript: input.colourScript,
      stylesheet: input.stylesheet,
      title: projectTitle(project, input.ownerName, i18n),
      description: project.description,
      basePath,
      siteUrl,
      languagePath,
      page,
      languages: input.languages,
    }),
    shareTags(input),
    `<script type="application/ld+json">${jsonForScript(softwareSourceCode(input))}</script>`,
    search?.script,
    '</head>',
    '<body>',
    `<a class="skip-link" href="#project">${e(t('layout.skipToContent'))}</a>`,
    `<header class="bar"><nav aria-label="${e(t('nav.main'))}"><a href="${home}">${e(t('nav.home'))}</a>${
      input.posts ? `<a href="${home}posts/">${e(t('nav.writing'))}</a>` : ''
    }</nav>${search?.button ?? ''}${others}</header>`,
    `<main id="project" tabindex="-1" class="project"><article>`,
    `<header class="intro"><div class="picture"><img src="${e(project.background_image)}" alt="${e(project.alt)}"${textLang} width="400" height="225" fetchpriority="high"></div>`,
    `<div class="summary"><h1${textLang}>${e(project.title)}</h1><p class="description"${textLang}>${e(project.description)}</p>`,
    `<p class="links">${links}</p></div></header>`,
    facts(input),
    caseStudy,
    '</article></main>',
    search?.texts,
    '</body>',
    '</html>',
    '',
  ]
    .filter(Boolean)
    .join('\n');
}
