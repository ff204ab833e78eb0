/**
 * The one way the other engines' flows are written (CONTRIBUTING.md, "Other
 * engines"): a flow drives an {@link EnginePage}, whatever drives the browser
 * underneath (puppeteer-core over WebDriver BiDi for Firefox, selenium-webdriver
 * over classic WebDriver for WebKit). Elements are found the way the Chromium
 * specs find them, by role and accessible name (docs/product.md
 * § Accessibility, the accessible names), by a small finder that runs in the page ({@link FIND_SOURCE}).
 */

/** Which engine a page runs in. */
export type EngineName = 'firefox' | 'webkit';

/** A name to match: a string matches the whole name (whitespace collapsed), a RegExp any part of it. */
export type NameMatch = string | RegExp;

/**
 * An element by role and accessible name, optionally inside another one.
 * `text` matches elements whose own text content contains it instead of a role.
 */
export type Query =
  | { role: string; name?: NameMatch; within?: Query }
  | { text: string; within?: Query };

/** A query as it travels into the page (a RegExp cannot be serialised). */
type WireQuery = {
  role?: string;
  text?: string;
  name?: string | { source: string; flags: string };
  within?: WireQuery;
};

/** What the in-page finder reports about the first visible match of a query. */
export type ElementState = {
  /** Visible matches (the first one is the one acted on). */
  count: number;
  /** The first match's text content, whitespace collapsed ('' when none). */
  text: string;
  /** The first match's attributes that flows read (null when missing or no match). */
  checked: boolean | null;
  pressed: string | null;
  disabled: boolean;
  value: string | null;
  /** The first match's `href` attribute as written (a link's target; null when none). */
  href: string | null;
  /** Whether the first match has focus. */
  focused: boolean;
};

/** Options of a new page. */
export type PageOptions = {
  /** Window's inner size in CSS px; the wide layout by default (1280 × 800). */
  width?: number;
  height?: number;
};

/**
 * A page of one engine, after {@link EnginePage.goto} showing the site.
 * Every method throws when the engine's driver does (a closed browser, a
 * script error in the page); none of them retries.
 */
export interface EnginePage {
  readonly engine: EngineName;
  /**
   * Loads `url` and waits until the page listens for input (the entry script
   * took over from the pre-paint script: `window.__earlyClicks` is gone),
   * at most 30 000 ms. Pass `{ hydrate: false }` for a page that is not the app.
   * @throws Error naming the URL when the app never starts listening.
   */
  goto(url: string, options?: { hydrate?: boolean }): Promise<void>;
  /** Reloads and waits as {@link EnginePage.goto} does. */
  reload(): Promise<void>;
  /**
   * Runs `fn` in the page with JSON-able `args` and returns its JSON-able
   * result, awaiting a returned promise. `fn` is sent as source text: it may
   * use nothing from the test's scope.
   */
  evaluate<T, A extends unknown[]>(fn: (...args: A) => T | Promise<T>, ...args: A): Promise<T>;
  /** What the first visible match of `query` looks like now (count 0 when none). */
  state(query: Query): Promise<ElementState>;
  /**
   * Clicks the first visible match of `query` with the engine's own input
   * (a switch is clicked on its label, where a visitor clicks it).
   * @throws Error naming the query when nothing visible matches.
   */
  click(query: Query): Promise<void>;
  /**
   * Focuses the first visible match of `query`, empties it and types `text`
   * key by key. @throws Error naming the query when nothing visible matches.
   */
  fill(query: Query, text: string): Promise<void>;
  /** Presses a key (only 'Escape' is used) on the focused element. */
  press(key: 'Escape'): Promise<void>;
  /** Sets the window's inner size in CSS px (best effort: the window manager may round it). */
  resize(width: number, height: number): Promise<void>;
}

/** A running browser of one engine: one per worker, one page at a time in it. */
export interface EngineBrowser {
  readonly engine: EngineName;
  /**
   * The page for the next flow. WebKit: a new MiniBrowser session (about
   * 0.3 s; the last one ends, and the page it gave with it), which starts
   * with no website data, so no service worker, cache or storage of an
   * earlier flow is there. Firefox: its one page (starting Firefox takes
   * seconds); the site fixture empties the site's storage before each flow
   * in both engines.
   * @throws Error (WebKit) when the last session does not end, or the new one
   *   does not start, in time; the latter quotes the driver's standard error.
   */
  pageForFlow(): Promise<EnginePage>;
  /** Ends the browser and whatever the adapter started for it (driver, display). */
  close(): Promise<void>;
}

/** Turns a query into its JSON form. */
export function wire(query: Query): WireQuery {
  const name = 'name' in query ? query.name : undefined;
  return {
    role: 'role' in query ? query.role : undefined,
    text: 'text' in query ? query.text : undefined,
    name: name instanceof RegExp ? { source: name.source, flags: name.flags } : name,
    within: query.within ? wire(query.within) : undefined,
  };
}

/** A readable form of a query, for error messages. */
export function describe(query: Query): string {
  const self =
    'role' in query
      ? `${query.role}${query.name === undefined ? '' : ` "${String(query.name)}"`}`
      : `text "${query.text}"`;
  return query.within ? `${self} in ${describe(query.within)}` : self;
}

/**
 * The in-page finder, as source text of a function `(query) => Element[]`
 * returning the visible matches in document order. Roles: the explicit
 * `role` attribute, else the implicit one of the few elements the site uses
 * (button, link, heading, textbox, searchbox, list, listitem, dialog,
 * navigation, region, img, switch). Names: `aria-labelledby`, `aria-label`,
 * the labels of a form field, `alt`, else the text content.
 */
export const FIND_SOURCE = String.raw`(function find(query) {
  const collapse = (text) => (text || '').replace(/\s+/g, ' ').trim();
  const implicitRole = (el) => {
    const tag = el.localName;
    if (tag === 'button') return 'button';
    if (tag === 'a' && el.hasAttribute('href')) return 'link';
    if (/^h[1-6]$/.test(tag)) return 'heading';
    if (tag === 'textarea') return 'textbox';
    if (tag === 'input') {
      const type = (el.getAttribute('type') || 'text').toLowerCase();
      if (type === 'search') return 'searchbox';
      if (type === 'checkbox') return 'checkbox';
      if (['button', 'submit', 'reset'].includes(type)) return 'button';
      if (['text', 'email', 'tel', 'url'].includes(type)) return 'textbox';
      return '';
    }
    if (tag === 'ul' || tag === 'ol') return 'list';
    if (tag === 'li') return 'listitem';
    if (tag === 'dialog') return 'dialog';
    if (tag === 'nav') return 'navigation';
    if (tag === 'img') return 'img';
    if (tag === 'section' && (el.hasAttribute('aria-label') || el.hasAttribute('aria-labelledby'))) return 'region';
    return '';
  };
  const roleOf = (el) => (el.getAttribute('role') || '').split(' ')[0] || implicitRole(el);
  const nameOf = (el) => {
    const labelledBy = el.getAttribute('aria-labelledby');
    if (labelledBy) {
      const text = labelledBy.split(/\s+/).map((id) => document.getElementById(id)).filter(Boolean).map((ref) => ref.textContent).join(' ');
      if (collapse(text)) return collapse(text);
    }
    const label = el.getAttribute('aria-label');
    if (label && collapse(label)) return collapse(label);
    if (el.labels && el.labels.length) return collapse([...el.labels].map((l) => l.textContent).join(' '));
    if (el.localName === 'img') return collapse(el.getAttribute('alt'));
    return collapse(el.textContent);
  };
  const visible = (el) => {
    if (el.closest('[hidden], [aria-hidden="true"], [inert]')) return false;
    if (typeof el.checkVisibility === 'function') {
      if (el.checkVisibility({ visibilityProperty: true })) return true;
      // A visually hidden input (a switch) still counts when its label shows.
      const label = el.closest('label');
      return Boolean(label) && label.checkVisibility({ visibilityProperty: true });
    }
    return el.getClientRects().length > 0;
  };
  const matchesName = (el) => {
    if (query.name === undefined || query.name === null) return true;
    const name = nameOf(el);
    if (typeof query.name === 'string') return name === collapse(query.name);
    return new RegExp(query.name.source, query.name.flags).test(name);
  };
  const scopes = query.within ? find(query.within).slice(0, 1) : [document];
  const found = [];
  for (const scope of scopes) {
    for (const el of scope.querySelectorAll('*')) {
      if (query.role !== undefined && query.role !== null) {
        if (roleOf(el) !== query.role || !matchesName(el)) continue;
      } else {
        const own = [...el.childNodes].filter((n) => n.nodeType === 3).map((n) => n.textContent).join('');
        if (!collapse(own).includes(query.text)) continue;
      }
      if (visible(el)) found.push(el);
    }
  }
  return found;
})`;

/**
 * The in-page function `(query) => ElementState` (see {@link ElementState}),
 * as source text; it uses {@link FIND_SOURCE}.
 */
export const STATE_SOURCE = `(function state(query) {
  const all = ${FIND_SOURCE}(query);
  const el = all[0];
  if (!el) return { count: 0, text: '', checked: null, pressed: null, disabled: false, value: null, href: null, focused: false };
  return {
    count: all.length,
    text: (el.textContent || '').replace(/\\s+/g, ' ').trim(),
    checked: el.hasAttribute('aria-checked') ? el.getAttribute('aria-checked') === 'true' : el.localName === 'input' ? el.checked : null,
    pressed: el.getAttribute('aria-pressed'),
    disabled: Boolean(el.disabled) || el.getAttribute('aria-disabled') === 'true',
    value: 'value' in el && typeof el.value === 'string' ? el.value : null,
    href: el.getAttribute('href'),
    focused: document.activeElement === el,
  };
})`;

/**
 * The in-page function `(query) => Element | null`: the element a click on
 * the first match lands on (a switch's label, where a visitor clicks it).
 */
export const TARGET_SOURCE = `(function target(query) {
  const el = ${FIND_SOURCE}(query)[0];
  if (!el) return null;
  if (el.getAttribute('role') === 'switch' && el.closest('label')) return el.closest('label');
  return el;
})`;

/** How long {@link EnginePage.goto} waits for the app to listen, in ms (a busy 2-core machine). */
export const HYDRATION_TIMEOUT_MS = 30_000;

/** Polls `check` every 50 ms until it returns true. @throws Error with `what` after `timeoutMs`. */
export async function until(
  what: string,
  check: () => Promise<boolean>,
  timeoutMs: number,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (await check()) return;
    if (Date.now() > deadline) throw new Error(`${what} (waited ${timeoutMs} ms)`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
