import { describe, expect, it } from 'vitest';
import { pageSite } from '#src/content/page-site.tsx';
import { filterCourses } from './filter-courses.ts';

/** The sample's content, as the tests' setup sets it (src/testing/setup-tests.ts). */
const site = pageSite();

const titles = (query: string) => filterCourses(site.courses, query).map((course) => course.title);

describe('filterCourses (docs/product.md § Courses)', () => {
  it('keeps every course for an empty or blank query, in order', () => {
    expect(filterCourses(site.courses, '')).toEqual(site.courses);
    expect(filterCourses(site.courses, '   ')).toEqual(site.courses);
  });

  it('matches titles that contain the text, ignoring case', () => {
    expect(titles('dummy')).toEqual(['Dummy Course', 'Dummy Course', 'Dummy Course']);
    expect(titles('DUMMY')).toHaveLength(3);
    expect(titles('sCrIpT')).toEqual(['TypeScript Fundamentals']);
    expect(titles(' AND ')).toEqual([
      'Node.js, Express and PostgreSQL Bootcamp',
      'Responsive Layouts with CSS Grid and Flexbox',
      'Git and GitHub for Teams',
    ]);
  });

  it('matches the title only, not the description', () => {
    expect(titles('Marisol')).toEqual([]);
  });

  it('returns nothing when no title matches', () => {
    expect(titles('kubernetes')).toEqual([]);
  });

  it('does not change the list it was given', () => {
    const courses = [...site.courses];
    filterCourses(courses, 'dummy');
    expect(courses).toEqual(site.courses);
  });
});
