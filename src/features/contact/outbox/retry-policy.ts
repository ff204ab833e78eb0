import type { MailFailure } from '../api/mail-result.ts';
import { isTemporary } from './mail-failure.ts';
import type { OutboxItem } from './outbox-item.ts';

/**
 * When the outbox tries a message again and when it gives up on it
 * (`docs/product.md § Outbox`): pure functions of the stored item, the
 * failure and the time, so each rule is tested without IndexedDB, locks or
 * clocks. `outbox.ts` applies them inside its transactions.
 */

/** First retry delay after a temporary failure, in ms; doubles each time. */
export const RETRY_BASE_MS = 2_000;
/** Longest retry delay, in ms (the back-off's cap: no busy loops). */
export const RETRY_MAX_MS = 60_000;
/**
 * After this many 5xx/429 answers for one message the outbox gives up
 * retrying it by itself: it becomes `failed`, visible with Retry and Discard.
 */
export const MAX_SERVER_ERRORS = 6;
/**
 * Tries that got no answer at all (status 0) are retried for at least this
 * long, in ms, from the first of them in a row, and at least
 * {@link NO_ANSWER_MIN_TRIES} times; a try that finds both passed marks the
 * message failed (a mail host blocked by an ad blocker or a firewall never
 * answers). `docs/product.md § Outbox`.
 */
export const NO_ANSWER_LIMIT_MS = 24 * 60 * 60 * 1000;
/**
 * Tries without an answer in a row before the outbox gives up on a message,
 * however long ago the first was (`docs/product.md § Outbox`): the day of
 * {@link NO_ANSWER_LIMIT_MS} is wall-clock time and passes with the device
 * offline or the site closed, when nothing is tried, so the day alone would
 * fail a message tried once and again a day later. Ten tries take about five
 * minutes of back-off with the page open (2 s doubling to 60 s).
 */
export const NO_ANSWER_MIN_TRIES = 10;
/** Repeat sends from the dialog within this many ms are refused by the rate limit (`docs/product.md § Contact`); a 429 waits at least this long. */
export const RATE_LIMIT_MS = 10_000;

/** Back-off before the next try after `failures` temporary failures in a row, in ms. */
export function retryDelay(failures: number): number {
  return Math.min(RETRY_BASE_MS * 2 ** Math.max(0, failures - 1), RETRY_MAX_MS);
}

/**
 * The item after a failed try: a permanent failure makes it `failed`; a
 * temporary one counts (temporary failures, server errors, tries without an
 * answer) and sets the back-off, or makes it `failed` once the outbox gives
 * up ({@link MAX_SERVER_ERRORS}; {@link NO_ANSWER_LIMIT_MS} and
 * {@link NO_ANSWER_MIN_TRIES} together). A 429 waits at least
 * {@link RATE_LIMIT_MS}. The sending marks are cleared and the failure kept.
 * @param now the time of the failure, ms since the epoch.
 * @returns a new item; keys set to undefined are to be dropped when stored.
 */
export function afterFailure(item: OutboxItem, failure: MailFailure, now: number): OutboxItem {
  const base: OutboxItem = {
    ...item,
    sendingSince: undefined,
    dialogAt: undefined,
    nextAttemptAt: undefined,
    lastFailure: failure,
  };
  if (!isTemporary(failure)) return { ...base, status: 'failed' };
  const temporaryFailures = (item.temporaryFailures ?? 0) + 1;
  const serverErrors = (item.serverErrors ?? 0) + (failure.status === 0 ? 0 : 1);
  const noAnswer = failure.status === 0;
  const noAnswerSince = noAnswer ? (item.noAnswerSince ?? now) : undefined;
  // An item stored before the count existed counts from its latest try.
  const noAnswerTries = noAnswer ? (item.noAnswerTries ?? 0) + 1 : undefined;
  const counters = {
    ...base,
    temporaryFailures,
    serverErrors,
    noAnswerSince,
    noAnswerTries,
    lastTriedAt: now,
  };
  // Both a day and a number of tries: a day offline or closed is no day of trying.
  const noAnswerForTooLong =
    noAnswerSince !== undefined &&
    now - noAnswerSince >= NO_ANSWER_LIMIT_MS &&
    (noAnswerTries ?? 0) >= NO_ANSWER_MIN_TRIES;
  if (serverErrors >= MAX_SERVER_ERRORS || noAnswerForTooLong)
    return { ...counters, status: 'failed' };
  // A 429 means "not within the limit": wait it out.
  const delay = Math.max(retryDelay(temporaryFailures), failure.status === 429 ? RATE_LIMIT_MS : 0);
  return { ...counters, nextAttemptAt: now + delay };
}

/**
 * Whether a flush may try `item` at `now` as far as its back-off goes: when
 * none is pending, or when the flush is forced and the back-off was
 * recorded before the flush was asked for (`requestedAt`); a back-off set
 * meanwhile, by another tab, still holds.
 */
export function backOffAllows(
  item: Pick<OutboxItem, 'nextAttemptAt' | 'lastTriedAt'>,
  now: number,
  { force, requestedAt }: { force: boolean; requestedAt: number },
): boolean {
  if (item.nextAttemptAt === undefined || item.nextAttemptAt <= now) return true;
  return force && (item.lastTriedAt ?? 0) < requestedAt;
}

/** A failed message put back in the queue by Retry: waiting, with fresh back-off counters and no failure. */
export function retried(item: OutboxItem): OutboxItem {
  return {
    id: item.id,
    message: item.message,
    queuedAt: item.queuedAt,
    attempts: item.attempts,
    status: 'waiting',
  };
}
