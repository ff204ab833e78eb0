import { describe, expect, it } from 'vitest';
import { site } from '#src/app/site.ts';
import { translatorFor } from '#src/i18n/catalogues.ts';
import { routeFor, routeTitle } from './route.ts';

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
    ['/portfolio/fil/', '/portfolio/fil/', 'home'],
    ['/portfolio/fil', '/portfolio/fil/', 'home'],
    ['/portfolio/', '/portfolio/fil/', 'not-found'],
  ])('%s under %s is %s', (pathname, base, route) => {
    expect(routeFor(pathname, base)).toBe(route);
  });
});

describe('routeTitle', () => {
  it('names Home after the owner and the "Page not found" view as such', () => {
    const en = translatorFor('en');
    expect(routeTitle('home', site, en)).toBe(`${site.name} · ${site.headline}`);
    expect(routeTitle('not-found', site, en)).toBe(`Page not found · ${site.name}`);
    expect(routeTitle('not-found', site, translatorFor('fil'))).not.toBe(
      `Page not found · ${site.name}`,
    );
  });
});
