import { existsSync, readFileSync } from 'node:fs';
import { projectSlug } from '#src/features/projects/api/project-slug.ts';
import { APP_URL } from '../support/ports.ts';
import { closeWithEscape, count, expect, test } from './fixtures.ts';

// A project's page in Firefox and WebKit (docs/product.md § Project pages): the
// static page with its case study, in English and Filipino. The Chromium spec is
// e2e/project-pages.spec.ts. What is expected comes from the sample's files.

type Listed = { title: string; url: string };

/** The first project of the bundled list that has an English and a Filipino case study. */
const PROJECT = (JSON.parse(readFileSync('public/data/projects.json', 'utf8')) as Listed[])
  .map((project) => ({ ...project, slug: projectSlug(project) }))
  .find(({ slug }) => existsSync(`content/projects/${slug}.fil.md`));

/** The first `##` heading of a case study file. */
const firstHeading = (file: string) =>
  /^## (.+)$/m.exec(readFileSync(file, 'utf8'))?.[1]?.trim() ?? '';

test('a project page in each language: title, Source, the case study and its picture', async ({
  site,
}) => {
  if (!PROJECT) throw new Error('the sample has no case study with a Filipino translation');
  for (const [path, file, region] of [
    ['', `content/projects/${PROJECT.slug}.md`, 'Case study'],
    ['fil/', `content/projects/${PROJECT.slug}.fil.md`, 'Kuwento ng proyekto'],
  ] as const) {
    await site.goto(new URL(`${path}projects/${PROJECT.slug}/`, APP_URL).href, { hydrate: false });
    expect(await count(site, { role: 'heading', name: PROJECT.title })).toBe(1);
    const source = await site.state({ role: 'link', name: path ? 'Source code' : 'Source' });
    expect(source.href, path).toBe(PROJECT.url);
    const study = { role: 'region', name: region };
    expect(await count(site, { role: 'heading', name: firstHeading(file), within: study })).toBe(1);
    // The case study's picture is the site's own and loads (scrolled to, as it is lazy).
    await expect
      .poll(() =>
        site.evaluate(() => {
          const picture = document.querySelector<HTMLImageElement>('.case-study img');
          picture?.scrollIntoView();
          return (
            picture?.complete && picture.naturalWidth > 0 && picture.src.startsWith(location.origin)
          );
        }),
      )
      .toBe(true);
  }
  // "Home" leads back to the language's home.
  const home = await site.state({ role: 'link', name: 'Home' });
  expect(home.href).toBe(new URL('fil/', APP_URL).pathname);
});

test('Search on a project page: the bar’s button opens the native dialog, which finds and marks', async ({
  site,
}) => {
  // docs/product.md § Search, "On the static pages": the page's own script and a <dialog>
  // opened with showModal(), which each engine has.
  if (!PROJECT) throw new Error('the sample has no case study with a Filipino translation');
  await site.goto(new URL(`projects/${PROJECT.slug}/`, APP_URL).href, { hydrate: false });
  const button = { role: 'button', name: 'Search' };
  await expect.poll(() => count(site, button)).toBe(1);
  await site.click(button);
  const dialog = { role: 'dialog', name: 'Search' };
  await expect.poll(() => count(site, dialog)).toBe(1);
  expect(await site.evaluate(() => document.activeElement?.getAttribute('type'))).toBe('search');
  await site.fill({ role: 'searchbox', name: 'Search this site', within: dialog }, 'permit');
  const posts = { role: 'region', name: 'Posts', within: dialog };
  const post = { role: 'link', name: 'Permit forms that survive a dead signal', within: posts };
  await expect.poll(() => count(site, post)).toBe(1);
  expect(
    await site.evaluate(() =>
      [...document.querySelectorAll('dialog mark')].map((mark) => mark.textContent),
    ),
  ).toContain('Permit');
  await closeWithEscape(site, dialog);
  expect(await site.evaluate(() => document.activeElement?.id)).toBe('search-button');
});
