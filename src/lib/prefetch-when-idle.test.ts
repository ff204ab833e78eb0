import { afterEach, describe, expect, it, vi } from 'vitest';

// A fresh module per test: the queue and its started flag are module state.
async function freshModule() {
  vi.resetModules();
  return import('./prefetch-when-idle.ts');
}

/** Lets the promise callbacks queued so far run. */
async function flush() {
  for (let i = 0; i < 5; i += 1) await Promise.resolve();
}

describe('prefetchWhenIdle (docs/product.md § Performance, "Every tap answered")', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('waits for the start, then loads the chunks one after another, each when idle', async () => {
    const idle: IdleRequestCallback[] = [];
    vi.stubGlobal('requestIdleCallback', (callback: IdleRequestCallback) => idle.push(callback));
    const { prefetchWhenIdle, startIdlePrefetch } = await freshModule();
    let finishFirst = () => {};
    const first = vi.fn(
      () =>
        new Promise<void>((resolve) => {
          finishFirst = resolve;
        }),
    );
    const second = vi.fn(() => Promise.resolve());
    prefetchWhenIdle(first);
    prefetchWhenIdle(second);
    await flush();
    expect(idle).toHaveLength(0);

    startIdlePrefetch();
    await flush();
    expect(idle).toHaveLength(1);
    expect(first).not.toHaveBeenCalled();
    idle[0]?.({ didTimeout: false, timeRemaining: () => 10 });
    expect(first).toHaveBeenCalledOnce();
    await flush();
    // The second waits until the first has arrived, then for an idle period.
    expect(idle).toHaveLength(1);
    finishFirst();
    await flush();
    expect(idle).toHaveLength(2);
    expect(second).not.toHaveBeenCalled();
    idle[1]?.({ didTimeout: false, timeRemaining: () => 10 });
    expect(second).toHaveBeenCalledOnce();

    // Registered after the start: the end of the line.
    const later = vi.fn(() => Promise.resolve());
    prefetchWhenIdle(later);
    await flush();
    expect(idle).toHaveLength(3);
  });

  it('runs the start’s own loaders first, each in an idle period of its own', async () => {
    const idle: IdleRequestCallback[] = [];
    vi.stubGlobal('requestIdleCallback', (callback: IdleRequestCallback) => idle.push(callback));
    const { prefetchWhenIdle, startIdlePrefetch } = await freshModule();
    const calls: string[] = [];
    prefetchWhenIdle(() => Promise.resolve(calls.push('chunk')));
    startIdlePrefetch(() => Promise.resolve(calls.push('set-up')));
    for (let turn = 0; turn < 2; turn += 1) {
      await flush();
      idle.shift()?.({ didTimeout: false, timeRemaining: () => 10 });
      expect(calls).toHaveLength(turn + 1);
    }
    expect(calls).toEqual(['set-up', 'chunk']);
  });

  it('adds a loader registered twice to the line once', async () => {
    const idle: IdleRequestCallback[] = [];
    vi.stubGlobal('requestIdleCallback', (callback: IdleRequestCallback) => idle.push(callback));
    const { prefetchWhenIdle, startIdlePrefetch } = await freshModule();
    const load = vi.fn(() => Promise.resolve());
    prefetchWhenIdle(load);
    prefetchWhenIdle(load);
    startIdlePrefetch();
    prefetchWhenIdle(load);
    for (let turn = 0; turn < 3; turn += 1) {
      await flush();
      idle.shift()?.({ didTimeout: false, timeRemaining: () => 10 });
    }
    await flush();
    expect(load).toHaveBeenCalledOnce();
    expect(idle).toHaveLength(0);
  });

  it('falls back to a timer where there is no requestIdleCallback (Safari)', async () => {
    vi.useFakeTimers();
    vi.stubGlobal('requestIdleCallback', undefined);
    const { prefetchWhenIdle, startIdlePrefetch } = await freshModule();
    const load = vi.fn(() => Promise.resolve());
    prefetchWhenIdle(load);
    startIdlePrefetch();
    await flush();
    expect(load).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(load).toHaveBeenCalledOnce();
  });

  it('goes on after a failed load, and leaves it alone (the tap loads it again)', async () => {
    vi.stubGlobal('requestIdleCallback', (callback: IdleRequestCallback) =>
      callback({ didTimeout: false, timeRemaining: () => 10 }),
    );
    const { prefetchWhenIdle, startIdlePrefetch } = await freshModule();
    const failing = vi.fn(() => Promise.reject(new Error('offline')));
    const next = vi.fn(() => Promise.resolve());
    prefetchWhenIdle(failing);
    prefetchWhenIdle(next);
    startIdlePrefetch();
    await flush();
    expect(failing).toHaveBeenCalledOnce();
    expect(next).toHaveBeenCalledOnce();
  });
});
