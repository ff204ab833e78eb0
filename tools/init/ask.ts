/**
 * `npm run init` on a terminal without flags: the questions it asks, and a
 * spinner per network step (@clack/prompts).
 */
import { isFromDate, isHttpsUrl, isTimeZone } from '#src/features/profile/availability.ts';
import { checkFeedUrls } from './feeds.ts';
import { logText } from './log-text.ts';
import { checkOptions, type InitOptions } from './options.ts';
import { DEFAULT_PROJECT_COUNT, parseResumeValues } from './plan.ts';
import type { Progress } from './sources.ts';
import { themeOption } from './theme-option.ts';

/** Asks for the options on a terminal (@clack/prompts). Returns undefined when the owner cancels. */
export async function askOptions(): Promise<InitOptions | undefined> {
  const prompts = await import('@clack/prompts');
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
      // Availability (docs/make-it-yours.md, "Availability"): the same checks as the flags.
      status: () =>
        prompts.select({
          message: 'Are you available for work?',
          options: [
            { value: 'skip', label: 'Skip (keep what portfolio.json says)' },
            { value: 'open-to-work', label: 'Open to work' },
            { value: 'open-to-offers', label: 'Open to offers' },
            { value: 'not-looking', label: 'Not looking' },
          ],
        }),
      available: ({ results }) =>
        results.status === 'open-to-work' || results.status === 'open-to-offers'
          ? prompts.text({
              message: 'Kinds of work, comma-separated (Enter for any)',
              placeholder: 'contract,full-time',
            })
          : Promise.resolve(undefined),
      availableFrom: ({ results }) =>
        results.status === 'open-to-work' || results.status === 'open-to-offers'
          ? prompts.text({
              message: 'From when, YYYY-MM or YYYY-MM-DD (Enter for now)',
              placeholder: '2027-03',
              validate: (value) =>
                !value?.trim() || isFromDate(value.trim())
                  ? undefined
                  : 'Give YYYY-MM or YYYY-MM-DD',
            })
          : Promise.resolve(undefined),
      timeZone: ({ results }) =>
        results.status && results.status !== 'skip'
          ? prompts.text({
              message: 'Your time zone (an IANA name)',
              initialValue: Intl.DateTimeFormat().resolvedOptions().timeZone,
              validate: (value) =>
                value && isTimeZone(value.trim())
                  ? undefined
                  : 'Give an IANA name such as Asia/Manila or Europe/Berlin',
            })
          : Promise.resolve(undefined),
      bookingUrl: ({ results }) =>
        results.status === 'open-to-work' || results.status === 'open-to-offers'
          ? prompts.text({
              message: 'A page where visitors book a call, https (Enter to skip)',
              placeholder: 'https://cal.com/you',
              validate: (value) =>
                !value?.trim() || isHttpsUrl(value.trim()) ? undefined : 'Give an https:// address',
            })
          : Promise.resolve(undefined),
    },
    {
      // group() would go on to the next question after a cancelled one: stop here, as clack's
      // docs do. Nothing is written before the last answer, so nothing changed (exit code 1).
      onCancel: () => {
        prompts.cancel('Nothing changed.');
        process.exit(1);
      },
    },
  );
  if (prompts.isCancel(answers)) return undefined;
  const {
    translations,
    feeds,
    resume,
    status,
    available,
    availableFrom,
    timeZone,
    bookingUrl,
    ...rest
  } = answers as Record<string, unknown>;
  const text = (value: unknown) => (typeof value === 'string' && value.trim()) || undefined;
  return checkOptions({
    ...(rest as Record<string, string>),
    ...(status !== 'skip' && {
      available: text(available) ?? (status === 'not-looking' ? undefined : ''),
      openToOffers: status === 'open-to-offers' || undefined,
      notLooking: status === 'not-looking' || undefined,
      availableFrom: text(availableFrom),
      timeZone: text(timeZone),
      bookingUrl: text(bookingUrl),
    }),
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
