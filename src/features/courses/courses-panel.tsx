import { useId, useRef } from 'react';
import { BookIcon, SearchIcon } from '#src/components/ui/icons.tsx';
import { asset } from '#src/config/env.ts';
import { useI18n, useTextLangProps } from '#src/i18n/i18n-provider.tsx';
import { DEFAULT_LOCALE } from '#src/i18n/locale.ts';
import { useTextTypedBeforeHydration } from '#src/lib/use-text-typed-before-hydration.ts';
import type { Course } from './courses.content.ts';
import styles from './courses-panel.module.css';
import { useCoursesSearchStore } from './courses-search-store.ts';
import { filterCourses } from './filter-courses.ts';

export type CoursesPanelProps = {
  /** The page's courses, as the page that places the panel gives them (./courses.content.ts). */
  courses: readonly Course[];
  className?: string;
};

/**
 * The Courses Taken panel (docs/product.md § Courses): heading with an icon, the
 * searchbox "Search in Your Library" and the scrollable list "Courses"
 * (docs/product.md § Accessibility). Typing filters live; the shown rows animate in on every
 * change of the query, except when the visitor prefers reduced motion
 * (global.css turns animations off).
 */
export function CoursesPanel({ courses: all, className }: CoursesPanelProps) {
  const { t } = useI18n();
  // Course titles are the résumé's, in the default language (docs/product.md § Courses).
  const titleLang = useTextLangProps(DEFAULT_LOCALE);
  const query = useCoursesSearchStore((state) => state.query);
  const setQuery = useCoursesSearchStore((state) => state.setQuery);
  const headingId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  // A search typed into the prerendered field before hydration filters too.
  useTextTypedBeforeHydration(inputRef, setQuery);
  const courses = filterCourses(all, query);

  return (
    <section aria-labelledby={headingId} className={`${styles.panel} ${className ?? ''}`}>
      <h2 id={headingId} className={styles.heading}>
        <BookIcon />
        {t('courses.heading')}
      </h2>
      <div className={styles.search}>
        <SearchIcon className={styles.searchIcon} size={18} />
        <input
          ref={inputRef}
          type="search"
          className={styles.input}
          aria-label={t('courses.search')}
          placeholder={t('courses.search')}
          autoComplete="off"
          spellCheck={false}
          value={query}
          onChange={(event) => setQuery(event.target.value)}
        />
      </div>
      <p className="sr-only" role="status">
        {query.trim() === ''
          ? ''
          : t('courses.shown', { shown: courses.length, total: all.length })}
      </p>
      {/* Focusable so keyboard users can scroll it (WCAG 2.1.1). Keyed by the
          query so the rows re-enter, with their animation, on every filter;
          each row 25 ms after the one above (courses-panel.module.css). */}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable list must be focusable to scroll by keyboard (WCAG 2.1.1) */}
      <ul key={query} aria-label={t('courses.list')} className={styles.list} tabIndex={0}>
        {courses.map((course) => (
          <li key={course.id} className={styles.row}>
            <img
              className={styles.thumb}
              src={asset(course.thumbnail)}
              alt=""
              width={40}
              height={40}
              loading="lazy"
              decoding="async"
            />
            <div className={styles.text}>
              <span className={styles.title} title={course.title} {...titleLang}>
                {course.title}
              </span>
              <span className={styles.description} title={course.description}>
                {course.description}
              </span>
            </div>
          </li>
        ))}
      </ul>
      {courses.length === 0 && (
        <p className={styles.empty}>{t('courses.none', { query: query.trim() })}</p>
      )}
    </section>
  );
}
