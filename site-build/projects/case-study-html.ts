import hljs from 'highlight.js/lib/common';
import { Marked, type Token } from 'marked';
import markedFootnote from 'marked-footnote';
import { markedHighlight } from 'marked-highlight';
import sanitizeHtml from 'sanitize-html';
import { escapeHtml } from '#src/lib/html-escape.ts';

/**
 * A case study's Markdown (a repository's README, or the owner's own text)
 * as safe HTML for its project page (docs/product.md § Project pages),
 * made at build time: GitHub-flavoured Markdown (tables, task lists) by
 * marked, code highlighted by highlight.js into `hljs-*` classes (no
 * script in the browser), then an allow-list sanitiser (sanitize-html):
 * no script, `iframe`, `object`, `style`, event handler, `style`
 * attribute, comment or form control but a disabled task-list checkbox;
 * links only to http(s), `mailto:` and the page's own anchors. A README is
 * untrusted input from the internet (docs/decisions/0040-case-studies-at-build-time.md).
 */

/** Caps on a case study; more is cut, never an error (a README must not fail the deploy). */
export const CASE_STUDY_LIMITS = {
  /** Markdown read at most, in UTF-16 code units (about 200 KB of text); the rest is cut at a blank line. */
  characters: 200_000,
  /** Pictures shown at most; later ones become their alt text. */
  pictures: 40,
} as const;

/** A local picture's size in CSS px, for `width` and `height` (no layout shift as it arrives). */
export type PictureSize = { width: number; height: number };

/** Where a case study's relative links and pictures point. */
export type CaseStudyPlaces = {
  /**
   * The README's `html_url` (GitHub's API): relative links resolve against it,
   * so `docs/setup.md` leads to the file on GitHub. Absent: relative links are
   * dropped to their text.
   */
  linkBase?: string;
  /**
   * A relative picture path (`images/case-studies/x/shot.webp`) names a file
   * under the site's `public/` folder, served at `{basePath}{path}`; this gives
   * its size, or undefined when it is missing or no picture. Pictures
   * elsewhere (a URL) are never hot-linked (the Content Security Policy
   * allows only the site's own pictures): they become their alt text.
   */
  pictureSize: (path: string) => PictureSize | undefined;
  /** The site's base path, with both slashes (`/`, `/portfolio/`). */
  basePath: string;
};

/** The HTML of a case study and what was left out of it, one line each, for the build's log. */
export type CaseStudyHtml = { html: string; notes: string[] };

/** The paths of the local pictures `markdown` shows, in order, for their sizes to be read. */
export function localPictures(markdown: string): string[] {
  const found: string[] = [];
  let html: string;
  try {
    html = renderMarkdown(cut(markdown).text);
  } catch {
    return []; // Shown as plain text by caseStudyHtml: no picture.
  }
  sanitizeHtml(html, {
    allowedTags: ['img'],
    allowedAttributes: { img: ['src'] },
    exclusiveFilter: (frame) => {
      const path = localPath(frame.attribs.src ?? '');
      if (frame.tag === 'img' && path) found.push(path);
      return false;
    },
  });
  return [...new Set(found)].slice(0, CASE_STUDY_LIMITS.pictures);
}

/** The prefix of the case study's heading anchors: never the page's own ids (`project`). */
export const ANCHOR_PREFIX = 'cs-';

/** The anchors given so far in the document being rendered (reset by {@link renderMarkdown}). */
let anchors = new Map<string, number>();

/**
 * A heading's anchor as GitHub makes it (lower case, punctuation dropped, spaces to hyphens,
 * `-1`, `-2` … for repeats), so a README's `[Install](#install)` still leads there.
 */
function anchorOf(text: string): string {
  const base = text
    .toLowerCase()
    .trim()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
  const repeat = anchors.get(base);
  anchors.set(base, (repeat ?? -1) + 1);
  return repeat === undefined ? base : `${base}-${repeat + 1}`;
}

/**
 * The texts of GitHub-style footnotes (`text[^1]` … `[^1]: note`), in the page's language: the
 * footnotes' heading and the label of a note's link back to its reference (`{0}` its number).
 * Without them, footnote syntax stays as it is written (a README's case study).
 */
export type FootnoteTexts = { heading: string; backToReference: string };

/** The class of a heading's link to its own anchor (project-page.css styles it as the heading). */
export const SELF_LINK = 'self-link';

/** The text inline `tokens` show, as GitHub names an anchor from it: a link's words, not its URL. */
function shownText(tokens: readonly Token[]): string {
  return tokens
    .map((token) => {
      if ('tokens' in token && token.tokens) return shownText(token.tokens);
      return token.type === 'html' ? '' : 'text' in token ? String(token.text) : '';
    })
    .join('');
}

/** A Markdown renderer: GFM, code highlighted, headings anchored, footnotes when given texts. */
function makeRenderer(footnotes?: FootnoteTexts): Marked {
  const marked = new Marked(
    markedHighlight({
      emptyLangClass: 'hljs',
      langPrefix: 'hljs language-',
      highlight(code, lang) {
        const language = hljs.getLanguage(lang) ? lang : undefined;
        // Unknown or no language: plain text (guessing costs time and often guesses wrong).
        return language ? hljs.highlight(code, { language }).value : escapeHtml(code);
      },
    }),
    { gfm: true },
    {
      renderer: {
        heading({ tokens, depth }) {
          const anchor = anchorOf(shownText(tokens));
          const inner = this.parser.parseInline(tokens);
          // The heading links to itself, for a reader to copy or share its place; one that
          // holds a link already (Markdown's, a footnote's, a README's own `<a name>`) stays as
          // it is (a link inside a link is no HTML). The sanitiser prefixes the link as it does
          // the README's own (`#a` → `#cs-a`).
          const linked = /<a[\s>]/i.test(inner)
            ? inner
            : `<a class="${SELF_LINK}" href="#${escapeHtml(anchor)}">${inner}</a>`;
          return `<h${depth} id="${escapeHtml(`${ANCHOR_PREFIX}${anchor}`)}">${linked}</h${depth}>\n`;
        },
      },
    },
  );
  if (footnotes)
    marked.use(
      markedFootnote({
        prefixId: 'fn-',
        description: footnotes.heading,
        // The label is the note's name as written (`[^once]`): numbered by numberBackReferences.
        backRefLabel: `${NOTE_MARK}{0}${NOTE_MARK}`,
        headingClass: '',
      }),
    );
  return marked;
}

/** Marks a footnote's name in its back link's label until it is numbered (a private-use character). */
const NOTE_MARK = '\uE000';

/**
 * Each footnote's back link labelled with its number, as the reader sees it (`1`), not its name
 * in the Markdown (`once`): the notes are listed in the order they are numbered.
 */
function numberBackReferences(html: string, template: string): string {
  const numbers = new Map<string, number>();
  for (const [, id = ''] of html.matchAll(/<li id="fn-([^"]*)">/g)) {
    let label = id;
    try {
      label = decodeURIComponent(id);
    } catch {
      // Kept as it is.
    }
    if (!numbers.has(label)) numbers.set(label, numbers.size + 1);
  }
  return html.replace(
    new RegExp(`${NOTE_MARK}([^${NOTE_MARK}]*)${NOTE_MARK}`, 'g'),
    (_mark, label: string) =>
      escapeHtml(template.replace('{0}', String(numbers.get(label) ?? label))),
  );
}

/** The renderers made so far, by their footnote texts (`''`: none). */
const renderers = new Map<string, Marked>();

/** How many rendered texts {@link renderMarkdown} keeps: more than a site's case studies in all its languages. */
const RENDERS_KEPT = 256;

/** Rendered Markdown (or marked's error) by its footnote texts and text, oldest first. */
const renders = new Map<string, { html: string } | { error: unknown }>();

/**
 * Markdown to HTML with highlighted code, before sanitising; the same text
 * is rendered once ({@link RENDERS_KEPT} texts are kept), though
 * {@link localPictures} and {@link caseStudyHtml} both read a case study
 * and a default-language one is shown in every language.
 * @throws RangeError from marked on Markdown nested thousands of levels deep (its parser recurses).
 */
function renderMarkdown(markdown: string, footnotes?: FootnoteTexts): string {
  const key = footnotes ? JSON.stringify(footnotes) : '';
  const memoKey = `${key}\n${markdown}`;
  let render = renders.get(memoKey);
  if (!render) {
    anchors = new Map();
    let renderer = renderers.get(key);
    if (!renderer) {
      renderer = makeRenderer(footnotes);
      renderers.set(key, renderer);
    }
    try {
      const html = renderer.parse(markdown, { async: false });
      render = { html: footnotes ? numberBackReferences(html, footnotes.backToReference) : html };
    } catch (error) {
      render = { error };
    }
    renders.set(memoKey, render);
    for (const old of renders.keys()) {
      if (renders.size <= RENDERS_KEPT) break;
      renders.delete(old);
    }
  }
  if ('error' in render) throw render.error;
  return render.html;
}

/** `markdown` cut to {@link CASE_STUDY_LIMITS}`.characters`, at the last blank line before. */
function cut(markdown: string): { text: string; cut: boolean } {
  if (markdown.length <= CASE_STUDY_LIMITS.characters) return { text: markdown, cut: false };
  const head = markdown.slice(0, CASE_STUDY_LIMITS.characters);
  const paragraph = head.lastIndexOf('\n\n');
  return { text: paragraph > 0 ? head.slice(0, paragraph) : head, cut: true };
}

/** A relative picture path under `public/`, normalised, or undefined for a URL or a path that leaves it. */
function localPath(src: string): string | undefined {
  const value = src.trim();
  if (!value || /^[a-z][a-z\d+.-]*:/i.test(value) || value.startsWith('//')) return undefined;
  const parts: string[] = [];
  for (const part of value.split(/[?#]/)[0]?.split('/') ?? []) {
    if (part === '' || part === '.') continue;
    if (part === '..') return undefined;
    parts.push(part);
  }
  const path = parts.join('/');
  return /^[\w.\-/]+$/.test(path) ? path : undefined;
}

/** A link's target: http(s) and `mailto:` as they are, `#anchor` kept, relative ones against `linkBase`. */
function linkTarget(href: string, linkBase: string | undefined): string | undefined {
  const value = href.trim();
  // The case study's own anchors carry a prefix (headings get `cs-install`).
  if (value.startsWith('#'))
    return value.length > 1 ? `#${ANCHOR_PREFIX}${value.slice(1)}` : undefined;
  try {
    const url = new URL(value, linkBase);
    return ['http:', 'https:', 'mailto:'].includes(url.protocol) ? url.href : undefined;
  } catch {
    return undefined;
  }
}

/** An element's `id`, with the case study's prefix (`fn-1` → `cs-fn-1`), when it is a plain word. */
function anchorId(id: string | undefined): { id?: string } {
  return id && /^[\p{L}\p{N}_-]+$/u.test(id) ? { id: `${ANCHOR_PREFIX}${id}` } : {};
}

const HEADINGS = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6'];

/** A heading anchor the case study may keep. */
const ANCHOR = new RegExp(`^${ANCHOR_PREFIX}[\\p{L}\\p{N}_-]*$`, 'u');

/**
 * Renders `markdown` to sanitised HTML (see the module comment). Headings
 * move under the page's `h1`: the case study's top level becomes `h2` (a
 * README's `#`, or `##` when it has no `#`) and the others keep their
 * distance to it (none above `h6`), each with an anchor as GitHub names it,
 * prefixed (`#install` → `id="cs-install"`, links to it follow); Markdown
 * nested too deep to parse is shown as plain text; a picture that is not a local file of `public/` (a URL,
 * a missing or broken file, or past {@link CASE_STUDY_LIMITS}`.pictures`)
 * becomes its alt text; external links get `rel="noopener noreferrer"`;
 * with `footnotes` texts, footnotes are numbered links to a list at the end
 * (anchors `cs-fn-1`, back links `cs-fn-ref-1`), as GitHub shows them.
 * Never throws on any input.
 * @param markdown the case study, front matter already removed.
 */
export function caseStudyHtml(
  markdown: string,
  places: CaseStudyPlaces,
  footnotes?: FootnoteTexts,
): CaseStudyHtml {
  const notes: string[] = [];
  const { text, cut: wasCut } = cut(markdown);
  if (wasCut) notes.push(`cut to its first ${CASE_STUDY_LIMITS.characters} characters`);
  let pictures = 0;
  const dropped = { remote: 0, missing: 0, over: 0 };
  let rendered: string;
  try {
    rendered = renderMarkdown(text, footnotes);
  } catch (error) {
    // Nested too deep for marked: the text as it is, never a failed build.
    notes.push(
      `could not be read as Markdown (${(error as Error).message.slice(0, 80)}); shown as plain text`,
    );
    return { html: `<pre tabindex="0">${escapeHtml(text)}</pre>`, notes };
  }
  const clean = sanitizeHtml(rendered, {
    allowedTags: [
      ...HEADINGS,
      'p',
      'a',
      'img',
      'ul',
      'ol',
      'li',
      'blockquote',
      'pre',
      'code',
      'span',
      'em',
      'strong',
      'del',
      's',
      'table',
      'thead',
      'tbody',
      'tr',
      'th',
      'td',
      'hr',
      'br',
      'input',
      'details',
      'summary',
      'sup',
      'sub',
      'kbd',
      'dl',
      'dt',
      'dd',
      'section',
    ],
    allowedAttributes: {
      a: ['href', 'title', 'rel', 'id', 'aria-label', 'class'],
      li: ['id'],
      section: ['class'],
      img: ['src', 'alt', 'width', 'height', 'loading', 'decoding'],
      code: ['class'],
      span: ['class'],
      th: ['align'],
      td: ['align'],
      input: ['type', 'checked', 'disabled'],
      ol: ['start'],
      pre: ['tabindex'],
      table: ['tabindex'],
      ...Object.fromEntries(HEADINGS.map((tag) => [tag, ['id']])),
    },
    allowedClasses: {
      a: [SELF_LINK],
      code: ['hljs', 'language-*'],
      span: ['hljs-*', 'language-*'],
      section: ['footnotes'],
    },
    allowedSchemes: ['http', 'https', 'mailto'],
    allowedSchemesByTag: { img: [] },
    allowProtocolRelative: false,
    // Text of a removed element stays (as text), except in these, whose content is code or noise.
    nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object', 'svg'],
    exclusiveFilter: (frame) => frame.tag === 'a' && !frame.attribs.href && !frame.text.trim(),
    transformTags: {
      // Headings keep only an anchor of the case study's own (`cs-…`).
      ...Object.fromEntries(
        HEADINGS.map((tag) => [
          tag,
          (_name: string, attribs: sanitizeHtml.Attributes) => ({
            tagName: tag,
            attribs: ANCHOR.test(attribs.id ?? '') ? { id: attribs.id ?? '' } : {},
          }),
        ]),
      ),
      a: (_name, attribs) => {
        const href = linkTarget(attribs.href ?? '', places.linkBase);
        if (!href) return { tagName: 'span', attribs: {} };
        return {
          tagName: 'a',
          attribs: {
            href,
            ...anchorId(attribs.id),
            ...(attribs.title ? { title: attribs.title } : {}),
            ...(attribs['aria-label'] ? { 'aria-label': attribs['aria-label'] } : {}),
            // A heading's link to itself keeps its class (allowedClasses keeps no other).
            ...(attribs.class ? { class: attribs.class } : {}),
            ...(/^https?:/.test(href) ? { rel: 'noopener noreferrer' } : {}),
          },
        };
      },
      // A footnote's own anchor, prefixed as the links to it are.
      li: (_name, attribs) => ({ tagName: 'li', attribs: anchorId(attribs.id) }),
      img: (_name, attribs): sanitizeHtml.Tag => {
        const alt = attribs.alt ?? '';
        const path = localPath(attribs.src ?? '');
        const size = path ? places.pictureSize(path) : undefined;
        const over = pictures >= CASE_STUDY_LIMITS.pictures;
        if (!path || !size || over) {
          if (!path) dropped.remote++;
          else if (!size) dropped.missing++;
          else dropped.over++;
          return { tagName: 'span', attribs: {}, text: alt };
        }
        pictures++;
        return {
          tagName: 'img',
          attribs: {
            src: `${places.basePath}${path}`,
            alt,
            width: String(size.width),
            height: String(size.height),
            loading: 'lazy',
            decoding: 'async',
          },
        };
      },
      // Wide code and tables scroll sideways: focusable, so a keyboard can scroll them (WCAG 2.1.1).
      pre: () => ({ tagName: 'pre', attribs: { tabindex: '0' } }),
      table: () => ({ tagName: 'table', attribs: { tabindex: '0' } }),
      // A task list's checkbox, disabled; any other input goes (an unknown tag is dropped).
      input: (_name, attribs) =>
        attribs.type === 'checkbox'
          ? {
              tagName: 'input',
              attribs: {
                type: 'checkbox',
                disabled: '',
                ...(attribs.checked !== undefined ? { checked: '' } : {}),
              },
            }
          : { tagName: 'dropped-input', attribs: {} },
    },
  });
  // The case study's top heading level becomes h2, under the page's h1; the rest keep their
  // distance (none below h6). Read from the clean HTML, whose only heading tags are real ones.
  const levels = [...clean.matchAll(/<h([1-6])[\s>]/g)].map((match) => Number(match[1]));
  const shift = levels.length ? 2 - Math.min(...levels) : 0;
  const html = clean.replace(
    /<(\/?)h([1-6])([\s>])/g,
    (_tag, slash: string, level: string, after: string) =>
      `<${slash}h${Math.min(Math.max(Number(level) + shift, 2), 6)}${after}`,
  );
  if (dropped.remote)
    notes.push(
      `${dropped.remote} picture(s) from elsewhere shown as their alt text (never hot-linked)`,
    );
  if (dropped.missing)
    notes.push(`${dropped.missing} picture(s) missing from public/ shown as their alt text`);
  if (dropped.over)
    notes.push(
      `${dropped.over} picture(s) past ${CASE_STUDY_LIMITS.pictures} shown as their alt text`,
    );
  return { html, notes };
}
