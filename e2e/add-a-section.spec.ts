import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { builtEditedCopy } from './support/edited-copy.ts';
import { waitForHydration, watchHydration } from './support/hydration.ts';
import { readPdf } from './support/pdf.ts';
import { changedInCopy, repositoryFiles } from './support/repository-copy.ts';
import { expect, test } from './support/test.ts';

/**
 * Adding a section is its folder and one row (CONTRIBUTING.md, "Add a feature folder";
 * docs/decisions/0048-a-section-is-a-folder-and-a-row.md): a copy of the sample gets a
 * throw-away "Testimonials" section, its face, its component and its picture in its own
 * folder, one row in `src/app/sections.ts` and the owner's quotes in `portfolio.json`, and
 * nothing else of it is edited. Built as `npm run build` does, Home in every language, the CV
 * page, the PDF CV and the precache have the section.
 */

/** The owner's one testimonial. */
const QUOTE = { quote: 'Jamie shipped the permit form a week early.', by: 'Ana Reyes' };
const PICTURE = 'images/testimonials/ana-reyes.svg';

/** The files an owner adds for the section. */
const ADDED = {
  'src/features/testimonials/testimonials.content.ts': [
    '// Build only: the testimonials are checked and mapped at build time; the page gets them.',
    "import { array, type Infer, object } from 'superstruct';",
    "import { PublicPath, Text } from '#src/content/content-schema.ts';",
    "import { cvSection } from '#src/content/cv-html.ts';",
    "import { defineSection } from '#src/content/section-face.ts';",
    "import { escapeHtml } from '#src/lib/html-escape.ts';",
    '',
    'export const Testimonial = object({ quote: Text, by: Text, picture: PublicPath });',
    'export type Testimonial = Infer<typeof Testimonial>;',
    '',
    "declare module '#src/content/content-schema.ts' {",
    '  interface SectionContents {',
    '    testimonials: Testimonial[];',
    '  }',
    '}',
    '',
    "/** What the owner's clients said: a quote, its author and their picture. */",
    'export const testimonialsSection = defineSection({',
    "  key: 'testimonials',",
    '  portfolio: array(Testimonial),',
    '  content: array(Testimonial),',
    '  toContent: ({ own }) => own,',
    `  pictures: (items) => items.map((item, index) => [\`[\${index}].picture\`, item.picture]),`,
    "  home: { module: '#src/features/testimonials/testimonials-section.tsx', export: 'TestimonialsSection' },",
    '  cv: {',
    '    testimonials: ({ content }) =>',
    '      cvSection(',
    "        'cv-testimonials',",
    "        'Testimonials',",
    '        content',
    `          .map(({ quote, by }) => \`<figure class="reference"><blockquote><p>\${escapeHtml(quote)}</p></blockquote><figcaption>\${escapeHtml(by)}</figcaption></figure>\`)`,
    "          .join(''),",
    '      ),',
    '  },',
    '});',
    '',
  ].join('\n'),
  'src/features/testimonials/testimonials-section.tsx': [
    "import { asset } from '#src/config/env.ts';",
    "import type { Testimonial } from './testimonials.content.ts';",
    '',
    '/** Testimonials: each quote with its author and their picture. */',
    'export function TestimonialsSection({ testimonials }: { testimonials: readonly Testimonial[] }) {',
    '  return (',
    '    <section aria-labelledby="testimonials-heading">',
    '      <h2 id="testimonials-heading">Testimonials</h2>',
    '      {testimonials.map(({ quote, by, picture }) => (',
    '        <figure key={by}>',
    '          <img src={asset(picture)} alt={by} width={48} height={48} />',
    '          <blockquote>',
    '            <p>{quote}</p>',
    '          </blockquote>',
    '          <figcaption>{by}</figcaption>',
    '        </figure>',
    '      ))}',
    '    </section>',
    '  );',
    '}',
    '',
  ].join('\n'),
  [`public/${PICTURE}`]:
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 48 48"><circle cx="24" cy="24" r="24" fill="#6d28d9"/></svg>\n',
};

/** The files an owner edits: the one row, and their content. */
const EDITED = ['portfolio.json', 'src/app/sections.ts'];

/** Replaces `anchor` in `text` by `replacement`; throws when the file has no such text. */
function replaced(text: string, anchor: string, replacement: string, file: string): string {
  if (!text.includes(anchor)) throw new Error(`${file} has no "${anchor}" to edit`);
  return text.replace(anchor, replacement);
}

/** Adds the section to the copy at `dir` in exactly the files of {@link ADDED} and {@link EDITED}. */
function addTestimonials(dir: string): void {
  for (const [file, text] of Object.entries(ADDED)) {
    mkdirSync(dirname(join(dir, file)), { recursive: true });
    writeFileSync(join(dir, file), text);
  }
  const portfolioFile = join(dir, 'portfolio.json');
  const portfolio = JSON.parse(readFileSync(portfolioFile, 'utf8'));
  writeFileSync(
    portfolioFile,
    `${JSON.stringify({ ...portfolio, testimonials: [{ ...QUOTE, picture: PICTURE }] }, null, 2)}\n`,
  );
  const listFile = join(dir, 'src/app/sections.ts');
  let list = readFileSync(listFile, 'utf8');
  list = replaced(
    list,
    "import { availabilitySection } from '#src/features/profile/availability.content.ts';",
    "import { availabilitySection } from '#src/features/profile/availability.content.ts';\nimport { testimonialsSection } from '#src/features/testimonials/testimonials.content.ts';",
    listFile,
  );
  list = replaced(
    list,
    '  demoReelSection,\n',
    '  demoReelSection,\n  testimonialsSection,\n',
    listFile,
  );
  writeFileSync(listFile, list);
}

const built = builtEditedCopy('add-a-section-', addTestimonials);

test('the copy differs from the repository in the section’s folder, its picture, the row and the content alone', () => {
  const tracked = repositoryFiles();
  const changed = changedInCopy(built.copy);
  expect(changed.sort()).toEqual(EDITED);
  for (const file of Object.keys(ADDED)) {
    expect(tracked).not.toContain(file);
    expect(existsSync(join(built.copy, file)), file).toBe(true);
  }
});

for (const path of ['', 'fil/']) {
  test(`/${path} shows the section after Your Past Experiences and before Connect, and hydrates`, async ({
    page,
  }) => {
    const hydration = await watchHydration(page);
    // The prerendered section's element, as the document has it before any script runs.
    await page.addInitScript(() =>
      document.addEventListener('DOMContentLoaded', () => {
        Object.assign(window, {
          __prerendered: document.querySelector('[aria-labelledby="testimonials-heading"]'),
        });
      }),
    );
    await page.goto(`${built.site}${path}`);
    await waitForHydration(page);
    // React claimed that very element (no mismatch, nothing rebuilt), and nothing complained.
    const claimed = await page.evaluate(() => {
      const prerendered = (window as unknown as { __prerendered: Element | null }).__prerendered;
      return (
        prerendered !== null &&
        prerendered === document.querySelector('[aria-labelledby="testimonials-heading"]') &&
        Object.keys(prerendered).some((key) => key.startsWith('__reactFiber$'))
      );
    });
    expect(claimed).toBe(true);
    expect(hydration.messages).toEqual([]);
    const section = page.getByRole('region', { name: 'Testimonials' });
    await expect(section.getByText(QUOTE.quote)).toBeVisible();
    await expect(section.getByRole('img', { name: QUOTE.by })).toHaveAttribute(
      'src',
      `/${PICTURE}`,
    );
    const headings = await page.locator('main h2').evaluateAll((all) => all.map((h) => h.id));
    const at = (id: string) => headings.indexOf(id);
    expect(at('testimonials-heading')).toBeGreaterThan(at('experience-heading'));
    expect(at('experience-heading')).toBeGreaterThan(-1);
    expect(at('testimonials-heading')).toBeLessThan(at('connect-heading'));
    // Prerendered: the document itself has the quote, before any script runs.
    const html = await (await page.request.get(`${built.site}${path}`)).text();
    expect(html).toContain(QUOTE.quote);
  });
}

test('the CV page and its PDF have the section, after the parts the CV names', async ({
  page,
  request,
}) => {
  await page.goto(`${built.site}cv/`);
  const section = page.getByRole('region', { name: 'Testimonials' });
  await expect(section.getByText(QUOTE.quote)).toBeVisible();
  const headings = await page.locator('main h2').allTextContents();
  expect(headings.at(-1)).toBe('Testimonials');
  expect(headings).toContain('Work');
  const href = (await page.getByRole('link', { name: 'Download PDF' }).getAttribute('href')) ?? '';
  const response = await request.get(new URL(href, built.site).href);
  expect(response.status()).toBe(200);
  const pdf = await readPdf(await response.body());
  expect(pdf.text.replace(/\s+/g, ' ')).toContain(QUOTE.quote);
});

test('the service worker precaches the section’s picture and the pages that show it', async ({
  request,
}) => {
  const worker = await (await request.get(`${built.site}sw.js`)).text();
  for (const file of [PICTURE, 'index.html', 'fil/index.html', 'cv/index.html']) {
    expect(worker, file).toContain(`"${file}"`);
  }
});
