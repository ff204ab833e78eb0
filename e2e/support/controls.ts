import { expect, type Page } from '@playwright/test';

/** A link or control as a visitor meets it: on screen, and as assistive technology names it. */
export type Control = {
  /** Tag and visible text, for messages. */
  label: string;
  /** The text a sighted visitor reads as its label (WCAG 2.5.3); '' for an icon-only control. */
  visibleLabel: string;
  /** Its accessible name, as Chromium computes it for screen readers and voice control. */
  name: string;
  width: number;
  height: number;
};

/**
 * Every link and control a visitor can reach now (the open dialog's when a
 * modal dialog is open, else the page's, toasts included) with its visible
 * label, accessible name and size. Names come from Chromium's accessibility
 * tree over the DevTools protocol, not from the DOM.
 */
export async function listControls(page: Page): Promise<Control[]> {
  const cdp = await page.context().newCDPSession(page);
  try {
    await cdp.send('Accessibility.enable');
    // One array of elements in the page; their looks and their names are read from that same array.
    const { result } = await cdp.send('Runtime.evaluate', {
      expression: `(${findControls.toString()})()`,
    });
    const arrayId = result.objectId!;
    const { result: looks } = await cdp.send('Runtime.callFunctionOn', {
      objectId: arrayId,
      functionDeclaration: describeControls.toString(),
      returnByValue: true,
    });
    const { result: entries } = await cdp.send('Runtime.getProperties', {
      objectId: arrayId,
      ownProperties: true,
    });
    const controls: Control[] = [];
    for (const [index, look] of (looks.value as Omit<Control, 'name'>[]).entries()) {
      const objectId = entries.find((entry) => entry.name === String(index))?.value?.objectId;
      const { nodes } = await cdp.send('Accessibility.getPartialAXTree', {
        objectId,
        fetchRelatives: false,
      });
      controls.push({
        ...look,
        name: String(nodes.find((node) => !node.ignored)?.name?.value ?? ''),
      });
    }
    await cdp.send('Runtime.releaseObject', { objectId: arrayId });
    return controls;
  } finally {
    await cdp.detach();
  }
}

/** In the page: the reachable links and controls, in the open modal dialog if there is one. */
function findControls(): HTMLElement[] {
  const dialogs = [...document.querySelectorAll('[role="dialog"]')];
  const scope = dialogs.at(-1) ?? document.body;
  const selector = 'a[href], button, input, textarea, select, [role="switch"], [tabindex]';
  return [...scope.querySelectorAll<HTMLElement>(selector)].filter(
    (el) =>
      el.tabIndex >= 0 &&
      !el.closest('[aria-hidden="true"], [inert]') &&
      el.checkVisibility({ visibilityProperty: true }) &&
      el.getBoundingClientRect().width > 0,
  );
}

/** In the page: each control's visible label and size (runs with `this` = findControls' array). */
function describeControls(this: HTMLElement[]): Omit<Control, 'name'>[] {
  const isShown = (el: Element) => {
    for (let node: Element | null = el; node; node = node.parentElement) {
      const rect = node.getBoundingClientRect();
      if (getComputedStyle(node).overflow !== 'visible' && (rect.width <= 1 || rect.height <= 1))
        return false;
    }
    return true;
  };
  // The text a sighted visitor sees inside `el` (not the screen-reader-only parts).
  const visibleText = (el: Element) => {
    const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
    const parts: string[] = [];
    for (let text = walker.nextNode(); text; text = walker.nextNode()) {
      const parent = text.parentElement;
      if (parent?.checkVisibility({ visibilityProperty: true }) && isShown(parent))
        parts.push(text.textContent ?? '');
    }
    return parts.join('').replace(/\s+/g, ' ').trim();
  };
  return this.map((el) => {
    // What reads as the label of a link, button, switch or field (a list that scrolls has none):
    // a field's <label>, else its placeholder; the parts that label a control from inside
    // (aria-labelledby, e.g. a project card's title); else all of its text.
    let visibleLabel = '';
    const labelledBy = (el.getAttribute('aria-labelledby') ?? '').split(' ').filter(Boolean);
    const inner = labelledBy
      .map((id) => document.getElementById(id))
      .filter((node) => node !== null && el.contains(node));
    if (el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement) {
      visibleLabel = [...(el.labels ?? [])].map(visibleText).join(' ') || el.placeholder;
    } else if (inner.length > 0) {
      visibleLabel = inner.map((node) => visibleText(node!)).join(' ');
    } else if (el.matches('a, button, [role="switch"]')) {
      visibleLabel = visibleText(el);
    }
    const rect = el.getBoundingClientRect();
    const text = (el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
    return {
      label: `${el.tagName.toLowerCase()} "${text || el.getAttribute('aria-label') || el.getAttribute('placeholder')}"`,
      visibleLabel,
      width: rect.width,
      height: rect.height,
    };
  });
}

const normalise = (text: string) =>
  text
    .toLocaleLowerCase()
    .replace(/[“”"’…]/g, '')
    .replace(/\s+/g, ' ')
    .trim();

/**
 * WCAG 2.2 checks axe does not make (or makes only in part), on what
 * {@link listControls} finds: every control has a name; a visible label is
 * part of that name (2.5.3 Label in Name, so "say what you see" voice
 * control works); every target is at least 24 × 24 CSS px (2.5.8, our
 * controls have no spacing exception to lean on).
 */
export async function expectWcag22Controls(page: Page, scene: string): Promise<number> {
  const controls = await listControls(page);
  const problems: string[] = [];
  for (const control of controls) {
    if (control.name.trim() === '') problems.push(`${control.label} has no accessible name`);
    if (
      control.visibleLabel !== '' &&
      !normalise(control.name).includes(normalise(control.visibleLabel))
    ) {
      problems.push(
        `${control.label}: name "${control.name}" does not contain its visible label "${control.visibleLabel}"`,
      );
    }
    if (control.width < 24 || control.height < 24) {
      problems.push(
        `${control.label} is ${control.width.toFixed(1)} × ${control.height.toFixed(1)} px (under 24 × 24)`,
      );
    }
  }
  expect(problems, `WCAG 2.2 control problems in "${scene}"`).toEqual([]);
  return controls.length;
}
