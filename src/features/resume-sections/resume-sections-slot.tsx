import { useEffect, useState } from 'react';
import { flushSync } from 'react-dom';
import { lazyWithPreload } from '#src/lib/lazy-with-preload.ts';

/** The sections' code, this page's language's data (`<html lang>`) and their headings, in one lazily loaded component. */
const LoadedSections = lazyWithPreload(() =>
  import('./resume-sections.tsx').then((module) =>
    module.loadResumeSectionsComponent(document.documentElement.lang),
  ),
);

/** How far below the viewport the sections start loading: one more screen. */
const NEAR = '0px 0px 100% 0px';

/**
 * Where the sections would go, the gap between `next` (the page element they precede) and the
 * element before it, seen from the viewport: `'below'` or `'above'` it when the whole gap is out
 * of sight, `undefined` otherwise. The whole gap, not just the point: the sections' shadows reach
 * into it (about 1.5rem), and a moving shadow is a layout shift too. Also `undefined` when `next`
 * has no box (not in the document, or not laid out): its rectangle is then all zeros, which would
 * read as "above", and the sections would go in wherever the visitor is looking.
 */
function placeOf(next: Element | null | undefined): 'below' | 'above' | undefined {
  // No rectangle: not laid out, or not in the document.
  if (!next?.getClientRects().length) return undefined;
  const { top } = next.getBoundingClientRect();
  const bottom = next.previousElementSibling?.getBoundingClientRect().bottom ?? top;
  if (bottom >= innerHeight) return 'below';
  if (top <= 0) return 'above';
  return undefined;
}

export type ResumeSectionsSlotProps = {
  /**
   * The id of an element inside (or being) the `<section>` the sections go right before, a
   * child of the same column (on Home, Connect's heading). Without one on the page the slot
   * stays empty.
   */
  before: string;
};

/**
 * Where Home's publications, awards and volunteer work go (docs/product.md §
 * Résumé sections), right before the section of `before`: nothing in the
 * prerendered page, on the hydrating render or after it (the home document is
 * at its byte budget, docs/product.md § Performance; an empty element would
 * still take a gap of the column's grid). When the next section comes within a
 * screen of the viewport, the sections' chunk and data load; they are inserted
 * only while the place they go to is out of sight in the frame they go into (checked in an
 * animation frame callback, after the scrolls made before it): below the viewport, or above
 * it, then with the scroll position kept so that the next section stays where
 * the visitor sees it (browsers without scroll anchoring, such as Safari, and
 * ones that hold it back). While the place is in sight they wait for the next
 * scroll, or for keyboard focus before their place (then they go in at once, so
 * Tab never skips them; what moves is below the focus and follows the key). So
 * nothing the visitor sees moves on its own, whatever the scroll position. A
 * failed load (offline with an old cache) is tried again when the browser is
 * back online.
 */
export function ResumeSectionsSlot({ before }: ResumeSectionsSlotProps) {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    /** The section they go before, looked up each time: the one the page shows now. */
    const nextOf = () => document.getElementById(before)?.closest('section');
    const first = nextOf();
    if (shown || !first) return;
    let stopped = false;
    let frame = 0;
    /** Inserts the sections if their place is out of sight, in one task (no frame in between). */
    const insert = () => {
      const next = nextOf();
      const place = placeOf(next);
      if (stopped || !next || !place) return false;
      const top = next.getBoundingClientRect().top;
      flushSync(() => setShown(true));
      const moved = next.getBoundingClientRect().top - top;
      // 0 where the browser's scroll anchoring has already kept the view still.
      if (place === 'above' && moved) window.scrollBy({ top: moved, behavior: 'instant' });
      return true;
    };
    const wait = (listening: boolean) => {
      const listen = listening ? addEventListener : removeEventListener;
      listen('scroll', onScroll, { passive: true });
      listen('focusin', onFocus);
    };
    // Checked in an animation frame callback, just before a frame is drawn, after the scrolls of
    // the tasks before it: checked in a task, a later task's scroll could bring their place back
    // into sight in the same frame.
    const onScroll = () => {
      frame ||= requestAnimationFrame(() => {
        frame = 0;
        if (insert()) wait(false);
      });
    };
    // Keyboard focus before their place in the same column (the last experience's link): in now,
    // so the next Tab goes into them rather than past them. What moves is below the focus, and
    // follows the key.
    const onFocus = () => {
      const focused = document.activeElement;
      const next = nextOf();
      if (stopped || !next || !focused?.matches(':focus-visible')) return;
      if (!next.parentElement?.contains(focused)) return;
      if (!(next.compareDocumentPosition(focused) & Node.DOCUMENT_POSITION_PRECEDING)) return;
      wait(false);
      flushSync(() => setShown(true));
    };
    const whenOutOfSight = () => {
      wait(true);
      onScroll();
      onFocus();
    };
    const show = () => LoadedSections.preload().then(whenOutOfSight);
    // A failed load (offline with an old cache) is tried again once the browser is back online:
    // watched again, so it loads when near the viewport. Added only while mounted, with `once`
    // (gone when it fires, whether the retry then succeeds or fails and adds a new one), and
    // removed on unmount.
    const retryOnline = () => observer?.observe(nextOf() ?? first);
    // Every browser the site supports has IntersectionObserver; without one, load at once.
    const observer =
      typeof IntersectionObserver === 'undefined'
        ? undefined
        : new IntersectionObserver(
            (entries) => {
              if (!entries.some((entry) => entry.isIntersecting)) return;
              observer?.disconnect();
              show().catch(() => {
                if (!stopped) addEventListener('online', retryOnline, { once: true });
              });
            },
            { rootMargin: NEAR },
          );
    if (observer) observer.observe(first);
    else show().catch(() => {});
    return () => {
      stopped = true;
      cancelAnimationFrame(frame);
      observer?.disconnect();
      wait(false);
      removeEventListener('online', retryOnline);
    };
  }, [before, shown]);
  return shown ? <LoadedSections /> : null;
}
