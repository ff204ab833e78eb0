import { createStore, get, set, type UseStore } from 'idb-keyval';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fail, flakyStore, message, ok, sharedLocks } from '#src/testing/outbox-fakes.ts';
import { type MailFailure, SEND_TIMEOUT_MS, type SendResult } from '../api/mail-result.ts';
import {
  CONFIRM_TRIES,
  createOutbox,
  type Locks,
  OUTBOX_LIMIT,
  OutboxFullError,
  type OutboxItem,
  type Sender,
} from './outbox.ts';
import {
  MAX_SERVER_ERRORS,
  NO_ANSWER_LIMIT_MS,
  NO_ANSWER_MIN_TRIES,
  RATE_LIMIT_MS,
  RETRY_BASE_MS,
  RETRY_MAX_MS,
} from './retry-policy.ts';

let store: UseStore;
let clock: number;
let ids: number;

function setup(
  send: Sender,
  options: { locks?: Locks; timeoutMs?: number; store?: UseStore } = {},
) {
  return createOutbox({
    send,
    store: options.store ?? store,
    locks: options.locks ?? sharedLocks(),
    now: () => clock,
    newId: () => `id-${++ids}`,
    timeoutMs: options.timeoutMs,
  });
}

/** A sender that answers `result` once `release()` is called; `started` resolves when the request is out. */
function heldSender(result: SendResult) {
  let release = () => {};
  let markStarted = () => {};
  const started = new Promise<void>((resolve) => (markStarted = resolve));
  const send = vi.fn<Sender>(
    () =>
      new Promise<SendResult>((resolve) => {
        release = () => resolve(result);
        markStarted();
      }),
  );
  return { send, started, release: () => release() };
}

async function stored(): Promise<OutboxItem[]> {
  return ((await get('messages', store)) as OutboxItem[] | undefined) ?? [];
}

beforeEach(() => {
  // A fresh database per test (fake-indexeddb keeps them for the whole file).
  store = createStore(`outbox-test-${Math.random()}`, 'messages');
  clock = 1_000_000;
  ids = 0;
});

describe('add', () => {
  it('stores the message with an id, the fields, the time and no attempts, before any send', async () => {
    const send = vi.fn<Sender>();
    const outbox = setup(send);
    const item = await outbox.add(message('Hello'));
    expect(item).toEqual({
      id: 'id-1',
      message: message('Hello'),
      queuedAt: 1_000_000,
      attempts: 0,
      status: 'waiting',
    });
    expect(await stored()).toEqual([item]);
    expect(send).not.toHaveBeenCalled();
  });

  it(`refuses a message beyond ${OUTBOX_LIMIT} with a clear error, failed ones included`, async () => {
    const outbox = setup(vi.fn<Sender>().mockResolvedValue(fail(400)));
    const first = await outbox.add(message('Number 1'));
    await outbox.sendNow(first.id); // now failed; still counts
    for (let i = 2; i <= OUTBOX_LIMIT; i += 1) await outbox.add(message(`Number ${i}`));
    await expect(outbox.add(message('One too many'))).rejects.toThrow(OutboxFullError);
    await expect(outbox.add(message('One too many'))).rejects.toThrow(
      `already holds ${OUTBOX_LIMIT} unsent messages`,
    );
    expect(await stored()).toHaveLength(OUTBOX_LIMIT);
    // Replacing the failed one is no new message, so it is allowed.
    await outbox.add(message('Number 1 again'), { replaceId: first.id });
    const items = await stored();
    expect(items).toHaveLength(OUTBOX_LIMIT);
    expect(items[0]).toMatchObject({
      id: first.id,
      status: 'waiting',
      message: message('Number 1 again'),
    });
  });
});

describe('sendNow (the dialog)', () => {
  it('counts the attempt and marks it as sending before the request, and removes it once confirmed', async () => {
    let seen: OutboxItem[] = [];
    const send = vi.fn<Sender>(async () => {
      seen = await stored();
      return ok;
    });
    const outbox = setup(send);
    const { id } = await outbox.add(message('Hello'));
    expect(await outbox.sendNow(id)).toEqual({ kind: 'sent' });
    expect(seen).toEqual([expect.objectContaining({ id, attempts: 1, sendingSince: 1_000_000 })]);
    expect(send).toHaveBeenCalledWith(message('Hello'), {
      rateLimitMs: RATE_LIMIT_MS,
      signal: expect.any(AbortSignal),
    });
    expect(await stored()).toEqual([]);
  });

  it('keeps a permanently rejected message as failed, with the reason', async () => {
    const outbox = setup(vi.fn<Sender>().mockResolvedValue(fail(422, 'Bad template')));
    const { id } = await outbox.add(message('Hello'));
    expect(await outbox.sendNow(id)).toEqual({
      kind: 'permanent',
      failure: { status: 422, text: 'Bad template' },
    });
    const [item] = await stored();
    expect(item).toMatchObject({ id, status: 'failed', attempts: 1, lastFailure: { status: 422 } });
    expect(item.sendingSince).toBeUndefined();
  });

  it('treats a precondition failure (missing key) as permanent', async () => {
    const failure: MailFailure = {
      status: 0,
      text: 'The public key is required.',
      precondition: true,
    };
    const outbox = setup(vi.fn<Sender>().mockResolvedValue({ ok: false, failure }));
    const { id } = await outbox.add(message('Hello'));
    expect(await outbox.sendNow(id)).toEqual({ kind: 'permanent', failure });
  });

  it('keeps a temporarily failed message waiting, with a back-off', async () => {
    const outbox = setup(vi.fn<Sender>().mockResolvedValue(fail(503)));
    const { id } = await outbox.add(message('Hello'));
    expect(await outbox.sendNow(id)).toEqual({
      kind: 'temporary',
      failure: { status: 503, text: 'nope' },
    });
    expect((await stored())[0]).toMatchObject({
      status: 'waiting',
      nextAttemptAt: 1_000_000 + RETRY_BASE_MS,
      serverErrors: 1,
    });
  });

  it('waits out the rate limit after a 429', async () => {
    const outbox = setup(vi.fn<Sender>().mockResolvedValue(fail(429, 'Too Many Requests')));
    const { id } = await outbox.add(message('Hello'));
    await outbox.sendNow(id);
    expect((await stored())[0].nextAttemptAt).toBe(1_000_000 + RATE_LIMIT_MS);
  });

  it('reports a message another tab already sent as sent (its receipt), without sending it again', async () => {
    const send = vi.fn<Sender>().mockResolvedValue(ok);
    const outbox = setup(send);
    const { id } = await outbox.add(message('Hello'));
    await outbox.flush(); // "the other tab"
    expect(await outbox.sendNow(id)).toEqual({ kind: 'sent' });
    expect(send).toHaveBeenCalledTimes(1);
  });
});

describe('flush', () => {
  it('sends waiting messages oldest first, without the rate limit, and removes each', async () => {
    const subjects: string[] = [];
    const send = vi.fn<Sender>(async (m, options) => {
      expect(options.rateLimitMs).toBeUndefined(); // a flush must not trip the SDK's limit
      subjects.push(m.subject);
      return ok;
    });
    const outbox = setup(send);
    for (const subject of ['First', 'Second', 'Third']) await outbox.add(message(subject));
    expect(await outbox.flush()).toEqual({ sent: 3, failed: [] });
    expect(subjects).toEqual(['First', 'Second', 'Third']);
    expect(await stored()).toEqual([]);
  });

  it('stops at the first temporary failure, so the order holds', async () => {
    const send = vi
      .fn<Sender>()
      .mockResolvedValueOnce(fail(0, 'Network Error'))
      .mockResolvedValue(ok);
    const outbox = setup(send);
    await outbox.add(message('First'));
    await outbox.add(message('Second'));
    expect(await outbox.flush()).toEqual({ sent: 0, failed: [] });
    expect(send).toHaveBeenCalledTimes(1);
    expect((await stored()).map((item) => item.status)).toEqual(['waiting', 'waiting']);
  });

  it('moves on past a permanent rejection and reports it', async () => {
    const send = vi.fn<Sender>().mockResolvedValueOnce(fail(400, 'Bad')).mockResolvedValue(ok);
    const outbox = setup(send);
    await outbox.add(message('First'));
    await outbox.add(message('Second'));
    const report = await outbox.flush();
    expect(report.sent).toBe(1);
    expect(report.failed).toEqual([expect.objectContaining({ id: 'id-1', status: 'failed' })]);
    expect(await stored()).toEqual([expect.objectContaining({ id: 'id-1', status: 'failed' })]);
  });

  it('leaves failed messages alone until Retry, then sends them', async () => {
    const send = vi.fn<Sender>().mockResolvedValueOnce(fail(400)).mockResolvedValue(ok);
    const outbox = setup(send);
    const { id } = await outbox.add(message('Hello'));
    await outbox.flush();
    await outbox.flush({ force: true });
    expect(send).toHaveBeenCalledTimes(1);

    await outbox.retry(id);
    expect((await stored())[0]).toEqual({
      id,
      message: message('Hello'),
      queuedAt: 1_000_000,
      attempts: 1,
      status: 'waiting',
    });
    expect(await outbox.flush()).toEqual({ sent: 1, failed: [] });
    expect(await stored()).toEqual([]);
  });

  it('discards a message for good', async () => {
    const outbox = setup(vi.fn<Sender>());
    const { id } = await outbox.add(message('Hello'));
    await outbox.discard(id);
    expect(await stored()).toEqual([]);
  });

  it('honours the back-off unless forced', async () => {
    const send = vi.fn<Sender>().mockResolvedValueOnce(fail(500)).mockResolvedValue(ok);
    const outbox = setup(send);
    await outbox.add(message('Hello'));
    await outbox.flush();
    clock += RETRY_BASE_MS - 1;
    expect(await outbox.flush()).toEqual({ sent: 0, failed: [] });
    expect(send).toHaveBeenCalledTimes(1);
    clock += 1;
    expect(await outbox.flush()).toEqual({ sent: 1, failed: [] });

    send.mockResolvedValueOnce(fail(500));
    await outbox.add(message('Again'));
    await outbox.flush();
    clock += 1; // asked for after the failure (page start, `online`, Retry)
    expect(await outbox.flush({ force: true })).toEqual({ sent: 1, failed: [] });
  });

  it(`gives up after ${MAX_SERVER_ERRORS} server errors: the message becomes failed, not lost`, async () => {
    const outbox = setup(vi.fn<Sender>().mockResolvedValue(fail(502, 'Bad Gateway')));
    await outbox.add(message('Hello'));
    const delays: number[] = [];
    for (let i = 1; i < MAX_SERVER_ERRORS; i += 1) {
      clock += 1;
      await outbox.flush({ force: true });
      const [item] = await stored();
      expect(item.status).toBe('waiting');
      delays.push((item.nextAttemptAt ?? 0) - clock);
    }
    expect(delays).toEqual([2_000, 4_000, 8_000, 16_000, 32_000]);
    clock += 1;
    const report = await outbox.flush({ force: true });
    expect(report.failed).toEqual([
      expect.objectContaining({
        status: 'failed',
        attempts: MAX_SERVER_ERRORS,
        lastFailure: { status: 502, text: 'Bad Gateway' },
      }),
    ]);
  });

  it('never gives up on network failures, and caps the back-off', async () => {
    const outbox = setup(vi.fn<Sender>().mockResolvedValue(fail(0, 'Network Error')));
    await outbox.add(message('Hello'));
    for (let i = 0; i < 12; i += 1) {
      clock += 1;
      await outbox.flush({ force: true });
    }
    const [item] = await stored();
    expect(item).toMatchObject({
      status: 'waiting',
      attempts: 12,
      temporaryFailures: 12,
      serverErrors: 0,
    });
    expect(item.nextAttemptAt).toBe(clock + RETRY_MAX_MS);
  });

  it('resends a message whose send was interrupted (a crash between request and removal)', async () => {
    // The module comment explains the choice: without an idempotency key in
    // the EmailJS API, an interrupted send is repeated (at-least-once).
    const send = vi.fn<Sender>().mockResolvedValue(ok);
    const outbox = setup(send);
    const { id } = await outbox.add(message('Hello'));
    const [item] = await stored();
    await set('messages', [{ ...item, attempts: 1, sendingSince: clock - 5 }], store);
    expect(await outbox.flush()).toEqual({ sent: 1, failed: [] });
    expect(send).toHaveBeenCalledTimes(1);
    expect(await stored()).toEqual([]);
    expect(id).toBe('id-1');
  });

  it('does not send what is gone, and never calls the sender for an empty outbox', async () => {
    const send = vi.fn<Sender>();
    expect(await setup(send).flush()).toEqual({ sent: 0, failed: [] });
    expect(send).not.toHaveBeenCalled();
  });

  it('keeps entries it cannot read, without sending them', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const send = vi.fn<Sender>().mockResolvedValue(ok);
    const outbox = setup(send);
    await set('messages', [{ id: 'from-the-future', shape: 'unknown' }], store);
    await outbox.add(message('Hello'));
    expect(await outbox.list()).toHaveLength(1);
    await outbox.flush();
    expect(send).toHaveBeenCalledTimes(1);
    expect(await stored()).toEqual([{ id: 'from-the-future', shape: 'unknown' }]);
    expect(warn).toHaveBeenCalledWith('Outbox: ignoring unreadable entries');
  });
});

describe('two tabs (the lock)', () => {
  /** A sender that answers after the other tab had time to start its own flush. */
  function slowSender(log: string[]): Sender {
    return async (m) => {
      log.push(m.subject);
      await new Promise((resolve) => setTimeout(resolve, 20));
      return ok;
    };
  }

  it('sends each message once when two tabs flush at the same time', async () => {
    const locks = sharedLocks();
    const sentByA: string[] = [];
    const sentByB: string[] = [];
    const tabA = setup(slowSender(sentByA), { locks });
    const tabB = setup(slowSender(sentByB), { locks });
    for (const subject of ['First', 'Second', 'Third']) await tabA.add(message(subject));

    const [a, b] = await Promise.all([tabA.flush({ force: true }), tabB.flush({ force: true })]);
    expect(a.sent + b.sent).toBe(3);
    expect([...sentByA, ...sentByB].sort()).toEqual(['First', 'Second', 'Third']);
    expect(await stored()).toEqual([]);
  });

  it('would send twice without the lock (why the lock is there)', async () => {
    const noLock: Locks = { request: (_name, callback) => callback() };
    const sent: string[] = [];
    const tabA = setup(slowSender(sent), { locks: noLock });
    const tabB = setup(slowSender(sent), { locks: noLock });
    await tabA.add(message('Only once'));
    await Promise.all([tabA.flush(), tabB.flush()]);
    expect(sent).toEqual(['Only once', 'Only once']);
  });

  it('keeps the dialog’s send and another tab’s flush apart', async () => {
    const locks = sharedLocks();
    const sent: string[] = [];
    const tabA = setup(slowSender(sent), { locks });
    const tabB = setup(slowSender(sent), { locks });
    const { id } = await tabA.add(message('Typed in A'));
    const [outcome] = await Promise.all([tabA.sendNow(id), tabB.flush({ force: true })]);
    expect(outcome).toEqual({ kind: 'sent' });
    expect(sent).toEqual(['Typed in A']);
  });
});

describe('a sender that throws', () => {
  it('counts as no answer: the message waits with a back-off', async () => {
    const outbox = setup(
      vi
        .fn<Sender>()
        .mockRejectedValue(new TypeError('Failed to fetch dynamically imported module')),
    );
    const { id } = await outbox.add(message('Hello'));
    expect(await outbox.sendNow(id)).toEqual({
      kind: 'temporary',
      failure: { status: 0, text: 'Network Error' },
    });
    expect((await stored())[0]).toMatchObject({
      status: 'waiting',
      nextAttemptAt: clock + RETRY_BASE_MS,
    });
  });
});

describe('an outcome is recorded, never inferred (a missing item is no proof of delivery)', () => {
  it('reports a message discarded in another tab before the send as gone, not sent, and sends nothing', async () => {
    const locks = sharedLocks();
    const send = vi.fn<Sender>().mockResolvedValueOnce(fail(400)).mockResolvedValue(ok);
    const tabA = setup(send, { locks });
    const tabB = setup(send, { locks });
    const { id } = await tabA.add(message('Hello'));
    await tabA.sendNow(id); // rejected: failed, listed in both tabs
    // A's dialog sends it again (the item waits again) while B's list still shows it failed.
    await tabA.add(message('Hello again'), { replaceId: id, sendingNow: true });
    await tabB.discard(id);
    expect(await tabA.sendNow(id)).toEqual({ kind: 'gone' });
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('never discards a message while another tab is sending it', async () => {
    const locks = sharedLocks();
    const held = heldSender(fail(400, 'Bad'));
    const tabA = setup(held.send, { locks });
    const tabB = setup(vi.fn<Sender>(), { locks });
    const { id } = await tabA.add(message('Hello'), { sendingNow: true });
    const sending = tabA.sendNow(id);
    await held.started;
    const discarding = tabB.discard(id);
    // The discard waits for the send: the item is still there while the request is out.
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(await stored()).toHaveLength(1);
    held.release();
    // A learns the real outcome (a rejection), not "sent"; then B's discard removes it.
    expect(await sending).toEqual({ kind: 'permanent', failure: { status: 400, text: 'Bad' } });
    await discarding;
    expect(await stored()).toEqual([]);
  });

  it('writes a receipt with the removal of a confirmed message', async () => {
    const outbox = setup(vi.fn<Sender>().mockResolvedValue(ok));
    const { id } = await outbox.add(message('Hello'));
    await outbox.flush();
    expect(await stored()).toEqual([]);
    expect(await get('sent', store)).toEqual([{ id, at: clock }]);
  });
});

describe('the back-off across tabs', () => {
  it('one `online` event in six tabs spends one try on a 503, not six', async () => {
    const locks = sharedLocks();
    const send = vi.fn<Sender>().mockResolvedValue(fail(503, 'Service Unavailable'));
    const tabs = Array.from({ length: 6 }, () => setup(send, { locks }));
    await tabs[0].add(message('Hello'));
    clock += 1;
    // Every tab asks for a forced flush at the same moment; the lock orders them.
    await Promise.all(tabs.map((tab) => tab.flush({ force: true })));
    expect(send).toHaveBeenCalledTimes(1);
    expect((await stored())[0]).toMatchObject({ status: 'waiting', serverErrors: 1 });
  });

  it('a forced flush asked for after the failure still ignores the back-off', async () => {
    const send = vi.fn<Sender>().mockResolvedValueOnce(fail(503)).mockResolvedValue(ok);
    const outbox = setup(send);
    await outbox.add(message('Hello'));
    await outbox.flush();
    clock += 1;
    expect(await outbox.flush({ force: true })).toEqual({ sent: 1, failed: [] });
  });
});

describe('the time-out', () => {
  it('covers a sender that never settles (a hanging chunk import): the lock is freed, the message waits', async () => {
    const outbox = setup(() => new Promise<never>(() => {}), { timeoutMs: 30 });
    const { id } = await outbox.add(message('Hello'));
    expect(await outbox.sendNow(id)).toEqual({
      kind: 'temporary',
      failure: { status: 504, text: 'No answer from the mail service within 0 s' },
    });
    expect((await stored())[0]).toMatchObject({ status: 'waiting', serverErrors: 1 });
  });

  it('aborts the request it gives up on', async () => {
    let signal: AbortSignal | undefined;
    const outbox = setup(
      (_m, options) => {
        signal = options.signal;
        return new Promise<never>(() => {});
      },
      { timeoutMs: 30 },
    );
    const { id } = await outbox.add(message('Hello'));
    await outbox.sendNow(id);
    expect(signal?.aborted).toBe(true);
    expect(SEND_TIMEOUT_MS).toBe(30_000);
  });
});

describe('a day of no answer', () => {
  /** One forced flush (page start, `online`, Retry) at the clock's time; its report. */
  const tryAt = (outbox: ReturnType<typeof setup>, at: number) => {
    clock = at;
    return outbox.flush({ force: true });
  };

  it('keeps retrying a message tried once, then again a day later (time offline or closed is no trying)', async () => {
    const send = vi.fn<Sender>().mockResolvedValue(fail(0, 'Network Error'));
    const outbox = setup(send);
    await outbox.add(message('Hello'));
    const start = clock;
    await outbox.flush();
    // The site closed (or the device offline) for more than a day, then a bad network.
    const report = await tryAt(outbox, start + NO_ANSWER_LIMIT_MS + 60_000);
    expect(report.failed).toEqual([]);
    expect((await stored())[0]).toMatchObject({
      status: 'waiting',
      noAnswerSince: start,
      noAnswerTries: 2,
      nextAttemptAt: expect.any(Number),
    });
    // And it is tried again, by the back-off timer too.
    clock = (await stored())[0].nextAttemptAt as number;
    await outbox.flush();
    expect(send).toHaveBeenCalledTimes(3);
    expect((await stored())[0].status).toBe('waiting');
  });

  it(`marks the message failed (Retry and Discard) after a day and ${NO_ANSWER_MIN_TRIES} tries in a row without an answer`, async () => {
    const outbox = setup(vi.fn<Sender>().mockResolvedValue(fail(0, 'Network Error')));
    const { id } = await outbox.add(message('Hello'));
    const start = clock;
    // Many tries within the day: still waiting.
    for (let i = 0; i < NO_ANSWER_MIN_TRIES + 5; i += 1) {
      expect((await tryAt(outbox, start + i * 60_000)).failed).toEqual([]);
    }
    expect((await stored())[0]).toMatchObject({ status: 'waiting', noAnswerSince: start });
    expect((await tryAt(outbox, start + NO_ANSWER_LIMIT_MS - 1)).failed).toEqual([]);
    const report = await tryAt(outbox, start + NO_ANSWER_LIMIT_MS);
    expect(report.failed).toEqual([
      expect.objectContaining({
        id,
        status: 'failed',
        lastFailure: { status: 0, text: 'Network Error' },
      }),
    ]);
    // Retry starts afresh: a new day and a new count.
    await outbox.retry(id);
    expect((await stored())[0].noAnswerSince).toBeUndefined();
    expect((await stored())[0].noAnswerTries).toBeUndefined();
  });

  it(`after the day, gives up on the ${NO_ANSWER_MIN_TRIES}th try in a row, not before`, async () => {
    const outbox = setup(vi.fn<Sender>().mockResolvedValue(fail(0, 'Network Error')));
    await outbox.add(message('Hello'));
    const start = clock;
    await outbox.flush();
    const later = start + 2 * NO_ANSWER_LIMIT_MS;
    for (let n = 2; n < NO_ANSWER_MIN_TRIES; n += 1) {
      expect((await tryAt(outbox, later + n * 60_000)).failed).toEqual([]);
    }
    expect((await stored())[0]).toMatchObject({
      status: 'waiting',
      noAnswerTries: NO_ANSWER_MIN_TRIES - 1,
    });
    const report = await tryAt(outbox, later + NO_ANSWER_MIN_TRIES * 60_000);
    expect(report.failed).toHaveLength(1);
  });

  it('starts the day and the count again after any answer', async () => {
    const send = vi
      .fn<Sender>()
      .mockResolvedValueOnce(fail(0, 'Network Error'))
      .mockResolvedValueOnce(fail(503))
      .mockResolvedValue(fail(0, 'Network Error'));
    const outbox = setup(send);
    await outbox.add(message('Hello'));
    await outbox.flush();
    clock += 1;
    await outbox.flush({ force: true });
    expect((await stored())[0].noAnswerSince).toBeUndefined();
    expect((await stored())[0].noAnswerTries).toBeUndefined();
    clock += NO_ANSWER_LIMIT_MS;
    await outbox.flush({ force: true });
    expect((await stored())[0]).toMatchObject({
      status: 'waiting',
      noAnswerSince: clock,
      noAnswerTries: 1,
    });
  });

  it('discards a waiting message', async () => {
    const outbox = setup(vi.fn<Sender>().mockResolvedValue(fail(0, 'Network Error')));
    const { id } = await outbox.add(message('Hello'));
    await outbox.flush();
    await outbox.discard(id);
    expect(await stored()).toEqual([]);
  });
});

describe('the dialog’s mark (not shown as waiting during its send)', () => {
  it('is stored with the message, kept for the dialog’s attempt and cleared with its outcome', async () => {
    let during: OutboxItem[] = [];
    const outbox = setup(async () => {
      during = await stored();
      return fail(503);
    });
    const { id } = await outbox.add(message('Hello'), { sendingNow: true });
    expect((await stored())[0].dialogAt).toBe(clock);
    await outbox.sendNow(id);
    expect(during[0]).toMatchObject({ dialogAt: clock, sendingSince: clock });
    expect((await stored())[0].dialogAt).toBeUndefined();
  });

  it('is dropped when a flush, not the dialog, sends it (a tab closed before its send)', async () => {
    let during: OutboxItem[] = [];
    const outbox = setup(async () => {
      during = await stored();
      return ok;
    });
    await outbox.add(message('Hello'), { sendingNow: true });
    await outbox.flush();
    expect(during[0].dialogAt).toBeUndefined();
  });
});

describe('IndexedDB failing around a send (a confirmation is final, a stored message is never sent twice)', () => {
  beforeEach(() => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
  });

  it('reports a 200 as sent when its removal fails once, and tries the removal again', async () => {
    const flaky = flakyStore(store);
    const send = vi.fn<Sender>(async () => {
      flaky.failWrites(1);
      return ok;
    });
    const outbox = setup(send, { store: flaky.store });
    const { id } = await outbox.add(message('Hello'), { sendingNow: true });
    expect(await outbox.sendNow(id)).toEqual({ kind: 'sent' });
    expect(await stored()).toEqual([]);
    expect(await get('sent', store)).toEqual([{ id, at: clock }]);
  });

  it('reports a 200 as sent when its removal keeps failing, never sends it again and removes it later', async () => {
    const flaky = flakyStore(store);
    const send = vi.fn<Sender>(async () => {
      flaky.failWrites();
      return ok;
    });
    const outbox = setup(send, { store: flaky.store });
    const { id } = await outbox.add(message('Hello'), { sendingNow: true });
    expect(await outbox.sendNow(id)).toEqual({ kind: 'sent' });
    // Still stored, marked as sending, but this outbox knows it went out.
    expect(await stored()).toEqual([expect.objectContaining({ id, sendingSince: clock })]);
    expect(await outbox.list()).toEqual([]);
    clock += 1;
    expect(await outbox.flush({ force: true })).toEqual({ sent: 0, failed: [] });
    expect(send).toHaveBeenCalledTimes(1);

    flaky.heal();
    expect(await outbox.flush({ force: true })).toEqual({ sent: 0, failed: [] });
    expect(send).toHaveBeenCalledTimes(1);
    expect(await stored()).toEqual([]);
    expect(await get('sent', store)).toEqual([{ id, at: clock }]);
    expect(CONFIRM_TRIES).toBeGreaterThan(1);
  });

  it('reports a failure it cannot record as that failure; a later flush sends the message again', async () => {
    const flaky = flakyStore(store);
    const send = vi
      .fn<Sender>()
      .mockImplementationOnce(async () => {
        flaky.failWrites();
        return fail(503, 'Service Unavailable');
      })
      .mockResolvedValue(ok);
    const outbox = setup(send, { store: flaky.store });
    const { id } = await outbox.add(message('Hello'), { sendingNow: true });
    expect(await outbox.sendNow(id)).toEqual({
      kind: 'temporary',
      failure: { status: 503, text: 'Service Unavailable' },
    });
    expect(await stored()).toEqual([
      expect.objectContaining({ id, status: 'waiting', sendingSince: clock }),
    ]);
    flaky.heal();
    expect(await outbox.flush({ force: true })).toEqual({ sent: 1, failed: [] });
    expect(send).toHaveBeenCalledTimes(2);
    expect(await stored()).toEqual([]);
  });

  it('sends nothing when the mark before the request cannot be written, and keeps the message', async () => {
    const flaky = flakyStore(store);
    const send = vi.fn<Sender>().mockResolvedValue(ok);
    const outbox = setup(send, { store: flaky.store });
    const { id } = await outbox.add(message('Hello'), { sendingNow: true });
    flaky.failWrites(1);
    await expect(outbox.sendNow(id)).rejects.toThrow('aborted');
    expect(send).not.toHaveBeenCalled();
    expect(await stored()).toEqual([expect.objectContaining({ id, status: 'waiting' })]);
  });
});
