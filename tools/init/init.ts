import { pathToFileURL } from 'node:url';
import { askOptions, spinnerProgress } from './ask.ts';
import { GitHubError } from './github.ts';
import { planFeedsOnly } from './init-feeds.ts';
import { type InitPlan, planInit } from './init-plan.ts';
import { logText } from './log-text.ts';
import { parseInitArgs, USAGE } from './options.ts';
import { droppedLine, InitRefusal } from './plan.ts';
import { plainProgress } from './sources.ts';
import { planThemeOnly } from './theme-option.ts';
import { PROJECTS_FILE, reportChanges, writeChanges } from './write.ts';

/**
 * The closing line for a default language core has no texts in: where the
 * owner's content said nothing, init wrote English (init-texts.ts).
 */
function englishDefaultsLine({ englishDefaultsIn }: InitPlan): string {
  if (!englishDefaultsIn) return '';
  return `\n  - resume.json, portfolio.json, ${PROJECTS_FILE}   where your résumé said nothing, init wrote English (it has no "${englishDefaultsIn}" texts): your headline, summary and picture descriptions`;
}

/** The closing lines about the demo reel (docs/make-it-yours.md, "Demo reel video"). */
function reelLines({ sampleReel, newReel }: InitPlan): string {
  if (sampleReel) {
    return `
  - the demo reel             its poster shows your name, but the video is still the sample's
                              (Jamie Santos's title cards): npm run init -- --reel FILE_OR_URL
                              with your mp4, then describe it in portfolio.json (demoReel.description)`;
  }
  if (newReel) {
    return `
  - demoReel.description      in portfolio.json: say in words what your reel shows (its text alternative)`;
  }
  return '';
}

/**
 * Runs the command. @returns the exit code: 0 done, 1 refused (the message
 * printed, no file changed), 2 wrong usage.
 */
export async function main(argv: string[], root = '.'): Promise<number> {
  try {
    let options = parseInitArgs(argv);
    const interactive = !options && process.stdin.isTTY && process.stdout.isTTY;
    if (!options) {
      if (!interactive) {
        console.error(USAGE);
        return 2;
      }
      options = await askOptions();
      if (!options) return 1;
    }
    const progress = interactive ? await spinnerProgress() : plainProgress;
    if (
      options.theme &&
      !options.feeds &&
      !options.github &&
      !options.resume &&
      !options.translations?.length
    ) {
      reportChanges(writeChanges(planThemeOnly(options.theme, root), root));
      console.log(
        '\nDone. "npm start" shows the site in your colours; "npm run share-image" redraws the link-preview pictures in them.',
      );
      return 0;
    }
    if (options.feeds && !options.github && !options.resume && !options.translations?.length) {
      reportChanges(writeChanges(await planFeedsOnly(options.feeds, { root, progress }), root));
      console.log(
        '\nDone. "npm start" shows your posts under "Writing"; "npm run refresh" reads the feeds again.',
      );
      return 0;
    }
    const changes = await planInit(options, { root, progress });
    try {
      reportChanges(
        writeChanges(changes, root),
        changes.dropped.map((language) => ({ files: language.files, line: droppedLine(language) })),
      );
      for (const line of [...(changes.caseStudyLines ?? []), ...(changes.samplePostLines ?? [])])
        console.log(`  note    ${line}`);
      for (const { lang, files } of changes.kept) {
        console.log(
          `  kept    ${files.join(', ')} ("${lang}" is not named by this run: check it still fits your résumé; --resume ${lang}=FILE_OR_URL replaces it, "git rm" drops the language)`,
        );
      }
    } catch (error) {
      console.error(
        `init: writing the files failed: ${(error as Error).message}\nSome files may have been written: "git status" shows which, "git checkout ." undoes them.`,
      );
      return 1;
    }
    console.log(`
Done. Check what changed with "git status" and "git diff", then:
  - npm start                 the site with your name, work and projects
  - portfolio.json            each job's status and tags${reelLines(changes)}${englishDefaultsLine(changes)}
  - npx tsx tools/install-screenshots.ts   after "npm run build": the install screenshots of your site
  - npm run refresh           later, to pick up new repositories${options.github ? '' : ' (needs --github once)'} and posts${options.feeds ? '' : ' (needs --feed URL once)'}`);
    return 0;
  } catch (error) {
    if (error instanceof InitRefusal || error instanceof GitHubError) {
      console.error(logText(`init: ${error.message}\nNothing changed.`));
      return 1;
    }
    // Anything else (a picture sharp cannot read, Chromium missing for the icons): its message, no stack.
    console.error(logText(`init: ${(error as Error).message ?? String(error)}\nNothing changed.`));
    if (process.env.DEBUG) console.error(error);
    return 1;
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  process.exitCode = await main(process.argv.slice(2));
}
