import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { type RawEnv, readBuildEnv } from '#src/config/build-env.ts';
import { readMailEnv } from '#src/features/contact/api/mail-settings.ts';
import { ARIA_PRESSABLE_STYLE_ID } from './first-screen-css.ts';
import { formatHeadersFile, headersForPath, parseHeadersFile } from './headers-file.ts';
import {
  CACHE_IMMUTABLE,
  CACHE_REVALIDATE,
  contentSecurityPolicy,
  findInlineCode,
  hashInlineCode,
  headerRules,
  type InlineHashes,
  insertPolicyMeta,
  originOf,
  type PolicyEnv,
  readHsts,
  sha256Source,
  strictTransportSecurity,
  VCARD_CONTENT_TYPE,
} from './security-headers.ts';

/** The policy as a map of directive → sources. */
function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy.split(';').map((part) => {
      const [name = '', ...values] = part.trim().split(/\s+/);
      return [name, values];
    }),
  );
}

/** The policy's input as `vite.config.ts` reads it from `raw`. */
function readPolicyEnv(raw: RawEnv): PolicyEnv {
  return { ...readBuildEnv(raw), mail: readMailEnv(raw) };
}

const NO_HASHES: InlineHashes = { scripts: [], styles: [], styleAttributes: [] };

const CROSS_ORIGIN = readPolicyEnv({
  VITE_PROJECTS_URL: 'https://api.example.com/projects?_limit=20',
  VITE_DEMO_REEL_URL: 'https://media.example.net/reel.mp4',
  VITE_EMAILJS_PUBLIC_KEY: 'pk',
  VITE_EMAILJS_SERVICE_ID: 'svc',
  VITE_EMAILJS_TEMPLATE_ID: 'tpl',
});

describe('sha256Source', () => {
  it('hashes the UTF-8 text as CSP compares it (a script whose hash is published)', () => {
    expect(sha256Source("alert('Hello, world.');")).toBe(
      "'sha256-qznLcsROx4GACP2dm0UCKCzCG+HiZ1guq6ZZDob/Tng='",
    );
    expect(sha256Source('')).toBe("'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='");
  });
});

describe('findInlineCode', () => {
  const page = [
    '<!doctype html><html><head><meta charset="UTF-8" />',
    '<script>\n  try { pre(); } catch (e) {}\n</script>',
    '<script type="module" crossorigin src="/assets/index.js"></script>',
    '<script type="application/ld+json">{"@type":"Person","name":"<\\/script> style=\\"x\\""}</script>',
    '<script type="module">import "/a.js";</script>',
    '<style>.a{color:red}</style><link rel="stylesheet" href="/b.css" disabled>',
    '</head><body><div style="width:40%"><p style=\'animation-delay:25ms\'>x</p>',
    '<span data-x="style=&quot;no&quot;" style="font-family:&quot;A&quot;">y</span></div>',
    '<script>(function(){load()})()</script></body></html>',
  ].join('');

  it('finds the inline scripts that run, the style elements and the decoded style attributes', () => {
    expect(findInlineCode(page)).toEqual({
      scripts: ['\n  try { pre(); } catch (e) {}\n', 'import "/a.js";', '(function(){load()})()'],
      styles: ['.a{color:red}'],
      styleAttributes: ['width:40%', 'animation-delay:25ms', 'font-family:"A"'],
    });
  });

  it('skips what only looks like code: comments, attribute values, never-run noscript scripts', () => {
    const tricky = [
      '<!doctype html><html><head><meta charset="UTF-8">',
      '<!-- <script>commented()</script><p style="color:red"> -->',
      '<noscript><script>never()</script><style>p{}</style></noscript>',
      '</head><body><p title=\'a style="color:blue" <script>x()</script>\'>z</p>',
      '</body></html>',
    ].join('');
    expect(findInlineCode(tricky)).toEqual({
      scripts: [],
      // A visitor without JavaScript parses <noscript> as markup, and CSP still applies there.
      styles: ['p{}'],
      styleAttributes: [],
    });
  });

  it('reads elements and attributes as the browser tokenizes them', () => {
    const html = [
      '<!doctype html><html><head><meta charset="UTF-8">',
      '<script>a()</SCRIPT foo="1"><script>b()</script >',
      '<style>\r\n.a{color:red}\r\n</Style>',
      '</head><body><p title="1>0" style="width:1%">x</p>',
      "<p STYLE='font-family:&quot;A&quot;;--x:&lt 1'>y</p></body></html>",
    ].join('');
    expect(findInlineCode(html)).toEqual({
      scripts: ['a()', 'b()'],
      // The browser turns CR LF into LF before it hashes, and decodes &lt without its semicolon.
      styles: ['\n.a{color:red}\n'],
      styleAttributes: ['width:1%', 'font-family:"A";--x:< 1'],
    });
  });

  it('hashes the code of several pages once each, in a stable order', () => {
    const other =
      '<meta charset="UTF-8"><script>(function(){load()})()</script><b style="width:40%"></b>';
    const hashes = hashInlineCode([page, other]);
    expect(hashes.scripts).toHaveLength(3);
    expect(hashes.scripts).toContain(sha256Source('(function(){load()})()'));
    expect(hashes.styleAttributes).toEqual(
      ['width:40%', 'animation-delay:25ms', 'font-family:"A"'].map(sha256Source).sort(),
    );
    expect(hashInlineCode([other, page])).toEqual(hashes);
  });
});

describe('contentSecurityPolicy (docs/product.md § Security)', () => {
  it('allows only its own origin when everything is bundled (the defaults)', () => {
    const policy = directives(contentSecurityPolicy(readPolicyEnv({}), NO_HASHES, 'meta'));
    expect(Object.fromEntries(policy)).toEqual({
      // img-src, media-src, connect-src, worker-src and manifest-src fall back to default-src.
      'default-src': ["'self'"],
      'script-src': ["'self'"],
      'style-src': ["'self'"],
      'object-src': ["'none'"],
      'base-uri': ["'none'"],
      'form-action': ["'none'"],
    });
  });

  it('widens connect-src, img-src and media-src only to the configured origins', () => {
    const policy = directives(contentSecurityPolicy(CROSS_ORIGIN, NO_HASHES, 'meta'));
    expect(policy.get('connect-src')).toEqual([
      "'self'",
      'https://api.example.com',
      'https://api.emailjs.com',
    ]);
    expect(policy.get('img-src')).toEqual(["'self'", 'https://api.example.com']);
    expect(policy.get('media-src')).toEqual(["'self'", 'https://media.example.net']);
    expect(policy.get('default-src')).toEqual(["'self'"]);
    expect(policy.get('script-src')).toEqual(["'self'"]);
  });

  it('sends mail to VITE_EMAILJS_ORIGIN, and to its own origin for the local inbox', () => {
    const custom = readPolicyEnv({ VITE_EMAILJS_ORIGIN: 'http://127.0.0.1:4502' });
    expect(directives(contentSecurityPolicy(custom, NO_HASHES, 'meta')).get('connect-src')).toEqual(
      ["'self'", 'http://127.0.0.1:4502'],
    );
    const local = readPolicyEnv({ VITE_PROJECTS_URL: '/api/projects' });
    // Only 'self': left out, default-src 'self' applies.
    expect(directives(contentSecurityPolicy(local, NO_HASHES, 'meta')).has('connect-src')).toBe(
      false,
    );
  });

  it('allows inline code by hash only: never unsafe-inline or unsafe-eval', () => {
    const hashes = hashInlineCode([
      '<meta charset="UTF-8"><script>a()</script><style>p{}</style><p style="width:1%">',
    ]);
    const text = contentSecurityPolicy(CROSS_ORIGIN, hashes, 'meta');
    const policy = directives(text);
    expect(policy.get('script-src')).toEqual(["'self'", sha256Source('a()')]);
    expect(policy.get('style-src')).toEqual([
      "'self'",
      sha256Source('p{}'),
      "'unsafe-hashes'",
      sha256Source('width:1%'),
    ]);
    expect(text).not.toContain("'unsafe-inline'");
    expect(text).not.toContain("'unsafe-eval'");
  });

  it('forbids framing in the header only (a <meta> policy cannot)', () => {
    const header = directives(contentSecurityPolicy(CROSS_ORIGIN, NO_HASHES, 'header'));
    expect(header.get('frame-ancestors')).toEqual(["'none'"]);
    expect(
      directives(contentSecurityPolicy(CROSS_ORIGIN, NO_HASHES, 'meta')).has('frame-ancestors'),
    ).toBe(false);
  });

  it('names origins without path, query or default port', () => {
    expect(originOf('https://api.example.com:443/projects?x=1')).toBe('https://api.example.com');
    expect(originOf('http://127.0.0.1:4501/projects')).toBe('http://127.0.0.1:4501');
    expect(originOf('/data/projects.json')).toBeUndefined();
    expect(originOf('')).toBeUndefined();
  });
});

describe("react-aria's run-time <style>s", () => {
  /** The text a react-aria module puts into its <style>, with its constants filled in. */
  function injectedStyle(file: string): string {
    const source = readFileSync(`node_modules/react-aria/dist/private/${file}`, 'utf8');
    const text = /style\.textContent = `([\s\S]*?)`/.exec(source)?.[1];
    if (text === undefined) throw new Error(`${file}: no style.textContent found`);
    return text
      .replace(
        /\$\{[^}]*PRESSABLE_ATTRIBUTE\}/,
        /PRESSABLE_ATTRIBUTE = '([^']+)'/.exec(source)?.[1] ?? '?',
      )
      .trim();
  }

  it('come from no part the site uses: its modals are native dialogs, not react-aria’s', () => {
    // usePreventScroll inserts one on iOS Safari, which the policy does not allow (and the
    // end-to-end suite, which runs no iOS, would not see refused): its users must stay out.
    const users =
      /\b(ModalOverlay|Modal|Popover|usePreventScroll|useModalOverlay|usePopover)\b[^;]*from '(react-aria|react-aria-components)'/;
    const files = readdirSync('src', { recursive: true, encoding: 'utf8' }).filter((file) =>
      /\.tsx?$/.test(file),
    );
    expect(files.length).toBeGreaterThan(100);
    const found = files.filter((file) => users.test(readFileSync(`src/${file}`, 'utf8')));
    expect(found).toEqual([]);
    expect(injectedStyle('overlays/usePreventScroll.mjs')).toContain('overscroll-behavior');
  });

  it('leave out usePress’s, which finds the page’s first-screen <style> by its id and adds none', () => {
    const source = readFileSync(
      'node_modules/react-aria/dist/private/interactions/usePress.mjs',
      'utf8',
    );
    expect(/STYLE_ID = '([^']+)'/.exec(source)?.[1]).toBe(ARIA_PRESSABLE_STYLE_ID);
    expect(source).toMatch(/getElementById\(\$\w+\$var\$STYLE_ID\)\) return;/);
    // Its rule comes with the styles of the parts that hold react-aria's buttons instead.
    const rule = injectedStyle('interactions/usePress.mjs')
      .replace(/^@layer \{\n|\n\}$/g, '')
      .replace('[data-react-aria-pressable]', ':global([data-react-aria-pressable])');
    for (const file of ['dismissable-overlay.module.css', 'toast-region.module.css'])
      expect(readFileSync(`src/components/ui/${file}`, 'utf8'), file).toContain(rule);
  });
});

describe('insertPolicyMeta', () => {
  it('puts the policy right after <meta charset>, before any script', () => {
    const html = '<html><head><meta charset="UTF-8" />\n<script>x()</script></head></html>';
    const page = insertPolicyMeta(html, "default-src 'self'");
    expect(page).toMatch(
      /^<html><head><meta charset="UTF-8" \/><meta http-equiv="Content-Security-Policy" content="default-src 'self'">\n<script>/,
    );
  });

  it('fails the build for a page without <meta charset>', () => {
    expect(() => insertPolicyMeta('<html><head></head></html>', "default-src 'self'")).toThrow(
      /<meta charset>/,
    );
  });
});

describe('the _headers file (docs/product.md § Security; docs/deploy.md)', () => {
  const policy = contentSecurityPolicy(CROSS_ORIGIN, NO_HASHES, 'header');
  const rules = parseHeadersFile(
    formatHeadersFile(headerRules('/', policy, ['workbox-27d3c6f8.js'])),
  );
  const header = (path: string, name: string) =>
    headersForPath(rules, path).find(([key]) => key.toLowerCase() === name.toLowerCase())?.[1];

  it('reads back what it writes', () => {
    expect(rules).toEqual(headerRules('/', policy, ['workbox-27d3c6f8.js']));
  });

  it('sends the security headers with every response', () => {
    for (const path of ['/', '/index.html', '/assets/index-AbC.js', '/no/such/page', '/sw.js']) {
      expect(header(path, 'Content-Security-Policy'), path).toBe(policy);
      expect(header(path, 'Referrer-Policy'), path).toBe('strict-origin-when-cross-origin');
      expect(header(path, 'X-Content-Type-Options'), path).toBe('nosniff');
      // This host only, unless the owner opts in (below).
      expect(header(path, 'Strict-Transport-Security'), path).toBe('max-age=31536000');
      expect(header(path, 'Cross-Origin-Opener-Policy'), path).toBe('same-origin');
      const permissions = header(path, 'Permissions-Policy')?.split(', ');
      expect(permissions, path).toEqual(
        expect.arrayContaining(['camera=()', 'microphone=()', 'geolocation=()']),
      );
    }
  });

  it('caches hashed assets for a year and revalidates what keeps its name', () => {
    expect(header('/assets/index-AbC123.js', 'Cache-Control')).toBe(CACHE_IMMUTABLE);
    expect(CACHE_IMMUTABLE).toBe('public, max-age=31536000, immutable');
    for (const path of [
      '/',
      '/index.html',
      '/404.html',
      '/sw.js',
      '/workbox-27d3c6f8.js',
      '/manifest.webmanifest',
    ]) {
      expect(header(path, 'Cache-Control'), path).toBe(CACHE_REVALIDATE);
    }
    expect(header('/images/avatar.webp', 'Cache-Control')).toBeUndefined();
    expect(header('/data/projects.json', 'Cache-Control')).toBeUndefined();
  });

  it('never sets one header twice for a path (Cloudflare would join the values)', () => {
    for (const path of [
      '/',
      '/index.html',
      '/assets/a.css',
      '/sw.js',
      '/workbox-27d3c6f8.js',
      '/x',
    ]) {
      for (const [name, value] of headersForPath(rules, path)) {
        const own = rules.filter((rule) =>
          headersForPath([rule], path).some(([key]) => key === name),
        );
        expect(own, `${path} ${name}: ${value}`).toHaveLength(1);
      }
    }
  });

  it('writes full URL paths under a base path', () => {
    const sub = headerRules('/portfolio/', policy, []);
    expect(headersForPath(sub, '/portfolio/assets/a.js')).toContainEqual([
      'Cache-Control',
      CACHE_IMMUTABLE,
    ]);
    expect(headersForPath(sub, '/portfolio/')).toContainEqual(['Cache-Control', CACHE_REVALIDATE]);
    expect(headersForPath(sub, '/assets/a.js')).toEqual([]);
  });

  it('sends the CV page, resume.json and the contact card no-cache, the card as text/vcard', () => {
    const rules = headerRules('/portfolio/', policy, [], 'jamie-santos.vcf');
    for (const path of ['/portfolio/cv/', '/portfolio/cv/index.html', '/portfolio/resume.json']) {
      expect(headersForPath(rules, path), path).toContainEqual(['Cache-Control', CACHE_REVALIDATE]);
    }
    const card = headersForPath(rules, '/portfolio/jamie-santos.vcf');
    expect(card).toContainEqual(['Content-Type', VCARD_CONTENT_TYPE]);
    expect(card).toContainEqual(['Cache-Control', CACHE_REVALIDATE]);
    expect(VCARD_CONTENT_TYPE).toBe('text/vcard; charset=utf-8');
  });

  it('sends each language’s search index no-cache (docs/product.md § Search)', () => {
    const rules = headerRules('/portfolio/', policy, [], undefined, ['', 'fil/']);
    for (const path of ['/portfolio/search-index.json', '/portfolio/fil/search-index.json'])
      expect(headersForPath(rules, path), path).toContainEqual(['Cache-Control', CACHE_REVALIDATE]);
  });
});

describe('Strict-Transport-Security (docs/product.md § Security)', () => {
  const policy = contentSecurityPolicy(CROSS_ORIGIN, NO_HASHES, 'header');
  const sent = (env: RawEnv) =>
    headersForPath(
      headerRules('/', policy, [], undefined, [''], strictTransportSecurity(readHsts(env))),
      '/',
    ).find(([name]) => name === 'Strict-Transport-Security')?.[1];

  it('covers this host alone by default: subdomains and preloading are the domain owner’s call', () => {
    expect(sent({})).toBe('max-age=31536000');
    expect(sent({ HSTS_INCLUDE_SUBDOMAINS: '', HSTS_PRELOAD: 'false' })).toBe('max-age=31536000');
  });

  it('adds includeSubDomains, then preload, when the owner opts in', () => {
    expect(sent({ HSTS_INCLUDE_SUBDOMAINS: 'true' })).toBe('max-age=31536000; includeSubDomains');
    expect(sent({ HSTS_INCLUDE_SUBDOMAINS: 'true', HSTS_PRELOAD: 'true' })).toBe(
      'max-age=31536000; includeSubDomains; preload',
    );
  });

  it('stops the build on a value it cannot read, or preload without subdomains, naming the variable', () => {
    expect(() => readHsts({ HSTS_INCLUDE_SUBDOMAINS: 'yes' })).toThrow(
      'HSTS_INCLUDE_SUBDOMAINS must be "true" or "false", got "yes"',
    );
    expect(() => readHsts({ HSTS_PRELOAD: 'true' })).toThrow(
      /^HSTS_PRELOAD=true needs HSTS_INCLUDE_SUBDOMAINS=true/,
    );
  });
});
