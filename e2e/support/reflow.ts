import { expect, type Page } from '@playwright/test';
import { settleAnimations } from './a11y.ts';

/**
 * WCAG 1.4.10 (reflow) as seen in the page now: the document does not
 * scroll sideways; no element scrolls or clips its content sideways unless
 * it truncates on purpose (an ellipsis or a line clamp, e.g. course titles
 * and project cards); and every link and control lies
 * wholly inside the viewport's width. Fails with the offending elements.
 */
export async function expectReflow(page: Page, scene: string): Promise<void> {
  await settleAnimations(page);
  const problems = await page.evaluate(() => {
    const found: string[] = [];
    const root = document.documentElement;
    const width = root.clientWidth;
    if (root.scrollWidth > width)
      found.push(`the page scrolls sideways: ${root.scrollWidth} > ${width} px`);
    const describe = (el: Element) =>
      `${el.tagName.toLowerCase()}.${String(el.className).split(' ')[0]} "${(el.textContent ?? '').trim().slice(0, 30)}"`;

    for (const el of document.body.querySelectorAll<HTMLElement>('*')) {
      if (!el.checkVisibility({ visibilityProperty: true }) || el.closest('[aria-hidden="true"]'))
        continue;
      const style = getComputedStyle(el);
      const rect = el.getBoundingClientRect();
      if (rect.width <= 1 || rect.height <= 1) continue; // visually hidden text (.sr-only)
      if (style.overflowX !== 'visible' && el.scrollWidth > el.clientWidth + 1) {
        const truncates = style.textOverflow === 'ellipsis' || style.webkitLineClamp !== 'none';
        if (!truncates)
          found.push(
            `${describe(el)} cuts off or scrolls ${el.scrollWidth - el.clientWidth} px sideways`,
          );
      }
      const isControl =
        el.matches('a[href], button, input, textarea, select, [tabindex]') && el.tabIndex >= 0;
      if (
        isControl &&
        !el.matches('a[href="#main"]') &&
        (rect.left < -1 || rect.right > width + 1)
      ) {
        found.push(
          `${describe(el)} reaches outside the viewport (${Math.round(rect.left)}–${Math.round(rect.right)} of ${width} px)`,
        );
      }
    }
    return found;
  });
  expect(problems, `reflow problems in "${scene}"`).toEqual([]);
}
