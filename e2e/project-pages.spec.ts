import { existsSync, readFileSync } from 'node:fs';
import { parse as parseYaml } from 'yaml';
import { projectSlug } from '#src/features/projects/api/project-slug.ts';
import { expectNoAxeViolations, loadInMode, NARROW, WIDE } from './support/a11y.ts';
import { recordViolations, violations } from './support/csp.ts';
import { expectPictureLoaded } from './support/pictures.ts';
import { SITE_URL } from './support/ports.ts';
import { waitForServiceWorker } from './support/service-worker.ts';
import { setProjectsMode } from './support/stand-ins.ts';
import { expect, type Page, test } from './support/test.ts';

/**
 * docs/product.md § Project pages: a static page per project of the bundled
 * list, in every language, with its case study from `content/projects/`,
 * readable with scripts off and offline after one visit. What each page must
 * show is read here from the same files the build reads.
 */

type Listed = { title: string; description: string; url: string; language: string };
type Facts = { repository?: string; homepage?: string; stars?: number; licence?: string };

const PROJECTS = (JSON.parse(readFileSync('public/data/projects.json', 'utf8')) as Listed[]).map(
  (project) => ({ ...project, slug: projectSlug(project) }),
);

/** A case study's front matter and body, as the owner wrote them. */
function study(slug: string, lang?: string): { facts: Facts; markdown: string } | undefined {
  const file = `content/projects/${slug}${lang ? `.${lang}` : ''}.md`;
  if (!existsSync(file)) return undefined;
  const text = readFileSync(file, 'utf8');
  const match = /^---\n([\s\S]*?)\n---\n/.exec(text);
  return {
    facts: match ? (parseYaml(match[1] ?? '') as Facts) : {},
    markdown: match ? text.slice(match[0].length) : text,
  };
}

/** The first listed project whose case study names a homepage: it has both links. */
const WITH_HOMEPAGE = PROJECTS.find((project) => study(project.slug)?.facts.homepage);
/** A project with a Filipino case study, and one shown in English on the Filipino page. */
const TRANSLATED = PROJECTS.find((project) => study(project.slug, 'fil'));
const UNTRANSLATED = PROJECTS.find((project) => study(project.slug) && !study(project.slug, 'fil'));

const caseStudy = (page: Page) => page.getByRole('region', { name: 'Case study' });

test.beforeEach(async () => {
  await setProjectsMode({ kind: 'ok' });
});

test('the sample has what these tests need: a homepage, a translation and one without', () => {
  expect(WITH_HOMEPAGE, 'a case study with a homepage').toBeDefined();
  expect(TRANSLATED, 'a case study with a Filipino translation').toBeDefined();
  expect(UNTRANSLATED, 'a case study without one').toBeDefined();
});

test('a project page: title, description, facts, "Source", "Live site" and the case study, no CSP violation', async ({
  page,
}) => {
  const project = WITH_HOMEPAGE;
  if (!project) throw new Error('no case study with a homepage');
  const { facts, markdown } = study(project.slug) ?? { facts: {}, markdown: '' };
  await recordViolations(page);
  await page.goto(`/projects/${project.slug}/`);

  await expect(page).toHaveTitle(`${project.title} · Jamie Santos`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(project.title);
  await expect(page.getByRole('main')).toContainText(project.description);
  await expect(page.getByRole('link', { name: 'Source', exact: true })).toHaveAttribute(
    'href',
    facts.repository ?? project.url,
  );
  await expect(page.getByRole('link', { name: 'Live site', exact: true })).toHaveAttribute(
    'href',
    facts.homepage ?? '',
  );
  const definition = (term: string) => page.locator('dt', { hasText: term }).locator('+ dd');
  await expect(definition('Main language')).toHaveText(project.language);
  if (facts.stars !== undefined)
    await expect(definition('Stars')).toHaveText(facts.stars.toLocaleString('en'));
  if (facts.licence) await expect(definition('Licence')).toHaveText(facts.licence);

  // The case study: its top headings (`##`, the sample has no `#`) at level 2, under the page's one h1.
  const headings = [...markdown.matchAll(/^## (.+)$/gm)].map((match) => match[1]?.trim() ?? '');
  expect(headings.length).toBeGreaterThan(0);
  await expect(caseStudy(page).getByRole('heading', { level: 2 })).toHaveText(headings);
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);

  // JSON-LD SoftwareSourceCode.
  const jsonLd = JSON.parse(
    (await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}',
  );
  expect(jsonLd).toMatchObject({
    '@type': 'SoftwareSourceCode',
    name: project.title,
    codeRepository: facts.repository ?? project.url,
    programmingLanguage: project.language,
    author: { '@type': 'Person', name: 'Jamie Santos' },
  });
  if (facts.licence) expect(jsonLd.license).toBe(facts.licence);
  expect(await violations(page)).toEqual([]);

  // "Home" leads back.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Jamie Santos' })).toBeVisible();
});

test('case studies: code highlighted at build time, tables, task lists, local pictures with their size', async ({
  page,
}) => {
  const all = PROJECTS.flatMap((project) => {
    const found = study(project.slug);
    return found ? [{ ...project, ...found }] : [];
  });
  const withCode = all.find(({ markdown }) => /^```(ts|js|bash|python|sql|json)/m.test(markdown));
  const withTable = all.find(({ markdown }) => /^\|.*\|\n\|[\s:|-]+\|$/m.test(markdown));
  const withTasks = all.find(({ markdown }) => /^- \[[ x]\] /m.test(markdown));
  expect([withCode, withTable, withTasks]).not.toContain(undefined);

  await page.goto(`/projects/${withCode?.slug}/`);
  await expect(caseStudy(page).locator('pre code.hljs span[class^="hljs-"]').first()).toBeVisible();
  // No app script: the colour-mode file and the search's (docs/product.md § Search).
  expect(
    await page.locator('script[src]').evaluateAll((all) => all.map((s) => s.getAttribute('src'))),
  ).toEqual([expect.stringMatching(/colour-mode-/), expect.stringMatching(/static-search-/)]);
  expect(await page.locator('script:not([src]):not([type$="json"])').count()).toBe(0);

  await page.goto(`/projects/${withTable?.slug}/`);
  await expect(caseStudy(page).getByRole('table')).toBeVisible();

  await page.goto(`/projects/${withTasks?.slug}/`);
  const boxes = caseStudy(page).getByRole('checkbox');
  await expect(boxes.first()).toBeDisabled();

  // Every case study's picture is the site's own, sized, and loads.
  for (const project of all.filter(({ markdown }) => /!\[[^\]]*\]\(images\//.test(markdown))) {
    await page.goto(`/projects/${project.slug}/`);
    const picture = caseStudy(page).getByRole('img').first();
    await picture.scrollIntoViewIfNeeded();
    expect(await picture.getAttribute('src')).toMatch(/^\/images\//);
    expect(Number(await picture.getAttribute('width'))).toBeGreaterThan(0);
    expect(Number(await picture.getAttribute('height'))).toBeGreaterThan(0);
    await expectPictureLoaded(picture);
  }
});

test('every project has a page in every language, and the sitemap lists them with their alternates', async ({
  request,
}) => {
  for (const project of PROJECTS) {
    for (const path of ['', 'fil/']) {
      const response = await request.get(`/${path}projects/${project.slug}/`);
      expect(response.status(), `${path}projects/${project.slug}/`).toBe(200);
      expect(await response.text()).toContain(`>${project.title.replace(/&/g, '&amp;')}</h1>`);
    }
  }
  const sitemap = await (await request.get('/sitemap.xml')).text();
  for (const project of PROJECTS) {
    expect(sitemap).toContain(`<loc>${SITE_URL}projects/${project.slug}/</loc>`);
    expect(sitemap).toContain(
      `<xhtml:link rel="alternate" hreflang="fil" href="${SITE_URL}fil/projects/${project.slug}/"/>`,
    );
  }
  expect((await request.get('/projects/no-such-project/')).status()).toBe(404);
});

test('in Filipino: the page’s texts, the translated case study, and English marked as English', async ({
  page,
}) => {
  if (!TRANSLATED || !UNTRANSLATED) throw new Error('the sample lacks a translated case study');
  await page.goto(`/fil/projects/${TRANSLATED.slug}/`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fil');
  await expect(page.getByRole('link', { name: 'Source code', exact: true })).toBeVisible();
  const translated = page.getByRole('region', { name: 'Kuwento ng proyekto' });
  await expect(translated).not.toHaveAttribute('lang');
  const firstHeading = /^## (.+)$/m.exec(study(TRANSLATED.slug, 'fil')?.markdown ?? '')?.[1];
  await expect(translated.getByRole('heading', { level: 2 }).first()).toHaveText(
    firstHeading ?? '',
  );
  // The project's own texts come from the list, in English.
  await expect(page.getByRole('heading', { level: 1 })).toHaveAttribute('lang', 'en');

  await page.goto(`/fil/projects/${UNTRANSLATED.slug}/`);
  await expect(page.getByRole('region', { name: 'Kuwento ng proyekto' })).toHaveAttribute(
    'lang',
    'en',
  );
  const english = page.getByRole('link', { name: 'English', exact: true });
  await expect(english).toHaveAttribute('hreflang', 'en');
  await english.click();
  await expect(page).toHaveURL(new RegExp(`/projects/${UNTRANSLATED.slug}/$`));
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(caseStudy(page)).not.toHaveAttribute('lang');
});

test('with scripts off, a project page reads the same', async ({ browser }) => {
  const project = WITH_HOMEPAGE ?? PROJECTS[0];
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: WIDE });
  const page = await context.newPage();
  await page.goto(`/projects/${project?.slug}/`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(project?.title ?? '');
  await expect(page.getByRole('link', { name: 'Source', exact: true })).toBeVisible();
  await expect(caseStudy(page).getByRole('heading', { level: 2 }).first()).toBeVisible();
  await context.close();
});

test('offline after one visit to Home: every project page opens, with its case study’s picture', async ({
  page,
  context,
}) => {
  await page.goto('/');
  await waitForServiceWorker(page);
  await context.setOffline(true);
  for (const project of [TRANSLATED, UNTRANSLATED]) {
    await page.goto(`/projects/${project?.slug}/`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(project?.title ?? '');
    const picture = caseStudy(page).getByRole('img').first();
    await picture.scrollIntoViewIfNeeded();
    await expectPictureLoaded(picture);
  }
  await page.goto(`/fil/projects/${TRANSLATED?.slug}/`);
  await expect(page.getByRole('region', { name: 'Kuwento ng proyekto' })).toBeVisible();
});

for (const mode of ['dark', 'light'] as const) {
  test(`a project page passes axe in ${mode} mode, wide and narrow, in both languages`, async ({
    page,
  }) => {
    // The colour mode a visitor chose on Home carries over to the project pages.
    await loadInMode(page, mode);
    for (const path of [
      `projects/${WITH_HOMEPAGE?.slug}/`,
      `fil/projects/${UNTRANSLATED?.slug}/`,
    ]) {
      for (const viewport of [WIDE, NARROW]) {
        await page.setViewportSize(viewport);
        await page.goto(`/${path}`);
        await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
        await expectNoAxeViolations(page, `${path} ${mode} ${viewport.width}px`);
      }
    }
  });
}

test('keyboard: the skip link, Home, Writing, Search, the language link, then "Source" and "Live site"', async ({
  page,
}) => {
  await page.goto(`/projects/${WITH_HOMEPAGE?.slug}/`);
  await expect(page.getByRole('banner').getByRole('button', { name: 'Search' })).toBeVisible();
  const navigation = page.getByRole('navigation', { name: 'Main' });
  const order = [
    page.getByRole('link', { name: 'Skip to content' }),
    navigation.getByRole('link', { name: 'Home' }),
    // The sample owner has posts (docs/product.md § Posts).
    navigation.getByRole('link', { name: 'Writing' }),
    // Its script shows it (docs/product.md § Search).
    page.getByRole('banner').getByRole('button', { name: 'Search' }),
    page.getByRole('link', { name: 'Filipino', exact: true }),
    page.getByRole('link', { name: 'Source', exact: true }),
    page.getByRole('link', { name: 'Live site', exact: true }),
  ];
  for (const link of order) {
    await page.keyboard.press('Tab');
    await expect(link).toBeFocused();
  }
  expect(await order.at(-1)?.evaluate((link) => getComputedStyle(link).outlineStyle)).toBe('solid');
  // The skip link moves focus to the page's content.
  for (const _ of order.slice(1)) await page.keyboard.press('Shift+Tab');
  await expect(order[0] ?? page).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();
});

test('the navigation’s links stand apart in the top bar, as on the posts pages', async ({
  page,
}) => {
  await page.goto(`/projects/${WITH_HOMEPAGE?.slug}/`);
  const navigation = page.getByRole('navigation', { name: 'Main' });
  const home = await navigation.getByRole('link', { name: 'Home' }).boundingBox();
  const writing = await navigation.getByRole('link', { name: 'Writing' }).boundingBox();
  // One row, and a gap between the two (they ran together as "HomeWriting").
  expect(Math.abs((home?.y ?? 0) - (writing?.y ?? 100))).toBeLessThan(4);
  expect((writing?.x ?? 0) - ((home?.x ?? 0) + (home?.width ?? 0))).toBeGreaterThanOrEqual(16);
});

test('each page has its own share picture, a 1200×630 PNG in og:image, per language; the CV has one too', async ({
  page,
  request,
}) => {
  const pictures = new Set<string>();
  for (const path of [
    `projects/${TRANSLATED?.slug}/`,
    `fil/projects/${TRANSLATED?.slug}/`,
    `projects/${UNTRANSLATED?.slug}/`,
    'cv/',
    'fil/cv/',
  ]) {
    await page.goto(`/${path}`);
    const image = await page.locator('meta[property="og:image"]').getAttribute('content');
    expect(image, path).toMatch(/^https?:\/\/.+\.png$/);
    await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute(
      'content',
      'summary_large_image',
    );
    // Fetched from this worker's own server: the path of the absolute URL.
    const response = await request.get(new URL(image ?? '').pathname);
    expect(response.status(), `${path}: ${image}`).toBe(200);
    expect(response.headers()['content-type']).toMatch(/^image\/png/);
    const bytes = await response.body();
    expect(bytes.subarray(1, 4).toString()).toBe('PNG');
    // IHDR: width and height, big-endian, at bytes 16 and 20.
    expect([bytes.readUInt32BE(16), bytes.readUInt32BE(20)], path).toEqual([1200, 630]);
    expect(bytes.length, `${path}: a link preview's picture stays small`).toBeLessThan(200_000);
    pictures.add(bytes.toString('base64'));
  }
  // The project's picture differs from language to language (its caption) and from the CV's.
  expect(pictures.size).toBe(5);
});
