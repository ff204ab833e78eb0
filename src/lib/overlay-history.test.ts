import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { OVERLAY_KEY, openOverlay } from './overlay-history.ts';

/** The overlay depth of the current history entry, as the module keeps it in `history.state`. */
const depth = () => (history.state as Record<string, number> | null)?.[OVERLAY_KEY] ?? 0;
/** Two frames and the tasks after them: time enough for a queued push. */
const frames = () => vi.advanceTimersByTimeAsync(40);

describe('overlay entries in the session history (docs/product.md § Navigation)', () => {
  beforeEach(() => {
    vi.useFakeTimers({
      toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame'],
    });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('pushes an entry after the frame that shows the overlay; Back in between closes the topmost', async () => {
    const closeDrawer = vi.fn();
    openOverlay(closeDrawer);
    await Promise.resolve();
    // Not in the tap that opened it (docs/product.md § Performance, "Every tap answered").
    expect(depth()).toBe(0);
    await frames();
    expect(depth()).toBe(1);

    // The install help opened over the drawer; Back comes before its entry is pushed.
    const closeHelp = vi.fn();
    openOverlay(closeHelp);
    await Promise.resolve();
    expect(depth()).toBe(1);
    window.dispatchEvent(new PopStateEvent('popstate', { state: null }));

    // The topmost closes, not the drawer under it, which gets its entry back.
    expect(closeHelp).toHaveBeenCalledTimes(1);
    expect(closeDrawer).not.toHaveBeenCalled();
    await frames();
    expect(depth()).toBe(1);

    // Back again: now the drawer.
    window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
    expect(closeDrawer).toHaveBeenCalledTimes(1);
    expect(closeHelp).toHaveBeenCalledTimes(1);
  });
});
