import { useEffect, useRef, useState } from 'react';
import { lazyWithPreload } from '#src/lib/lazy-with-preload.ts';
import styles from './resume-sections-slot.module.css';

/** The sections' code, this page's language's data (`<html lang>`) and their headings, in one lazily loaded component. */
const LoadedSections = lazyWithPreload(() =>
  import('./resume-sections.tsx').then((module) =>
    module.loadResumeSectionsComponent(document.documentElement.lang),
  ),
);

/** How far below the viewport the sections start loading: one more screen. */
const NEAR = '0px 0px 100% 0px';

/**
 * Where Home's publications, awards and volunteer work go (docs/product.md §
 * Résumé sections): nothing in the prerendered page and on the hydrating
 * render (the home document is at its byte budget, docs/product.md §
 * Performance), then an empty marker that takes no room; when it comes within a
 * screen of the viewport, the sections' chunk and data load and replace it.
 * They are inserted only while the marker is out of sight, so nothing the
 * visitor sees moves (no layout shift). A failed load (offline with an old cache) is tried
 * again when the browser is back online.
 */
export function ResumeSectionsSlot() {
  const [armed, setArmed] = useState(false);
  const [shown, setShown] = useState(false);
  const marker = useRef<HTMLDivElement>(null);
  useEffect(() => setArmed(true), []);
  useEffect(() => {
    const element = marker.current;
    if (!armed || shown || !element) return;
    // Rendered only while the marker is out of sight (below, or above where scroll anchoring
    // keeps the view still): if the reader got there before the chunk, it waits for the next scroll.
    const outOfSight = () => {
      const { top, bottom } = element.getBoundingClientRect();
      return top >= innerHeight || bottom < 0;
    };
    const whenOutOfSight = () => {
      if (outOfSight()) return setShown(true);
      const check = () => {
        if (!outOfSight()) return;
        removeEventListener('scroll', check);
        setShown(true);
      };
      addEventListener('scroll', check, { passive: true });
    };
    const show = () => LoadedSections.preload().then(whenOutOfSight);
    // Every browser the site supports has IntersectionObserver; without one, load at once.
    if (typeof IntersectionObserver === 'undefined') {
      show().catch(() => {});
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        // A failed load (offline with an old cache) is tried again once the browser is back online.
        show().catch(() =>
          window.addEventListener('online', () => observer.observe(element), { once: true }),
        );
      },
      { rootMargin: NEAR },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [armed, shown]);
  if (shown) return <LoadedSections />;
  // No room taken, so arming moves nothing (see the class).
  return armed ? <div ref={marker} className={styles.marker} /> : null;
}
