import { clear } from 'idb-keyval';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { outboxStore } from './outbox-store';

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

beforeEach(async () => {
  vi.resetModules();
  await clear(outboxStore());
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

afterEach(() => {
  vi.doUnmock('../api/send-message');
  Reflect.deleteProperty(navigator, 'serviceWorker');
  Reflect.deleteProperty(navigator, 'storage');
});

describe('submitMessage (the dialog’s send)', () => {
  it('offline: stores the message, registers the outbox’s Background Sync and asks for persistent storage', async () => {
    const { register, persist } = stubBrowser({ online: false });
    const { submitMessage, outbox } = await import('./outbox-sync');
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
    const { submitMessage, outbox } = await import('./outbox-sync');
    const outcome = await submitMessage(MESSAGE);
    expect(outcome).toMatchObject({ kind: 'queued', failure: { status: 0, notLoaded: true } });
    expect(await outbox.list()).toEqual([expect.objectContaining({ status: 'waiting' })]);
    // Registered while the send held the lock, and again after the failure.
    expect(register).toHaveBeenCalledWith('portfolio-outbox');
    const { describeFailure } = await import('./mail-failure');
    if (outcome.kind === 'queued') {
      expect(describeFailure(outcome.failure)).toBe(
        'The page could not load the code that sends messages.',
      );
    }
  });

  it('does nothing about Background Sync where the browser has none', async () => {
    stubBrowser({ online: false });
    Object.defineProperty(navigator, 'serviceWorker', {
      configurable: true,
      value: { getRegistration: async () => ({ active: {} }) },
    });
    const { requestBackgroundSync } = await import('./outbox-sync');
    expect(await requestBackgroundSync()).toBe(false);
  });
});
