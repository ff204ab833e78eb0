/**
 * `npm run init` on a terminal without flags: the questions it asks (then each
 * section's, from its face's `initOptions`), and a spinner per network step
 * (@clack/prompts).
 */
import { SECTION_INIT_OPTIONS } from '#src/app/site-content.ts';
import { checkFeedUrls } from './feeds.ts';
import { logText } from './log-text.ts';
import { checkOptions, type InitOptions } from './options.ts';
import { DEFAULT_PROJECT_COUNT, parseResumeValues } from './plan.ts';
import type { Progress } from './sources.ts';
import { themeOption } from './theme-option.ts';

/** Asks for the options on a terminal (@clack/prompts). Returns undefined when the owner cancels. */
export async function askOptions(): Promise<InitOptions | undefined> {
  const prompts = await import('@clack/prompts');
  // group() would go on to the next question after a cancelled one: stop here, as clack's
  // docs do. Nothing is written before the last answer, so nothing changed (exit code 1).
  const onCancel = () => {
    prompts.cancel('Nothing changed.');
    process.exit(1);
  };
  prompts.intro('Make this site yours');
  const answers = await prompts.group(
    {
      github: () =>
        prompts.text({ message: 'Your GitHub user (Enter to skip)', placeholder: 'octocat' }),
      resume: () =>
        prompts.text({
          message: 'Your JSON Resume file or URL (Enter to skip)',
          placeholder: 'resume.json',
        }),
      // One question a language, until Enter: --resume LANG=FILE_OR_URL, checked as the flag is.
      translations: () =>
        askMany(prompts, {
          message: 'Your résumé in another language, as LANG=FILE_OR_URL',
          placeholder: 'fil=resume.fil.json',
          check: (given, value) => {
            if (!/^[A-Za-z0-9_-]+=/.test(value)) {
              throw new Error('Start with the language tag and "=", e.g. fil=resume.fil.json');
            }
            parseResumeValues([...given, value]);
          },
        }),
      // One question a feed, until Enter: --feed URL, checked as the flag is (init-feeds.ts).
      feeds: () =>
        askMany(prompts, {
          message: 'Your blog’s feed, RSS, Atom or JSON Feed URL',
          placeholder: 'https://dev.to/feed/you',
          check: (given, value) => void checkFeedUrls([...given, value]),
        }),
      projects: () =>
        prompts.text({
          message: 'How many repositories to show',
          initialValue: String(DEFAULT_PROJECT_COUNT),
        }),
      // Colours (docs/make-it-yours.md, "Colours"): the same checks as --accent and --colour-mode.
      accent: () =>
        prompts.text({
          message: 'Your accent colour, any CSS colour (Enter to keep)',
          placeholder: '#0d9488',
          validate: (value) => {
            try {
              themeOption(value);
              return undefined;
            } catch (error) {
              return (error as Error).message;
            }
          },
        }),
      colourMode: () =>
        prompts.select({
          message: 'The first visit’s colour mode',
          options: [
            { value: '', label: 'Keep (dark unless portfolio.json says otherwise)' },
            { value: 'dark', label: 'Dark' },
            { value: 'light', label: 'Light' },
            { value: 'system', label: 'As the visitor’s device (system)' },
          ],
        }),
    },
    { onCancel },
  );
  if (prompts.isCancel(answers)) return undefined;
  // Then each section's questions (its face's initOptions: availability), answered as its flags.
  const sectionFlags: Record<string, string | boolean | undefined> = {};
  for (const { options } of SECTION_INIT_OPTIONS) {
    Object.assign(sectionFlags, await options.ask(prompts, onCancel));
  }
  const { translations, feeds, resume, ...rest } = answers as Record<string, unknown>;
  return checkOptions({
    ...(rest as Record<string, string>),
    sectionFlags,
    resume: [resume as string | undefined, ...(translations as string[])].filter(
      (value): value is string => !!value,
    ),
    feed: feeds as string[],
  });
}

/**
 * Asks the same question until the owner presses Enter on an empty answer
 * (@clack/prompts): one answer a question, each checked with those before it
 * by `check`, whose thrown message is shown under the answer.
 * @returns the answers in order (none: an empty list), or the cancel marker.
 */
async function askMany(
  prompts: typeof import('@clack/prompts'),
  question: {
    message: string;
    placeholder: string;
    check: (given: readonly string[], value: string) => void;
  },
): Promise<string[] | symbol> {
  const given: string[] = [];
  for (;;) {
    const answer = await prompts.text({
      message: `${question.message} (Enter to ${given.length ? 'go on' : 'skip'})`,
      placeholder: question.placeholder,
      validate: (value) => {
        if (!value?.trim()) return undefined;
        try {
          question.check(given, value.trim());
          return undefined;
        } catch (error) {
          return (error as Error).message;
        }
      },
    });
    if (prompts.isCancel(answer)) return answer;
    if (!answer?.trim()) return given;
    given.push(answer.trim());
  }
}

/** A spinner per network step (@clack/prompts) on a terminal. */
export async function spinnerProgress(): Promise<Progress> {
  const prompts = await import('@clack/prompts');
  return async (text, step) => {
    const label = logText(text);
    const spinner = prompts.spinner();
    spinner.start(label);
    try {
      const result = await step();
      spinner.stop(`${label}: done`);
      return result;
    } catch (error) {
      spinner.error(`${label}: failed`);
      throw error;
    }
  };
}
