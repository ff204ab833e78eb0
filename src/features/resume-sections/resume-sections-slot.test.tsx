import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadResumeSectionsComponent } from './resume-sections.tsx';
import { ResumeSectionsSlot } from './resume-sections-slot.tsx';

// The sections' chunk: each test sets whether it loads before the slot asks for it.
vi.mock('./resume-sections.tsx', () => ({ loadResumeSectionsComponent: vi.fn() }));
const load = vi.mocked(loadResumeSectionsComponent);

/** The stand-in IntersectionObserver's callbacks and watched elements (jsdom has none). */
let observed: Element[];
let intersect: () => void;

beforeEach(() => {
  observed = [];
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(callback: IntersectionObserverCallback) {
        intersect = () =>
          callback(
            [{ isIntersecting: true } as IntersectionObserverEntry],
            this as unknown as IntersectionObserver,
          );
      }
      observe(element: Element) {
        observed.push(element);
      }
      disconnect() {}
    },
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** Home's column as far as the slot sees it: the slot, then Connect's section. */
const page = () => (
  <main>
    <ResumeSectionsSlot before="connect-heading" />
    <section>
      <h2 id="connect-heading">Connect</h2>
    </section>
  </main>
);

/** The listener the slot adds for `online`, once it has added one. */
const onlineListener = (add: { mock: { calls: unknown[][] } }) =>
  vi.waitFor(() => {
    const call = add.mock.calls.find(([type]) => type === 'online');
    expect(call).toBeDefined();
    return call?.[1];
  });

describe('ResumeSectionsSlot (docs/product.md § Résumé sections: a failed load is tried again online)', () => {
  it('removes its `online` retry when it unmounts, so a later `online` does nothing', async () => {
    load.mockRejectedValue(new TypeError('Failed to fetch'));
    const add = vi.spyOn(window, 'addEventListener');
    const remove = vi.spyOn(window, 'removeEventListener');
    const { unmount } = render(page());
    act(() => intersect());
    const retry = await onlineListener(add);
    unmount();
    expect(remove).toHaveBeenCalledWith('online', retry);
    const watched = observed.length;
    window.dispatchEvent(new Event('online'));
    expect(observed).toHaveLength(watched);
  });

  it('adds no `online` retry when the load fails after it has unmounted', async () => {
    let fail: (error: Error) => void = () => {};
    load.mockReturnValue(new Promise((_, reject) => (fail = reject)));
    const add = vi.spyOn(window, 'addEventListener');
    const { unmount } = render(page());
    act(() => intersect());
    await vi.waitFor(() => expect(load).toHaveBeenCalled());
    unmount();
    fail(new TypeError('Failed to fetch'));
    // The rejection reaches the slot's handler a few microtasks later; all of them run before
    // the next task.
    await new Promise((nextTask) => setTimeout(nextTask));
    expect(add.mock.calls.filter(([type]) => type === 'online')).toEqual([]);
  });

  it('tries again when the browser is back online, shows the sections, and stops listening', async () => {
    // Connect laid out below the viewport (jsdom lays out nothing): the place is out of sight.
    vi.spyOn(Element.prototype, 'getClientRects').mockReturnValue([
      new DOMRect(0, 2000, 100, 100),
    ] as unknown as DOMRectList);
    vi.spyOn(Element.prototype, 'getBoundingClientRect').mockReturnValue(
      new DOMRect(0, 2000, 100, 100),
    );
    load.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const add = vi.spyOn(window, 'addEventListener');
    render(page());
    act(() => intersect());
    await onlineListener(add);
    load.mockResolvedValue({ default: () => <section aria-label="Publications" /> });
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(observed).toHaveLength(2);
    act(() => intersect());
    expect(await screen.findByRole('region', { name: 'Publications' })).toBeInTheDocument();
    // The retry listener is gone: another `online` watches nothing again.
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(observed).toHaveLength(2);
  });
});
