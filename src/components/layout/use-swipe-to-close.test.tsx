import { fireEvent, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { SWIPE_CLOSE_SHARE, useSwipeToClose } from './use-swipe-to-close.ts';

/** The drawer's width in px (jsdom lays nothing out). */
const WIDTH = 390;
const Y = 300;

function Drawer({ onClose }: { onClose: () => void }) {
  return <div data-testid="drawer" {...useSwipeToClose(onClose)} />;
}

function setup() {
  const onClose = vi.fn();
  render(<Drawer onClose={onClose} />);
  const drawer = screen.getByTestId('drawer');
  drawer.getBoundingClientRect = () => ({ width: WIDTH, height: 800 }) as DOMRect;
  return { drawer, onClose };
}

type Finger = { identifier: number; clientX: number; clientY: number };
const finger = (identifier: number, clientX: number, clientY = Y): Finger => ({
  identifier,
  clientX,
  clientY,
});

/**
 * Touch events as the browser sends them: `touches` lists every finger still
 * down; a `touchend`'s `lifted` (its `changedTouches`) the fingers that left, where they left.
 */
const touch = {
  start: (el: HTMLElement, touches: Finger[]) => fireEvent.touchStart(el, { touches }),
  move: (el: HTMLElement, touches: Finger[]) => fireEvent.touchMove(el, { touches }),
  end: (el: HTMLElement, touches: Finger[], lifted: Finger[] = []) =>
    fireEvent.touchEnd(el, { touches, changedTouches: lifted }),
};

beforeEach(() => {
  vi.restoreAllMocks();
});

describe('useSwipeToClose (docs/product.md § Navigation, phone behaviour)', () => {
  it('follows one finger; past a third of the width it closes, a short swipe springs back', () => {
    const { drawer, onClose } = setup();
    touch.start(drawer, [finger(1, 300)]);
    touch.move(drawer, [finger(1, 250)]);
    expect(drawer.style.transform).toBe('translateX(-50px)');
    expect(drawer.style.transition).toBe('none');
    touch.end(drawer, []);
    expect(onClose).not.toHaveBeenCalled();
    expect(drawer.style.transform).toBe('');
    expect(drawer.style.transition).not.toBe('none');

    const far = Math.ceil(WIDTH * SWIPE_CLOSE_SHARE) + 1;
    touch.start(drawer, [finger(2, 350)]);
    touch.move(drawer, [finger(2, 350 - far)]);
    touch.end(drawer, []);
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(drawer.style.getPropertyValue('--drag-x')).toBe(`${-far}px`);
  });

  it('a second finger during a swipe cancels it: the drawer springs back, transitions on', () => {
    const { drawer, onClose } = setup();
    touch.start(drawer, [finger(1, 300)]);
    touch.move(drawer, [finger(1, 200)]);
    expect(drawer.style.transform).toBe('translateX(-100px)');
    expect(drawer.style.transition).toBe('none');

    touch.start(drawer, [finger(1, 200), finger(2, 100, 500)]);
    expect(drawer.style.transform).toBe('');
    expect(drawer.style.transition).not.toBe('none');
    expect(drawer.style.transition).toContain('transform');

    // The first finger goes on moving and lifts past the threshold: nothing follows, nothing closes.
    touch.move(drawer, [finger(1, 0), finger(2, 100, 500)]);
    expect(drawer.style.transform).toBe('');
    touch.end(drawer, [finger(2, 100, 500)]);
    touch.end(drawer, []);
    expect(onClose).not.toHaveBeenCalled();
    expect(drawer.style.transform).toBe('');
    expect(drawer.style.transition).not.toBe('none');
  });

  it('after a cancelled swipe, the next one-finger swipe works again', () => {
    const { drawer, onClose } = setup();
    touch.start(drawer, [finger(1, 300)]);
    touch.move(drawer, [finger(1, 200)]);
    touch.start(drawer, [finger(1, 200), finger(2, 100)]);
    touch.end(drawer, [finger(2, 100)]);
    touch.end(drawer, []);

    touch.start(drawer, [finger(3, 380)]);
    touch.move(drawer, [finger(3, 300)]);
    expect(drawer.style.transform).toBe('translateX(-80px)');
    touch.move(drawer, [finger(3, 200)]);
    touch.end(drawer, []);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('a second finger before the first moved leaves the drawer as it is', () => {
    const { drawer, onClose } = setup();
    touch.start(drawer, [finger(1, 300)]);
    touch.start(drawer, [finger(1, 300), finger(2, 100)]);
    expect(drawer.style.transform).toBe('');
    touch.end(drawer, [finger(2, 100)]);
    touch.end(drawer, []);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('measures the swipe where the finger lifts, also when the browser held the last move back', () => {
    const { drawer, onClose } = setup();
    const third = WIDTH * SWIPE_CLOSE_SHARE;
    // The last move the page saw is short of a third; the finger lifted past it.
    touch.start(drawer, [finger(1, 300)]);
    touch.move(drawer, [finger(1, 300 - third + 30)]);
    touch.end(drawer, [], [finger(1, 300 - third - 30)]);
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(drawer.style.getPropertyValue('--drag-x')).toBe(`${-third - 30}px`);

    // And the other way: past a third, then back to the right before lifting: it springs back.
    onClose.mockClear();
    touch.start(drawer, [finger(2, 300)]);
    touch.move(drawer, [finger(2, 300 - third - 30)]);
    touch.end(drawer, [], [finger(2, 300 - third + 30)]);
    expect(onClose).not.toHaveBeenCalled();
    expect(drawer.style.transform).toBe('');

    // A touch that only moved when it lifted: mostly vertical is a scroll, never a swipe.
    touch.start(drawer, [finger(3, 300)]);
    touch.end(drawer, [], [finger(3, 300 - third - 30, Y - 400)]);
    expect(onClose).not.toHaveBeenCalled();
  });
});
