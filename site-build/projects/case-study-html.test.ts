import hljs from 'highlight.js/lib/common';
import { describe, expect, it, vi } from 'vitest';
import { CASE_STUDY_LIMITS, caseStudyHtml, localPictures } from './case-study-html.ts';

const places = {
  linkBase: 'https://github.com/jamie/flood-watch/blob/main/README.md',
  pictureSize: (path: string) =>
    path === 'images/case-studies/map.webp' ? { width: 800, height: 400 } : undefined,
  basePath: '/portfolio/',
};

const render = (markdown: string) => caseStudyHtml(markdown, places).html;

describe('caseStudyHtml: what a README renders to (docs/product.md § Project pages)', () => {
  it('puts the top heading level at h2, under the page’s h1, keeping the levels’ distances', () => {
    const html = render('# Flood Watch\n\n## Why\n\n###### Deep');
    expect(html).toContain(
      '<h2 id="cs-flood-watch"><a href="#cs-flood-watch" class="self-link">Flood Watch</a></h2>',
    );
    expect(html).toContain('<h3 id="cs-why"><a href="#cs-why" class="self-link">Why</a></h3>');
    expect(html).toContain('<h6 id="cs-deep"><a href="#cs-deep" class="self-link">Deep</a></h6>');
    expect(html).not.toContain('<h1');
    const sections = render('## Why\n\n### How\n\n<h2>Raw</h2>');
    expect(sections).toMatch(
      /^<h2 id="cs-why"><a href="#cs-why" class="self-link">Why<\/a><\/h2>\n<h3 id="cs-how"><a href="#cs-how" class="self-link">How<\/a><\/h3>\n<h2>Raw<\/h2>/,
    );
    expect(render('#### Only\n\n##### Below')).toMatch(
      /^<h2 id="cs-only"><a href="#cs-only" class="self-link">Only<\/a><\/h2>\n<h3 /,
    );
    // A heading inside a comment is no heading: the levels come from what is shown.
    expect(render('<!-- <h1>old</h1> -->\n\n## A')).toMatch(
      /^\s*<h2 id="cs-a"><a href="#cs-a" class="self-link">A<\/a><\/h2>/,
    );
  });

  it('gives headings GitHub’s anchors, prefixed, and points the README’s own links at them', () => {
    const html = render(
      '## Install it!\n\n## Install it!\n\nSee [install](#install-it) and [again](#install-it-1).\n\n<h3 id="project">Raw</h3>',
    );
    expect(html).toContain(
      '<h2 id="cs-install-it"><a href="#cs-install-it" class="self-link">Install it!</a></h2>',
    );
    expect(html).toContain(
      '<h2 id="cs-install-it-1"><a href="#cs-install-it-1" class="self-link">Install it!</a></h2>',
    );
    expect(html).toContain('<a href="#cs-install-it">install</a>');
    expect(html).toContain('<a href="#cs-install-it-1">again</a>');
    // An id of the page's own (the skip link's target) never comes from a README.
    expect(html).toContain('<h3>Raw</h3>');
    // A heading that holds a link keeps it, and is no link itself (no link inside a link):
    // Markdown's, a README's own anchor, a footnote's reference.
    expect(render('## See [the docs](https://example.com/docs)')).toContain(
      '<h2 id="cs-see-the-docs">See <a href="https://example.com/docs" rel="noopener noreferrer">the docs</a></h2>',
    );
    expect(render('## <a name="install"></a>Install')).not.toContain('self-link');
    const noted = caseStudyHtml('## Title[^1]\n\n[^1]: A note.', places, {
      heading: 'Footnotes',
      backToReference: 'Back to reference {0}',
    }).html;
    expect(noted).toMatch(/<h2 id="cs-title">Title<sup>/);
    expect(noted).not.toContain('self-link');
  });

  it('shows Markdown nested too deep to parse as plain text, with a note, never throwing', () => {
    for (const deep of [`${'>'.repeat(3000)} x`, `${'- '.repeat(3000)}x`]) {
      const { html, notes } = caseStudyHtml(deep, places);
      expect(html.startsWith('<pre tabindex="0">')).toBe(true);
      expect(notes.join()).toMatch(/could not be read as Markdown/);
      expect(localPictures(deep)).toEqual([]);
    }
  });

  it('highlights code into classes, with no script and no style attribute', () => {
    const html = render('```ts\nconst level: number = 3;\n```');
    expect(html).toContain('<pre tabindex="0"><code class="hljs language-ts">');
    expect(html).toContain('<span class="hljs-keyword">const</span>');
    expect(html).not.toMatch(/style=|<script/);
  });

  it('renders tables and task lists (checkboxes disabled)', () => {
    const html = render('| a | b |\n|---|--:|\n| 1 | 2 |\n\n- [x] done\n- [ ] next');
    expect(html).toMatch(/<table tabindex="0">[\s\S]*<th>a<\/th>[\s\S]*<td align="right">2<\/td>/);
    expect(html).toContain('<input type="checkbox" disabled checked />');
    expect(html).toContain('<input type="checkbox" disabled />');
  });

  it('resolves relative links against the README’s html_url and keeps anchors', () => {
    const html = render('[schema](docs/schema.sql) [up](#why) [site](https://example.org/)');
    expect(html).toContain(
      '<a href="https://github.com/jamie/flood-watch/blob/main/docs/schema.sql" rel="noopener noreferrer">schema</a>',
    );
    expect(html).toContain('<a href="#cs-why">up</a>');
    expect(html).toContain('<a href="https://example.org/" rel="noopener noreferrer">site</a>');
  });

  it('serves local pictures from the base path with their size, lazily', () => {
    const html = render('![The river map](images/case-studies/map.webp)');
    expect(html).toContain(
      '<img src="/portfolio/images/case-studies/map.webp" alt="The river map" width="800" height="400" loading="lazy" decoding="async" />',
    );
  });

  it('never hot-links: a remote, missing or escaping picture becomes its alt text, said in a note', () => {
    const { html, notes } = caseStudyHtml(
      '![Remote map](https://cdn.example.org/map.png) ![Gone](images/none.webp) ![Up](../../etc/passwd)',
      places,
    );
    expect(html).not.toContain('<img');
    expect(html).toContain('<span>Remote map</span>');
    expect(html).toContain('<span>Gone</span>');
    expect(html).toContain('<span>Up</span>');
    expect(notes.join('\n')).toMatch(/2 picture\(s\) from elsewhere[\s\S]*1 picture\(s\) missing/);
  });

  it('caps the pictures shown', () => {
    const many = Array.from(
      { length: CASE_STUDY_LIMITS.pictures + 5 },
      (_, index) => `![p${index}](images/case-studies/map.webp)`,
    ).join('\n\n');
    const { html, notes } = caseStudyHtml(many, places);
    expect(html.match(/<img /g)).toHaveLength(CASE_STUDY_LIMITS.pictures);
    expect(notes.join('\n')).toContain(`5 picture(s) past ${CASE_STUDY_LIMITS.pictures}`);
  });

  it.each([
    ['a script', '<script>alert(1)</script>text', /<script|alert/],
    [
      'an inline event handler',
      '<img src="images/case-studies/map.webp" onerror="alert(1)">',
      /onerror|alert/,
    ],
    ['an iframe', '<iframe src="https://evil.example/"></iframe>', /<iframe|evil/],
    ['an object', '<object data="x.swf"></object><embed src="y">', /<object|<embed/],
    [
      'a style attribute that positions content',
      '<p style="position:fixed;inset:0">over</p>',
      /style=/,
    ],
    ['a style element', '<style>body{display:none}</style>', /<style|display/],
    ['a javascript: link', '[click](javascript:alert(1))', /href=|javascript/],
    [
      'a data: link',
      '<a href="data:text/html,<script>alert(1)</script>">x</a>',
      /href=|data:|<script/,
    ],
    ['a vbscript: link', '[x](vbscript:msgbox)', /href=|vbscript/],
    [
      'an SVG with a script',
      '<svg><script>alert(1)</script><circle onload="alert(2)"/></svg>',
      /<svg|<script|alert/,
    ],
    [
      'a comment that breaks out',
      '<!-- --><script>alert(1)</script><!-- -->',
      /<script|alert|<!--/,
    ],
    [
      'a form',
      '<form action="https://evil.example"><input type="password" name="pw"><button>Go</button></form>',
      /<form|<button|<input|name=|evil/,
    ],
    ['a protocol-relative picture', '![x](//evil.example/a.png)', /<img|evil/],
  ])('removes %s', (_name, markdown, forbidden) => {
    expect(render(markdown)).not.toMatch(forbidden);
  });

  it('cuts a very long README at a blank line and says so', () => {
    const paragraph = `${'word '.repeat(199)}word\n\n`;
    const huge = paragraph.repeat(Math.ceil((CASE_STUDY_LIMITS.characters * 2) / paragraph.length));
    const { html, notes } = caseStudyHtml(huge, places);
    expect(html.length).toBeLessThan(CASE_STUDY_LIMITS.characters * 1.2);
    expect(html.trimEnd().endsWith('</p>')).toBe(true);
    expect(notes).toEqual([`cut to its first ${CASE_STUDY_LIMITS.characters} characters`]);
  });

  it('keeps text that is not valid Markdown or HTML as text', () => {
    expect(render('a < b && c > d')).toBe('<p>a &lt; b &amp;&amp; c &gt; d</p>\n');
    expect(render('\uFFFD\uFFFD broken bytes')).toContain('\uFFFD\uFFFD broken bytes');
  });
});

describe('localPictures', () => {
  it('lists each local picture once, and no URL', () => {
    expect(
      localPictures(
        '![a](images/a.webp) ![b](./images/a.webp) ![c](https://x.example/c.png) <img src="images/d.png">',
      ),
    ).toEqual(['images/a.webp', 'images/d.png']);
  });
});

describe('rendering', () => {
  it('renders a text once, though its pictures are listed and it shows in several languages', () => {
    const highlight = vi.spyOn(hljs, 'highlight');
    try {
      const markdown =
        '# Once\n\n![map](images/case-studies/map.webp)\n\n```js\nconst once = 1;\n```\n';
      expect(localPictures(markdown)).toEqual(['images/case-studies/map.webp']);
      const first = caseStudyHtml(markdown, places);
      expect(caseStudyHtml(markdown, places)).toEqual(first);
      expect(first.html).toContain('id="cs-once"');
      expect(highlight).toHaveBeenCalledTimes(1);
    } finally {
      highlight.mockRestore();
    }
  });
});

describe('caseStudyHtml with footnote texts (docs/product.md § Posts)', () => {
  it('numbers the notes, links both ways and labels each back link with its number', () => {
    const texts = { heading: 'Mga talababa', backToReference: 'Bumalik sa sanggunian {0}' };
    const html = caseStudyHtml(
      'A[^b] and B[^a].\n\n[^a]: Second.\n[^b]: First.',
      places,
      texts,
    ).html;
    expect(html).toContain('<sup><a href="#cs-fn-b" id="cs-fn-ref-b">1</a></sup>');
    expect(html).toContain('<section class="footnotes">\n<h2>Mga talababa</h2>');
    expect(html).toContain('<li id="cs-fn-b">');
    expect(html).toContain('<a href="#cs-fn-ref-b" aria-label="Bumalik sa sanggunian 1">');
    expect(html).toContain('<a href="#cs-fn-ref-a" aria-label="Bumalik sa sanggunian 2">');
    // Without texts (a README), the syntax stays as written.
    expect(render('A[^b].\n\n[^b]: First.')).not.toContain('<section');
  });
});
