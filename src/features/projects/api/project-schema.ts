import { coerce, type Infer, number, refine, string, type, union, validate } from 'superstruct';

/**
 * Rules for one item of the projects list (docs/product.md § Projects).
 * `type()` ignores extra fields; a failing item is left out and the rest
 * are shown. Remote text is never trusted: every string is capped
 * at {@link PROJECT_LIMITS} and only http(s) URLs survive.
 */

/** Caps on what the page shows of a projects response; bigger input is truncated, not rejected. */
export const PROJECT_LIMITS = {
  /** Projects rendered at most; the rest of a longer list is ignored. */
  items: 48,
  /**
   * Items of the list looked at, at most; later ones are ignored. Checking an
   * item that fails costs about 35 µs (superstruct builds an error), so this
   * bounds the main thread's work on a hostile list of thousands of bad items
   * to about 35 ms (the page stays responsive).
   */
  examined: 1000,
  /** Characters per field before truncation with an ellipsis. */
  title: 120,
  description: 300,
  stack: 80,
  language: 40,
  alt: 200,
  /** Longest URL accepted, in characters. */
  url: 2048,
} as const;

/**
 * Cuts `value` to at most `max` characters (UTF-16 code units), ending with
 * "…" when something was cut; never splits a surrogate pair (an emoji).
 */
export function truncate(value: string, max: number): string {
  if (value.length <= max) return value;
  const kept = value.slice(0, max - 1);
  const whole = /[\uD800-\uDBFF]$/.test(kept) ? kept.slice(0, -1) : kept;
  return `${whole.trimEnd()}…`;
}

const capped = (max: number) => coerce(string(), string(), (value) => truncate(value.trim(), max));

/**
 * An http(s) URL, resolved against `base` when relative (so the bundled
 * `data/projects.json` may use paths next to it). Anything else — `javascript:`,
 * `data:`, `mailto:`, unparsable text or an overlong string — fails.
 */
export function httpUrl(base: string | undefined) {
  return refine(
    coerce(string(), string(), (value) => {
      try {
        return new URL(value.trim(), base).href;
      } catch {
        return value;
      }
    }),
    'HttpUrl',
    (value) => {
      if (value.length > PROJECT_LIMITS.url) return 'URL too long';
      try {
        const { protocol } = new URL(value);
        return protocol === 'http:' || protocol === 'https:'
          ? true
          : `expected an http(s) URL, got "${protocol}"`;
      } catch {
        return `expected an absolute URL, got "${value.slice(0, 60)}"`;
      }
    },
  );
}

/**
 * The schema of one project.
 * @param baseUrl the URL the list came from: relative `background_image`
 *   paths resolve against it; `url` must be absolute.
 */
export function projectStruct(baseUrl?: string) {
  return type({
    id: union([number(), capped(100)]),
    title: capped(PROJECT_LIMITS.title),
    description: capped(PROJECT_LIMITS.description),
    background_image: httpUrl(baseUrl),
    stack: capped(PROJECT_LIMITS.stack),
    language: capped(PROJECT_LIMITS.language),
    alt: capped(PROJECT_LIMITS.alt),
    url: httpUrl(undefined),
  });
}

/** One project as the page renders it (docs/product.md § Projects). */
export type Project = Infer<ReturnType<typeof projectStruct>>;

/** What {@link parseProjects} made of a response body. */
export type ParsedProjects = {
  projects: Project[];
  /** One line per item left out: its index and the first failing rule. */
  rejected: string[];
  /** Items never looked at, because `PROJECT_LIMITS.items` projects were found or `PROJECT_LIMITS.examined` items checked. */
  ignored: number;
};

/** Thrown by {@link parseProjects} when the body is not a JSON list (the whole section shows the error alert). */
export class ProjectsFormatError extends Error {
  override name = 'ProjectsFormatError';
}

/**
 * Checks a parsed projects response. Keeps the valid items (at most
 * `PROJECT_LIMITS.items`, first occurrence of each id) among the first
 * `PROJECT_LIMITS.examined` items, truncating long text.
 * @throws ProjectsFormatError when `body` is not an array.
 */
export function parseProjects(body: unknown, baseUrl?: string): ParsedProjects {
  if (!Array.isArray(body)) {
    throw new ProjectsFormatError(
      `expected a JSON list of projects, got ${body === null ? 'null' : typeof body}`,
    );
  }
  const struct = projectStruct(baseUrl);
  const projects: Project[] = [];
  const rejected: string[] = [];
  const seen = new Set<string>();
  const end = Math.min(body.length, PROJECT_LIMITS.examined);
  let index = 0;
  for (; index < end && projects.length < PROJECT_LIMITS.items; index++) {
    const [error, project] = validate(body[index], struct, { coerce: true });
    if (error) {
      rejected.push(
        `item ${index}: ${error.path.join('.') || 'item'}: ${error.message.slice(0, 160)}`,
      );
      continue;
    }
    const key = String(project.id);
    if (seen.has(key)) {
      rejected.push(`item ${index}: duplicate id "${key.slice(0, 40)}"`);
      continue;
    }
    seen.add(key);
    // Only the fields of docs/product.md § Projects go on; extra ones are dropped, not rendered.
    const { id, title, description, background_image, stack, language, alt, url } = project;
    projects.push({ id, title, description, background_image, stack, language, alt, url });
  }
  return { projects, rejected, ignored: body.length - index };
}

/**
 * Why a projects answer must not become the offline copy of the list
 * (docs/product.md § Offline and install: only a 200 JSON list that passes
 * the rules replaces it), given its parsed JSON body. Used by every writer
 * of the projects cache: the first visit's seed (`get-projects.ts`), the
 * worker's stale-while-revalidate route and its periodic refresh
 * (`worker/projects-cache-rule.ts`).
 * @param body the answer's JSON body.
 * @param baseUrl the list's URL (relative pictures resolve against it).
 * @returns the reason in a few words, or undefined when the list may be
 *   kept: a list, empty or with at least one item that passes
 *   ({@link parseProjects}); a list none of whose items pass (the API
 *   changed shape) may not. Never throws.
 */
export function projectsListProblem(body: unknown, baseUrl?: string): string | undefined {
  let parsed: ParsedProjects;
  try {
    parsed = parseProjects(body, baseUrl);
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
  return isKeepableList(parsed)
    ? undefined
    : `no item passes the project schema, e.g. ${parsed.rejected[0]}`;
}

/**
 * Whether a list parsed with {@link parseProjects} may become the offline
 * copy (the rule of {@link projectsListProblem}): it is empty, or at least
 * one of its items passes. The page's seed uses it; it needs no reason.
 */
export function isKeepableList({ projects, rejected }: ParsedProjects): boolean {
  return projects.length > 0 || rejected.length === 0;
}
