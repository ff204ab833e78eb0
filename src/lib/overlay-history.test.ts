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

  it('waits for a frame to be drawn, not only for a task', async () => {
    const frames: FrameRequestCallback[] = [];
    const frame = vi
      .spyOn(window, 'requestAnimationFrame')
      .mockImplementation((callback) => frames.push(callback));
    try {
      const entry = openOverlay(() => {});
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(depth()).toBe(0);
      for (const callback of frames.splice(0)) callback(performance.now());
      await vi.waitFor(() => expect(depth()).toBe(1));
      closeOverlay(entry);
      await vi.waitFor(() => expect(depth()).toBe(0));
    } finally {
      frame.mockRestore();
    }
  });

  it('pushes one opened over another at once, so Back closes the topmost', async () => {
    const under = vi.fn();
    const over = vi.fn();
    const drawer = openOverlay(under);
    await nextFrame();
    await vi.waitFor(() => expect(depth()).toBe(1));
    openOverlay(over);
    // No frame waited for: the entry is on top before any Back can come.
    await Promise.resolve();
    await Promise.resolve();
    expect(depth()).toBe(2);
    history.back();
    await vi.waitFor(() => expect(over).toHaveBeenCalledOnce());
    expect(under).not.toHaveBeenCalled();
    closeOverlay(drawer);
    await vi.waitFor(() => expect(depth()).toBe(0));
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
