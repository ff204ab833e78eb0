import { expectNoAxeViolations, NARROW, openDrawer, setColourMode, WIDE } from './support/a11y.ts';
import { watchHydration } from './support/hydration.ts';
import { SITE_URL } from './support/ports.ts';
import { waitForServiceWorker } from './support/service-worker.ts';
import { deliveredMessages, resetMail, setProjectsMode } from './support/stand-ins.ts';
import { storedState } from './support/stored-state.ts';
import { expect, test } from './support/test.ts';

/**
 * docs/product.md § Languages: the default language (English) at the base
 * path, Filipino at `{base}fil/`, each prerendered in its language, linked
 * to the other, and offline after one visit to either.
 */

test.beforeEach(async () => {
  await setProjectsMode({ kind: 'ok' });
  await resetMail();
});

test('the Filipino page is in Filipino, hydrates, and links its alternates', async ({ page }) => {
  await page.goto('/fil/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fil');
  await expect(page.getByRole('heading', { name: 'Mga Tampok na Proyekto Ngayon' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Mga Kursong Natapos' })).toBeVisible();
  await expect(page).toHaveTitle('Jamie Santos · Full-stack na web developer');
  await expect(page.getByText(/^Gumagawa ako ng mabibilis/)).toBeVisible();
  // Text that exists only in English is marked as English (WCAG 3.1.2).
  await expect(
    page.getByRole('list', { name: 'Mga kurso' }).locator('[lang="en"]').first(),
  ).toBeVisible();

  const head = page.locator('head');
  await expect(head.locator('link[rel="canonical"]')).toHaveAttribute('href', `${SITE_URL}fil/`);
  const alternates = await head
    .locator('link[rel="alternate"][hreflang]')
    .evaluateAll((links) =>
      links.map((link) => `${link.getAttribute('hreflang')} ${link.getAttribute('href')}`),
    );
  expect(alternates).toEqual([`en ${SITE_URL}`, `fil ${SITE_URL}fil/`, `x-default ${SITE_URL}`]);
  const jsonLd = JSON.parse(
    (await head.locator('script[type="application/ld+json"]').textContent()) ?? '',
  );
  expect(jsonLd).toMatchObject({
    knowsLanguage: ['Filipino', 'Ingles'],
    mainEntityOfPage: { inLanguage: 'fil', url: `${SITE_URL}fil/` },
  });
});

test.describe('wide', () => {
  test.use({ viewport: WIDE });

  test('the header links the other language in its own words, both ways', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    const filipino = page.getByRole('link', { name: 'Filipino', exact: true });
    await expect(filipino).toHaveAttribute('lang', 'fil');
    await expect(filipino).toHaveAttribute('hreflang', 'fil');
    await filipino.click();
    await expect(page).toHaveURL(/\/fil\/$/);
    await expect(
      page.getByRole('heading', { name: 'Mga Tampok na Proyekto Ngayon' }),
    ).toBeVisible();

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
    for (const [path, main, notFound, home] of [
      ['/', 'Main', 'Page not found', '/'],
      ['/fil/', 'Pangunahin', 'Hindi makita ang page', '/fil/'],
    ]) {
      await page.goto(path);
      const nav = page.getByRole('navigation', { name: main });
      await expect(nav.getByRole('link', { name: 'Home' })).toHaveAttribute('href', home);
      // Each language's own 404 page (a host that serves the nearest one, or the service worker).
      await page.goto(`${path}404.html`);
      await expect(page.getByRole('heading', { name: notFound })).toBeVisible();
      await expect(page.getByRole('main').getByRole('link', { name: 'Home' })).toHaveAttribute(
        'href',
        home,
      );
    }
  });

  test('the contact form on the Filipino page speaks Filipino', async ({ page }) => {
    await page.goto('/fil/');
    await page.getByRole('button', { name: 'Email' }).click();
    const dialog = page.getByRole('dialog', { name: 'Padalhan ako ng mensahe' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('textbox', { name: 'Pangalan' }).fill('Jo');
    await dialog.getByRole('button', { name: 'Ipadala' }).click();
    await expect(dialog.getByText('Dapat hindi bababa sa 3 character ang pangalan')).toBeVisible();
  });
});

test.describe('narrow', () => {
  test.use({ viewport: NARROW });

  test('the drawer holds the language link', async ({ page }) => {
    await page.goto('/fil/');
    await page.getByRole('button', { name: 'Buksan ang nabigasyon' }).click();
    const drawer = page.getByRole('dialog', { name: 'Nabigasyon' });
    await expect(drawer).toBeVisible();
    const english = drawer.getByRole('link', { name: 'English', exact: true });
    await expect(english).toHaveAttribute('hreflang', 'en');
    await english.click();
    await expect(page).toHaveURL(/\/$/);
    await openDrawer(page);
    await expect(
      page.getByRole('dialog', { name: 'Navigation' }).getByRole('link', { name: 'Filipino' }),
    ).toBeVisible();
  });
});

test('each language has its manifest and the sitemap lists both', async ({ request }) => {
  const en = await (await request.get('/manifest.webmanifest')).json();
  const fil = await (await request.get('/fil/manifest.webmanifest')).json();
  expect(fil).toMatchObject({ lang: 'fil', start_url: '/fil/', id: en.id, name: 'Jamie Santos' });
  expect(fil.description).toMatch(/^Full-stack na web developer\. Gumagawa/);
  expect(fil.shortcuts.map((shortcut: { name: string; url: string }) => shortcut.name)).toEqual([
    'Magpadala ng mensahe',
    'Panoorin ang demo reel',
    'I-download ang CV (PDF)',
  ]);
  expect(fil.shortcuts[0].url).toBe('/fil/?contact');
  expect(en.lang).toBe('en');
  // Every image resolves against the manifest's own URL, /fil/ included.
  for (const [url, manifest] of [
    ['/manifest.webmanifest', en],
    ['/fil/manifest.webmanifest', fil],
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
  expect(sitemap).toContain(`<loc>${SITE_URL}fil/</loc>`);
  expect(sitemap).toContain(`hreflang="fil" href="${SITE_URL}fil/"`);
  // And every language's CV page, with the CV pages as its alternates.
  expect(sitemap).toContain(`<loc>${SITE_URL}cv/</loc>`);
  expect(sitemap).toContain(`<loc>${SITE_URL}fil/cv/</loc>`);
  expect(sitemap).toContain(`hreflang="fil" href="${SITE_URL}fil/cv/"`);
});

test('each language’s CV page links every language’s CV as an alternate', async ({ page }) => {
  for (const path of ['/cv/', '/fil/cv/']) {
    await page.goto(path);
    const alternates = await page
      .locator('head link[rel="alternate"][hreflang]')
      .evaluateAll((links) =>
        links.map((link) => `${link.getAttribute('hreflang')} ${link.getAttribute('href')}`),
      );
    expect(alternates, path).toEqual([
      `en ${SITE_URL}cv/`,
      `fil ${SITE_URL}fil/cv/`,
      `x-default ${SITE_URL}cv/`,
    ]);
  }
});

test('after one visit to English, the Filipino page opens offline', async ({ page, context }) => {
  await page.goto('/');
  await waitForServiceWorker(page);
  await context.setOffline(true);
  await page.goto('/fil/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fil');
  await expect(page.getByRole('heading', { name: 'Mga Tampok na Proyekto Ngayon' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'I-like' })).toBeVisible();
  // Its manifest too (an install from /fil/ offline reads it).
  const manifest = await page.evaluate(async () => {
    const response = await fetch('/fil/manifest.webmanifest');
    return { status: response.status, lang: (await response.json()).lang };
  });
  expect(manifest).toEqual({ status: 200, lang: 'fil' });
  await context.setOffline(false);
});

test.describe('accessibility in Filipino', () => {
  test.use({ serviceWorkers: 'block' });
  for (const [layout, viewport] of [
    ['wide', WIDE],
    ['narrow', NARROW],
  ] as const) {
    for (const mode of ['dark', 'light'] as const) {
      test(`${layout}, ${mode} mode: axe finds nothing`, async ({ page }) => {
        await page.setViewportSize(viewport);
        // The colour mode is the visitor's, whatever the language: chosen on
        // the English page, it holds on the Filipino one.
        if (mode === 'light') {
          await page.goto('/');
          await setColourMode(page, mode);
          await expect.poll(() => storedState(page, 'theme')).toEqual({ mode });
        }
        await page.goto('/fil/');
        await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
        await expectNoAxeViolations(page, `/fil/ ${layout} ${mode}`);
      });
    }
  }
});

test('the Filipino CV, JSON Resume and card are Filipino, and open offline', async ({
  page,
  context,
  request,
}) => {
  await page.goto('/fil/');
  const cvLink = page.getByRole('link', { name: 'CV', exact: true });
  await expect(cvLink).toHaveAttribute('href', '/fil/cv/');
  await waitForServiceWorker(page);

  await context.setOffline(true);
  await page.goto('/fil/cv/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fil');
  await expect(page.getByRole('heading', { name: 'Trabaho' })).toBeVisible();
  await expect(page.getByText(/Pebrero 2023/).first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Bumalik sa home' })).toHaveAttribute(
    'href',
    '/fil/',
  );
  await context.setOffline(false);

  const resume = await (await request.get('/fil/resume.json')).json();
  expect(resume.basics.summary).toMatch(/^Gumagawa ako ng/);
  const card = await request.get('/fil/jamie-santos.vcf');
  expect(card.headers()['content-type']).toMatch(/^text\/vcard/);
  expect(await card.text()).toContain('TITLE:Full-stack na web developer');
});

test('a message written offline on the Filipino page is confirmed, listed and announced in Filipino when the worker sends it', async ({
  page,
  context,
}) => {
  await page.goto('/fil/');
  await waitForServiceWorker(page);
  await page.reload();
  await page.getByRole('button', { name: 'Email' }).click();
  const dialog = page.getByRole('dialog', { name: 'Padalhan ako ng mensahe' });
  await expect(dialog).toBeVisible();
  await context.setOffline(true);
  await dialog.getByRole('textbox', { name: 'Pangalan' }).fill('Maria Clara');
  await dialog.getByRole('textbox', { name: 'Email' }).fill('maria@example.com');
  await dialog.getByRole('textbox', { name: 'Paksa' }).fill('Tanong tungkol sa proyekto');
  await dialog.getByRole('textbox', { name: 'Mensahe' }).fill('Kumusta! May proyekto ako.');
  await dialog.getByRole('button', { name: 'Ipadala' }).click();
  const toasts = page.getByRole('region', { name: /notification|abiso/i });
  await expect(
    toasts.getByText('Offline kayo — ipapadala ang inyong mensahe pagbalik ng koneksiyon'),
  ).toBeVisible();
  await expect(page.getByText('1 mensahe ang naghihintay na maipadala.')).toBeVisible();

  await context.setOffline(false);
  await expect(toasts.getByText('Naipadala ang mensahe', { exact: true })).toBeVisible();
  await expect.poll(async () => (await deliveredMessages()).length).toBe(1);
  await expect(page.getByText('1 mensahe ang naghihintay na maipadala.')).toHaveCount(0);
});

test('each language links its own share image, and no share image is precached', async ({
  page,
  request,
}) => {
  await page.goto('/fil/');
  const imageUrl = await page.locator('meta[property="og:image"]').getAttribute('content');
  expect(imageUrl).toBe(`${SITE_URL}images/share.fil.png`);
  const image = await request.get(imageUrl ?? '');
  expect(image.status()).toBe(200);
  const png = await image.body();
  expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
  const precached = await (await request.get('/sw.js')).text();
  expect(precached).not.toContain('images/share');
});

test.describe('a host that serves only the root 404.html, first visit', () => {
  test('an unknown path under /fil/ shows the Filipino "Page not found"; one at the root stays English', async ({
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
    const response = await page.goto('/fil/wala-rito');
    expect(response?.status()).toBe(404);
    expect(await response?.text()).toContain('<html lang="en"');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fil');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { name: 'Hindi makita ang page' })).toBeVisible();
    await expect(
      main.getByText('Walang nakalagay sa address na ito. Nasa home page ang buong portfolio.'),
    ).toBeVisible();
    await expect(main.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/fil/');
    await expect(page).toHaveTitle('Hindi makita ang page · Jamie Santos');
    await expect(page.getByText('Page not found')).toHaveCount(0);

    // Outside `/fil/` (a name that only starts like it too) it stays English.
    for (const path of ['/wala-rito', '/filipino']) {
      await page.goto(path);
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
      await expect(main.getByRole('heading', { name: 'Page not found' })).toBeVisible();
      await expect(main.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
      await expect(page).toHaveTitle('Page not found · Jamie Santos');
    }
    expect(errors).toEqual([]);
  });
});

test('offline, an unknown path under /fil/ shows the Filipino "Page not found" shell', async ({
  page,
  context,
}) => {
  await page.goto('/fil/');
  await waitForServiceWorker(page);
  await context.setOffline(true);
  const hydration = await watchHydration(page);
  await page.goto('/fil/wala-rito');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fil');
  await expect(page.getByRole('heading', { name: 'Hindi makita ang page' })).toBeVisible();
  // The worker's own fil/404.html hydrates as it is (src/main.tsx renders anew only another language's).
  expect(await hydration.removedNodes()).toEqual([]);
  await context.setOffline(false);
});
