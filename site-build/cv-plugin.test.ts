import { describe, expect, it } from 'vitest';
import type { BuildEnv } from '#src/config/build-env.ts';
import type { Resume } from '#src/content/owner-content.ts';
import { colourModeScript, compactCss, contactCard, makeCvPdfs, themeCss } from './cv-plugin.ts';
import { readOwnerContent } from './lib/read-owner-content.ts';

describe('contactCard', () => {
  const { site, resume: sample } = readOwnerContent();
  const resume: Resume = {
    ...sample,
    basics: {
      ...sample.basics,
      phone: '+63 912 555 0100',
      location: {
        address: '12 Mabini Street',
        postalCode: '1000',
        city: 'Metro Manila',
        countryCode: 'PH',
      },
    },
  };
  const env = { basePath: '/', siteUrl: 'https://jamie.dev/' } as BuildEnv;

  it('leaves out the phone and the street address unless the owner publishes them (docs/product.md § Privacy)', () => {
    for (const publish of [undefined, {}, { phone: false, address: false }, { references: true }]) {
      const card = contactCard({ resume, site, env, publish });
      expect(card).not.toMatch(/TEL|Mabini|1000|555/);
      expect(card).toContain('ADR;TYPE=home:;;;Metro Manila;;;Philippines');
    }
  });

  it('writes each when the owner opts in, and only that one', () => {
    const phone = contactCard({ resume, site, env, publish: { phone: true } });
    expect(phone).toContain('TEL:+63 912 555 0100\r\n');
    expect(phone).not.toContain('Mabini');
    const address = contactCard({ resume, site, env, publish: { address: true } });
    expect(address).toContain(
      'ADR;TYPE=home:;;12 Mabini Street;Metro Manila;;1000;Philippines\r\n',
    );
    expect(address).not.toContain('TEL');
  });

  it('names the country in the card’s language, as its pages do', () => {
    const fil = readOwnerContent().languages.find((language) => language.lang === 'fil');
    if (!fil) throw new Error('the sample has a Filipino page');
    const card = contactCard({ resume: fil.resume, site: fil.site, env, lang: 'fil' });
    expect(fil.site.location).toBe('Metro Manila, Pilipinas');
    expect(card).toContain(';Metro Manila;;;Pilipinas\r\n');
    expect(card).not.toContain('Philippines');
  });
});

describe('themeCss', () => {
  it('keeps the tokens and base styles, not the rules of CSS modules nor their microformat classes', () => {
    const css =
      ':root,[data-theme]{--text-color:#000}body{margin:0}.sr-only{width:1px}' +
      '.hero_UKR{display:flex}.h-card{display:flex}.u-url:hover{color:red}' +
      '@media (forced-colors:active){:root{--text-color:CanvasText}.link_UKR{color:red}}';
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

describe('makeCvPdfs', () => {
  it('without a Chromium makes no PDF and says so in one line, without throwing', async () => {
    const { site, resume } = readOwnerContent();
    const env = { basePath: '/', siteUrl: '' } as BuildEnv;
    const pdfs = await makeCvPdfs({ resume, site, env }, { CHROMIUM_PATH: '/missing/chromium' });
    expect(pdfs.files).toEqual([]);
    expect(pdfs.notice).toBe(
      'PDF CV left out (no "Download PDF" link or shortcut): CHROMIUM_PATH is set to /missing/chromium, which is not there.',
    );
  });
});
