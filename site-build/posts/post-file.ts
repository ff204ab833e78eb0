import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import {
  array,
  boolean,
  type Infer,
  object,
  optional,
  pattern,
  size,
  string,
  validate,
} from 'superstruct';
import { DAY, lineOf, splitFrontMatter } from '../projects/case-study-file.ts';

/**
 * The owner's own posts (docs/product.md § Posts): `content/posts/{name}.md`
 * in the site's default language and `content/posts/{name}.{lang}.md` for a
 * translation, each a YAML front matter between `---` lines, then Markdown:
 *
 * ```yaml
 * title: Offline first, for real      # required
 * date: 2026-03-14                    # required, a real day
 * slug: offline-first                 # the page's path segment (default: the file's {name})
 * updated: 2026-04-02                 # optional, a real day
 * summary: What I learned …           # optional, shown in the list and link previews
 * tags: [pwa, workbox]                # optional
 * draft: true                         # optional: only `npm run dev` shows it
 * cover: { src: images/posts/offline-first/cover.webp, alt: A phone in flight mode }
 * ```
 *
 * A translation shares its post's slug, and may leave out `date`, `tags` and
 * `cover` (the post's own are taken). Any error stops the build naming the
 * file, the line and the field, as the résumé's do.
 */

/** The folder of the posts under the project root. */
export const POSTS_DIR = 'content/posts';

/**
 * The biggest cover picture, in bytes, as for a case study's pictures: a bigger one is left
 * out of the post's page, its share picture, the feeds and Home's Writing (docs/product.md § Posts).
 */
export const COVER_BYTES = 2_000_000;

/**
 * Whether `src` is a file of `root/public/` of at most {@link COVER_BYTES}: the size check of
 * a cover the build shows (which must also be a picture sharp reads: posts-plugin.ts).
 */
export function coverFits(root: string, src: string): boolean {
  const path = join(root, 'public', src);
  return existsSync(path) && statSync(path).size <= COVER_BYTES;
}

/** A post's slug: lower-case ASCII words joined by single hyphens (`offline-first`). */
export const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** A picture path under `public/`: no scheme, no `..`. */
const LOCAL_PICTURE = pattern(
  string(),
  /^(?![a-z][a-z\d+.-]*:|\/\/)(?!.*(?:^|\/)\.\.(?:\/|$))\S+$/i,
);

const META = object({
  title: size(string(), 1, 200),
  date: DAY,
  slug: optional(pattern(string(), SLUG)),
  updated: optional(DAY),
  summary: optional(size(string(), 1, 500)),
  tags: optional(size(array(size(string(), 1, 50)), 0, 20)),
  draft: optional(boolean()),
  cover: optional(object({ src: LOCAL_PICTURE, alt: size(string(), 1, 300) })),
});

/** A post's front matter, checked (see the module comment). */
export type PostMeta = Infer<typeof META>;

/** One post file, read and checked. */
export type PostFile = {
  /** The file, relative to the project root, for messages (`content/posts/offline-first.md`). */
  file: string;
  /** The language it is written in. */
  lang: string;
  meta: PostMeta;
  /** The Markdown after the front matter. */
  markdown: string;
};

/** A post in every language it is written in. */
export type Post = {
  slug: string;
  /** The default language's file: the post's own date, tags, cover and language. */
  original: PostFile;
  /** Each language's file (the original's included), by language. */
  files: ReadonlyMap<string, PostFile>;
};

function ruleOf(key: string): string {
  switch (key) {
    case 'title':
      return 'a text of 1 to 200 characters';
    case 'date':
    case 'updated':
      return 'a real day as YYYY-MM-DD';
    case 'slug':
      return 'lower-case letters, digits and single hyphens (offline-first)';
    case 'summary':
      return 'a text of 1 to 500 characters';
    case 'tags':
      return 'a list of at most 20 words';
    case 'draft':
      return 'true or false';
    default:
      return 'a picture under public/ and its alt text ({ src: images/posts/x/cover.webp, alt: … })';
  }
}

/**
 * Splits and checks one post file's text.
 * @param translation a translation may leave out `date` (its post's is used); pass the post's.
 * @throws Error naming the file, the line and the field (see the module comment).
 */
export function parsePost(
  text: string,
  file: string,
  lang: string,
  translation?: { date: string },
): PostFile {
  const split = splitFrontMatter(text, file);
  if (!split)
    throw new Error(`${file}:1: a post starts with its front matter (---, title: …, date: …, ---)`);
  const data = translation ? { date: translation.date, ...split.data } : split.data;
  const [error, meta] = validate(data, META);
  if (error) {
    const key = String(error.path[0] ?? '');
    const line = lineOf(split.frontMatter, key);
    const rule =
      error.type === 'never'
        ? 'is not a known field (title, date, slug, updated, summary, tags, draft, cover)'
        : error.value === undefined
          ? `is missing: ${ruleOf(key)}`
          : `expected ${ruleOf(key)}, got ${JSON.stringify(error.value)?.slice(0, 60)}`;
    throw new Error(`${file}${line ? `:${line}` : ''}: field "${key}" ${rule}`);
  }
  return { file, lang, meta, markdown: split.markdown };
}

/**
 * Reads every post under `root`'s `content/posts/`, newest first (by
 * `date`, then slug). A translation of a post that is not there, a file
 * named in no site language, two posts of one slug (naming both files) or
 * a front-matter error stops the build.
 * @param languages the site's languages, the default first.
 * @param drafts whether drafts are kept (`npm run dev`); a draft original leaves its translations out too.
 * @throws Error naming the file(s), line and field.
 */
export function readPosts(
  root: string,
  languages: readonly string[],
  { drafts }: { drafts: boolean },
): Post[] {
  const folder = join(root, POSTS_DIR);
  if (!existsSync(folder)) return [];
  const defaultLang = languages[0] ?? 'en';
  const names = readdirSync(folder)
    .filter((name) => name.endsWith('.md'))
    .sort();
  const originals = new Map<string, PostFile>();
  const translations: { name: string; lang: string; file: string }[] = [];
  for (const name of names) {
    const file = `${POSTS_DIR}/${name}`;
    const parts = name.slice(0, -'.md'.length).split('.');
    const [base, lang] = parts;
    if (!base || !SLUG.test(base) || parts.length > 2)
      throw new Error(
        `${file}: a post's file is named {slug}.md or {slug}.{lang}.md, the slug in lower-case letters, digits and hyphens`,
      );
    if (lang === undefined) {
      originals.set(base, parsePost(readFileSync(join(folder, name), 'utf8'), file, defaultLang));
    } else if (lang === defaultLang || !languages.includes(lang)) {
      throw new Error(
        `${file}: "${lang}" is not one of the site's other languages (${languages.slice(1).join(', ') || 'none'})`,
      );
    } else translations.push({ name: base, lang, file });
  }
  const posts = new Map<string, Post & { files: Map<string, PostFile> }>();
  const bySlug = new Map<string, string>();
  for (const [name, original] of originals) {
    const slug = original.meta.slug ?? name;
    const taken = bySlug.get(slug);
    if (taken)
      throw new Error(
        `${taken} and ${original.file}: both are the post "${slug}" (a slug names one post; rename a file or change its slug)`,
      );
    bySlug.set(slug, original.file);
    // A draft's slug is taken too (above): it is one in `npm run dev`, and once published.
    if (original.meta.draft && !drafts) continue;
    posts.set(name, { slug, original, files: new Map([[defaultLang, original]]) });
  }
  for (const { name, lang, file } of translations) {
    const original = originals.get(name);
    if (!original)
      throw new Error(
        `${file}: a translation of a post that is not there (${POSTS_DIR}/${name}.md)`,
      );
    const post = posts.get(name);
    if (!post) continue; // Its post is a draft.
    const translated = parsePost(readFileSync(join(root, file), 'utf8'), file, lang, {
      date: original.meta.date,
    });
    if (translated.meta.slug && translated.meta.slug !== post.slug)
      throw new Error(
        `${file}${lineOfSlug(root, file)}: field "slug" must be its post's, "${post.slug}" (or left out)`,
      );
    if (translated.meta.draft && !drafts) continue;
    post.files.set(lang, translated);
  }
  return [...posts.values()].sort(
    (a, b) =>
      b.original.meta.date.localeCompare(a.original.meta.date) || a.slug.localeCompare(b.slug),
  );
}

function lineOfSlug(root: string, file: string): string {
  const split = splitFrontMatter(readFileSync(join(root, file), 'utf8'), file);
  const line = split && lineOf(split.frontMatter, 'slug');
  return line ? `:${line}` : '';
}

/**
 * A title's slug (docs/product.md § Posts): lower case, accents dropped,
 * other characters to single hyphens, at most 60 characters, cut at a word.
 * @returns '' when the title has no ASCII letter or digit.
 */
export function slugOf(title: string): string {
  const slug = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  if (slug.length <= 60) return slug;
  const cut = slug.slice(0, 61);
  return cut.slice(0, cut.lastIndexOf('-') > 0 ? cut.lastIndexOf('-') : 60).replace(/-+$/, '');
}
