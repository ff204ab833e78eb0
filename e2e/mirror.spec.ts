import { PDFDict, PDFDocument, PDFName } from 'pdf-lib';
import sharp from 'sharp';
import { NARROW, WIDE } from './support/a11y.ts';
import { waitForHydration } from './support/hydration.ts';
import { buildScriptVariant } from './support/script-variant.ts';
import { expect, type Page, test } from './support/test.ts';
import type { VariantSite } from './support/variant-site.ts';

/**
 * The Arabic page is the English one's mirror image (docs/product.md § Languages, "Direction
 * and scripts"), checked on what the logical-CSS lint rule cannot see: a physical side in an
 * inline style or a script, a transform, an icon that points and does not turn round. Text
 * differs between the languages (other words, other fonts, other line heights), so this
 * compares layout, not glyphs: each box's inline-start or inline-end edge against its parent's
 * (the English box's left against the Arabic box's right), and each icon's picture against the
 * English one's mirror image (an icon that points, see POINTING) or the English one itself.
 * A variant of the sample with `resume.ar.json`, built once as `npm run build` does.
 */

/** How far (px) an edge may be from its mirror: sub-pixel layout rounds differently. */
const EDGE_TOLERANCE = 2;

/**
 * The icons that point along the line (src/components/ui/icons.tsx), by their first path:
 * they turn round on a right-to-left page; every other icon (play, heart, logos) keeps its
 * drawing, as docs/product.md § Languages says.
 */
const POINTING = new Map([['M14 4h6v6M20 4l-9 9', 'ExternalIcon']]);

/**
 * One element's horizontal box and its parent's (px, from the window's left); whether the
 * parent runs right to left; `inText` when words come before it in its parent (it sits in a line of words)
 * or its parent's words have no right-to-left letter (the bidi algorithm orders those).
 */
type Box = {
  key: string;
  x: number;
  w: number;
  px: number;
  pw: number;
  rtl: boolean;
  inText: boolean;
  icon?: string;
};

/**
 * Every rendered element under `<body>`, keyed by its path of tag and classes (the same in
 * both languages of one build), with its box and its parent's.
 */
function boxesOf(page: Page): Promise<Box[]> {
  return page.evaluate(() => {
    const boxes: Box[] = [];
    const walk = (element: Element, key: string) => {
      const seen = new Map<string, number>();
      const parent = element.getBoundingClientRect();
      const rtl = getComputedStyle(element).direction === 'rtl';
      // Words with no right-to-left letter (English content on the Arabic page): the bidi
      // algorithm orders them left to right, so what sits among them is not mirrored.
      const foreign =
        [...element.childNodes].some(
          (node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim(),
        ) && !/[\u0590-\u08ff]/.test(element.textContent ?? '');
      for (const child of element.children) {
        const signature = `${child.tagName.toLowerCase()}.${[...child.classList].sort().join('.')}`;
        const index = seen.get(signature) ?? 0;
        seen.set(signature, index + 1);
        const childKey = `${key}>${signature}[${index}]`;
        const box = child.getBoundingClientRect();
        let inText = false;
        for (let node = child.previousSibling; node && !inText; node = node.previousSibling) {
          inText = node.nodeType === Node.TEXT_NODE && Boolean(node.textContent?.trim());
        }
        if (box.width > 1 && parent.width > 1) {
          boxes.push({
            key: childKey,
            x: box.x,
            w: box.width,
            px: parent.x,
            pw: parent.width,
            rtl,
            inText: inText || foreign,
            icon:
              child.tagName === 'svg'
                ? (child.querySelector('path')?.getAttribute('d') ?? '')
                : undefined,
          });
        }
        if (child.tagName !== 'svg') walk(child, childKey);
      }
    };
    walk(document.body, 'body');
    return boxes;
  });
}

/** The parent's key of a box's key. */
const parentKey = (key: string) => key.slice(0, key.lastIndexOf('>'));

/**
 * The boxes whose inline-start and inline-end edges both miss their mirror image by more than
 * EDGE_TOLERANCE, as `key: English start/end, Arabic start/end` lines; and how many were
 * compared. Compared are the boxes in both pages that come after no words and whose
 * siblings in both pages are as wide in both: a box placed after a word (a link in a
 * sentence, a button after its label) moves with the word's width, which is the language's,
 * not the layout's.
 */
function unmirrored(en: Box[], ar: Box[]): { lines: string[]; compared: number } {
  const arabic = new Map(ar.map((box) => [box.key, box]));
  const siblings = Map.groupBy(en, (box) => parentKey(box.key));
  const lines: string[] = [];
  let compared = 0;
  for (const box of en) {
    const mirror = arabic.get(box.key);
    if (!mirror || box.inText || mirror.inText) continue;
    const steady = (siblings.get(parentKey(box.key)) ?? []).every((sibling) => {
      const other = arabic.get(sibling.key);
      return !other || Math.abs(other.w - sibling.w) <= EDGE_TOLERANCE;
    });
    if (!steady) continue;
    compared += 1;
    // English: from the parent's left (start) and right (end); Arabic: from its right and left,
    // but where the parent runs left to right (English content on the Arabic page) as English.
    const start = box.x - box.px;
    const end = box.px + box.pw - (box.x + box.w);
    let [arStart, arEnd] = [mirror.px + mirror.pw - (mirror.x + mirror.w), mirror.x - mirror.px];
    if (!mirror.rtl) [arStart, arEnd] = [arEnd, arStart];
    if (Math.abs(start - arStart) > EDGE_TOLERANCE && Math.abs(end - arEnd) > EDGE_TOLERANCE) {
      const n = (value: number) => Math.round(value);
      lines.push(`${box.key}: en ${n(start)}/${n(end)}, ar ${n(arStart)}/${n(arEnd)}`);
    }
  }
  return { lines, compared };
}

/**
 * The share of an icon's inked pixels that differ between two same-size pictures (greyscale,
 * by more than 96 of 255), `a` flopped (mirrored) first when asked; the least over shifts of
 * up to a pixel sideways, since the two languages place an icon at different sub-pixel offsets.
 * @returns 0 (alike) to 1; 1 also when the sizes differ.
 */
async function pictureDifference(a: Buffer, b: Buffer, flopA: boolean): Promise<number> {
  const read = (picture: Buffer, flop: boolean) =>
    (flop ? sharp(picture).flop() : sharp(picture))
      .greyscale()
      .raw()
      .toBuffer({ resolveWithObject: true });
  const [left, right] = await Promise.all([read(a, flopA), read(b, false)]);
  const { width, height } = left.info;
  if (width !== right.info.width || height !== right.info.height) return 1;
  // The background is the corner's shade; ink is what differs from it.
  const background = left.data[0] ?? 0;
  const at = (data: Buffer, x: number, y: number) => data[y * width + x] ?? background;
  let ink = 0;
  for (let index = 0; index < left.data.length; index += 1) {
    if (Math.abs((left.data[index] ?? 0) - background) > 48) ink += 1;
  }
  let least = 1;
  for (const shift of [-1, 0, 1]) {
    let differ = 0;
    for (let y = 0; y < height; y += 1) {
      for (let x = 1; x < width - 1; x += 1) {
        if (Math.abs(at(left.data, x, y) - at(right.data, x + shift, y)) > 96) differ += 1;
      }
    }
    least = Math.min(least, ink === 0 ? 0 : differ / ink);
  }
  return least;
}

/**
 * Each kind of icon the page shows (its first one), pictured in both languages: an icon that
 * points against the English one's mirror image, any other against the English one.
 * @returns `name: share of differing ink` for each icon that differs by more than a quarter.
 */
async function unmirroredIcons(en: Page, ar: Page, boxes: Box[]): Promise<string[]> {
  const lines: string[] = [];
  const seen = new Set<string>();
  for (const box of boxes) {
    if (!box.icon || seen.has(box.icon)) continue;
    seen.add(box.icon);
    const selector = `svg:has(path[d="${box.icon}"])`;
    const [one, two] = [en.locator(selector).first(), ar.locator(selector).first()];
    if (!(await one.isVisible()) || !(await two.isVisible())) continue;
    const pointing = POINTING.get(box.icon);
    const name = pointing ?? box.icon.slice(0, 24);
    // Each on whole pixels: the two languages place an icon at different sub-pixel offsets (the
    // text before it differs), and a stroke drawn across a pixel's edge is two grey pixels where
    // the other is one black one, which no sideways shift matches. So each is moved by the rest
    // of its offset (`translate`, which the icon's own mirroring `transform` keeps) for the
    // screenshot; one that scrolls is in the middle of the screen first, clear of a toast.
    for (const icon of [one, two])
      await icon.evaluate((element) => {
        element.scrollIntoView({ block: 'center', inline: 'center', behavior: 'instant' });
        const { x, y } = element.getBoundingClientRect();
        (element as SVGElement).style.translate = `${Math.round(x) - x}px ${Math.round(y) - y}px`;
      });
    const english = await one.screenshot({ animations: 'disabled' });
    const arabic = await two.screenshot({ animations: 'disabled' });
    let difference = await pictureDifference(english, arabic, pointing !== undefined);
    // An icon that is its own mirror image (the heart, the envelope) cannot be mirrored wrongly,
    // and its two pictures differ by the pixels its strokes fall on: either way may match better.
    if (pointing === undefined && (await pictureDifference(english, english, true)) <= 0.05)
      difference = Math.min(difference, await pictureDifference(english, arabic, true));
    if (difference > 0.25) lines.push(`${name}: ${difference.toFixed(2)}`);
  }
  return lines;
}

let variant: VariantSite | undefined;
let site = '';

// Each test loads four pages and compares a few hundred boxes and pictures.
test.beforeEach(() => test.slow());

test.beforeAll(async () => {
  test.setTimeout(600_000);
  variant = await buildScriptVariant('mirror-spec-', ['ar']);
  site = variant.url;
});

test.afterAll(async () => {
  await variant?.close();
});

/** Opens the page in both languages at `size`, each settled: hydrated, the projects listed. */
async function openBoth(
  en: Page,
  ar: Page,
  path: string,
  size: { width: number; height: number },
  home: boolean,
) {
  for (const [page, prefix] of [
    [en, ''],
    [ar, 'ar/'],
  ] as const) {
    await page.setViewportSize(size);
    await page.goto(`${site}${prefix}${path}`);
    if (home) {
      await waitForHydration(page);
      await expect(page.locator('[data-skeleton]')).toHaveCount(0);
    }
    await expect(page.locator('html')).toHaveAttribute('dir', prefix ? 'rtl' : 'ltr');
  }
}

async function expectMirrored(en: Page, ar: Page, what: string, minimum: number) {
  const english = await boxesOf(en);
  const { lines, compared } = unmirrored(english, await boxesOf(ar));
  expect(lines, `${what}: boxes not mirrored`).toEqual([]);
  expect(compared, `${what}: boxes compared`).toBeGreaterThan(minimum);
  expect(await unmirroredIcons(en, ar, english), `${what}: icons`).toEqual([]);
}

for (const [name, size] of [
  ['wide', WIDE],
  ['narrow', NARROW],
] as const) {
  test(`/ar/ is the mirror image of / ${name} (${size.width}×${size.height}), Home and CV`, async ({
    page,
    context,
  }) => {
    const ar = await context.newPage();
    await openBoth(page, ar, '', size, true);
    await expectMirrored(page, ar, `Home, ${name}`, 100);
    await openBoth(page, ar, 'cv/', size, false);
    await expectMirrored(page, ar, `CV, ${name}`, 20);
  });
}

test('the Arabic PDF CV reads right to left (/Direction /R2L), the English one does not', async ({
  page,
}) => {
  const directionOf = async (path: string) => {
    await page.goto(`${site}${path}`);
    const href = await page.locator('a[href$=".pdf"]').first().getAttribute('href');
    const bytes = await (await page.request.get(new URL(href ?? '', page.url()).href)).body();
    const pdf = await PDFDocument.load(bytes, { updateMetadata: false });
    const preferences = pdf.catalog.lookupMaybe(PDFName.of('ViewerPreferences'), PDFDict);
    return preferences?.get(PDFName.of('Direction'))?.toString();
  };
  expect(await directionOf('ar/cv/')).toBe('/R2L');
  // Left to right is the PDF's default (PDF 1.7 § 12.2), so the English PDF names none.
  expect(await directionOf('cv/')).toBeUndefined();
});
