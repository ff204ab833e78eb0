import { waitForHydration, watchHydration } from './support/hydration.ts';
import { projectsRequestCount, releaseProjects, setProjectsMode } from './support/stand-ins.ts';
import { expect, type Page, test } from './support/test.ts';

/**
 * docs/decisions/0001-prerender-then-hydrate.md: the build prerenders the whole page, it reads (text and links)
 * without JavaScript, and the client hydrates it without a mismatch.
 */

// Hold the projects back, so the skeletons stay and the page's text stays
// what the HTML holds while the test compares and watches it (held until the
// next mode, not for a time a busy machine could outlast).
test.beforeEach(async () => {
  await setProjectsMode({ kind: 'ok', hold: true });
});

test.afterEach(async () => {
  await setProjectsMode({ kind: 'ok' });
});

/**
 * The page's visible text and its links, for comparing two renderings. Left out: what only
 * JavaScript adds after hydration, by design (the owner's clock, the posts under "Writing",
 * the résumé's sections and the button "Search", which opens what needs the script:
 * docs/product.md § Availability, § Writing, § Résumé sections, § Search).
 */
async function textAndLinks(page: Page) {
  return page.evaluate(() => {
    const later =
      '[data-writing-slot], [aria-labelledby="writing-heading"], [data-resume-sections], [class*="clock"], button[aria-keyshortcuts]';
    // display, not hidden: the clock's own class sets a display, which wins over [hidden].
    for (const part of document.querySelectorAll<HTMLElement>(later)) part.style.display = 'none';
    return {
      text: document.getElementById('root')?.innerText ?? '',
      links: [...document.querySelectorAll('#root a[href]')]
        .filter((link) => !link.closest(later))
        .map((link) => `${link.textContent?.trim()} → ${link.getAttribute('href')}`),
    };
  });
}

test('with JavaScript disabled, the page has all its text and links', async ({ browser }) => {
  const context = await browser.newContext({
    javaScriptEnabled: false,
    viewport: { width: 1280, height: 800 },
  });
  const page = await context.newPage();
  await page.goto('/');

  await expect(page.getByRole('heading', { level: 1, name: 'Jamie Santos' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'LinkedIn', exact: true })).toHaveAttribute(
    'href',
    /^https:\/\//,
  );
  await expect(page.getByRole('link', { name: 'GitHub', exact: true })).toHaveAttribute(
    'href',
    /^https:\/\//,
  );
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' }),
  ).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('heading', { name: 'Featured Projects Today' })).toBeVisible();
  await expect(page.locator('[data-skeleton]')).toHaveCount(11);
  const experience = page.locator('section', {
    has: page.getByRole('heading', { name: 'Your Past Experiences' }),
  });
  await expect(experience.getByRole('listitem')).toHaveCount(3);
  await expect(experience.getByRole('link')).toHaveCount(3);
  await expect(page.getByRole('heading', { name: 'Courses Taken' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Courses' }).getByRole('listitem')).toHaveCount(10);
  await expect(page.getByRole('heading', { name: 'Connect' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Email' })).toBeVisible();
  await expect(page.getByText('Demo Reel', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Like' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Play demo reel' })).toBeVisible();
  const withoutScript = await textAndLinks(page);
  await context.close();

  // The same text and the same links as the hydrated page shows.
  const scripted = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  await scripted.goto('/');
  await expect(scripted.getByRole('heading', { name: 'Featured Projects Today' })).toBeVisible();
  expect(await textAndLinks(scripted)).toEqual(withoutScript);
  expect(withoutScript.links.length).toBeGreaterThanOrEqual(7);
});

test('hydrates the prerendered page without a mismatch, an error or a warning', async ({
  page,
}) => {
  // A mismatch makes React drop the server's nodes and render its own.
  const { messages, removedNodes } = await watchHydration(page);

  await page.goto('/');
  // Hydrated: React has claimed every element of the prerendered HTML.
  await waitForHydration(page);
  expect(await removedNodes()).toEqual([]);

  // …and it is live: the switch, the like toggle and the search respond.
  await page.getByRole('switch', { name: 'Dark mode' }).click();
  await expect(page.getByRole('switch', { name: 'Dark mode' })).not.toBeChecked();
  await page.getByRole('button', { name: 'Like' }).click();
  await expect(page.getByRole('button', { name: 'Like' })).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('searchbox', { name: 'Search in Your Library' }).fill('dummy');
  await expect(page.getByRole('list', { name: 'Courses' }).getByRole('listitem')).toHaveCount(3);

  expect(messages).toEqual([]);
});

test('the projects request is preloaded ahead of the script and is still made only once', async ({
  page,
}) => {
  await setProjectsMode({ kind: 'ok' });
  await page.goto('/');
  // The entry loader adds the preload at the first paint; fetch() picks it up.
  const preload = page.locator('link[rel="preload"][as="fetch"][crossorigin]');
  await expect(preload).toHaveAttribute('href', /\/projects$/);
  await expect(page.getByRole('link', { name: 'Weather Station Dashboard' })).toBeVisible();
  expect(await projectsRequestCount()).toBe(1);
});

test('images: sized, and lazy only below the fold of a phone (sidebar thumbnails: hidden there)', async ({
  page,
}) => {
  await setProjectsMode({ kind: 'ok' });
  await page.setViewportSize({ width: 412, height: 823 });
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Weather Station Dashboard' })).toBeVisible();
  const images = await page.locator('#root img').evaluateAll((elements) =>
    elements.map((element) => {
      const image = element as HTMLImageElement;
      const box = image.getBoundingClientRect();
      return {
        src: image.getAttribute('src'),
        width: image.getAttribute('width'),
        height: image.getAttribute('height'),
        lazy: image.loading === 'lazy',
        shown: box.width > 0,
        top: box.top,
      };
    }),
  );
  expect(images.length).toBeGreaterThan(10);
  for (const image of images) {
    expect(image.width, `${image.src} has a width`).toMatch(/^\d+$/);
    expect(image.height, `${image.src} has a height`).toMatch(/^\d+$/);
    if (image.shown && image.top < 823)
      expect(image.lazy, `${image.src} is in the first screen`).toBe(false);
    if (!image.shown || image.top > 2 * 823)
      expect(image.lazy, `${image.src} is below the fold`).toBe(true);
  }
});

test('on a phone the cards lie on their side, with the skeletons’ size: nothing shifts', async ({
  page,
}) => {
  // Held until the skeleton is measured (a delay could run out first on a busy machine).
  await setProjectsMode({ kind: 'ok', hold: true });
  await page.setViewportSize({ width: 412, height: 823 });
  await page.goto('/');
  const skeleton = await page.locator('[data-skeleton]').first().boundingBox();
  await releaseProjects();
  const card = page.getByRole('link', { name: 'Weather Station Dashboard' });
  await expect(card).toBeVisible();
  const cardBox = await card.boundingBox();
  expect(cardBox).toEqual(skeleton);
  // Picture at the left, smaller than the profile text above: the largest
  // thing in the first screen comes with the HTML.
  const picture = await card.getByRole('img').boundingBox();
  const bio = await page.getByText(/^I build fast, accessible/).boundingBox();
  expect((picture?.width ?? 0) * (picture?.height ?? 0)).toBeLessThan(
    (bio?.width ?? 0) * (bio?.height ?? 0),
  );
  expect(picture?.x).toBe(cardBox?.x);
});
