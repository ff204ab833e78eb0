import { describe, expect, it } from 'vitest';
import { scopedName } from './scoped-name.ts';

describe('scopedName (one set of stores per deployment path)', () => {
  it('keeps the name as it is at the root path', () => {
    expect(scopedName('portfolio-outbox', '/')).toBe('portfolio-outbox');
  });

  it('appends a sub-path, slashes and all', () => {
    expect(scopedName('portfolio-outbox', '/portfolio/')).toBe('portfolio-outbox@/portfolio/');
    expect(scopedName('portfolio-images', '/a/b/')).toBe('portfolio-images@/a/b/');
  });

  it('gives two paths two names, a path and its parent included', () => {
    const names = ['/', '/a/', '/a/b/', '/ab/'].map((path) => scopedName('portfolio', path));
    expect(new Set(names).size).toBe(names.length);
  });

  it("uses the build's base path by default", () => {
    expect(scopedName('portfolio')).toBe(scopedName('portfolio', import.meta.env.BASE_URL));
  });
});
