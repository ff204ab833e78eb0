// @vitest-environment jsdom
import type { Rolldown } from 'vite';
import { describe, expect, it } from 'vitest';
import {
  ARIA_PRESSABLE_STYLE_ID,
  HIDE_BELOW_FIRST_SCREEN,
  hrefInJsString,
  placeEntryCss,
  SHOW_BELOW_FIRST_SCREEN,
  shortenSchemeProperties,
} from './first-screen-css.ts';

describe('hrefInJsString', () => {
  it('keeps an ordinary asset URL as it is', () => {
    expect(hrefInJsString('/portfolio/assets/index-4f2a.css')).toBe(
      '/portfolio/assets/index-4f2a.css',
    );
  });

  it('leaves nothing that could end the attribute, the string or the script', () => {
    const url = hrefInJsString(`/a"b'c</script>\\d\ne\rf&g`);
    expect(url).not.toMatch(/["'<>\\\n\r]/);
    // An entity for each: the browser reads the same URL back.
    expect(url).toContain('&#92;');
    expect(url).toContain('&#10;');
    expect(url).toContain('&#13;');
    expect(url).toContain('&amp;');
  });
});

describe('shortenSchemeProperties', () => {
  const asset = (fileName: string, source: string) =>
    ({ type: 'asset', fileName, source }) as unknown as Rolldown.OutputAsset;

  it('renames both properties in every stylesheet, definitions and uses alike', () => {
    const bundle = {
      'a.css': asset(
        'a.css',
        '[data-theme=light]{--lightningcss-light:initial;--lightningcss-dark: }' +
          ':root{--text:var(--lightningcss-light,#000)var(--lightningcss-dark,#fff)}',
      ),
      'b.css': asset('b.css', '.x{color:var(--lightningcss-dark,red)}'),
      'c.js': asset('c.js', 'const s = "--lightningcss-light";'),
    };
    shortenSchemeProperties(bundle);
    expect(bundle['a.css'].source).toBe(
      '[data-theme=light]{--lt:initial;--dk: }:root{--text:var(--lt,#000)var(--dk,#fff)}',
    );
    expect(bundle['b.css'].source).toBe('.x{color:var(--dk,red)}');
    expect(bundle['c.js'].source).toBe('const s = "--lightningcss-light";');
  });

  it('refuses a stylesheet that already uses a short name, and changes nothing', () => {
    const bundle = { 'a.css': asset('a.css', '.x{--lt:1;color:var(--lightningcss-dark,red)}') };
    expect(() => shortenSchemeProperties(bundle)).toThrow(/already uses --lt/);
    expect(bundle['a.css'].source).toBe('.x{--lt:1;color:var(--lightningcss-dark,red)}');
  });
});

describe('placeEntryCss', () => {
  const entry = {
    link: '<link rel="stylesheet" href="/assets/index-1.css">',
    href: '/assets/index-1.css',
    css: 'body{margin:0}.card_SyQ{display:flex}',
  };
  const html = `<head>${entry.link}<script>pre()</script></head><body><!--app-html--></body>`;
  const inlined = (page: string) =>
    page.match(/<style id=react-aria-pressable-style>([\s\S]*?)<\/style>/)?.[1] ?? '';

  it('ends Home’s inlined CSS with the rule that keeps what is below the first screen out of layout', () => {
    const markup =
      '<main><header class="h-card"></header><section aria-labelledby="projects-heading"><h2 id="projects-heading">P</h2></section><section aria-labelledby="experience-heading"></section></main><div class="footer"></div>';
    const css = inlined(placeEntryCss(html, entry, '/assets/styles-1.css', 'home', markup));
    expect(css.startsWith('body{margin:0}')).toBe(true);
    expect(css.endsWith(HIDE_BELOW_FIRST_SCREEN)).toBe(true);
  });

  it('gives the <style> the id react-aria looks for before it adds its own at the top of <head>', () => {
    const page = placeEntryCss(html, entry, '/assets/styles-1.css', 'home', '<main></main>');
    expect(page).toContain(`<style id=${ARIA_PRESSABLE_STYLE_ID}>`);
    expect(ARIA_PRESSABLE_STYLE_ID).toBe('react-aria-pressable-style');
  });

  it('leaves it out of a page without the projects section', () => {
    const css = inlined(
      placeEntryCss(html, entry, '/assets/styles-1.css', 'not-found', '<main><h1>404</h1></main>'),
    );
    expect(css).not.toContain('@keyframes');
    expect(css).toContain('body{margin:0}');
  });

  it('hides only what follows the projects section, and the whole stylesheet undoes it', () => {
    document.body.innerHTML =
      '<main><header id="a"></header><section aria-labelledby="projects-heading" id="b"></section><div id="c"></div><section id="d"></section></main><div id="e"></div>';
    const hiding = HIDE_BELOW_FIRST_SCREEN.slice(0, HIDE_BELOW_FIRST_SCREEN.indexOf('{'));
    expect([...document.querySelectorAll(hiding)].map(({ id }) => id)).toEqual(['c', 'd', 'e']);
    expect(SHOW_BELOW_FIRST_SCREEN.startsWith(`${hiding}{`)).toBe(true);
    expect(SHOW_BELOW_FIRST_SCREEN).toContain('animation:none!important');
  });
});
