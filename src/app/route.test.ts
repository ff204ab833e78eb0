import { describe, expect, it } from 'vitest';
import { routeFor } from './route';

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
