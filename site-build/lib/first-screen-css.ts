import { resolve } from 'node:path';
import type { Rolldown } from 'vite';
import type { Route } from '#src/app/route.ts';
import { escapeHtml } from '#src/lib/html-escape.ts';
import { canWait, fileTag, splitCss, tagOf, withoutUnreadCustomProperties } from './split-css.ts';

/**
 * The CSS modules each route's first screen shows on a phone (docs/product.md
 * § Performance: only the CSS the first screen needs is inlined). Their rules
 * for elements in the prerendered page, and every rule without module
 * classes (theme, global styles, `.sr-only`), are inlined into the page; the
 * rest (the sidebar, the header's colour switch and the sections below the
 * projects, all hidden or below the fold on a phone; project cards, which
 * come after hydration; hover and pressed states), and the `@media` blocks
 * of {@link LATER_MEDIA}, wait for the whole stylesheet (see {@link placeEntryCss}
 * and `canWait` in split-css.ts). Paths are from the project root.
 */
const FIRST_SCREEN_CSS: Record<Route, string[]> = {
  home: [
    'src/components/layout/app-shell.module.css',
    'src/components/ui/button.module.css',
    'src/features/profile/profile-header.module.css',
    'src/features/projects/components/projects.module.css',
    'src/app/home-page.module.css',
  ],
  'not-found': ['src/app/status-page.module.css'],
};

/** The id of the heading whose section ends a phone's first screen (see {@link firstScreenMarkup}). */
const FIRST_SCREEN_END = 'projects-heading';

/**
 * What a phone's first screen does not show, on a route that has the
 * section of {@link FIRST_SCREEN_END}: the elements of `<main>` after that
 * section, and the shell's after `<main>` (the footer).
 */
const BELOW_FIRST_SCREEN = `main>section[aria-labelledby=${FIRST_SCREEN_END}]~*,main~*`;

/**
 * The rules the inlined CSS ends with on such a route (docs/product.md §
 * Performance: nothing the visitor sees moves on its own): on a phone, what
 * is below the first screen is not laid out until the whole stylesheet is
 * here. Its rules for those elements wait for that stylesheet, so until then
 * they would be laid out without them, and a visitor already down there (a
 * fast thumb, a reload that restores the scroll position) would see all of it
 * move (a layout shift of about 1 at 390 px). Not laid out, it is not there
 * yet: the whole stylesheet adds it below whatever the visitor sees.
 *
 * The hiding is the fill of an animation that waits 8 s, not a `display`
 * rule: should the whole stylesheet never come, the content shows after
 * that, without its styles, as it would without this rule. A browser that
 * cannot animate `display` does not hide it at all. `!important` keeps it
 * under `prefers-reduced-motion`, which turns animations off
 * (`src/styles/global.css`): it moves nothing. On a wide screen the whole
 * stylesheet holds the first paint, so {@link SHOW_BELOW_FIRST_SCREEN}
 * applies from the start.
 */
export const HIDE_BELOW_FIRST_SCREEN =
  `${BELOW_FIRST_SCREEN}{animation:below 0s 8s backwards!important}` +
  '@keyframes below{0%{display:none}}';

/**
 * The rule that ends {@link HIDE_BELOW_FIRST_SCREEN}: the whole stylesheet
 * ends with it, later in the cascade than the inlined CSS.
 */
export const SHOW_BELOW_FIRST_SCREEN = `${BELOW_FIRST_SCREEN}{animation:none!important}`;

/**
 * The part of a route's prerendered markup a phone shows in its first
 * screen, or more: everything up to the end of the projects section; the
 * whole markup of a route without projects. Of the sidebar only its own tag
 * is kept: its contents are hidden on a phone, but the rule that hides it
 * must be in the first paint, or the sidebar shows until the whole
 * stylesheet arrives (and moves out again: a layout shift).
 */
function firstScreenMarkup(markup: string): string {
  const heading = markup.indexOf(`id="${FIRST_SCREEN_END}"`);
  const end = heading === -1 ? -1 : markup.indexOf('</section>', heading);
  const top = end === -1 ? markup : markup.slice(0, end);
  return top.replace(/(<aside[\s>][^>]*>?)[\s\S]*?<\/aside>/, '$1');
}

/**
 * `@media` blocks that can wait for the whole stylesheet: those that hold
 * only on wide screens (md, 48em, and up; the stylesheet holds the first
 * paint there), and the forced-colours one (the browser forces the system
 * colours, and drops the gradients, by itself from the first paint; the
 * block only refines that), and the window-controls-overlay one (only the
 * installed desktop app, whose first frame is its title bar's drag area).
 */
const LATER_MEDIA =
  /^(?:\(min-width:\s*48em\)(\s+and\s+\([^()]*\))*|\(forced-colors:\s*active\)|\(display-mode:\s*window-controls-overlay\))$/;

/** Where the whole stylesheet holds the first paint (the md breakpoint, docs/product.md § Navigation). */
const WIDE_MEDIA = '(min-width:48em)';

/** The entry stylesheet as the client build wrote it, and the `<link>` Vite put into index.html for it. */
export type EntryCss = { link: string; href: string; css: string };

/**
 * Finds the entry stylesheet of the page.
 * @throws Error when the CSS could close a `<style>` element.
 */
export function entryCss(
  html: string,
  bundle: Rolldown.OutputBundle,
  base: string,
): EntryCss | undefined {
  const link = html.match(/<link rel="stylesheet"[^>]* href="([^"]+\.css)"[^>]*>/);
  const fileName = link?.[1]?.startsWith(base) ? link[1].slice(base.length) : undefined;
  const asset = fileName ? bundle[fileName] : undefined;
  if (!link || !fileName || asset?.type !== 'asset') return undefined;
  const css = String(asset.source);
  if (/<\/style/i.test(css))
    throw new Error(`prerender: ${fileName} contains "</style"; cannot inline it`);
  return { link: link[0], href: link[1] ?? '', css };
}

/**
 * lightningcss writes each `light-dark()` colour (`src/styles/theme.css`,
 * docs/product.md § Colour mode) for browsers without it as
 * `var(--lightningcss-light,A)var(--lightningcss-dark,B)`, and the two
 * properties are switched per `color-scheme`: the first-screen CSS inlined
 * into every page repeats those names about forty times. They become
 * {@link SHORT_SCHEME_PROPERTIES} in every stylesheet of the build, all at
 * once, so definitions and uses still meet (docs/product.md § Performance:
 * the document is kept small).
 * @throws Error when a stylesheet already uses one of the short names.
 */
export function shortenSchemeProperties(bundle: Rolldown.OutputBundle): void {
  for (const file of Object.values(bundle)) {
    if (file.type !== 'asset' || !/\.css$/.test(String(file.fileName))) continue;
    const css = String(file.source);
    for (const [long, short] of SCHEME_PROPERTIES) {
      if (new RegExp(`(?<![\\w-])${short}(?![\\w-])`).test(css))
        throw new Error(`prerender: ${file.fileName} already uses ${short}; cannot rename ${long}`);
    }
    if (!css.includes('--lightningcss-')) continue;
    file.source = SCHEME_PROPERTIES.reduce(
      (text, [long, short]) => text.replaceAll(new RegExp(`${long}(?![\\w-])`, 'g'), short),
      css,
    );
  }
}

/** The custom properties of lightningcss's `light-dark()` fallback and their short names. */
const SCHEME_PROPERTIES = [
  ['--lightningcss-light', '--lt'],
  ['--lightningcss-dark', '--dk'],
] as const;

/** The names {@link shortenSchemeProperties} gives lightningcss's two properties. */
export const SHORT_SCHEME_PROPERTIES = SCHEME_PROPERTIES.map(([, short]) => short);

/**
 * A URL for an `href="…"` in HTML that a `'…'` JavaScript string of an
 * inline script holds: HTML-escaped (no quote, `<` or `>` left), with `\`
 * and line breaks as entities too, so nothing in it can end the attribute,
 * the string or the script.
 * @param url e.g. `/assets/index-4f2a.css`.
 */
export function hrefInJsString(url: string): string {
  return escapeHtml(url).replace(/[\\\n\r]/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * The id react-aria's `usePress` gives the `<style>` it adds at the top of `<head>` when its
 * first pressable mounts, unless an element of that id is there. Added there, before the page's
 * other sheets, it has the browser restyle and lay out the whole page in the tap that mounts
 * it (a dialog's or a toast's first button; a trace of the Like tap showed it). The first-screen
 * `<style>` carries the id, so react-aria adds nothing; its rule is in the overlays' and the
 * toasts' styles (src/components/ui/dismissable-overlay.module.css, toast-region.module.css).
 * `security-headers.test.ts` checks the installed react-aria still looks for this id.
 */
export const ARIA_PRESSABLE_STYLE_ID = 'react-aria-pressable-style';

/**
 * Puts a route's first-screen CSS into a `<style>` and has the whole entry
 * stylesheet follow without holding the first paint on a phone
 * (docs/product.md § Performance; {@link FIRST_SCREEN_CSS}):
 *
 * - `<style>`: the rules a phone's first screen needs, no request before
 *   the first paint, and on Home {@link HIDE_BELOW_FIRST_SCREEN} last.
 * - a copy of the whole stylesheet (`lateHref`, not the entry file itself):
 *   on a wide screen (48em and up) the pre-paint script writes its `<link>`
 *   into the head while the parser is there, so it holds the first paint
 *   like any stylesheet (the sidebar and the strip at the bottom are in the
 *   first screen there); on a phone nothing requests it before the first
 *   paint (a `<link media>` that does not match would still be fetched, and
 *   Lighthouse's simulation counts every request that ended before the
 *   largest paint into LCP), and the entry loader adds it after that paint.
 *   Coming after the `<style>` with every rule in its original order, it
 *   leaves the cascade exactly as the single stylesheet had it, and its
 *   last rule, {@link SHOW_BELOW_FIRST_SCREEN}, undoes the hiding. `<noscript>`
 *   has it apply at once without JavaScript.
 * - the entry stylesheet's own `<link>`, `disabled` (never fetched): lazily
 *   loaded chunks list it among their dependencies, and Vite's preload
 *   helper skips a stylesheet a `<link>` in the page already names instead
 *   of loading the same rules again, later in the cascade. (Vite's
 *   `resolveDependencies` cannot drop it: it is never shown CSS.)
 */
export function placeEntryCss(
  html: string,
  entry: EntryCss,
  lateHref: string,
  route: Route,
  markup: string,
): string {
  const firstScreen = {
    tags: new Set(FIRST_SCREEN_CSS[route].map((file) => fileTag(resolve(file)))),
    classes: new Set(
      [...firstScreenMarkup(markup).matchAll(/\sclass="([^"]*)"/g)].flatMap((match) =>
        (match[1] ?? '').split(/\s+/),
      ),
    ),
  };
  const { critical } = splitCss(entry.css, {
    selector: (selector) => canWait(selector, firstScreen),
    keyframes: (name) => tagOf(name) !== '' && !firstScreen.tags.has(tagOf(name)),
    media: (condition) => LATER_MEDIA.test(condition),
  });
  // The tokens only later rules read wait with them (the whole stylesheet declares them again).
  const css =
    withoutUnreadCustomProperties(critical) +
    (markup.includes(`id="${FIRST_SCREEN_END}"`) ? HIDE_BELOW_FIRST_SCREEN : '');
  const late = escapeHtml(lateHref);
  const tags =
    `<style id=${ARIA_PRESSABLE_STYLE_ID}>${css}</style>` +
    `<noscript><link rel="stylesheet" href="${late}"></noscript>` +
    `<link rel="stylesheet" href="${escapeHtml(entry.href)}" disabled>`;
  const lateInJs = hrefInJsString(lateHref);
  const wide = `matchMedia('${WIDE_MEDIA}').matches&&document.write('<link rel=stylesheet id=css href="${lateInJs}">')`;
  // The pre-paint script: the first in the page (its tag may carry the entry loader's data-*).
  const prePaint = html.search(/<script[\s>]/);
  const prePaintEnd = html.indexOf('</script>', prePaint);
  if (prePaint === -1 || prePaintEnd === -1 || prePaint > html.indexOf('</head>'))
    throw new Error('prerender: index.html has no pre-paint <script> in <head>');
  // The <style> goes before the pre-paint script, so the stylesheet it writes comes after it.
  return (
    html.slice(0, prePaint) +
    tags +
    html.slice(prePaint, prePaintEnd).trimEnd() +
    `\n${wide}` +
    html.slice(prePaintEnd)
  ).replace(entry.link, '');
}
