import type { SitemapPage } from '#src/seo/head-tags.ts';
import { languagePath, type SiteLanguages } from '#src/seo/language-paths.ts';
import { type PostsPagePath, postsPagePaths } from './posts/posts-plugin.ts';
import { type PagedProject, pagedProjects } from './projects/project-pages-plugin.ts';

/**
 * The kinds of page the build writes, in one ordered list
 * (docs/decisions/0044-one-list-of-page-kinds.md): what covers every page
 * loops over it rather than naming the kinds one by one. The Content Security
 * Policy goes into every page's `<meta>` and `_headers` from every page's
 * inline code (`cspPlugin`, `headersFilePlugin`); the sitemap lists the kinds
 * it should (`crawlFilesPlugin`). A new kind is one row here and its plugin.
 */

/** A page of a kind, in the languages it exists in. */
export type KindPage = {
  /** Its folder under a language's path: `''` (Home), `cv/`, `projects/flood-watch/`. */
  page: string;
  /** Its file under that path: `index.html`, `404.html`, `cv/index.html`. */
  file: string;
  /** The languages it exists in, the default's first. */
  languages: SiteLanguages;
};

/** One kind of page: its name, its pages, and whether crawlers are told about them. */
export type PageKind = {
  /** `home`, `not-found`, `cv`, `project`, `posts` (the list and each post's page). */
  name: string;
  /** Listed in `sitemap.xml` (not the 404: it is no page of its own). */
  inSitemap: boolean;
  /**
   * A static page kind's name in the bench's site-wide sizes ("Project page"), whose pages
   * are held to Home's document budget with two scripts at most (tools/bench/site-bytes.ts,
   * docs/product.md § Performance); absent for Home, the CV page and the 404, which have
   * budgets of their own.
   */
  staticPage?: string;
  /**
   * Its pages link the stylesheet and the colour-mode script their first paint waits for, with
   * no inline code (the CV, docs/decisions/0018-static-cv-page.md; the project and posts pages,
   * docs/product.md § Posts): the bench gives their first paint one round trip more
   * (docs/decisions/0049-first-paint-of-pages-that-link-their-styles.md). False for Home and the
   * 404, which carry their first screen inline.
   */
  linksItsStyles: boolean;
  pages: KindPage[];
};

/** What the build found that decides the kinds' pages. */
export type FoundPages = {
  /** The project pages' folders (`projects/flood-watch/`), each in every language. */
  projects: readonly string[];
  /** The posts' folders (`posts/`, `posts/offline-first/`) and the languages each exists in. */
  posts: readonly PostsPagePath[];
};

/**
 * The project pages and the posts a build of the checkout at `root` writes, as
 * `vite.config.ts` and the bench use them: a page per project of the bundled list unless the owner said no
 * (`caseStudies: false`, docs/product.md § Project pages), the posts' pages (§ Posts).
 * @throws Error from `postsPagePaths` (a post's front matter that is wrong).
 */
export function foundPages(
  root: string,
  basePath: string,
  languages: SiteLanguages,
  caseStudies: boolean,
): FoundPages & {
  /** The projects that get a page, with their slugs (for `projectPagesPlugin`). */
  paged: PagedProject[];
} {
  const paged = caseStudies ? pagedProjects(root, basePath) : [];
  return {
    paged,
    projects: paged.map(({ slug }) => `projects/${slug}/`),
    posts: postsPagePaths(root, languages),
  };
}

/**
 * The site's page kinds in order: Home, the CV page, "Page not found" (docs/product.md §
 * Languages, § CV and contact card), the project pages (§ Project pages) and the posts (§ Posts).
 * @param languages every language of the site, the default first.
 */
export function pageKinds(
  languages: SiteLanguages,
  { projects, posts }: FoundPages = { projects: [], posts: [] },
): PageKind[] {
  const everywhere = (page: string, file = `${page}index.html`): KindPage => ({
    page,
    file,
    languages,
  });
  return [
    { name: 'home', inSitemap: true, linksItsStyles: false, pages: [everywhere('')] },
    { name: 'cv', inSitemap: true, linksItsStyles: true, pages: [everywhere('cv/')] },
    {
      name: 'not-found',
      inSitemap: false,
      linksItsStyles: false,
      pages: [everywhere('', '404.html')],
    },
    {
      name: 'project',
      inSitemap: true,
      linksItsStyles: true,
      staticPage: 'Project page',
      pages: projects.map((page) => everywhere(page)),
    },
    {
      name: 'posts',
      inSitemap: true,
      linksItsStyles: true,
      staticPage: 'Posts page',
      pages: posts.map(({ page, languages: those }) => ({
        page,
        file: `${page}index.html`,
        languages: those,
      })),
    },
  ];
}

/**
 * Every page's file in the build, under its language's path (`index.html`, `fil/404.html`,
 * `fil/posts/offline-first/index.html`), kind by kind.
 * @param languages every language of the site, the default first (its path is `''`).
 */
export function pageFiles(kinds: readonly PageKind[], languages: SiteLanguages): string[] {
  return kinds.flatMap(({ pages }) =>
    pages.flatMap(({ file, languages: those }) =>
      those.map((lang) => `${languagePath(lang, languages)}${file}`),
    ),
  );
}

/**
 * The static page kinds the build writes pages of, each with its name and its pages' files
 * under the output folder ({@link pageFiles}), for the bench's site-wide sizes.
 * @param languages every language of the site, the default first.
 */
export function staticPageKinds(
  kinds: readonly PageKind[],
  languages: SiteLanguages,
): { name: string; files: string[] }[] {
  return kinds.flatMap((kind) =>
    kind.staticPage && kind.pages.length
      ? [{ name: kind.staticPage, files: pageFiles([kind], languages) }]
      : [],
  );
}

/** The pages `sitemap.xml` lists, kind by kind: their folders and languages. */
export function sitemapPages(kinds: readonly PageKind[]): SitemapPage[] {
  return kinds
    .filter(({ inSitemap }) => inSitemap)
    .flatMap(({ pages }) => pages.map(({ page, languages }) => ({ page, languages })));
}

/** A page of each kind the bench measures (tools/bench/): Lighthouse's budgets and the A/B part. */
export type KindSample = {
  /** `en cv`: the language and the kind's name. */
  label: string;
  /** The kind's name (`PageKind.name`). */
  kind: string;
  /** The page's language tag. */
  lang: string;
  /** Its URL path, the base path included: `/fil/cv/`, `/404.html`. */
  path: string;
  /** Its file in the build: `fil/cv/index.html`, `404.html`. */
  file: string;
  /** Whether crawlers are told about it (`PageKind.inSitemap`: not the 404, which says `noindex`). */
  inSitemap: boolean;
  /** Whether its kind links the files its first paint waits for (`PageKind.linksItsStyles`). */
  linksItsStyles: boolean;
};

/**
 * One page of each kind, in each language it exists in: the kind's first page (Home, the CV
 * page, the 404 as `404.html`, the first project's page, the posts list), for the bench
 * (tools/bench/), whose Lighthouse budgets and A/B part cover every kind of page.
 * @param basePath the site's base path, with both slashes (`/`, `/portfolio/`).
 */
export function kindSamples(
  kinds: readonly PageKind[],
  languages: SiteLanguages,
  basePath: string,
): KindSample[] {
  return kinds.flatMap(({ name, inSitemap, linksItsStyles, pages: [first] }) =>
    first
      ? first.languages.map((lang) => {
          const folder = languagePath(lang, languages);
          return {
            label: `${lang} ${name}`,
            kind: name,
            lang,
            path: `${basePath}${folder}${first.file === `${first.page}index.html` ? first.page : first.file}`,
            file: `${folder}${first.file}`,
            inSitemap,
            linksItsStyles,
          };
        })
      : [],
  );
}
