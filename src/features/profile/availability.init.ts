// Build only: `npm run init` asks for the availability block on the owner's machine (docs/decisions/0048-a-section-is-a-folder-and-a-row.md).
import {
  InitFlagError,
  type InitFlagValues,
  type SectionInitOptions,
} from '#src/content/section-face.ts';
import { type Availability, isFromDate, isHttpsUrl, isTimeZone } from './availability.ts';

/**
 * The availability block from `npm run init`'s flags (docs/make-it-yours.md, "Availability"),
 * checked as the build checks `portfolio.json` (./availability.ts): `--available KINDS`,
 * `--open-to-offers`, `--not-looking`, `--available-from DATE`, `--time-zone ZONE`,
 * `--booking-url URL`; undefined when none is given.
 * @throws InitFlagError naming the flag: an unknown time zone, a non-https booking URL, a bad date,
 *   a missing time zone, or two statuses at once.
 */
export function availabilityFromFlags(values: InitFlagValues): Availability | undefined {
  const text = (flag: string) => {
    const value = values[flag];
    return typeof value === 'string' ? value : undefined;
  };
  const available = text('available');
  const openToOffers = values['open-to-offers'] === true;
  const notLooking = values['not-looking'] === true;
  const given = Object.values(values).some((value) => value !== undefined && value !== false);
  if (!given) return undefined;
  if (notLooking && (openToOffers || available !== undefined)) {
    throw new InitFlagError(
      '--not-looking goes alone: leave out --available and --open-to-offers, or --not-looking.',
    );
  }
  const timeZone = text('time-zone')?.trim();
  if (!timeZone) {
    throw new InitFlagError(
      '--time-zone is needed with the availability flags: an IANA name such as Asia/Manila or Europe/Berlin.',
    );
  }
  if (!isTimeZone(timeZone)) {
    throw new InitFlagError(
      `--time-zone "${timeZone}" is not a time zone name: give an IANA name such as Asia/Manila or America/New_York.`,
    );
  }
  const from = text('available-from')?.trim() || undefined;
  if (from && !isFromDate(from)) {
    throw new InitFlagError(
      `--available-from "${from}" is not a date: give YYYY-MM or YYYY-MM-DD, e.g. 2027-03.`,
    );
  }
  const bookingUrl = text('booking-url')?.trim() || undefined;
  if (bookingUrl && !isHttpsUrl(bookingUrl)) {
    throw new InitFlagError(
      `--booking-url "${bookingUrl}" is not an https:// address: give the booking page's https URL.`,
    );
  }
  const kinds = (available ?? '')
    .split(',')
    .map((kind) => kind.trim())
    .filter(Boolean);
  const status = notLooking ? 'not-looking' : openToOffers ? 'open-to-offers' : 'open-to-work';
  return {
    status,
    ...(kinds.length > 0 && status !== 'not-looking' && { kinds }),
    ...(from && status !== 'not-looking' && { from }),
    timeZone,
    ...(bookingUrl && status !== 'not-looking' && { bookingUrl }),
  };
}

/**
 * What `npm run init` asks for the availability line (docs/make-it-yours.md, "Availability"):
 * the flags above, or on a terminal "Are you available for work?" (skip, open to work, open to
 * offers, not looking), then the kinds, from when, the time zone (offered from the machine's
 * clock) and a booking page, each checked as its flag is.
 */
export const availabilityInitOptions: SectionInitOptions<Availability | undefined> = {
  flags: {
    available: { type: 'string' },
    'open-to-offers': { type: 'boolean' },
    'not-looking': { type: 'boolean' },
    'available-from': { type: 'string' },
    'time-zone': { type: 'string' },
    'booking-url': { type: 'string' },
  },
  synopsis: '[--available KINDS] [--available-from DATE] [--time-zone ZONE] [--booking-url URL]',
  usage: `  --available "contract,full-time"
                        you are open to these kinds of work (an empty list: any work)
  --open-to-offers      you are employed but open to offers (with --available's kinds, if any)
  --not-looking         you are not looking for work (the line says so; no booking link)
  --available-from YYYY-MM
                        from when (YYYY-MM or YYYY-MM-DD)
  --time-zone ZONE      your time zone, an IANA name such as Asia/Manila (needed with the above)
  --booking-url URL     an https page where visitors book a call (Cal.com, Calendly, …)`,
  fromFlags: availabilityFromFlags,
  ask: async (prompts, onCancel) => {
    const looking = (status: unknown) => status === 'open-to-work' || status === 'open-to-offers';
    // A question Enter skips; anything typed must pass `valid`, else `hint` shows under it.
    const skippable = (question: {
      message: string;
      placeholder: string;
      valid: (value: string) => boolean;
      hint: string;
    }) =>
      prompts.text({
        message: question.message,
        placeholder: question.placeholder,
        validate: (value) =>
          !value?.trim() || question.valid(value.trim()) ? undefined : question.hint,
      });
    const answers = await prompts.group(
      {
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
          looking(results.status)
            ? prompts.text({
                message: 'Kinds of work, comma-separated (Enter for any)',
                placeholder: 'contract,full-time',
              })
            : Promise.resolve(undefined),
        availableFrom: ({ results }) =>
          looking(results.status)
            ? skippable({
                message: 'From when, YYYY-MM or YYYY-MM-DD (Enter for now)',
                placeholder: '2027-03',
                valid: isFromDate,
                hint: 'Give YYYY-MM or YYYY-MM-DD',
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
          looking(results.status)
            ? skippable({
                message: 'A page where visitors book a call, https (Enter to skip)',
                placeholder: 'https://cal.com/you',
                valid: isHttpsUrl,
                hint: 'Give an https:// address',
              })
            : Promise.resolve(undefined),
      },
      { onCancel },
    );
    const { status } = answers;
    if (status === 'skip') return {};
    const text = (value: unknown) => (typeof value === 'string' && value.trim()) || undefined;
    return {
      available: text(answers.available) ?? (status === 'not-looking' ? undefined : ''),
      'open-to-offers': status === 'open-to-offers' || undefined,
      'not-looking': status === 'not-looking' || undefined,
      'available-from': text(answers.availableFrom),
      'time-zone': text(answers.timeZone),
      'booking-url': text(answers.bookingUrl),
    };
  },
};
