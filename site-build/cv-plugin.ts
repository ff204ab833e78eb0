import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin, Rolldown } from 'vite';
import type { BuildEnv } from '#src/config/build-env.ts';
import type { SiteContent } from '#src/content/content-schema.ts';
import { joinedRuns } from '#src/content/fallback-lang.ts';
import type { PublishChoices, Resume } from '#src/content/owner-content.ts';
import { parseProjects } from '#src/features/projects/api/project-schema.ts';
import { localeOf, translatorFor } from '#src/i18n/catalogues.ts';
import { directionOf } from '#src/i18n/locale.ts';
import { SHARE_IMAGE, shareImagePath } from '#src/seo/head-tags.ts';
import type { SiteLanguages } from '#src/seo/language-paths.ts';
import { type CvProject, cvPage, cvTitle } from './cv/cv-page.ts';
import { cvPdfName, paperFormat, pdfRevision } from './cv/cv-pdf.ts';
import { missingFontLines } from './cv/pdf-fonts.ts';
import { type PrintedFile, printPages } from './cv/print-cv-pdf.ts';
import { publishedResume } from './cv/published-resume.ts';
import { addressOf, cardSlug, vCard } from './cv/vcard.ts';
import { markedHtml } from './lib/fallback-text.ts';
import { pictureType } from './lib/media-types.ts';
import type { LanguageContent } from './lib/read-owner-content.ts';
import { VCARD_CONTENT_TYPE } from './lib/security-headers.ts';
import { MICROFORMAT_CLASS, splitCss, tagOf } from './lib/split-css.ts';
import { STATIC_PAGE_CSS } from './lib/static-page.ts';

/**
 * The owner data the same content gives besides Home (docs/product.md § CV
 * and contact card), written by the build next to the pages:
 *
 * - `cv/index.html`, the CV page (`site-build/cv/cv-page.ts`), with its stylesheet
 *   (`assets/cv-*.css`: the theme tokens and base styles of the entry
 *   stylesheet, then `site-build/lib/static-page.css` and
 *   `site-build/cv/cv-page.css`) and the pre-paint colour-mode
 *   line of index.html as a file (`assets/colour-mode-*.js`): no inline
 *   code, so the site's Content Security Policy needs no new hash (the
 *   policy `<meta>` is added by `cspPlugin`, which lists the page);
 * - `resume.json`, the JSON Resume (`site-build/cv/published-resume.ts`);
 * - `{slug}.vcf`, the contact card (`site-build/cv/vcard.ts`);
 * - `cv/{slug}-cv.pdf`, the CV printed by Chromium, when {@link makeCvPdfs}
 *   made it before the build (the CV page then links to it).
 *
 * All are precached by the service worker (`site-build/lib/pwa-options.ts`). The
 * dev server answers the same paths; the preview server sends the card as
 * `text/vcard`.
 */

/** What the plugin builds from. */
export type CvPluginOptions = {
  /** The owner's résumé, checked against the JSON Resume schema. */
  resume: Resume;
  /** The page content mapped from it. */
  site: SiteContent;
  /** The checked build configuration (base path, site URL). */
  env: BuildEnv;
  /**
   * `portfolio.json`'s `publish`: which private fields of the résumé the
   * JSON Resume and the card carry (docs/product.md § Privacy); absent: none.
   */
  publish?: PublishChoices;
  /** The project root (where `index.html`, `src/` and `public/` are); default the working directory. */
  root?: string;
};

/** The contact card's file name under the base path, e.g. `jamie-santos.vcf`. */
export function vcardFileOf(site: SiteContent): string {
  return `${cardSlug(site.name)}.vcf`;
}

/** The CV page's path under the base path (docs/product.md § CV and contact card). */
export const CV_PAGE = 'cv/index.html';

/** The Content-Type of the contact card (RFC 6350 § 10.1). */
export const VCARD_TYPE = VCARD_CONTENT_TYPE;

/**
 * The pre-paint colour-mode line of index.html's inline script
 * (docs/decisions/0011-colour-mode-mirror.md), the one source of it.
 * @throws Error when index.html no longer holds it.
 */
export function colourModeScript(indexHtml: string): string {
  const line = /^try\{.*localStorage\.getItem\('portfolio:color-mode'\).*\}catch\(e\)\{\}$/m.exec(
    indexHtml,
  );
  if (!line) throw new Error('cv: index.html has no pre-paint colour-mode line to share');
  return `${line[0]}\n`;
}

/** Drops the comments and extra white space of a plain stylesheet (no strings with them in it). */
export function compactCss(css: string): string {
  return css
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\s+/g, ' ')
    .replace(/\s*([{};,>])\s*/g, '$1')
    .replace(/:\s+/g, ':')
    .replace(/;}/g, '}')
    .trim();
}

/**
 * The rules of the built entry stylesheet that style no CSS module class:
 * the theme tokens (both colour modes, forced colours) and the base styles.
 * A module's microformat classes (Home's `.h-card`, `.u-url`, left unscoped,
 * see `MICROFORMAT_CLASS`) are module classes here: the CV page uses the
 * same microformats with its own styles.
 */
export function themeCss(entryCss: string): string {
  const moduleClass = (selector: string) =>
    [...selector.matchAll(/\.([\w-]+)/g)].some(
      (match) => tagOf(match[1] ?? '') !== '' || MICROFORMAT_CLASS.test(match[1] ?? ''),
    );
  return splitCss(entryCss, {
    selector: moduleClass,
    keyframes: (name) => tagOf(name) !== '',
    media: () => false,
  }).critical;
}

/** The first {@link CV_PROJECTS} valid projects of the bundled list, or none when it is missing or broken. */
function bundledProjects(root: string): CvProject[] {
  const file = join(root, 'public/data/projects.json');
  if (!existsSync(file)) return [];
  try {
    return parseProjects(
      JSON.parse(readFileSync(file, 'utf8')),
      'http://site.invalid/data/projects.json',
    ).projects.map(({ title, description, url }) => ({ title, description, url }));
  } catch {
    return [];
  }
}

/** The stylesheet the entry chunk imports (the HTML entry's CSS). */
export function entryStylesheet(bundle: Rolldown.OutputBundle): string | undefined {
  for (const chunk of Object.values(bundle)) {
    if (chunk.type !== 'chunk' || !chunk.isEntry) continue;
    const [css] = chunk.viteMetadata?.importedCss ?? [];
    const asset = css ? bundle[css] : undefined;
    if (asset?.type === 'asset') return String(asset.source);
  }
  return undefined;
}

/**
 * The contact card's text (`site-build/cv/vcard.ts`) from the owner's content: the
 * phone and the street address only when `publish` says so, as in the
 * published résumé (docs/product.md § Privacy).
 */
export function contactCard({
  resume,
  site,
  env,
  publish = {},
  lang = 'en',
}: Pick<CvPluginOptions, 'resume' | 'site' | 'env' | 'publish'> & {
  /** The card's language (BCP 47): the country's name is written in it, as on its pages. */
  lang?: string;
}): string {
  return vCard({
    name: site.name,
    title: site.headline,
    // The availability line, its time zone and booking page after the bio (docs/product.md § Availability).
    note: site.availability
      ? [
          site.bio,
          [
            joinedRuns(site.availability.summary),
            site.availability.timeZone,
            site.availability.bookingUrl,
          ]
            .filter(Boolean)
            .join(' · '),
        ].join('\n')
      : site.bio,
    siteUrl: env.siteUrl || undefined,
    photoUrl: env.siteUrl ? new URL(site.avatar, env.siteUrl).href : undefined,
    photoType: site.avatar.endsWith('.webp') ? 'image/webp' : undefined,
    profiles: site.profiles,
    address: addressOf(resume.basics?.location, { street: publish.address, locale: lang }),
    email: resume.basics?.email,
    phone: publish.phone ? resume.basics?.phone : undefined,
  });
}

/** Another language's CV page, JSON Resume and card, under `{path}` (docs/product.md § Languages). */
export type CvLanguage = {
  lang: string;
  path: string;
  resume: Resume;
  site: SiteContent;
  /** Its documents with the texts its translation leaves out marked: the CV page marks them with `lang`. */
  marked?: LanguageContent['marked'];
};

/** What {@link cvPlugin} builds from: the default language's content, and every other language's. */
export type CvPluginAllOptions = CvPluginOptions & {
  /** The default language's tag (default `en`): the CV page's texts. */
  lang?: string;
  languages?: readonly CvLanguage[];
  /** The PDF CVs {@link makeCvPdfs} made; absent: none (no link, no file). */
  pdfs?: CvPdfs;
  /**
   * theme.css as the build restyles it with the owner's accent (site-build/theme-plugin.ts),
   * for the PDF, which is printed from the sources; absent: theme.css as it is.
   */
  themed?: (themeCss: string) => string;
};

/** A language's PDF CV, printed before the build. */
export type CvPdf = {
  /** The language's path under the base path: `''`, `fil/`. */
  path: string;
  /** Its file under the base path (`cvPdfName`): `cv/jamie-santos-cv.pdf`, `fil/cv/jamie-santos-cv-fil.pdf`. */
  fileName: string;
  bytes: Uint8Array;
  /** Its precache revision: what was printed, not the printer's bytes (`pdfRevision`). */
  revision: string;
};

/** The PDF CVs, or the one line saying why there are none. */
/**
 * The PDF CVs, or none and `notice`, why, in one line; `warnings`, one line per language that
 * would print with missing letters (site-build/cv/pdf-fonts.ts).
 */
export type CvPdfs = { files: CvPdf[]; notice?: string; warnings?: string[] };

/** Every language, the default first at the base path. */
function languagesOf({
  resume,
  site,
  languages = [],
  lang = 'en',
}: CvPluginAllOptions): CvLanguage[] {
  return [{ lang, path: '', resume, site }, ...languages];
}

/** One language's CV page, with the link to its PDF when `pdfFile` is given. */
function renderCvPage(
  options: CvPluginAllOptions,
  language: CvLanguage,
  stylesheet: string,
  colourScript: string,
  pdfFile?: string,
): string {
  const tags = languagesOf(options).map(({ lang }) => lang) as unknown as SiteLanguages;
  const ownShareImage = shareImagePath(language.lang, tags);
  const { marked } = language;
  const locale = localeOf(language.lang);
  const html = cvPage({
    resume: marked?.resume ?? language.resume,
    site: marked?.site ?? language.site,
    fallbackProjects: bundledProjects(options.root ?? process.cwd()),
    basePath: options.env.basePath,
    siteUrl: options.env.siteUrl,
    vcardFile: vcardFileOf(options.site),
    stylesheet,
    colourScript,
    i18n: translatorFor(locale),
    languagePath: language.path,
    languages: tags,
    // The language's share image, or the default's until `npm run share-image` draws it (as Home's).
    shareImage: existsSync(join(options.root ?? process.cwd(), 'public', ownShareImage))
      ? ownShareImage
      : SHARE_IMAGE.path,
    pdfFile,
    publish: options.publish,
  });
  // The texts the translation leaves out carry the default language's `lang`, on the page
  // and so in its PDF (docs/product.md § Languages).
  return marked ? markedHtml(html, marked.lang, { locale, dir: directionOf(locale) }) : html;
}

/**
 * A static page's rules after the theme tokens and base styles, compacted:
 * the ones every static page shares (`STATIC_PAGE_CSS`), then the page's own.
 * @param pageCss the page's own stylesheet, relative to `root`.
 */
export function staticPageRules(root: string, pageCss: string): string {
  return [STATIC_PAGE_CSS, pageCss]
    .map((file) => compactCss(readFileSync(join(root, file), 'utf8')))
    .join('');
}

/**
 * A static page's stylesheet from the sources (theme tokens, base styles, then
 * {@link staticPageRules}, with `cv-page.css` by default), as `npm run dev`
 * serves it and the PDF is printed with.
 * @param pageCss the page's own stylesheet, relative to `root`.
 */
export function sourceCss(
  root: string,
  themed = (css: string) => css,
  pageCss = 'site-build/cv/cv-page.css',
): string {
  const sources = ['src/styles/theme.css', 'src/styles/global.css'].map((file) =>
    readFileSync(join(root, file), 'utf8'),
  );
  sources[0] = themed(sources[0]);
  return compactCss(sources.join('\n')) + staticPageRules(root, pageCss);
}

/**
 * Prints each language's CV page to a PDF (docs/product.md § CV and contact
 * card; docs/decisions/0022-pdf-cv-printed-by-chromium.md), before the
 * client build, so the pages, the manifests' shortcut and the precache can
 * all know whether it exists. The page is the one the build writes, with the
 * stylesheet from the same sources; the paper is the language's
 * ({@link paperFormat}); title, author (the owner), subject (the headline)
 * and language are set. Without a Chromium, or when it fails, there are no
 * PDFs and `notice` says so in one line; it never throws.
 */
export async function makeCvPdfs(
  options: CvPluginAllOptions,
  env: Record<string, string | undefined> = process.env,
): Promise<CvPdfs> {
  const root = options.root ?? process.cwd();
  const base = options.env.basePath;
  const all = languagesOf(options).map((language) => ({
    ...language,
    pdfName: cvPdfName(options.site.name, language.path),
  }));
  const css = sourceCss(root, options.themed);
  const colour = colourModeScript(readFileSync(join(root, 'index.html'), 'utf8'));
  const files = (path: string): PrintedFile | undefined => {
    if (path === `${base}@cv/cv.css`) return { body: css, type: 'text/css' };
    if (path === `${base}@cv/colour-mode.js`) return { body: colour, type: 'text/javascript' };
    const rest = path.startsWith(base) ? path.slice(base.length) : '';
    const file = join(root, 'public', rest);
    const type = pictureType(file);
    return type && !rest.includes('..') && existsSync(file)
      ? { body: readFileSync(file), type }
      : undefined;
  };
  const jobs = all.map((language) => ({
    path: `${base}${language.path}cv/`,
    html: renderCvPage(
      options,
      language,
      `${base}@cv/cv.css`,
      `${base}@cv/colour-mode.js`,
      language.pdfName,
    ),
    format: paperFormat(language.lang, language.resume.basics?.location?.countryCode),
    info: {
      title: cvTitle(language.site.name, translatorFor(localeOf(language.lang))),
      author: language.site.name,
      subject: language.site.headline,
      lang: language.lang,
      direction: directionOf(language.lang),
    },
  }));
  const result = await printPages(jobs, files, env);
  if ('reason' in result) {
    return {
      files: [],
      notice: `PDF CV left out (no "Download PDF" link or shortcut): ${result.reason}.`,
    };
  }
  return {
    files: all.map((language, index) => {
      const { path, html, format, info } = jobs[index] ?? jobs[0];
      return {
        path: language.path,
        fileName: `${language.path}cv/${language.pdfName}`,
        bytes: result.pdfs[index] ?? new Uint8Array(),
        // What was printed; the page loads no other file that shows in the PDF.
        revision: pdfRevision([path, html, css, colour, format, JSON.stringify(info)]),
      };
    }),
    warnings: missingFontLines(all.map(({ lang }) => lang)),
  };
}

/** See the module comment. */
export function cvPlugin(options: CvPluginAllOptions): Plugin {
  const { env, publish, root = process.cwd(), pdfs } = options;
  const vcardFile = vcardFileOf(options.site);
  // The default language first, at the base path, then each other one under its path.
  const all = languagesOf(options);
  const resumeJson = (language: CvLanguage = all[0]) =>
    publishedResume(language.resume, {
      siteUrl: env.siteUrl,
      avatar: language.site.avatar,
      publish,
      availability: language.site.availability,
    });
  const card = (language: CvLanguage = all[0]) =>
    contactCard({ ...options, resume: language.resume, site: language.site, lang: language.lang });
  const page = (stylesheet: string, colourScript: string, language: CvLanguage = all[0]) => {
    const pdf = pdfs?.files.find((file) => file.path === language.path);
    const pdfFile = pdf ? pdf.fileName.slice(pdf.fileName.lastIndexOf('/') + 1) : undefined;
    return renderCvPage(options, language, stylesheet, colourScript, pdfFile);
  };
  const cvCss = () => staticPageRules(root, 'site-build/cv/cv-page.css');
  const colourLine = () => colourModeScript(readFileSync(join(root, 'index.html'), 'utf8'));

  return {
    name: 'portfolio:cv',
    enforce: 'post',
    // Why a build has no PDF CV, in one line, and which PDF would miss letters (docs/product.md § CV and contact card).
    configResolved(config) {
      if (config.command !== 'build' || config.build.ssr) return;
      if (pdfs?.notice) config.logger.warn(`⚠ ${pdfs.notice}`);
      for (const line of pdfs?.warnings ?? []) config.logger.warn(`⚠ ${line}`);
    },
    generateBundle(_options, bundle) {
      const entry = entryStylesheet(bundle);
      if (entry === undefined)
        this.error('cv: no entry stylesheet in the bundle to take the theme from');
      const asset = (name: string, source: string) =>
        `${env.basePath}${this.getFileName(this.emitFile({ type: 'asset', name, source }))}`;
      const stylesheet = asset('cv.css', `${themeCss(entry)}${cvCss()}`);
      const colourScript = asset('colour-mode.js', colourLine());
      // Each language's, from its own content, in its own texts.
      for (const language of all) {
        const { path } = language;
        this.emitFile({
          type: 'asset',
          fileName: `${path}${CV_PAGE}`,
          source: page(stylesheet, colourScript, language),
        });
        this.emitFile({
          type: 'asset',
          fileName: `${path}resume.json`,
          source: resumeJson(language),
        });
        this.emitFile({ type: 'asset', fileName: `${path}${vcardFile}`, source: card(language) });
      }
      for (const pdf of pdfs?.files ?? []) {
        this.emitFile({ type: 'asset', fileName: pdf.fileName, source: pdf.bytes });
      }
    },
    // `npm run dev`: the same paths in every language, with the theme and base styles from their sources.
    configureServer(server) {
      const base = server.config.base;
      server.middlewares.use((req, res, next) => {
        const path = new URL(req.url ?? '/', 'http://dev').pathname;
        if (!path.startsWith(base)) return next();
        const rest = path.slice(base.length);
        const send = (type: string, body: string) => {
          res.setHeader('Content-Type', type);
          res.end(body);
        };
        if (rest === '@cv/cv.css')
          return send('text/css; charset=utf-8', sourceCss(root, options.themed));
        if (rest === '@cv/colour-mode.js')
          return send('text/javascript; charset=utf-8', colourLine());
        // The longest language path first: the default's is '' and matches every path.
        const language = [...all]
          .sort((a, b) => b.path.length - a.path.length)
          .find((candidate) => rest.startsWith(candidate.path));
        const file = language ? rest.slice(language.path.length) : '';
        if (!language) return next();
        if (file === 'cv' || file === 'cv/' || file === CV_PAGE) {
          return send(
            'text/html; charset=utf-8',
            page(`${base}@cv/cv.css`, `${base}@cv/colour-mode.js`, language),
          );
        }
        if (file === 'resume.json')
          return send('application/json; charset=utf-8', resumeJson(language));
        if (file === vcardFile) return send(VCARD_TYPE, card(language));
        next();
      });
    },
    // `npm start`: the card as text/vcard, as the `_headers` file says for other hosts.
    configurePreviewServer(server) {
      server.middlewares.use((req, res, next) => {
        if (new URL(req.url ?? '/', 'http://preview').pathname.endsWith('.vcf')) {
          res.setHeader('Content-Type', VCARD_TYPE);
        }
        next();
      });
    },
  };
}
