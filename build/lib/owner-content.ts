/**
 * Reads and checks the owner's content files, `resume.json` and
 * `portfolio.json` (src/content/owner-content.ts says what each holds), for
 * the build, `npm run init` and `npm run refresh-projects`. Node only.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import jsonResume from '@jsonresume/schema';
import { assert, StructError } from 'superstruct';
import { SiteContent } from '#/content/content-schema.ts';
import {
  ContentError,
  PortfolioFields,
  type Resume,
  toSiteContent,
} from '#/content/owner-content.ts';

/** The two files, at the repository's root. */
export const RESUME_FILE = 'resume.json';
export const PORTFOLIO_FILE = 'portfolio.json';

type SchemaError = { property: string; message: string };

/** `instance.work[0].startDate` (jsonschema's form) → `work[0].startDate`; the root is `(root)`. */
function fieldPath(property: string): string {
  return property.replace(/^instance\.?/, '') || '(root)';
}

/**
 * Checks a document against the JSON Resume schema (the `@jsonresume/schema`
 * package, the standard's own).
 * @throws ContentError naming the first failing field, e.g.
 *   `resume.json: work[0].startDate: does not match pattern …`.
 */
export function checkResume(document: unknown): Resume {
  if (typeof document !== 'object' || document === null || Array.isArray(document)) {
    throw new ContentError('resume.json', '(root)', 'is not a JSON object');
  }
  let errors: SchemaError[] | null = null;
  jsonResume.validate(document, (found: SchemaError[] | null) => {
    errors = found;
  });
  const [first] = (errors ?? []) as SchemaError[];
  if (first) throw new ContentError('resume.json', fieldPath(first.property), first.message);
  return document as Resume;
}

/**
 * @throws ContentError naming the failing field of `portfolio.json`; for a
 *   wrong `publish` field, what it takes (its three choices, each true or false).
 */
export function checkPortfolio(document: unknown): PortfolioFields {
  try {
    assert(document, PortfolioFields);
    return document;
  } catch (error) {
    if (error instanceof StructError) {
      const path = error.path.join('.') || '(root)';
      if (error.path[0] === 'publish') {
        throw new ContentError(
          'portfolio.json',
          path,
          `got ${JSON.stringify(error.value)}, but "publish" takes only "phone", "address" and "references", each true or false (docs/make-it-yours.md)`,
        );
      }
      throw new ContentError('portfolio.json', path, error.message);
    }
    throw error;
  }
}

/** Every picture the page shows, as paths in `public/`, with the field that names it. */
function picturesByField(site: SiteContent): [field: string, path: string][] {
  return [
    ['avatar', site.avatar],
    ['demoReel.poster', site.demoReel.poster],
    ...site.experience.map((job, index): [string, string] => [
      `experience[${index}].thumbnail`,
      job.thumbnail,
    ]),
    ...site.courses.map((course, index): [string, string] => [
      `courses[${index}].thumbnail`,
      course.thumbnail,
    ]),
  ];
}

/**
 * Maps checked documents onto the page's content and checks the result:
 * its schema and that every picture it names is a file in `<root>/public/`.
 * @throws ContentError naming the failing field.
 */
export function siteContentOf(resume: Resume, portfolio: PortfolioFields, root = '.'): SiteContent {
  const site = toSiteContent(resume, portfolio);
  try {
    assert(site, SiteContent);
  } catch (error) {
    if (error instanceof StructError) {
      throw new ContentError('resume.json', error.path.join('.') || '(root)', error.message);
    }
    throw error;
  }
  for (const [field, path] of picturesByField(site)) {
    if (!existsSync(join(root, 'public', path))) {
      throw new ContentError('portfolio.json', field, `no such file: public/${path}`);
    }
  }
  return site;
}

/** Every picture the page shows, as paths in `public/` (`images/avatar.webp`, …). */
export function picturesOf(site: SiteContent): string[] {
  return picturesByField(site).map(([, path]) => path);
}

function readJson(root: string, file: typeof RESUME_FILE | typeof PORTFOLIO_FILE): unknown {
  const text = readFileSync(join(root, file), 'utf8');
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new ContentError(file, '(root)', `is not valid JSON: ${(error as Error).message}`);
  }
}

/** What {@link readOwnerContent} returns. */
export type OwnerContent = { resume: Resume; portfolio: PortfolioFields; site: SiteContent };

/**
 * Reads `resume.json` and `portfolio.json` from `root`, checks both and maps
 * them (docs/product.md § Configuration: the build stops with the failing field's path).
 * @throws ContentError naming the file and field; Error (ENOENT) when a file is missing.
 */
export function readOwnerContent(root = '.'): OwnerContent {
  const resume = checkResume(readJson(root, RESUME_FILE));
  const portfolio = checkPortfolio(readJson(root, PORTFOLIO_FILE));
  return { resume, portfolio, site: siteContentOf(resume, portfolio, root) };
}
