import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { useLanguageHome } from '#src/components/layout/language-links.tsx';
import { loadOnDemandTexts } from '#src/i18n/on-demand.ts';
import { rowsClass } from './rows.ts';
import styles from './writing-slot.module.css';

/** What renders when the section's code cannot be loaded (offline with an old cache): nothing, and the slot goes. */
function Unavailable({ onEmpty }: { onEmpty: () => void }) {
  useEffect(onEmpty, [onEmpty]);
  return null;
}

// The section, its texts and its request: none of it is in the first view (docs/product.md § Performance).
const WritingSection = lazy(() =>
  Promise.all([import('./writing-section.tsx'), loadOnDemandTexts()]).then(
    ([m]) => ({ default: m.WritingSection }),
    (error: unknown) => {
      console.warn('The Writing section could not be loaded:', error);
      return { default: Unavailable };
    },
  ),
);

/**
 * Where "Writing" goes (docs/product.md § Writing): an empty block of the
 * section's height for the posts the build lists (`__POSTS_SHOWN__`) in the
 * prerendered page (a few bytes; the home page renders it only when there are posts), filled after
 * hydration from a lazily loaded chunk that fetches `/data/posts.json`, so
 * nothing below it moves (CLS 0). It collapses only when the list turns out
 * empty or cannot be read, or the chunk cannot be loaded.
 */
export function WritingSlot() {
  const [started, setStarted] = useState(false);
  const [empty, setEmpty] = useState(false);
  const collapse = useCallback(() => setEmpty(true), []);
  const languageHome = useLanguageHome();
  useEffect(() => setStarted(true), []);
  if (empty) return null;
  return (
    <div className={`${styles.slot} ${rowsClass(__POSTS_SHOWN__)}`} data-writing-slot="">
      {started && (
        <Suspense fallback={null}>
          <WritingSection onEmpty={collapse} languageHome={languageHome} />
        </Suspense>
      )}
    </div>
  );
}
