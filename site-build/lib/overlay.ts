import { sectionLists } from '#src/app/site-content.ts';
import { ContentError, type Resume } from '#src/content/owner-content.ts';

/**
 * Merges a translation overlay onto a JSON document (docs/make-it-yours.md,
 * "Another language"): `resume.fil.json` onto `resume.json`, `portfolio.fil.json`
 * onto `portfolio.json`. An overlay holds only the fields it translates, at
 * the same places as in the base document:
 *
 * - objects merge key by key, recursively;
 * - arrays merge item by item, by position (`work[1].position` in the overlay
 *   translates the second job's title; items the overlay leaves out, or gives
 *   as `{}`, stay as the base has them; items past the base's end are added);
 *   a translation's named lists are put in the base's order first
 *   ({@link lineUpOverlay}), so no translated item lands on another's place;
 * - anything else in the overlay (a string, a number, `null`, or a value of
 *   another type than the base's) replaces the base's value.
 *
 * So a whole document is an overlay too: it replaces every field it has.
 * Neither input is changed; the result shares no object with them.
 * JSON Merge Patch (RFC 7386) is not used because it replaces arrays whole,
 * which would make a translator repeat every job to change one title.
 * {@link mergeOverlayRecorded} also says which strings came from the base.
 */
export function mergeOverlay(base: unknown, overlay: unknown): unknown {
  return merge(base, overlay, '');
}

/**
 * {@link mergeOverlay}, recording where the result's strings came from: a
 * translation's merged document and the dotted paths (`work.2.position`,
 * `demoReel.title`; list items by their place in the merged lists) of every
 * string the overlay left out, so the result has the base's, in the base's
 * language (docs/product.md § Languages: such text carries the base's `lang`;
 * ./fallback-text.ts follows them onto the page). In document order.
 */
export function mergeOverlayRecorded(
  base: unknown,
  overlay: unknown,
): { merged: unknown; fallback: string[] } {
  const fallback: string[] = [];
  return { merged: merge(base, overlay, '', fallback), fallback };
}

/** {@link mergeOverlay} at `at` (a dotted path), adding the base's strings it keeps to `fallback`. */
function merge(base: unknown, overlay: unknown, at: string, fallback?: string[]): unknown {
  if (overlay === undefined) {
    if (fallback) fallback.push(...stringPaths(base, at));
    return structuredClone(base);
  }
  const inner = (key: string | number) => (at ? `${at}.${key}` : String(key));
  if (Array.isArray(base) && Array.isArray(overlay)) {
    const length = Math.max(base.length, overlay.length);
    return Array.from({ length }, (_, index) =>
      merge(base[index], overlay[index], inner(index), fallback),
    );
  }
  if (isPlainObject(base) && isPlainObject(overlay)) {
    // fromEntries defines own properties, so a "__proto__" key stays a plain key.
    const keys = new Set([...Object.keys(base), ...Object.keys(overlay)]);
    return Object.fromEntries(
      [...keys].map((key) => [key, merge(own(base, key), own(overlay, key), inner(key), fallback)]),
    );
  }
  return structuredClone(overlay);
}

/** The dotted paths of every string in `value`, itself at `at`. */
function stringPaths(value: unknown, at: string): string[] {
  if (typeof value === 'string') return [at];
  if (Array.isArray(value) || isPlainObject(value)) {
    return Object.entries(value).flatMap(([key, inner]) =>
      stringPaths(inner, at ? `${at}.${key}` : key),
    );
  }
  return [];
}

const own = (object: Record<string, unknown>, key: string) =>
  Object.hasOwn(object, key) ? object[key] : undefined;

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * How a translation names the item of a list it translates (docs/make-it-yours.md,
 * "Another language"): by the fields a translation keeps as they are, never by
 * its place in the list, so a job added at the top of `resume.json` leaves every
 * translated job on its own job.
 */
export type ListIdentity = {
  /** Where the list is: `['work']`, `['availability', 'kinds']`. */
  path: readonly string[];
  /** One item in words, for messages: "job". */
  item: string;
  /** The fields that name an item (`name` and `startDate` for a job); a list of strings: none. */
  fields: readonly string[];
  /**
   * The list is given as an object keyed by each item's one naming field (or by
   * the string itself), since that field is the one translated (a skill's name).
   */
  keyed?: boolean;
  /** Where the naming fields come from when the list's own items lack them (portfolio.json's per-job entries: the jobs in resume.json). */
  namesOf?: { file: string; items: readonly unknown[] };
  /** The naming fields are left out of the merged item (they are not the list's own fields). */
  strip?: boolean;
};

const RESUME_FILE = 'resume.json';

/** `resume.{lang}.json`'s lists and what names their items (docs/make-it-yours.md, "Another language"). */
export const RESUME_LISTS: readonly ListIdentity[] = [
  { path: ['work'], item: 'job', fields: ['name', 'startDate'] },
  { path: ['volunteer'], item: 'volunteer role', fields: ['organization', 'startDate'] },
  { path: ['education'], item: 'education entry', fields: ['institution', 'startDate'] },
  { path: ['projects'], item: 'project', fields: ['name', 'startDate'] },
  { path: ['certificates'], item: 'certificate', fields: ['name', 'date'] },
  { path: ['awards'], item: 'award', fields: ['title', 'date'] },
  { path: ['publications'], item: 'publication', fields: ['name', 'releaseDate'] },
  { path: ['references'], item: 'reference', fields: ['name'] },
  { path: ['skills'], item: 'skill', fields: ['name'], keyed: true },
  { path: ['languages'], item: 'language', fields: ['language'], keyed: true },
  { path: ['interests'], item: 'interest', fields: ['name'], keyed: true },
];

/**
 * `portfolio.{lang}.json`'s lists, each section's from its build face
 * (src/app/sections.ts): an `experience` entry names its job and a `courses`
 * entry its certificate as resume.json's do (`experience[i]` goes with
 * `work[i]`), and `availability.kinds` is keyed by portfolio.json's kinds.
 */
export function portfolioLists(resume: Resume): ListIdentity[] {
  return sectionLists(resume).map(({ namesOf, ...list }) => ({
    ...list,
    ...(namesOf && { namesOf: { file: RESUME_FILE, items: namesOf } }),
  }));
}

/** A list item's name as a comparable key: its naming fields' values (a string item: itself). */
export function identityOf(item: unknown, list: Pick<ListIdentity, 'fields'>): string {
  if (!list.fields.length || !isPlainObject(item)) return JSON.stringify(item ?? null);
  return JSON.stringify(list.fields.map((field) => own(item, field) ?? null));
}

/** The naming fields in words for messages: `name "City of Makati", startDate "2023-02"`. */
export function identityWords(item: unknown, list: Pick<ListIdentity, 'fields'>): string {
  if (!list.fields.length || !isPlainObject(item)) return JSON.stringify(item);
  return list.fields
    .filter((field) => own(item, field) !== undefined)
    .map((field) => `${field} ${JSON.stringify(own(item, field))}`)
    .join(', ');
}

const getAt = (document: unknown, path: readonly string[]): unknown =>
  path.reduce<unknown>(
    (value, key) => (isPlainObject(value) ? own(value, key) : undefined),
    document,
  );

function setAt(document: Record<string, unknown>, path: readonly string[], value: unknown) {
  const [key, ...rest] = path as [string, ...string[]];
  if (!rest.length) {
    document[key] = value;
    return;
  }
  const inner = own(document, key);
  document[key] = isPlainObject(inner) ? { ...inner } : {};
  setAt(document[key] as Record<string, unknown>, rest, value);
}

/**
 * A translation overlay with its lists put in the base's order, ready for
 * {@link mergeOverlay}: each item of a list in `lists` goes to the place of the
 * base item it names ({@link ListIdentity}); a base item no overlay item names
 * stays as the base has it. Two items naming the same base item take the
 * first and second such item (two certificates of one name).
 * @param files the overlay's file, for messages (`resume.fil.json`), and the base's (`resume.json`).
 * @throws ContentError naming the overlay's file, the list and the item: an
 *   item that names no item, or one the base no longer has; a keyed list that is an array.
 */
export function lineUpOverlay(
  base: unknown,
  overlay: unknown,
  lists: readonly ListIdentity[],
  files: { overlay: string; base: string },
): unknown {
  if (!isPlainObject(overlay)) return overlay;
  const lined: Record<string, unknown> = { ...overlay };
  for (const list of lists) {
    const given = getAt(overlay, list.path);
    if (given === undefined) continue;
    const where = list.path.join('.');
    const baseItems = list.namesOf?.items ?? asArray(getAt(base, list.path));
    const baseFile = list.namesOf?.file ?? files.base;
    const keys = baseItems.map((item) => identityOf(item, list));
    const out: unknown[] = Array.from({ length: asArray(getAt(base, list.path)).length });
    const taken = new Set<number>();
    const place = (key: string, at: string, words: string, value: unknown) => {
      const index = keys.findIndex((candidate, i) => candidate === key && !taken.has(i));
      if (index < 0) {
        throw new ContentError(
          files.overlay,
          at,
          `translates the ${list.item} ${words}, which ${baseFile} ${keys.includes(key) ? 'has fewer times than this file names it' : 'does not have (changed or removed?)'}: name one of its ${list.item}s${list.fields.length ? ` by ${list.fields.join(' and ')} as ${baseFile} gives them` : ''}, or remove this item (npm run init lines translations up when it changes ${baseFile})${keyedHint(list, baseItems, baseFile)}`,
        );
      }
      taken.add(index);
      out[index] = value;
    };
    if (list.keyed && isPlainObject(given)) {
      for (const [key, value] of Object.entries(given)) {
        const item = list.fields[0] ? { [list.fields[0]]: key } : key;
        place(
          identityOf(item, list),
          `${where}[${JSON.stringify(key)}]`,
          JSON.stringify(key),
          value,
        );
      }
    } else {
      if (!Array.isArray(given)) {
        throw new ContentError(files.overlay, where, `is not a list (${baseFile} has a list here)`);
      }
      for (const [index, value] of given.entries()) {
        const at = `${where}[${index}]`;
        const unnamed = list.fields.length
          ? !isPlainObject(value) || list.fields.every((field) => own(value, field) === undefined)
          : typeof value !== 'string';
        if (unnamed) {
          throw new ContentError(
            files.overlay,
            at,
            list.fields.length
              ? `names no ${list.item}: give the ${list.fields.join(' and ')} of the ${list.item} it translates, as ${baseFile} has them${keyedHint(list, baseItems, baseFile)}`
              : `is not a string${keyedHint(list, baseItems, baseFile)}`,
          );
        }
        const kept =
          list.strip && isPlainObject(value)
            ? Object.fromEntries(
                Object.entries(value).filter(([key]) => !list.fields.includes(key)),
              )
            : value;
        place(identityOf(value, list), at, identityWords(value, list), kept);
      }
    }
    setAt(lined, list.path, out);
  }
  return lined;
}

/** For a list keyed by what is translated (a skill's name): how to write it keyed. */
function keyedHint(list: ListIdentity, baseItems: readonly unknown[], baseFile: string): string {
  if (!list.keyed) return '';
  const field = list.fields[0];
  const example = field ? own(asObject(baseItems[0]), field) : baseItems[0];
  return `; to translate ${field ? `a ${list.item}'s ${field}` : `a ${list.item}`}, give the list as an object keyed by ${field ? `each ${list.item}'s ${field}` : `each ${list.item}`} as ${baseFile} has it, e.g. {${JSON.stringify(example ?? 'English')}: …}`;
}

const asArray = (value: unknown): readonly unknown[] => (Array.isArray(value) ? value : []);
const asObject = (value: unknown): Record<string, unknown> => (isPlainObject(value) ? value : {});

/** The items a list's naming fields come from in `base`. */
const itemsOf = (list: ListIdentity, base: unknown) =>
  list.namesOf?.items ?? asArray(getAt(base, list.path));

const isEmptyObject = (value: unknown) => isPlainObject(value) && !Object.keys(value).length;

/** `document` without the value at `path`, and without an object that leaves empty. */
function withoutAt(document: Record<string, unknown>, path: readonly string[]): void {
  const [key, ...rest] = path as [string, ...string[]];
  const inner = own(document, key);
  if (rest.length && isPlainObject(inner)) {
    const copy = { ...inner };
    withoutAt(copy, rest);
    if (Object.keys(copy).length) document[key] = copy;
    else delete document[key];
    return;
  }
  delete document[key];
}

/**
 * A translation overlay written for `previous`, made to fit `next`
 * (`npm run init`, when it changes the default language's files): every
 * list in the form {@link lineUpOverlay} reads, so the build matches each
 * item to its own item whatever the order.
 *
 * - an item that names nothing (an overlay from before items were named, or
 *   a `--resume LANG=` translation given by position) takes the naming fields of the
 *   item at its place in `previous`; a keyed list given as an array becomes an object;
 * - an item naming one of `previous`'s items that `next` no longer has is dropped,
 *   with its item; so is `{}`, which translates nothing;
 * - anything else stays as it is, for the build's check to name.
 *
 * `previous` and `next` each give a document and its lists ({@link RESUME_LISTS},
 * {@link portfolioLists}), in the same order. Neither input is changed.
 */
export function alignOverlay(
  overlay: unknown,
  previous: { document: unknown; lists: readonly ListIdentity[] },
  next: { document: unknown; lists: readonly ListIdentity[] },
): unknown {
  if (!isPlainObject(overlay)) return overlay;
  const aligned: Record<string, unknown> = structuredClone(overlay);
  previous.lists.forEach((list, index) => {
    const given = getAt(overlay, list.path);
    const nextList = next.lists[index];
    if (given === undefined || !nextList) return;
    const before = itemsOf(list, previous.document);
    const beforeKeys = new Set(before.map((item) => identityOf(item, list)));
    const afterKeys = new Set(
      itemsOf(nextList, next.document).map((item) => identityOf(item, list)),
    );
    const gone = (key: string) => beforeKeys.has(key) && !afterKeys.has(key);
    const naming = (item: unknown) =>
      list.fields.length
        ? Object.fromEntries(
            list.fields
              .filter((field) => own(asObject(item), field) !== undefined)
              .map((field) => [field, own(asObject(item), field)]),
          )
        : {};
    let result: unknown = given;
    if (list.keyed && Array.isArray(given)) {
      const field = list.fields[0];
      const keyOf = (item: unknown) => (field ? own(asObject(item), field) : item);
      // An item that names one of previous's items keeps it; any other, the one at its place.
      const keyAt = (value: unknown, at: number) =>
        beforeKeys.has(identityOf(value, list)) ? keyOf(value) : keyOf(before[at]);
      const placed = given.every(
        (value, at) => isEmptyObject(value) || typeof keyAt(value, at) === 'string',
      );
      if (placed) {
        result = Object.fromEntries(
          given
            .map((value, at) => [keyAt(value, at), value] as const)
            .filter(([, value]) => !isEmptyObject(value)),
        );
      }
    }
    if (list.keyed && isPlainObject(result)) {
      const field = list.fields[0];
      result = Object.fromEntries(
        Object.entries(result).filter(
          ([key]) => !gone(identityOf(field ? { [field]: key } : key, list)),
        ),
      );
    } else if (!list.keyed && Array.isArray(given)) {
      result = given
        .filter((value) => !isEmptyObject(value))
        .map((value) => {
          const at = given.indexOf(value);
          const unnamed =
            isPlainObject(value) && list.fields.every((field) => own(value, field) === undefined);
          return unnamed && at < before.length ? { ...naming(before[at]), ...value } : value;
        })
        .filter((value) => !gone(identityOf(value, list)));
    }
    const emptied =
      (Array.isArray(result) && !result.length) ||
      (isPlainObject(result) && !Object.keys(result).length);
    if (emptied) withoutAt(aligned, list.path);
    else setAt(aligned, list.path, result);
  });
  return aligned;
}
