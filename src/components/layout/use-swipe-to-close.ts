import { type Touch, type TouchEvent, type TouchList, useRef } from 'react';

/** Share of the drawer's width a swipe must travel to close it (docs/product.md § Navigation). */
export const SWIPE_CLOSE_SHARE = 1 / 3;

/** Movement in px before a touch counts as a swipe or a scroll (whichever axis it moved more along). */
const SLOP_PX = 10;

/**
 * One finger's swipe: where it started (px), how far it has moved towards the drawer's edge
 * (`dx`, px, 0 or less) and which way that edge lies on screen (`sign`: 1 for the left edge of
 * a left-to-right page, -1 for the right edge of a right-to-left one).
 */
type Drag = { id: number; x: number; y: number; dx: number; sign: 1 | -1; isSwipe: boolean | null };

/** The touch of finger `id` in `list`, if it is there. */
const findTouch = (list: TouchList | undefined, id: number): Touch | undefined =>
  Array.from(list ?? []).find((touch) => touch.identifier === id);

/**
 * Updates `drag` with the finger's position `touch`: once it has moved past
 * {@link SLOP_PX} the touch becomes a swipe or a scroll for good, and a swipe
 * records its distance towards the drawer's edge (`dx`, px, 0 or less).
 * @returns whether the touch is a swipe.
 */
function measure(drag: Drag, touch: Touch): boolean {
  const dx = touch.clientX - drag.x;
  const dy = touch.clientY - drag.y;
  if (drag.isSwipe === null) {
    if (Math.abs(dx) < SLOP_PX && Math.abs(dy) < SLOP_PX) return false;
    drag.isSwipe = Math.abs(dx) > Math.abs(dy);
  }
  if (drag.isSwipe) drag.dx = Math.min(0, dx * drag.sign);
  return drag.isSwipe;
}

/** Touch handlers for {@link useSwipeToClose}'s element. */
export type SwipeHandlers = {
  onTouchStart: (event: TouchEvent<HTMLElement>) => void;
  onTouchMove: (event: TouchEvent<HTMLElement>) => void;
  onTouchEnd: (event: TouchEvent<HTMLElement>) => void;
  onTouchCancel: (event: TouchEvent<HTMLElement>) => void;
};

/**
 * Closes an inline-start drawer by swiping it back towards its edge, the
 * left one of a left-to-right page and the right one of a right-to-left page
 * (docs/product.md § Navigation): while the finger moves that way the drawer
 * follows it; let go past {@link SWIPE_CLOSE_SHARE} of its width (measured
 * where the finger lifts, which a browser may report only in `touchend`) and it
 * closes (its exit animation starts where the finger left it, from the
 * `--drag-x` custom property), otherwise it springs back. A mostly vertical
 * movement is a scroll and is left to the browser (give the element
 * `touch-action: pan-y`). A second finger cancels the swipe: the drawer
 * springs back to its place, and the swipe ends there (it never closes it).
 * With reduced motion the drawer does not follow the finger; only the
 * outcome (closed or not) shows.
 * @param onClose closes the drawer.
 * @returns handlers to spread on the drawer's element.
 */
export function useSwipeToClose(onClose: () => void): SwipeHandlers {
  const drag = useRef<Drag | null>(null);

  const follow = (el: HTMLElement, { dx, sign }: Drag) => {
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    el.style.transition = 'none';
    el.style.transform = dx === 0 ? '' : `translateX(${dx * sign}px)`;
  };

  const springBack = (el: HTMLElement) => {
    el.style.transition = 'transform 180ms ease-out';
    el.style.transform = '';
  };

  return {
    onTouchStart(event) {
      // A second finger (a pinch, a grab) cancels a swipe under way: without
      // this the drawer would keep the transform and no transition.
      if (drag.current?.isSwipe) springBack(event.currentTarget);
      const touch = event.touches[0];
      const sign = getComputedStyle(event.currentTarget).direction === 'rtl' ? -1 : 1;
      drag.current =
        event.touches.length === 1 && touch
          ? { id: touch.identifier, x: touch.clientX, y: touch.clientY, dx: 0, sign, isSwipe: null }
          : null;
    },
    onTouchMove(event) {
      const current = drag.current;
      const touch = current && findTouch(event.touches, current.id);
      if (!current || !touch || !measure(current, touch)) return;
      follow(event.currentTarget, current);
    },
    onTouchEnd(event) {
      const current = drag.current;
      drag.current = null;
      if (!current) return;
      // Where the finger left the glass: Chromium may hold back the last
      // move (or more on a busy phone) and deliver that distance only here.
      const lifted = findTouch(event.changedTouches, current.id);
      if (lifted) measure(current, lifted);
      if (!current.isSwipe) return;
      const el = event.currentTarget;
      if (-current.dx > el.getBoundingClientRect().width * SWIPE_CLOSE_SHARE) {
        el.style.setProperty('--drag-x', `${current.dx * current.sign}px`);
        onClose();
      } else {
        springBack(el);
      }
    },
    onTouchCancel(event) {
      drag.current = null;
      springBack(event.currentTarget);
    },
  };
}
