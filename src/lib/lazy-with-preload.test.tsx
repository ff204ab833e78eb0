import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { lazyWithPreload } from './lazy-with-preload.ts';

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

describe('lazyWithPreload', () => {
  it('renders a preloaded component at once, without suspending', async () => {
    const Lazy = lazyWithPreload(() => Promise.resolve({ default: Greeting }));
    expect(Lazy.isLoaded()).toBe(false);
    await Lazy.preload();
    expect(Lazy.isLoaded()).toBe(true);
    render(
      <Suspense fallback={<p>loading</p>}>
        <Lazy name="Ana" />
      </Suspense>,
    );
    // Synchronously there: no fallback, no second render.
    expect(screen.getByText('Hello Ana')).toBeInTheDocument();
  });

  it('tries again after a failed load', async () => {
    const load = vi
      .fn<() => Promise<{ default: typeof Greeting }>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce({ default: Greeting });
    const Lazy = lazyWithPreload(load);
    await expect(Lazy.preload()).rejects.toThrow('offline');
    expect(Lazy.isLoaded()).toBe(false);
    await Lazy.preload();
    expect(Lazy.isLoaded()).toBe(true);
    expect(load).toHaveBeenCalledTimes(2);
  });
});
