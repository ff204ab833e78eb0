import { afterEach, describe, expect, it, vi } from 'vitest';
import { withDeadline } from './deadline.ts';

describe('withDeadline: a promise, or an error once the time is up', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('settles as the promise does when it is in time', async () => {
    await expect(withDeadline(Promise.resolve(7), 1_000, 'late')).resolves.toBe(7);
    await expect(withDeadline(Promise.reject(new Error('no')), 1_000, 'late')).rejects.toThrow(
      'no',
    );
  });

  it('rejects with the message, made when the time is up', async () => {
    vi.useFakeTimers();
    let said = 'before';
    const late = withDeadline(new Promise<never>(() => undefined), 1_000, () => said);
    const check = expect(late).rejects.toThrow('after');
    said = 'after';
    await vi.advanceTimersByTimeAsync(1_000);
    await check;
  });
});
