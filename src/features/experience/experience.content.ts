// Build only: the jobs are mapped from the résumé at build time; the page gets the result (docs/decisions/0048-a-section-is-a-folder-and-a-row.md).
import { array, type Infer, number, object } from 'superstruct';
import { HttpUrl, PublicPath, Text } from '#src/content/content-schema.ts';
import { cvSection, link, meta, textList } from '#src/content/cv-html.ts';
import { dateRangeInWords, need, type Resume, resumeDates } from '#src/content/owner-content.ts';
import {
  checkLinedUp,
  defineSection,
  type InitPicture,
  keptOrMade,
} from '#src/content/section-face.ts';
import { escapeHtml as e } from '#src/lib/html-escape.ts';

/** What `portfolio.json` adds to one `resume.json` `work` entry, matched by position in the list. */
export const JobExtras = object({
  /** Shown in the data only, e.g. "CONTRACTUAL", "JOB ORDER" (docs/product.md § Experience). */
  status: Text,
  /** The job's role tag, e.g. "maintenance". */
  role: Text,
  /** What the job produced, e.g. "web applications". */
  output: Text,
  /** The card's picture, a WebP in `public/` (640×360 px). */
  thumbnail: PublicPath,
  /** Alt text of the picture. */
  alt: Text,
});

/** One past job as the page's content holds it (docs/product.md § Experience). */
export const Experience = object({
  id: number(),
  title: Text,
  status: Text,
  description: Text,
  /** The year shown on the card, e.g. 2023. */
  year: number(),
  /** The date range in words, e.g. "March 2023 to December 2023". */
  date: Text,
  url: HttpUrl,
  tags: object({ location: Text, role: Text, output: Text }),
  thumbnail: PublicPath,
  /** Alt text of the thumbnail. */
  alt: Text,
});
export type Experience = Infer<typeof Experience>;

declare module '#src/content/content-schema.ts' {
  interface SectionContents {
    /** docs/product.md § Experience: three entries in the sample content; none hides the section. */
    experience: Experience[];
  }
}

/**
 * Your Past Experiences' build face (docs/product.md § Experience), from
 * `resume.json` `work` and `portfolio.json` `experience`, one entry per job in
 * the same order: title = `position`, year = the start year, date = the range
 * in words, `url`, description = `summary`, location tag = `location`; status,
 * role, output and picture from `portfolio.json`. The card shows title, year,
 * picture and link, so the browser gets only those; the CV page's "Work" shows
 * every job of the résumé in full.
 * @throws ContentError naming the field a card needs, or when the two files
 *   list a different number of jobs.
 */
export const experienceSection = defineSection({
  key: 'experience',
  portfolio: array(JobExtras),
  content: array(Experience),
  toContent: ({ resume, own, i18n }) => {
    const work = resume.work ?? [];
    checkLinedUp(own, work, {
      field: 'experience',
      resumeField: 'work',
      give: 'job its status, role, output, thumbnail and alt',
    });
    return work.map((job, index) => {
      const at = `work[${index}]`;
      const extras = own[index];
      const startDate = need(job.startDate, `${at}.startDate`, 'the start date');
      return {
        id: index + 1,
        title: need(job.position, `${at}.position`, 'the job title'),
        status: extras.status,
        description: need(job.summary, `${at}.summary`, 'what the job was'),
        year: Number(startDate.slice(0, 4)),
        date: dateRangeInWords(startDate, job.endDate, i18n),
        url: need(job.url, `${at}.url`, 'a link to the employer or the work'),
        tags: {
          location: need(job.location, `${at}.location`, 'where the job was'),
          role: extras.role,
          output: extras.output,
        },
        thumbnail: extras.thumbnail,
        alt: extras.alt,
      };
    });
  },
  home: { module: '#src/features/experience/experience-section.tsx', export: 'ExperienceSection' },
  pictures: (jobs) => jobs.map((job, index) => [`[${index}].thumbnail`, job.thumbnail]),
  // The card shows title, year, picture and link (docs/product.md § Experience).
  shipped: (jobs) =>
    jobs.map(
      ({ status: _status, tags: _tags, date: _date, description: _description, ...job }) => job,
    ),
  // The CV's "Work": per job its title, employer linked, dates in words, location,
  // summary and highlights (docs/product.md § CV and contact card).
  cv: {
    work: ({ resume, i18n }) =>
      cvSection(
        'cv-work',
        i18n.t('cv.work'),
        (resume.work ?? [])
          .map(
            (job) =>
              `<article class="entry"><h3>${e(job.position ?? '')}${
                job.name ? `<span class="at">, ${link(job.name, job.url)}</span>` : ''
              }</h3>${meta(resumeDates(i18n, job.startDate, job.endDate), job.location)}${
                job.summary ? `<p>${e(job.summary)}</p>` : ''
              }${textList(job.highlights, 'highlights')}</article>`,
          )
          .join(''),
      ),
  },
  textFields: ['*.role', '*.output', '*.alt'],
  lists: [{ path: [], item: 'job', fields: ['name', 'startDate'], namesOf: 'work', strip: true }],
  // A job still in the résumé keeps what the owner wrote for it; a new one gets status
  // "CURRENT" without an end date, else "PAST", its title as its role, "software" as its
  // output, and a drawn card with its position and employer (docs/make-it-yours.md).
  init: ({ resume, previous, i18n, pictureFile }) => {
    const pictures: InitPicture[] = [];
    const previousJobs = { items: previous.resume.work ?? [], own: previous.own };
    const own = keptOrMade(resume.work ?? [], previousJobs, jobKey, (job) => {
      const position = job.position ?? 'Job';
      const employer = job.name ?? '';
      const thumbnail = pictureFile('experience', `${position} ${employer}`.trim(), 'job');
      pictures.push({ path: thumbnail, card: { title: position, subtitle: employer } });
      return {
        status: job.endDate ? 'PAST' : 'CURRENT',
        role: position.toLowerCase(),
        output: 'software',
        thumbnail,
        alt: employer ? i18n.t('init.jobAlt', { position, employer }) : position,
      };
    });
    return { own, pictures };
  },
});

/** What tells one job from another across résumé versions. */
const jobKey = (job: NonNullable<Resume['work']>[number]) =>
  [job.name, job.position, job.startDate].join('|');
