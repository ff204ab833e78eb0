import type { Rolldown } from 'vite';
import { describe, expect, it } from 'vitest';
import { hrefInJsString, shortenSchemeProperties } from './first-screen-css.ts';

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
