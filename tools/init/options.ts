/**
 * `npm run init`'s options: its flags (`parseInitArgs`), with each section's
 * from its face (`initOptions`, src/app/site-content.ts `SECTION_INIT_OPTIONS`),
 * and the checks they pass before anything is fetched (docs/product.md § Make
 * it yours).
 */
import { parseArgs } from 'node:util';
import { SECTION_INIT_OPTIONS, type SectionFields } from '#src/app/site-content.ts';
import { InitFlagError, type InitFlagValues } from '#src/content/section-face.ts';
import type { Theme } from '../../site-build/lib/theme.ts';
import { MAX_REEL_BYTES, megabytes } from './capped-read.ts';
import { FEED_USAGE, feedOption } from './init-feeds.ts';
import { DEFAULT_PROJECT_COUNT, InitRefusal, parseResumeValues, type Translation } from './plan.ts';
import { THEME_USAGE, themeOption } from './theme-option.ts';

/** The command's options, from flags or prompts. */
export type InitOptions = {
  github?: string;
  /** The default language's résumé (a plain `--resume FILE_OR_URL`). */
  resume?: string;
  /** Other languages' résumés, `--resume LANG=FILE_OR_URL`, in the order given; absent: none. */
  translations?: Translation[];
  projects: number;
  repos?: string[];
  /** The demo reel, an mp4 file or http(s) URL (docs/make-it-yours.md, "Demo reel video"). */
  reel?: string;
  /** The owner's feeds (`--feed URL …`, init-feeds.ts); absent: none given. */
  feeds?: string[];
  /**
   * The sections' fields this run sets from their flags or answers (each face's
   * `initOptions`): the availability block (docs/make-it-yours.md, "Availability") from
   * `--available`, `--available-from`, `--time-zone`, `--booking-url`, `--open-to-offers`,
   * `--not-looking`. A field not here stays as portfolio.json has it.
   */
  sections?: Partial<SectionFields>;
  /** `--accent` and `--colour-mode` (theme-option.ts); absent: portfolio.json's theme stays as it is. */
  theme?: Theme;
  /**
   * `--no-case-studies`: no project pages, the cards lead to the repositories, and no README is
   * read (portfolio.json `caseStudies: false`); absent: portfolio.json's choice stays as it is.
   */
  noCaseStudies?: boolean;
};

export const USAGE = `Usage: npm run init -- [--github USER] [--resume FILE_OR_URL] [--resume LANG=FILE_OR_URL …] [--feed URL …] [--projects N] [--repos a,b,c] [--reel FILE_OR_URL] ${SECTION_INIT_OPTIONS.map(({ options }) => options.synopsis).join(' ')} [--accent COLOUR] [--colour-mode dark|light|system] [--no-case-studies]

  --github USER         your GitHub user: name, bio, avatar, profile links and public repositories
  --resume FILE_OR_URL  your JSON Resume document (https://jsonresume.org/schema)
  --resume LANG=FILE_OR_URL
                        your résumé in another language (LANG a tag such as fil or pt-BR):
                        a whole JSON Resume or only its translated fields; written to
                        resume.LANG.json (repeat it for each language)
  --projects N          how many repositories to show (default ${DEFAULT_PROJECT_COUNT})
  --repos a,b,c         exactly these repositories, in this order
  --reel FILE_OR_URL    your demo reel, an mp4 video (at most ${megabytes(MAX_REEL_BYTES)})
${FEED_USAGE}
${SECTION_INIT_OPTIONS.map(({ options }) => options.usage).join('\n')}
${THEME_USAGE}

Give --github or --resume or both (--feed alone only changes the posts; --accent and --colour-mode alone, the colours). GITHUB_API_URL points at another GitHub API;
GITHUB_TOKEN, when set, is sent as a bearer token.`;

/** The command's own flags, as `parseArgs` declares them. */
const COMMAND_FLAGS = {
  github: { type: 'string' },
  resume: { type: 'string', multiple: true },
  projects: { type: 'string' },
  repos: { type: 'string' },
  reel: { type: 'string' },
  feed: { type: 'string', multiple: true },
  accent: { type: 'string' },
  'colour-mode': { type: 'string' },
  'no-case-studies': { type: 'boolean' },
  help: { type: 'boolean', short: 'h' },
} as const;

/**
 * The command's flags and every section's (each face's `initOptions.flags`), as `parseArgs`
 * declares them.
 * @throws Error naming the flag and both its owners when a section declares a flag the command
 *   or another section already has: one would silently replace the other.
 */
export function initFlags(
  sections: typeof SECTION_INIT_OPTIONS,
): Record<string, { type: 'string' | 'boolean'; multiple?: boolean; short?: string }> {
  const flags: Record<string, { type: 'string' | 'boolean'; multiple?: boolean }> = {
    ...COMMAND_FLAGS,
  };
  const owners = new Map<string, string>(
    Object.keys(COMMAND_FLAGS).map((flag) => [flag, 'npm run init']),
  );
  for (const { key, options } of sections) {
    for (const [flag, declaration] of Object.entries(options.flags)) {
      const owner = owners.get(flag);
      if (owner) {
        throw new Error(`--${flag} is declared by ${owner} and by the section "${key}"`);
      }
      owners.set(flag, `the section "${key}"`);
      flags[flag] = declaration;
    }
  }
  return flags;
}

const FLAGS = initFlags(SECTION_INIT_OPTIONS);

/**
 * Reads the flags (docs/product.md § Make it yours). Returns undefined when there are none (the
 * caller may ask instead).
 * @throws InitRefusal on an unknown flag, a bad `--projects` or `--repos`.
 */
export function parseInitArgs(argv: string[]): InitOptions | undefined {
  let values: Record<string, string | boolean | (string | boolean)[] | undefined>;
  try {
    ({ values } = parseArgs({
      args: argv,
      options: FLAGS,
      strict: true,
    }));
  } catch (error) {
    throw new InitRefusal(`${(error as Error).message}\n\n${USAGE}`);
  }
  if (values.help) throw new InitRefusal(USAGE);
  if (Object.values(values).every((value) => value === undefined)) return undefined;
  return checkOptions({
    github: values.github as string | undefined,
    resume: values.resume as string[] | undefined,
    projects: values.projects as string | undefined,
    repos: values.repos as string | undefined,
    reel: values.reel as string | undefined,
    feed: values.feed as string[] | undefined,
    sectionFlags: values as InitFlagValues,
    accent: values.accent as string | undefined,
    colourMode: values['colour-mode'] as string | undefined,
    noCaseStudies: values['no-case-studies'] as boolean | undefined,
  });
}

/**
 * Each section's field from its flags' values (or its answers as such), by its face's
 * `initOptions.fromFlags`; a section whose flags are all absent is left out.
 * @throws InitRefusal with the message of a face's InitFlagError, which names the flag; any
 *   other error as it is.
 */
function sectionsFromFlags(values: InitFlagValues = {}): Partial<SectionFields> {
  const sections: Record<string, unknown> = {};
  for (const { key, options } of SECTION_INIT_OPTIONS) {
    const own = Object.fromEntries(Object.keys(options.flags).map((flag) => [flag, values[flag]]));
    let field: unknown;
    try {
      field = options.fromFlags(own);
    } catch (error) {
      if (error instanceof InitFlagError) throw new InitRefusal(error.message);
      throw error;
    }
    if (field !== undefined) sections[key] = field;
  }
  // Each face's fromFlags gives its own field's type (SectionFace), which the loop cannot see.
  return sections as Partial<SectionFields>;
}

/**
 * Checks options given as text (flags or answers); `resume` is every
 * `--resume` value, the default language's and `LANG=` ones (see parseResumeValues in plan.ts);
 * `sectionFlags` the sections' flags' values, by flag name (`time-zone`).
 * @throws InitRefusal naming the option.
 */
export function checkOptions(raw: {
  github?: string;
  resume?: string | readonly string[];
  projects?: string;
  repos?: string;
  reel?: string;
  feed?: readonly string[];
  accent?: string;
  colourMode?: string;
  noCaseStudies?: boolean;
  sectionFlags?: InitFlagValues;
}): InitOptions {
  const github = raw.github?.trim() || undefined;
  const { resume, translations } = parseResumeValues(
    typeof raw.resume === 'string' ? [raw.resume] : (raw.resume ?? []),
  );
  const feeds = feedOption(raw.feed);
  const theme = themeOption(raw.accent, raw.colourMode);
  if (!github && !resume && !translations.length && !feeds && !theme) {
    throw new InitRefusal(`Give --github USER or --resume FILE_OR_URL (or both).\n\n${USAGE}`);
  }
  if (github && !/^[A-Za-z0-9](?:[A-Za-z0-9-]{0,38})$/.test(github)) {
    throw new InitRefusal(`--github "${github}" is not a GitHub user name.`);
  }
  const projectsText = raw.projects?.trim() || String(DEFAULT_PROJECT_COUNT);
  const projects = Number(projectsText);
  if (!/^\d+$/.test(projectsText) || projects < 1 || projects > 48) {
    throw new InitRefusal(`--projects must be a whole number from 1 to 48, not "${raw.projects}".`);
  }
  const repos = raw.repos
    ?.split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  const repeated = repos?.find(
    (name, index) =>
      repos.findIndex((other) => other.toLowerCase() === name.toLowerCase()) !== index,
  );
  if (repeated) throw new InitRefusal(`--repos names "${repeated}" twice.`);
  if (raw.repos !== undefined && (!repos?.length || !github)) {
    throw new InitRefusal(
      repos?.length
        ? '--repos needs --github: the repositories are that user’s.'
        : '--repos needs at least one repository name, e.g. --repos site,notes',
    );
  }
  const reel = raw.reel?.trim() || undefined;
  const sections = sectionsFromFlags(raw.sectionFlags);
  return {
    github,
    resume,
    translations,
    projects,
    repos,
    ...(reel && { reel }),
    ...(feeds && { feeds }),
    ...(Object.keys(sections).length > 0 && { sections }),
    ...(theme && { theme }),
    ...(raw.noCaseStudies && { noCaseStudies: true }),
  };
}
