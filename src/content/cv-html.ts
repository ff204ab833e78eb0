// Build only: the CV page is written at build time (docs/decisions/0048-a-section-is-a-folder-and-a-row.md).
import { webUrl } from '#src/content/owner-content.ts';
import { escapeHtml } from '#src/lib/html-escape.ts';

/**
 * The CV page's HTML pieces that every part of it shares
 * (site-build/cv/cv-page.ts, and the sections' faces' `cv` parts): a linked
 * text, a line of facts, a list of texts and a section with its heading.
 * Every text is HTML-escaped here, and only http(s) URLs become links.
 */

const e = escapeHtml;

/**
 * `text` as a link when `url` is http(s) ({@link webUrl}), else as plain
 * text; both escaped.
 */
export function link(text: string, url: string | undefined): string {
  const href = webUrl(url);
  return href ? `<a href="${e(href)}">${e(text)}</a>` : e(text);
}

/**
 * A line of facts (`<p class="meta">`), each escaped, joined by " · ", empties
 * left out; '' when all are empty.
 */
export function meta(...parts: Array<string | undefined>): string {
  const text = parts
    .filter(Boolean)
    .map((part) => e(part ?? ''))
    .join(' · ');
  return text ? `<p class="meta">${text}</p>` : '';
}

/** The non-empty texts of `items` as a `<ul class="{className}">`, each escaped; '' when none. */
export function textList(items: readonly string[] | undefined, className: string): string {
  const texts = (items ?? []).filter(Boolean);
  return texts.length
    ? `<ul class="${className}">${texts.map((item) => `<li>${e(item)}</li>`).join('')}</ul>`
    : '';
}

/**
 * A `<section>` with its `<h2>` (id `id`, text `heading`) around `body`; ''
 * when `body` is empty, so a section with nothing to show is left out.
 */
export function cvSection(id: string, heading: string, body: string): string {
  return body
    ? `<section aria-labelledby="${id}"><h2 id="${id}">${e(heading)}</h2>${body}</section>`
    : '';
}
