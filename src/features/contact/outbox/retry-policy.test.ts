import { describe, expect, it } from 'vitest';
import { message } from '#src/testing/outbox-fakes.ts';
import type { OutboxItem } from './outbox-item.ts';
import {
  afterFailure,
  backOffAllows,
  MAX_SERVER_ERRORS,
  NO_ANSWER_LIMIT_MS,
  NO_ANSWER_MIN_TRIES,
  RATE_LIMIT_MS,
  RETRY_BASE_MS,
  retried,
  retryDelay,
} from './retry-policy.ts';

const NOW = 1_000_000;
const NO_ANSWER = { status: 0, text: 'Network Error' };
const SERVER_ERROR = { status: 503, text: 'Service Unavailable' };

/** A waiting item, as the outbox stores it while it sends, with `extra` fields. */
function item(extra: Partial<OutboxItem> = {}): OutboxItem {
  return {
    id: 'a',
    message: message('Hello'),
    queuedAt: 0,
    attempts: 1,
    status: 'waiting',
    sendingSince: NOW - 10,
    dialogAt: NOW - 20,
    ...extra,
  };
}

describe('retryDelay', () => {
  it('doubles from the base and stops at the cap', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 20].map(retryDelay)).toEqual([
      2_000, 4_000, 8_000, 16_000, 32_000, 60_000, 60_000, 60_000,
    ]);
  });
});

describe('afterFailure (docs/product.md § Outbox)', () => {
  it('fails a permanent failure at once, keeping it and clearing the sending marks', () => {
    const rejected = { status: 400, text: 'The template ID is invalid' };
    expect(afterFailure(item(), rejected, NOW)).toMatchObject({
      status: 'failed',
      lastFailure: rejected,
      sendingSince: undefined,
      dialogAt: undefined,
      nextAttemptAt: undefined,
    });
  });

  it('backs off a temporary failure, doubling with each one in a row', () => {
    const first = afterFailure(item(), SERVER_ERROR, NOW);
    expect(first).toMatchObject({
      status: 'waiting',
      temporaryFailures: 1,
      serverErrors: 1,
      lastTriedAt: NOW,
      nextAttemptAt: NOW + RETRY_BASE_MS,
    });
    expect(afterFailure(first, SERVER_ERROR, NOW + 5_000).nextAttemptAt).toBe(
      NOW + 5_000 + 2 * RETRY_BASE_MS,
    );
  });

  it('waits out the rate limit after a 429', () => {
    const limited = afterFailure(item(), { status: 429, text: 'Too Many Requests' }, NOW);
    expect(limited.nextAttemptAt).toBe(NOW + RATE_LIMIT_MS);
  });

  it(`gives up on the ${MAX_SERVER_ERRORS}th server error`, () => {
    const before = item({ serverErrors: MAX_SERVER_ERRORS - 2, temporaryFailures: 4 });
    expect(afterFailure(before, SERVER_ERROR, NOW).status).toBe('waiting');
    const last = item({ serverErrors: MAX_SERVER_ERRORS - 1, temporaryFailures: 5 });
    expect(afterFailure(last, SERVER_ERROR, NOW)).toMatchObject({
      status: 'failed',
      serverErrors: MAX_SERVER_ERRORS,
      nextAttemptAt: undefined,
    });
  });

  it('gives up on no answer only after both a day and enough tries in a row', () => {
    const since = NOW - NO_ANSWER_LIMIT_MS;
    const fewTries = item({ noAnswerSince: since, noAnswerTries: 1 });
    expect(afterFailure(fewTries, NO_ANSWER, NOW).status).toBe('waiting');
    const manyTriesSoon = item({ noAnswerSince: NOW - 1, noAnswerTries: NO_ANSWER_MIN_TRIES });
    expect(afterFailure(manyTriesSoon, NO_ANSWER, NOW).status).toBe('waiting');
    const both = item({ noAnswerSince: since, noAnswerTries: NO_ANSWER_MIN_TRIES - 1 });
    expect(afterFailure(both, NO_ANSWER, NOW)).toMatchObject({
      status: 'failed',
      noAnswerTries: NO_ANSWER_MIN_TRIES,
      serverErrors: 0,
    });
  });

  it('starts the no-answer count at the first such try, and ends it at an answer', () => {
    const first = afterFailure(item(), NO_ANSWER, NOW);
    expect(first).toMatchObject({ noAnswerSince: NOW, noAnswerTries: 1 });
    const answered = afterFailure(first, SERVER_ERROR, NOW + 1_000);
    expect(answered).toMatchObject({ noAnswerSince: undefined, noAnswerTries: undefined });
  });
});

describe('backOffAllows (a flush’s check of the back-off)', () => {
  const backedOff = { lastTriedAt: NOW - 1_000, nextAttemptAt: NOW + 1_000 };

  it('allows an item without a pending back-off', () => {
    expect(backOffAllows({}, NOW, { force: false, requestedAt: NOW })).toBe(true);
    expect(backOffAllows({ nextAttemptAt: NOW }, NOW, { force: false, requestedAt: NOW })).toBe(
      true,
    );
  });

  it('holds a pending back-off unless forced, and a forced flush only past one set before it was asked for', () => {
    expect(backOffAllows(backedOff, NOW, { force: false, requestedAt: NOW })).toBe(false);
    expect(backOffAllows(backedOff, NOW, { force: true, requestedAt: NOW })).toBe(true);
    expect(backOffAllows(backedOff, NOW, { force: true, requestedAt: NOW - 2_000 })).toBe(false);
  });
});

describe('retried (the indicator’s Retry)', () => {
  it('puts a failed message back in the queue with fresh counters and no failure', () => {
    const failed = item({
      status: 'failed',
      attempts: 6,
      serverErrors: 6,
      temporaryFailures: 6,
      lastFailure: SERVER_ERROR,
      lastTriedAt: NOW,
    });
    expect(retried(failed)).toEqual({
      id: 'a',
      message: failed.message,
      queuedAt: 0,
      attempts: 6,
      status: 'waiting',
    });
  });
});
