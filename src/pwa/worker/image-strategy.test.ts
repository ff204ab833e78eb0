import { describe, expect, it, vi } from 'vitest';
import type { StrategyHandler } from 'workbox-strategies';
import { ImageStrategy } from './image-strategy.ts';

/** A response with a given `type`, as the Cache API returns them (jsdom cannot make opaque ones). */
function answer(type: ResponseType, body = 'picture'): Response {
  const response = new Response(body);
  Object.defineProperty(response, 'type', { value: type });
  return response;
}

/** Runs the strategy's decision with a stand-in for Workbox's handler (cache and network). */
function run(cached: Response | undefined, network: () => Promise<Response>) {
  const handler = { cacheMatch: vi.fn(async () => cached), fetchAndCachePut: vi.fn(network) };
  const strategy = new ImageStrategy() as unknown as {
    _handle: (request: Request, handler: StrategyHandler) => Promise<Response>;
  };
  const result = strategy._handle(
    new Request('https://images.example.org/a.webp'),
    handler as unknown as StrategyHandler,
  );
  return { result, handler };
}

describe('ImageStrategy: never answers with a stored failure', () => {
  it('answers a stored readable 200 from the cache, with no request', async () => {
    const stored = answer('cors');
    const { result, handler } = run(stored, async () => answer('cors', 'new'));
    expect(await result).toBe(stored);
    expect(handler.fetchAndCachePut).not.toHaveBeenCalled();
  });

  it('asks the network again for a stored opaque answer, which may be a stored 503', async () => {
    const fresh = answer('opaque', 'fresh');
    const { result, handler } = run(answer('opaque', 'maybe a 503'), async () => fresh);
    expect(await result).toBe(fresh);
    expect(handler.fetchAndCachePut).toHaveBeenCalledTimes(1);
  });

  it('uses the stored opaque answer only when the network fails', async () => {
    const stored = answer('opaque');
    const { result } = run(stored, async () => Promise.reject(new TypeError('Failed to fetch')));
    expect(await result).toBe(stored);
  });

  it('fetches (and may store) what is not cached, and fails like the network with nothing stored', async () => {
    const fresh = answer('basic');
    expect(await run(undefined, async () => fresh).result).toBe(fresh);
    await expect(
      run(undefined, async () => Promise.reject(new TypeError('Failed to fetch'))).result,
    ).rejects.toThrow('Failed to fetch');
  });
});
