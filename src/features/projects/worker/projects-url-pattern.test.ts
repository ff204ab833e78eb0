import { describe, expect, it } from 'vitest';
import { projectsUrlPattern } from './projects-url-pattern.ts';

describe('projectsUrlPattern (the projects runtime cache route)', () => {
  it('matches the bundled default under the base path, on any origin the site is deployed to', () => {
    const pattern = projectsUrlPattern('', '/portfolio/');
    expect(pattern.test('https://me.github.io/portfolio/data/projects.json')).toBe(true);
    expect(pattern.test('http://127.0.0.1:4173/portfolio/data/projects.json')).toBe(true);
    expect(pattern.test('https://me.github.io/data/projects.json')).toBe(false);
    expect(pattern.test('https://me.github.io/portfolio/data/projects.jsonp')).toBe(false);
    expect(pattern.test('https://me.github.io/portfolio/data/projectsXjson')).toBe(false);
  });

  it('matches a same-origin path with its query exactly', () => {
    const pattern = projectsUrlPattern('/api/projects?featured=1', '/');
    expect(pattern.test('https://example.com/api/projects?featured=1')).toBe(true);
    expect(pattern.test('https://example.com/api/projects')).toBe(false);
  });

  it('matches a cross-origin URL exactly and from its start (Workbox requires that for other origins)', () => {
    const pattern = projectsUrlPattern('http://127.0.0.1:4801/projects', '/');
    expect(pattern.source.startsWith('^http')).toBe(true);
    expect(pattern.test('http://127.0.0.1:4801/projects')).toBe(true);
    expect(pattern.test('http://127.0.0.1:4801/projects/1')).toBe(false);
    expect(pattern.test('http://127.0.0.1:48011/projects')).toBe(false);
    expect(pattern.test('https://evil.example/?u=http://127.0.0.1:4801/projects')).toBe(false);
  });

  it('normalises the URL the way the page does before fetching', () => {
    expect(
      projectsUrlPattern('https://API.example.com', '/').test('https://api.example.com/'),
    ).toBe(true);
  });

  it('survives being copied as source text', () => {
    const pattern = projectsUrlPattern('https://api.example.com/projects', '/');
    const copied = new Function(`return ${pattern.toString()}`)() as RegExp;
    expect(copied.test('https://api.example.com/projects')).toBe(true);
  });
});
