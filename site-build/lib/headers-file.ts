/**
 * The `_headers` file that Netlify and Cloudflare Pages read (docs/product.md
 * § Security): writing it, reading it back and matching a URL path against
 * its rules the way those hosts do. Pure functions; the build writes the file
 * (`headerRules` in `security-headers.ts` says what goes in it) and the
 * end-to-end static server (`tools/lib/static-server.ts`) reads it back.
 */

/** One block of a `_headers` file: a URL path pattern and the headers of matching responses. */
export type HeaderRule = { path: string; headers: Array<[name: string, value: string]> };

/** Cloudflare Pages ignores `_headers` lines longer than this many characters. */
export const HEADERS_LINE_LIMIT = 2000;

/**
 * Writes rules in the `_headers` syntax that Netlify and Cloudflare Pages
 * read: a path on its own line, then its headers indented, one per line.
 */
export function formatHeadersFile(rules: HeaderRule[]): string {
  const intro = [
    '# Response headers for hosts that read a _headers file (Netlify, Cloudflare Pages).',
    '# Written by `npm run build` from the configuration; edit the build, not this file.',
    '# GitHub Pages ignores it: there the <meta> policy in the HTML carries the CSP.',
  ];
  const blocks = rules.map(({ path, headers }) =>
    [path, ...headers.map(([name, value]) => `  ${name}: ${value}`)].join('\n'),
  );
  return `${[intro.join('\n'), ...blocks].join('\n\n')}\n`;
}

/**
 * Reads a `_headers` file (the subset of the syntax {@link formatHeadersFile}
 * writes, plus comments and blank lines).
 * @throws Error naming the line for a header before any path or a line that is neither.
 */
export function parseHeadersFile(text: string): HeaderRule[] {
  const rules: HeaderRule[] = [];
  text.split(/\r?\n/).forEach((raw, index) => {
    const line = raw.trim();
    if (line === '' || line.startsWith('#')) return;
    if (line.startsWith('/')) {
      rules.push({ path: line, headers: [] });
      return;
    }
    const colon = line.indexOf(':');
    const rule = rules.at(-1);
    if (colon < 1 || !rule)
      throw new Error(
        `_headers line ${index + 1}: expected "/path" or "Name: value", got "${line}"`,
      );
    rule.headers.push([line.slice(0, colon).trim(), line.slice(colon + 1).trim()]);
  });
  return rules;
}

function pathPattern(path: string): RegExp {
  const pattern = path
    .split('*')
    .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/:\w+/g, '[^/]+'))
    .join('.*');
  return new RegExp(`^${pattern}$`);
}

/**
 * The headers a host sends for `pathname` under these rules: every matching
 * rule applies, and a header set by several is joined with ", " (what
 * Cloudflare Pages does). `*` matches anything, `:name` one path segment.
 * @returns header names and values in rule order.
 */
export function headersForPath(rules: HeaderRule[], pathname: string): Array<[string, string]> {
  const merged = new Map<string, [string, string]>();
  for (const rule of rules) {
    if (!pathPattern(rule.path).test(pathname)) continue;
    for (const [name, value] of rule.headers) {
      const key = name.toLowerCase();
      const previous = merged.get(key);
      merged.set(key, previous ? [previous[0], `${previous[1]}, ${value}`] : [name, value]);
    }
  }
  return [...merged.values()];
}
