import { createStore, get, type UseStore } from 'idb-keyval';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fail, message, ok, sharedLocks } from '#src/testing/outbox-fakes.ts';
import type { SendResult } from '../api/mail-result.ts';
import { createOutbox, type Locks, type OutboxItem, type Sender } from '../outbox/outbox.ts';
import type { OutboxNews } from '../outbox/outbox-store.ts';
import { RETRY_BASE_MS } from '../outbox/retry-policy.ts';
import {
  drainOutbox,
  handleOutboxSync,
  MessagesStillWaitingError,
  type SyncEventLike,
} from './outbox-drain.ts';

let store: UseStore;
let clock: number;
let locks: Locks;
let told: OutboxNews[];

function outboxWith(send: Sender) {
  return createOutbox({ send, store, locks, now: () => clock });
}

async function stored(): Promise<OutboxItem[]> {
  return ((await get('messages', store)) as OutboxItem[] | undefined) ?? [];
}

/** A `SyncEvent` stand-in: the promise given to `waitUntil` decides whether the browser retries. */
function syncEvent(tag: string, lastChance = false) {
  let waited: Promise<unknown> | undefined;
  const event: SyncEventLike = { tag, lastChance, waitUntil: (promise) => void (waited = promise) };
  return { event, waited: () => waited };
}

beforeEach(() => {
  store = createStore(`drain-test-${Math.random()}`, 'messages');
  clock = 1_000_000;
  locks = sharedLocks();
  told = [];
});

describe('handleOutboxSync (the service worker’s sync listener)', () => {
  it('sends every waiting message once, resolves, and tells the pages', async () => {
    const send = vi.fn<Sender>().mockResolvedValue(ok);
    const page = outboxWith(vi.fn<Sender>());
    await page.add(message('First'));
    await page.add(message('Second'));
    const { event, waited } = syncEvent('portfolio-outbox');
    expect(
      handleOutboxSync(event, { outbox: outboxWith(send), tell: (news) => told.push(news) }),
    ).toBe(true);
    await expect(waited()).resolves.toBeUndefined();
    expect(send.mock.calls.map(([m]) => m.subject)).toEqual(['First', 'Second']);
    // Never rate limited: only the dialog's own send is.
    expect(send.mock.calls.every(([, options]) => options.rateLimitMs === undefined)).toBe(true);
    expect(await stored()).toEqual([]);
    expect(told).toEqual([{ type: 'report', sent: 2, failed: [] }]);
  });

  it('ignores other tags', () => {
    const { event, waited } = syncEvent('something-else');
    expect(handleOutboxSync(event, { outbox: outboxWith(vi.fn<Sender>()) })).toBe(false);
    expect(waited()).toBeUndefined();
  });

  it.each([
    ['no answer', 0],
    ['429', 429],
    ['500', 500],
    ['503', 503],
  ])(
    'rejects after a temporary failure (%s), so the browser retries; the message waits',
    async (_name, status) => {
      await outboxWith(vi.fn<Sender>()).add(message('Hello'));
      const { event, waited } = syncEvent('portfolio-outbox');
      handleOutboxSync(event, {
        outbox: outboxWith(vi.fn<Sender>().mockResolvedValue(fail(status))),
        tell: () => {},
      });
      await expect(waited()).rejects.toBeInstanceOf(MessagesStillWaitingError);
      expect(await stored()).toEqual([expect.objectContaining({ status: 'waiting', attempts: 1 })]);
    },
  );

  it('on lastChance keeps a temporarily failed message waiting (never dropped, never failed) and resolves', async () => {
    await outboxWith(vi.fn<Sender>()).add(message('Hello'));
    const { event, waited } = syncEvent('portfolio-outbox', true);
    handleOutboxSync(event, {
      outbox: outboxWith(vi.fn<Sender>().mockResolvedValue(fail(500))),
      tell: () => {},
    });
    await expect(waited()).resolves.toBeUndefined();
    expect(await stored()).toEqual([
      expect.objectContaining({ status: 'waiting', lastFailure: { status: 500, text: 'nope' } }),
    ]);
  });

  it('marks a 4xx rejection failed, resolves (nothing to retry) and tells the pages', async () => {
    await outboxWith(vi.fn<Sender>()).add(message('Hello'));
    const { event, waited } = syncEvent('portfolio-outbox');
    handleOutboxSync(event, {
      outbox: outboxWith(vi.fn<Sender>().mockResolvedValue(fail(400, 'The service ID is invalid'))),
      tell: (news) => told.push(news),
    });
    await expect(waited()).resolves.toBeUndefined();
    expect(await stored()).toEqual([
      expect.objectContaining({
        status: 'failed',
        lastFailure: { status: 400, text: 'The service ID is invalid' },
      }),
    ]);
    expect(told).toEqual([
      {
        type: 'report',
        sent: 0,
        failed: [{ subject: 'Hello', failure: { status: 400, text: 'The service ID is invalid' } }],
      },
    ]);
  });

  it('waits for a page’s send in progress and does not send its message again', async () => {
    let release = () => {};
    const pageSend = vi.fn<Sender>(
      () => new Promise<SendResult>((resolve) => (release = () => resolve(ok))),
    );
    const page = outboxWith(pageSend);
    const { id } = await page.add(message('Typed in the page'), { sendingNow: true });
    const workerSend = vi.fn<Sender>().mockResolvedValue(ok);
    let syncDone: Promise<unknown> | undefined;
    const dialogSend = page.sendNow(id, {
      whileLocked: () => {
        const { event, waited } = syncEvent('portfolio-outbox');
        handleOutboxSync(event, { outbox: outboxWith(workerSend), tell: () => {} });
        syncDone = waited();
      },
    });
    await vi.waitFor(() => expect(pageSend).toHaveBeenCalled());
    release();
    expect(await dialogSend).toEqual({ kind: 'sent' });
    await syncDone;
    expect(workerSend).not.toHaveBeenCalled();
  });

  it('resends a message whose page was closed during its send (the lock was released, the marker remains)', async () => {
    const page = outboxWith(vi.fn<Sender>());
    const { id } = await page.add(message('Cut off'), { sendingNow: true });
    const [item] = await stored();
    // As a page closed mid-request leaves it.
    const { set } = await import('idb-keyval');
    await set('messages', [{ ...item, attempts: 1, sendingSince: clock - 100 }], store);
    const workerSend = vi.fn<Sender>().mockResolvedValue(ok);
    await drainOutbox({ lastChance: false }, { outbox: outboxWith(workerSend), tell: () => {} });
    expect(workerSend).toHaveBeenCalledTimes(1);
    expect(await stored()).toEqual([]);
    expect(id).toBeTruthy();
  });

  it.each([
    ['a 503', 503],
    ['no answer', 0],
  ])(
    'respects the back-off a page set after %s; the browser’s later retry sends it',
    async (_name, status) => {
      const page = outboxWith(vi.fn<Sender>().mockResolvedValue(fail(status)));
      await page.add(message('Hello'));
      await page.flush();
      clock += 1;
      const workerSend = vi.fn<Sender>().mockResolvedValue(ok);
      await expect(
        drainOutbox({ lastChance: false }, { outbox: outboxWith(workerSend), tell: () => {} }),
      ).rejects.toBeInstanceOf(MessagesStillWaitingError);
      expect(workerSend).not.toHaveBeenCalled();
      clock += RETRY_BASE_MS;
      await drainOutbox({ lastChance: false }, { outbox: outboxWith(workerSend), tell: () => {} });
      expect(workerSend).toHaveBeenCalledTimes(1);
    },
  );
});

describe('registerOutboxSync', () => {
  it('adds a `sync` listener that drains the outbox for the outbox’s tag', async () => {
    const { registerOutboxSync } = await import('./outbox-drain.ts');
    const scope = Object.assign(new EventTarget(), { location: { origin: 'http://site.test' } });
    registerOutboxSync(scope, {
      mode: 'emailjs',
      publicKey: 'pk',
      serviceId: 'svc',
      templateId: 'tpl',
      origin: 'http://mail.test',
    });
    const waitUntil = vi.fn();
    const event = Object.assign(new Event('sync'), {
      tag: 'portfolio-outbox',
      lastChance: false,
      waitUntil,
    });
    scope.dispatchEvent(event);
    expect(waitUntil).toHaveBeenCalledWith(expect.any(Promise));
    await waitUntil.mock.calls[0][0]; // an empty outbox: nothing to send, resolves
  });
});
