import { describe, expect, it } from 'vitest';
import { colourModeScript, compactCss, themeCss } from './cv-plugin';

describe('themeCss', () => {
  it('keeps the tokens and base styles, not the rules of CSS modules nor their microformat classes', () => {
    const css =
      ':root,[data-theme]{--text-color:#000}body{margin:0}.sr-only{width:1px}' +
      '.hero_UKR7{display:flex}.h-card{display:flex}.u-url:hover{color:red}' +
      '@media (forced-colors:active){:root{--text-color:CanvasText}.link_UKR7{color:red}}';
    expect(themeCss(css)).toBe(
      ':root,[data-theme]{--text-color:#000}body{margin:0}.sr-only{width:1px}' +
        '@media (forced-colors:active){:root{--text-color:CanvasText}}',
    );
  });
});

describe('colourModeScript', () => {
  it('is the colour-mode line of index.html, or an error when it is gone', () => {
    const line =
      "try{if(localStorage.getItem('portfolio:color-mode')==='light'){document.documentElement.dataset.theme='light'}}catch(e){}";
    expect(colourModeScript(`<script>\n${line}\nother()\n</script>`)).toBe(`${line}\n`);
    expect(() => colourModeScript('<script></script>')).toThrow(/colour-mode line/);
  });
});

describe('compactCss', () => {
  it('drops comments and spaces', () => {
    expect(compactCss('/* a */\n.a {\n  color: red;\n}\n\n.b > .c { margin: 0 auto; }')).toBe(
      '.a{color:red}.b>.c{margin:0 auto}',
    );
  });
});
