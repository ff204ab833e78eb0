import {
  array,
  type Infer,
  nonempty,
  object,
  optional,
  pattern,
  refine,
  size,
  string,
  union,
} from 'superstruct';

/**
 * The shape of the owner's content every section shares (docs/product.md §
 * Configuration: one typed content module, checked at build time): the
 * owner's identity, and the field types sections build on. Each section's
 * field is its face's (src/content/section-face.ts); the whole schema is
 * composed in src/app/site-content.ts, which the build checks the mapped
 * content against, so a typo in a URL or a missing field stops the build with
 * the field's path instead of shipping a broken page.
 */

/** An absolute http(s) URL: the only kind of link the page renders. */
export const HttpUrl = refine(string(), 'HttpUrl', (value) => {
  try {
    const { protocol } = new URL(value);
    return protocol === 'http:' || protocol === 'https:'
      ? true
      : `expected an http(s) URL, got "${value}"`;
  } catch {
    return `expected an absolute URL, got "${value}"`;
  }
});

/**
 * A path to a file in `public/`, relative to the site's base path
 * (e.g. `images/courses/react.webp`); rendered through `asset()`.
 */
export const PublicPath = pattern(string(), /^(?!\/)(?!.*\.\.)[\w./-]+$/);

/** A text that is not empty: what every field a page shows must be. */
export const Text = nonempty(string());
/**
 * A text, or its runs: the same text cut where its language changes, an odd number of them,
 * at least three (the odd ones in another language; see `availability.summary`).
 */
export const TextRuns = union([
  Text,
  refine(array(string()), 'TextRuns', (runs) => runs.length >= 3 && runs.length % 2 === 1),
]);

/** A profile link (docs/product.md § Profile: social network page, code-hosting profile). */
export const ProfileLink = object({
  /** Site name, also the link's accessible name (docs/product.md § Profile: "LinkedIn", "GitHub"). */
  site: Text,
  url: HttpUrl,
});

/**
 * The page's content every section shares: the owner's identity (docs/product.md
 * § Profile) and which texts fell back to the default language. Each section
 * adds its own field ({@link SectionContents}).
 */
export const SiteIdentity = object({
  /** The owner's full name: page title, header heading, manifest name. */
  name: Text,
  /** Short name for the home-screen icon (12 characters or fewer). */
  shortName: size(Text, 1, 12),
  /** One line under the name, e.g. "Full-stack web developer". */
  headline: Text,
  /** A sentence or two about the owner; also the meta description. */
  bio: Text,
  /** Where the owner lives, in words, e.g. "Metro Manila, Philippines"; shown after the headline when given. */
  location: optional(Text),
  avatar: PublicPath,
  /**
   * The profile links, in order (docs/product.md § Profile): the social
   * network page and the code-hosting profile in the sample ("LinkedIn", "GitHub"); none: no links.
   */
  profiles: array(ProfileLink),
  /**
   * Texts of this language's page that its translation leaves out, so they are
   * in the default language (docs/product.md § Languages): that language's tag
   * and the fields' dotted paths (`demoReel.title`, `experience.0.title`), whose
   * elements carry `lang` (`useFallbackLang`). Set by the build for another
   * language's content only; absent: every text is in the page's language.
   */
  fallback: optional(object({ lang: Text, paths: array(string()) })),
});
export type SiteIdentity = Infer<typeof SiteIdentity>;

/**
 * Each Home section's field of the page's content, declared by the section's
 * build face (`declare module` in `src/features/<name>/<name>.content.ts`),
 * so this kernel names no section; `src/app/sections.ts` lists the faces and
 * fails the type check when this and the list disagree
 * (docs/decisions/0048-a-section-is-a-folder-and-a-row.md).
 */
// biome-ignore lint/suspicious/noEmptyInterface: each section's face adds its field by declaration merging.
export interface SectionContents {}

/** Everything the page shows of the owner, in the page's language: the identity and each section's field. */
export type SiteContent = SiteIdentity & SectionContents;
