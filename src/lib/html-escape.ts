/**
 * Text made safe for the HTML the build writes (prerendered pages, the CV,
 * the local inbox) and the tools' SVG and HTML: pure, for Node and browser alike.
 */

/** Escapes text for an HTML (or XML) attribute value or text node. */
export function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

/**
 * Serialises data for a `<script type="application/ld+json">` element. `<`,
 * `>` and `&` become JSON escapes (`\u003c` …), so no value can close the
 * script element or open a comment; the JSON stays equal once parsed.
 */
export function jsonForScript(data: unknown): string {
  return JSON.stringify(data)
    .replaceAll('<', '\\u003c')
    .replaceAll('>', '\\u003e')
    .replaceAll('&', '\\u0026')
    .replaceAll('\u2028', '\\u2028')
    .replaceAll('\u2029', '\\u2029');
}
