import { chmodSync, existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { BuildEnv } from '#src/config/build-env.ts';
import type { Resume } from '#src/content/owner-content.ts';
import {
  colourModeScript,
  compactCss,
  contactCard,
  cvPlugin,
  makeCvPdfs,
  themeCss,
  vcardFileOf,
} from './cv-plugin.ts';
import { printerPath } from './lib/chromium.ts';
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

/**
 * Another printer: the same Chromium, seeing only one folder of fonts, as a
 * runner image whose fonts or browser changed would print differently.
 * @returns the wrapper's path and a function that removes it.
 */
function otherPrinter(chromium: string): { path: string; remove: () => void } {
  const dir = mkdtempSync(join(tmpdir(), 'other-printer-'));
  const fonts = ['/usr/share/fonts/truetype/dejavu', '/usr/share/fonts/truetype/liberation'].find(
    existsSync,
  );
  writeFileSync(
    join(dir, 'fonts.conf'),
    `<?xml version="1.0"?><fontconfig><dir>${fonts}</dir><cachedir>${dir}/cache</cachedir></fontconfig>\n`,
  );
  const path = join(dir, 'chromium');
  writeFileSync(path, `#!/bin/sh\nFONTCONFIG_FILE='${dir}/fonts.conf' exec '${chromium}' "$@"\n`);
  chmodSync(path, 0o755);
  return { path, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

describe('makeCvPdfs with two printers (docs/decisions/0034-pdf-revision-follows-the-cv.md)', () => {
  it('gives the same precache revision when only the printer changed, another when the CV did', async () => {
    // The default language alone: one page a print keeps the test short on a busy machine.
    const { site, resume } = readOwnerContent();
    const env = { basePath: '/', siteUrl: 'https://jamie.dev/' } as BuildEnv;
    const options = { resume, site, env };
    const chromium = await printerPath();
    if (typeof chromium !== 'string') throw new Error(chromium.reason);
    const other = otherPrinter(chromium);
    try {
      const one = await makeCvPdfs(options, { CHROMIUM_PATH: chromium });
      const two = await makeCvPdfs(options, { CHROMIUM_PATH: other.path });
      expect(one.notice ?? two.notice).toBeUndefined();
      expect(one.files.length).toBe(1);
      // The two printers really print different bytes (other fonts) …
      for (const [index, file] of one.files.entries()) {
        expect(Buffer.from(file.bytes).equals(Buffer.from(two.files[index]?.bytes ?? []))).toBe(
          false,
        );
      }
      // … yet the service worker is told of no new version: the CV is the same.
      expect(two.files.map((file) => file.revision)).toEqual(
        one.files.map((file) => file.revision),
      );
      for (const file of one.files) expect(file.revision).toMatch(/^[0-9a-f]{32}$/);
      // A changed CV is a new revision.
      const changed = await makeCvPdfs(
        { ...options, site: { ...site, headline: `${site.headline}!` } },
        { CHROMIUM_PATH: chromium },
      );
      expect(changed.files[0]?.revision).toMatch(/^[0-9a-f]{32}$/);
      expect(changed.files[0]?.revision).not.toBe(one.files[0]?.revision);
    } finally {
      other.remove();
    }
  }, 120_000);
});

describe('cvPlugin on `npm run dev` (docs/product.md § Languages)', () => {
  const { site, resume, languages, portfolio } = readOwnerContent();
  const plugin = cvPlugin({
    resume,
    site,
    env: { basePath: '/', siteUrl: '' } as BuildEnv,
    publish: portfolio.publish,
    lang: languages[0].lang,
    languages: languages.slice(1).map((language) => ({ ...language, path: `${language.lang}/` })),
  });
  type Handler = (
    req: { url: string },
    res: { setHeader: (name: string, value: string) => void; end: (body: string) => void },
    next: () => void,
  ) => void;
  let handler: Handler | undefined;
  const server = { config: { base: '/' }, middlewares: { use: (fn: Handler) => (handler = fn) } };
  (plugin.configureServer as (server: unknown) => void)(server);
  /** What the dev server answers for `url`: its type and body, or undefined when it passes it on. */
  const answer = (url: string) => {
    let sent: { type: string; body: string } | undefined;
    let type = '';
    handler?.(
      { url },
      { setHeader: (_name, value) => (type = value), end: (body) => (sent = { type, body }) },
      () => undefined,
    );
    return sent;
  };

  it('serves every language’s CV page, JSON Resume and contact card, in that language', () => {
    const card = vcardFileOf(site);
    for (const { lang, site: content } of languages) {
      const path = lang === languages[0].lang ? '' : `${lang}/`;
      for (const cv of ['cv', 'cv/', 'cv/index.html']) {
        const page = answer(`/${path}${cv}`);
        expect(page?.type, `${path}${cv}`).toMatch(/^text\/html/);
        expect(page?.body).toContain(`<html lang="${lang}"`);
      }
      const json = JSON.parse(answer(`/${path}resume.json`)?.body ?? '{}');
      expect(json.basics?.label).toBe(content.headline);
      expect(answer(`/${path}${card}`)?.body).toContain(`TITLE:${content.headline}`);
    }
    expect(languages.length).toBeGreaterThan(1);
    expect(answer('/nl/cv/')).toBeUndefined();
  });
});
