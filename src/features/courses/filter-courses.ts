import type { Course } from './courses.content.ts';

/**
 * The Courses Taken filter (docs/product.md § Courses): a course matches when its title
 * contains the query, ignoring case. Surrounding spaces of the query are
 * ignored; an empty query keeps every course. Order is preserved.
 */
export function filterCourses(courses: readonly Course[], query: string): Course[] {
  const needle = query.trim().toLocaleLowerCase();
  if (needle === '') return [...courses];
  return courses.filter((course) => course.title.toLocaleLowerCase().includes(needle));
}
