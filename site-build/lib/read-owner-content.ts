/**
 * Reads and checks the owner's content files, `resume.json` and
 * `portfolio.json` (src/content/owner-content.ts says what each holds), for
 * the build, `npm run init` and `npm run refresh-projects`. Node only.
 */

import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import jsonResume from '@jsonresume/schema';
import { assert, StructError } from 'superstruct';
import {
  PortfolioFields,
  picturesByField,
  SiteContent,
  toSiteContent,
  withMarkedSections,
} from '#src/app/site-content.ts';
import { ContentError, LANGUAGE_TAG, type Resume } from '#src/content/owner-content.ts';
import {
  catalogueLocale,
  type Locale,
  noCatalogueMessage,
  translatorFor,
} from '#src/i18n/catalogues.ts';
import { type Direction, directionOf } from '#src/i18n/locale.ts';
import type { Translator } from '#src/i18n/translator.ts';
import { languagePath } from '#src/seo/language-paths.ts';
import {
  isTextField,
  markedPaths,
  markedRuns,
  markFallback,
  OWNER_TEXT_FIELDS,
} from './fallback-text.ts';
import { lineUpOverlay, mergeOverlayRecorded, portfolioLists, RESUME_LISTS } from './overlay.ts';

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
export function checkResume(document: unknown, file = RESUME_FILE): Resume {
  if (typeof document !== 'object' || document === null || Array.isArray(document)) {
    throw new ContentError(file, '(root)', 'is not a JSON object');
  }
  let errors: SchemaError[] | null = null;
  jsonResume.validate(document, (found: SchemaError[] | null) => {
    errors = found;
  });
  const [first] = (errors ?? []) as SchemaError[];
  if (first) throw new ContentError(file, fieldPath(first.property), first.message);
  return document as Resume;
}

/**
 * @throws ContentError naming the failing field of `portfolio.json` (or of
 *   `file`); for a wrong `publish` field, what it takes (its three choices,
 *   each true or false).
 */
export function checkPortfolio(document: unknown, file = PORTFOLIO_FILE): PortfolioFields {
  try {
    assert(document, PortfolioFields);
    return document;
  } catch (error) {
    if (error instanceof StructError) {
      const path = error.path.join('.') || '(root)';
      if (error.path[0] === 'publish') {
        throw new ContentError(
          file,
          path,
          `got ${JSON.stringify(error.value)}, but "publish" takes only "phone", "address" and "references", each true or false (docs/make-it-yours.md)`,
        );
      }
      throw new ContentError(file, path, error.message);
    }
    throw error;
  }
}

/**
 * Whether a picture the page shows is there: `path` is relative to `public/`.
 * The build asks the file system; `npm run init` also counts the files it is about to write.
 */
export type PictureCheck = (path: string) => boolean;

/**
 * Maps checked documents onto the page's content and checks the result:
 * its schema and that every picture it names is a file in `<root>/public/`
 * (or, with `isPicture`, whatever that says is there).
 * @throws ContentError naming the failing field.
 */
export function siteContentOf(
  resume: Resume,
  portfolio: PortfolioFields,
  root = '.',
  isPicture: PictureCheck = (path) => existsSync(join(root, 'public', path)),
  i18n?: Translator,
): SiteContent {
  const site = toSiteContent(resume, portfolio, i18n);
  try {
    assert(site, SiteContent);
  } catch (error) {
    if (error instanceof StructError) {
      throw new ContentError('resume.json', error.path.join('.') || '(root)', error.message);
    }
    throw error;
  }
  for (const [field, path] of picturesByField(site)) {
    if (!isPicture(path)) {
      throw new ContentError('portfolio.json', field, `no such file: public/${path}`);
    }
  }
  return site;
}

/** Every picture the page shows, as paths in `public/` (`images/avatar.webp`, …). */
export function picturesOf(site: SiteContent): string[] {
  return picturesByField(site).map(([, path]) => path);
}

function readJson(root: string, file: string): unknown {
  const text = readFileSync(join(root, file), 'utf8');
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new ContentError(file, '(root)', `is not valid JSON: ${(error as Error).message}`);
  }
}

/** One language of the site: its content, checked, in that language. */
export type LanguageContent = {
  /** BCP 47 tag, e.g. `en`, `fil`: `<html lang>` and, but for the default language, the URL path `{base}{lang}/`. */
  lang: string;
  /**
   * Its home under the base path (docs/product.md § Languages): `''` for the default
   * language, `{lang}/` for another (`languagePath`, src/seo/language-paths.ts).
   */
  path: string;
  /** The direction its script runs, from CLDR (`directionOf`): `<html dir>` of its pages. */
  dir: Direction;
  resume: Resume;
  portfolio: PortfolioFields;
  site: SiteContent;
  /**
   * A language other than the default's whose overlays leave texts out: its
   * documents with each fallen-back text marked (./fallback-text.ts,
   * `markFallback`), for the pages the build writes from the résumé (Home's
   * résumé sections, the CV page) to mark them with `lang`; `site.fallback`
   * already names its own. Absent: every text is in `lang`.
   */
  marked?: { lang: string; resume: Resume; site: SiteContent };
};

/** What {@link readOwnerContent} returns: the default language's content, and every language's. */
export type OwnerContent = {
  resume: Resume;
  portfolio: PortfolioFields;
  site: SiteContent;
  /** The default language first (`portfolio.json` `language`, else `en`), then the others by tag. */
  languages: LanguageContent[];
};

/** `resume.fil.json` or `portfolio.fil.json` → `fil`. */
const LANGUAGE_FILE = /^(?:resume|portfolio)\.(.+)\.json$/;

/**
 * The tags of the other languages, from the file names at `root`
 * (`resume.{lang}.json` and/or `portfolio.{lang}.json`), sorted.
 * @throws ContentError for a file whose middle part is no language tag
 *   (e.g. `resume.old.json` is fine to keep elsewhere, not at the root).
 */
export function otherLanguageTags(root = '.'): string[] {
  const tags = new Set<string>();
  for (const file of readdirSync(root)) {
    const tag = file.match(LANGUAGE_FILE)?.[1];
    if (tag === undefined) continue;
    if (!LANGUAGE_TAG.test(tag)) {
      throw new ContentError(
        file,
        '(file name)',
        `"${tag}" is not a language tag such as "fil" or "pt-BR": rename or move the file`,
      );
    }
    tags.add(tag);
  }
  return [...tags].sort();
}

/**
 * A ContentError of the default language's files, renamed to the language
 * file the field came from: a field an overlay leaves out comes from the
 * default file, one it gives comes from the overlay, and the merged document
 * is what was checked, so the message names the language's file and says it is merged.
 */
function inLanguageFiles(error: unknown, lang: string): unknown {
  if (!(error instanceof ContentError)) return error;
  const file = error.file.replace(/\.json$/, `.${lang}.json`);
  return new ContentError(
    file,
    error.path,
    `${error.message.slice(`${error.file}: ${error.path}: `.length)} (merged onto ${error.file})`,
  );
}

/** A language's two overlay documents, as parsed JSON; undefined: no such file. */
export type LanguageOverlays = { resume?: unknown; portfolio?: unknown };

/** `resume.{lang}.json` and `portfolio.{lang}.json`: a language's two files (docs/make-it-yours.md, "Another language"). */
export function languageFiles(lang: string): { resume: string; portfolio: string } {
  return {
    resume: RESUME_FILE.replace(/json$/, `${lang}.json`),
    portfolio: PORTFOLIO_FILE.replace(/json$/, `${lang}.json`),
  };
}

/**
 * One other language's content: its overlays merged onto the default
 * language's documents, then checked like them (docs/make-it-yours.md,
 * "Another language"). A missing overlay file counts as an empty one.
 * `npm run init` passes the overlays it is about to write (`given`) and a
 * picture check that counts the pictures it is about to draw, so it runs
 * this same check before writing any file.
 * @throws ContentError naming the language's file and the field.
 */
export function languageContentOf(
  lang: string,
  defaults: { resume: Resume; portfolio: PortfolioFields },
  root = '.',
  given?: { overlays: LanguageOverlays; isPicture?: PictureCheck },
): LanguageContent {
  const overlay = (file: string) =>
    existsSync(join(root, file)) ? readJson(root, file) : undefined;
  const { resume: resumeFile, portfolio: portfolioFile } = languageFiles(lang);
  const locale = catalogueOf(lang, resumeFile);
  const resumeOverlay = given ? given.overlays.resume : overlay(resumeFile);
  const portfolioOverlay = given ? given.overlays.portfolio : overlay(portfolioFile);
  for (const [file, document] of [
    [resumeFile, resumeOverlay],
    [portfolioFile, portfolioOverlay],
  ] as const) {
    if (
      document !== undefined &&
      (typeof document !== 'object' || document === null || Array.isArray(document))
    ) {
      throw new ContentError(file, '(root)', 'is not a JSON object');
    }
  }
  // One look for every language (docs/product.md § Colour mode): the theme is the site's.
  if (portfolioOverlay !== undefined && 'theme' in (portfolioOverlay as object)) {
    throw new ContentError(
      portfolioFile,
      'theme',
      'the colours and first colour mode are the same in every language: set "theme" in portfolio.json only',
    );
  }
  refuseSiteWide(portfolioOverlay, portfolioFile);
  // Each translated item goes onto the item it names, wherever the list has it now.
  const resumeLined = lineUpOverlay(defaults.resume, resumeOverlay, RESUME_LISTS, {
    overlay: resumeFile,
    base: RESUME_FILE,
  });
  const portfolioLined = lineUpOverlay(
    defaults.portfolio,
    portfolioOverlay,
    portfolioLists(defaults.resume),
    { overlay: portfolioFile, base: PORTFOLIO_FILE },
  );
  try {
    const resumeMerge = mergeOverlayRecorded(defaults.resume, resumeLined);
    const resume = checkResume(resumeMerge.merged, RESUME_FILE);
    const portfolioMerge = mergeOverlayRecorded(defaults.portfolio, portfolioLined);
    // The default language's tag stays the default's: this document is `lang`.
    const { language: _default, ...portfolio } = portfolioMerge.merged as PortfolioFields;
    const checked = checkPortfolio(portfolio, PORTFOLIO_FILE);
    const i18n = translatorFor(locale);
    // The texts the overlays left out, in the default language (docs/product.md § Languages).
    const marked = {
      resume: markFallback(resume, textsOf(resumeMerge.fallback, OWNER_TEXT_FIELDS.resume)),
      portfolio: markFallback(
        checked,
        textsOf(portfolioMerge.fallback, OWNER_TEXT_FIELDS.portfolio),
      ),
    };
    const markedSite = toSiteContent(marked.resume, marked.portfolio, i18n);
    const site = withMarkedSections(
      siteContentOf(resume, checked, root, given?.isPicture, i18n),
      markedSite,
      markedRuns,
    );
    const paths = markedPaths(markedSite);
    const base = defaults.portfolio.language ?? 'en';
    const where = { lang, path: languagePath(lang, [base]), dir: directionOf(lang) };
    if (!paths.length && !markedPaths(marked.resume).length) {
      return { ...where, resume, portfolio: checked, site };
    }
    return {
      ...where,
      resume,
      portfolio: checked,
      site: paths.length ? { ...site, fallback: { lang: base, paths } } : site,
      marked: { lang: base, resume: marked.resume, site: markedSite },
    };
  } catch (error) {
    throw inLanguageFiles(error, lang);
  }
}

/** The dotted paths among `paths` that are text written in a language (`OWNER_TEXT_FIELDS`). */
const textsOf = (paths: readonly string[], fields: readonly string[]) =>
  paths.filter((path) => isTextField(path, fields));

/**
 * portfolio.json's fields that are the whole site's, not a language's
 * (docs/make-it-yours.md, "Another language"): which private fields are
 * published, the GitHub user, the feeds, the default language and whether
 * projects have pages. A
 * language's file that sets one is refused rather than read and ignored.
 */
export const SITE_WIDE_FIELDS = ['language', 'publish', 'github', 'feeds', 'caseStudies'] as const;

/** @throws ContentError naming `file` and the first site-wide field the overlay sets. */
function refuseSiteWide(overlay: unknown, file: string): void {
  if (typeof overlay !== 'object' || overlay === null) return;
  const field = SITE_WIDE_FIELDS.find((key) => Object.hasOwn(overlay, key));
  if (field) {
    throw new ContentError(
      file,
      field,
      `is the whole site's choice, the same in every language: set it in ${PORTFOLIO_FILE} and remove it here`,
    );
  }
}

/**
 * The interface catalogue of a content language (src/i18n/messages/, CONTRIBUTING.md
 * "Adding a language"): a page in `lang` needs its texts as well as its content.
 * @throws ContentError naming `file` when the site has no catalogue for `lang`.
 */
export function catalogueOf(lang: string, file: string): Locale {
  const locale = catalogueLocale(lang);
  if (!locale) {
    throw new ContentError(file, '(language)', `${noCatalogueMessage(lang)}, or remove the file`);
  }
  return locale;
}

/**
 * Reads `resume.json` and `portfolio.json` from `root`, checks both and maps
 * them (docs/product.md § Configuration: the build stops with the failing field's path),
 * then each other language's overlays ({@link languageContentOf}).
 * @throws ContentError naming the file and field; Error (ENOENT) when a file is missing.
 */
export function readOwnerContent(root = '.'): OwnerContent {
  const resume = checkResume(readJson(root, RESUME_FILE));
  const portfolio = checkPortfolio(readJson(root, PORTFOLIO_FILE));
  const lang = portfolio.language ?? 'en';
  const site = siteContentOf(
    resume,
    portfolio,
    root,
    undefined,
    translatorFor(catalogueOf(lang, PORTFOLIO_FILE)),
  );
  const others = otherLanguageTags(root);
  if (others.includes(lang)) {
    const file = existsSync(join(root, `resume.${lang}.json`))
      ? `resume.${lang}.json`
      : `portfolio.${lang}.json`;
    throw new ContentError(
      file,
      '(file name)',
      `"${lang}" is the default language (portfolio.json language): its content belongs in ${RESUME_FILE} and ${PORTFOLIO_FILE}`,
    );
  }
  return {
    resume,
    portfolio,
    site,
    languages: [
      { lang, path: languagePath(lang, [lang]), dir: directionOf(lang), resume, portfolio, site },
      ...others.map((tag) => languageContentOf(tag, { resume, portfolio }, root)),
    ],
  };
}
