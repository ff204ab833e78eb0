import { describe, expect, it } from 'vitest';
import { PROJECT_LIMITS, ProjectsFormatError, parseProjects, truncate } from './project-schema.ts';

const BASE = 'https://data.example.com/api/projects';

function project(overrides: Record<string, unknown> = {}) {
  return {
    id: 1,
    title: 'Flood Watch',
    description: 'River levels on a map.',
    background_image: 'https://img.example.com/flood.webp',
    stack: 'React, Node.js',
    language: 'TypeScript',
    alt: 'Map of rivers',
    url: 'https://github.com/example/flood-watch',
    ...overrides,
  };
}

describe('parseProjects (docs/product.md § Projects)', () => {
  it('accepts a valid list, with number or string ids, and ignores extra fields', () => {
    const { projects, rejected } = parseProjects(
      [project(), project({ id: 'two', extra: true, url: 'http://example.com/' })],
      BASE,
    );
    expect(rejected).toEqual([]);
    expect(projects).toHaveLength(2);
    expect(projects[1]).toMatchObject({ id: 'two', url: 'http://example.com/' });
    expect(projects[1]).not.toHaveProperty('extra');
  });

  it.each([
    ['a javascript: url', { url: 'javascript:alert(1)' }],
    ['a data: url', { url: 'data:text/html,<script>alert(1)</script>' }],
    ['a mailto: url', { url: 'mailto:a@example.com' }],
    ['a relative url', { url: '/projects/1' }],
    ['a javascript: image', { background_image: 'javascript:alert(1)' }],
    ['a data: image', { background_image: 'data:image/svg+xml,<svg onload=alert(1)>' }],
    ['a missing title', { title: undefined }],
    ['a numeric title', { title: 42 }],
    ['an object id', { id: { $ne: 1 } }],
    ['a null alt', { alt: null }],
  ])('leaves out an item with %s and keeps the rest', (_, overrides) => {
    const { projects, rejected } = parseProjects([project(overrides), project({ id: 2 })], BASE);
    expect(projects.map((p) => p.id)).toEqual([2]);
    expect(rejected).toHaveLength(1);
    expect(rejected[0]).toMatch(/^item 0: /);
  });

  it('resolves a relative image against the list URL', () => {
    const { projects } = parseProjects([project({ background_image: '../img/a.svg' })], BASE);
    expect(projects[0].background_image).toBe('https://data.example.com/img/a.svg');
  });

  it.each([
    ['an object', { projects: [] }],
    ['null', null],
    ['a string', 'projects'],
    ['a number', 3],
  ])('throws ProjectsFormatError when the body is %s', (_, body) => {
    expect(() => parseProjects(body, BASE)).toThrow(ProjectsFormatError);
  });

  it('accepts an empty list', () => {
    expect(parseProjects([], BASE)).toEqual({ projects: [], rejected: [], ignored: 0 });
  });

  it('truncates overlong text instead of rejecting it', () => {
    const long = 'x'.repeat(1_000_000);
    const { projects } = parseProjects([project({ title: long, description: long })], BASE);
    expect(projects[0].title).toHaveLength(PROJECT_LIMITS.title);
    expect(projects[0].title.endsWith('…')).toBe(true);
    expect(projects[0].description).toHaveLength(PROJECT_LIMITS.description);
  });

  it('shows at most PROJECT_LIMITS.items projects and the first of each id', () => {
    const many = Array.from({ length: 10_000 }, (_, index) => project({ id: index }));
    const parsed = parseProjects(many, BASE);
    expect(parsed.projects).toHaveLength(PROJECT_LIMITS.items);
    expect(parsed.ignored).toBe(10_000 - PROJECT_LIMITS.items);
    const { projects, rejected } = parseProjects(
      [project({ title: 'A' }), project({ title: 'B' })],
      BASE,
    );
    expect(projects.map((p) => p.title)).toEqual(['A']);
    expect(rejected[0]).toMatch(/duplicate id/);
  });

  it('looks at no more than PROJECT_LIMITS.examined items: a list of thousands of bad items stays cheap', () => {
    const bad = Array.from({ length: 10_000 }, (_, index) =>
      project({ id: index, url: 'javascript:alert(1)' }),
    );
    const late = project({ id: 'late' });
    const { projects, rejected, ignored } = parseProjects([...bad, late], BASE);
    expect(projects).toEqual([]);
    expect(rejected).toHaveLength(PROJECT_LIMITS.examined);
    expect(PROJECT_LIMITS.examined).toBeLessThan(bad.length);
    expect(ignored).toBe(10_001 - PROJECT_LIMITS.examined);
    const mixed = parseProjects([...bad.slice(0, PROJECT_LIMITS.examined - 1), late], BASE);
    expect(mixed.projects.map((p) => p.id)).toEqual(['late']);
    expect(mixed.ignored).toBe(0);
  });
});

describe('truncate', () => {
  it('keeps short text and cuts long text to max characters ending with an ellipsis', () => {
    expect(truncate('abc', 3)).toBe('abc');
    expect(truncate('abcd', 3)).toBe('ab…');
  });

  it('never leaves half of a surrogate pair before the ellipsis', () => {
    expect(truncate('ab🎉cd', 4)).toBe('ab…');
    expect(truncate('ab🎉cd', 5)).toBe('ab🎉…');
  });
});
