import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expectNoAxeViolations } from './support/a11y.ts';
import { WITHOUT_BUILD_CHROMIUM } from './support/build-without-chromium.ts';
import { waitForHydration } from './support/hydration.ts';
import { copyRepository } from './support/repository-copy.ts';
import { setProjectsMode } from './support/stand-ins.ts';
import { expect, type Locator, type Page, test } from './support/test.ts';
import { buildVariantSite, type VariantSite } from './support/variant-site.ts';

/**
 * docs/product.md § Availability: the sample owner (Asia/Manila, UTC+8) is
 * open to contract and full-time work from March 2027 and gives a booking
 * page. The line is prerendered in each language; the owner's local time
 * appears after hydration in a reserved slot, follows the page's clock each
 * minute, and moves nothing (layout shift 0). A site whose portfolio.json has
 * no availability shows no line.
 */

// No service worker: its first-visit toast ("Ready to work offline") would
// come at a moment of its own and lie over the page while axe runs, where axe
// cannot tell the toast text's background (as in a11y-axe.spec.ts).
test.use({ serviceWorkers: 'block' });

test.beforeEach(async () => {
  await setProjectsMode({ kind: 'ok' });
});

/** Sums the page's layout shifts from its first paint on (read with {@link shiftsOf}). */
async function recordShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const record = window as unknown as { shiftTotal: number };
    record.shiftTotal = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        record.shiftTotal += (entry as unknown as { value: number }).value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

const shiftsOf = (page: Page) =>
  page.evaluate(() => (window as unknown as { shiftTotal: number }).shiftTotal);

const availabilityLine = (page: Page, text: string) =>
  page.locator('main header p', { hasText: text });

for (const { path, line, clockBefore, clockAfter, contact, book, dialog } of [
  {
    path: '/',
    line: 'Open to contract and full-time work from March 2027',
    clockBefore: ' · UTC+8, 23:59 now',
    clockAfter: ' · UTC+8, 00:00 now',
    contact: 'Get in touch',
    book: 'Book a call',
    dialog: 'Send me a message',
  },
  {
    path: '/fil/',
    line: 'Bukas sa kontrata at full-time na trabaho simula Marso 2027',
    clockBefore: ' · UTC+8, 23:59 ngayon',
    clockAfter: ' · UTC+8, 00:00 ngayon',
    contact: 'Makipag-ugnayan',
    book: 'Mag-book ng tawag',
    dialog: 'Padalhan ako ng mensahe',
  },
]) {
  test(`${path}: the line, the owner's clock across midnight, no layout shift`, async ({
    page,
  }) => {
    // 15:59:30 UTC is 23:59:30 in Manila; the page's clock is set before it loads.
    await page.clock.install({ time: new Date('2027-01-15T15:59:30Z') });
    await recordShifts(page);
    const html = await (await page.request.get(path)).text();
    expect(html).toContain(line);
    // Before hydration the clock's place holds a time of a fixed date, hidden from sight and
    // from screen readers: no time of the build shows.
    expect(html.match(/UTC\+8, \d\d:\d\d/g)).toHaveLength(1);
    expect(html).toMatch(
      /<span class="[^"]+" aria-hidden="true"><span> · <\/span>UTC\+8, \d\d:\d\d/,
    );

    await page.goto(path);
    await waitForHydration(page);
    const paragraph = availabilityLine(page, line);
    await expect(paragraph).toContainText(`${line}${clockBefore}`);
    const box = await paragraph.boundingBox();
    await page.clock.runFor(31_000);
    await expect(paragraph).toContainText(`${line}${clockAfter}`);
    expect(await paragraph.boundingBox()).toEqual(box);
    expect(await shiftsOf(page)).toBe(0);

    const booking = page.getByRole('link', { name: book });
    await expect(booking).toHaveAttribute('href', 'https://booking.example.com/jamie-santos');
    await expect(booking).toHaveAttribute('rel', 'noopener');
    await expect(booking).toHaveAttribute('target', '_blank');
    await expectNoAxeViolations(page, `availability ${path}`);

    await page.getByRole('link', { name: contact }).click();
    await expect(page.getByRole('dialog', { name: dialog })).toBeVisible();
    await expect(page).toHaveURL(path);
  });
}

/**
 * The text a visitor sees on each line box of `element`, top to bottom: its
 * characters but white space, in order, each placed on a line by its own box
 * (`Range.getClientRects` of one character). A character whose box lies
 * outside an ancestor that clips overflow is not seen, so it is left out.
 */
function visibleLines(element: Locator): Promise<string[]> {
  return element.evaluate((root) => {
    const lines: { top: number; bottom: number; chars: { x: number; c: string }[] }[] = [];
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      // Where the ancestors that clip overflow let the text show, left to right.
      let left = -Infinity;
      let right = Infinity;
      for (let box = node.parentElement; box; box = box.parentElement) {
        if (getComputedStyle(box).overflowX === 'visible') continue;
        const rect = box.getBoundingClientRect();
        left = Math.max(left, rect.left + box.clientLeft);
        right = Math.min(right, rect.left + box.clientLeft + box.clientWidth);
      }
      for (let i = 0; i < text.length; i++) {
        const c = text.charAt(i);
        if (/\s/.test(c)) continue;
        const range = document.createRange();
        range.setStart(node, i);
        range.setEnd(node, i + 1);
        for (const rect of range.getClientRects()) {
          const x = rect.left + rect.width / 2;
          if (rect.width === 0 || x < left || x > right) continue;
          const middle = rect.top + rect.height / 2;
          let line = lines.find((l) => middle > l.top && middle < l.bottom);
          if (!line) {
            line = { top: rect.top, bottom: rect.bottom, chars: [] };
            lines.push(line);
          }
          line.chars.push({ x, c });
        }
      }
    }
    return lines
      .sort((a, b) => a.top - b.top)
      .map((line) => {
        line.chars.sort((a, b) => a.x - b.x);
        return line.chars.map(({ c }) => c).join('');
      });
  });
}

for (const { path, line, clock } of [
  {
    path: '/',
    line: 'Open to contract and full-time work from March 2027',
    clock: 'UTC+8, 12:05 now',
  },
  {
    path: '/fil/',
    line: 'Bukas sa kontrata at full-time na trabaho simula Marso 2027',
    clock: 'UTC+8, 12:05 ngayon',
  },
]) {
  test(`${path}: the line wraps with no separator at the start or end of a line`, async ({
    page,
  }) => {
    await page.clock.install({ time: new Date('2027-01-14T04:05:00Z') });
    const paragraph = availabilityLine(page, line);
    const squeezed = (text: string) => text.replaceAll(/\s/g, '');
    for (const width of [320, 390, 768, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto(path);
      await waitForHydration(page);
      await expect(paragraph).toContainText(clock);
      const lines = await visibleLines(paragraph);
      // Every word of the line and the clock is seen, in order.
      const seen = lines.join('');
      expect(seen, `${width}px`).toContain(squeezed(line));
      expect(seen, `${width}px`).toContain(squeezed(clock));
      for (const text of lines) {
        expect(text, `a line at ${width}px: ${lines.join(' | ')}`).not.toMatch(/^·|·$/);
      }
      // Where the clock follows the line on the same line box, the separator is seen between them.
      if (width === 1280) expect(lines.join(' | ')).toContain(squeezed(`2027 · ${clock}`));
    }
  });
}

for (const [path, clock] of [
  ['/', 'UTC+8, 12:05 now'],
  ['/fil/', 'UTC+8, 12:05 ngayon'],
]) {
  test(`${path} on phones the clock arrives without moving anything`, async ({ page }) => {
    await page.clock.install({ time: new Date('2027-01-14T04:05:00Z') });
    await recordShifts(page);
    // 412 px is Lighthouse's phone, where a reserved width too short for "ngayon" wrapped it.
    for (const width of [320, 360, 390, 412, 768]) {
      await page.setViewportSize({ width, height: 844 });
      await page.goto(path);
      await waitForHydration(page);
      await expect(page.locator('main header')).toContainText(clock);
      expect(await shiftsOf(page), `${width}px`).toBe(0);
    }
  });
}

test('once `from` has come the page says nothing about it, from that minute on', async ({
  page,
}) => {
  // The sample's "from March 2027" begins at midnight in Manila, 16:00 UTC the day before. The
  // site was built earlier, so its prerendered line still says it; the page judges it live.
  const before = new Date('2027-02-28T15:59:30Z');
  await page.clock.install({ time: before });
  for (const [path, line, from] of [
    ['/', 'Open to contract and full-time work', ' from March 2027'],
    ['/fil/', 'Bukas sa kontrata at full-time na trabaho', ' simula Marso 2027'],
  ]) {
    await page.clock.setSystemTime(before);
    await page.goto(path);
    await waitForHydration(page);
    const header = page.locator('main header');
    await expect(header).toContainText(`${line}${from} · UTC+8, 23:59`);
    await page.clock.runFor(31_000);
    await expect(header).toContainText(`${line} · UTC+8, 00:00`);
    await expect(header).not.toContainText(from);
  }
});

test.describe('a portfolio without availability', () => {
  let variant: VariantSite | undefined;
  let site = '';

  test.beforeAll(async () => {
    test.setTimeout(300_000);
    const dir = copyRepository('availability-spec-');
    for (const file of ['portfolio.json', 'portfolio.fil.json']) {
      const portfolio = JSON.parse(readFileSync(join(dir, file), 'utf8'));
      delete portfolio.availability;
      writeFileSync(join(dir, file), `${JSON.stringify(portfolio, null, 2)}\n`);
    }
    // No PDF or share pictures: nothing here reads them (WITHOUT_BUILD_CHROMIUM).
    variant = await buildVariantSite(dir, WITHOUT_BUILD_CHROMIUM);
    site = variant.url;
  });

  test.afterAll(async () => {
    await variant?.close();
  });

  test('shows no line, no clock, no booking link, and no seeks', async ({ page, request }) => {
    for (const path of ['', 'fil/']) {
      await page.goto(`${site}${path}`);
      await waitForHydration(page);
      const header = page.locator('main header');
      await expect(header.getByRole('link', { name: 'CV' })).toBeVisible();
      await expect(header).not.toContainText(/UTC|Open to|Bukas sa|Get in touch|Makipag-ugnayan/);
      await expect(page.getByRole('link', { name: /Book a call|Mag-book/ })).toHaveCount(0);
      const jsonLd = JSON.parse(
        (await page.locator('script[type="application/ld+json"]').textContent()) ?? '',
      );
      expect(jsonLd).not.toHaveProperty('seeks');
      const resume = await (await request.get(`${site}${path}resume.json`)).json();
      expect(resume.meta?.availability).toBeUndefined();
    }
  });
});
