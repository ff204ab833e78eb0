// Build only: the résumé's sections are mapped at build time, one module per language; the page loads the result (docs/decisions/0048-a-section-is-a-folder-and-a-row.md).
import { type Resume, resumeDates, webUrl } from '#src/content/owner-content.ts';
import type { Translator } from '#src/i18n/translator.ts';

/**
 * The résumé's sections a visitor of Home cares about after the work
 * (docs/product.md § Résumé sections): publications, awards and volunteer
 * work, mapped at build time to what the page shows, dates already in words
 * in the page's language. The browser gets one language's object as a lazily
 * loaded module (`virtual:resume-sections`, site-build/resume-sections-plugin.ts),
 * never the résumé. Entries without their main text (a publication's
 * `name`, an award's `title`, a volunteer entry's `position` or
 * `organization`) are left out; an empty list leaves its section out.
 */
export type HomeResumeSections = {
  publications: HomeEntry[];
  awards: HomeEntry[];
  volunteer: HomeEntry[];
  /**
   * The texts the page's translation leaves out (docs/product.md § Languages):
   * their language's tag and dotted paths (`awards.0.title`), shown with
   * `lang` (`useFallbackLang`). Absent: all in the page's language.
   */
  fallback?: { lang: string; paths: string[] };
};

/** One line of a home section: the title, a link when the résumé gives an http(s) URL, facts and a summary. */
export type HomeEntry = {
  /** The publication's name, the award's title, the volunteer position. */
  title: string;
  /** A publication's own page: an absolute http(s) URL only (anything else is dropped). */
  url?: string;
  /** Publisher, awarder or organisation, and the date in words, joined by " · ". */
  meta?: string;
  summary?: string;
};

function entry(
  title: string | undefined,
  url: string | undefined,
  facts: Array<string | undefined>,
  summary: string | undefined,
): HomeEntry[] {
  if (!title) return [];
  const href = webUrl(url);
  const meta = facts.filter(Boolean).join(' · ');
  return [
    { title, ...(href && { url: href }), ...(meta && { meta }), ...(summary && { summary }) },
  ];
}

/**
 * Maps the résumé's `publications`, `awards` and `volunteer` onto
 * {@link HomeResumeSections}, dates in `i18n`'s language ("March 2024";
 * a volunteer entry's range "June 2019 to now"). Only a publication's title
 * is a link (docs/product.md § Résumé sections, "On Home").
 */
export function homeResumeSections(resume: Resume, i18n: Translator): HomeResumeSections {
  return {
    publications: (resume.publications ?? []).flatMap((item) =>
      entry(
        item.name,
        item.url,
        [item.publisher, item.releaseDate && resumeDates(i18n, undefined, item.releaseDate)],
        item.summary,
      ),
    ),
    awards: (resume.awards ?? []).flatMap((item) =>
      entry(
        item.title,
        undefined,
        [item.awarder, item.date && resumeDates(i18n, undefined, item.date)],
        item.summary,
      ),
    ),
    volunteer: (resume.volunteer ?? []).flatMap((item) =>
      entry(
        item.position || item.organization,
        // JSON Resume's `url` here is the organisation's site: linked from the position's
        // name it would mislead (WCAG 2.4.4), so only the CV links it, from the organisation.
        undefined,
        [
          item.position ? item.organization : undefined,
          resumeDates(i18n, item.startDate, item.endDate),
        ],
        item.summary,
      ),
    ),
  };
}

/** Whether Home has any of the sections to show. */
export function hasHomeResumeSections(sections: HomeResumeSections): boolean {
  return Boolean(
    sections.publications.length || sections.awards.length || sections.volunteer.length,
  );
}
