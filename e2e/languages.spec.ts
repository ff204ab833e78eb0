import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { otherLanguageTags } from '../site-build/lib/read-owner-content.ts';
import { expectNoAxeViolations, NARROW, openDrawer, setColourMode, WIDE } from './support/a11y.ts';
import { watchHydration } from './support/hydration.ts';
import { SITE_URL } from './support/ports.ts';
import { waitForServiceWorker } from './support/service-worker.ts';
import {
  deliveredMessages,
  resetMail,
  setMediaMode,
  setProjectsMode,
} from './support/stand-ins.ts';
import { storedState } from './support/stored-state.ts';
import { expect, test } from './support/test.ts';

/**
 * docs/product.md § Languages: the default language (English) at the base path, every other
 * language the site is built in at `{base}{lang}/`, each prerendered in its language, linked
 * to the others, and offline after one visit to any. The tests run over the built languages
 * (the sample's `resume.{lang}.json` files), each with its row of {@link OTHER_LANGUAGES}.
 */

/**
 * What a reader of each built language besides the default sees, written by a speaker of it
 * rather than read from its catalogue, so a wrong or untranslated text fails here. A language
 * the site is built in adds its row.
 */
type LanguageExpectations = {
  /** The language's name in its own words, as the language link says it. */
  ownName: string;
  /** Home's title and first section's heading, the owner's summary and the courses' list. */
  title: string;
  projects: string;
  courses: string;
  coursesList: string;
  bio: RegExp;
  /** JSON-LD `knowsLanguage`: the résumé's languages, named in this one. */
  knowsLanguage: string[];
  mainNavigation: string;
  openNavigation: string;
  navigationDialog: string;
  like: string;
  /** The button that opens the video dialog, and how the reel's description starts in the language. */
  playReel: string;
  reelDescription: string;
  notFound: string;
  notFoundText: string;
  /** A path that is no page, in the language's words (`/fil/wala-rito`). */
  noSuchPage: string;
  contactDialog: string;
  fields: { name: string; subject: string; message: string };
  send: string;
  nameTooShort: string;
  /** A message a visitor who reads the language writes. */
  message: { name: string; subject: string; text: string };
  toasts: RegExp;
  offlineToast: string;
  waiting: string;
  sent: string;
  manifestDescription: RegExp;
  shortcuts: string[];
  cv: { work: string; date: RegExp; back: string; summary: RegExp; cardTitle: string };
};

const REPO_ROOT = resolve('.');

const OTHER_LANGUAGES: Record<string, LanguageExpectations> = {
  fil: {
    ownName: 'Filipino',
    title: 'Jamie Santos · Full-stack na web developer',
    projects: 'Mga Tampok na Proyekto Ngayon',
    courses: 'Mga Kursong Natapos',
    coursesList: 'Mga kurso',
    bio: /^Gumagawa ako ng mabibilis/,
    knowsLanguage: ['Filipino', 'Ingles'],
    mainNavigation: 'Pangunahin',
    openNavigation: 'Buksan ang nabigasyon',
    navigationDialog: 'Nabigasyon',
    like: 'I-like',
    playReel: 'I-play ang demo reel',
    reelDescription: 'Anim na segundong walang tunog: tatlong title card',
    notFound: 'Hindi makita ang page',
    notFoundText: 'Walang nakalagay sa address na ito. Nasa home page ang buong portfolio.',
    noSuchPage: 'wala-rito',
    contactDialog: 'Padalhan ako ng mensahe',
    fields: { name: 'Pangalan', subject: 'Paksa', message: 'Mensahe' },
    send: 'Ipadala',
    nameTooShort: 'Dapat hindi bababa sa 3 character ang pangalan',
    message: {
      name: 'Maria Clara',
      subject: 'Tanong tungkol sa proyekto',
      text: 'Kumusta! May proyekto ako.',
    },
    toasts: /notification|abiso/i,
    offlineToast: 'Offline kayo — ipapadala ang inyong mensahe pagbalik ng koneksiyon',
    waiting: '1 mensahe ang naghihintay na maipadala.',
    sent: 'Naipadala ang mensahe',
    manifestDescription: /^Full-stack na web developer\. Gumagawa/,
    shortcuts: ['Magpadala ng mensahe', 'Panoorin ang demo reel', 'I-download ang CV (PDF)'],
    cv: {
      work: 'Trabaho',
      date: /Pebrero 2023/,
      back: 'Bumalik sa home',
      summary: /^Gumagawa ako ng/,
      cardTitle: 'TITLE:Full-stack na web developer',
    },
  },
};

/** Every language the site is built in, the default first. */
const BUILT = ['en', ...otherLanguageTags('.')];
/** The built languages besides the default, each with its row. */
const OTHERS = BUILT.slice(1).map((lang) => ({ lang, expected: OTHER_LANGUAGES[lang] }));

test('every built language has its row of expectations', () => {
  const missing = OTHERS.filter(({ expected }) => !expected).map(({ lang }) => lang);
  expect(missing, 'add a row to OTHER_LANGUAGES in e2e/languages.spec.ts').toEqual([]);
});

/** `hreflang href` of every built language's version of `page` (`''`, `cv/`), then x-default. */
const alternatesOf = (page: string) => [
  ...BUILT.map((lang, index) => `${lang} ${SITE_URL}${index === 0 ? '' : `${lang}/`}${page}`),
  `x-default ${SITE_URL}${page}`,
];

test.beforeEach(async () => {
  await setProjectsMode({ kind: 'ok' });
  await resetMail();
});

// The video dialog's test stalls the media host; the next spec in this worker gets it answering.
test.afterEach(async () => {
  await setMediaMode({ kind: 'ok' });
});

for (const { lang, expected } of OTHERS) {
  if (!expected) continue;
  const home = `/${lang}/`;

  test(`${home} is in its language, hydrates, and links its alternates`, async ({ page }) => {
    await page.goto(home);
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    await expect(page.getByRole('heading', { name: expected.projects })).toBeVisible();
    await expect(page.getByRole('heading', { name: expected.courses })).toBeVisible();
    await expect(page).toHaveTitle(expected.title);
    await expect(page.getByText(expected.bio)).toBeVisible();
    // Text that exists only in English is marked as English (WCAG 3.1.2).
    await expect(
      page.getByRole('list', { name: expected.coursesList }).locator('[lang="en"]').first(),
    ).toBeVisible();

    const head = page.locator('head');
    await expect(head.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      `${SITE_URL}${lang}/`,
    );
    const alternates = await head
      .locator('link[rel="alternate"][hreflang]')
      .evaluateAll((links) =>
        links.map((link) => `${link.getAttribute('hreflang')} ${link.getAttribute('href')}`),
      );
    expect(alternates).toEqual(alternatesOf(''));
    const jsonLd = JSON.parse(
      (await head.locator('script[type="application/ld+json"]').textContent()) ?? '',
    );
    expect(jsonLd).toMatchObject({
      knowsLanguage: expected.knowsLanguage,
      mainEntityOfPage: { inLanguage: lang, url: `${SITE_URL}${lang}/` },
    });
  });

  test.describe(`wide, ${lang}`, () => {
    test.use({ viewport: WIDE });

    test('the header links the other language in its own words, both ways', async ({ page }) => {
      await page.goto('/');
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
      const other = page.getByRole('link', { name: expected.ownName, exact: true });
      await expect(other).toHaveAttribute('lang', lang);
      await expect(other).toHaveAttribute('hreflang', lang);
      await other.click();
      await expect(page).toHaveURL(new RegExp(`/${lang}/$`));
      await expect(page.getByRole('heading', { name: expected.projects })).toBeVisible();

      const english = page.getByRole('link', { name: 'English', exact: true });
      await expect(english).toHaveAttribute('lang', 'en');
      await expect(english).toHaveAttribute('hreflang', 'en');
      await english.click();
      await expect(page).toHaveURL(/\/$/);
      await expect(page.getByRole('heading', { name: 'Featured Projects Today' })).toBeVisible();
    });

    test('Home and the "Page not found" link lead to the home of the page’s language', async ({
      page,
    }) => {
      for (const [path, main, notFound, target] of [
        ['/', 'Main', 'Page not found', '/'],
        [home, expected.mainNavigation, expected.notFound, home],
      ]) {
        await page.goto(path);
        const nav = page.getByRole('navigation', { name: main });
        await expect(nav.getByRole('link', { name: 'Home' })).toHaveAttribute('href', target);
        // Each language's own 404 page (a host that serves the nearest one, or the service worker).
        await page.goto(`${path}404.html`);
        await expect(page.getByRole('heading', { name: notFound })).toBeVisible();
        await expect(page.getByRole('main').getByRole('link', { name: 'Home' })).toHaveAttribute(
          'href',
          target,
        );
      }
    });

    test('the video dialog describes the reel in the language; the first view leaves it out', async ({
      page,
    }) => {
      // The description comes with the language's on-demand texts, not with its first view.
      const dist = join(REPO_ROOT, 'e2e/.dist/root');
      const chunk = /data-l="\/assets\/([^"]+)"/.exec(
        readFileSync(join(dist, lang, 'index.html'), 'utf8'),
      )?.[1];
      const firstView = readFileSync(join(dist, 'assets', chunk ?? 'no-chunk'), 'utf8');
      expect(firstView).toContain('demoReel:');
      expect(firstView).not.toContain(expected.reelDescription);

      await setMediaMode({ kind: 'stall' });
      await page.goto(home);
      await page.getByRole('button', { name: expected.playReel }).click();
      const video = page.getByRole('dialog', { name: 'Demo Reel' });
      await expect(video).toHaveAccessibleDescription(new RegExp(`^${expected.reelDescription}`));
    });

    test('the contact form speaks the page’s language', async ({ page }) => {
      await page.goto(home);
      await page.getByRole('button', { name: 'Email' }).click();
      const dialog = page.getByRole('dialog', { name: expected.contactDialog });
      await expect(dialog).toBeVisible();
      await dialog.getByRole('textbox', { name: expected.fields.name }).fill('Jo');
      await dialog.getByRole('button', { name: expected.send }).click();
      await expect(dialog.getByText(expected.nameTooShort)).toBeVisible();
    });
  });

  test.describe(`narrow, ${lang}`, () => {
    test.use({ viewport: NARROW });

    test('the drawer holds the language link', async ({ page }) => {
      await page.goto(home);
      await page.getByRole('button', { name: expected.openNavigation }).click();
      const drawer = page.getByRole('dialog', { name: expected.navigationDialog });
      await expect(drawer).toBeVisible();
      const english = drawer.getByRole('link', { name: 'English', exact: true });
      await expect(english).toHaveAttribute('hreflang', 'en');
      await english.click();
      await expect(page).toHaveURL(/\/$/);
      await openDrawer(page);
      await expect(
        page
          .getByRole('dialog', { name: 'Navigation' })
          .getByRole('link', { name: expected.ownName }),
      ).toBeVisible();
    });
  });

  test(`${lang} has its manifest and the sitemap lists it`, async ({ request }) => {
    const en = await (await request.get('/manifest.webmanifest')).json();
    const other = await (await request.get(`${home}manifest.webmanifest`)).json();
    expect(other).toMatchObject({ lang, start_url: home, id: en.id, name: 'Jamie Santos' });
    expect(other.description).toMatch(expected.manifestDescription);
    expect(other.shortcuts.map((shortcut: { name: string; url: string }) => shortcut.name)).toEqual(
      expected.shortcuts,
    );
    expect(other.shortcuts[0].url).toBe(`${home}?contact`);
    expect(en.lang).toBe('en');
    // Every image resolves against the manifest's own URL, the language's folder included.
    for (const [url, manifest] of [
      ['/manifest.webmanifest', en],
      [`${home}manifest.webmanifest`, other],
    ] as const) {
      const images: { src: string }[] = [
        ...manifest.icons,
        ...manifest.screenshots,
        ...manifest.shortcuts.flatMap((shortcut: { icons: { src: string }[] }) => shortcut.icons),
      ];
      expect(images.length).toBe(8);
      for (const { src } of images) {
        const image = new URL(src, new URL(url, 'http://site/')).pathname;
        expect((await request.get(image)).status(), `${url}: ${src}`).toBe(200);
      }
    }

    const sitemap = await (await request.get('/sitemap.xml')).text();
    expect(sitemap).toContain(`<loc>${SITE_URL}${lang}/</loc>`);
    expect(sitemap).toContain(`hreflang="${lang}" href="${SITE_URL}${lang}/"`);
    // And every language's CV page, with the CV pages as its alternates.
    expect(sitemap).toContain(`<loc>${SITE_URL}cv/</loc>`);
    expect(sitemap).toContain(`<loc>${SITE_URL}${lang}/cv/</loc>`);
    expect(sitemap).toContain(`hreflang="${lang}" href="${SITE_URL}${lang}/cv/"`);
  });

  test(`after one visit to English, ${home} opens offline`, async ({ page, context }) => {
    await page.goto('/');
    await waitForServiceWorker(page);
    await context.setOffline(true);
    await page.goto(home);
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    await expect(page.getByRole('heading', { name: expected.projects })).toBeVisible();
    await expect(page.getByRole('button', { name: expected.like })).toBeVisible();
    // Its manifest too (an install from the language's home offline reads it).
    const manifest = await page.evaluate(async (url) => {
      const response = await fetch(url);
      return { status: response.status, lang: (await response.json()).lang };
    }, `${home}manifest.webmanifest`);
    expect(manifest).toEqual({ status: 200, lang });
    await context.setOffline(false);
  });

  test.describe(`accessibility in ${lang}`, () => {
    test.use({ serviceWorkers: 'block' });
    for (const [layout, viewport] of [
      ['wide', WIDE],
      ['narrow', NARROW],
    ] as const) {
      for (const mode of ['dark', 'light'] as const) {
        test(`${layout}, ${mode} mode: axe finds nothing`, async ({ page }) => {
          await page.setViewportSize(viewport);
          // The colour mode is the visitor's, whatever the language: chosen on
          // the English page, it holds on this one.
          if (mode === 'light') {
            await page.goto('/');
            await setColourMode(page, mode);
            await expect.poll(() => storedState(page, 'theme')).toEqual({ mode });
          }
          await page.goto(home);
          await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
          await expectNoAxeViolations(page, `${home} ${layout} ${mode}`);
        });
      }
    }
  });

  test(`the ${lang} CV, JSON Resume and card are in the language, and open offline`, async ({
    page,
    context,
    request,
  }) => {
    await page.goto(home);
    const cvLink = page.getByRole('link', { name: 'CV', exact: true });
    await expect(cvLink).toHaveAttribute('href', `${home}cv/`);
    await waitForServiceWorker(page);

    await context.setOffline(true);
    await page.goto(`${home}cv/`);
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    await expect(page.getByRole('heading', { name: expected.cv.work })).toBeVisible();
    await expect(page.getByText(expected.cv.date).first()).toBeVisible();
    await expect(page.getByRole('link', { name: expected.cv.back })).toHaveAttribute('href', home);
    await context.setOffline(false);

    const resume = await (await request.get(`${home}resume.json`)).json();
    expect(resume.basics.summary).toMatch(expected.cv.summary);
    const card = await request.get(`${home}jamie-santos.vcf`);
    expect(card.headers()['content-type']).toMatch(/^text\/vcard/);
    expect(await card.text()).toContain(expected.cv.cardTitle);
  });

  test(`a message written offline on ${home} is confirmed, listed and announced in the language when the worker sends it`, async ({
    page,
    context,
  }) => {
    await page.goto(home);
    await waitForServiceWorker(page);
    await page.reload();
    await page.getByRole('button', { name: 'Email' }).click();
    const dialog = page.getByRole('dialog', { name: expected.contactDialog });
    await expect(dialog).toBeVisible();
    await context.setOffline(true);
    await dialog.getByRole('textbox', { name: expected.fields.name }).fill(expected.message.name);
    await dialog.getByRole('textbox', { name: 'Email' }).fill('maria@example.com');
    await dialog
      .getByRole('textbox', { name: expected.fields.subject })
      .fill(expected.message.subject);
    await dialog
      .getByRole('textbox', { name: expected.fields.message })
      .fill(expected.message.text);
    await dialog.getByRole('button', { name: expected.send }).click();
    const toasts = page.getByRole('region', { name: expected.toasts });
    await expect(toasts.getByText(expected.offlineToast)).toBeVisible();
    await expect(page.getByText(expected.waiting)).toBeVisible();

    await context.setOffline(false);
    await expect(toasts.getByText(expected.sent, { exact: true })).toBeVisible();
    await expect.poll(async () => (await deliveredMessages()).length).toBe(1);
    await expect(page.getByText(expected.waiting)).toHaveCount(0);
  });

  test(`${lang} links its own share image, and no share image is precached`, async ({
    page,
    request,
  }) => {
    await page.goto(home);
    const imageUrl = await page.locator('meta[property="og:image"]').getAttribute('content');
    expect(imageUrl).toBe(`${SITE_URL}images/share.${lang}.png`);
    const image = await request.get(imageUrl ?? '');
    expect(image.status()).toBe(200);
    const png = await image.body();
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
    const precached = await (await request.get('/sw.js')).text();
    expect(precached).not.toContain('images/share');
  });

  test.describe(`a host that serves only the root 404.html, first visit, ${lang}`, () => {
    test(`an unknown path under ${home} shows its "Page not found"; one at the root stays English`, async ({
      page,
    }) => {
      // A fresh context: no service worker yet, so the host's answer is what the visitor gets.
      const errors: string[] = [];
      page.on('console', (message) => {
        // Chromium logs the document's own 404 status, which the host must send (docs/deploy.md).
        const ownStatus =
          message.location().url === page.url() &&
          message
            .text()
            .startsWith('Failed to load resource: the server responded with a status of 404');
        if (message.type() === 'error' && !ownStatus) errors.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(error.message));

      // The app's static server answers every unknown path with the root (English)
      // 404.html, as GitHub Pages does, and Netlify without a rule.
      const response = await page.goto(`${home}${expected.noSuchPage}`);
      expect(response?.status()).toBe(404);
      expect(await response?.text()).toContain('<html lang="en"');
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { name: expected.notFound })).toBeVisible();
      await expect(main.getByText(expected.notFoundText)).toBeVisible();
      await expect(main.getByRole('link', { name: 'Home' })).toHaveAttribute('href', home);
      await expect(page).toHaveTitle(`${expected.notFound} · Jamie Santos`);
      await expect(page.getByText('Page not found')).toHaveCount(0);

      // Outside the language's folder (a name that only starts like it too) it stays English.
      for (const path of [`/${expected.noSuchPage}`, `/${lang}ipino`]) {
        await page.goto(path);
        await expect(page.locator('html')).toHaveAttribute('lang', 'en');
        await expect(main.getByRole('heading', { name: 'Page not found' })).toBeVisible();
        await expect(main.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
        await expect(page).toHaveTitle('Page not found · Jamie Santos');
      }
      expect(errors).toEqual([]);
    });
  });

  test(`offline, an unknown path under ${home} shows its "Page not found" shell`, async ({
    page,
    context,
  }) => {
    await page.goto(home);
    await waitForServiceWorker(page);
    await context.setOffline(true);
    const hydration = await watchHydration(page);
    await page.goto(`${home}${expected.noSuchPage}`);
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    await expect(page.getByRole('heading', { name: expected.notFound })).toBeVisible();
    // The worker's own {lang}/404.html hydrates as it is (src/main.tsx renders anew only another language's).
    expect(await hydration.removedNodes()).toEqual([]);
    await context.setOffline(false);
  });
}

test('each language’s CV page links every language’s CV as an alternate', async ({ page }) => {
  for (const [index, lang] of BUILT.entries()) {
    const path = `/${index === 0 ? '' : `${lang}/`}cv/`;
    await page.goto(path);
    const alternates = await page
      .locator('head link[rel="alternate"][hreflang]')
      .evaluateAll((links) =>
        links.map((link) => `${link.getAttribute('hreflang')} ${link.getAttribute('href')}`),
      );
    expect(alternates, path).toEqual(alternatesOf('cv/'));
  }
});
