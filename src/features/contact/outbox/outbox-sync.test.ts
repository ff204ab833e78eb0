import { clear, createStore, get } from 'idb-keyval';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { flakyStore } from '#src/testing/outbox-fakes.ts';
import type { SendResult } from '../api/mail-result.ts';
import { type OutboxNews, outboxStore } from './outbox-store.ts';

const MESSAGE = {
  name: 'Maria Clara',
  email: 'maria@example.com',
  subject: 'Hello there',
  message: 'Hi!',
};

/** Stands in for the browser's service worker registration with Background Sync, and its storage manager. */
function stubBrowser({ online }: { online: boolean }) {
  const register = vi.fn(async (_tag: string) => {});
  const persist = vi.fn(async () => true);
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { getRegistration: async () => ({ active: {}, sync: { register } }) },
  });
  Object.defineProperty(navigator, 'storage', {
    configurable: true,
    value: { persist, persisted: async () => false },
  });
  return { register, persist };
}

/** The page's outbox sync, made fresh from this test's modules, telling the visitor through `toast`. */
async function pageSync(toast = vi.fn()) {
  const { createOutboxSync } = await import('./outbox-sync.ts');
  return createOutboxSync({ toast });
}

beforeEach(async () => {
  vi.resetModules();
  await clear(outboxStore());
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

afterEach(() => {
  vi.doUnmock('../api/send-message');
  vi.doUnmock('./outbox-store');
  Reflect.deleteProperty(navigator, 'serviceWorker');
  Reflect.deleteProperty(navigator, 'storage');
});

describe('submitMessage (the dialog’s send)', () => {
  it('offline: stores the message, registers the outbox’s Background Sync and asks for persistent storage', async () => {
    const { register, persist } = stubBrowser({ online: false });
    const { submitMessage, outbox } = await pageSync();
    expect(await submitMessage(MESSAGE)).toEqual({ kind: 'offline' });
    await vi.waitFor(() => expect(register).toHaveBeenCalledWith('portfolio-outbox'));
    expect(persist).toHaveBeenCalledTimes(1);
    expect(await outbox.list()).toEqual([
      expect.objectContaining({ message: MESSAGE, status: 'waiting' }),
    ]);
  });

  it('reports sending code that failed to load as such, not as offline, and keeps the message for later', async () => {
    const { register } = stubBrowser({ online: true });
    vi.doMock('../api/send-message', () => {
      throw new TypeError('Failed to fetch dynamically imported module');
    });
    const { submitMessage, outbox } = await pageSync();
    const outcome = await submitMessage(MESSAGE);
    expect(outcome).toMatchObject({ kind: 'queued', failure: { status: 0, notLoaded: true } });
    expect(await outbox.list()).toEqual([expect.objectContaining({ status: 'waiting' })]);
    // Registered while the send held the lock, and again after the failure.
    expect(register).toHaveBeenCalledWith('portfolio-outbox');
    const { describeFailure } = await import('./mail-failure.ts');
    if (outcome.kind === 'queued') {
      expect(describeFailure(outcome.failure)).toBe(
        'The page could not load the code that sends messages.',
      );
    }
  });

  it('announces the service worker’s report on the message however soon it comes', async () => {
    const { register } = stubBrowser({ online: false });
    const showToast = vi.fn();
    // The worker's side of the outbox channel: it answers the sync at once,
    // before the page's outbox count would have started the sync.
    const { OUTBOX_CHANNEL } = await import('./outbox-store.ts');
    const worker = new BroadcastChannel(OUTBOX_CHANNEL);
    register.mockImplementation(async () => {
      const news: OutboxNews = { type: 'report', sent: 0, failed: [{ subject: MESSAGE.subject }] };
      worker.postMessage(news);
    });
    const { submitMessage } = await pageSync(showToast);
    try {
      expect(await submitMessage(MESSAGE)).toEqual({ kind: 'offline' });
      await vi.waitFor(() =>
        expect(showToast).toHaveBeenCalledWith(
          'A saved message could not be sent',
          expect.objectContaining({ tone: 'error' }),
        ),
      );
    } finally {
      worker.close();
    }
  });

  it('does nothing about Background Sync where the browser has none', async () => {
    stubBrowser({ online: false });
    Object.defineProperty(navigator, 'serviceWorker', {
      configurable: true,
      value: { getRegistration: async () => ({ active: {} }) },
    });
    const { requestBackgroundSync } = await import('./outbox-sync.ts');
    expect(await requestBackgroundSync()).toBe(false);
  });
});

describe('submitMessage with IndexedDB failing once the message is stored', () => {
  /** The app's outbox over a store whose writes fail on demand, and a mail API answering `result`. */
  function stubStorageAndMail(result: SendResult, { failDuringSend }: { failDuringSend: boolean }) {
    const flaky = flakyStore(createStore(`outbox-sync-test-${Math.random()}`, 'messages'));
    const sendMessage = vi.fn(async () => {
      if (failDuringSend) flaky.failWrites();
      return result;
    });
    vi.doMock('./outbox-store', async (importOriginal) => ({
      ...(await importOriginal<typeof import('./outbox-store.ts')>()),
      outboxStore: () => flaky.store,
    }));
    vi.doMock('../api/send-message', () => ({ sendMessage }));
    return { flaky, sendMessage };
  }

  it('tells a 200 whose removal failed as sent, and no later flush sends it again', async () => {
    stubBrowser({ online: true });
    const { flaky, sendMessage } = stubStorageAndMail({ ok: true }, { failDuringSend: true });
    const { submitMessage, requestFlush, outbox } = await pageSync();
    expect(await submitMessage(MESSAGE)).toEqual({ kind: 'sent' });
    await requestFlush(true);
    flaky.heal();
    await requestFlush(true);
    expect(sendMessage).toHaveBeenCalledTimes(1);
    expect(await outbox.list()).toEqual([]);
    expect(await get('messages', flaky.store)).toEqual([]);
  });

  it('tells a storage error before the request as saved, never as "try again", and sends it later once', async () => {
    stubBrowser({ online: true });
    const { flaky, sendMessage } = stubStorageAndMail({ ok: true }, { failDuringSend: false });
    const { submitMessage, requestFlush, outbox } = await pageSync();
    // The message is stored by the first write; the mark before the request fails.
    flaky.failWrites(Number.POSITIVE_INFINITY, { after: 1 });
    expect(await submitMessage(MESSAGE)).toEqual({ kind: 'saved' });
    expect(await get('messages', flaky.store)).toHaveLength(1);
    expect(sendMessage).not.toHaveBeenCalled();
    flaky.heal();
    await requestFlush(true);
    expect(sendMessage).toHaveBeenCalledTimes(1);
    expect(await outbox.list()).toEqual([]);
  });
});
