import type { Infer, Struct } from 'superstruct';
import type { Translator } from '#src/i18n/translator.ts';
import { ContentError, type Resume } from './owner-content.ts';

/**
 * A Home section's build face: everything the build knows of one section,
 * kept in the section's own folder as `<name>.content.ts` beside its
 * component, and listed once in `src/app/sections.ts`, which the content
 * reader, the browser's content, the translation overlays and `npm run init`
 * loop over (docs/decisions/0048-a-section-is-a-folder-and-a-row.md). The kernel every
 * section shares stays in `src/content/`: the résumé's type, the owner's
 * identity, dates and places.
 *
 * A face file is build only (its first line says so, and `npm run
 * test:imports` fails when the browser's code imports it for a value): the
 * page gets the section's content, never its mapping.
 */

/** A superstruct struct of any shape: what a face's `portfolio` and `content` are, each keeping its own exact type. */
// biome-ignore lint/suspicious/noExplicitAny: a struct of any shape; each face keeps its own exact type.
export type AnyStruct = Struct<any, any>;

/** What a section's mapping reads: the checked résumé, its own field of `portfolio.json`, the language and the build's date. */
export type SectionInput<Own> = {
  /** The résumé, already checked against the JSON Resume schema. */
  resume: Resume;
  /** The section's field of `portfolio.json` (`portfolio[key]`), already checked by its `portfolio` struct. */
  own: Own;
  /** The page's language: texts the mapping writes itself (dates in words) are in it. */
  i18n: Translator;
  /** The build's date (a section that says "from" a date drops one that has passed). */
  now: Date;
};

/**
 * A list inside a section's `portfolio.json` field whose items a language's
 * translation overlay (`portfolio.{lang}.json`) lines up one by one
 * (site-build/lib/overlay.ts `ListIdentity`, docs/make-it-yours.md "Another language").
 */
export type SectionList = {
  /** Where the list is inside the section's field: `[]` for the field itself, `['kinds']` for `availability.kinds`. */
  path: string[];
  /** What one item is, in the overlay's messages ("job"). */
  item: string;
  /** The fields that name an item (`['name', 'startDate']`); none: a string item names itself. */
  fields: string[];
  /** The résumé's list whose items name these, by position (`experience[i]` goes with `work[i]`). */
  namesOf?: keyof Resume;
  /** The naming fields are the résumé's, so they are left out of the merged item. */
  strip?: boolean;
  /** Items are keyed by the default language's item, not by their naming fields. */
  keyed?: boolean;
};

/**
 * A picture `npm run init` draws for an item of a section, on the site's hero
 * gradient, and writes as WebP at `path` under `public/`: a wide card
 * (640×360 px, `title` and a smaller `subtitle` under it) or a square tile
 * (80×80 px, the first letter of `tile`). tools/init/pictures.ts draws them.
 */
export type InitPicture =
  | { path: string; card: { title: string; subtitle: string } }
  | { path: string; tile: string };

/** What a section's part of `npm run init` reads (tools/init/plan.ts `mergePortfolio`). */
export type SectionInitInput<Own> = {
  /** The résumé init writes, already merged. */
  resume: Resume;
  /** The repository's résumé and the section's field of its portfolio.json, before init. */
  previous: { resume: Resume; own: Own };
  /** Whether `resume` is the same person's as `previous.resume` (same name). */
  samePerson: boolean;
  /** The site's default language, for texts init writes itself (a picture's alt text). */
  i18n: Translator;
  /**
   * A picture's file in `public/` from a text: `images/{folder}/{name}.webp`, lower case,
   * `fallback` when the text has no letters, with a hash so two texts never share a file.
   */
  pictureFile: (folder: string, text: string, fallback: string) => string;
};

/** A section's `npm run init` flags' values (or its answers as such), by flag name (`time-zone`). */
export type InitFlagValues = Readonly<Record<string, string | boolean | undefined>>;

/**
 * A section's flag that `npm run init` cannot take (a bad date, a missing time zone): its
 * message names the flag and says what to give, and init refuses with it, changing no file.
 */
export class InitFlagError extends Error {
  override name = 'InitFlagError';
}

/** The @clack/prompts module, as `npm run init` hands it to a section's questions. */
export type InitPrompts = typeof import('@clack/prompts');

/**
 * What `npm run init` asks of the owner for a section (docs/make-it-yours.md): by flags
 * (tools/init/options.ts) or, on a terminal without flags, by questions (tools/init/ask.ts),
 * both giving its `portfolio.json` field, which the run then writes.
 */
export type SectionInitOptions<Own> = {
  /** Its flags, as `node:util`'s `parseArgs` declares them (`'time-zone': { type: 'string' }`). */
  flags: Readonly<Record<string, { type: 'string' | 'boolean' }>>;
  /** Its flags in the usage text's first line (`[--time-zone ZONE] …`). */
  synopsis: string;
  /** Its flags' lines of the usage text (`npm run init -- --help`), each indented as the others. */
  usage: string;
  /**
   * Its field from its flags' values, checked as the build checks the field; undefined when
   * none of its flags was given (the field stays as the repository has it).
   * @throws InitFlagError whose message names the flag and says what to give (init refuses
   *   with it; any other error is a bug and goes up as it is).
   */
  fromFlags(values: InitFlagValues): Own | undefined;
  /**
   * Asks its questions on a terminal, after the others, each answer checked as its flag is;
   * a cancelled question calls `onCancel` (which ends the run, changing nothing).
   * @returns the answers as its flags' values (all absent: keep the field).
   */
  ask(prompts: InitPrompts, onCancel: () => void): Promise<InitFlagValues>;
};

/** What a section's part of the CV page reads (site-build/cv/cv-page.ts). */
export type SectionCvInput<Content> = {
  /** The résumé in the page's language, already checked against the JSON Resume schema. */
  resume: Resume;
  /** The section's field of the page's content in that language (all of it, not only what ships). */
  content: Content;
  /** The page's language: headings and dates in words. */
  i18n: Translator;
};

/**
 * One section's build face. `Own` is its `portfolio.json` field's struct
 * (wrap it in `optional()` when the owner may leave the section out), `Page`
 * the struct of what the page gets under the same key (`optional()` too when
 * the section may be absent: `toContent` then returns `undefined`).
 */
export type SectionFace<Key extends string, Own extends AnyStruct, Page extends AnyStruct> = {
  /** The section's field, the same in `portfolio.json` and in the page's content (`experience`). */
  key: Key;
  /** Its field of `portfolio.json`: what the owner writes beside the résumé. */
  portfolio: Own;
  /** What the page's content holds for it, checked after mapping. */
  content: Page;
  /**
   * Maps the résumé and the section's own field onto its content.
   * @throws ContentError (src/content/owner-content.ts) naming the file and field a page needs.
   */
  toContent(input: SectionInput<Infer<Own>>): Infer<Page>;
  /**
   * The pictures it shows, each a path in `public/` with its field inside the section
   * (`[0].thumbnail`, `.poster`); not asked when the section has no content.
   */
  pictures?(content: NonNullable<Infer<Page>>): [field: string, path: string][];
  /**
   * What of its content the browser's bundle gets (site-build/owner-content-plugin.ts);
   * absent: all of it. Not asked when the section has no content.
   */
  shipped?(content: NonNullable<Infer<Page>>): unknown;
  /**
   * Its parts of the CV page, and so of the PDF CV printed from it (site-build/cv/cv-page.ts),
   * by the part's name (`work`): each writes one `<section>` (`cvSection`,
   * src/content/cv-html.ts), or '' when it has nothing to show. The CV's reading order places
   * the parts it names (docs/product.md § CV and contact card), a part it does not name after
   * them, in the list's order. Not asked when the section has no content.
   */
  cv?: Readonly<Record<string, (input: SectionCvInput<NonNullable<Infer<Page>>>) => string>>;
  /**
   * Its place in Home's main column (site-build/home-sections-plugin.ts): its component,
   * `export` of `module` (`#src/features/experience/experience-section.tsx`), which gets the
   * section's field as the prop of the same name, inside a `HydrationBoundary`, after Writing
   * and before the résumé sections and Connect, in the list's order, and not at all when the
   * field is absent or an empty list. Absent: the page places the section itself (in the
   * profile header, the navigation panel or the footer).
   */
  home?: { module: `#src/${string}`; export: string };
  /**
   * The fields of its content (an object) that the browser gets with the language's
   * on-demand texts, loaded with the dialogs that show them, rather than with the first view
   * (site-build/owner-content-plugin.ts; docs/product.md § Performance: first-view bytes).
   * Absent: all of what ships comes with the first view.
   */
  onDemand?: readonly string[];
  /** Its `portfolio.json` fields that are text written in a language, relative, `*` for any item (`*.role`, `title`). */
  textFields?: readonly string[];
  /** Its lists that a translation overlay lines up item by item. */
  lists?: readonly SectionList[];
  /**
   * What `npm run init` writes for it in `portfolio.json` from the owner's résumé: what
   * `previous` says of an item still there is kept, a new item gets defaults and, where it
   * shows one, a picture to draw. Absent: the field stays as the repository has it.
   */
  init?(input: SectionInitInput<Infer<Own>>): { own: Infer<Own>; pictures?: InitPicture[] };
  /** What `npm run init` asks for it, by flags or questions; absent: nothing. */
  initOptions?: SectionInitOptions<Infer<Own>>;
  /**
   * Its content for a language whose overlay leaves texts out, from `marked`, the same
   * content mapped from documents whose fallen-back texts are marked
   * (site-build/lib/fallback-text.ts); `markedRuns` cuts a marked text into runs.
   * Absent: only `fallback.paths` names them (enough for whole texts).
   */
  withMarked?(
    content: Infer<Page>,
    marked: Infer<Page>,
    markedRuns: (text: string) => string | string[],
  ): Infer<Page>;
};

/**
 * Declares a section's build face, keeping its exact types for the list
 * (`src/app/sections.ts`) to compose `portfolio.json`'s schema and the
 * page's content from.
 */
export function defineSection<
  const Key extends string,
  Own extends AnyStruct,
  Page extends AnyStruct,
>(face: SectionFace<Key, Own, Page>): SectionFace<Key, Own, Page> {
  return face;
}

/**
 * Checks a `portfolio.json` list that follows one of the résumé's lists item by
 * item (`experience[i]` goes with `work[i]`; docs/make-it-yours.md).
 * @param field the list's field in `portfolio.json` (`experience`).
 * @param resumeField the résumé's list (`work`).
 * @param give what each entry gives, after "give each" (`job its status, …`).
 * @throws ContentError naming `portfolio.json` and `field` when the two lengths differ.
 */
export function checkLinedUp(
  own: readonly unknown[],
  items: readonly unknown[],
  { field, resumeField, give }: { field: string; resumeField: string; give: string },
): void {
  if (own.length !== items.length) {
    throw new ContentError(
      'portfolio.json',
      field,
      `has ${own.length} entries but resume.json has ${items.length} in ${resumeField}: give each ${give}, in the same order`,
    );
  }
}

/**
 * What `npm run init` writes for a `portfolio.json` list that follows one of the résumé's
 * lists: for each of `items`, what `previous.own` said of the same item of `previous.items`
 * (the same `key`), else `make(item)`; so an item still in the résumé keeps what the owner
 * wrote for it wherever it moved.
 */
export function keptOrMade<Item, Own>(
  items: readonly Item[],
  previous: { items: readonly Item[]; own: readonly Own[] },
  key: (item: Item) => string,
  make: (item: Item) => Own,
): Own[] {
  const known = new Map(previous.items.map((item, index) => [key(item), previous.own[index]]));
  return items.map((item) => known.get(key(item)) ?? make(item));
}
