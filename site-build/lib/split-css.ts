import { createHash } from 'node:crypto';
import postcss, { type ChildNode, CssSyntaxError, list, type Root } from 'postcss';

/**
 * The first screen's CSS and the rest (docs/product.md § Performance: the
 * document stays small, and only the CSS the first screen needs is inlined).
 * Pure functions on the built (minified) entry stylesheet; the
 * prerenderer (`lib/first-screen-css.ts`) and the CV plugin call them.
 */

/**
 * The class name CSS Modules give `name` in `file` in a build: the local
 * name and a 3-character hash of the file's path in the project (the SSR and
 * client builds agree; the prerendered page repeats these names, so they are
 * short). `vite.config.ts` passes this to `css.modules.generateScopedName`.
 * @param file the module's absolute path; the part under `root` is hashed.
 * @throws Error when another module of this build has the same tag (its
 *   classes would share names): rename one of the two files.
 */
export function scopedClassName(name: string, file: string, root: string = process.cwd()): string {
  if (MICROFORMAT_CLASS.test(name)) return name;
  const tag = fileTag(file, root);
  const path = projectPath(file, root);
  const holder = TAG_HOLDERS.get(tag) ?? path;
  if (holder !== path) {
    throw new Error(`css: ${path} and ${holder} hash to the same class tag "${tag}"; rename one`);
  }
  TAG_HOLDERS.set(tag, path);
  return `${name}_${tag}`;
}

/** Which module each tag of this process's builds belongs to (see {@link scopedClassName}). */
const TAG_HOLDERS = new Map<string, string>();

/** `file`'s path from the project's root, with `/` separators and a leading `/`. */
function projectPath(file: string, root: string): string {
  const relative = file.startsWith(root) ? file.slice(root.length) : file;
  return relative.replaceAll('\\', '/').replace(/^\/?/, '/');
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
  return createHash('sha256').update(projectPath(file, root)).digest('base64url').slice(0, 3);
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

/** At-rules whose block holds rules for some condition: split inside, kept around both halves. */
const CONDITIONAL = new Set(['media', 'supports', 'container', 'layer']);

/** Sorts `nodes` (of a stylesheet or a conditional block) into the two halves, in their order. */
function partition(
  nodes: ChildNode[],
  defer: DeferRules,
): { critical: ChildNode[]; deferred: ChildNode[] } {
  const critical: ChildNode[] = [];
  const deferred: ChildNode[] = [];
  for (const node of nodes) {
    if (node.type === 'rule') {
      // A selector list is split too: the selectors the first screen needs stay, with the declarations.
      const [waits, stays] = [true, false].map((wait) =>
        list.comma(node.selector).filter((part) => defer.selector(part) === wait),
      ) as [string[], string[]];
      if (stays.length === 0) deferred.push(node);
      else if (waits.length === 0) critical.push(node);
      else {
        critical.push(node.clone({ selector: stays.join(',') }));
        deferred.push(node.clone({ selector: waits.join(',') }));
      }
    } else if (node.type !== 'atrule' || node.nodes === undefined) {
      critical.push(node);
    } else {
      const name = node.name.replace(/^-webkit-/, '');
      if (name === 'keyframes') {
        (defer.keyframes(node.params) ? deferred : critical).push(node);
      } else if (name === 'media' && defer.media(node.params)) {
        deferred.push(node);
      } else if (CONDITIONAL.has(name)) {
        const inner = partition(node.nodes, defer);
        const around = (kept: ChildNode[]) =>
          node.clone({ nodes: [] }).append(kept.map((n) => n.clone()));
        if (inner.critical.length) critical.push(around(inner.critical));
        if (inner.deferred.length) deferred.push(around(inner.deferred));
      } else {
        critical.push(node);
      }
    }
  }
  return { critical, deferred };
}

/** The text of top-level `nodes` as written; a statement (`@import …`) keeps its `;`. */
function text(nodes: ChildNode[]): string {
  return nodes
    .map((node) => (node.type === 'atrule' && node.nodes === undefined ? `${node};` : `${node}`))
    .join('');
}

/**
 * Splits a stylesheet: the rules `defer` names go to `deferred`, everything
 * else (global rules, `@font-face`, unknown at-rules, comments) stays `critical`.
 * Conditional blocks (`@media`, `@supports`, `@container`, `@layer`) are
 * split inside and kept around both halves. Both halves keep the original
 * order, so the cascade between two rules of one half is unchanged; the
 * deferred half is meant to come after the critical one. Parsed with
 * postcss; each rule keeps its text as written, without the whitespace
 * between top-level rules (the input is the minified build).
 * @throws Error when postcss cannot parse `css` (e.g. an unclosed block).
 */
export function splitCss(css: string, defer: DeferRules): CssSplit {
  let root: Root;
  try {
    root = postcss.parse(css);
  } catch (error) {
    if (error instanceof CssSyntaxError)
      throw new Error(`critical CSS: the stylesheet does not parse: ${error.reason}`);
    throw error;
  }
  const { critical, deferred } = partition(root.nodes, defer);
  return { critical: text(critical), deferred: text(deferred) };
}

/** The custom properties a CSS value reads (`var(--name` …), in order. */
function propertiesRead(value: string): string[] {
  return [...value.matchAll(/var\(\s*(--[\w-]+)/g)].map((match) => match[1] as string);
}

/**
 * `css` without the custom property declarations nothing in it reads: a property is kept when a
 * declaration of a standard property reads it through `var()`, directly or through other custom
 * properties. For a first screen's inlined half (docs/product.md § Performance: only the CSS the
 * first screen needs is inlined), whose whole stylesheet follows with every declaration, so the
 * tokens only later rules read (the monospace font, the error colours) arrive with those rules.
 * Rules and conditional blocks left empty go too. Not for a stylesheet other files build on
 * (the CV's): what they read is not in `css`.
 * @param css a stylesheet that parses (the critical half of {@link splitCss}).
 * @returns the stylesheet, its other text as written.
 */
export function withoutUnreadCustomProperties(css: string): string {
  const root = postcss.parse(css);
  const read = new Set<string>();
  const values = new Map<string, string[]>();
  root.walkDecls((decl) => {
    if (decl.prop.startsWith('--'))
      values.set(decl.prop, [...(values.get(decl.prop) ?? []), decl.value]);
    else for (const name of propertiesRead(decl.value)) read.add(name);
  });
  const pending = [...read];
  for (let name = pending.pop(); name !== undefined; name = pending.pop()) {
    for (const value of values.get(name) ?? []) {
      for (const next of propertiesRead(value)) {
        if (!read.has(next)) {
          read.add(next);
          pending.push(next);
        }
      }
    }
  }
  root.walkDecls((decl) => {
    if (decl.prop.startsWith('--') && !read.has(decl.prop)) decl.remove();
  });
  root.walkRules((rule) => {
    if (rule.nodes.length === 0) rule.remove();
  });
  root.walkAtRules((atRule) => {
    if (atRule.nodes !== undefined && atRule.nodes.length === 0) atRule.remove();
  });
  return root.toString();
}

/** The file tag of a class or keyframes name made by {@link scopedClassName}, or '' for another name. */
export function tagOf(name: string): string {
  return name.length > 4 && name[name.length - 4] === '_' ? name.slice(-3) : '';
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
  return list.comma(selector).every((part) => {
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
