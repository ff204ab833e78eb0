import { describe, expect, it } from 'vitest';
import { PROJECT_LIMITS, parseProjects, ProjectsFormatError, truncate } from './project-schema';

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

describe('parseProjects (CONTRACT.md, "Project JSON")', () => {
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
    expect(parseProjects([], BASE)).toEqual({ projects: [], rejected: [] });
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
    expect(parseProjects(many, BASE).projects).toHaveLength(PROJECT_LIMITS.items);
    const { projects, rejected } = parseProjects([project({ title: 'A' }), project({ title: 'B' })], BASE);
    expect(projects.map((p) => p.title)).toEqual(['A']);
    expect(rejected[0]).toMatch(/duplicate id/);
  });
});

describe('truncate', () => {
  it('keeps short text and cuts long text to max characters ending with an ellipsis', () => {
    expect(truncate('abc', 3)).toBe('abc');
    expect(truncate('abcd', 3)).toBe('ab…');
  });
});
