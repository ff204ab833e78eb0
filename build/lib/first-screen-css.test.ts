import { describe, expect, it } from 'vitest';
import { hrefInJsString } from './first-screen-css.ts';

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
