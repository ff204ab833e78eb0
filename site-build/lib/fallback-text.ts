import { SECTION_TEXT_FIELDS } from '#src/app/site-content.ts';
import { type Direction, textLangAttributes } from '#src/i18n/locale.ts';
import { escapeHtml } from '#src/lib/html-escape.ts';

/**
 * Owner text that a language's page shows in the default language
 * (docs/product.md § Languages, "Content"): a field a translation overlay
 * leaves out keeps the default file's text, which the page marks with the
 * default language's `lang`. {@link mergeOverlay} (./overlay.ts) records
 * where each value came from; this module says which of those values are
 * text written in a language and follows them through the mapping onto what
 * a page shows, whatever the mapping does with them, without naming the
 * page's fields one by one:
 *
 * 1. {@link markFallback} wraps each fallen-back text of the merged documents
 *    in two private-use characters ({@link MARK_START} … {@link MARK_END});
 * 2. the page's own mapping runs on these marked documents (`toSiteContent`,
 *    `homeResumeSections`, the CV page's writer);
 * 3. {@link markedPaths} lists the fields of the result whose whole text is
 *    marked (the page puts `lang` on their element, `useFallbackLang`), or
 *    {@link markedHtml} turns the marks of a written document into
 *    `<span lang>` (the CV page and so its PDF).
 *
 * A text only partly fallen back (a kind of work inside the availability
 * line, written by the catalogue's sentence) is split into runs
 * ({@link markedRuns}), whose fallen-back ones the page marks.
 */

/** Starts a fallen-back text in a marked document (U+E000, private use: never owner text). */
export const MARK_START = '\uE000';
/** Ends it (U+E001). */
export const MARK_END = '\uE001';

/**
 * The fields of `resume.json` and `portfolio.json` that are text written in
 * a language, as paths with `*` for any list item: the ones a translation
 * overlay translates (docs/make-it-yours.md, "Another language"). Names
 * (people, employers, schools, places, courses), dates, URLs and codes are
 * not: they read the same in every language.
 */
export const OWNER_TEXT_FIELDS = {
  resume: [
    'basics.label',
    'basics.summary',
    'work.*.position',
    'work.*.summary',
    'work.*.highlights.*',
    'volunteer.*.position',
    'volunteer.*.summary',
    'volunteer.*.highlights.*',
    'education.*.area',
    'education.*.studyType',
    'projects.*.description',
    'projects.*.highlights.*',
    'awards.*.title',
    'awards.*.summary',
    'publications.*.name',
    'publications.*.summary',
    'skills.*.name',
    'skills.*.level',
    'skills.*.keywords.*',
    'languages.*.language',
    'languages.*.fluency',
    'interests.*.name',
    'interests.*.keywords.*',
    'references.*.reference',
  ],
  /** Each section's, from its build face (src/app/sections.ts). */
  portfolio: SECTION_TEXT_FIELDS,
} as const;

/** Whether the dotted `path` (`work.2.position`) is one of `fields` (`work.*.position`). */
export function isTextField(path: string, fields: readonly string[]): boolean {
  const parts = path.split('.');
  return fields.some((field) => {
    const pattern = field.split('.');
    return (
      pattern.length === parts.length &&
      pattern.every(
        (part, index) =>
          part === parts[index] || (part === '*' && /^\d+$/.test(parts[index] ?? '')),
      )
    );
  });
}

/**
 * A copy of `document` with the string at each of `paths` (dotted, as
 * `mergeOverlay` records them) wrapped in {@link MARK_START} … {@link MARK_END}.
 * `document` is not changed.
 */
export function markFallback<T>(document: T, paths: readonly string[]): T {
  const marked = structuredClone(document);
  for (const path of paths) {
    const keys = path.split('.');
    const last = keys.pop() as string;
    const parent = keys.reduce<unknown>(
      (value, key) =>
        value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined,
      marked,
    ) as Record<string, unknown> | undefined;
    const text = parent?.[last];
    if (typeof text === 'string' && text) parent[last] = `${MARK_START}${text}${MARK_END}`;
  }
  return marked;
}

const WHOLE = new RegExp(`^${MARK_START}[^${MARK_START}${MARK_END}]*${MARK_END}$`);

/**
 * The dotted paths (`demoReel.title`, `experience.0.title`) of the strings in
 * `value`, the output of a mapping run on marked documents, whose whole text
 * is one fallen-back text; in document order.
 */
export function markedPaths(value: unknown, at = ''): string[] {
  if (typeof value === 'string') return WHOLE.test(value) ? [at] : [];
  if (!value || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, inner]) =>
    markedPaths(inner, at ? `${at}.${key}` : key),
  );
}

/**
 * A text of a mapping's output on marked documents, as the page ships it: the text itself when
 * none of it or all of it fell back (the whole is marked by its path, {@link markedPaths}); else
 * its runs, `["مفتوح لعمل ", "contract", " و", "full-time", ""]`, each fallen-back text an odd
 * one (the page puts `lang` on those), marks taken out.
 */
export function markedRuns(text: string): string | string[] {
  if (WHOLE.test(text)) return unmarked(text);
  const runs = text
    .split(new RegExp(`${MARK_START}([^${MARK_START}${MARK_END}]*)${MARK_END}`))
    .map(unmarked);
  return runs.length > 1 ? runs : (runs[0] ?? '');
}

/** `value` (a mapping's output on marked documents) with every mark taken out. */
export function unmarked<T>(value: T): T {
  return JSON.parse(JSON.stringify(value).replaceAll(/[\uE000\uE001]/g, '')) as T;
}

/**
 * A written HTML document (the CV page) whose texts came from marked
 * documents, with each marked text of its content in a `<span>` carrying
 * `lang` (and `dir="auto"` on a right-to-left page: `textLangAttributes`,
 * docs/product.md § Languages) and every other mark, in a tag's attributes
 * or in `<title>`, taken out.
 * @param lang the fallen-back text's language, the default's (`en`).
 * @param page the page's language and direction.
 */
export function markedHtml(
  html: string,
  lang: string,
  page: { locale: string; dir: Direction },
): string {
  const attributes = Object.entries(textLangAttributes(lang, page.locale, page.dir))
    .map(([name, value]) => ` ${name}="${escapeHtml(value)}"`)
    .join('');
  const strip = (text: string) => text.replaceAll(/[\uE000\uE001]/g, '');
  return html
    .replaceAll(/<title>[^<]*<\/title>/g, strip)
    .split(/(<[^>]*>)/)
    .map((part) =>
      part.startsWith('<')
        ? strip(part)
        : part.replaceAll(
            new RegExp(`${MARK_START}([^${MARK_START}${MARK_END}]*)${MARK_END}`, 'g'),
            (_, text: string) => (attributes ? `<span${attributes}>${text}</span>` : text),
          ),
    )
    .join('')
    .replaceAll(/[\uE000\uE001]/g, '');
}
