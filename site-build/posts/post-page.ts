import { wordsOf } from '#src/features/search/search-index.ts';
import { directionOf } from '#src/i18n/locale.ts';
import type { Translator } from '#src/i18n/translator.ts';
import { escapeHtml, jsonForScript } from '#src/lib/html-escape.ts';
import { openGraphTags } from '#src/seo/head-tags.ts';
import type { SiteLanguages } from '#src/seo/language-paths.ts';
import { staticPageHead } from '../lib/static-page.ts';
import { langAttributes, type OtherLanguage } from '../projects/project-page.ts';
import { staticSearchTags } from '../search/static-search-plugin.ts';

/**
 * The posts' pages (docs/product.md § Posts): the list, `{base}{lang}posts/`,
 * and each post, `{base}{lang}posts/{slug}/`. Static HTML written at build
 * time, as the project pages are (docs/decisions/0040-case-studies-at-build-time.md,
 * docs/decisions/0041-posts-as-a-page-kind.md): readable with scripts off and
 * offline from the precache; no inline code (the site's one Content Security
 * Policy). Every value is HTML-escaped here; a post's body arrives sanitised
 * (`site-build/projects/case-study-html.ts`).
 */

const e = escapeHtml;

/** What every posts page knows about its site and language. */
export type PostsPageSite = {
  /** The page's language (texts, dates). */
  i18n: Translator;
  ownerName: string;
  /** The base path, with both slashes. */
  basePath: string;
  /** The page's language's path under it: `''`, `fil/`. */
  languagePath: string;
  /** The site's absolute URL with a trailing slash, or '' without `SITE_URL`. */
  siteUrl: string;
  /** The languages this page exists in, the site's default first (hreflang alternates). */
  languages: SiteLanguages;
  /** This page in the other languages it exists in: the header's language links. */
  others: readonly OtherLanguage[];
  /** URL of the page's stylesheet and of the pre-paint colour-mode script. */
  stylesheet: string;
  colourScript: string;
  /** URL of the static pages' search script (site-build/search/static-search-plugin.ts); no search without. */
  searchScript?: string;
};

/** A post as a list or a neighbour shows it: in the page's language when translated, else its own. */
export type PostLink = {
  title: string;
  /** The language it is written in (`lang` on it when not the page's). */
  lang: string;
  /** Its page under the base path (`/posts/offline-first/`, `/fil/posts/…`). */
  href: string;
  date: string;
  summary?: string;
  tags: readonly string[];
  draft: boolean;
};

/** A heading of the table of contents: its anchor and text. */
export type TocEntry = { id: string; text: string };

/** One post's page. */
export type PostPageInput = PostsPageSite & {
  slug: string;
  post: PostLink & { updated?: string };
  /** The body's sanitised HTML. */
  html: string;
  /** The body's `h2`s; shown as a table of contents when there are {@link TOC_MIN} or more. */
  toc: readonly TocEntry[];
  /** Reading time in whole minutes (at least 1). */
  minutes: number;
  /** The cover picture, under the base path, sized in CSS px. */
  cover?: { src: string; alt: string; width: number; height: number };
  /** The older and the newer post in this language's list. */
  previous?: PostLink;
  next?: PostLink;
  /** The share picture under the base path (`posts/offline-first/share.png`), when drawn. */
  shareImage?: string;
};

/** The list page. */
export type PostsListInput = PostsPageSite & { posts: readonly PostLink[] };

/** A post has a table of contents from this many `h2`s (docs/product.md § Posts). */
export const TOC_MIN = 3;

/** Reading speed for the reading time, in words a minute (docs/product.md § Posts). */
export const WORDS_PER_MINUTE = 200;

/**
 * A text's reading time in whole minutes, at least 1: its words, split as
 * search splits them (`wordsOf`: `Intl.Segmenter` in `locale`, so Japanese
 * counts too), at {@link WORDS_PER_MINUTE}.
 */
export function readingMinutes(text: string, locale: string): number {
  return Math.max(1, Math.ceil(wordsOf(text, locale).length / WORDS_PER_MINUTE));
}

/** The `h2`s of sanitised HTML that carry an anchor, with their text. */
export function tableOfContents(html: string): TocEntry[] {
  return [...html.matchAll(/<h2 id="([^"]+)">([\s\S]*?)<\/h2>/g)].map((match) => ({
    id: match[1] ?? '',
    text: (match[2] ?? '')
      .replace(/<[^>]*>/g, '')
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&quot;/g, '"')
      .replace(/&#39;/g, "'")
      .replace(/&amp;/g, '&'),
  }));
}

/** A day (`YYYY-MM-DD`) as a `<time>` in the page's language (`Intl.DateTimeFormat`, long). */
function time(day: string, locale: string): string {
  const text = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00Z`),
  );
  return `<time datetime="${e(day)}">${e(text)}</time>`;
}

function tagList(tags: readonly string[], t: Translator['t']): string {
  return tags.length
    ? `<ul class="tags" aria-label="${e(t('posts.tags'))}">${tags.map((tag) => `<li><bdi>${e(tag)}</bdi></li>`).join('')}</ul>`
    : '';
}

/** The head's common lines and the header (skip link, navigation "Main", language links). */
function frame(
  site: PostsPageSite,
  page: string,
  head: { title: string; description?: string; extra: string },
  current: 'list' | 'post',
): { open: string; header: string; end: string } {
  const { i18n, basePath, languagePath, siteUrl } = site;
  const { t, locale } = i18n;
  const home = `${basePath}${languagePath}`;
  const search = site.searchScript ? staticSearchTags(i18n, home, site.searchScript) : undefined;
  const open = [
    staticPageHead({
      locale,
      colourScript: site.colourScript,
      stylesheet: site.stylesheet,
      title: head.title,
      description: head.description,
      basePath,
      siteUrl,
      languagePath,
      page,
      languages: site.languages,
    }),
    head.extra,
    search?.script,
    '</head>',
  ]
    .filter(Boolean)
    .join('\n');
  const others = site.others
    .map(
      (other) =>
        `<a class="language" href="${e(other.href)}" lang="${e(other.lang)}" dir="${directionOf(other.lang)}" hreflang="${e(other.lang)}">${e(other.name)}</a>`,
    )
    .join('');
  const writing = `<a href="${e(`${home}posts/`)}"${current === 'list' ? ' aria-current="page"' : ''}>${e(t('nav.writing'))}</a>`;
  const header = [
    `<a class="skip-link" href="#content">${e(t('layout.skipToContent'))}</a>`,
    `<header class="bar"><nav aria-label="${e(t('nav.main'))}"><a href="${e(home)}">${e(t('nav.home'))}</a>${writing}</nav>${search?.button ?? ''}${others}</header>`,
  ].join('\n');
  return { open, header, end: search?.texts ?? '' };
}

/** A post's line of date, reading time, draft mark. */
function draftMark(post: PostLink, t: Translator['t']): string {
  return post.draft ? ` <strong class="draft">${e(t('posts.draft'))}</strong>` : '';
}

/**
 * The title of a language's posts list, "Writing · {owner}" in its words: the list page's
 * `<title>` and its feeds' title (`site-feeds.ts`), so a feed reader names it as the page does.
 */
export function postsListTitle(i18n: Translator, ownerName: string): string {
  return i18n.t('project.title', { title: i18n.t('writing.heading'), name: ownerName });
}

/**
 * The list page (docs/product.md § Posts): `h1` "Writing" (the catalogue's
 * `writing.heading`), then each post newest first, its title (an `h2`
 * linking its page), its date as `<time>`, summary and tags. A post not
 * written in the page's language carries `lang` and links its own
 * language's page.
 * @returns the HTML document.
 */
export function postsListPage(input: PostsListInput): string {
  const { t, locale } = input.i18n;
  const heading = t('writing.heading');
  const { open, header, end } = frame(
    input,
    'posts/',
    {
      title: postsListTitle(input.i18n, input.ownerName),
      // What a search result shows under the title (Lighthouse's SEO audit asks for one).
      description: t('posts.listDescription', { name: input.ownerName }),
      extra: '',
    },
    'list',
  );
  const items = input.posts
    .map((post) => {
      const lang = langAttributes(post.lang, locale);
      return [
        `<li${lang}><article>`,
        `<h2><a href="${e(post.href)}"${post.lang === locale ? '' : ` hreflang="${e(post.lang)}"`}>${e(post.title)}</a></h2>`,
        `<p class="meta">${time(post.date, locale)}${draftMark(post, t)}</p>`,
        post.summary ? `<p class="summary">${e(post.summary)}</p>` : '',
        tagList(post.tags, t),
        '</article></li>',
      ].join('');
    })
    .join('\n');
  return [
    open,
    '<body>',
    header,
    `<main id="content" tabindex="-1" class="posts"><h1>${e(heading)}</h1>`,
    `<ol class="post-list">${items}</ol>`,
    '</main>',
    end,
    '</body>',
    '</html>',
    '',
  ].join('\n');
}

/** JSON-LD `BlogPosting` (schema.org) for a post's page. */
export function blogPosting(input: PostPageInput): Record<string, unknown> {
  const { post, siteUrl } = input;
  const url = siteUrl ? `${siteUrl}${input.languagePath}posts/${input.slug}/` : undefined;
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: post.title,
    ...(post.summary ? { description: post.summary } : {}),
    datePublished: post.date,
    dateModified: post.updated ?? post.date,
    inLanguage: post.lang,
    ...(post.tags.length ? { keywords: post.tags.join(', ') } : {}),
    ...(url ? { url, mainEntityOfPage: url } : {}),
    ...(siteUrl && input.shareImage ? { image: `${siteUrl}${input.shareImage}` } : {}),
    author: { '@type': 'Person', name: input.ownerName, ...(siteUrl ? { url: siteUrl } : {}) },
  };
}

/** The link preview's tags (Open Graph `article`, and X's card). */
function shareTags(input: PostPageInput, title: string): string {
  const { siteUrl, post } = input;
  return openGraphTags({
    type: 'article',
    title,
    description: post.summary,
    url: siteUrl && `${siteUrl}${input.languagePath}posts/${input.slug}/`,
    more: [
      `<meta property="article:published_time" content="${e(post.date)}">`,
      post.updated ? `<meta property="article:modified_time" content="${e(post.updated)}">` : '',
    ],
    image: siteUrl && input.shareImage ? `${siteUrl}${input.shareImage}` : '',
    imageAlt: post.title,
  }).join('\n');
}

/**
 * A post's page (docs/product.md § Posts): the header as the list's; the
 * post's title (the one `h1`), its date as `<time>` (and when it was
 * updated), reading time and tags; its cover; a table of contents when it
 * has {@link TOC_MIN} `h2`s or more; the body; links to the previous
 * (older) and next (newer) post. The CSP `<meta>` is added by the build
 * after this (`cspPlugin`).
 * @returns the HTML document.
 */
export function postPage(input: PostPageInput): string {
  const { post, i18n } = input;
  const { t, locale } = i18n;
  const title = t('project.title', { title: post.title, name: input.ownerName });
  const { open, header, end } = frame(
    input,
    `posts/${input.slug}/`,
    {
      title,
      description: post.summary,
      extra: [
        shareTags(input, title),
        `<script type="application/ld+json">${jsonForScript(blogPosting(input))}</script>`,
      ].join('\n'),
    },
    'post',
  );
  const lang = langAttributes(post.lang, locale);
  const meta = [
    time(post.date, locale),
    post.updated
      ? e(t('posts.updated', { date: '\u0000' })).replace('\u0000', time(post.updated, locale))
      : '',
    e(t('posts.readingTime', { minutes: input.minutes })),
  ]
    .filter(Boolean)
    .join(' · ');
  const cover = input.cover
    ? `<img class="cover" src="${e(input.cover.src)}" alt="${e(input.cover.alt)}"${lang} width="${input.cover.width}" height="${input.cover.height}" fetchpriority="high">`
    : '';
  const toc =
    input.toc.length >= TOC_MIN
      ? `<nav class="toc" aria-labelledby="toc-heading"><h2 id="toc-heading">${e(t('posts.contents'))}</h2><ol${lang}>${input.toc
          .map((entry) => `<li><a href="#${e(entry.id)}">${e(entry.text)}</a></li>`)
          .join('')}</ol></nav>`
      : '';
  const neighbour = (link: PostLink | undefined, rel: 'prev' | 'next') =>
    link
      ? `<a class="${rel}" href="${e(link.href)}" rel="${rel}"><span>${e(t(rel === 'prev' ? 'posts.previous' : 'posts.next'))}</span> <span${langAttributes(link.lang, locale)}>${e(link.title)}</span></a>`
      : '';
  const pager =
    input.previous || input.next
      ? `<nav class="pager" aria-label="${e(t('writing.heading'))}">${neighbour(input.previous, 'prev')}${neighbour(input.next, 'next')}</nav>`
      : '';
  return [
    open,
    '<body>',
    header,
    `<main id="content" tabindex="-1" class="post"><article${lang}>`,
    `<header class="post-intro"><h1>${e(post.title)}</h1>`,
    `<p class="meta"${lang ? ` lang="${e(locale)}"` : ''}>${meta}${draftMark(post, t)}</p>`,
    tagList(post.tags, t),
    cover,
    '</header>',
    toc,
    `<div class="case-study">${input.html}</div>`,
    '</article>',
    pager,
    '</main>',
    end,
    '</body>',
    '</html>',
    '',
  ]
    .filter(Boolean)
    .join('\n');
}
