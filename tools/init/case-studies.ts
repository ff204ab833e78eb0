/**
 * The case studies `npm run init` and `npm run refresh` write from each
 * featured repository's README (docs/product.md § Project pages):
 * `content/projects/{slug}.md`, its front matter the facts GitHub knows
 * (repository, homepage, stars, last push, licence, topics, the README's
 * address), then the README. The pictures it shows are downloaded, capped,
 * converted to WebP and kept under `public/images/case-studies/{slug}/`,
 * so the page never hot-links; one that cannot be fetched stays a URL,
 * which the build shows as its alt text.
 *
 * The owner's text wins: `content/projects/.written.json` records a hash
 * of each file (case study or picture) as it was last written here, and a
 * case study that differs from it (the owner edited it) or that was never
 * written here (the owner's own) is never overwritten, said in one line;
 * only recorded, unchanged files are ever removed. A README is untrusted input: one
 * that is missing, too big, not UTF-8 or unreadable changes nothing and is
 * said in one line naming the repository; it never fails the run (the build
 * sanitises what is written, site-build/projects/case-study-html.ts).
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { stringify as yamlStringify } from 'yaml';
import { projectSlug } from '#src/features/projects/api/project-slug.ts';
import { CASE_STUDY_DIR, caseStudyFileName } from '../../site-build/projects/case-study-file.ts';
import { CASE_STUDY_PICTURE_BYTES } from '../../site-build/projects/project-pages-plugin.ts';
import type { GitHubClient, GitHubRepo } from './github.ts';
import type { FileChanges } from './write.ts';

/** The record of what was written here: file → SHA-256 of its bytes (hex). */
export const WRITTEN_FILE = `${CASE_STUDY_DIR}/.written.json`;

/** Caps on what one README brings along. */
export const README_LIMITS = {
  /** Bytes of README read at most (the API's answer is capped at 5 MB besides). */
  bytes: 512 * 1024,
  /** Pictures downloaded per README; the rest stay URLs (shown as their alt text). */
  pictures: 12,
  /** Widest picture kept, in px (wider ones are scaled down). */
  width: 1600,
  /** Most pixels a picture may decode to (sharp's `limitInputPixels`): a decompression bomb is refused. */
  pixels: 40_000_000,
} as const;

/** The folder of a project's downloaded pictures, under `public/`. */
export function pictureFolder(slug: string): string {
  return `images/case-studies/${slug}`;
}

/**
 * The hash a record of files keeps (this one, and the sample posts' in sample-posts.ts): of the bytes, with a text file's line ends and byte-order mark
 * normalised (a checkout that turns LF into CRLF does not make every file look edited).
 */
export const sha256 = (bytes: string | Buffer, path = '') => {
  const text = /\.md$/.test(path)
    ? String(bytes)
        .replace(/^\uFEFF/, '')
        .replace(/\r\n?/g, '\n')
    : bytes;
  return createHash('sha256').update(text).digest('hex');
};

/** What {@link planCaseStudies} worked out: files to write and remove, and one line per thing left alone. */
export type CaseStudyPlan = FileChanges & { lines: string[] };

/** The record of written files, or an empty one when it is missing or broken. */
function readWritten(root: string): Record<string, string> {
  try {
    const value = JSON.parse(readFileSync(join(root, WRITTEN_FILE), 'utf8'));
    return value && typeof value === 'object' && !Array.isArray(value) ? value : {};
  } catch {
    return {};
  }
}

/** The case study's front matter: what GitHub knows about the repository. */
function frontMatter(repo: GitHubRepo, readmeUrl: string | null): string {
  const homepage = repo.homepage?.trim();
  const licence =
    repo.license?.spdx_id && repo.license.spdx_id !== 'NOASSERTION'
      ? repo.license.spdx_id
      : repo.license?.name;
  const facts = {
    repository: repo.html_url,
    ...(homepage && /^https?:\/\/\S+$/.test(homepage) ? { homepage } : {}),
    stars: repo.stargazers_count,
    ...(repo.pushed_at ? { updated: repo.pushed_at.slice(0, 10) } : {}),
    ...(licence ? { licence: licence.slice(0, 80) } : {}),
    ...(repo.topics?.length
      ? { topics: repo.topics.slice(0, 20).map((topic) => topic.slice(0, 50)) }
      : {}),
    ...(readmeUrl && /^https?:\/\//.test(readmeUrl) ? { readme: readmeUrl } : {}),
  };
  return `---\n${yamlStringify(facts).trimEnd()}\n---\n\n`;
}

/** The picture addresses a README shows, as written: Markdown `![](…)` and HTML `<img src>`. */
export function pictureReferences(markdown: string): string[] {
  const found = [
    ...[...markdown.matchAll(/!\[[^\]]*\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)].map(
      (match) => match[1] ?? '',
    ),
    ...[...markdown.matchAll(/<img\b[^>]*?\ssrc\s*=\s*["']([^"']+)["']/gi)].map(
      (match) => match[1] ?? '',
    ),
  ];
  return [...new Set(found.filter(Boolean))];
}

/** `text` with `from` replaced by `to` where it is a picture's address (`![…](from)`, `<img src="from">`), nowhere else. */
export function replacePicture(text: string, from: string, to: string): string {
  const escaped = from.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return text
    .replace(
      new RegExp(`(!\\[[^\\]]*\\]\\(\\s*<?)${escaped}(?=>?(?:\\s+"[^"]*")?\\s*\\))`, 'g'),
      (_match, head: string) => `${head}${to}`,
    )
    .replace(
      new RegExp(`(<img\\b[^>]*?\\ssrc\\s*=\\s*["'])${escaped}(?=["'])`, 'gi'),
      (_match, head: string) => `${head}${to}`,
    );
}

/** A private, loopback or link-local IP address written as the host (`10.0.0.1`, `[::1]`). */
function privateAddress(hostname: string): boolean {
  const host = hostname.replace(/^\[|\]$/g, '').toLowerCase();
  if (host === 'localhost' || host.endsWith('.localhost')) return true;
  const v4 = /^(\d+)\.(\d+)\.\d+\.\d+$/.exec(host);
  if (v4) {
    const [a, b] = [Number(v4[1]), Number(v4[2])];
    return (
      a === 10 ||
      a === 127 ||
      a === 0 ||
      (a === 169 && b === 254) ||
      (a === 172 && b >= 16 && b <= 31) ||
      (a === 192 && b === 168) ||
      (a === 100 && b >= 64 && b <= 127)
    );
  }
  return host.includes(':') && (host === '::1' || /^f[cd]|^fe[89ab]/.test(host));
}

/**
 * Whether init fetches a picture from `url`: https from a public host, or anything from the
 * GitHub API's own origin (a GitHub Enterprise or a test's stand-in). Never a picture on the
 * owner's own network that a README names (`http://192.168.1.1/cam.jpg`).
 */
export function fetchablePicture(url: URL, apiUrl: string): boolean {
  if (url.origin === new URL(apiUrl).origin) return true;
  return url.protocol === 'https:' && !privateAddress(url.hostname);
}

/**
 * Downloads the pictures `markdown` shows (relative ones resolved against
 * `downloadUrl`) and points the Markdown at the local copies; one that is not
 * fetched (past the cap, refused, unreachable, not a picture) is pointed at its
 * absolute URL, which the build shows as its alt text.
 * @returns the new Markdown, the pictures' files (path under the root → WebP bytes) and how many were not fetched.
 */
async function localisePictures(
  markdown: string,
  slug: string,
  downloadUrl: string | null,
  client: GitHubClient,
): Promise<{ markdown: string; files: Map<string, Buffer>; failed: number }> {
  const files = new Map<string, Buffer>();
  let text = markdown;
  let failed = 0;
  for (const [index, reference] of pictureReferences(markdown).entries()) {
    let url: URL | undefined;
    try {
      url = new URL(reference.replace(/&amp;/g, '&'), downloadUrl ?? undefined);
    } catch {
      url = undefined;
    }
    const web = url && (url.protocol === 'https:' || url.protocol === 'http:') ? url : undefined;
    let local: string | undefined;
    if (web && index < README_LIMITS.pictures && fetchablePicture(web, client.apiUrl)) {
      try {
        const bytes = await client.picture(
          web.href,
          'a picture of the README',
          CASE_STUDY_PICTURE_BYTES,
        );
        const webp = await sharp(bytes, { limitInputPixels: README_LIMITS.pixels, animated: false })
          .resize({ width: README_LIMITS.width, withoutEnlargement: true })
          .webp({ quality: 80 })
          .toBuffer();
        local = `${pictureFolder(slug)}/${index + 1}.webp`;
        files.set(`public/${local}`, webp);
      } catch {
        local = undefined;
      }
    }
    if (!local) failed++;
    const to = local ?? web?.href;
    if (to && to !== reference) text = replacePicture(text, reference, to);
  }
  return { markdown: text, files, failed };
}

/** One featured repository's case study, or why there is none. */
async function caseStudyOf(
  repo: GitHubRepo,
  slug: string,
  client: GitHubClient,
): Promise<{ text: string; pictures: Map<string, Buffer>; note?: string } | { skip: string }> {
  const name = `${repo.owner.login}/${repo.name}`;
  let readme: Awaited<ReturnType<GitHubClient['readme']>>;
  try {
    readme = await client.readme(repo.owner.login, repo.name);
  } catch (error) {
    return { skip: `${name}: its README could not be read (${(error as Error).message})` };
  }
  if (!readme) return { skip: `${name} has no README: its page shows its facts alone` };
  if (readme.encoding !== 'base64')
    return { skip: `${name}: its README came as "${readme.encoding.slice(0, 20)}", not base64` };
  const bytes = Buffer.from(readme.content, 'base64');
  if (bytes.length > README_LIMITS.bytes)
    return {
      skip: `${name}: its README is ${Math.round(bytes.length / 1024)} KB, over ${README_LIMITS.bytes / 1024} KB`,
    };
  let markdown: string;
  try {
    markdown = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return { skip: `${name}: its README is not UTF-8 text` };
  }
  const local = await localisePictures(markdown, slug, readme.download_url, client);
  return {
    text: `${frontMatter(repo, readme.html_url)}${local.markdown.replace(/^\uFEFF/, '').trim()}\n`,
    pictures: local.files,
    ...(local.failed
      ? {
          note: `${name}: ${local.failed} picture(s) of its README could not be fetched or read; the page shows their alt text`,
        }
      : {}),
  };
}

/**
 * Works out the case studies of the featured repositories `repos` in
 * `root` (see the module comment). Reads GitHub; writes nothing.
 * @param progress runs a step with a line saying what it does (init's spinner), or just runs it.
 * @returns the files to write (case studies, pictures, the record) and remove
 *   (unedited case studies, and their pictures, of repositories no longer featured; pictures of
 *   an earlier README), and the lines to print. Only files the record names, unchanged since
 *   init wrote them, are ever removed: never a picture or text the owner put there.
 */
export async function planCaseStudies(
  repos: readonly GitHubRepo[],
  client: GitHubClient,
  root = '.',
  progress: <T>(what: string, step: () => Promise<T>) => Promise<T> = (_what, step) => step(),
): Promise<CaseStudyPlan> {
  const written = readWritten(root);
  const record: Record<string, string> = {};
  const plan: CaseStudyPlan = { write: new Map(), remove: [], lines: [] };
  const featured = new Set<string>();
  /** The file as init wrote it: still there, with the recorded hash. */
  const unchanged = (path: string) =>
    existsSync(join(root, path)) &&
    statSync(join(root, path)).isFile() &&
    written[path] === sha256(readFileSync(join(root, path)), path);
  /** The pictures the record names in `slug`'s folder. */
  const recordedPictures = (slug: string) =>
    Object.keys(written).filter((path) => path.startsWith(`public/${pictureFolder(slug)}/`));
  for (const repo of repos) {
    const slug = projectSlug({ title: repo.name, url: repo.html_url });
    featured.add(slug);
    const file = caseStudyFileName(slug);
    if (existsSync(join(root, file)) && !unchanged(file)) {
      plan.lines.push(
        `${file} is yours (edited, or not written by init), so ${repo.name}'s README was not read into it; delete it to take the README again.`,
      );
      continue;
    }
    const study = await progress(`Reading ${repo.name}'s README`, () =>
      caseStudyOf(repo, slug, client),
    );
    if ('skip' in study) {
      const kept = existsSync(join(root, file));
      plan.lines.push(`${study.skip}${kept ? `; ${file} stays as it was` : ''}.`);
      continue;
    }
    if (study.note) plan.lines.push(`${study.note}.`);
    plan.write.set(file, study.text);
    record[file] = sha256(study.text, file);
    for (const [path, bytes] of study.pictures) {
      plan.write.set(path, bytes);
      record[path] = sha256(bytes, path);
    }
    // Pictures of an earlier README that this one no longer shows go.
    plan.remove.push(
      ...recordedPictures(slug).filter((path) => !study.pictures.has(path) && unchanged(path)),
    );
  }
  // Case studies written here (and their translations) for repositories no longer featured go,
  // with their pictures, unless the owner edited them.
  for (const file of Object.keys(written)) {
    const prefix = `${CASE_STUDY_DIR}/`;
    const name =
      file.startsWith(prefix) && file.endsWith('.md') ? file.slice(prefix.length, -3) : '';
    // `{slug}.md` or `{slug}.{lang}.md` (a repository's name may have dots of its own).
    const slugs = [name, name.replace(/\.[^.]+$/, '')];
    if (!name || name.includes('/') || slugs.some((slug) => featured.has(slug))) continue;
    if (!unchanged(file)) continue;
    plan.remove.push(file, ...recordedPictures(name).filter(unchanged));
  }
  // What stays of the earlier record (translations, case studies and pictures kept as they were).
  for (const [path, hash] of Object.entries(written)) {
    if (!(path in record) && !plan.remove.includes(path) && existsSync(join(root, path)))
      record[path] = hash;
  }
  plan.write.set(WRITTEN_FILE, `${JSON.stringify(record, null, 2)}\n`);
  return plan;
}
