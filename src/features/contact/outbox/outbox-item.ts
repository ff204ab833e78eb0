import type { ContactMessage } from '../api/contact-schema.ts';
import type { MailFailure } from '../api/mail-result.ts';

/** One stored message. Times are ms since the epoch. */
export type OutboxItem = {
  id: string;
  message: ContactMessage;
  /** When it entered the outbox; the queue is sent in this order. */
  queuedAt: number;
  /** Send attempts so far, counted before each request goes out. */
  attempts: number;
  /** `waiting`: sent by the next flush; `failed`: rejected for good, waits for Retry or Discard. */
  status: 'waiting' | 'failed';
  /** Set before a request goes out, cleared with its outcome (see the module comment). */
  sendingSince?: number;
  /** Set when stored for the dialog's own send at once; cleared with that send's outcome. */
  dialogAt?: number;
  /** Not retried by a timer before this time (back-off). */
  nextAttemptAt?: number;
  /** When the last temporary failure was recorded (a forced flush asked for earlier respects it). */
  lastTriedAt?: number;
  /** Temporary failures in a row (drives the back-off). */
  temporaryFailures?: number;
  /** 5xx/429 answers so far (drives giving up). */
  serverErrors?: number;
  /** The first of the latest tries in a row that got no answer (drives giving up, `NO_ANSWER_LIMIT_MS` in `retry-policy.ts`). */
  noAnswerSince?: number;
  /** How many of the latest tries in a row got no answer (drives giving up, `NO_ANSWER_MIN_TRIES` in `retry-policy.ts`). */
  noAnswerTries?: number;
  lastFailure?: MailFailure;
};
