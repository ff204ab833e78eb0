// Build only: the owner's files are mapped at build time; the browser gets the result (docs/decisions/0048-a-section-is-a-folder-and-a-row.md).
import { type Infer, object } from 'superstruct';
import { type SiteContent as PageContent, SiteIdentity } from '#src/content/content-schema.ts';
import { english, OwnerFields, type Resume, toIdentity } from '#src/content/owner-content.ts';
import type {
  AnyStruct,
  InitPicture,
  SectionFace,
  SectionInitInput,
  SectionInitOptions,
  SectionList,
} from '#src/content/section-face.ts';
import type { Translator } from '#src/i18n/translator.ts';
import { SECTIONS } from './sections.ts';

/**
 * The owner's content composed from the kernel (src/content/owner-content.ts,
 * src/content/content-schema.ts) and the list of sections (./sections.ts):
 * nothing here names a section (docs/decisions/0048-a-section-is-a-folder-and-a-row.md).
 */

type Face = (typeof SECTIONS)[number];
type Part = 'portfolio' | 'content';
type ByKey<P extends Part> = { [F in Face as F['key']]: F[P] };

/** The list, as the loops below see it: every face's content as `any` shape. */
const faces: readonly SectionFace<string, AnyStruct, AnyStruct>[] = SECTIONS;

/** The sections' keys, each a field of `portfolio.json` and of the page's content, in the list's order. */
export const SECTION_KEYS: readonly string[] = faces.map(({ key }) => key);

/** Each section's struct for `part` (its `portfolio.json` field's or its content's), under its key. */
function byKey<P extends Part>(part: P): ByKey<P> {
  return Object.fromEntries(SECTIONS.map((face) => [face.key, face[part]])) as ByKey<P>;
}

/**
 * `portfolio.json`'s schema (docs/product.md § Configuration): the fields
 * every page shares ({@link OwnerFields}) and each section's own field.
 */
export const PortfolioFields = object({ ...OwnerFields, ...byKey('portfolio') });
export type PortfolioFields = Infer<typeof PortfolioFields>;

/**
 * The page's content's schema: the owner's identity and each section's
 * field, checked after mapping so a broken field stops the build with its
 * path instead of shipping a broken page.
 */
export const SiteContent = object({ ...SiteIdentity.schema, ...byKey('content') });
/** The page's content (src/content/content-schema.ts `SiteContent`). */
export type SiteContent = PageContent;

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
/**
 * A section in the list and the fields its face declares on the page's content
 * (`SectionContents`) must agree, in their keys (an optional field too) and
 * their types: false here means a face is listed without its `declare module`
 * block, or declares a field its row does not give.
 */
const listMatchesDeclarations: [
  Same<keyof Infer<typeof SiteContent>, keyof PageContent>,
  Same<Infer<typeof SiteContent>, PageContent>,
] = [true, true];
void listMatchesDeclarations;

/**
 * Maps the résumé and `portfolio.json` onto the page's content: the owner's
 * identity (`toIdentity`), then each section's field in the list's order,
 * left out when its face gives none. Texts the mapping writes itself (dates
 * in words, "Course - {issuer}") are in `i18n`'s language: the default
 * language's for `resume.json`.
 *
 * Both inputs must already have passed their schemas (`resume.json` JSON
 * Resume's, `portfolio.json` {@link PortfolioFields}). `now` is the build's
 * date (a section may drop what has passed by then).
 * @throws ContentError naming the file and field (e.g. `resume.json:
 *   work[1].position: missing: …`) when a field the page shows is missing, or
 *   when `portfolio.json` lists a different number of items than the résumé.
 */
export function toSiteContent(
  resume: Resume,
  own: PortfolioFields,
  i18n: Translator = english,
  now = new Date(),
): SiteContent {
  const content: Record<string, unknown> = { ...toIdentity(resume, own, i18n) };
  for (const face of faces) {
    const value = face.toContent({ resume, own: own[face.key as Face['key']], i18n, now });
    if (value !== undefined) content[face.key] = value;
  }
  return content as unknown as SiteContent;
}

/** The section's field of `site`, if any. */
function sectionValue(site: SiteContent, key: string): unknown {
  return (site as unknown as Record<string, unknown>)[key];
}

/**
 * Every picture the page shows, with the field that names it, as paths in
 * `public/`: the portrait, then each section's (`experience[0].thumbnail`, `demoReel.poster`).
 */
export function picturesByField(site: SiteContent): [field: string, path: string][] {
  const pictures: [string, string][] = [['avatar', site.avatar]];
  for (const face of faces) {
    const value = sectionValue(site, face.key);
    if (value === undefined || !face.pictures) continue;
    for (const [field, path] of face.pictures(value)) pictures.push([`${face.key}${field}`, path]);
  }
  return pictures;
}

/**
 * What of the page's content the browser's first view gets of each section: its
 * face's `shipped` (else all of it) less its `onDemand` fields; the identity and any
 * other field as they are. `site-build/owner-content-plugin.ts` leaves out what only the
 * build reads.
 */
export function shippedSections(site: Record<string, unknown>): Record<string, unknown> {
  const shipped = { ...site };
  for (const face of faces) {
    const value = shipped[face.key];
    if (value === undefined) continue;
    const first = face.shipped ? face.shipped(value) : value;
    shipped[face.key] = face.onDemand ? withoutFields(first, face.onDemand) : first;
  }
  return shipped;
}

/**
 * The sections' fields that come with the language's on-demand texts (each face's
 * `onDemand`), by section: `{ demoReel: { description } }`; `{}` when none.
 */
export function onDemandSections(site: object): Record<string, Record<string, unknown>> {
  const later: Record<string, Record<string, unknown>> = {};
  for (const face of faces) {
    const value = (site as Record<string, Record<string, unknown> | undefined>)[face.key];
    if (value === undefined || !face.onDemand) continue;
    const fields = face.onDemand.filter((field) => value[field] !== undefined);
    if (fields.length) later[face.key] = Object.fromEntries(fields.map((f) => [f, value[f]]));
  }
  return later;
}

/**
 * `value` (an object) without `fields`.
 * @throws Error when `value` is a list or no object: only an object's fields can come later.
 */
function withoutFields(value: unknown, fields: readonly string[]): unknown {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new Error(`Only an object's fields can come with the on-demand texts, not ${fields}`);
  }
  return Object.fromEntries(
    Object.entries(value as Record<string, unknown>).filter(([field]) => !fields.includes(field)),
  );
}

/**
 * The sections' parts of the CV page (each face's `cv`), as `[name, html]` in the list's
 * order, for `cvPage` (site-build/cv/cv-page.ts) to place in the CV's reading order; a
 * section without content gives none.
 * @param site the page's content in the CV's language; `resume` the résumé in it.
 */
export function sectionCvParts(
  site: SiteContent,
  resume: Resume,
  i18n: Translator,
): [name: string, html: string][] {
  return faces.flatMap((face) => {
    const content = sectionValue(site, face.key);
    if (content === undefined || !face.cv) return [];
    return Object.entries(face.cv).map(([name, write]): [string, string] => [
      name,
      write({ resume, content, i18n }),
    ]);
  });
}

/**
 * The sections' `portfolio.json` fields that are text written in a language,
 * as dotted paths with `*` for any item (`experience.*.role`): the ones a
 * translation overlay translates (site-build/lib/fallback-text.ts).
 */
export const SECTION_TEXT_FIELDS: readonly string[] = faces.flatMap((face) =>
  (face.textFields ?? []).map((field) => `${face.key}.${field}`),
);

/** A section's list inside `portfolio.json`, its path from the file's root. */
export type PortfolioList = Omit<SectionList, 'namesOf'> & {
  /** The résumé's items that name these, by position, when the list's own items lack them. */
  namesOf?: readonly unknown[];
};

/**
 * The lists inside `portfolio.json` that a language's overlay lines up item
 * by item, from each section's face, with the items of `resume`'s lists that
 * name theirs (`experience[i]` goes with `work[i]`).
 */
export function sectionLists(resume: Resume): PortfolioList[] {
  return faces.flatMap((face) =>
    (face.lists ?? []).map(({ namesOf, ...list }): PortfolioList => {
      const names = namesOf && resume[namesOf];
      return {
        ...list,
        path: [face.key, ...list.path],
        ...(namesOf && { namesOf: Array.isArray(names) ? names : [] }),
      };
    }),
  );
}

/**
 * `site` with each section's content re-made from `marked`, the same content
 * mapped from documents whose fallen-back texts are marked, where the section
 * needs more than `fallback.paths` to show them (its face's `withMarked`).
 */
export function withMarkedSections(
  site: SiteContent,
  marked: SiteContent,
  markedRuns: (text: string) => string | string[],
): SiteContent {
  const result: Record<string, unknown> = { ...(site as unknown as Record<string, unknown>) };
  for (const face of faces) {
    if (!face.withMarked) continue;
    const value = face.withMarked(
      sectionValue(site, face.key),
      sectionValue(marked, face.key),
      markedRuns,
    );
    if (value !== undefined) result[face.key] = value;
  }
  return result as unknown as SiteContent;
}

/** The sections' fields of `portfolio.json`, each under its key. */
export type SectionFields = Pick<PortfolioFields, Face['key']>;

/**
 * Each section's field of `portfolio.json` as `npm run init` writes it for
 * `input.resume` (its face's `init`; a section without one keeps the
 * repository's field), in the list's order, and the pictures to draw for them.
 * A section whose field comes out undefined is left out.
 */
export function sectionsFromResume(
  input: Omit<SectionInitInput<unknown>, 'previous'> & {
    previous: { resume: Resume; portfolio: PortfolioFields };
  },
): { fields: SectionFields; pictures: InitPicture[] } {
  const fields: Record<string, unknown> = {};
  const pictures: InitPicture[] = [];
  const previousFields = input.previous.portfolio as Record<string, unknown>;
  for (const face of faces) {
    const previousOwn = previousFields[face.key];
    const made = face.init
      ? face.init({ ...input, previous: { resume: input.previous.resume, own: previousOwn } })
      : { own: previousOwn };
    if (made.own !== undefined) fields[face.key] = made.own;
    pictures.push(...(made.pictures ?? []));
  }
  // Each face's init gives its own field's type (SectionFace), which the loop cannot see.
  return { fields: fields as SectionFields, pictures };
}

/**
 * What `npm run init` asks for each section that asks anything (its face's `initOptions`:
 * flags, their usage lines and questions), with the section's key, in the list's order
 * (tools/init/options.ts, tools/init/ask.ts).
 */
export const SECTION_INIT_OPTIONS: readonly {
  key: string;
  options: SectionInitOptions<unknown>;
}[] = faces.flatMap((face) =>
  face.initOptions ? [{ key: face.key, options: face.initOptions }] : [],
);
