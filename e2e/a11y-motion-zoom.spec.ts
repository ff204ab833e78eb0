import { writingLists } from '../site-build/posts/writing-list.ts';
import { openDrawer, waitForProjects, waitForWholeHome } from './support/a11y.ts';
import { openContact } from './support/contact.ts';
import { installFocusProbe, isInFullView, walkWithTab } from './support/keyboard.ts';
import { expectReflow } from './support/reflow.ts';
import { waitForServiceWorker } from './support/service-worker.ts';
import { setMediaMode, setProjectsMode } from './support/stand-ins.ts';
import { expect, type Page, test } from './support/test.ts';
import { pauseClock, recordToastTexts, shownToastTexts } from './support/toasts.ts';

/** How many posts Home's Writing shows: the build's list, own posts and the feeds' merged. */
const HOME_POSTS =
  writingLists('.', '/', [
    { lang: 'en', path: '' },
    { lang: 'fil', path: 'fil/' },
  ])[0]?.entries.length ?? 0;

// docs/product.md § Accessibility, "Motion" and "Zoom and reflow": prefers-reduced-motion removes the course
// list's and the dialogs' animations (WCAG 2.3.3); the page reflows into
// 320 CSS px and at 200 % zoom without scrolling sideways or cutting
// anything off (1.4.10, 1.4.4).

test.beforeEach(async ({ page }) => {
  await setProjectsMode({ kind: 'ok' });
  await installFocusProbe(page);
});
test.afterEach(async () => {
  await setMediaMode({ kind: 'ok' });
});

/**
 * Logs every CSS animation that starts in the page, with its element's class,
 * once: an animation `animationLog` already reported as running is skipped.
 */
async function recordAnimations(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const log: string[] = [];
    const logged = new WeakSet<Animation>();
    Object.assign(window, { animationLog: log, loggedAnimations: logged });
    document.addEventListener(
      'animationstart',
      (event) => {
        const target = event.target as Element;
        const animation = target
          .getAnimations()
          .find((running) => (running as CSSAnimation).animationName === event.animationName);
        if (animation && logged.has(animation)) return; // already reported as running
        if (animation) logged.add(animation);
        log.push(`${target.className} ${event.animationName}`);
      },
      true,
    );
  });
}

/**
 * The animations that started since the last call, with those that are
 * running but have not sent `animationstart` yet. The event comes in a later
 * frame than the one that first shows the element, so a check made right
 * after an element appears can come before it; such an animation is already
 * in `document.getAnimations()`, and one that finished has sent its event, so
 * together they miss none and count none twice.
 */
const animationLog = (page: Page) =>
  page.evaluate(() => {
    const { animationLog: log, loggedAnimations: logged } = window as unknown as {
      animationLog: string[];
      loggedAnimations: WeakSet<Animation>;
    };
    const pending = document
      .getAnimations()
      .filter((animation) => !logged.has(animation))
      .map((animation) => {
        logged.add(animation);
        const target = (animation.effect as KeyframeEffect | null)?.target;
        return `${target?.className ?? ''} ${(animation as CSSAnimation).animationName ?? 'transition'}`;
      });
    return [...log.splice(0), ...pending];
  });

/** Names of the CSS animations running on the element and its subtree now. */
const runningAnimations = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((el) =>
      el
        .getAnimations({ subtree: true })
        .map((animation) => (animation as CSSAnimation).animationName ?? 'transition'),
    );

for (const reducedMotion of ['no-preference', 'reduce'] as const) {
  test(`course rows, drawer, dialogs and toasts ${reducedMotion === 'reduce' ? 'do not' : 'do'} animate (${reducedMotion})`, async ({
    page,
  }) => {
    const moves = reducedMotion === 'no-preference';
    await page.emulateMedia({ reducedMotion });
    await recordAnimations(page);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    await waitForProjects(page);
    await animationLog(page);

    // The course list re-enters on every filter.
    const drawer = await openDrawer(page);
    const opened = await animationLog(page);
    await drawer.getByRole('searchbox', { name: 'Search in Your Library' }).fill('course');
    const rows = drawer.getByRole('list', { name: 'Courses' }).getByRole('listitem');
    await expect(rows.first()).toBeVisible();
    const rowStyle = await rows.first().evaluate((el) => {
      const style = getComputedStyle(el);
      return { name: style.animationName, duration: parseFloat(style.animationDuration) };
    });
    const filtered = await animationLog(page);
    await page.keyboard.press('Escape');
    await expect(drawer).toHaveCount(0);
    await animationLog(page);

    const contact = await openContact(page);
    const contactAnimations = await runningAnimations(page, '[role="dialog"]');
    const contactLog = await animationLog(page);
    await page.keyboard.press('Escape');
    await expect(contact).toHaveCount(0);

    await setMediaMode({ kind: 'stall' });
    await animationLog(page);
    await page.getByRole('button', { name: 'Play demo reel' }).click();
    await expect(page.getByRole('dialog', { name: 'Demo Reel' })).toBeVisible();
    const videoLog = await animationLog(page);
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: 'Like' }).click();
    await expect(
      page.getByRole('alertdialog').filter({ hasText: 'Added to Favorites' }),
    ).toBeVisible();
    const toastLog = await animationLog(page);

    if (moves) {
      expect(opened.join('\n')).toMatch(/fade|slide/);
      expect(filtered.filter((entry) => /row-in/.test(entry)).length).toBeGreaterThanOrEqual(3);
      expect(rowStyle.name).toMatch(/row-in/);
      expect(contactLog.join('\n') + contactAnimations.join('\n')).toMatch(/fade|rise/);
      expect(videoLog.join('\n')).toMatch(/fade/);
      expect(toastLog.join('\n')).toMatch(/toast-in/);
    } else {
      // Nothing moves: no animation starts, the rows have none, nothing waits in an entering state.
      expect(rowStyle).toEqual({ name: 'none', duration: 0 });
      expect({ opened, filtered, contactLog, contactAnimations, videoLog, toastLog }).toEqual({
        opened: [],
        filtered: [],
        contactLog: [],
        contactAnimations: [],
        // The loading spinner stands still too (its ring is static under reduced motion).
        videoLog: [],
        toastLog: [],
      });
      await expect(page.locator('[data-entering]')).toHaveCount(0);
    }
  });
}

// WCAG 1.4.10 reflow: 320 CSS px wide (a 1280 px window at 400 % zoom); and a
// 1280 × 800 window at 200 % zoom. Browser zoom scales the CSS pixel: at 200 %
// the layout viewport is 640 × 400 CSS px, media queries see 640 px and
// devicePixelRatio doubles. A 640 × 400 viewport with deviceScaleFactor 2 is
// exactly that layout. (Pinch zoom, Emulation.setPageScaleFactor, magnifies
// without reflowing, and CSS `zoom` leaves media queries at 1280 px: neither
// is what a visitor gets from Ctrl and +.)
const ZOOMS = [
  {
    name: '320 × 640 (400 % zoom of a 1280 px window)',
    viewport: { width: 320, height: 640 },
    deviceScaleFactor: 1,
  },
  { name: '1280 × 800 at 200 % zoom', viewport: { width: 640, height: 400 }, deviceScaleFactor: 2 },
  {
    name: '1920 × 1080 at 200 % zoom (wide layout, short window)',
    viewport: { width: 960, height: 540 },
    deviceScaleFactor: 2,
  },
  {
    name: '1280 × 800 at 250 % zoom (wide layout at its shortest)',
    viewport: { width: 800, height: 400 },
    deviceScaleFactor: 2.5,
  },
];

for (const { name, viewport, deviceScaleFactor } of ZOOMS) {
  test.describe(name, () => {
    test.use({ viewport, deviceScaleFactor });

    test('the page, every dialog and the toasts fit the width with nothing cut off', async ({
      page,
    }) => {
      // One walk through the whole page, three dialogs and two toasts: 15–18 s on a busy 2-core
      // CI machine, over 30 s when it is busier still. A time-out, not a speed claim.
      test.setTimeout(90_000);
      // A clock the test can stop, and a record of the toasts, for the two toasts at the end.
      await page.clock.install();
      await recordToastTexts(page.context());
      await page.goto('/');
      expect(await page.evaluate(() => [innerWidth, devicePixelRatio])).toEqual([
        viewport.width,
        deviceScaleFactor,
      ]);
      await waitForProjects(page);
      await expectReflow(page, 'page');

      // The course list (in the drawer, or the wide layout's sidebar) is not squeezed away: three rows
      // show at once, its last row can be scrolled to, and so can the drawer's colour-mode switch.
      const drawer = viewport.width < 768 ? await openDrawer(page) : page.locator('aside');
      const list = drawer.getByRole('list', { name: 'Courses' });
      const rows = list.getByRole('listitem');
      await expect(rows).toHaveCount(10);
      const [listHeight, rowHeight] = await Promise.all([
        list.evaluate((el) => el.clientHeight),
        rows.first().evaluate((el) => el.getBoundingClientRect().height),
      ]);
      expect(listHeight).toBeGreaterThanOrEqual(3 * rowHeight);
      await rows.last().scrollIntoViewIfNeeded();
      await expect(rows.last()).toBeInViewport({ ratio: 0.95 });
      if (viewport.width < 768) {
        await expectReflow(page, 'navigation drawer');
        const colourSwitch = drawer.getByRole('switch', { name: 'Dark mode' });
        await colourSwitch.scrollIntoViewIfNeeded();
        await expect(colourSwitch).toBeInViewport({ ratio: 1 });
        await page.keyboard.press('Escape');
        await expect(drawer).toHaveCount(0);
      }

      // Every stop of a Tab walk is in full view when focused: no sticky bar covers it at this zoom.
      // The service worker installed first: the first install ends in the toast "Ready to work
      // offline", which on a loaded machine came mid-walk and lay over the hero's "Get in touch"
      // and "Book a call" (at 960 × 540 the toasts' band is where they are). Installed before the
      // reload, the reloaded page has no first install, so no toast.
      await waitForServiceWorker(page);
      // The whole page first: the posts and the résumé's sections come after hydration, and one
      // arriving mid-walk can move the stops under a look (seen once, loaded machine, 200 % zoom).
      await page.reload();
      await waitForWholeHome(page);
      const hidden = (await walkWithTab(page))
        .filter((look) => !isInFullView(look))
        .map(({ label, inViewShare, uncoveredShare, coveredBy, scrollY }) => ({
          label,
          inViewShare,
          uncoveredShare,
          coveredBy,
          scrollY,
        }));
      expect(hidden).toEqual([]);

      const contact = await openContact(page);
      await contact.getByRole('button', { name: 'Send' }).click();
      await expect(contact.getByText('Name must be at least 3 characters')).toBeVisible();
      await expectReflow(page, 'contact form with errors');
      // The buttons at the end of the form can be scrolled to inside the dialog.
      const send = contact.getByRole('button', { name: 'Send' });
      await send.scrollIntoViewIfNeeded();
      await expect(send).toBeInViewport({ ratio: 1 });
      await page.keyboard.press('Escape');
      await expect(contact).toHaveCount(0);

      await setMediaMode({ kind: 'stall' });
      await page.getByRole('button', { name: 'Play demo reel' }).click();
      const video = page.getByRole('dialog', { name: 'Demo Reel' });
      await expect(video.getByRole('status', { name: 'Loading video' })).toBeInViewport({
        ratio: 1,
      });
      await expect(video.getByRole('button', { name: 'Close' })).toBeInViewport({ ratio: 1 });
      await expectReflow(page, 'video dialog');
      await page.keyboard.press('Escape');
      await expect(video).toHaveCount(0);

      // Two toasts stacked (the second flip comes while the first shows). The first flip, with the
      // clock running, loads the toasts' code (React reveals it on a timer of its own); then the
      // clock stands still, so neither toast goes after its 2000 ms while a loaded machine clicks
      // twice and looks (the first was gone before the second came, in 4 of 6 loaded runs).
      const like = page.getByRole('button', { name: 'Like' });
      // Only these: the first visit may also show "Ready to work offline".
      const toasts = page.getByRole('alertdialog').filter({ hasText: /Favorites/ });
      await like.click();
      // Recorded as it appears: on a loaded machine it can come and go between two looks.
      await expect
        .poll(async () => (await shownToastTexts(page)).some((text) => /Favorites/.test(text)))
        .toBe(true);
      await expect(toasts).toHaveCount(0);
      await pauseClock(page);
      await like.click();
      await like.click();
      await expect(toasts).toHaveCount(2);
      for (const toast of await toasts.all()) await expect(toast).toBeInViewport({ ratio: 1 });
      await expectReflow(page, 'two toasts');
    });
  });
}

test('long words in project titles wrap inside their cards at 320 px', async ({ page }) => {
  // One unbroken word far wider than a 320 px card; the title stays under the 120-character cap.
  const word = 'SupercalifragilisticexpialidociousPneumonoultramicroscopic';
  await setProjectsMode({
    kind: 'body',
    body: JSON.stringify([
      {
        id: 1,
        title: `${word} ${word}`,
        description: word.repeat(3),
        background_image: 'https://example.com/a.png',
        stack: word,
        language: word,
        alt: 'A long project',
        url: 'https://example.com/long',
      },
    ]),
  });
  await page.setViewportSize({ width: 320, height: 640 });
  await page.goto('/');
  const card = page.getByRole('link', { name: `${word} ${word}` });
  await expect(card).toBeVisible();
  await expectReflow(page, 'a project with long words');
  // The title wraps (and is clamped to two lines), never wider than its card.
  const title = await card.getByRole('heading').evaluate((el) => ({
    fits: el.scrollWidth <= el.clientWidth,
    lines: Math.round(
      el.getBoundingClientRect().height / parseFloat(getComputedStyle(el).lineHeight),
    ),
  }));
  expect(title).toEqual({ fits: true, lines: 2 });
});

test.describe('the Writing section at 320 px', () => {
  // The posts list is the site's own file, stubbed here with a long word in a title.
  test.use({ serviceWorkers: 'block', viewport: { width: 320, height: 640 } });

  test('long words in post titles wrap inside their cards, and the text has more room than the picture', async ({
    page,
  }) => {
    // One unbroken word far wider than a 320 px card's text column.
    const word = 'Donaudampfschifffahrtsgesellschaftskapitän';
    await page.route('**/data/posts.json', async (route) => {
      const posts = await (await route.fetch()).json();
      posts[0].title = `${word} ${word}`;
      await route.fulfill({ json: posts });
    });
    await page.goto('/');
    const section = page.locator('section', {
      has: page.getByRole('heading', { level: 2, name: 'Writing' }),
    });
    const cards = section.getByRole('link');
    await expect(cards).toHaveCount(HOME_POSTS);
    await expectReflow(page, 'Writing with a long word');
    // The title wraps (and is clamped to two lines), never wider than its card.
    const title = await cards
      .first()
      .getByText(`${word} ${word}`)
      .evaluate((el) => ({
        fits: el.scrollWidth <= el.clientWidth,
        lines: Math.round(
          el.getBoundingClientRect().height / parseFloat(getComputedStyle(el).lineHeight),
        ),
      }));
    expect(title).toEqual({ fits: true, lines: 2 });
    // Title, date and summary get more of the card's width than the picture, so a title shows
    // more than its first two words.
    for (const card of await cards.all()) {
      const [picture, text] = await Promise.all([
        // The picture's box, the card's first part (an own post without a cover: a colour block).
        card
          .locator(':scope > span')
          .first()
          .evaluate((el) => el.getBoundingClientRect().width),
        card.locator('time').evaluate((el) => el.parentElement?.getBoundingClientRect().width ?? 0),
      ]);
      expect(text).toBeGreaterThan(picture * 1.5);
    }
  });
});
