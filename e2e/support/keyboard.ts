import { expect, type Locator, type Page } from '@playwright/test';

/** Where a focusable element sits on the page, in the reading order of regions (docs/product.md § Accessibility). */
export type Region = 'skip' | 'topbar' | 'sidebar' | 'main' | 'footer' | 'other';

/** One element that can take focus with Tab, as measured in the page. */
export type Stop = {
  /** The `data-tab-key` given by {@link markTabStops}. */
  key: string;
  /** Role-ish description for messages: tag, name or text. */
  label: string;
  region: Region;
  /** Position in CSS px relative to its region's box (independent of scrolling and sticky bars). */
  top: number;
  left: number;
};

/** What a focused element looks like and how much of it can be seen. */
export type FocusLook = Stop & {
  outline: { style: string; width: number; color: string };
  boxShadow: string;
  /** Share (0–1) of points sampled inside the element that lie in the viewport. */
  inViewShare: number;
  /** Share (0–1) of those in the viewport where the element itself is on top (nothing covers it). */
  uncoveredShare: number;
  /** What lies on top of it where something does (tag and class of the first such element), for messages; null when nothing. */
  coveredBy: string | null;
  /** The page's scroll position (CSS px) at the look, for messages. */
  scrollY: number;
  /** Too tall to be seen whole (a long list): then only part of it can be in view. */
  isTallerThanViewport: boolean;
  /** The opaque colour around the focus ring; null where a gradient, image or translucent layer is behind it. */
  backdrop: string | null;
  /** Inside the profile header, over its gradient (no single colour behind the ring). */
  inHero: boolean;
  /**
   * In the profile header: the gradient's two stops (`--hero-from`, `--hero-to`) as painted in
   * the page's colour mode, to measure the ring against; empty elsewhere.
   */
  heroStops: string[];
};

/**
 * Gives every element a keyboard user can reach with Tab a `data-tab-key`
 * and returns them in DOM order with their positions. Reachable: a link,
 * button, form field or `tabindex>=0` element that is rendered, enabled and
 * not inside an inert subtree. (Elements inside shadow roots, such as a
 * video's native controls, are not listed.)
 */
export async function markTabStops(page: Page, scope = 'body'): Promise<Stop[]> {
  return page.evaluate((scopeSelector) => {
    const selector =
      'a[href], button, input, textarea, select, summary, [tabindex], video[controls], audio[controls]';
    const root = document.querySelector(scopeSelector) ?? document.body;
    const stops: Stop[] = [];
    let index = 0;
    for (const el of root.querySelectorAll<HTMLElement>(selector)) {
      if (el.tabIndex < 0 || el.closest('[inert]') || (el as HTMLButtonElement).disabled) continue;
      if (!el.checkVisibility({ visibilityProperty: true })) continue;
      const rect = el.getBoundingClientRect();
      if (rect.width === 0 || rect.height === 0) continue;
      el.dataset.tabKey = String(index++);
      stops.push(
        (window as unknown as { __describeStop: (el: Element) => Stop }).__describeStop(el),
      );
    }
    return stops;
  }, scope);
}

/**
 * Installs the in-page helpers of this module (`__describeStop`, `__lookAtFocus`);
 * call once per page before navigating.
 */
export async function installFocusProbe(page: Page): Promise<void> {
  await page.addInitScript(() => {
    type Win = Window & typeof globalThis & Record<string, unknown>;

    function regionOf(el: Element): [string, Element] {
      const aside = el.closest('aside');
      if (aside) return ['sidebar', aside];
      const main = el.closest('main');
      if (main) return ['main', main];
      const footer = el.closest('footer');
      if (footer) return ['footer', footer];
      if (el.matches('a[href="#main"]')) return ['skip', document.body];
      const bar = el.closest('[class*="topbar"]');
      if (bar) return ['topbar', bar];
      return ['other', document.body];
    }

    function describeStop(el: HTMLElement) {
      const [region, box] = regionOf(el);
      const rect = el.getBoundingClientRect();
      const boxRect = box.getBoundingClientRect();
      const name =
        el.getAttribute('aria-label') ??
        (el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
      return {
        key: el.dataset.tabKey ?? '',
        label: `${el.tagName.toLowerCase()} "${name}"`,
        region,
        top: rect.top - boxRect.top,
        left: rect.left - boxRect.left,
      };
    }

    const isOpaque = (color: string) => /^rgb\(/.test(color) || /^rgba\(.*,\s*1\)$/.test(color);
    const isClear = (color: string) => color === 'transparent' || /^rgba\(.*,\s*0\)$/.test(color);

    /** The opaque colour painted behind `el`'s outline: its first ancestor with a solid background, or null behind an image or gradient. */
    function backdrop(el: Element): string | null {
      for (let node = el.parentElement; node; node = node.parentElement) {
        const style = getComputedStyle(node);
        if (style.backgroundImage !== 'none') return null;
        if (isOpaque(style.backgroundColor)) return style.backgroundColor;
        if (!isClear(style.backgroundColor)) return null;
      }
      return getComputedStyle(document.documentElement).backgroundColor;
    }

    /** The profile header's gradient stops around `el`, resolved in the page's colour mode; none outside it. */
    function heroStops(el: Element): string[] {
      const hero = el.closest('main header');
      if (!hero) return [];
      const probe = document.createElement('span');
      probe.hidden = true;
      hero.append(probe);
      const stops = ['--hero-from', '--hero-to'].map((name) => {
        probe.style.color = `var(${name})`;
        return getComputedStyle(probe).color;
      });
      probe.remove();
      return stops;
    }

    function lookAtFocus() {
      const el = document.activeElement as HTMLElement | null;
      if (!el || el === document.body) return null;
      const style = getComputedStyle(el);
      const rect = el.getBoundingClientRect();
      // Sample a 5×5 grid inside the element (inset from the rounded corners).
      let inView = 0;
      let onTop = 0;
      let coveredBy: string | null = null;
      for (const fx of [0.15, 0.325, 0.5, 0.675, 0.85]) {
        for (const fy of [0.15, 0.325, 0.5, 0.675, 0.85]) {
          const x = rect.left + rect.width * fx;
          const y = rect.top + rect.height * fy;
          if (x < 0 || y < 0 || x >= innerWidth || y >= innerHeight) continue;
          inView += 1;
          const hit = document.elementFromPoint(x, y);
          if (hit && (hit === el || el.contains(hit))) onTop += 1;
          else if (!coveredBy && hit)
            coveredBy = `${hit.tagName.toLowerCase()}.${hit.getAttribute('class') ?? ''}`;
        }
      }
      return {
        ...describeStop(el),
        outline: {
          style: style.outlineStyle,
          width: parseFloat(style.outlineWidth),
          color: style.outlineColor,
        },
        boxShadow: style.boxShadow,
        inViewShare: inView / 25,
        uncoveredShare: inView === 0 ? 0 : onTop / inView,
        coveredBy,
        scrollY,
        isTallerThanViewport: rect.height > innerHeight,
        backdrop: style.outlineStyle === 'none' ? null : backdrop(el),
        inHero: Boolean(el.closest('main header')),
        heroStops: heroStops(el),
      };
    }

    (window as Win).__describeStop = describeStop;
    (window as Win).__lookAtFocus = lookAtFocus;
  });
}

/** The focused element, measured; null when nothing (the document) has focus. */
export function lookAtFocus(page: Page): Promise<FocusLook | null> {
  return page.evaluate(() =>
    (window as unknown as { __lookAtFocus: () => FocusLook | null }).__lookAtFocus(),
  );
}

/**
 * Presses Tab from the start of the page until focus comes round again,
 * and returns what each press focused, in order.
 * @throws when more than `limit` presses never come round (a keyboard trap).
 */
export async function walkWithTab(page: Page, limit = 120): Promise<FocusLook[]> {
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  const seen: FocusLook[] = [];
  for (let press = 0; press < limit; press++) {
    await page.keyboard.press('Tab');
    const look = await lookAtFocus(page);
    if (!look) {
      if (seen.length > 0) return seen;
      continue;
    }
    if (seen.length > 0 && look.key !== '' && look.key === seen[0].key) return seen;
    seen.push(look);
  }
  throw new Error(
    `Tab did not come round in ${limit} presses: ${seen.map((s) => s.label).join(', ')}`,
  );
}

/**
 * Sorts stops in reading order: regions in the given order, then within a
 * region top to bottom, and left to right for stops on one row (their tops
 * within 4 px).
 */
export function readingOrder(stops: Stop[], regions: Region[]): Stop[] {
  return [...stops].sort((a, b) => {
    const byRegion = regions.indexOf(a.region) - regions.indexOf(b.region);
    if (byRegion !== 0) return byRegion;
    if (Math.abs(a.top - b.top) > 4) return a.top - b.top;
    return a.left - b.left;
  });
}

/**
 * Opens a dialog from the keyboard (its trigger focused, Enter), checks that
 * Tab and Shift+Tab never leave it and that everything they focus shows a
 * ring and is in view, that Escape closes it and that focus goes back to the
 * trigger. Needs {@link installFocusProbe}.
 */
export async function expectFocusTrapped(
  page: Page,
  trigger: Locator,
  dialog: Locator,
): Promise<void> {
  await trigger.focus();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
  await expect.poll(() => dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  const stops = await dialog.evaluate(
    (el) =>
      [
        ...el.querySelectorAll<HTMLElement>(
          'a[href], button, input, textarea, [tabindex], video[controls]',
        ),
      ].filter(
        (node) =>
          node.tabIndex >= 0 && node.checkVisibility() && !(node as HTMLButtonElement).disabled,
      ).length,
  );
  expect(stops, 'the dialog has something to focus').toBeGreaterThan(0);
  for (const key of ['Tab', 'Shift+Tab']) {
    for (let press = 0; press < stops + 2; press++) {
      await page.keyboard.press(key);
      const inside = await dialog.evaluate((el) => el.contains(document.activeElement));
      expect(inside, `${key} #${press + 1} stays in the dialog`).toBe(true);
      const look = await lookAtFocus(page);
      expect(look?.outline.style, `${look?.label} has a focus ring`).not.toBe('none');
      expect(look?.outline.width, `${look?.label}'s ring is at least 2 px`).toBeGreaterThanOrEqual(
        2,
      );
      expect(look && isInFullView(look), `${look?.label} is in view, nothing covering it`).toBe(
        true,
      );
    }
  }
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(trigger).toBeFocused();
}

/**
 * WCAG 2.4.11 and then some: the focused element lies wholly in the viewport
 * (as much of it as fits, for one taller than the viewport) and nothing,
 * such as a sticky bar or a toast, is painted over any of it.
 */
export function isInFullView(look: FocusLook): boolean {
  return (
    look.uncoveredShare === 1 &&
    (look.inViewShare === 1 || (look.isTallerThanViewport && look.inViewShare >= 0.6))
  );
}
