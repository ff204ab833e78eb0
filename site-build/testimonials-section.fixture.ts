import { array, nonempty, object, string } from 'superstruct';
import { PublicPath } from '#src/content/content-schema.ts';
import { defineSection } from '#src/content/section-face.ts';

const Quote = object({ quote: nonempty(string()), by: nonempty(string()), picture: PublicPath });

/**
 * A throw-away section's build face for the tests of the list of sections
 * (./sections.test.ts): a quote per résumé reference, with a picture the
 * browser does not get.
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
