import { array, nonempty, object, string } from 'superstruct';
import { PublicPath } from '#src/content/content-schema.ts';
import { cvSection } from '#src/content/cv-html.ts';
import { defineSection, InitFlagError } from '#src/content/section-face.ts';
import { escapeHtml as e } from '#src/lib/html-escape.ts';

const Quote = object({ quote: nonempty(string()), by: nonempty(string()), picture: PublicPath });

/**
 * A throw-away section's build face for the tests of the list of sections
 * (./sections.test.ts): a quote per résumé reference, with a picture the
 * browser does not get, a place in Home's main column, a part of the CV page
 * the CV's order does not name, and a flag of `npm run init`.
 */
export const testimonialsSection = defineSection({
  key: 'testimonials',
  portfolio: array(Quote),
  content: array(Quote),
  toContent: ({ own, resume }) =>
    own.map((item, index) => ({
      ...item,
      by: `${item.by}, ${resume.references?.[index]?.name ?? ''}`,
    })),
  pictures: (items) => items.map((item, index) => [`[${index}].picture`, item.picture]),
  shipped: (items) => items.map(({ picture: _picture, ...item }) => item),
  home: { module: '#src/features/testimonials/testimonials-section.tsx', export: 'Testimonials' },
  cv: {
    testimonials: ({ content }) =>
      cvSection(
        'cv-testimonials',
        'Testimonials',
        content
          .map(({ quote, by }) => `<blockquote><p>${e(quote)}</p><p>${e(by)}</p></blockquote>`)
          .join(''),
      ),
  },
  // npm run init --testimonial QUOTE: one quote by "A client".
  initOptions: {
    flags: { testimonial: { type: 'string' } },
    synopsis: '[--testimonial QUOTE]',
    usage: '  --testimonial QUOTE   what a client said of your work',
    fromFlags: ({ testimonial }) => {
      if (testimonial === undefined) return undefined;
      if (typeof testimonial !== 'string' || !testimonial.trim()) {
        throw new InitFlagError(
          '--testimonial needs the words, e.g. --testimonial "Ships on time."',
        );
      }
      return [{ quote: testimonial.trim(), by: 'A client', picture: 'images/client.webp' }];
    },
    ask: async () => ({}),
  },
  textFields: ['*.quote'],
  lists: [{ path: [], item: 'testimonial', fields: ['name'], namesOf: 'references', strip: true }],
  // A quote per reference of the résumé, each with a drawn card naming its author.
  init: ({ resume, pictureFile }) => {
    const own = (resume.references ?? []).map((reference) => ({
      quote: reference.reference ?? '',
      by: reference.name ?? '',
      picture: pictureFile('testimonials', reference.name ?? '', 'person'),
    }));
    return {
      own,
      pictures: own.map(({ by, picture }) => ({
        path: picture,
        card: { title: by, subtitle: '' },
      })),
    };
  },
});
