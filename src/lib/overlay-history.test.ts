// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { closeOverlay, OVERLAY_KEY, openOverlay } from './overlay-history.ts';

const depth = () => (history.state as Record<string, number> | null)?.[OVERLAY_KEY] ?? 0;

/** A frame and the task after it, as the module waits for. */
const nextFrame = () =>
  new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve)));

describe('an overlay’s history entry (docs/product.md § Navigation)', () => {
  it('is pushed after the frame that shows the overlay, not in the tap that opened it', async () => {
    const before = history.length;
    const close = vi.fn();
    const entry = openOverlay(close);
    // The tap's own task and its microtasks: nothing pushed yet.
    await Promise.resolve();
    await Promise.resolve();
    expect(depth()).toBe(0);
    expect(history.length).toBe(before);
    await nextFrame();
    await vi.waitFor(() => expect(depth()).toBe(1));
    expect(history.length).toBe(before + 1);
    closeOverlay(entry);
    await vi.waitFor(() => expect(depth()).toBe(0));
    expect(close).not.toHaveBeenCalled();
  });

  it('is never pushed for an overlay closed before its frame', async () => {
    const before = history.length;
    const entry = openOverlay(() => {});
    closeOverlay(entry);
    await nextFrame();
    await nextFrame();
    expect(depth()).toBe(0);
    expect(history.length).toBe(before);
  });
});
