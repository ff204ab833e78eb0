// Build only: the reel's fields are checked at build time; the page gets them (docs/decisions/0048-a-section-is-a-folder-and-a-row.md).
import { type Infer, object, optional } from 'superstruct';
import { PublicPath, Text } from '#src/content/content-schema.ts';
import { defineSection } from '#src/content/section-face.ts';

/** The demo reel (docs/product.md § Demo reel), as `portfolio.json` gives it and the page shows it. */
export const DemoReel = object({
  title: Text,
  /** The small caption of the footer strip (docs/product.md § Demo reel). */
  caption: Text,
  /** Poster image shown before the video plays. */
  poster: PublicPath,
  /**
   * What the reel shows, in words: the text alternative of the video
   * (WCAG 1.2.1 for a reel without sound), shown under the video dialog's
   * title and tied to the video with `aria-describedby` (docs/product.md § Demo reel).
   */
  description: Text,
  /**
   * Captions (a WebVTT file in `public/`) for a reel with speech or other
   * meaningful sound (WCAG 1.2.2); shown by default. Leave it out for a
   * silent reel such as the bundled sample.
   */
  captions: optional(
    object({
      src: PublicPath,
      /** BCP 47 language of the captions, e.g. "en". */
      lang: Text,
      /** The name the video's caption menu shows, e.g. "English". */
      label: Text,
    }),
  ),
});
export type DemoReel = Infer<typeof DemoReel>;

/** The fields of the reel that ship with the language's on-demand texts, not the first view. */
const ON_DEMAND = ['description'] as const;

/**
 * The reel as the browser's first view gets it: the fields of {@link ON_DEMAND} (the
 * description, which only the video dialog shows) come with the language's on-demand texts,
 * which the dialog's code waits for (src/main.tsx adds them to the page's content).
 */
export type ShippedDemoReel = Omit<DemoReel, (typeof ON_DEMAND)[number]> &
  Partial<Pick<DemoReel, (typeof ON_DEMAND)[number]>>;

declare module '#src/content/content-schema.ts' {
  interface SectionContents {
    demoReel: DemoReel;
  }
}

/** The footer's demo reel strip and its video dialog (docs/product.md § Demo reel): `portfolio.json` `demoReel`, as it is. */
export const demoReelSection = defineSection({
  key: 'demoReel',
  portfolio: DemoReel,
  content: DemoReel,
  toContent: ({ own }) => own,
  pictures: (reel) => [['.poster', reel.poster]],
  // Only the video dialog shows the description: it loads with the dialog's texts.
  onDemand: ON_DEMAND,
  textFields: ['title', 'caption', 'description'],
});
