import { cvSection, link, meta, textList } from '#src/content/cv-html.ts';
import type { PublishChoices, Resume } from '#src/content/owner-content.ts';
import { resumeDates } from '#src/content/owner-content.ts';
import type { Translator } from '#src/i18n/translator.ts';
import { escapeHtml } from '#src/lib/html-escape.ts';

/**
 * The CV page's sections beyond work, projects, education, certificates and
 * skills (docs/product.md § Résumé sections): volunteer work, awards,
 * publications, interests and references, each written from the résumé by a
 * function of its own, and each '' (left out) when it has nothing to show.
 * `cvPage` (site-build/cv/cv-page.ts) places them. Every value from the résumé is
 * HTML-escaped here, and only http(s) URLs become links.
 */

const e = escapeHtml;

function paragraph(text: string | undefined): string {
  return text ? `<p>${e(text)}</p>` : '';
}

/** Volunteer work: position (or organisation), organisation linked, dates, summary, highlights. */
export function volunteerSection(resume: Resume, i18n: Translator): string {
  const body = (resume.volunteer ?? [])
    .filter((item) => item.position || item.organization)
    .map((item) => {
      const title = item.position || item.organization || '';
      const at = item.position && item.organization;
      return `<article class="entry"><h3>${at ? e(title) : link(title, item.url)}${
        at ? `<span class="at">, ${link(item.organization ?? '', item.url)}</span>` : ''
      }</h3>${meta(resumeDates(i18n, item.startDate, item.endDate))}${paragraph(item.summary)}${textList(
        item.highlights,
        'highlights',
      )}</article>`;
    })
    .join('');
  return cvSection('cv-volunteer', i18n.t('resume.volunteer'), body);
}

/** Awards: title, awarder, date in words, summary. */
export function awardsSection(resume: Resume, i18n: Translator): string {
  const body = (resume.awards ?? [])
    .filter((item) => item.title)
    .map(
      (item) =>
        `<article class="entry"><h3>${e(item.title ?? '')}</h3>${meta(
          item.awarder,
          resumeDates(i18n, undefined, item.date),
        )}${paragraph(item.summary)}</article>`,
    )
    .join('');
  return cvSection('cv-awards', i18n.t('resume.awards'), body);
}

/** Publications: name (linked to its URL when http(s)), publisher, release date in words, summary. */
export function publicationsSection(resume: Resume, i18n: Translator): string {
  const body = (resume.publications ?? [])
    .filter((item) => item.name)
    .map(
      (item) =>
        `<article class="entry"><h3>${link(item.name ?? '', item.url)}</h3>${meta(
          item.publisher,
          resumeDates(i18n, undefined, item.releaseDate),
        )}${paragraph(item.summary)}</article>`,
    )
    .join('');
  return cvSection('cv-publications', i18n.t('resume.publications'), body);
}

/** Interests: one line each, "Name: keyword, keyword". */
export function interestsSection(resume: Resume, i18n: Translator): string {
  const items = (resume.interests ?? [])
    .filter((item) => item.name)
    .map(
      (item) =>
        `<li><strong>${e(item.name ?? '')}</strong>${
          item.keywords?.length ? `: ${e(item.keywords.join(', '))}` : ''
        }</li>`,
    );
  return cvSection(
    'cv-interests',
    i18n.t('resume.interests'),
    items.length ? `<ul class="plain">${items.join('')}</ul>` : '',
  );
}

/**
 * References, only when the owner publishes them (`portfolio.json`
 * `publish.references`, the same choice as for `/resume.json`; docs/product.md
 * § Privacy): they name other people. Each is a quotation with its author.
 */
export function referencesSection(
  resume: Resume,
  i18n: Translator,
  publish: PublishChoices = {},
): string {
  if (!publish.references) return '';
  const body = (resume.references ?? [])
    .filter((item) => item.reference)
    .map(
      (item) =>
        `<figure class="reference"><blockquote><p>${e(item.reference ?? '')}</p></blockquote>${
          item.name ? `<figcaption>${e(item.name)}</figcaption>` : ''
        }</figure>`,
    )
    .join('');
  return cvSection('cv-references', i18n.t('resume.references'), body);
}
