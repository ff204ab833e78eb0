// Build only: the sections' faces map the owner's files at build time; the page gets their content (docs/decisions/0048-a-section-is-a-folder-and-a-row.md).
import { coursesSection } from '#src/features/courses/courses.content.ts';
import { demoReelSection } from '#src/features/demo-reel/demo-reel.content.ts';
import { experienceSection } from '#src/features/experience/experience.content.ts';
import { availabilitySection } from '#src/features/profile/availability.content.ts';

/**
 * The one list of the sections that take a field of the owner's content: each
 * row is a section's build face (`src/features/<name>/<name>.content.ts`,
 * `defineSection`), and everything the build and `npm run init` do with that
 * content loops over this list without naming a section (src/app/site-content.ts,
 * site-build/home-sections-plugin.ts): `portfolio.json`'s schema, the mapping
 * onto the page's content and its check, the pictures the page needs, what the
 * browser gets with the first view and with the on-demand texts, what a
 * language's translation overlay lines up and may leave out, Home's main
 * column, the CV page's parts, and what `npm run init` asks and writes for
 * each section (docs/decisions/0048-a-section-is-a-folder-and-a-row.md).
 *
 * The order is the order of the fields in the page's content object, of the
 * sections Home's main column places, and of the CV parts the CV's order does
 * not name; a section in one of the layout's own places (the profile header,
 * the navigation panel, the footer) is placed by src/app/home-page.tsx.
 * Adding a section: its folder with its face, and one row here
 * (CONTRIBUTING.md, "Add a feature folder").
 */
export const SECTIONS = [
  experienceSection,
  coursesSection,
  availabilitySection,
  demoReelSection,
] as const;
