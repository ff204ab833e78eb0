// Build only: the courses are mapped from the résumé at build time; the page gets the result (docs/decisions/0048-a-section-is-a-folder-and-a-row.md).
import { array, type Infer, number, object } from 'superstruct';
import { PublicPath, Text } from '#src/content/content-schema.ts';
import { cvSection, link } from '#src/content/cv-html.ts';
import { need, type Resume } from '#src/content/owner-content.ts';
import {
  checkLinedUp,
  defineSection,
  type InitPicture,
  keptOrMade,
} from '#src/content/section-face.ts';
import { resumeDateInWords } from '#src/i18n/dates.ts';
import { escapeHtml as e } from '#src/lib/html-escape.ts';

/** One course of the Courses Taken panel (docs/product.md § Courses). */
export const Course = object({
  id: number(),
  title: Text,
  /** "Course - {author}" (docs/product.md § Courses), in the page's language (catalogue's `courses.description`). */
  description: Text,
  thumbnail: PublicPath,
});
export type Course = Infer<typeof Course>;

declare module '#src/content/content-schema.ts' {
  interface SectionContents {
    /** docs/product.md § Courses: ten entries in the sample content; none hides the panel. */
    courses: Course[];
  }
}

/**
 * The Courses Taken panel's build face (docs/product.md § Courses), from
 * `resume.json` `certificates` and `portfolio.json` `courses` (each its
 * 80×80 px thumbnail), in the same order: title = `name`, description
 * "Course - {issuer}" in the page's language. The CV page's "Certificates"
 * lists the same certificates with their links and dates.
 * @throws ContentError naming the field, or when the two files list a
 *   different number of courses.
 */
export const coursesSection = defineSection({
  key: 'courses',
  portfolio: array(object({ thumbnail: PublicPath })),
  content: array(Course),
  toContent: ({ resume, own, i18n }) => {
    const certificates = resume.certificates ?? [];
    checkLinedUp(own, certificates, {
      field: 'courses',
      resumeField: 'certificates',
      give: 'its thumbnail',
    });
    return certificates.map((certificate, index) => ({
      id: index + 1,
      title: need(certificate.name, `certificates[${index}].name`, 'the course’s name'),
      description: i18n.t('courses.description', {
        issuer: need(certificate.issuer, `certificates[${index}].issuer`, 'who gave it'),
      }),
      thumbnail: own[index].thumbnail,
    }));
  },
  pictures: (courses) => courses.map((course, index) => [`[${index}].thumbnail`, course.thumbnail]),
  // The CV's "Certificates": name linked, issuer, date in words (docs/product.md § CV and contact card).
  cv: {
    certificates: ({ resume, i18n }) => {
      const items = (resume.certificates ?? []).map(
        (certificate) =>
          `<li>${link(certificate.name ?? '', certificate.url)}${
            certificate.issuer ? ` <span class="muted">· ${e(certificate.issuer)}</span>` : ''
          }${certificate.date ? ` <span class="muted">· ${e(resumeDateInWords(certificate.date, i18n))}</span>` : ''}</li>`,
      );
      return cvSection(
        'cv-certificates',
        i18n.t('cv.certificates'),
        items.length ? `<ul class="columns">${items.join('')}</ul>` : '',
      );
    },
  },
  lists: [
    {
      path: [],
      item: 'certificate',
      fields: ['name', 'date'],
      namesOf: 'certificates',
      strip: true,
    },
  ],
  // A certificate still in the résumé keeps its thumbnail; a new one gets a drawn tile.
  init: ({ resume, previous, pictureFile }) => {
    const pictures: InitPicture[] = [];
    const previousCourses = { items: previous.resume.certificates ?? [], own: previous.own };
    const own = keptOrMade(
      resume.certificates ?? [],
      previousCourses,
      certificateKey,
      (certificate) => {
        const thumbnail = pictureFile('courses', certificate.name ?? '', 'course');
        pictures.push({ path: thumbnail, tile: certificate.name ?? 'Course' });
        return { thumbnail };
      },
    );
    return { own, pictures };
  },
});

/** What tells one certificate from another across résumé versions. */
const certificateKey = (certificate: NonNullable<Resume['certificates']>[number]) =>
  [certificate.name, certificate.issuer].join('|');
