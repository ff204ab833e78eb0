import { createHash } from 'node:crypto';

/**
 * The first screen's CSS and the rest (docs/product.md § Performance: the
 * document stays small, and only the CSS the first screen needs is inlined).
 * Pure functions on the built (minified) entry stylesheet; the prerender
 * plugin in `build/` calls them.
 */

/**
 * The class name CSS Modules give `name` in `file` in a build: the local
 * name and a 4-character hash of the file's path in the project (the SSR and
 * client builds agree; the prerendered page repeats these names, so they are
 * short). `vite.config.ts` passes this to `css.modules.generateScopedName`.
 * @param file the module's absolute path; the part under `root` is hashed.
 */
export function scopedClassName(name: string, file: string, root: string = process.cwd()): string {
  return MICROFORMAT_CLASS.test(name) ? name : `${name}_${fileTag(file, root)}`;
}

/**
 * Class names of microformats2 (`h-card`, `p-name`, `u-photo`, `u-url`,
 * `dt-start`, `e-content`, …): a public vocabulary that parsers read as
 * written, so {@link scopedClassName} leaves them unscoped. A CSS module
 * may name its class after the microformat property the element carries
 * (the profile header's `.h-card`, docs/product.md § CV and contact card):
 * the page then says it once, not as a class of its own plus the
 * microformat's. Such rules are global, so use each name in one module only.
 */
export const MICROFORMAT_CLASS = /^(?:h|p|u|dt|e)-[a-z]/;

/** The tag {@link scopedClassName} puts after the local name of every class of `file`. */
export function fileTag(file: string, root: string = process.cwd()): string {
  const relative = file.startsWith(root) ? file.slice(root.length) : file;
  return createHash('sha256')
    .update(relative.replaceAll('\\', '/').replace(/^\/?/, '/'))
    .digest('base64url')
    .slice(0, 4);
}

/** One top-level item of a stylesheet: `prelude { body }`, or a statement ending in `;` (body undefined). */
type Item = { prelude: string; body?: string };

/** Reads the top-level items of `css`, skipping over strings, comments and nested blocks. */
function items(css: string): Item[] {
  const found: Item[] = [];
  let start = 0;
  let depth = 0;
  let open = -1;
  for (let index = 0; index < css.length; index += 1) {
    const char = css[index];
    if (char === '"' || char === "'") {
      const end = css.indexOf(char, index + 1);
      index = end === -1 ? css.length : end;
    } else if (char === '/' && css[index + 1] === '*') {
      const end = css.indexOf('*/', index + 2);
      index = end === -1 ? css.length : end + 1;
    } else if (char === '{') {
      if (depth === 0) open = index;
      depth += 1;
    } else if (char === '}') {
      depth -= 1;
      if (depth === 0) {
        found.push({ prelude: css.slice(start, open).trim(), body: css.slice(open + 1, index) });
        start = index + 1;
      }
    } else if (char === ';' && depth === 0) {
      found.push({ prelude: css.slice(start, index).trim() });
      start = index + 1;
    }
  }
  if (depth !== 0) throw new Error('critical CSS: unbalanced braces in the stylesheet');
  return found.filter((item) => item.prelude !== '' || item.body !== undefined);
}

/** What may wait until after the first paint. */
export type DeferRules = {
  /** A style rule's selector (list) whose rules can wait. */
  selector: (selector: string) => boolean;
  /** A `@keyframes` name whose animation can wait. */
  keyframes: (name: string) => boolean;
  /** A `@media` condition whose whole block can wait. */
  media: (condition: string) => boolean;
};

/** The two halves of a stylesheet, each in the original order. */
export type CssSplit = { critical: string; deferred: string };

/**
 * Splits a stylesheet: the rules `defer` names go to `deferred`, everything
 * else (global rules, `@font-face`, unknown at-rules) stays `critical`.
 * Conditional blocks (`@media`, `@supports`, `@container`, `@layer`) are
 * split inside and kept around both halves. Both halves keep the original
 * order, so the cascade between two rules of one half is unchanged; the
 * deferred half is meant to come after the critical one.
 * @throws Error when the braces of `css` do not balance.
 */
export function splitCss(css: string, defer: DeferRules): CssSplit {
  let critical = '';
  let deferred = '';
  for (const { prelude, body } of items(css)) {
    const text = body === undefined ? `${prelude};` : `${prelude}{${body}}`;
    if (body === undefined) {
      critical += text;
      continue;
    }
    const atRule = /^@(-webkit-)?([\w-]+)\s*(.*)$/s.exec(prelude);
    if (!atRule) {
      if (defer.selector(prelude)) deferred += text;
      else critical += text;
      continue;
    }
    const [, , name = '', rest = ''] = atRule;
    if (name === 'keyframes') {
      if (defer.keyframes(rest.trim())) deferred += text;
      else critical += text;
    } else if (name === 'media' && defer.media(rest.trim())) {
      deferred += text;
    } else if (['media', 'supports', 'container', 'layer'].includes(name)) {
      const inner = splitCss(body, defer);
      if (inner.critical) critical += `${prelude}{${inner.critical}}`;
      if (inner.deferred) deferred += `${prelude}{${inner.deferred}}`;
    } else {
      critical += text;
    }
  }
  return { critical, deferred };
}

/** Splits a selector list at its top-level commas. */
function selectorList(selector: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let index = 0; index < selector.length; index += 1) {
    const char = selector[index];
    if (char === '(' || char === '[') depth += 1;
    else if (char === ')' || char === ']') depth -= 1;
    else if (char === ',' && depth === 0) {
      parts.push(selector.slice(start, index));
      start = index + 1;
    }
  }
  parts.push(selector.slice(start));
  return parts.map((part) => part.trim());
}

/** The file tag of a class or keyframes name made by {@link scopedClassName}, or '' for another name. */
export function tagOf(name: string): string {
  return name.length > 5 && name[name.length - 5] === '_' ? name.slice(-4) : '';
}

/** What a route's first screen on a phone shows. */
export type FirstScreen = {
  /** Tags ({@link fileTag}) of the CSS modules the first screen shows. */
  tags: ReadonlySet<string>;
  /** Every class name in the route's prerendered markup. */
  classes: ReadonlySet<string>;
};

/**
 * States that no element is in before the page is hydrated on a phone:
 * hovered, pressed, disabled, react-aria's `data-*` states, a failed
 * picture. Focus stays: a keyboard reaches the page before its script.
 */
const LATER_STATE =
  /:hover|:active|:disabled|\[data-(?:hovered|pressed|disabled|focus-visible|focused|entering|exiting|failed)\b/;

/**
 * True when a style rule with this selector list can wait for the whole
 * stylesheet: each of its selectors names a class of a CSS module (see
 * {@link scopedClassName}) and either that module is not in the first
 * screen, or that class is not in the prerendered page, or it styles a
 * state the page is not in before hydration ({@link LATER_STATE}). Rules
 * without module classes (theme, global styles, `.sr-only`) never wait, but
 * for a microformat class's later state (`.u-url:hover`).
 */
export function canWait(selector: string, firstScreen: FirstScreen): boolean {
  return selectorList(selector).every((part) => {
    const names = [...part.matchAll(/\.((?:[\w-]|\\.)+)/g)].map((match) => match[1] ?? '');
    const classes = names.filter((name) => tagOf(name) !== '');
    // A module's microformat class (unscoped, see MICROFORMAT_CLASS) waits only in a later state.
    if (classes.length === 0)
      return names.some((name) => MICROFORMAT_CLASS.test(name)) && LATER_STATE.test(part);
    return (
      LATER_STATE.test(part) ||
      classes.some((name) => !firstScreen.tags.has(tagOf(name)) || !firstScreen.classes.has(name))
    );
  });
}
