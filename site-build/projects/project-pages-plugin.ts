import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import type { Plugin } from 'vite';
import type { BuildEnv } from '#src/config/build-env.ts';
import type { Project } from '#src/features/projects/api/project-schema.ts';
import { parseProjects } from '#src/features/projects/api/project-schema.ts';
import { projectSlug } from '#src/features/projects/api/project-slug.ts';
import { localeOf, translatorFor } from '#src/i18n/catalogues.ts';
import type { SiteLanguages } from '#src/seo/language-paths.ts';
import {
  colourModeScript,
  entryStylesheet,
  sourceCss,
  staticPageRules,
  themeCss,
} from '../cv-plugin.ts';
import { pictureType } from '../lib/media-types.ts';
import type { LanguageContent } from '../lib/read-owner-content.ts';
import { darkHeroGradient } from '../lib/theme.ts';
import { ownName } from '../owner-content-plugin.ts';
import { type CaseStudyFile, readCaseStudy } from './case-study-file.ts';
import { caseStudyHtml, localPictures, type PictureSize } from './case-study-html.ts';
import { projectPage } from './project-page.ts';
import {
  drawSharePictures,
  PROJECT_SHARE_FILE,
  projectShareHtml,
  type ShareJob,
} from './share-pictures.ts';

/**
 * The project pages (docs/product.md § Project pages): for each project of
 * the bundled list (`public/data/projects.json`), in every language,
 * `{lang}projects/{slug}/index.html` (`site-build/projects/project-page.ts`),
 * with the case study from `content/projects/{slug}.md` (or
 * `{slug}.{lang}.md`) when there is one. Its stylesheet (`assets/project-*.css`)
 * is the entry stylesheet's theme tokens and base styles, then
 * `site-build/lib/static-page.css` and `site-build/projects/project-page.css`,
 * as the CV page's is made. The
 * pages are precached with every other page (`**\/*.html`), listed in the
 * sitemap and carry the site's one Content Security Policy (`cspPlugin`).
 */

/** The page kind's own stylesheet, after the theme tokens and base styles. */
const PAGE_CSS = 'site-build/projects/project-page.css';

/** Biggest picture file a case study may show, in bytes; a bigger one becomes its alt text. */
export const CASE_STUDY_PICTURE_BYTES = 2_000_000;

/** A project that has a page, and its page's path segment. */
export type PagedProject = { project: Project; slug: string };

/**
 * What the static pages need of one language of the site (`LanguageContent`,
 * site-build/lib/read-owner-content.ts): its tag, its path and the owner's name in it.
 */
export type PageLanguage = Pick<LanguageContent, 'lang' | 'path'> & {
  site: Pick<LanguageContent['site'], 'name'>;
};

/**
 * The projects of the bundled list that get a page, each with its slug
 * (`projectSlug`), in the list's order. A project whose slug an earlier one
 * took gets none. None when the list is missing or is not a JSON list (the
 * page's projects section then says so; the build does not fail over it).
 * @param basePath the site's base path: the pictures' paths are made under it.
 */
export function pagedProjects(root: string, basePath: string): PagedProject[] {
  const file = join(root, 'public/data/projects.json');
  if (!existsSync(file)) return [];
  let projects: Project[];
  try {
    projects = parseProjects(
      JSON.parse(readFileSync(file, 'utf8')),
      `http://site.invalid${basePath}data/projects.json`,
    ).projects;
  } catch {
    return [];
  }
  const seen = new Set<string>();
  const paged: PagedProject[] = [];
  for (const project of projects) {
    const slug = projectSlug(project);
    if (seen.has(slug)) continue;
    seen.add(slug);
    const picture = new URL(project.background_image);
    paged.push({
      slug,
      project: {
        ...project,
        // The bundled pictures are the site's own: a path, not the placeholder origin.
        background_image:
          picture.origin === 'http://site.invalid'
            ? `${picture.pathname}${picture.search}`
            : project.background_image,
      },
    });
  }
  return paged;
}

/** What {@link projectPagesPlugin} builds from. */
export type ProjectPagesOptions = {
  env: Pick<BuildEnv, 'basePath' | 'siteUrl'>;
  /** The URL of the static pages' search script (`staticSearchPlugin`'s `scriptUrl`); no search without. */
  searchScript?: () => string;
  /** The projects that get a page ({@link pagedProjects}); none: no page. */
  projects: readonly PagedProject[];
  /** Every language, the default first (path `''`). */
  languages: readonly PageLanguage[];
  /** The project root; default the working directory. */
  root?: string;
  /** Where a line about a left-out picture or a cut README goes; default the build's logger. */
  warn?: (line: string) => void;
  /** theme.css as the build restyles it with the owner's accent (site-build/theme-plugin.ts), for `npm run dev`. */
  themed?: (themeCss: string) => string;
  /** `portfolio.json` `theme.accent`: the share pictures' gradient; absent: the theme's. */
  accent?: string;
  /** Draw a share picture per page (default true; needs Chromium, as the PDF CV does). */
  sharePictures?: boolean;
  /** Whether the owner has posts: each page's navigation then leads to them too. */
  posts?: boolean;
};

/** The size of each picture that `files` show and that is a readable picture under `public/`. */
export async function pictureSizes(
  root: string,
  files: readonly Pick<CaseStudyFile, 'markdown'>[],
): Promise<Map<string, PictureSize>> {
  const sizes = new Map<string, PictureSize>();
  const paths = new Set(files.flatMap((file) => localPictures(file.markdown)));
  await Promise.all(
    [...paths].map(async (path) => {
      const file = join(root, 'public', path);
      try {
        if (!existsSync(file) || statSync(file).size > CASE_STUDY_PICTURE_BYTES) return;
        const { width, height } = await sharp(file).metadata();
        if (width && height) sizes.set(path, { width, height });
      } catch {
        // Not a picture sharp can read: shown as its alt text.
      }
    }),
  );
  return sizes;
}

/** One built page: its file under the output folder and its HTML. */
type BuiltPage = { fileName: string; source: string };

/** See the module comment. */
export function projectPagesPlugin(options: ProjectPagesOptions): Plugin {
  const root = options.root ?? process.cwd();
  const { env, languages } = options;
  const tags = languages.map(({ lang }) => lang) as unknown as SiteLanguages;
  const defaultLang = languages[0]?.lang ?? 'en';
  let sizes = new Map<string, PictureSize>();
  let log = options.warn ?? ((line: string) => console.warn(line));
  // A default-language case study shown in several languages is said once.
  const said = new Set<string>();
  const warn = (line: string) => {
    if (!said.has(line)) log(line);
    said.add(line);
  };
  const studyOf = (slug: string, lang: string) =>
    readCaseStudy(root, slug, lang === defaultLang ? undefined : lang);
  const colourLine = () => colourModeScript(readFileSync(join(root, 'index.html'), 'utf8'));

  /** The project's picture as a data URL for its share picture, when it is one of the site's own files. */
  function pictureData(project: Project): string | undefined {
    const path = project.background_image;
    const type = pictureType(path);
    if (!path.startsWith(env.basePath) || !type) return undefined;
    const file = join(root, 'public', path.slice(env.basePath.length));
    return existsSync(file)
      ? `data:${type};base64,${readFileSync(file).toString('base64')}`
      : undefined;
  }

  /** Each page's share picture to draw: its file in the build and its HTML. */
  function shareJobs(): ShareJob[] {
    const gradient = darkHeroGradient(
      readFileSync(join(root, 'src/styles/theme.css'), 'utf8'),
      options.accent,
    );
    return options.projects.flatMap(({ project, slug }) => {
      const picture = pictureData(project);
      return languages.map((language) => ({
        fileName: `${language.path}projects/${slug}/${PROJECT_SHARE_FILE}`,
        html: projectShareHtml({
          title: project.title,
          titleLang: defaultLang,
          picture,
          ownerName: language.site.name,
          i18n: translatorFor(localeOf(language.lang)),
          gradient,
        }),
      }));
    });
  }

  /**
   * Every language's page of every project, in the list's order.
   * @param shared the share pictures drawn, by file name (none in `npm run dev`).
   */
  function pages(
    stylesheet: string,
    colourScript: string,
    shared: ReadonlySet<string> = new Set(),
  ): BuiltPage[] {
    return options.projects.flatMap(({ project, slug }) => {
      const facts = readCaseStudy(root, slug)?.facts ?? {};
      return languages.map((language) => {
        const study = studyOf(slug, language.lang);
        let caseStudy: { html: string; lang: string } | undefined;
        if (study) {
          const { html, notes } = caseStudyHtml(study.markdown, {
            linkBase: study.facts.readme ?? facts.readme,
            pictureSize: (path) => sizes.get(path),
            basePath: env.basePath,
          });
          for (const note of notes) warn(`${study.file}: ${note}`);
          const own = study.translated || language.lang === defaultLang;
          caseStudy = { html, lang: own ? language.lang : defaultLang };
        }
        const share = `${language.path}projects/${slug}/${PROJECT_SHARE_FILE}`;
        return {
          fileName: `${language.path}projects/${slug}/index.html`,
          source: projectPage({
            shareImage: shared.has(share) ? share : undefined,
            posts: options.posts,
            project,
            slug,
            facts: { ...facts, ...study?.facts },
            caseStudy,
            ownerName: language.site.name,
            i18n: translatorFor(localeOf(language.lang)),
            projectLang: defaultLang,
            basePath: env.basePath,
            languagePath: language.path,
            siteUrl: env.siteUrl,
            languages: tags,
            others: languages
              .filter((other) => other.lang !== language.lang)
              .map((other) => ({
                lang: other.lang,
                name: ownName(other.lang),
                href: `${env.basePath}${other.path}projects/${slug}/`,
              })),
            stylesheet,
            colourScript,
            searchScript: options.searchScript?.(),
          }),
        };
      });
    });
  }

  /** Reads the size of every picture the case studies show (before any page is made). */
  async function readSizes() {
    const files = options.projects.flatMap(({ slug }) =>
      languages.flatMap(({ lang }) => studyOf(slug, lang) ?? []),
    );
    sizes = await pictureSizes(root, files);
  }

  return {
    name: 'portfolio:project-pages',
    enforce: 'post',
    configResolved(config) {
      if (!options.warn) log = (line) => config.logger.warn(`⚠ ${line}`);
    },
    async buildStart() {
      await readSizes();
    },
    async generateBundle(_options, bundle) {
      const entry = entryStylesheet(bundle);
      if (entry === undefined)
        this.error('project pages: no entry stylesheet in the bundle to take the theme from');
      const css = staticPageRules(root, PAGE_CSS);
      const asset = (name: string, source: string) =>
        `${env.basePath}${this.getFileName(this.emitFile({ type: 'asset', name, source }))}`;
      const stylesheet = asset('project.css', `${themeCss(entry)}${css}`);
      const colourScript = asset('colour-mode.js', colourLine());
      // The share pictures first: a page names its picture only when it was drawn.
      const drawn =
        options.sharePictures === false
          ? { files: new Map<string, Buffer>() }
          : await drawSharePictures(shareJobs());
      if ('reason' in drawn) warn(`Project pages' share pictures left out: ${drawn.reason}.`);
      const shared = 'files' in drawn ? drawn.files : new Map<string, Buffer>();
      for (const [fileName, source] of shared) this.emitFile({ type: 'asset', fileName, source });
      for (const page of pages(stylesheet, colourScript, new Set(shared.keys()))) {
        this.emitFile({ type: 'asset', ...page });
      }
    },
    // `npm run dev`: the same pages, from the sources, read again on each request (edit and reload).
    configureServer(server) {
      const base = server.config.base;
      server.middlewares.use(async (req, res, next) => {
        const path = new URL(req.url ?? '/', 'http://dev').pathname;
        const send = (type: string, body: string) => {
          res.setHeader('Content-Type', type);
          res.end(body);
        };
        if (path === `${base}@project/project.css`)
          return send('text/css; charset=utf-8', sourceCss(root, options.themed, PAGE_CSS));
        if (path === `${base}@project/colour-mode.js`)
          return send('text/javascript; charset=utf-8', colourLine());
        if (!/\/projects\/[^/]+\/?$/.test(path)) return next();
        const wanted = `${path.slice(base.length).replace(/\/?$/, '/')}index.html`;
        try {
          await readSizes();
          const page = pages(`${base}@project/project.css`, `${base}@project/colour-mode.js`).find(
            ({ fileName }) => fileName === wanted,
          );
          if (page) return send('text/html; charset=utf-8', page.source);
        } catch (error) {
          return next(error);
        }
        next();
      });
    },
  };
}
