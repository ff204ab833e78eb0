import { afterEach, describe, expect, it, vi } from 'vitest';

// A fresh module per test: the queue and its started flag are module state.
async function freshModule() {
  vi.resetModules();
  return import('./prefetch-when-idle');
}

describe('prefetchWhenIdle (docs/product.md § Performance, "Every tap answered")', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('waits for the start, then loads each chunk in an idle callback of its own', async () => {
    const idle: IdleRequestCallback[] = [];
    vi.stubGlobal('requestIdleCallback', (callback: IdleRequestCallback) => idle.push(callback));
    const { prefetchWhenIdle, startIdlePrefetch } = await freshModule();
    const first = vi.fn(() => Promise.resolve());
    const second = vi.fn(() => Promise.resolve());
    prefetchWhenIdle(first);
    prefetchWhenIdle(second);
    expect(idle).toHaveLength(0);

    startIdlePrefetch();
    expect(idle).toHaveLength(2);
    expect(first).not.toHaveBeenCalled();
    idle[0]?.({ didTimeout: false, timeRemaining: () => 10 });
    expect(first).toHaveBeenCalledOnce();
    expect(second).not.toHaveBeenCalled();
    idle[1]?.({ didTimeout: false, timeRemaining: () => 10 });
    expect(second).toHaveBeenCalledOnce();

    // Registered after the start: the next idle period.
    const later = vi.fn(() => Promise.resolve());
    prefetchWhenIdle(later);
    expect(idle).toHaveLength(3);
  });

  it('falls back to a timer where there is no requestIdleCallback (Safari)', async () => {
    vi.useFakeTimers();
    vi.stubGlobal('requestIdleCallback', undefined);
    const { prefetchWhenIdle, startIdlePrefetch } = await freshModule();
    const load = vi.fn(() => Promise.resolve());
    prefetchWhenIdle(load);
    startIdlePrefetch();
    expect(load).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(load).toHaveBeenCalledOnce();
  });

  it('leaves a failed load alone (the tap loads it again)', async () => {
    vi.stubGlobal('requestIdleCallback', (callback: IdleRequestCallback) =>
      callback({ didTimeout: false, timeRemaining: () => 10 }),
    );
    const { prefetchWhenIdle, startIdlePrefetch } = await freshModule();
    const failing = vi.fn(() => Promise.reject(new Error('offline')));
    prefetchWhenIdle(failing);
    startIdlePrefetch();
    expect(failing).toHaveBeenCalledOnce();
    await Promise.resolve();
  });
});
