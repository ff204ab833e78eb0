import { describe, expect, it, vi } from 'vitest';
import { clientsClaim } from 'workbox-core';
import { registerLifecycle } from './lifecycle.ts';
import type { WorkerScope } from './worker-scope.ts';

vi.mock('workbox-core', () => ({ clientsClaim: vi.fn() }));

/** A worker scope that records its listeners and skipWaiting calls. */
function fakeScope() {
  const target = new EventTarget();
  const skipWaiting = vi.fn(async () => {});
  const scope = Object.assign(target, { skipWaiting }) as unknown as WorkerScope;
  const post = (data: unknown) => target.dispatchEvent(new MessageEvent('message', { data }));
  return { scope, skipWaiting, post };
}

describe('the worker’s lifecycle', () => {
  it('activates a waiting worker only when the page posts SKIP_WAITING', () => {
    const { scope, skipWaiting, post } = fakeScope();
    registerLifecycle(scope);
    post({ type: 'OTHER' });
    post(null);
    post('SKIP_WAITING');
    expect(skipWaiting).not.toHaveBeenCalled();
    post({ type: 'SKIP_WAITING' });
    expect(skipWaiting).toHaveBeenCalledTimes(1);
  });

  it('claims the open pages when it activates', () => {
    registerLifecycle(fakeScope().scope);
    expect(clientsClaim).toHaveBeenCalled();
  });
});
