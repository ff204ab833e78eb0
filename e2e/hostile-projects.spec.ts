import { PROJECT_LIMITS } from '#src/features/projects/api/project-schema.ts';
import { recordViolations, violations } from './support/csp.ts';
import { releaseProjects, setProjectsMode } from './support/stand-ins.ts';
import { expect, type Page, test } from './support/test.ts';

/**
 * docs/product.md § Projects: remote data is never trusted. The projects stand-in
 * answers a hostile list; the page renders text as text, lets only http(s)
 * URLs become links and images, truncates and caps what it shows
 * (`PROJECT_LIMITS`), runs none of it, and stays responsive.
 */

/** 1 MB of text. */
const MEGABYTE = 'A'.repeat(1_000_000);
const MARKUP_TITLE = '<script>window.pwned = "title"</script>Hostile title';

function item(id: number, overrides: Record<string, unknown> = {}) {
  return {
    id,
    title: `Project ${id}`,
    description: `Description ${id}`,
    // Relative: resolved against the projects URL, the stand-in serves any /images/ path.
    background_image: `images/${id}.svg`,
    stack: 'React',
    language: 'TypeScript',
    alt: `Picture ${id}`,
    url: `https://example.com/projects/${id}`,
    ...overrides,
  };
}

/** Markup, scripts, event handlers and non-http URLs everywhere, 1 MB strings, 10 000 items. */
const HOSTILE = [
  item(1, {
    title: MARKUP_TITLE,
    description: `<img src=x onerror="window.pwned='description';alert(1)">`,
    stack: '<svg onload="window.pwned=\'stack\'">',
    language: '"><iframe src="javascript:window.pwned=\'language\'">',
    alt: '" onerror="window.pwned=\'alt\'',
  }),
  item(2, { url: 'javascript:window.pwned="url"' }),
  item(3, { url: ' JaVaScRiPt:window.pwned="url"' }),
  item(4, { url: 'java\tscript:window.pwned="url"' }),
  item(5, { url: 'data:text/html,<script>window.pwned="url"</script>' }),
  item(6, { url: 'vbscript:msgbox("pwned")' }),
  item(7, { background_image: 'javascript:window.pwned="image"' }),
  item(8, {
    background_image:
      'data:image/svg+xml,<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>',
  }),
  item(9, { background_image: 'vbscript:msgbox("pwned")' }),
  item(10, {
    title: MEGABYTE,
    description: MEGABYTE,
    stack: MEGABYTE,
    language: MEGABYTE,
    alt: MEGABYTE,
  }),
  item(11, { url: `https://example.com/${MEGABYTE}` }),
  // Every other one of 10 000 items is bad: thousands of items to reject, more than enough to show.
  ...Array.from({ length: 10_000 }, (_, index) =>
    item(100 + index, index % 2 === 1 ? { url: `javascript:window.pwned=${index}` } : {}),
  ),
];

/**
 * Bound on the longest main-thread task, and on the time from an input to
 * its next paint, while the page receives, checks and renders the hostile
 * answer, in ms. Measured on the 2-core test machine: longest task 70–140 ms
 * and slowest input 90–200 ms when quiet; up to about 410 ms with a load
 * average of 6 from other builds and browsers. INP calls 500 ms "poor"; the
 * bound is twice that, so it tolerates a loaded machine yet fails a page that
 * hangs on the list (rendering thousands of cards, or checking every item
 * of a list of 100 000 bad ones, takes seconds).
 */
const RESPONSIVE_MS = 1000;

/**
 * How long the page may take to show the capped list once the answer is
 * released, in ms: about 3 s on a quiet 2-core machine (parse 8 MB, check
 * 10 000 items, render the cards while the visitor types), about 10 s on one
 * three times slower; twice that for margin. A page that renders every item
 * or hangs still fails (and the responsiveness bounds below catch a slow one).
 */
const ANSWER_TAKEN_MS = 20_000;

const projectsSection = (page: Page) =>
  page.locator('section', { has: page.getByRole('heading', { name: 'Featured Projects Today' }) });

/** Long tasks and input latency (Event Timing), from the first script on. */
function recordResponsiveness(page: Page) {
  return page.addInitScript(() => {
    const log = {
      longTasks: [] as Array<{ start: number; duration: number }>,
      inputs: [] as Array<{ name: string; start: number; duration: number }>,
    };
    (window as unknown as { responsiveness: typeof log }).responsiveness = log;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        log.longTasks.push({ start: entry.startTime, duration: entry.duration });
    }).observe({ type: 'longtask', buffered: true });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        log.inputs.push({ name: entry.name, start: entry.startTime, duration: entry.duration });
    }).observe({ type: 'event', durationThreshold: 16, buffered: true } as PerformanceObserverInit);
  });
}

test.afterEach(async () => {
  await setProjectsMode({ kind: 'ok' });
});

test('hostile project JSON is shown as text, capped and truncated; none of it runs, and the page stays responsive', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  const consoleTexts: string[] = [];
  page.on('console', (message) => consoleTexts.push(message.text()));
  await recordViolations(page);
  await recordResponsiveness(page);

  const body = JSON.stringify(HOSTILE);
  expect(body.length).toBeGreaterThan(8_000_000);
  await setProjectsMode({ kind: 'body', body, hold: true });
  await page.goto('/');

  // Hydrated: the courses filter answers typing.
  const search = page.getByRole('searchbox', { name: 'Search in Your Library' });
  const courses = page.getByRole('list', { name: 'Courses' }).getByRole('listitem');
  await search.fill('dummy');
  await expect(courses).toHaveCount(3);
  await search.fill('');
  await expect(courses).toHaveCount(10);

  // The answer arrives; type while the page takes it in.
  const released = await page.evaluate(() => performance.now());
  await releaseProjects();
  const typing = search.pressSequentially('progressive', { delay: 20 });
  const projects = projectsSection(page);
  // Taking in the 8 MB answer (parse, check 10 000 items, two commits of cards) takes about 3 s
  // on a quiet 2-core machine while the typing goes on; a machine three times slower needs 10 s.
  await expect(projects.getByRole('link')).toHaveCount(PROJECT_LIMITS.items, {
    timeout: ANSWER_TAKEN_MS,
  });
  await typing;
  await expect(courses).toHaveCount(1);
  const done = await page.evaluate(() => performance.now());

  // Responsive: no long task, and no input waiting long for its paint.
  const { longTasks, inputs } = await page.evaluate(
    () =>
      (
        window as unknown as {
          responsiveness: {
            longTasks: Array<{ start: number; duration: number }>;
            inputs: Array<{ name: string; start: number; duration: number }>;
          };
        }
      ).responsiveness,
  );
  const during = <T extends { start: number }>(entries: T[]) =>
    entries.filter((entry) => entry.start >= released && entry.start <= done);
  const longest = Math.max(0, ...during(longTasks).map((task) => task.duration));
  const slowestInput = Math.max(0, ...during(inputs).map((input) => input.duration));
  test.info().annotations.push({
    type: 'responsiveness',
    description: `longest task ${Math.round(longest)} ms, slowest input ${Math.round(slowestInput)} ms (bound ${RESPONSIVE_MS} ms) over ${Math.round(done - released)} ms`,
  });
  console.log(
    `hostile projects: longest task ${Math.round(longest)} ms, slowest input-to-paint ${Math.round(slowestInput)} ms, answer taken in ${Math.round(done - released)} ms`,
  );
  expect(longest).toBeLessThan(RESPONSIVE_MS);
  expect(slowestInput).toBeLessThan(RESPONSIVE_MS);

  // Text stays text.
  const hostileCard = projects.getByRole('link', { name: MARKUP_TITLE, exact: true });
  await expect(hostileCard).toBeVisible();
  await expect(hostileCard).toContainText(
    `<img src=x onerror="window.pwned='description';alert(1)">`,
  );
  await expect(projects.locator('script, iframe, object, embed, svg[onload]')).toHaveCount(0);
  await expect(projects.locator('[onerror], [onload], [onclick], [onmouseover]')).toHaveCount(0);

  // Only http(s) URLs became links and images; the items with other schemes are left out.
  const urls = await projects.evaluate((section) => ({
    links: [...section.querySelectorAll('a')].map((link) => link.getAttribute('href') ?? ''),
    images: [...section.querySelectorAll('img')].map((image) => image.getAttribute('src') ?? ''),
  }));
  expect(urls.links).toHaveLength(PROJECT_LIMITS.items);
  for (const url of [...urls.links, ...urls.images]) expect(url).toMatch(/^https?:\/\//);
  for (const id of [2, 3, 4, 5, 6, 7, 8, 9, 11, 101, 103]) {
    await expect(projects.getByRole('link', { name: `Project ${id}`, exact: true })).toHaveCount(0);
  }
  await expect(projects.getByRole('link', { name: 'Project 100', exact: true })).toHaveAttribute(
    'rel',
    'noopener noreferrer',
  );
  await expect(projects.getByRole('link', { name: 'Project 100', exact: true })).toHaveAttribute(
    'target',
    '_blank',
  );

  // 1 MB strings are cut to their caps.
  const big = projects.getByRole('link').nth(1);
  const text = await big.evaluate((card) => ({
    title: card.querySelector('h3')?.textContent ?? '',
    description: card.querySelector('p')?.textContent ?? '',
    alt: card.querySelector('img')?.getAttribute('alt') ?? '',
  }));
  expect(text.title).toHaveLength(PROJECT_LIMITS.title);
  expect(text.title.endsWith('…')).toBe(true);
  expect(text.description).toHaveLength(PROJECT_LIMITS.description);
  expect(text.alt).toHaveLength(PROJECT_LIMITS.alt);
  expect(await page.evaluate(() => document.documentElement.outerHTML.length)).toBeLessThan(
    500_000,
  );

  // Nothing ran: no flag, no dialog, nothing the policy had to block.
  expect(
    await page.evaluate(() => (window as unknown as { pwned?: string }).pwned),
  ).toBeUndefined();
  expect(dialogs).toEqual([]);
  expect(
    consoleTexts.filter((text) => text.includes('pwned') && !text.startsWith('Projects:')),
  ).toEqual([]);
  expect(await violations(page)).toEqual([]);
});
