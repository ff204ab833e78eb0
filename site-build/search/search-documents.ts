import { convert } from 'html-to-text';
import type { SiteContent } from '#src/content/content-schema.ts';
import type { Resume } from '#src/content/owner-content.ts';
import type { Project } from '#src/features/projects/api/project-schema.ts';
import { type SearchDocument, SUMMARY_CHARS } from '#src/features/search/search-index.ts';
import { slug } from '#src/lib/slug.ts';
import { markedPaths } from '../lib/fallback-text.ts';
import type { Post } from '../posts/post-file.ts';
import type { CaseStudyFacts } from '../projects/case-study-file.ts';
import { caseStudyHtml } from '../projects/case-study-html.ts';

/**
 * The documents of one language's search index (docs/product.md § Search):
 * the projects, the owner's posts, the jobs, the skills and the courses, as
 * {@link SearchDocument}s, from the content the build already reads (the
 * projects list and case studies, `content/posts/`, each language's résumé
 * and site content). Pure functions: `search-plugin.ts` reads the files,
 * gives them here and writes each language's `search-index.json`.
 */

/**
 * The longest `text` a document carries, in UTF-16 code units (about 20 KB):
 * a post's or case study's plain text is cut there, so one huge post cannot
 * make the index huge; the words after it are not found (docs/product.md § Search).
 */
export const TEXT_CHARS = 20_000;

/** Where the index's documents lead: the site's base path and the index's language. */
export type SearchPlace = {
  /** The site's base path, with both slashes (`/`, `/portfolio/`). */
  basePath: string;
  /** The index's language (`fil`). */
  lang: string;
  /** Its path under the base path: `''` for the default language, `fil/`. */
  path: string;
  /** The site's default language (`en`): the projects list's texts are written in it. */
  defaultLang: string;
};

/** One language's owner content, as `readOwnerContent` gives it (`LanguageContent`). */
export type SearchContent = {
  site: SiteContent;
  resume: Resume;
  /** The documents with each fallen-back text marked (`LanguageContent.marked`), when there are any. */
  marked?: { lang: string; resume: Resume };
};

/** One project of the bundled list, with what the build knows of it in the index's language. */
export type SearchProject = {
  project: Project;
  /** Its page's path segment (`projectSlug`): also its document's key. */
  slug: string;
  /** Whether the build writes its page (not with `caseStudies: false`); else the result leads to `project.url`. */
  paged: boolean;
  /**
   * Its case study in the index's language, else in the default language
   * (`readCaseStudy`), when it has one and a page.
   */
  study?: { markdown: string; facts: CaseStudyFacts; translated: boolean };
  /** The default language's case study's facts, which a translation's own add to (`topics`). */
  facts?: CaseStudyFacts;
};

/**
 * `text` on one line, cut to at most {@link SUMMARY_CHARS} characters at a
 * word with "…" when it is longer (never in the middle of a surrogate pair).
 * @returns '' for a text of only spaces.
 */
export function summaryOf(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= SUMMARY_CHARS) return flat;
  let head = flat.slice(0, SUMMARY_CHARS - 1);
  if (/[\uD800-\uDBFF]$/.test(head)) head = head.slice(0, -1);
  const space = head.lastIndexOf(' ');
  // A word is kept whole when that loses at most half the line.
  if (space > SUMMARY_CHARS / 2) head = head.slice(0, space);
  return `${head.replace(/[\s\p{P}]+$/u, '')}…`;
}

/** `text` cut to {@link TEXT_CHARS}, at a space when there is one in its last hundred characters. */
function capped(text: string): string {
  if (text.length <= TEXT_CHARS) return text;
  let head = text.slice(0, TEXT_CHARS);
  if (/[\uD800-\uDBFF]$/.test(head)) head = head.slice(0, -1);
  const space = head.lastIndexOf(' ');
  return space > TEXT_CHARS - 100 ? head.slice(0, space) : head;
}

/**
 * The plain text of Markdown (a post or a case study, front matter already
 * removed) as its page shows it: rendered and sanitised as the page's is
 * (`caseStudyHtml`: GitHub-flavoured Markdown, raw HTML cleaned, a picture
 * as its alt text), then the tags taken out and entities decoded
 * (html-to-text); code stays as its text, without its fence; on one line,
 * cut to {@link TEXT_CHARS}. Never throws.
 * @param basePath the site's base path (as the page renders local pictures).
 */
export function markdownText(markdown: string, basePath: string): string {
  const { html } = caseStudyHtml(markdown, { pictureSize: () => undefined, basePath });
  const text = convert(html, {
    wordwrap: false,
    selectors: [
      { selector: 'a', options: { ignoreHref: true } },
      { selector: 'img', format: 'skip' },
      ...['h1', 'h2', 'h3', 'h4', 'h5', 'h6'].map((selector) => ({
        selector,
        options: { uppercase: false },
      })),
      { selector: 'ul', options: { itemPrefix: ' ' } },
      // A table's cells as blocks: html-to-text's own layout runs a row's cells together.
      ...['table', 'tr', 'th', 'td'].map((selector) => ({ selector, format: 'block' })),
    ],
  });
  return capped(text.replace(/\s+/g, ' ').trim());
}

/** `text` joined with spaces, each trimmed, empty ones left out. */
const words = (...texts: readonly (string | undefined)[]) =>
  texts
    .map((text) => text?.trim())
    .filter(Boolean)
    .join(' ');

/** The key of `text` in an id: its slug, or the text itself (lower case) in a script slug drops. */
const keyOf = (text: string) => slug(text, '') || text.trim().toLowerCase();

/** The CV page's section ids (site-build/cv/cv-page.ts `cvSection`). */
const CV_SECTIONS = { skills: 'cv-skills', certificates: 'cv-certificates' } as const;

/**
 * The projects' documents: title and summary as the project's card shows
 * them (the list's `title` and `description`), keywords its language, stack
 * and its case study's `topics`, text its description and its case study's
 * plain text ({@link markdownText}); the url its page in the index's
 * language (`{base}{path}projects/{slug}/`), or `project.url` when it has
 * none. The list's texts are the default language's, so in another
 * language's index every project carries `lang` (as its card does).
 * @returns one document per project, id `project:{slug}`, in the list's order.
 */
export function projectDocuments(
  projects: readonly SearchProject[],
  place: SearchPlace,
): SearchDocument[] {
  return projects.map(({ project, slug: key, paged, study, facts }) => {
    const topics = study?.facts.topics ?? facts?.topics ?? [];
    return {
      id: `project:${key}`,
      kind: 'project',
      title: project.title,
      summary: summaryOf(project.description),
      keywords: words(project.language, project.stack, ...topics),
      text: capped(
        words(project.description, study && markdownText(study.markdown, place.basePath)),
      ),
      url: paged ? `${place.basePath}${place.path}projects/${key}/` : project.url,
      ...(place.lang === place.defaultLang ? {} : { lang: place.defaultLang }),
    };
  });
}

/**
 * The posts' documents: each post as the index's language's posts list
 * shows it (its translation, else its own language's file, as
 * posts-plugin.ts `linkOf` picks it): title, summary (front matter
 * `summary`, else the start of the text), keywords its tags, text its
 * Markdown as plain text ({@link markdownText}), the url its page in the
 * language it is written in (`{base}{that language's path}posts/{slug}/`),
 * and `lang` when that is not the index's. A draft (the post's or its
 * translation's `draft: true`) is never a document, whatever `posts` holds.
 * @param pathOf a language's path under the base path (`''`, `fil/`).
 * @returns one document per published post, id `post:{slug}`, in `posts`' order.
 */
export function postDocuments(
  posts: readonly Post[],
  place: SearchPlace,
  pathOf: (lang: string) => string,
): SearchDocument[] {
  return posts.flatMap((post): SearchDocument[] => {
    const translation = post.files.get(place.lang);
    const file = translation && !translation.meta.draft ? translation : post.original;
    if (post.original.meta.draft || file.meta.draft) return [];
    const text = markdownText(file.markdown, place.basePath);
    return [
      {
        id: `post:${post.slug}`,
        kind: 'post',
        title: file.meta.title,
        summary: summaryOf(file.meta.summary ?? text),
        keywords: words(...(file.meta.tags ?? post.original.meta.tags ?? [])),
        text: capped(words(file.meta.summary, text)),
        url: `${place.basePath}${pathOf(file.lang)}posts/${post.slug}/`,
        ...(file.lang === place.lang ? {} : { lang: file.lang }),
      },
    ];
  });
}

/**
 * The jobs' documents, one per entry of the language's `experience`: title
 * the entry's title (the position), summary its description, keywords its
 * tags (location, role, output) and the résumé job's employer (`name`), text
 * the job's summary and highlights; the url its heading on Home
 * (`{base}{path}#experience-{id}`, src/features/experience/experience-section.tsx),
 * and `lang` when the title fell back to the default language's.
 * @returns ids `experience:{employer}-{startDate}` (the résumé job's, which
 *   stays when jobs are added or reordered; `experience:{id}` without one).
 */
export function experienceDocuments(
  { site, resume }: SearchContent,
  place: SearchPlace,
): SearchDocument[] {
  const fallback = site.fallback;
  return site.experience.map((entry, index) => {
    const job = resume.work?.[index];
    const key = job?.name && job.startDate ? `${keyOf(job.name)}-${job.startDate}` : entry.id;
    return {
      id: `experience:${key}`,
      kind: 'experience',
      title: entry.title,
      summary: summaryOf(entry.description),
      keywords: words(entry.tags.location, entry.tags.role, entry.tags.output, job?.name),
      text: capped(words(job?.summary ?? entry.description, ...(job?.highlights ?? []))),
      url: `${place.basePath}${place.path}#experience-${entry.id}`,
      ...(fallback?.paths.includes(`experience.${index}.title`) ? { lang: fallback.lang } : {}),
    };
  });
}

/**
 * The skills' documents, one per `resume.skills` entry with a name: title
 * the name, summary its level and keywords ("Advanced · TypeScript, React"),
 * so a result shows the word it was found by; keywords its keywords; the url the CV page's
 * Skills section (`{base}{path}cv/#cv-skills`), and `lang` when the name
 * fell back to the default language's.
 * @returns ids `skill:{name}`.
 */
export function skillDocuments(
  { resume, marked }: SearchContent,
  place: SearchPlace,
): SearchDocument[] {
  const fallen = new Set(marked ? markedPaths(marked.resume) : []);
  return (resume.skills ?? []).flatMap((skill, index): SearchDocument[] => {
    const name = skill.name?.trim();
    if (!name) return [];
    return [
      {
        id: `skill:${keyOf(name)}`,
        kind: 'skill',
        title: name,
        summary: summaryOf(
          [skill.level, (skill.keywords ?? []).join(', ')].filter(Boolean).join(' · '),
        ),
        keywords: words(...(skill.keywords ?? [])),
        text: '',
        url: `${place.basePath}${place.path}cv/#${CV_SECTIONS.skills}`,
        ...(marked && fallen.has(`skills.${index}.name`) ? { lang: marked.lang } : {}),
      },
    ];
  });
}

/**
 * The courses' documents, one per entry of the language's `courses`: title
 * the course's name, summary its description ("Course - {issuer}" in the
 * language), keywords its issuer; the url the certificate's own when the
 * résumé gives an http(s) one, else the CV page's Certificates section
 * (`{base}{path}cv/#cv-certificates`).
 * @returns ids `course:{name}` (`-{date}` added when the résumé dates it).
 */
export function courseDocuments(
  { site, resume }: SearchContent,
  place: SearchPlace,
): SearchDocument[] {
  return site.courses.map((course, index) => {
    const certificate = resume.certificates?.[index];
    const own = certificate?.url && /^https?:\/\//i.test(certificate.url) ? certificate.url : '';
    return {
      id: `course:${keyOf(course.title)}${certificate?.date ? `-${certificate.date}` : ''}`,
      kind: 'course',
      title: course.title,
      summary: summaryOf(course.description),
      keywords: words(certificate?.issuer),
      text: '',
      url: own || `${place.basePath}${place.path}cv/#${CV_SECTIONS.certificates}`,
    };
  });
}

/**
 * `documents` with every id unique: a repeated id gets `#2`, `#3` … in
 * order (the sample's three "Dummy Course" entries), a character no slug has.
 */
export function uniqueIds(documents: readonly SearchDocument[]): SearchDocument[] {
  const seen = new Map<string, number>();
  return documents.map((document) => {
    const count = (seen.get(document.id) ?? 0) + 1;
    seen.set(document.id, count);
    return count === 1 ? document : { ...document, id: `${document.id}#${count}` };
  });
}

/** Everything one language's index is made of. */
export type SearchSources = {
  place: SearchPlace;
  content: SearchContent;
  projects: readonly SearchProject[];
  posts: readonly Post[];
  /** A language's path under the base path (`''`, `fil/`), for a post in another language. */
  pathOf: (lang: string) => string;
};

/**
 * One language's documents (docs/product.md § Search): projects, posts,
 * jobs, skills and courses, in that order, every id unique ({@link uniqueIds}).
 */
export function searchDocuments(sources: SearchSources): SearchDocument[] {
  const { place, content } = sources;
  return uniqueIds([
    ...projectDocuments(sources.projects, place),
    ...postDocuments(sources.posts, place, sources.pathOf),
    ...experienceDocuments(content, place),
    ...skillDocuments(content, place),
    ...courseDocuments(content, place),
  ]);
}
