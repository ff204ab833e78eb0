import { expectNoAxeViolations, loadInMode, NARROW, WIDE } from './support/a11y.ts';
import { holdRequests } from './support/held-requests.ts';
import { waitForServiceWorker } from './support/service-worker.ts';
import { setProjectsMode } from './support/stand-ins.ts';
import { expect, type Page, test } from './support/test.ts';

/**
 * docs/product.md § Résumé sections: Home's publications, awards and volunteer
 * work (loaded when scrolled near, after the document and its first view,
 * without a layout shift), and every section on the CV pages, in both
 * languages, readable offline after one visit.
 */

test.beforeEach(async () => {
  await setProjectsMode({ kind: 'ok' });
});

const PUBLICATION = 'Making a permit form fast on a ₱3,000 phone';
const PUBLICATION_URL = 'https://dev.to/jamie-santos-dev/making-a-permit-form-fast-on-a-3000-phone';

const HOME = {
  en: {
    path: '/',
    projects: 'Featured Projects Today',
    headings: ['Publications', 'Awards', 'Volunteering'],
    texts: ['DEV Community · March 2024', 'Best Civic App', 'September 2021 to now'],
  },
  fil: {
    path: '/fil/',
    projects: 'Mga Tampok na Proyekto Ngayon',
    headings: ['Mga Publikasyon', 'Mga Parangal', 'Pagvo-volunteer'],
    texts: ['DEV Community · Marso 2024', 'Best Civic App', 'Setyembre 2021 hanggang ngayon'],
  },
} as const;

/** One layout shift: its score, and what moved (`afterExperience`: an element after the experience section). */
type Shift = {
  value: number;
  at: number;
  /** `hadRecentInput`: the shift followed the visitor's input, so it does not count. */
  input: boolean;
  sources: { afterExperience: boolean; moved: string }[];
  /**
   * For a failure's message: where the page was scrolled and how long it was when the shift was
   * reported (a frame or so after it), and when this spec's own steps ran (ms, as `at`).
   */
  page: { scrollY: number; height: number; steps: Record<string, number> };
};

/** Starts recording the page's layout shifts (all of them, input or not) from its first byte. */
async function recordLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    const shifts: Shift[] = [];
    Object.assign(window, { __shifts: shifts });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        const shift = entry as unknown as {
          value: number;
          startTime: number;
          hadRecentInput: boolean;
          sources?: { node?: Node; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
        };
        shifts.push({
          value: shift.value,
          at: Math.round(shift.startTime),
          input: shift.hadRecentInput,
          page: {
            scrollY: Math.round(window.scrollY),
            height: document.documentElement.scrollHeight,
            steps: Object.fromEntries(
              performance
                .getEntriesByType('mark')
                .filter(({ name }) => name.startsWith('spec:'))
                .map(({ name, startTime }) => [name, Math.round(startTime)]),
            ),
          },
          sources: (shift.sources ?? []).map(({ node, previousRect, currentRect }) => {
            const experience = document.getElementById('experience-heading')?.closest('section');
            const afterExperience = Boolean(
              node &&
                experience &&
                !experience.contains(node) &&
                experience.compareDocumentPosition(node) & Node.DOCUMENT_POSITION_FOLLOWING,
            );
            const name = (node as Element | undefined)?.outerHTML?.slice(0, 60) ?? node?.nodeName;
            return {
              afterExperience,
              moved: `${name}: ${JSON.stringify(previousRect)} → ${JSON.stringify(currentRect)}`,
            };
          }),
        });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The layout shifts so far, each with the elements that moved (for the failure message). */
const layoutShifts = (page: Page) =>
  page.evaluate(() => (window as unknown as { __shifts: Shift[] }).__shifts);

/** Whether the sections' chunk has been requested by the page. */
const sectionsRequested = (page: Page) =>
  page.evaluate(() =>
    performance.getEntriesByType('resource').some((entry) => /resume-sections/.test(entry.name)),
  );

/**
 * Scrolls down half a screen at a time, 50 ms apart, to the end of the page, as a reader does,
 * then back up to the sections if needed. Paced from here, not by awaiting frames inside the
 * page: a frame Chromium holds back must not leave one step waiting for ever.
 */
async function scrollToEnd(page: Page) {
  await expect
    .poll(
      () =>
        page.evaluate(() => {
          window.scrollBy(0, innerHeight / 2);
          return innerHeight + scrollY >= document.documentElement.scrollHeight - 1;
        }),
      { intervals: [50] },
    )
    .toBe(true);
  // A reader who got to the end before the sections' chunk sees them once the marker is out of
  // sight again: scroll back up until they are there.
  await expect
    .poll(
      async () => {
        if (await page.locator('#publications-heading').count()) return true;
        await page.evaluate(() => window.scrollBy(0, -innerHeight / 2));
        return false;
      },
      { intervals: [100] },
    )
    .toBe(true);
}

for (const layout of [WIDE, NARROW]) {
  for (const lang of ['en', 'fil'] as const) {
    const { path, projects, headings, texts } = HOME[lang];
    test(`${lang} home at ${layout.width} px: the sections load when scrolled near, with no layout shift`, async ({
      page,
      request,
    }) => {
      // Not in the prerendered document: it is at its byte budget (docs/product.md § Performance).
      const html = await (await request.get(path)).text();
      for (const text of texts) expect(html).not.toContain(text);

      await page.setViewportSize(layout);
      await recordLayoutShifts(page);
      await page.goto(path);
      await expect(
        page.getByRole('region', { name: projects }).getByRole('link').first(),
      ).toBeVisible();
      // Nothing of them on the first screen; on a phone, where they are screens away, not even
      // their chunk until the reader scrolls near (on a wide screen they are within a screen).
      expect(
        await page.evaluate(
          () =>
            (document.getElementById('publications-heading')?.getBoundingClientRect().top ??
              Infinity) > innerHeight,
        ),
      ).toBe(true);
      expect(html).not.toContain('resume-sections');
      if (layout === NARROW) expect(await sectionsRequested(page)).toBe(false);

      await scrollToEnd(page);
      for (const [index, heading] of headings.entries()) {
        const region = page.getByRole('region', { name: heading });
        await expect(region.getByRole('heading', { level: 2, name: heading })).toBeVisible();
        await expect(region).toContainText(texts[index]);
      }
      await expect(
        page.getByRole('region', { name: headings[0] }).getByRole('link', { name: PUBLICATION }),
      ).toHaveAttribute('href', PUBLICATION_URL);
      // After the experience, before Connect.
      const order = await page.evaluate(() =>
        [...document.querySelectorAll('main h2')].map((h2) => h2.id),
      );
      expect(order.slice(-5)).toEqual([
        'experience-heading',
        'publications-heading',
        'awards-heading',
        'volunteer-heading',
        'connect-heading',
      ]);
      // Nothing from the sections on moved: what moves there is theirs (earlier shifts, of the
      // projects replacing their skeletons, are the projects' own: projects-cache.spec.ts, first-paint.spec.ts).
      const shifts = await layoutShifts(page);
      expect(
        shifts.filter(({ sources }) => sources.some((source) => source.afterExperience)),
        JSON.stringify(shifts, null, 1),
      ).toEqual([]);
    });
  }
}

/** Waits until the page has rendered two more frames (layout done, shifts reported). */
const afterFrames = (page: Page) =>
  page.evaluate(
    () =>
      new Promise((done) =>
        requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(done))),
      ),
  );

/** The summed layout shift that counts (CLS: shifts without recent input), and its entries. */
async function unexpectedShift(page: Page) {
  await afterFrames(page);
  const shifts = await page.evaluate(() =>
    (window as unknown as { __shifts: Shift[] }).__shifts.filter((shift) => !shift.input),
  );
  return { total: shifts.reduce((sum, { value }) => sum + value, 0), shifts };
}

/** Connect's heading's distance from the top of the viewport, in CSS px. */
const connectTop = (page: Page) =>
  page.evaluate(
    () => document.getElementById('connect-heading')?.getBoundingClientRect().top ?? NaN,
  );

/**
 * Loads `path` as a visitor who scrolls to its end before the app has hydrated (on a phone
 * hydration ends about 1.3 s after `load`): the entry script is held back until the page, with
 * its whole stylesheet, has been scrolled to the end. Returns Connect's heading's place then.
 */
async function loadScrolledToEnd(page: Page, path: string, { anchoring = true } = {}) {
  await page.addInitScript((anchoring) => {
    // What Safari does: no scroll anchoring (CSS `overflow-anchor: none` turns Chromium's off).
    if (!anchoring)
      document.addEventListener('DOMContentLoaded', () => {
        document.documentElement.style.overflowAnchor = 'none';
      });
  }, anchoring);
  const hydrate = await holdRequests(page, /\/assets\/index-[\w-]+\.js$/);
  // Not `load`: it would wait for the entry script when the loader adds it before `load`.
  await page.goto(path, { waitUntil: 'domcontentloaded' });
  // The whole stylesheet follows the first paint on a phone: then the page has its real length.
  await expect
    .poll(() =>
      page.evaluate(() =>
        [...document.styleSheets].some(({ href }) => /\/styles-/.test(href ?? '')),
      ),
    )
    .toBe(true);
  // A frame with the whole stylesheet first. Scrolled in the frame it arrives in, what it moves
  // below the fold (the first view's CSS lays out only the first view) is counted as moving into
  // sight: a shift of 0.98 at 320×640, the scroll's and not the sections'.
  await afterFrames(page);
  await page.evaluate(() => {
    window.scrollTo(0, document.documentElement.scrollHeight);
    performance.mark('spec:scrolled-to-end');
  });
  await afterFrames(page);
  expect(await page.evaluate(() => '__earlyClicks' in window), 'not hydrated yet').toBe(true);
  const top = await connectTop(page);
  if (Number.isNaN(top)) throw new Error(`no Connect heading on ${path}`);
  await page.evaluate(() => performance.mark('spec:hydrating'));
  hydrate();
  await expect.poll(() => page.evaluate(() => '__earlyClicks' in window)).toBe(false);
  return top;
}

const SECTIONS_DATA = { en: /\/assets\/en-[\w-]+\.js$/, fil: /\/assets\/fil-[\w-]+\.js$/ };

/** Waits until the page has fetched the sections' code and `lang`'s data (whether or not they are in yet). */
async function sectionsLoaded(page: Page, lang: keyof typeof SECTIONS_DATA) {
  await expect
    .poll(() =>
      page.evaluate(
        (data) =>
          ['/resume-sections-', data].every((name) =>
            performance
              .getEntriesByType('resource')
              .some((entry) => new RegExp(name).test(entry.name)),
          ),
        SECTIONS_DATA[lang].source,
      ),
    )
    .toBe(true);
}

test.describe('a visitor at the end of Home before the sections arrive', () => {
  test.use({ serviceWorkers: 'block' });
  test.beforeEach(async ({ page }) => {
    await recordLayoutShifts(page);
  });

  // docs/product.md § Résumé sections: nothing the visitor sees moves, whatever the scroll position.
  for (const viewport of [
    { width: 320, height: 640 },
    { width: 412, height: 823 },
  ]) {
    for (const lang of ['en', 'fil'] as const) {
      const { path, headings } = HOME[lang];
      test(`${lang} at ${viewport.width}×${viewport.height}: Connect stays put as the sections load, and after`, async ({
        page,
      }) => {
        await page.setViewportSize(viewport);
        const top = await loadScrolledToEnd(page, path);
        // The sections' code and this language's data are here: their place (just above Connect)
        // is in sight, so they wait; nothing moved meanwhile.
        await sectionsLoaded(page, lang);
        const loaded = await unexpectedShift(page);
        expect(loaded.total, JSON.stringify(loaded.shifts, null, 1)).toBeLessThanOrEqual(0.001);
        // Within a pixel: scroll positions are whole device pixels, layout positions need not be.
        expect(Math.abs((await connectTop(page)) - top)).toBeLessThan(1);
        expect(await page.locator('#publications-heading').count()).toBe(0);

        // Scrolling back up, they go in below the viewport, unseen.
        await scrollToEnd(page);
        await expect(page.getByRole('heading', { level: 2, name: headings[2] })).toBeAttached();
        const shown = await unexpectedShift(page);
        expect(shown.total, JSON.stringify(shown.shifts, null, 1)).toBeLessThanOrEqual(0.001);
      });
    }
  }

  // A phone on its side, under the browser's bars (568×240): at the end the sections' place is above the viewport, so they go
  // in at once; the scroll position is kept with the browser's scroll anchoring and without it.
  // Connect, Home's end and the footer take about 260 px in English: 240 keeps the place out
  // of sight by a margin whatever the fonts (at 260 a sliver of it showed, so they waited).
  for (const anchoring of [true, false]) {
    for (const lang of ['en', 'fil'] as const) {
      const { path, headings } = HOME[lang];
      test(`${lang} at 568×240, scroll anchoring ${anchoring ? 'on' : 'off (as Safari)'}: inserted above, nothing moves`, async ({
        page,
      }) => {
        await page.setViewportSize({ width: 568, height: 240 });
        const top = await loadScrolledToEnd(page, path, { anchoring });
        const sectionTop = await page.evaluate(
          () =>
            document.getElementById('connect-heading')?.closest('section')?.getBoundingClientRect()
              .top ?? NaN,
        );
        expect(sectionTop, "Connect's section starts above the viewport").toBeLessThan(0);
        await expect(page.getByRole('heading', { level: 2, name: headings[0] })).toBeAttached();
        expect(
          await page.evaluate(
            () =>
              document
                .getElementById('volunteer-heading')
                ?.closest('section')
                ?.getBoundingClientRect().bottom,
          ),
        ).toBeLessThanOrEqual(0);
        const { total, shifts } = await unexpectedShift(page);
        expect(total, JSON.stringify(shifts, null, 1)).toBeLessThanOrEqual(0.001);
        // Within a pixel: scroll positions are whole device pixels, layout positions need not be.
        expect(Math.abs((await connectTop(page)) - top)).toBeLessThan(1);
      });
    }
  }
});

const SECTIONS_CHUNK = /\/assets\/resume-sections-[\w-]+\.js$/;

/**
 * Loads Home in English at 1280 px with the sections' code held back (until `release`), and
 * waits for the projects. Returns Connect's section, to scroll by, and `requested`, which
 * resolves when the page asks for the held code.
 */
async function loadWithSectionsHeld(page: Page) {
  await page.setViewportSize(WIDE);
  const release = await holdRequests(page, SECTIONS_CHUNK);
  const requested = page.waitForRequest(SECTIONS_CHUNK);
  await page.goto('/');
  await expect(
    page.getByRole('region', { name: HOME.en.projects }).getByRole('link').first(),
  ).toBeVisible();
  const connect = page.locator('section', { has: page.locator('#connect-heading') });
  return { connect, release, requested };
}

/**
 * Waits until the sections' code and English data have run, not only arrived: imported again
 * here, the same modules resolve once they have; then two frames, for what the page does next.
 */
async function sectionsReady(page: Page) {
  await sectionsLoaded(page, 'en');
  await page.evaluate(async (data) => {
    const modules = performance
      .getEntriesByType('resource')
      .map(({ name }) => name)
      .filter((name) => /\/resume-sections-[\w-]+\.js$/.test(name) || new RegExp(data).test(name));
    await Promise.all(modules.map((url) => import(url)));
  }, SECTIONS_DATA.en.source);
  await afterFrames(page);
}

// docs/product.md § Résumé sections: they go in only where their place is known to be out of
// sight. A Connect without a box (not laid out, or no longer in the document) has a rectangle of
// zeros, which once read as "above the viewport": the sections went in under the visitor's eyes.
test.describe('a Connect without a box', () => {
  // Held requests are seen only without a service worker (e2e/support/held-requests.ts).
  test.use({ serviceWorkers: 'block' });

  test('while Connect is not laid out they wait, and go in once their place is out of sight', async ({
    page,
  }) => {
    const { connect, release, requested } = await loadWithSectionsHeld(page);
    // Near enough to load them (asked for, held), and in sight.
    await connect.evaluate((section) => section.scrollIntoView({ block: 'center' }));
    await requested;
    await connect.evaluate((section) => {
      (section as HTMLElement).style.display = 'none';
    });
    release();
    await sectionsLoaded(page, 'en');
    await afterFrames(page);
    expect(await page.locator('#publications-heading').count(), 'no box: waiting').toBe(0);

    // Laid out again, in sight: still waiting; then a reader scrolls on and they go in.
    await connect.evaluate((section) => {
      (section as HTMLElement).style.display = '';
    });
    await afterFrames(page);
    expect(await page.locator('#publications-heading').count(), 'in sight: waiting').toBe(0);
    await scrollToEnd(page);
    await expect(page.getByRole('heading', { level: 2, name: HOME.en.headings[0] })).toBeVisible();
  });
});

// docs/product.md § Résumé sections: nothing the visitor saw moves. What a frame shows is known
// only once its last scroll is in: sections inserted while their place was out of sight, and
// then a scroll in the same frame that brings it back, pushed Connect down in front of the
// visitor (seen in CI as the test scrolled down on its own while their code arrived).
test.describe('a scroll in the frame they go in', () => {
  // Held requests are seen only without a service worker (e2e/support/held-requests.ts).
  test.use({ serviceWorkers: 'block' });

  test('their place taken out of sight and back within one frame: they wait, nothing moves', async ({
    page,
  }) => {
    await recordLayoutShifts(page);
    const { connect, release, requested } = await loadWithSectionsHeld(page);
    // Connect's top 100 px above the bottom of the screen: near enough to load them, and their
    // place in sight, so they wait.
    await connect.evaluate((section) =>
      window.scrollBy(0, section.getBoundingClientRect().top - innerHeight + 100),
    );
    await requested;
    release();
    await sectionsReady(page);
    expect(await page.locator('#publications-heading').count(), 'in sight: waiting').toBe(0);

    // Up until their whole place is below the screen, and down again in the same frame: the
    // scroll event comes first, then this animation frame callback, then the frame is drawn.
    await connect.evaluate((section) => {
      const before = section.previousElementSibling?.getBoundingClientRect().bottom ?? NaN;
      const up = before - innerHeight - 10;
      window.scrollBy(0, up);
      requestAnimationFrame(() => window.scrollBy(0, -up));
    });
    const { total, shifts } = await unexpectedShift(page);
    expect(total, JSON.stringify(shifts, null, 1)).toBeLessThanOrEqual(0.001);
    expect(await page.locator('#publications-heading').count(), 'in sight again: waiting').toBe(0);

    // Out of sight for a whole frame: in they go, unseen.
    await connect.evaluate((section) => {
      const before = section.previousElementSibling?.getBoundingClientRect().bottom ?? NaN;
      window.scrollBy(0, before - innerHeight - 10);
    });
    await expect(page.getByRole('heading', { level: 2, name: HOME.en.headings[0] })).toBeAttached();
    const after = await unexpectedShift(page);
    expect(after.total, JSON.stringify(after.shifts, null, 1)).toBeLessThanOrEqual(0.001);
  });
});

// docs/product.md § Résumé sections: a keyboard user never tabs past them. Their place is in
// sight when their code arrives (so they wait for a scroll), and Tab moves focus only a little.
for (const lang of ['en', 'fil'] as const) {
  test(`${lang}: Tab from the last experience goes into the sections, not past them`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(HOME[lang].path);
    // Connect in the middle of the screen: the gap before it, where the sections go, is in sight.
    await page.evaluate(() =>
      document
        .getElementById('connect-heading')
        ?.closest('section')
        ?.scrollIntoView({ block: 'center', behavior: 'instant' }),
    );
    await sectionsLoaded(page, lang);
    await afterFrames(page);
    expect(await page.locator('#publications-heading').count(), 'waiting, in sight').toBe(0);
    const experienceLinks = page
      .locator('section', { has: page.locator('#experience-heading') })
      .getByRole('link');
    await experienceLinks.nth(-2).focus();
    await page.keyboard.press('Tab');
    await expect(experienceLinks.last()).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: PUBLICATION })).toBeFocused();
  });
}

test.describe('axe', () => {
  // No service worker: its first-visit toast ("Ready to work offline") would
  // come at a moment of its own and lie over the footer's pictures, where axe
  // cannot tell the toast text's background (as in a11y-axe.spec.ts).
  test.use({ serviceWorkers: 'block' });

  for (const mode of ['dark', 'light'] as const) {
    test(`axe finds nothing on Home with the sections and on both CV pages, ${mode} mode`, async ({
      page,
    }) => {
      await loadInMode(page, mode);
      await scrollToEnd(page);
      await expect(page.getByRole('region', { name: 'Volunteering' })).toBeVisible();
      await expectNoAxeViolations(page, `home with the résumé sections, ${mode}`);
      for (const path of ['/cv/', '/fil/cv/']) {
        await page.goto(path);
        await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
        await expectNoAxeViolations(page, `${path}, ${mode}`);
      }
    });
  }
});

test('both CV pages show every section the résumé fills, references only when published', async ({
  page,
}) => {
  const cv = {
    '/cv/': {
      Projects: 'Barangay Permit Tracker',
      Volunteering: 'Volunteer developer, Code for the Philippines',
      Awards: 'Manila Civic Tech Hackathon · November 2022',
      Publications: 'DEV Community · March 2024',
      Languages: 'Filipino (Native speaker), English (Fluent)',
      Interests: 'Civic tech: open data, public services, accessibility',
    },
    '/fil/cv/': {
      'Mga Proyekto': 'Barangay Permit Tracker',
      'Pagvo-volunteer': 'Volunteer na developer, Code for the Philippines',
      'Mga Parangal': 'Manila Civic Tech Hackathon · Nobyembre 2022',
      'Mga Publikasyon': 'DEV Community · Marso 2024',
      'Mga Wika': 'Filipino (Katutubong wika), Ingles (Matatas)',
      'Mga Hilig': 'Civic tech: open data, serbisyo publiko, accessibility',
    },
  };
  for (const [path, sections] of Object.entries(cv)) {
    await page.goto(path);
    for (const [heading, text] of Object.entries(sections)) {
      const region = page.getByRole('main').getByRole('region', { name: heading, exact: true });
      await expect(region, `${path} ${heading}`).toContainText(text);
    }
    await expect(page.getByRole('main').getByRole('link', { name: PUBLICATION })).toHaveAttribute(
      'href',
      PUBLICATION_URL,
    );
    // The sample's portfolio.json does not publish its reference (it names another person).
    await expect(page.getByText('Maria Dela Cruz')).toHaveCount(0);
  }
});

test('offline after one visit, the sections show on / and /fil/', async ({ page, context }) => {
  await page.goto('/');
  await waitForServiceWorker(page);
  await context.setOffline(true);
  for (const lang of ['en', 'fil'] as const) {
    const { path, headings, texts } = HOME[lang];
    await page.goto(path);
    await scrollToEnd(page);
    const region = page.getByRole('region', { name: headings[2] });
    await expect(region, path).toBeVisible();
    await expect(region, path).toContainText(texts[2]);
  }
  await context.setOffline(false);
});
