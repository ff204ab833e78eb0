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
 * of each file as it was last written here, and a file that differs from
 * it (the owner edited it) or that was never written here (the owner's own)
 * is never overwritten, said in one line. A README is untrusted input: one
 * that is missing, too big, not UTF-8 or unreadable changes nothing and is
 * said in one line naming the repository; it never fails the run (the build
 * sanitises what is written, site-build/projects/case-study-html.ts).
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
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

const sha256 = (bytes: string | Buffer) => createHash('sha256').update(bytes).digest('hex');

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

/**
 * Downloads the pictures `markdown` shows (relative ones resolved against
 * `downloadUrl`) and points the Markdown at the local copies.
 * @returns the new Markdown, the pictures' files (path under the root → WebP bytes) and a line per picture left as it was.
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
  const references = pictureReferences(markdown);
  for (const [index, reference] of references.entries()) {
    if (index >= README_LIMITS.pictures) {
      failed += references.length - index;
      break;
    }
    let url: URL;
    try {
      url = new URL(reference.replace(/&amp;/g, '&'), downloadUrl ?? undefined);
      if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error('not http(s)');
    } catch {
      failed++;
      continue;
    }
    try {
      const bytes = await client.picture(
        url.href,
        'a picture of the README',
        CASE_STUDY_PICTURE_BYTES,
      );
      const webp = await sharp(bytes, { limitInputPixels: README_LIMITS.pixels, animated: false })
        .resize({ width: README_LIMITS.width, withoutEnlargement: true })
        .webp({ quality: 80 })
        .toBuffer();
      const path = `${pictureFolder(slug)}/${index + 1}.webp`;
      files.set(`public/${path}`, webp);
      text = text.split(reference).join(path);
    } catch {
      failed++;
    }
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

/** The files of a project's picture folder under `root/public`, as paths under the root. */
function picturesOf(root: string, slug: string): string[] {
  const folder = join(root, 'public', pictureFolder(slug));
  if (!existsSync(folder)) return [];
  return readdirSync(folder).map((file) => `public/${pictureFolder(slug)}/${file}`);
}

/**
 * Works out the case studies of the featured repositories `repos` in
 * `root` (see the module comment). Reads GitHub; writes nothing.
 * @param progress runs a step with a line saying what it does (init's spinner), or just runs it.
 * @returns the files to write (case studies, pictures, the record) and remove
 *   (unedited case studies, and their pictures, of repositories no longer featured), and the lines to print.
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
  for (const repo of repos) {
    const slug = projectSlug({ title: repo.name, url: repo.html_url });
    featured.add(slug);
    const file = caseStudyFileName(slug);
    const current = existsSync(join(root, file)) ? readFileSync(join(root, file)) : undefined;
    if (current && written[file] !== sha256(current)) {
      plan.lines.push(
        `${file} is yours (edited, or not written by init), so ${repo.name}'s README was not read into it; delete it to take the README again.`,
      );
      continue;
    }
    const study = await progress(`Reading ${repo.name}'s README`, () =>
      caseStudyOf(repo, slug, client),
    );
    if ('skip' in study) {
      plan.lines.push(`${study.skip}${current ? `; ${file} stays as it was` : ''}.`);
      if (current) record[file] = written[file] ?? sha256(current);
      continue;
    }
    if (study.note) plan.lines.push(`${study.note}.`);
    plan.write.set(file, study.text);
    for (const [path, bytes] of study.pictures) plan.write.set(path, bytes);
    // Pictures of an earlier README that this one no longer shows go.
    plan.remove.push(...picturesOf(root, slug).filter((path) => !study.pictures.has(path)));
    record[file] = sha256(study.text);
  }
  // Case studies written here (and their translations) for repositories no longer featured go,
  // with their pictures, unless the owner edited them.
  for (const [file, hash] of Object.entries(written)) {
    const prefix = `${CASE_STUDY_DIR}/`;
    const name =
      file.startsWith(prefix) && file.endsWith('.md') ? file.slice(prefix.length, -3) : '';
    // `{slug}.md` or `{slug}.{lang}.md` (a repository's name may have dots of its own).
    const slugs = [name, name.replace(/\.[^.]+$/, '')];
    if (!name || name.includes('/') || record[file] || slugs.some((slug) => featured.has(slug)))
      continue;
    const path = join(root, file);
    if (!existsSync(path) || sha256(readFileSync(path)) !== hash) continue;
    plan.remove.push(file);
    if (!name.includes('.')) plan.remove.push(...picturesOf(root, name));
  }
  // What stays of the earlier record (translations, case studies kept as they were).
  for (const [file, hash] of Object.entries(written)) {
    if (!record[file] && !plan.remove.includes(file) && existsSync(join(root, file)))
      record[file] = hash;
  }
  plan.write.set(WRITTEN_FILE, `${JSON.stringify(record, null, 2)}\n`);
  return plan;
}
