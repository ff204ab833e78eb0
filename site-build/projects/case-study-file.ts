import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  array,
  integer,
  min,
  object,
  optional,
  pattern,
  refine,
  size,
  string,
  validate,
} from 'superstruct';
import { parse as parseYaml } from 'yaml';

/**
 * The owner's case-study files (docs/product.md § Project pages):
 * `content/projects/{slug}.md` in the site's default language and
 * `content/projects/{slug}.{lang}.md` for a translation, each an optional
 * YAML front matter between `---` lines, then Markdown. The front matter
 * holds the facts GitHub knows and `projects.json` does not; every field is
 * optional:
 *
 * ```yaml
 * repository: https://github.com/jamie/flood-watch   # the "Source" link (default: the project's url)
 * homepage: https://floodwatch.example               # the "Live site" link
 * stars: 42
 * updated: 2026-03-14                                # last push, YYYY-MM-DD
 * licence: MIT
 * topics: [pwa, maps]
 * readme: https://github.com/jamie/flood-watch/blob/main/README.md  # relative links resolve against it
 * ```
 */

/** What a case-study file says about its project (see the module comment). */
export type CaseStudyFacts = {
  repository?: string;
  homepage?: string;
  stars?: number;
  updated?: string;
  licence?: string;
  topics?: string[];
  readme?: string;
};

/** One case-study file, read and checked. */
export type CaseStudyFile = {
  /** The file, relative to the project root, for messages (`content/projects/flood-watch.md`). */
  file: string;
  facts: CaseStudyFacts;
  /** The Markdown after the front matter. */
  markdown: string;
};

const HTTP_URL = pattern(string(), /^https?:\/\/[^\s]+$/);

/** A real day as `YYYY-MM-DD`: 2026-02-30 is refused, not shown as March 2. */
export const DAY = refine(pattern(string(), /^\d{4}-\d{2}-\d{2}$/), 'Day', (value) => {
  const day = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === value;
});

const FACTS = object({
  repository: optional(HTTP_URL),
  homepage: optional(HTTP_URL),
  stars: optional(min(integer(), 0)),
  updated: optional(DAY),
  licence: optional(size(string(), 1, 80)),
  topics: optional(size(array(size(string(), 1, 50)), 0, 20)),
  readme: optional(HTTP_URL),
});

/** The folder of the case studies under the project root. */
export const CASE_STUDY_DIR = 'content/projects';

/** The file name of `slug`'s case study in `lang`, or in the default language when `lang` is undefined. */
export function caseStudyFileName(slug: string, lang?: string): string {
  return `${CASE_STUDY_DIR}/${slug}${lang ? `.${lang}` : ''}.md`;
}

/** The 1-based line of `key:` in the front matter that starts at line 2, or undefined. */
export function lineOf(frontMatter: string, key: string): number | undefined {
  const index = frontMatter.split('\n').findIndex((line) => line.startsWith(`${key}:`));
  return index < 0 ? undefined : index + 2;
}

/**
 * Splits a Markdown file's text into its YAML front matter (between `---` lines at the top) and
 * the Markdown after it; a byte-order mark goes and line ends become `\n`. YAML dates
 * (`updated: 2026-03-14`) are kept as the day's text.
 * @returns the front matter read (a mapping), its source (its first line is the file's line 2)
 *   and the Markdown, or undefined when the file has no front matter.
 * @throws Error naming the file and line when the front matter is not YAML or not a mapping.
 */
export function splitFrontMatter(
  text: string,
  file: string,
): { data: Record<string, unknown>; frontMatter: string; markdown: string } | undefined {
  const source = text.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n');
  const match = /^---\n([\s\S]*?)\n---(?:\n|$)/.exec(source);
  if (!match) return undefined;
  const frontMatter = match[1] ?? '';
  let data: unknown;
  try {
    data = parseYaml(frontMatter) ?? {};
  } catch (error) {
    const line = (error as { linePos?: { line: number }[] }).linePos?.[0]?.line;
    throw new Error(
      `${file}${line ? `:${line + 1}` : ''}: the front matter is not valid YAML: ${(error as Error).message.split('\n')[0]}`,
    );
  }
  if (typeof data !== 'object' || Array.isArray(data) || data === null) {
    throw new Error(`${file}:2: the front matter must be "field: value" lines`);
  }
  const record = data as Record<string, unknown>;
  for (const [key, value] of Object.entries(record))
    if (value instanceof Date) record[key] = value.toISOString().slice(0, 10);
  return { data: record, frontMatter, markdown: source.slice(match[0].length) };
}

/**
 * Splits and checks one case-study file's text.
 * @param text the file's text (UTF-8 decoded).
 * @param file its name, for messages.
 * @throws Error naming the file, the line and the field when the front matter
 *   is not YAML, not a mapping, or a field breaks its rule (the owner's own
 *   file: the build stops, as for the résumé).
 */
export function parseCaseStudy(text: string, file: string): CaseStudyFile {
  const split = splitFrontMatter(text, file);
  if (!split)
    return { file, facts: {}, markdown: text.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n') };
  const { data, frontMatter } = split;
  const [error, facts] = validate(data, FACTS);
  if (error) {
    const key = String(error.path[0] ?? '');
    const line = lineOf(frontMatter, key);
    const rule =
      error.type === 'never'
        ? 'is not a known field (repository, homepage, stars, updated, licence, topics, readme)'
        : `expected ${ruleOf(key)}, got ${JSON.stringify(error.value)?.slice(0, 60)}`;
    throw new Error(`${file}${line ? `:${line}` : ''}: field "${key}" ${rule}`);
  }
  return { file, facts, markdown: split.markdown };
}

function ruleOf(key: string): string {
  switch (key) {
    case 'stars':
      return 'a whole number, 0 or more';
    case 'updated':
      return 'a date as YYYY-MM-DD';
    case 'topics':
      return 'a list of at most 20 words';
    case 'licence':
      return 'a name of 1 to 80 characters';
    default:
      return 'an http(s) URL';
  }
}

/**
 * Reads `slug`'s case study in `lang` (`{slug}.{lang}.md`), else in the
 * default language (`{slug}.md`), under `root`.
 * @returns the file and whether it is the language's own, or undefined when the project has none.
 * @throws Error from {@link parseCaseStudy}.
 */
export function readCaseStudy(
  root: string,
  slug: string,
  lang?: string,
): (CaseStudyFile & { translated: boolean }) | undefined {
  for (const [name, translated] of [
    ...(lang ? [[caseStudyFileName(slug, lang), true] as const] : []),
    [caseStudyFileName(slug), false] as const,
  ]) {
    const path = join(root, name);
    if (existsSync(path))
      return { ...parseCaseStudy(readFileSync(path, 'utf8'), name), translated };
  }
  return undefined;
}
