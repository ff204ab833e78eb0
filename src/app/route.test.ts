import { describe, expect, it } from 'vitest';
import { site } from '#/content/site';
import { routeFor, routeTitle } from './route';

describe('routeFor', () => {
  it.each([
    ['/', '/', 'home'],
    ['/index.html', '/', 'home'],
    ['/about', '/', 'not-found'],
    ['/portfolio/', '/portfolio/', 'home'],
    ['/portfolio', '/portfolio/', 'home'],
    ['/portfolio/index.html', '/portfolio/', 'home'],
    ['/portfolio/x', '/portfolio/', 'not-found'],
    ['/', '/portfolio/', 'not-found'],
  ])('%s under %s is %s', (pathname, base, route) => {
    expect(routeFor(pathname, base)).toBe(route);
  });
});

describe('routeTitle', () => {
  it('names Home after the owner and the "Page not found" view as such', () => {
    expect(routeTitle('home', site)).toBe(`${site.name} · ${site.headline}`);
    expect(routeTitle('not-found', site)).toBe(`Page not found · ${site.name}`);
  });
});
