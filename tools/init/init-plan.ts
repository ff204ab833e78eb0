/**
 * What `npm run init` would do (`planInit`): every file to write and
 * remove, fetched, checked and drawn before any is written
 * (docs/product.md § Make it yours).
 */

import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { assert, StructError } from 'superstruct';
import {
  type PortfolioFields,
  SECTION_KEYS,
  SiteContent,
  toSiteContent,
} from '#src/app/site-content.ts';
import { ContentError, type Resume } from '#src/content/owner-content.ts';
import { shareImagePath } from '#src/seo/head-tags.ts';
import type { SiteLanguages } from '#src/seo/language-paths.ts';
import {
  checkPortfolio,
  checkResume,
  type LanguageContent,
  languageContentOf,
  languageFiles,
  otherLanguageTags,
  PORTFOLIO_FILE,
  picturesOf,
  RESUME_FILE,
} from '../../site-build/lib/read-owner-content.ts';
import { writeIcons } from '../icons.ts';
import { writeShareImage } from '../share-image.ts';
import { planCaseStudies } from './case-studies.ts';
import { currentPortfolio } from './current-portfolio.ts';
import { createGitHubClient, githubOptionsFromEnv } from './github.ts';
import { addPosts, feedsAfter, withFeeds } from './init-feeds.ts';
import { type InitTexts, initTextsFor } from './init-texts.ts';
import type { InitOptions } from './options.ts';
import {
  avatarSvg,
  PICTURE_SIZES,
  projectPictureSvg,
  REEL_POSTER_PATH,
  reelPosterSvg,
  toWebp,
} from './pictures.ts';
import {
  alignPortfolioOverlay,
  alignResumeOverlay,
  type Drawing,
  type DroppedLanguage,
  droppedLanguages,
  type GitHubFacts,
  InitRefusal,
  mergePortfolio,
  mergeResume,
  type ProjectItem,
  pictureName,
  projectsFromRepos,
  samePerson,
  splitDefault,
  withDefaultTexts,
} from './plan.ts';
import { planSamplePosts } from './sample-posts.ts';
import {
  loadJsonObject,
  loadReel,
  loadResume,
  type Progress,
  plainProgress,
  REEL_FILE,
  resumeImage,
  SAMPLE_REEL_SHA256,
} from './sources.ts';
import { withTheme } from './theme-option.ts';
import { type FileChanges, PROJECTS_FILE } from './write.ts';

/** Whether the video the page plays is still the sample's (a file in `root` with the sample's bytes). */
function playsSampleReel(root: string): boolean {
  const path = join(root, REEL_FILE);
  return (
    existsSync(path) &&
    createHash('sha256').update(readFileSync(path)).digest('hex') === SAMPLE_REEL_SHA256
  );
}

/** The résumé's own projects as a projects list (when no GitHub user is given), pictures described in `texts`. */
function projectsFromResume(
  resume: Resume,
  texts: InitTexts,
): { projects: ProjectItem[]; drawings: Drawing[] } {
  const projects: ProjectItem[] = [];
  const drawings: Drawing[] = [];
  for (const [index, project] of (resume.projects ?? []).entries()) {
    if (!project.name || !project.url) continue;
    const path = `images/projects/${pictureName(project.name, 'project')}.webp`;
    projects.push({
      id: index + 1,
      title: project.name,
      description: project.description ?? '',
      background_image: `../${path}`,
      stack: ((project as { keywords?: string[] }).keywords ?? []).join(', '),
      language: '',
      alt: texts.titleCard(project.name),
      url: project.url,
    });
    drawings.push({ path, svg: projectPictureSvg(project.name, null), ...PICTURE_SIZES.project });
  }
  return { projects, drawings };
}

/**
 * The pictures the repository's projects list names, as paths from the
 * repository's root (`../images/projects/a.webp` in `public/data/projects.json` →
 * `public/images/projects/a.webp`); none when the list is missing or unreadable.
 */
function projectPicturesAt(root: string): string[] {
  try {
    const list = JSON.parse(readFileSync(join(root, PROJECTS_FILE), 'utf8')) as unknown;
    if (!Array.isArray(list)) return [];
    return list
      .map((item) => (item as { background_image?: unknown })?.background_image)
      .filter((path): path is string => typeof path === 'string')
      .map((path) => join('public/data', path).replaceAll('\\', '/'));
  } catch {
    return [];
  }
}

/** The repository's résumé and site fields as they are now. @throws InitRefusal when portfolio.json is broken. */
function currentContent(root: string): { resume: Resume; portfolio: PortfolioFields } {
  let resume: Resume = {};
  try {
    resume = checkResume(JSON.parse(readFileSync(join(root, RESUME_FILE), 'utf8')));
  } catch {
    // A broken or missing résumé is replaced; nothing of it is kept.
  }
  return { resume, portfolio: currentPortfolio(root) };
}

/** The files (not folders, not dotfiles such as `.gitkeep`) right in a folder of `public/`, as paths relative to `public/`. */
function filesUnder(root: string, folder: string): string[] {
  const dir = join(root, 'public', folder);
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isFile() && !entry.name.startsWith('.'))
    .map((entry) => `${folder}/${entry.name}`);
}

/** Folders whose pictures belong to the previous owner's content; what the new content does not show goes. */
const OWNED_PICTURE_FOLDERS = ['images/projects', 'images/experience', 'images/courses'];

/**
 * What init would do: the files to write and remove, and whether the page
 * still plays the sample's demo reel (`sampleReel`) or the owner's, just
 * given with `--reel` (`newReel`), for the closing lines.
 */
export type InitPlan = FileChanges & {
  sampleReel: boolean;
  newReel: boolean;
  /** Languages whose files this run does not name: kept as they are, each with its files. */
  kept: { lang: string; files: string[] }[];
  /** The previous owner's languages this run does not name, their files in `remove` (see droppedLanguages in plan.ts). */
  dropped: DroppedLanguage[];
  /** The default language, when core has no texts in it: init's own texts are English (init-texts.ts). */
  englishDefaultsIn?: string;
  /** One line per case study left alone or partly made (case-studies.ts); absent: none. */
  caseStudyLines?: string[];
  /** One line per sample post the owner edited, so kept (sample-posts.ts); absent: none. */
  samplePostLines?: string[];
};

/** A JSON file at `root`, parsed; undefined when there is none. @throws InitRefusal when it is not JSON. */
function readJsonFile(root: string, file: string): unknown {
  if (!existsSync(join(root, file))) return undefined;
  try {
    return JSON.parse(readFileSync(join(root, file), 'utf8'));
  } catch (error) {
    throw new InitRefusal(
      `${file} is not JSON (${(error as Error).message}): fix it, or remove it, and run again.`,
    );
  }
}

/** The other languages' tags in the repository (`resume.{lang}.json`, `portfolio.{lang}.json`). @throws InitRefusal for a bad file name. */
function languageTagsAt(root: string): string[] {
  try {
    return otherLanguageTags(root);
  } catch (error) {
    if (error instanceof ContentError) throw new InitRefusal(`${error.message}.`);
    throw error;
  }
}

/** The files of `lang` that are in the repository. */
const languageFilesAt = (root: string, lang: string) =>
  Object.values(languageFiles(lang)).filter((file) => existsSync(join(root, file)));

/** One other language as init will leave it: its overlays, which of them to write, and its checked content. */
type LanguagePlan = {
  lang: string;
  /** Where its résumé came from (`--resume LANG=…`); undefined: the file already there, kept. */
  source?: string;
  write: Map<string, unknown>;
  content: LanguageContent;
};

/**
 * Every other language's content as the build will read it after this run
 * (docs/make-it-yours.md, "Another language"): each `--resume LANG=` document
 * as `resume.{lang}.json`, and every language already in the repository,
 * each merged onto the new default documents and checked by the build's own
 * check (`languageContentOf`, site-build/lib/read-owner-content.ts). Both
 * overlays are lined up with the new résumé ({@link alignResumeOverlay},
 * {@link alignPortfolioOverlay}): each translated item names its own item.
 * A language in `dropped` (the previous owner's, removed by this run) is left out.
 * Pictures are checked later, once drawn.
 * @throws InitRefusal naming the language's file and field.
 */
function planLanguages(
  root: string,
  defaultLang: string,
  translations: { lang: string; source: string; document: Record<string, unknown> }[],
  previous: { resume: Resume; portfolio: PortfolioFields },
  defaults: { resume: Resume; portfolio: PortfolioFields },
  dropped: ReadonlySet<string>,
  /**
   * The sections' fields this run sets (`options.sections`): a language's translation of the
   * old one goes, as it would override the new (the availability's kinds).
   */
  newFields: ReadonlySet<string> = new Set(),
): LanguagePlan[] {
  const existing = languageTagsAt(root);
  if (existing.includes(defaultLang)) {
    const files = Object.values(languageFiles(defaultLang)).filter((file) =>
      existsSync(join(root, file)),
    );
    throw new InitRefusal(
      `${files.join(' and ')}: "${defaultLang}" is the default language (portfolio.json language): its content belongs in ${RESUME_FILE} and ${PORTFOLIO_FILE}; remove ${files.length > 1 ? 'them' : 'it'} and run again.`,
    );
  }
  const langs = [...new Set([...existing, ...translations.map(({ lang }) => lang)])]
    .filter((lang) => !dropped.has(lang))
    .sort();
  // A translation of a section's field that is new or gone (another person's site has no
  // availability block) goes: it would override the new kinds, or translate what no longer exists.
  const staleFields = SECTION_KEYS.filter(
    (key) =>
      newFields.has(key) || (defaults.portfolio as Record<string, unknown>)[key] === undefined,
  );
  return langs.map((lang) => {
    const files = languageFiles(lang);
    const given = translations.find((translation) => translation.lang === lang);
    const write = new Map<string, unknown>();
    // Each translated item names the item it translates, so it stays on it (alignOverlay,
    // site-build/lib/overlay.ts); a translation given now was written for this run's résumé.
    const resumeFile = given ? given.document : readJsonFile(root, files.resume);
    const resumeOverlay =
      resumeFile === undefined
        ? undefined
        : alignResumeOverlay(
            resumeFile,
            given ? defaults.resume : previous.resume,
            defaults.resume,
          );
    if (given || JSON.stringify(resumeOverlay) !== JSON.stringify(resumeFile)) {
      write.set(files.resume, resumeOverlay);
    }
    const portfolioFile = readJsonFile(root, files.portfolio);
    const aligned =
      portfolioFile === undefined
        ? undefined
        : alignPortfolioOverlay(portfolioFile, previous, defaults);
    const portfolioOverlay =
      typeof aligned === 'object' && aligned !== null && staleFields.some((key) => key in aligned)
        ? Object.fromEntries(Object.entries(aligned).filter(([key]) => !staleFields.includes(key)))
        : aligned;
    if (JSON.stringify(portfolioOverlay) !== JSON.stringify(portfolioFile)) {
      write.set(files.portfolio, portfolioOverlay);
    }
    try {
      const content = languageContentOf(lang, defaults, root, {
        overlays: { resume: resumeOverlay, portfolio: portfolioOverlay },
        isPicture: () => true,
      });
      return { lang, ...(given && { source: given.source }), write, content };
    } catch (error) {
      if (!(error instanceof ContentError)) throw error;
      const way = given
        ? ` (${files.resume} is --resume ${lang}=${given.source})`
        : `. This run does not name "${lang}": give --resume ${lang}=FILE_OR_URL with your résumé in that language, or remove ${Object.values(
            files,
          )
            .filter((file) => existsSync(join(root, file)))
            .join(' and ')} ("git rm" them) if the site no longer has it`;
      throw new InitRefusal(`the build would reject the result: ${error.message}${way}.`);
    }
  });
}

/**
 * Works out every file init would write, without writing any. The merged
 * résumé and portfolio.json pass the build's own checks first
 * (site-build/lib/read-owner-content.ts: the JSON Resume schema, portfolio.json's
 * fields, the page's content, every picture a file), so init never says
 * "Done" for content the build then rejects.
 * @throws InitRefusal or GitHubError with the message to print.
 */
export async function planInit(
  options: InitOptions,
  { root = '.', progress = plainProgress }: { root?: string; progress?: Progress } = {},
): Promise<InitPlan> {
  const current = currentContent(root);
  const defaultLang = current.portfolio.language ?? 'en';
  const sources = splitDefault(
    { resume: options.resume, translations: options.translations ?? [] },
    defaultLang,
  );
  if (!sources.resume && !options.github) {
    throw new InitRefusal(
      `another language's résumé goes with the default language's ("${defaultLang}"): give --resume FILE_OR_URL (or --github USER) too, or add ${languageFiles(sources.translations[0]?.lang ?? 'fil').resume} by hand (docs/make-it-yours.md, "Another language").`,
    );
  }
  const given = sources.resume
    ? await progress(`Reading the résumé ${sources.resume}`, () =>
        loadResume(sources.resume as string),
      )
    : undefined;
  const translations = [];
  for (const { lang, source } of sources.translations) {
    const { document } = await progress(`Reading the ${lang} résumé ${source}`, () =>
      loadJsonObject(source, `the ${lang} résumé`),
    );
    translations.push({ lang, source, document });
  }

  let github: GitHubFacts | undefined;
  let avatarBytes: Buffer | undefined;
  if (options.github) {
    const user = options.github;
    const client = createGitHubClient(githubOptionsFromEnv());
    const profile = await progress(`Reading GitHub user ${user} from ${client.apiUrl}`, () =>
      client.user(user),
    );
    const repos = await progress(`Reading ${user}'s repositories`, () => client.repos(user));
    const social = await progress(`Reading ${user}'s social accounts`, () =>
      client.socialAccounts(user),
    );
    github = { user: profile, repos, social };
  }
  // What init writes where the owner says nothing, in the site's default language.
  const texts = initTextsFor(defaultLang);
  const resume = mergeResume(given?.resume, github, texts);
  const merged = mergePortfolio(
    resume,
    current,
    github && {
      user: github.user.login,
      ...(options.repos ? { repos: options.repos } : { projects: options.projects }),
    },
    texts,
  );
  // The same person's GitHub projects stay as they are without --github (mergePortfolio kept the
  // user): `npm run refresh` keeps them current; otherwise the résumé's own projects.
  const keptProjects = !github && !!merged.portfolio.github;
  const fromGitHub =
    github &&
    projectsFromRepos(
      github.repos,
      github.user.login,
      { count: options.projects, names: options.repos },
      texts,
    );
  const projects = fromGitHub
    ? fromGitHub
    : keptProjects
      ? { projects: undefined, drawings: [], pictures: projectPicturesAt(root) }
      : projectsFromResume(resume, texts);

  const reelBytes = options.reel
    ? await progress(`Reading the demo reel ${options.reel}`, () =>
        loadReel(options.reel as string),
      )
    : undefined;
  const hadSampleReel = playsSampleReel(root);
  // The feeds given, or the same person's (init-feeds.ts).
  const feeds = feedsAfter(options.feeds, current.portfolio, samePerson(current.resume, resume));
  // The sections' fields this run's flags or answers set (their faces' initOptions).
  const withSections: PortfolioFields = { ...merged.portfolio, ...options.sections };
  const reelPortfolio: PortfolioFields =
    reelBytes && hadSampleReel
      ? {
          ...withSections,
          // The sample's words describe the sample's video: say less, and ask the owner (closing lines).
          demoReel: {
            ...merged.portfolio.demoReel,
            description: texts.demoReel(resume.basics?.name),
          },
        }
      : withSections;
  const themed = withTheme(withFeeds(reelPortfolio, feeds), options.theme);
  // Project pages or not (docs/product.md § Project pages): the flag, else the choice made before.
  const caseStudies = options.noCaseStudies ? false : current.portfolio.caseStudies;
  const portfolio: PortfolioFields =
    caseStudies === undefined ? themed : { ...themed, caseStudies };
  const { drawings } = merged;

  // The build's own checks (site-build/lib/read-owner-content.ts), before anything is downloaded or drawn.
  try {
    checkResume(resume);
    checkPortfolio(portfolio);
  } catch (error) {
    if (error instanceof ContentError) {
      throw new InitRefusal(
        `the build would reject the result: ${error.message}.${github ? ` A field GitHub gives (name, bio, location, blog) fills what ${options.resume ? 'the résumé leaves out' : 'no résumé gives'}: give it in a résumé (--resume), whose values win, or fix it on GitHub.` : ''}`,
      );
    }
    throw error;
  }

  let site: SiteContent;
  try {
    site = toSiteContent(resume, portfolio);
    assert(site, SiteContent);
  } catch (error) {
    if (error instanceof ContentError) {
      throw new InitRefusal(
        `${options.resume ? 'The résumé' : `GitHub's profile of ${options.github}`} lacks something the page needs: ${error.path}: ${error.message.split(': ').slice(2).join(': ')}`,
      );
    }
    if (error instanceof StructError) {
      throw new InitRefusal(
        `The résumé gives a value the page cannot show at ${error.path.join('.')}: ${error.message}`,
      );
    }
    throw error;
  }

  // Another person's site: the previous owner's translations this run does not replace go
  // (docs/product.md § Make it yours); the same person's are kept and checked.
  const dropped = droppedLanguages(
    current.resume,
    resume,
    languageTagsAt(root).map((lang) => ({ lang, files: languageFilesAt(root, lang) })),
    translations.map(({ lang }) => lang),
  );
  // Every other language, merged and checked as the build will (pictures: below, once drawn).
  const languages = planLanguages(
    root,
    defaultLang,
    translations.map((translation) => ({
      ...translation,
      document: withDefaultTexts(translation.document, translation.lang, resume, texts),
    })),
    current,
    { resume, portfolio },
    new Set(dropped.map(({ lang }) => lang)),
    new Set(Object.keys(options.sections ?? {})),
  );

  if (given?.resume.basics?.image) {
    const image = given.resume.basics.image;
    avatarBytes = await progress('Downloading the résumé’s picture', () =>
      resumeImage(image, given.base),
    );
  } else if (github) {
    const { login, avatar_url } = github.user;
    avatarBytes = await progress(`Downloading ${login}'s avatar`, () =>
      createGitHubClient(githubOptionsFromEnv()).picture(avatar_url),
    );
  }

  const changes: InitPlan = {
    write: new Map(),
    remove: [],
    sampleReel: !reelBytes && hadSampleReel,
    newReel: !!reelBytes,
    kept: languages
      .filter((language) => !language.source)
      .map(({ lang }) => ({ lang, files: languageFilesAt(root, lang) })),
    dropped,
    ...(!texts.translated && { englishDefaultsIn: defaultLang }),
  };
  const text = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;
  changes.write.set(RESUME_FILE, text(resume));
  for (const language of languages) {
    for (const [file, document] of language.write) changes.write.set(file, text(document));
  }
  changes.write.set(PORTFOLIO_FILE, text(portfolio));
  if (projects.projects) changes.write.set(PROJECTS_FILE, text(projects.projects));
  changes.write.set(
    `public/${portfolio.avatar}`,
    await toWebp(avatarBytes ?? avatarSvg(site.name), PICTURE_SIZES.avatar, 'The avatar').catch(
      (error: Error) => {
        throw new InitRefusal(error.message);
      },
    ),
  );
  for (const drawing of [...drawings, ...projects.drawings]) {
    changes.write.set(`public/${drawing.path}`, await toWebp(drawing.svg, drawing));
  }
  if (reelBytes) changes.write.set(REEL_FILE, reelBytes);
  // The posts: read from the feeds; another person's site drops the previous owner's list.
  if (feeds.length || !samePerson(current.resume, resume)) {
    await addPosts(changes, feeds, { root, site: site.name, progress });
  }
  // The drawn poster names the owner; a poster of the owner's own (another path) is theirs to keep.
  if (portfolio.demoReel.poster === REEL_POSTER_PATH) {
    changes.write.set(`public/${REEL_POSTER_PATH}`, reelPosterSvg(site.name));
  }

  // Favicon, app icons and a share image per language (docs/product.md § Languages), drawn by
  // Chromium into a scratch folder.
  const tags: SiteLanguages = [defaultLang, ...languages.map(({ lang }) => lang)];
  const shareImages = [
    { lang: defaultLang, shown: site },
    ...languages.map(({ lang, content }) => ({ lang, shown: content.site })),
  ].map(({ lang, shown }) => ({ lang, shown, path: shareImagePath(lang, tags) }));
  const scratch = mkdtempSync(join(tmpdir(), 'portfolio-init-'));
  try {
    await progress('Drawing the icons and the link-preview images', async () => {
      await writeIcons(site.name, scratch);
      for (const { lang, shown, path } of shareImages) {
        await writeShareImage(shown, {
          publicDir: scratch,
          avatar: changes.write.get(`public/${portfolio.avatar}`) as Buffer,
          lang,
          path,
          accent: portfolio.theme?.accent,
        });
      }
    });
    for (const file of [
      'favicon.svg',
      ...readdirSync(join(scratch, 'icons')).map((name) => `icons/${name}`),
      ...shareImages.map(({ path }) => path),
    ]) {
      changes.write.set(`public/${file}`, readFileSync(join(scratch, file)));
    }
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }

  const kept = new Set([
    ...[site, ...languages.map(({ content }) => content.site)].flatMap((shown) =>
      picturesOf(shown).map((path) => `public/${path}`),
    ),
    ...projects.drawings.map((drawing) => `public/${drawing.path}`),
    ...('pictures' in projects ? projects.pictures : []),
  ]);
  // Pushed, not assigned: the posts' removals (addPosts, above) are already in the list.
  changes.remove.push(
    ...dropped.flatMap(({ files }) => files),
    // A dropped language's share image goes with its files.
    ...dropped
      .map(({ lang }) => `public/${shareImagePath(lang, [defaultLang, lang])}`)
      .filter((path) => existsSync(join(root, path))),
    ...OWNED_PICTURE_FOLDERS.flatMap((folder) => filesUnder(root, folder))
      .map((path) => `public/${path}`)
      .filter((path) => !kept.has(path)),
  );
  // The sample owner's own posts are not the new owner's words (sample-posts.ts).
  if (!samePerson(current.resume, resume)) {
    const sample = planSamplePosts(root);
    changes.remove.push(...sample.remove);
    if (sample.lines.length) changes.samplePostLines = sample.lines;
  }
  // The build's last check: every picture each language's page shows is a file (written now, or there already).
  for (const [file, shown] of [
    [PORTFOLIO_FILE, site] as const,
    ...languages.map(({ lang, content }) => [languageFiles(lang).portfolio, content.site] as const),
  ]) {
    for (const path of picturesOf(shown).map((picture) => `public/${picture}`)) {
      if (!changes.write.has(path) && !existsSync(join(root, path))) {
        throw new InitRefusal(
          `the build would reject the result: ${file} names ${path}, which is not a file.`,
        );
      }
    }
  }
  // Each featured repository's case study from its README (docs/product.md § Project pages).
  if (fromGitHub && portfolio.caseStudies !== false) {
    const studies = await planCaseStudies(
      fromGitHub.repos,
      createGitHubClient(githubOptionsFromEnv()),
      root,
      progress,
    );
    for (const [path, bytes] of studies.write) changes.write.set(path, bytes);
    changes.remove.push(...studies.remove);
    changes.caseStudyLines = studies.lines;
  } else if (portfolio.caseStudies === false || (!fromGitHub && !keptProjects)) {
    // No pages, or projects from the résumé: the case studies init wrote before (the sample's)
    // go, unedited ones only; no repository is read, so no GitHub settings are needed.
    const studies = await planCaseStudies([], createGitHubClient({}), root);
    for (const [path, bytes] of studies.write) changes.write.set(path, bytes);
    changes.remove.push(...studies.remove);
  }
  return changes;
}
