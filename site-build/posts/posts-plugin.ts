import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import type { Plugin } from 'vite';
import type { BuildEnv } from '#src/config/build-env.ts';
import { localeOf, translatorFor } from '#src/i18n/catalogues.ts';
import type { SiteLanguages } from '#src/seo/language-paths.ts';
import {
  colourModeScript,
  compactCss,
  entryStylesheet,
  sourceCss,
  staticPageRules,
  themeCss,
} from '../cv-plugin.ts';
import { darkHeroGradient } from '../lib/theme.ts';
import { ownName } from '../owner-content-plugin.ts';
import { caseStudyHtml, type PictureSize } from '../projects/case-study-html.ts';
import { type PageLanguage, pictureSizes } from '../projects/project-pages-plugin.ts';
import {
  drawSharePictures,
  PROJECT_SHARE_FILE,
  projectShareHtml,
  type ShareJob,
} from '../projects/share-pictures.ts';
import { COVER_BYTES, type Post, type PostFile, readPosts } from './post-file.ts';
import {
  type PostLink,
  postPage,
  postsListPage,
  postsListTitle,
  readingMinutes,
  tableOfContents,
} from './post-page.ts';
import {
  absoluteUrls,
  atomFeed,
  FEED_FILES,
  type FeedEntry,
  feedLinkTags,
  jsonFeed,
  withFeedLinks,
} from './site-feeds.ts';
import { WRITING_LIST_FILE, writingLists } from './writing-list.ts';

/**
 * The posts' pages (docs/product.md § Posts;
 * docs/decisions/0041-posts-as-a-page-kind.md): in every language
 * `{lang}posts/index.html`, the list, and for each post in each language it
 * is written in `{lang}posts/{slug}/index.html`, with its share picture
 * (`share.png` beside it). The project pages' parts are reused: the
 * Markdown renderer and sanitiser, picture sizes, share pictures and
 * stylesheet (`site-build/projects/project-page.css`, then
 * `site-build/posts/post-page.css`). Drafts are built only by `npm run dev`.
 */

/** The posts pages' own stylesheets, after the theme tokens and base styles. */
const PROJECT_CSS = 'site-build/projects/project-page.css';
const POST_CSS = 'site-build/posts/post-page.css';

/** One page a posts build writes, as the policy and the sitemap know it. */
export type PostsPagePath = {
  /** The folder under each language's path: `posts/`, `posts/offline-first/`. */
  page: string;
  /** The languages it exists in, the default first. */
  languages: SiteLanguages;
};

/**
 * The posts' pages of a build: `posts/` in every language (also with no
 * post, so the navigation's link never leads nowhere), and each published
 * post in the languages it is written in. None when the owner has no post.
 * @throws Error from {@link readPosts}.
 */
export function postsPagePaths(root: string, languages: SiteLanguages): PostsPagePath[] {
  const posts = readPosts(root, languages, { drafts: false });
  if (!posts.length) return [];
  return [
    { page: 'posts/', languages },
    ...posts.map((post) => ({
      page: `posts/${post.slug}/`,
      languages: languages.filter((lang) => post.files.has(lang)) as unknown as SiteLanguages,
    })),
  ];
}

/** What {@link postsPlugin} builds from. */
export type PostsPluginOptions = {
  env: Pick<BuildEnv, 'basePath' | 'siteUrl'>;
  /** The URL of the static pages' search script (`staticSearchPlugin`'s `scriptUrl`); no search without. */
  searchScript?: () => string;
  /** Every language, the default first (path `''`). */
  languages: readonly PageLanguage[];
  root?: string;
  /** Where a line about a left-out picture goes; default the build's logger. */
  warn?: (line: string) => void;
  /** theme.css as the build restyles it with the owner's accent, for `npm run dev`. */
  themed?: (themeCss: string) => string;
  /** `portfolio.json` `theme.accent`: the share pictures' gradient. */
  accent?: string;
  /** Draw a share picture per post page (default true; needs Chromium). */
  sharePictures?: boolean;
  /** Write Home's Writing list per language, `{lang}data/posts.json` (default true; false when Home shows none). */
  writingLists?: boolean;
};

type BuiltPage = { fileName: string; source: string };

/** See the module comment. */
export function postsPlugin(options: PostsPluginOptions): Plugin {
  const root = options.root ?? process.cwd();
  const { env, languages } = options;
  const tags = languages.map(({ lang }) => lang) as unknown as SiteLanguages;
  let log = options.warn ?? ((line: string) => console.warn(line));
  const said = new Set<string>();
  const warn = (line: string) => {
    if (!said.has(line)) log(line);
    said.add(line);
  };
  const colourLine = () => colourModeScript(readFileSync(join(root, 'index.html'), 'utf8'));
  const pathOf = (lang: string) => languages.find((language) => language.lang === lang)?.path ?? '';
  const hrefOf = (slug: string, lang: string) => `${env.basePath}${pathOf(lang)}posts/${slug}/`;

  /** The post as `lang`'s list shows it: its translation, else its own language's. */
  function linkOf(post: Post, lang: string): PostLink & { updated?: string } {
    const file = post.files.get(lang) ?? post.original;
    return {
      title: file.meta.title,
      lang: file.lang,
      href: hrefOf(post.slug, file.lang),
      date: post.original.meta.date,
      updated: file.meta.updated ?? post.original.meta.updated,
      summary: file.meta.summary,
      tags: file.meta.tags ?? post.original.meta.tags ?? [],
      draft: Boolean(file.meta.draft || post.original.meta.draft),
    };
  }

  /**
   * Each cover's and body picture's size, reading the files. A cover over {@link COVER_BYTES}
   * or that is no picture is left out, said in one line, as a case study's pictures are; a
   * cover that is not there stops the build, naming the post's file and the field.
   */
  async function readSizes(posts: readonly Post[]): Promise<Map<string, PictureSize>> {
    const files = posts.flatMap((post) => [...post.files.values()]);
    const sizes = await pictureSizes(root, files);
    for (const file of files) {
      const cover = file.meta.cover;
      if (!cover) continue;
      const path = join(root, 'public', cover.src);
      if (!existsSync(path))
        throw new Error(
          `${file.file}: field "cover" names public/${cover.src}, which is not there`,
        );
      let size: PictureSize | undefined;
      try {
        if (statSync(path).size <= COVER_BYTES) {
          const { width, height } = await sharp(path).metadata();
          if (width && height) size = { width, height };
        }
      } catch {
        // Not a picture: said below.
      }
      if (size) sizes.set(cover.src, size);
      else
        warn(
          `${file.file}: its cover, public/${cover.src}, left out: not a picture of at most ${COVER_BYTES} bytes`,
        );
    }
    return sizes;
  }

  /** A post's cover in `file`'s language (or its original's), when the build shows it ({@link readSizes}). */
  function shownCover(post: Post, file: PostFile, sizes: ReadonlyMap<string, PictureSize>) {
    const cover = file.meta.cover ?? post.original.meta.cover;
    return cover && sizes.has(cover.src) ? cover : undefined;
  }

  function pages(
    posts: readonly Post[],
    sizes: ReadonlyMap<string, PictureSize>,
    stylesheet: string,
    colourScript: string,
    shared: ReadonlySet<string> = new Set(),
  ): BuiltPage[] {
    if (!posts.length) return [];
    const built: BuiltPage[] = [];
    for (const language of languages) {
      const i18n = translatorFor(localeOf(language.lang));
      const site = {
        i18n,
        ownerName: language.site.name,
        basePath: env.basePath,
        languagePath: language.path,
        siteUrl: env.siteUrl,
        stylesheet,
        colourScript,
        searchScript: options.searchScript?.(),
      };
      const links = posts.map((post) => linkOf(post, language.lang));
      built.push({
        fileName: `${language.path}posts/index.html`,
        source: postsListPage({
          ...site,
          languages: tags,
          others: languages
            .filter((other) => other.lang !== language.lang)
            .map((other) => ({
              lang: other.lang,
              name: ownName(other.lang),
              href: `${env.basePath}${other.path}posts/`,
            })),
          posts: links,
        }),
      });
      posts.forEach((post, index) => {
        const file: PostFile | undefined = post.files.get(language.lang);
        if (!file) return;
        const { html, notes } = caseStudyHtml(
          file.markdown,
          { pictureSize: (path) => sizes.get(path), basePath: env.basePath },
          {
            heading: i18n.t('posts.footnotes'),
            backToReference: i18n.t('posts.backToReference', { label: '{0}' }),
          },
        );
        for (const note of notes) warn(`${file.file}: ${note}`);
        const cover = shownCover(post, file, sizes);
        const size = cover && sizes.get(cover.src);
        const share = `${language.path}posts/${post.slug}/${PROJECT_SHARE_FILE}`;
        const written = tags.filter((lang) => post.files.has(lang)) as unknown as SiteLanguages;
        built.push({
          fileName: `${language.path}posts/${post.slug}/index.html`,
          source: postPage({
            ...site,
            languages: written,
            others: written
              .filter((lang) => lang !== language.lang)
              .map((lang) => ({ lang, name: ownName(lang), href: hrefOf(post.slug, lang) })),
            slug: post.slug,
            post: links[index] as PostLink,
            html,
            toc: tableOfContents(html),
            minutes: readingMinutes(file.markdown, i18n.locale),
            cover:
              cover && size
                ? { src: `${env.basePath}${cover.src}`, alt: cover.alt, ...size }
                : undefined,
            previous: links[index + 1],
            next: links[index - 1],
            shareImage: shared.has(share) ? share : undefined,
          }),
        });
      });
    }
    return built;
  }

  /**
   * Each language's feeds (`site-feeds.ts`): every post, in its translation or else its own
   * language, with its whole body (URLs made absolute) and its share picture or cover.
   * @returns the files to emit, two per language, each with the language's autodiscovery links.
   */
  function feeds(
    posts: readonly Post[],
    sizes: ReadonlyMap<string, PictureSize>,
    siteUrl: string,
    shared: ReadonlyMap<string, Buffer>,
  ): Array<{ fileName: string; source: string; lang: string; link: string }> {
    const origin = new URL(siteUrl).origin;
    return languages.flatMap((language) => {
      const title = postsListTitle(translatorFor(localeOf(language.lang)), language.site.name);
      const entries = posts.map((post): FeedEntry => {
        const file = post.files.get(language.lang) ?? post.original;
        const link = linkOf(post, language.lang);
        const url = `${origin}${link.href}`;
        // The body as its own page renders it, footnotes in its language (and from the same cache).
        const i18n = translatorFor(localeOf(file.lang));
        const { html } = caseStudyHtml(
          file.markdown,
          { pictureSize: (path) => sizes.get(path), basePath: env.basePath },
          {
            heading: i18n.t('posts.footnotes'),
            backToReference: i18n.t('posts.backToReference', { label: '{0}' }),
          },
        );
        const share = `${pathOf(file.lang)}posts/${post.slug}/${PROJECT_SHARE_FILE}`;
        const cover = shownCover(post, file, sizes);
        const image = shared.has(share)
          ? `${siteUrl}${share}`
          : cover && `${origin}${env.basePath}${cover.src}`;
        return {
          url,
          title: link.title,
          lang: link.lang,
          date: link.date,
          updated: link.updated,
          summary: link.summary,
          tags: link.tags,
          html: absoluteUrls(html, url),
          ...(image ? { image } : {}),
        };
      });
      const feed = {
        title,
        lang: language.lang,
        listUrl: `${siteUrl}${language.path}posts/`,
        languageUrl: `${siteUrl}${language.path}`,
        author: { name: language.site.name, url: `${siteUrl}${language.path}` },
        entries,
      };
      const link = feedLinkTags(`${env.basePath}${language.path}`, title);
      return [
        {
          fileName: `${language.path}${FEED_FILES.atom}`,
          source: atomFeed(feed),
          lang: language.lang,
          link,
        },
        {
          fileName: `${language.path}${FEED_FILES.json}`,
          source: jsonFeed(feed),
          lang: language.lang,
          link,
        },
      ];
    });
  }

  /** Each post page's share picture: its title over the gradient, with its cover when it has one. */
  async function shareJobs(
    posts: readonly Post[],
    sizes: ReadonlyMap<string, PictureSize>,
  ): Promise<ShareJob[]> {
    const gradient = darkHeroGradient(
      readFileSync(join(root, 'src/styles/theme.css'), 'utf8'),
      options.accent,
    );
    const jobs: ShareJob[] = [];
    for (const post of posts) {
      for (const language of languages) {
        const file = post.files.get(language.lang);
        if (!file) continue;
        const cover = shownCover(post, file, sizes);
        const picture = cover
          ? `data:image/png;base64,${(
              await sharp(join(root, 'public', cover.src))
                .resize(448, 252, { fit: 'cover' })
                .png()
                .toBuffer()
            ).toString('base64')}`
          : undefined;
        const i18n = translatorFor(localeOf(language.lang));
        jobs.push({
          fileName: `${language.path}posts/${post.slug}/${PROJECT_SHARE_FILE}`,
          html: projectShareHtml({
            title: file.meta.title,
            titleLang: file.lang,
            picture,
            ownerName: language.site.name,
            byline: i18n.t('posts.by', { name: language.site.name }),
            i18n,
            gradient,
          }),
        });
      }
    }
    return jobs;
  }

  return {
    name: 'portfolio:posts',
    enforce: 'post',
    configResolved(config) {
      if (!options.warn) log = (line) => config.logger.warn(`⚠ ${line}`);
    },
    async generateBundle(_options, bundle) {
      const posts = readPosts(root, tags, { drafts: false });
      const sizes = await readSizes(posts);
      // Home's Writing list in every language: own posts and the feeds' merged (./writing-list.ts),
      // each with its cover when its page shows it.
      if (options.writingLists !== false)
        for (const { fileName, entries } of writingLists(
          root,
          env.basePath,
          languages,
          (src) => sizes.has(src),
          posts,
        ))
          this.emitFile({
            type: 'asset',
            fileName,
            source: `${JSON.stringify(entries, null, 2)}\n`,
          });
      if (!posts.length) return;
      const entry = entryStylesheet(bundle);
      if (entry === undefined)
        this.error('posts: no entry stylesheet in the bundle to take the theme from');
      // As `npm run dev` serves it: the static pages' rules (the top bar), the project pages', the posts'.
      const css =
        staticPageRules(root, PROJECT_CSS) + compactCss(readFileSync(join(root, POST_CSS), 'utf8'));
      const asset = (name: string, source: string) =>
        `${env.basePath}${this.getFileName(this.emitFile({ type: 'asset', name, source }))}`;
      const stylesheet = asset('post.css', `${themeCss(entry)}${css}`);
      const colourScript = asset('colour-mode.js', colourLine());
      const drawn =
        options.sharePictures === false
          ? { files: new Map<string, Buffer>() }
          : await drawSharePictures(await shareJobs(posts, sizes));
      if ('reason' in drawn) warn(`Posts' share pictures left out: ${drawn.reason}.`);
      const shared = 'files' in drawn ? drawn.files : new Map<string, Buffer>();
      for (const [fileName, source] of shared) this.emitFile({ type: 'asset', fileName, source });
      // The site's feeds, and their links in every page: these and the bundle's, whatever its kind.
      const links = new Map<string, string>();
      if (env.siteUrl) {
        for (const { fileName, source, lang, link } of feeds(posts, sizes, env.siteUrl, shared)) {
          this.emitFile({ type: 'asset', fileName, source });
          links.set(lang, link);
        }
      } else {
        warn("The posts' feeds left out: SITE_URL is not set, and a feed needs absolute URLs.");
      }
      for (const page of pages(posts, sizes, stylesheet, colourScript, new Set(shared.keys())))
        this.emitFile({ type: 'asset', ...page, source: withFeedLinks(page.source, links) });
      for (const file of Object.values(bundle)) {
        if (file.type === 'asset' && file.fileName.endsWith('.html'))
          file.source = withFeedLinks(String(file.source), links);
      }
    },
    // `npm run dev`: the same pages with the drafts, from the sources, read again on each request.
    configureServer(server) {
      const base = server.config.base;
      server.middlewares.use(async (req, res, next) => {
        const path = new URL(req.url ?? '/', 'http://dev').pathname;
        const send = (type: string, body: string) => {
          res.setHeader('Content-Type', type);
          res.end(body);
        };
        if (path === `${base}@posts/post.css`)
          return send(
            'text/css; charset=utf-8',
            sourceCss(root, options.themed, PROJECT_CSS) +
              compactCss(readFileSync(join(root, POST_CSS), 'utf8')),
          );
        if (path === `${base}@posts/colour-mode.js`)
          return send('text/javascript; charset=utf-8', colourLine());
        // Home's Writing list, as the build writes it (own posts and the feeds'), not the
        // feeds' alone that public/ holds.
        if (options.writingLists !== false && path.endsWith(`/${WRITING_LIST_FILE}`)) {
          try {
            const posts = readPosts(root, tags, { drafts: false });
            const sizes = await readSizes(posts);
            const list = writingLists(
              root,
              env.basePath,
              languages,
              (src) => sizes.has(src),
              posts,
            ).find(({ fileName }) => `${base}${fileName}` === path);
            if (list)
              return send(
                'application/json; charset=utf-8',
                `${JSON.stringify(list.entries, null, 2)}\n`,
              );
          } catch (error) {
            return next(error);
          }
        }
        if (!/\/posts(?:\/[^/]+)?\/?$/.test(path)) return next();
        const wanted = `${path.slice(base.length).replace(/\/?$/, '/')}index.html`;
        try {
          const posts = readPosts(root, tags, { drafts: true });
          const page = pages(
            posts,
            await readSizes(posts),
            `${base}@posts/post.css`,
            `${base}@posts/colour-mode.js`,
          ).find(({ fileName }) => fileName === wanted);
          if (page) return send('text/html; charset=utf-8', page.source);
        } catch (error) {
          return next(error);
        }
        next();
      });
    },
  };
}
